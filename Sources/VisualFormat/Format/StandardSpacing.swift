/// The space a bare `-` stands for: `[a]-[b]` between siblings, `|-[a]` and `[a]-|` to the
/// superview's edge.
///
/// Apple's defaults are 8 points between siblings and 20 to the superview edge. On iOS a standard
/// space to the superview is made against the superview's layout margins instead; a constraint made
/// from a bare `-` says so in `VisualFormatConstraint.isStandardSpacing`, so an integrator can do the same.
public struct StandardSpacing: Sendable, Hashable {
    /// The standard space between two sibling views.
    public var sibling: Double
    /// The standard space between a view and its superview's edge.
    public var superview: Double

    /// Creates a spacing; the defaults are Apple's 8 and 20.
    public init(sibling: Double = 8, superview: Double = 20) {
        self.sibling = sibling
        self.superview = superview
    }

    /// Apple's standard spacing: 8 between siblings, 20 to the superview.
    public static let apple = StandardSpacing()
}
