import AutoLayout
import SourceDiagnostics

/// One equation statement: a constraint between two view attributes, or between one
/// attribute and a constant, in the form of `NSLayoutConstraint(item:attribute:relatedBy:
/// toItem:attribute:multiplier:constant:)`.
///
///     _bottomButton.left == _topButton.right
///     a.width >= 0.5 * b.width + 10 @750
///     bar.height == 44 @defaultHigh
///     gap: b.left == a.right + pad
///     title.top == root.safeArea.top + 8
///     field.leading == root.leadingMargin
///
/// reads `firstItem.firstAttribute RELATION multiplier * secondItem.secondAttribute +
/// constant`, at `priority`. Items are view names, `root` or guide names; a view's safe area
/// or margins guide is the view's name with ``firstGuide`` (or ``secondGuide``). Every part
/// keeps its range.
public struct LayoutEquation: Sendable, Hashable {
    /// The optional identifier written before a colon (`gap:`), as
    /// `NSLayoutConstraint.identifier`.
    public var identifier: Located<String>?
    /// The constrained view, or `root`.
    public var firstItem: Located<String>
    /// The constrained attribute.
    public var firstAttribute: Located<LayoutAttribute>
    /// `==`, `<=` or `>=`.
    public var relation: Located<LayoutRelation>
    /// The view on the right-hand side, or nil for a constant-only equation (`a.height == 44`).
    public var secondItem: Located<String>?
    /// The attribute on the right-hand side, or nil for a constant-only equation.
    public var secondAttribute: Located<LayoutAttribute>?
    /// The multiplier as written, or nil when none was (1).
    public var multiplier: EquationNumber?
    /// The constant as written, its sign included (`- 8` is -8), or nil when none was (0).
    public var constant: EquationNumber?
    /// The priority after `@`, or nil when none was (required).
    public var priority: Located<LayoutPriority>?
    /// The whole equation, identifier included, without a trailing comment.
    public var range: SourceRange
    /// The guide of the first item written after its name (`root.safeArea`), if any.
    public var firstGuide: Located<ViewGuide>?
    /// The guide of the second item written after its name, if any.
    public var secondGuide: Located<ViewGuide>?

    /// Creates an equation.
    public init(
        identifier: Located<String>? = nil, firstItem: Located<String>, firstAttribute: Located<LayoutAttribute>,
        relation: Located<LayoutRelation>, secondItem: Located<String>? = nil,
        secondAttribute: Located<LayoutAttribute>? = nil, multiplier: EquationNumber? = nil,
        constant: EquationNumber? = nil, priority: Located<LayoutPriority>? = nil, range: SourceRange,
        firstGuide: Located<ViewGuide>? = nil, secondGuide: Located<ViewGuide>? = nil
    ) {
        self.identifier = identifier
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.range = range
        self.firstGuide = firstGuide
        self.secondGuide = secondGuide
    }

    /// The multiplier, 1 when none was written.
    public var multiplierValue: Double { multiplier?.value ?? 1 }
    /// The constant, 0 when none was written.
    public var constantValue: Double { constant?.value ?? 0 }
    /// The priority, required when none was written.
    public var priorityValue: LayoutPriority { priority?.value ?? .required }

    /// The layout constraint between `first` and `second` (the views or guides the equation
    /// names), with its priority and identifier, checked by the engine: what the parser checks
    /// on stand-ins and building makes on the real items.
    func layoutConstraint(_ first: LayoutItem, _ second: LayoutItem?) throws(LayoutError) -> LayoutConstraint {
        let constraint = try LayoutConstraint(
            item: first, attribute: firstAttribute.value, relatedBy: relation.value,
            toItem: second, attribute: secondAttribute?.value ?? .notAnAttribute,
            multiplier: multiplierValue, constant: constantValue)
        constraint.priority = priorityValue
        constraint.identifier = identifier?.value
        try constraint.validate()
        return constraint
    }
}

/// A number in an equation, written as a literal or as a metric name.
public struct EquationNumber: Sendable, Hashable {
    /// The value, with the metric looked up and any sign applied.
    public var value: Double
    /// The metric's name when the number was written as one.
    public var metric: String?
    /// Where it was written, sign included.
    public var range: SourceRange

    /// Creates a number.
    public init(value: Double, metric: String? = nil, range: SourceRange) {
        self.value = value
        self.metric = metric
        self.range = range
    }
}

/// A guide every view has, written after the view's name in an equation: `root.safeArea.top`,
/// `card.margins.leading`.
public enum ViewGuide: String, Sendable, Hashable, CaseIterable {
    /// The view's `safeAreaLayoutGuide`.
    case safeArea
    /// The view's `layoutMarginsGuide`.
    case margins

    /// The guide written `name`: its short name, or UIKit's property name
    /// (`safeAreaLayoutGuide`, `layoutMarginsGuide`).
    public static func named(_ name: String) -> ViewGuide? {
        switch name {
        case "safeArea", "safeAreaLayoutGuide": return .safeArea
        case "margins", "layoutMarginsGuide": return .margins
        default: return nil
        }
    }

    /// Every name a guide may be written with.
    static let names = ["safeArea", "margins", "safeAreaLayoutGuide", "layoutMarginsGuide"]

    /// The guide of `view`.
    public func guide(of view: LayoutView) -> LayoutGuide {
        self == .safeArea ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
    }
}
