import SourceDiagnostics

/// Where a constraint was written, for diagnostics: a file, the range of the text it came
/// from (a VFL string's part or an equation), and optionally that text (`[a]-10-[b]`).
public struct ConstraintSource: Sendable, Hashable {
    /// The file, as its diagnostics name it.
    public var file: String
    /// Where in the file.
    public var range: SourceRange
    /// The text at `range`, when it is part of a longer statement.
    public var text: String?

    /// Creates a source.
    public init(file: String, range: SourceRange, text: String? = nil) {
        self.file = file
        self.range = range
        self.text = text
    }
}

extension ConstraintSource: CustomStringConvertible {
    /// `seed.vfl:12:1`: the file and where the range starts.
    public var description: String { "\(file):\(range.start.line):\(range.start.column)" }
}

/// A relation between two attributes of two views, as `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  REL  multiplier * secondItem.secondAttribute + constant
///
/// with a ``priority`` from 1 to 1000. Make one with the `NSLayoutConstraint` initializer,
/// with anchors, or with operators — all three give the same value:
///
///     try LayoutConstraint(item: b, attribute: .left, relatedBy: .equal,
///                          toItem: a, attribute: .right, multiplier: 1, constant: 8)
///     b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8)
///     b.left == a.right + 8
///
/// Constraints do nothing until activated (``activate(_:)``).
public final class LayoutConstraint {
    /// What made the constraint: you, or the engine for a view's intrinsic content size.
    public enum Kind: Sendable, Hashable {
        /// A constraint made by the program or read from a file.
        case explicit
        /// `size <= intrinsic size` at the view's content hugging priority.
        case contentHugging
        /// `size >= intrinsic size` at the view's compression resistance priority.
        case compressionResistance
        /// The root view's size, set by the engine (UIKit's `UIView-Encapsulated-Layout-Width`).
        case rootSize
        /// An edge of a view's safe-area or layout-margins guide, kept at the view's insets by
        /// the engine (UIKit's `UIViewSafeAreaLayoutGuide-top`, `UIView-topMargin-guide-constraint`).
        case layoutGuide
        /// Made by a ``StackView`` to arrange its subviews (UIKit's `UISV-*` constraints); its
        /// ``identifier`` names its role.
        case arrangement
    }

    /// The view or layout guide on the left of the relation.
    public let firstItem: LayoutItem
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The view or layout guide on the right, or nil for a size compared with a constant.
    public let secondItem: LayoutItem?
    public let secondAttribute: LayoutAttribute
    public let multiplier: Double
    /// The constant. Changing it on an active constraint updates the layout.
    public var constant: Double {
        didSet { if isActive, oldValue != constant { firstItem.layoutEngine?.constantChanged(self) } }
    }
    /// The priority (1...1000). Changing it on an active constraint updates the layout.
    public var priority: LayoutPriority = .required {
        didSet { if isActive, oldValue != priority { firstItem.layoutEngine?.constraintChanged(self) } }
    }
    /// A name for the constraint, shown in descriptions (UIKit's `identifier`).
    public var identifier: String?
    /// Where the constraint was written, if it came from a file: recorded once, by whoever
    /// read the file (a layout file's builder), when it makes the constraint.
    public package(set) var source: ConstraintSource?
    /// The part of its source text the constraint was made from, as half-open character
    /// offsets: for a constraint from a visual format string, the range of the format it came
    /// from (`[a]-10-[b]` for the space, `>=50` for a size), so tools can point at it. Nil for a
    /// constraint made in code, or read from a layout file (whose ``source`` says where).
    public package(set) var sourceRange: Range<Int>?
    /// Who made the constraint.
    public let kind: Kind
    /// True between ``activate()`` and ``deactivate()``.
    public internal(set) var isActive = false
    /// The view the constraint is installed on while active (the items' common ancestor).
    weak var installedOn: LayoutView?
    /// Where the engine keeps the constraint while active (see ``ActiveConstraints``).
    var placeInEngine: (registry: ObjectIdentifier, place: Int)?

