/// The space a bare `-` stands for: `[a]-[b]` between siblings, `|-[a]` and `[a]-|` to the
/// superview.
///
/// Apple's defaults are 8 points between siblings and 20 to the superview's edge: the rule of
/// iOS 7, and this package's default (``apple``). On iOS 8 and later a standard space to the
/// superview is its layout margins instead (``layoutMargins``): `H:|-[a]-|` makes
/// `a.leading == superview.leadingMargin` and `superview.trailingMargin == a.trailing`, with no
/// constant, as UIKit's logs print them. A constraint made from a bare `-` says so in
/// `VisualFormatConstraint.isStandardSpacing`.
public struct StandardSpacing: Sendable, Hashable {
    /// What a standard space to the superview is measured from.
    public enum SuperviewRule: String, Sendable, Hashable, CaseIterable {
        /// iOS 7: ``StandardSpacing/superview`` points from the superview's edge.
        case edge
        /// iOS 8 and later: the superview's layout margins (its margin attributes).
        case layoutMargins
    }

    /// The standard space between two sibling views.
    public var sibling: Double
    /// The standard space between a view and its superview's edge, under the ``SuperviewRule/edge`` rule.
    public var superview: Double
    /// What a standard space to the superview is measured from.
    public var superviewRule: SuperviewRule

    /// Creates a spacing; the defaults are Apple's 8 and 20, from the superview's edge.
    public init(sibling: Double = 8, superview: Double = 20, superviewRule: SuperviewRule = .edge) {
        self.sibling = sibling
        self.superview = superview
        self.superviewRule = superviewRule
    }

    /// Apple's standard spacing of iOS 7: 8 between siblings, 20 to the superview's edge.
    public static let apple = StandardSpacing()

    /// The standard spacing of iOS 8 and later: 8 between siblings, the layout margins to the
    /// superview.
    public static let layoutMargins = StandardSpacing(superviewRule: .layoutMargins)
}
