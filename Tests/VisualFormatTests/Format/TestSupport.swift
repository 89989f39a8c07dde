import AutoLayout
import SourceDiagnostics
import Testing

@testable import VisualFormat

/// A constraint without its source range, written compactly: `"b.leading == a.trailing + 10"`
/// with `|` for the superview, for exact comparisons in tests.
struct Shape: Equatable, CustomStringConvertible {
    var first: VisualFormatConstraint.Item
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var second: VisualFormatConstraint.Item?
    var secondAttribute: LayoutAttribute
    var multiplier: Double
    var constant: Double
    var priority: Float
    var kind: VisualFormatConstraint.Kind
    var isStandardSpacing: Bool

    init(_ constraint: VisualFormatConstraint) {
        first = constraint.firstItem
        firstAttribute = constraint.firstAttribute
        relation = constraint.relation
        second = constraint.secondItem
        secondAttribute = constraint.secondAttribute
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
        kind = constraint.kind
        isStandardSpacing = constraint.isStandardSpacing
    }

    init(
        _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: String?, _ secondAttribute: LayoutAttribute, _ constant: Double,
        priority: Float = 1000, kind: VisualFormatConstraint.Kind, standard: Bool = false
    ) {
        self.first = Self.item(first)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second.map(Self.item)
        self.secondAttribute = secondAttribute
        self.multiplier = 1
        self.constant = constant
        self.priority = priority
        self.kind = kind
        self.isStandardSpacing = standard
    }

    private static func item(_ name: String) -> VisualFormatConstraint.Item {
        name == "|" ? .superview : .view(name)
    }

    var description: String {
        "\(first).\(firstAttribute) \(relation) \(second.map { "\($0).\(secondAttribute)" } ?? "-") + \(constant) @\(priority) \(kind)\(isStandardSpacing ? " std" : "")"
    }
}

/// `first.attr == second.attr + constant`, a spacing constraint.
func space(
    _ first: String, _ firstAttribute: LayoutAttribute,
    _ second: String, _ secondAttribute: LayoutAttribute, _ constant: Double,
    priority: Float = 1000, standard: Bool = false
) -> Shape {
    space(first, firstAttribute, .equal, second, secondAttribute, constant, priority: priority, standard: standard)
}

/// `first.attr relation second.attr + constant`, a spacing constraint.
func space(
    _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: String, _ secondAttribute: LayoutAttribute, _ constant: Double,
    priority: Float = 1000, standard: Bool = false
) -> Shape {
    Shape(
        first, firstAttribute, relation, second, secondAttribute, constant,
        priority: priority, kind: .spacing, standard: standard)
}

/// `view.attr relation constant`, a size constraint.
func size(
    _ view: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: Double,
    priority: Float = 1000
) -> Shape {
    Shape(view, attribute, relation, nil, .notAnAttribute, constant, priority: priority, kind: .size)
}

/// `view.attr relation other.attr`, a size constraint against another view.
func size(
    _ view: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation, view other: String,
    priority: Float = 1000
) -> Shape {
    Shape(view, attribute, relation, other, attribute, 0, priority: priority, kind: .size)
}

/// `first.attr == second.attr`, an alignment constraint.
func align(_ first: String, _ second: String, _ attribute: LayoutAttribute) -> Shape {
    Shape(first, attribute, .equal, second, attribute, 0, kind: .alignment)
}

/// Parses and returns the constraints, recording an issue (and returning []) on failure.
func shapes(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String>, spacing: StandardSpacing = StandardSpacing(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Shape] {
    switch VisualFormatLanguage.parse(format, options: options, metrics: metrics, views: views, spacing: spacing) {
    case .success(let constraints): return constraints.map(Shape.init)
    case .failure(let error):
        Issue.record("unexpected error: \(error.reason)", sourceLocation: sourceLocation)
        return []
    }
}

/// Parses a format that must fail and returns the error (nil, with an issue, if it parsed).
func failure(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
    views: Set<String> = [], viewsWithoutSuperview: Set<String> = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> VisualFormatError? {
    switch VisualFormatLanguage.parse(
        format, options: options, metrics: metrics, views: views,
        viewsWithoutSuperview: viewsWithoutSuperview)
    {
    case .success(let constraints):
        Issue.record("expected an error, got \(constraints)", sourceLocation: sourceLocation)
        return nil
    case .failure(let error): return error
    }
}

/// Apple's reason for a failure at `index` with `message`, written out by hand.
func appleReason(_ message: String, _ format: String, caretAt index: Int) -> String {
    "Unable to parse constraint format: \n\(message) \n\(format) \n" + String(repeating: " ", count: index) + "^"
}
