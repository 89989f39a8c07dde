/// The part of a view's frame a constraint acts on, as in `NSLayoutConstraint.Attribute`.
///
/// Horizontal attributes: `left`, `right`, `leading`, `trailing`, `width`, `centerX`.
/// Vertical attributes: `top`, `bottom`, `height`, `centerY`, `firstBaseline`, `lastBaseline`.
/// `leading` and `trailing` are `left` and `right` in a left-to-right layout, and the other
/// way round in a right-to-left one. `notAnAttribute` is the second attribute of a constraint
/// with no second item (`width >= 40`).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case notAnAttribute

    /// The axis the attribute measures along, or nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
        case .notAnAttribute: return nil
        }
    }

    /// True for `width` and `height`, which are sizes rather than positions.
    public var isDimension: Bool { self == .width || self == .height }
}

/// A layout axis.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

/// The direction leading and trailing follow.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is left, trailing is right (English).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft
}
