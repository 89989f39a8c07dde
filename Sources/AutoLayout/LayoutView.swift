/// A rectangle in a hierarchy, laid out by constraints: the counterpart of `UIView` for layout.
///
///     let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
///     let card = LayoutView(name: "card")
///     try engine.root.addSubview(card)
///     try LayoutConstraint.activate([
///         card.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 20),
///         card.trailingAnchor.constraint(equalTo: engine.root.trailingAnchor, constant: -20),
///         card.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
///         card.heightAnchor.constraint(equalToConstant: 100),
///     ])
///     engine.layoutIfNeeded()
///     card.frame   // (20, 20, 280, 100)
///
/// A view's ``frame`` is in its superview's coordinates, origin top-left, as in UIKit;
/// ``frameInRoot`` is in the root view's.
///
/// Only this module subclasses it (``StackView``).
public class LayoutView: LayoutItem {
    /// The view this view is a subview of, if any.
    public private(set) weak var superview: LayoutView?
    /// The subviews, in the order they were added (later ones are drawn on top).
    public private(set) var subviews: [LayoutView] = []

    /// Distance from the top of the tree (a view without superview has depth 0).
    private(set) var depth = 0
    /// The engine laying out the tree this view is in, if any.
    weak var engine: LayoutEngine?
    /// Active constraints whose nearest common ancestor is this view (UIKit "installs" a
    /// constraint on that view).
    var installedConstraints: [LayoutConstraint] = []

    /// The size the view's content wants, per axis; ``noIntrinsicMetric`` on an axis
    /// means none. Setting it updates the content hugging and compression resistance
    /// constraints (as `invalidateIntrinsicContentSize()` does in UIKit).
    public var intrinsicContentSize = LayoutSize(
        width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    {
        didSet { if oldValue != intrinsicContentSize { invalidateIntrinsicContentSize() } }
    }

    /// The value of an intrinsic size on an axis that has none (UIKit's
    /// `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric: Double = -1

    private var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    private var compression: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// The distance from the top edge to the first baseline, for views with text; nil for
    /// views without (their baselines are the bottom edge, as in UIKit).
    public var firstBaselineOffsetFromTop: Double? {
        didSet { if oldValue != firstBaselineOffsetFromTop { contentDidChange() } }
    }
    /// The distance from the bottom edge up to the last baseline; nil for views without text.
    public var lastBaselineOffsetFromBottom: Double? {
        didSet { if oldValue != lastBaselineOffsetFromBottom { contentDidChange() } }
    }

    /// The text the view shows, if any (a label's, a button's, a text field's): setting it
    /// sets the intrinsic content size and the baselines from it (``TextContent``).
    public var textContent: TextContent? {
        didSet { if oldValue != textContent { applyTextContent() } }
    }

    /// Whether the view is hidden (UIKit's `isHidden`). A hidden view is laid out as any other
    /// but not drawn; a hidden arranged subview of a ``StackView`` collapses along its axis.
    public var isHidden = false {
        didSet { if oldValue != isHidden { (superview as? StackView)?.arrangedSubviewDidChange(self) } }
    }

    /// The frame in the superview's coordinates, from the last layout.
    public internal(set) var frame = LayoutRect.zero
    /// The frame in the root view's coordinates, from the last layout.
    public internal(set) var frameInRoot = LayoutRect.zero

    /// The layout guides added with ``addLayoutGuide(_:)``, in the order they were added.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// The safe-area and layout-margins guides, made on first use (as UIKit makes them).
    var systemGuides = SystemGuides()
    /// The margin settings: ``directionalLayoutMargins`` and the flags that adjust them.
    var marginSettings = MarginSettings()

    /// Creates a view with a name for descriptions and diagnostics.
    public override init(name: String) {
        super.init(name: name)
    }

    override var hostView: LayoutView? { self }
    override var layoutEngine: LayoutEngine? { engine }

    /// Releases the subtree without recursion. Left to itself, releasing `subviews` would
    /// release each child, whose own `subviews` would release its children, one stack frame
    /// (several, in the runtime) per level: a hierarchy 100,000 deep overflowed the stack.
    /// Instead the subviews nobody else holds are emptied into a list here, level by level,
    /// so each is released with no subviews left; a subview still held elsewhere keeps its
    /// subtree (it is released later, by this same loop in its own `deinit`).
    deinit {
        var pending = subviews
        subviews.removeAll()
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view), !view.subviews.isEmpty {
                pending.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
        }
    }

    // MARK: Hierarchy

