/// The part of a view's frame a constraint acts on, as in `NSLayoutConstraint.Attribute`.
///
/// Horizontal attributes: `left`, `right`, `leading`, `trailing`, `width`, `centerX`.
/// Vertical attributes: `top`, `bottom`, `height`, `centerY`, `firstBaseline`, `lastBaseline`.
/// `leading` and `trailing` are `left` and `right` in a left-to-right layout, and the other
/// way round in a right-to-left one. `notAnAttribute` is the second attribute of a constraint
/// with no second item (`width >= 40`).
///
/// The margin attributes (`leftMargin` ... `centerYWithinMargins`, iOS 8) are the edges and
/// centres of a view's ``LayoutView/layoutMarginsGuide``: `a.leading == b.leadingMargin` is
/// `a.leading == b.layoutMarginsGuide.leading`. Only views have them; a layout guide has no
/// margins (and no baselines).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute

    /// The axis the attribute measures along, or nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
        case .topMargin, .bottomMargin, .centerYWithinMargins: return .vertical
        case .notAnAttribute: return nil
        }
    }

    /// True for `width` and `height`, which are sizes rather than positions.
    public var isDimension: Bool { self == .width || self == .height }

    /// True for the attributes of the layout margins (`leftMargin` ... `centerYWithinMargins`).
    public var isMargin: Bool { marginEdge != nil }

    /// For a margin attribute, the attribute of the layout margins guide it stands for
    /// (`leadingMargin` is the guide's `leading`); nil for any other attribute.
    public var marginEdge: LayoutAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// The margin attribute for an edge or centre (`leading` gives `leadingMargin`), or nil
    /// for an attribute that has none (sizes and baselines).
    public var withinMargins: LayoutAttribute? {
        LayoutAttribute.allCases.first { $0.marginEdge == self }
    }

    /// True for `leading` and `trailing` and their margins, which follow the layout direction.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// True for `left` and `right` and their margins, which do not.
    public var isAbsoluteHorizontalEdge: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// True for the baselines, which only views with text place apart from their bottom.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
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
