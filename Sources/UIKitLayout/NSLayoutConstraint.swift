import AutoLayout
import Foundation
import VisualFormat

/// The engine's visual-format options, which are Apple's (same names, same bits).
public typealias VisualFormatOptions = FormatOptions

/// A constraint, as UIKit's `NSLayoutConstraint`: one of the engine's constraints, with UIKit's
/// initializer, items and mutable ``constant``, ``priority``, ``identifier`` and ``isActive``.
///
/// Where UIKit raises an exception (an invalid pair of attributes, activating a constraint
/// between views with no common ancestor, a visual format it cannot parse), this layer does not
/// stop the test: the constraint is not activated and UIKit's reason is added to the
/// hierarchy's ``UIView/layoutMessages``.
open class NSLayoutConstraint {
    /// The attributes, with UIKit's names (`.leading`, `.centerY`, `.topMargin`, ...).
    public typealias Attribute = LayoutAttribute
    /// `.lessThanOrEqual`, `.equal`, `.greaterThanOrEqual`.
    public typealias Relation = LayoutRelation
    /// `.horizontal` or `.vertical`, for content priorities and stack views.
    public typealias Axis = LayoutAxis
    /// The options of ``constraints(withVisualFormat:options:metrics:views:)``.
    public typealias FormatOptions = VisualFormatOptions

    /// The engine's constraint; nil when UIKit would have refused to make it (``refusal``).
    let base: LayoutConstraint?
    /// Why UIKit would have raised instead of making the constraint.
    let refusal: String?

    /// The view or layout guide on the left of the relation.
    public private(set) weak var firstItem: AnyObject?
    /// The view or layout guide on the right, or nil for a size compared with a constant.
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// When it was activated, in its hierarchy (to list ``UIView/constraints`` in order).
    var activationOrder = 0

    init(
        base: LayoutConstraint?, refusal: String?, first: AnyObject?, second: AnyObject?,
        attributes: (Attribute, Attribute), relation: Relation, multiplier: CGFloat, constant: CGFloat
    ) {
        self.base = base
        self.refusal = refusal
        firstItem = first
        secondItem = second
        (firstAttribute, secondAttribute) = attributes
        self.relation = relation
        self.multiplier = multiplier
        storedConstant = constant
    }

    /// A constraint made by an anchor or a visual format: the engine's, with UIKit's items.
    convenience init(_ base: LayoutConstraint, first: AnyObject, second: AnyObject?) {
        self.init(
            base: base, refusal: nil, first: first, second: second,
            attributes: (base.firstAttribute, base.secondAttribute), relation: base.relation,
            multiplier: CGFloat(base.multiplier), constant: CGFloat(base.constant))
    }