    /// Adds `view` as the last subview, moving it from its current superview if it has one.
    ///
    /// - Throws: ``LayoutError/cyclicHierarchy(_:)`` if `view` is this view or one of its
    ///   ancestors.
    public func addSubview(_ view: LayoutView) throws(LayoutError) {
        // `view` would become its own ancestor if it is `self` or above it. A view with no
        // subviews is above nothing, and a view deeper than `self` cannot be above it.
        if view === self { throw .cyclicHierarchy(view.name) }
        if !view.subviews.isEmpty, view.depth < depth, view.isAncestor(of: self) { throw .cyclicHierarchy(view.name) }
        if view.superview != nil { view.removeFromSuperview() }
        subviews.append(view)
        view.superview = self
        // Depths and the engine change for the whole subtree; walk it without recursion.
        for descendant in view.subtree() {
            descendant.depth = (descendant.superview?.depth ?? -1) + 1
            descendant.engine = engine
        }
        engine?.attach(view)
    }

    /// Removes the view from its superview. As in UIKit, active constraints between views
    /// inside the removed subtree and views outside it are deactivated; constraints within
    /// the subtree stay.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let subtree = self.subtree()
        let inside = Set(subtree.map(ObjectIdentifier.init))
        // Constraints installed above the subtree that reach into it.
        var ancestor: LayoutView? = parent
        while let current = ancestor {
            for constraint in current.installedConstraints where constraint.references(inside) {
                constraint.deactivateIgnoringEngineOwnership()
            }
            ancestor = current.superview
        }
        engine?.detach(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        for descendant in subtree {
            descendant.depth = (descendant === self) ? 0 : (descendant.superview?.depth ?? -1) + 1
            descendant.engine = nil
        }
        (parent as? StackView)?.subviewWasRemoved(self)
    }

    /// This view and all its descendants, parents before children, siblings in order.
    /// Iterative: arbitrarily deep hierarchies cannot overflow the stack.
    public func subtree() -> [LayoutView] {
        var result: [LayoutView] = []
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// True when `self` is `view` or one of its ancestors.
    public func isAncestor(of view: LayoutView) -> Bool {
        var current: LayoutView? = view
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }

    /// The nearest view that is an ancestor of (or equal to) both views, if any.
    public func nearestCommonAncestor(with other: LayoutView) -> LayoutView? {
        var a: LayoutView? = self, b: LayoutView? = other
        while let x = a, let y = b, x.depth > y.depth { a = x.superview }
        while let x = a, let y = b, y.depth > x.depth { b = y.superview }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }

    /// The top of this view's tree.
    public var rootView: LayoutView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    // MARK: Content size

    /// Updates the implicit content-size constraints after ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() {
        contentDidChange()
    }

    /// The intrinsic size, a content priority or a baseline changed: the engine replaces the
    /// view's content-size constraints, and a stack view arranging it updates its own.
    func contentDidChange() {
        engine?.viewGeometryChanged(self)
        (superview as? StackView)?.arrangedSubviewDidChange(self)
    }

    /// The priority with which the view resists growing beyond its intrinsic size on `axis`
    /// (default 250, ``LayoutPriority/defaultLow``).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets the content hugging priority for `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
        contentDidChange()
    }

    /// The priority with which the view resists shrinking below its intrinsic size on `axis`
    /// (default 750, ``LayoutPriority/defaultHigh``).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compression.horizontal : compression.vertical
    }

    /// Sets the compression resistance priority for `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { compression.horizontal = priority } else { compression.vertical = priority }
        contentDidChange()
    }

    // MARK: Layout

    /// Lays out the tree this view belongs to, if it is in an engine.
    public func layoutIfNeeded() {
        engine?.layoutIfNeeded()
    }

    /// True when the last layout left this view's frame not uniquely determined by its
    /// constraints. Computed on demand (it probes the solution space; see
    /// ``LayoutEngine/ambiguities()``).
    public var hasAmbiguousLayout: Bool {
        guard let engine else { return false }
        return !engine.ambiguities(of: [self]).isEmpty
    }

    /// The active constraints that involve this view on `axis`, including the engine's
    /// content-size constraints (UIKit's `constraintsAffectingLayout(for:)`, simplified to
    /// the constraints that mention the view).
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let engine else { return [] }
        return engine.activeConstraints.filter { constraint in
            constraint.firstAttribute.axis == axis && (constraint.firstItem === self || constraint.secondItem === self)
        }
    }
}

extension LayoutView {
    /// When the last layout gave the view a negative width or height, what to report:
    /// `icon has a negative width (-138 points)`; nil otherwise. No screen can show such a
    /// frame as it is (a drawing standardizes it), so it is never meant.
    public var negativeSizeDescription: String? {
        let sides = [("width", frame.width), ("height", frame.height)].filter { $0.1 < 0 }
        guard !sides.isEmpty else { return nil }
        return "\(name) has a negative "
            + sides.map { "\($0.0) (\(formatPoints($0.1)) points)" }
            .joined(separator: " and a negative ")
    }
}

extension LayoutView: CustomStringConvertible {
    /// The view's name and frame: `card (20, 20, 280, 100)`.
    public var description: String { "\(name) \(frame)" }
}
