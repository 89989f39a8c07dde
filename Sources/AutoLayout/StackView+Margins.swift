// A stack view's own layout margins, for `isLayoutMarginsRelativeArrangement`.
//
// Layout margins belong to every view in UIKit (`UIView.directionalLayoutMargins`, and the
// `layoutMarginsGuide` a stack view arranges its views in). Until views have them in this
// package, a stack keeps its own: the same names, the same default of 8 points a side, and its
// canvas connections are moved in by them. When every view has margins, this file goes and the
// stack arranges its views in its `layoutMarginsGuide`, as UIKit's does.

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
}

extension StackView {
    /// The default layout margin on every side: 8 points (UIKit's documentation of
    /// `directionalLayoutMargins`: "For most views, the default layout margins are 8 points on
    /// each side").
    public static let defaultLayoutMargin: Double = 8

    /// The stack's layout margins, following the layout direction: how far in from its edges
    /// the views are arranged when ``isLayoutMarginsRelativeArrangement`` is true (8 points on
    /// each side by default).
    public var directionalLayoutMargins: LayoutDirectionalEdgeInsets {
        get { stackMargins }
        set { stackMargins = newValue }
    }

    /// The insets the arrangement keeps from the stack's edges along `axis`, at its start and
    /// end (top and bottom, or leading and trailing): the margins when the arrangement is
    /// relative to them, else none.
    func arrangementInsets(along axis: LayoutAxis) -> (start: Double, end: Double) {
        guard isLayoutMarginsRelativeArrangement else { return (0, 0) }
        let margins = stackMargins
        return axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
    }
}
