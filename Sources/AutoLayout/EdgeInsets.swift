/// Distances in from the edges of a rectangle, as `UIEdgeInsets`: top, left, bottom, right.
///
///     LayoutEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)   // an iPhone 15's safe area
public struct LayoutEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every side.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The insets side by side: `a + b` insets by both, as margins measured from a safe area.
    public static func + (a: LayoutEdgeInsets, b: LayoutEdgeInsets) -> LayoutEdgeInsets {
        LayoutEdgeInsets(
            top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// The larger inset on each side.
    public func union(_ other: LayoutEdgeInsets) -> LayoutEdgeInsets {
        LayoutEdgeInsets(
            top: max(top, other.top), left: max(left, other.left),
            bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// Directional insets for a layout direction: left is leading in a left-to-right layout,
    /// trailing in a right-to-left one.
    public func directional(for direction: LayoutDirection) -> LayoutDirectionalEdgeInsets {
        direction == .leftToRight
            ? LayoutDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : LayoutDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

extension LayoutEdgeInsets: CustomStringConvertible {
    /// `(top 59, left 0, bottom 34, right 0)`.
    public var description: String {
        "(top \(formatPoints(top)), left \(formatPoints(left)), bottom \(formatPoints(bottom)), right \(formatPoints(right)))"
    }
}

/// Distances in from the edges of a rectangle that follow the layout direction, as
/// `NSDirectionalEdgeInsets`: top, leading, bottom, trailing.
///
///     LayoutDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
public struct LayoutDirectionalEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every side.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = LayoutDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The insets on the physical sides: leading is the left side in a left-to-right layout and
    /// the right side in a right-to-left one.
    public func resolved(for direction: LayoutDirection) -> LayoutEdgeInsets {
        direction == .leftToRight
            ? LayoutEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : LayoutEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// The larger inset on each side.
    public func union(_ other: LayoutDirectionalEdgeInsets) -> LayoutDirectionalEdgeInsets {
        LayoutDirectionalEdgeInsets(
            top: max(top, other.top), leading: max(leading, other.leading),
            bottom: max(bottom, other.bottom), trailing: max(trailing, other.trailing))
    }
}

extension LayoutDirectionalEdgeInsets: CustomStringConvertible {
    /// `(top 8, leading 16, bottom 8, trailing 16)`.
    public var description: String {
        "(top \(formatPoints(top)), leading \(formatPoints(leading)), bottom \(formatPoints(bottom)), "
            + "trailing \(formatPoints(trailing)))"
    }
}

extension LayoutRect {
    /// The rectangle with its edges moved in by `insets`, as `CGRect.inset(by:)`; sides that
    /// would cross keep a size of zero, where the insets meet (never a negative size).
    public func inset(by insets: LayoutEdgeInsets) -> LayoutRect {
        let box = standardized
        let width = box.width - insets.left - insets.right
        let height = box.height - insets.top - insets.bottom
        return LayoutRect(
            x: box.x + insets.left + min(width, 0) / 2, y: box.y + insets.top + min(height, 0) / 2,
            width: max(width, 0), height: max(height, 0))
    }
}
