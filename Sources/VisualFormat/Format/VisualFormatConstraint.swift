import AutoLayout

/// One constraint described by a visual format string, before it is made on real views:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
///
///     // H:[a]-10-[b]
///     VisualFormatConstraint(first: .view("b"), .leading, .equal,
///                            second: .view("a"), .trailing, constant: 10, ...)
///
/// The order of the items, the attributes and the sign of the constant are those of the
/// constraint Apple's `constraints(withVisualFormat:options:metrics:views:)` makes.
public struct VisualFormatConstraint: Sendable, Hashable {
    /// A view in the format, or the superview the `|` character stands for.
    public enum Item: Sendable, Hashable {
        /// The view with this key in the views dictionary.
        case view(String)
        /// The superview of the views (`|`).
        case superview
    }

    /// Which part of the format made the constraint.
    public enum Kind: Sendable, Hashable {
        /// A view's width or height, from a predicate inside its brackets: `[a(>=50)]`.
        case size
        /// The space between two items, from a connection: `[a]-10-[b]`, `|-[a]`, `[a][b]`.
        case spacing
        /// An alignment option relating two adjacent views: `a.top == b.top`.
        case alignment
    }

    /// The item on the left of the relation.
    public var firstItem: Item
    /// The attribute of the first item.
    public var firstAttribute: LayoutAttribute
    /// How the two sides relate.
    public var relation: LayoutRelation
    /// The item on the right of the relation, or nil for a constant size (`a.width >= 50`).
    public var secondItem: Item?
    /// The attribute of the second item, `notAnAttribute` when there is no second item.
    public var secondAttribute: LayoutAttribute
    /// Always 1: the visual format cannot express another multiplier.
    public var multiplier: Double
    /// The constant added to the second side.
    public var constant: Double
    /// The priority, `required` unless the predicate has `@priority`.
    public var priority: LayoutPriority
    /// The axis of the format (`H:` or `V:`) the constraint comes from.
    public var axis: LayoutAxis
    /// What made the constraint.
    public var kind: Kind
    /// True when the constant is the standard space of a bare `-` (from `StandardSpacing`).
    ///
    /// Apple relates a standard space to the superview to the superview's layout margins on iOS.
    public var isStandardSpacing: Bool
    /// Where in the format the constraint comes from, as half-open offsets in its ASCII
    /// characters (`format.utf8`).
    ///
    /// A size constraint covers its predicate (`>=50` in `[a(>=50)]`); spacing and alignment
    /// constraints cover both items and the connection between them (`[a]-10-[b]`, `|-[a]`).
    /// For a spacing constraint touching `|`, `range.upperBound` is also the index where Apple
    /// reports a missing superview.
    public var range: Range<Int>
    /// The characters that gave ``constant``, in the same offsets as ``range``: the number or
    /// metric name (`10` in `[a]-10-[b]`, `-2e6` in `[a]-(-2e6)-[b]`, `pad` in `|-pad-[a]`), or
    /// the `-` of a standard space. Nil when no character gives it: a flush `[a][b]`, an
    /// alignment, a size equal to another view's (`[a(==b)]`).
    public var constantRange: Range<Int>?
    /// The characters after `@` that gave ``priority`` (`750` in `[a(>=50@750)]`), or nil when
    /// the priority is the default, `required`.
    public var priorityRange: Range<Int>?

    /// Creates a constraint description.
    public init(
        first firstItem: Item, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        second secondItem: Item?, _ secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        axis: LayoutAxis, kind: Kind, isStandardSpacing: Bool = false, range: Range<Int>,
        constantRange: Range<Int>? = nil, priorityRange: Range<Int>? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.axis = axis
        self.kind = kind
        self.isStandardSpacing = isStandardSpacing
        self.range = range
        self.constantRange = constantRange
        self.priorityRange = priorityRange
    }
}

extension VisualFormatConstraint.Item: CustomStringConvertible {
    /// The view's name, or `|` for the superview.
    public var description: String {
        switch self {
        case .view(let name): return name
        case .superview: return "|"
        }
    }
}