    /// Creates `item.attribute REL multiplier * toItem.attribute + constant`, checking the
    /// attributes as UIKit does. The items are views or layout guides.
    ///
    /// - Throws: ``LayoutError`` for a location compared with a constant, attributes of
    ///   different kinds or axes, leading/trailing mixed with left/right, a margin or baseline
    ///   of a layout guide, or non-finite numbers.
    public convenience init(
        item view1: LayoutItem, attribute attribute1: LayoutAttribute,
        relatedBy relation: LayoutRelation,
        toItem view2: LayoutItem?, attribute attribute2: LayoutAttribute,
        multiplier: Double, constant: Double
    ) throws(LayoutError) {
        self.init(unchecked: view1, attribute1, relation, view2, attribute2, multiplier: multiplier, constant: constant)
        try validate()
    }

    /// Creates a constraint without checking it (anchors and operators can only build
    /// well-typed ones; ``activate(_:)`` still checks everything).
    init(
        unchecked view1: LayoutItem, _ attribute1: LayoutAttribute, _ relation: LayoutRelation,
        _ view2: LayoutItem?, _ attribute2: LayoutAttribute, multiplier: Double, constant: Double,
        kind: Kind = .explicit
    ) {
        firstItem = view1
        firstAttribute = attribute1
        self.relation = relation
        secondItem = view2
        secondAttribute = view2 == nil ? .notAnAttribute : attribute2
        self.multiplier = multiplier
        self.constant = constant
        self.kind = kind
    }

    /// The largest constant a constraint may have, in points (10 million: far beyond any
    /// screen, small enough that the solver's arithmetic keeps sub-micro-point precision).
    public static let maximumConstant: Double = 10_000_000
    /// The largest multiplier a constraint may have.
    public static let maximumMultiplier: Double = 10_000

    /// Checks the constraint the way UIKit does when it is created, plus bounds on its
    /// numbers (``maximumConstant``, ``maximumMultiplier``) that UIKit does not have.
    public func validate() throws(LayoutError) {
        let problem = Self.problem(
            first: firstAttribute, firstIsGuide: firstItem is LayoutGuide,
            second: secondItem == nil ? nil : secondAttribute, secondIsGuide: secondItem is LayoutGuide,
            multiplier: multiplier, constant: constant, priority: priority)
        guard let problem else { return }
        let text = description
        switch problem {
        case .missingAttribute: throw .missingAttribute(text)
        case .nonFiniteValue: throw .nonFiniteValue(text)
        case .valueOutOfRange: throw .valueOutOfRange(text)
        case .invalidPriority: throw .invalidPriority(text)
        case .guideAttribute: throw .guideAttribute(text)
        case .locationEqualToConstant: throw .locationEqualToConstant(text)
        case .invalidPairing: throw .invalidPairing(text)
        case .leadingTrailingMixedWithLeftRight: throw .leadingTrailingMixedWithLeftRight(text)
        }
    }

    /// What ``validate()`` finds wrong with a constraint of these parts.
    package enum Problem {
        case missingAttribute, nonFiniteValue, valueOutOfRange, invalidPriority, guideAttribute
        case locationEqualToConstant, invalidPairing, leadingTrailingMixedWithLeftRight
    }

    /// The checks of ``validate()`` on a constraint's parts (`second` is nil without a second
    /// item), in its order; nil when it is valid. Readers that only need to know, like the
    /// file parser checking each VFL constraint, need not make the views and the constraint.
    package static func problem(
        first: LayoutAttribute, firstIsGuide: Bool, second: LayoutAttribute?, secondIsGuide: Bool,
        multiplier: Double, constant: Double, priority: LayoutPriority
    ) -> Problem? {
        guard first != .notAnAttribute else { return .missingAttribute }
        guard multiplier.isFinite, constant.isFinite else { return .nonFiniteValue }
        guard abs(constant) <= maximumConstant, abs(multiplier) <= maximumMultiplier else { return .valueOutOfRange }
        guard priority.isValid else { return .invalidPriority }
        if firstIsGuide && (first.isMargin || first.isBaseline) { return .guideAttribute }
        guard let second else { return first.isDimension ? nil : .locationEqualToConstant }
        if secondIsGuide && (second.isMargin || second.isBaseline) { return .guideAttribute }
        guard second != .notAnAttribute else { return .missingAttribute }
        if first.isDimension != second.isDimension { return .invalidPairing }
        if !first.isDimension {
            if first.axis != second.axis { return .invalidPairing }
            if multiplier == 0 { return .locationEqualToConstant }
            if (first.isDirectional && second.isAbsoluteHorizontalEdge)
                || (first.isAbsoluteHorizontalEdge && second.isDirectional)
            {
                return .leadingTrailingMixedWithLeftRight
            }
        }
        return nil
    }