    /// UIKit's initializer: `view1.attr1 REL multiplier * view2.attr2 + c`. The items are
    /// ``UIView``s or ``UILayoutGuide``s.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = Self.layoutItem(view1)
        let second = view2.flatMap(Self.layoutItem)
        var base: LayoutConstraint?
        var refusal: String?
        if let first {
            do {
                base = try LayoutConstraint(
                    item: first.item, attribute: attr1, relatedBy: relation, toItem: second?.item, attribute: attr2,
                    multiplier: Double(multiplier), constant: Double(c))
            } catch {
                refusal = "Invalid constraint: \(error)"
            }
        } else {
            refusal = "Constraint items must each be a view or layout guide"
        }
        self.init(
            base: base, refusal: refusal, first: first?.object, second: second?.object,
            attributes: (attr1, second == nil ? .notAnAttribute : attr2), relation: relation,
            multiplier: multiplier, constant: c)
    }

    /// A UIKit item and the engine's item it is.
    static func layoutItem(_ item: Any) -> (object: AnyObject, item: LayoutItem)? {
        if let view = item as? UIView { return (view, view.node) }
        if let guide = item as? UILayoutGuide { return (guide, guide.base) }
        return nil
    }

    // MARK: Mutable properties

    private var storedConstant: CGFloat

    /// The constant; changing it on an active constraint re-solves the layout incrementally at
    /// the next layout pass, as an animation of the constant would.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            storedConstant = newValue
            base?.constant = Double(newValue)
        }
    }

    /// The priority. As in UIKit, an active constraint cannot change between required and
    /// not required (UIKit raises; here the change is refused and reported).
    open var priority: UILayoutPriority {
        get { base.map { UILayoutPriority(engine: $0.priority) } ?? .required }
        set {
            guard let base else { return }
            if base.isActive, base.priority.isRequired != newValue.layoutPriority.isRequired {
                hierarchyView?.log(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported.  You passed priority \(newValue.layoutPriority) and the existing priority was \(base.priority)."
                )
                return
            }
            base.priority = newValue.layoutPriority
        }
    }

    /// A name shown in UIKit's descriptions and conflict reports.
    open var identifier: String? {
        get { base?.identifier }
        set { base?.identifier = newValue }
    }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    open var isActive: Bool {
        get { base?.isActive ?? false }
        set {
            if newValue { Self.activate([self]) } else { Self.deactivate([self]) }
        }
    }

    // MARK: Activation

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            guard let base = constraint.base, base.isActive else { continue }
            // A UIKit constraint is always one the program made: the engine accepts it.
            try? base.deactivate()
            constraint.hierarchyView?.activatedConstraints[ObjectIdentifier(base)] = nil
        }
    }

    private func activate() {
        guard let base else {
            hierarchyView?.log(refusal ?? "Invalid constraint")
            return
        }
        guard !base.isActive, let view = hierarchyView else { return }
        do {
            try base.activate()
        } catch {
            view.log(
                "Unable to activate constraint with anchors \(describedAnchor(first: true)) and "
                    + "\(describedAnchor(first: false)) because they have no common ancestor.  Does the constraint "
                    + "or its anchors reference items in different view hierarchies?  That's illegal.")
            return
        }
        let top = view.topView
        top.activationCount += 1
        activationOrder = top.activationCount
        view.activatedConstraints[ObjectIdentifier(base)] = self
    }

    /// `UIView:2.leading`: an anchor named in its own hierarchy.
    private func describedAnchor(first: Bool) -> String {
        guard let base, let item = first ? base.firstItem : base.secondItem else { return "nil" }
        let object = first ? firstItem : secondItem
        guard let view = (object as? UIView) ?? (object as? UILayoutGuide)?.owningView else { return item.name }
        let names = ReportNames(views: view.topView.subtree)
        return "\(names.name(of: item)).\((first ? base.firstAttribute : base.secondAttribute).rawValue)"
    }

    /// The view of the first item (a guide's owning view): where the constraint is recorded.
    var hierarchyView: UIView? {
        if let view = firstItem as? UIView { return view }
        return (firstItem as? UILayoutGuide)?.owningView
    }

    /// The view UIKit installs the constraint on: the items' nearest common ancestor.
    var installationView: UIView? {
        guard let first = hierarchyView else { return nil }
        let second = (secondItem as? UIView) ?? (secondItem as? UILayoutGuide)?.owningView
        guard let second else { return first }
        var candidate: UIView? = first
        while let current = candidate {
            if second.isDescendant(of: current) { return current }
            candidate = current.superview
        }
        return nil
    }
}

extension NSLayoutConstraint: CustomStringConvertible {
    /// UIKit's description: `<NSLayoutConstraint UILabel:2.leading == UIView:1.leading + 20   (active)>`.
    public var description: String {
        guard let base else { return "<NSLayoutConstraint (invalid: \(refusal ?? "refused"))>" }
        guard let view = hierarchyView else { return "<NSLayoutConstraint \(base.relationText)>" }
        return ReportNames(views: view.topView.subtree).describe(base)
    }
}