    // MARK: Activation

    /// Activates each constraint: it joins the layout of the engine its views are in (or
    /// will be in, once their tree is added to an engine's root).
    ///
    /// All constraints are checked first; if any is invalid or its items have no common
    /// ancestor, none is activated.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var ancestors: [LayoutView] = []
        for constraint in constraints {
            try constraint.validate()
            if constraint.kind != .explicit { throw .engineConstraint(constraint.description) }
            guard let ancestor = constraint.commonAncestor() else { throw .noCommonAncestor(constraint.description) }
            ancestors.append(ancestor)
        }
        for (constraint, ancestor) in zip(constraints, ancestors) where !constraint.isActive {
            constraint.install(on: ancestor)
        }
    }

    /// Deactivates each constraint; inactive ones are left alone.
    public static func deactivate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints where constraint.kind != .explicit {
            throw .engineConstraint(constraint.description)
        }
        for constraint in constraints { constraint.deactivateIgnoringEngineOwnership() }
    }

    /// Activates this constraint (see ``activate(_:)``).
    public func activate() throws(LayoutError) { try Self.activate([self]) }

    /// Deactivates this constraint.
    public func deactivate() throws(LayoutError) { try Self.deactivate([self]) }

    /// The nearest view that is an ancestor of both items' views (a guide's is its owning
    /// view), or the first item's view alone; nil when a guide has no owner.
    func commonAncestor() -> LayoutView? {
        guard let first = firstItem.hostView else { return nil }
        guard let second = secondItem else { return first }
        guard let other = second.hostView else { return nil }
        return first.nearestCommonAncestor(with: other)
    }

    func install(on ancestor: LayoutView) {
        isActive = true
        installedOn = ancestor
        ancestor.installedConstraints.append(self)
        ancestor.engine?.add(self)
    }

    func deactivateIgnoringEngineOwnership() {
        guard isActive else { return }
        isActive = false
        if let ancestor = installedOn {
            ancestor.installedConstraints.removeAll { $0 === self }
            ancestor.engine?.remove(self)
        }
        installedOn = nil
    }

    /// True when either item is one of the views in `views`, or a guide one of them owns.
    func references(_ views: Set<ObjectIdentifier>) -> Bool {
        for item in [firstItem, secondItem] {
            if let view = item?.hostView, views.contains(ObjectIdentifier(view)) { return true }
        }
        return false
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// A readable form: `b.left == a.right + 8`, `a.width >= 0.5 * b.width - 4 @750`,
    /// `button.width >= 46 @750 (compression resistance)`, with the identifier and the
    /// source location when known.
    public var description: String { description(withSource: true) }

    /// The relation alone, without identifier or source: `a.width == 0.5 * b.width + 10 @750`.
    public var relationText: String {
        var text = "\(firstItem.name).\(firstAttribute.rawValue) \(relation) "
        if let second = secondItem {
            if multiplier != 1 { text += "\(formatPoints(multiplier)) * " }
            text += "\(second.name).\(secondAttribute.rawValue)"
            if constant > 0 || constant.isNaN { text += " + \(formatPoints(constant))" }
            if constant < 0 { text += " - \(formatPoints(-constant))" }
        } else {
            text += formatPoints(constant)
        }
        if priority != .required { text += " @\(priority)" } // 1001 is shown: it is not required, it is invalid
        switch kind {
        case .explicit: break
        case .contentHugging: text += " (content hugging)"
        case .compressionResistance: text += " (compression resistance)"
        case .rootSize: text += " (the root view's size)"
        case .layoutGuide: break // the identifier names it
        case .arrangement: break // the identifier names it
        }
        return text
    }

    /// The description, with the source location or without it (`a.width == 300`, as a
    /// message that already points at the source says it).
    public func description(withSource: Bool) -> String {
        var text = relationText
        if let identifier { text = "'\(identifier)' " + text }
        if withSource, let source { text += "  (\(source))" }
        return text
    }
}
