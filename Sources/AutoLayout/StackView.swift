/// A view that lays out a row or a column of views with constraints it makes itself: the
/// counterpart of `UIStackView`.
///
///     let row = StackView(name: "row", arrangedSubviews: [icon, title, toggle])
///     row.spacing = 8
///     row.alignment = .center
///     try engine.root.addSubview(row)
///     try LayoutConstraint.activate([
///         row.leading == engine.root.leading + 16,
///         row.trailing == engine.root.trailing - 16,
///         row.top == engine.root.top + 20,
///     ])
///
/// The stack arranges the views in ``arrangedSubviews``, in that order, along its ``axis``:
/// ``distribution`` decides their lengths along it, ``alignment`` their place across it. It does
/// so with ordinary constraints, which it keeps up to date whenever a property changes, a view
/// is added, inserted or removed, or an arranged view is hidden or changes its content. Like
/// UIKit's, they carry identifiers that say what they do (`UISV-spacing`,
/// `UISV-canvas-connection`, `UISV-alignment`, ...), so a conflict report names them; they are
/// listed in ``arrangementConstraints``.
///
/// A stack is a view: constrain it like any other. It draws nothing of its own (UIKit's stack
/// view is "a non-rendering subclass of UIView"); its size comes from its arranged views unless
/// other constraints give it one.
///
/// The article <doc:StackViews> lists the constraints of each configuration and the UIKit facts
/// each one rests on.
public final class StackView: LayoutView {
    /// How the arranged views share the stack's length along its axis, as
    /// `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        /// The views fill the stack; when they do not fit (or do not fill it), the one with the
        /// lowest compression resistance (or content hugging) priority gives way, and among equal
        /// priorities the one that comes first.
        case fill
        /// The views fill the stack and all have the same length.
        case fillEqually
        /// The views fill the stack with lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their intrinsic lengths; the spaces between them are equal, and never
        /// less than ``StackView/spacing``.
        case equalSpacing
        /// The views' centres are equally far apart, as far as the ``StackView/spacing`` between
        /// their edges allows.
        case equalCentering
    }

    /// Where the arranged views sit across the stack's axis, as `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        /// The views fill the stack across its axis.
        case fill
        /// The views' leading edges line up with the stack's (in a vertical stack); their top
        /// edges (in a horizontal one, as ``top``).
        case leading
        /// The views' first baselines line up (horizontal stacks only).
        case firstBaseline
        /// The views are centred across the axis.
        case center
        /// The views' trailing edges line up with the stack's (vertical stack); their bottom edges
        /// (horizontal stack, as ``bottom``).
        case trailing
        /// The views' last baselines line up (horizontal stacks only).
        case lastBaseline

        /// ``leading``, by its name for horizontal stacks.
        public static let top = Alignment.leading
        /// ``trailing``, by its name for horizontal stacks.
        public static let bottom = Alignment.trailing
    }

    /// The value of ``spacing`` or of a custom spacing that means "the default": for a custom
    /// spacing, the stack's ``spacing``; for ``spacing`` itself, 0 (UIKit's
    /// `UIStackView.spacingUseDefault`, `FLT_MAX`).
    public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
    /// The value of ``spacing`` or of a custom spacing that means the system's standard spacing
    /// between two views: ``systemSpacing``, 8 points (UIKit's `UIStackView.spacingUseSystem`,
    /// `FLT_MIN`).
    public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order: always subviews of the stack.
    public private(set) var arrangedSubviews: [LayoutView] = []

    /// The axis the views are arranged along (default horizontal: a row).
    public var axis: LayoutAxis = .horizontal { didSet { if oldValue != axis { updateArrangement() } } }
    /// How the views share the stack's length along its axis (default ``Distribution/fill``).
    public var distribution: Distribution = .fill { didSet { if oldValue != distribution { updateArrangement() } } }
    /// Where the views sit across the axis (default ``Alignment/fill``).
    public var alignment: Alignment = .fill { didSet { if oldValue != alignment { updateArrangement() } } }
    /// The space between adjacent arranged views: exact for the fill distributions, the least
    /// for ``Distribution/equalSpacing`` and ``Distribution/equalCentering`` (default 0).
    /// Negative values make the views overlap.
    public var spacing: Double = 0 { didSet { if oldValue != spacing { updateArrangement() } } }
    /// In a vertical stack, whether spacing is measured between baselines, from the last
    /// baseline of a view to the first baseline of the view below it (default false; ignored in
    /// horizontal stacks, as in UIKit).
    public var isBaselineRelativeArrangement = false {
        didSet { if oldValue != isBaselineRelativeArrangement { updateArrangement() } }
    }
    /// Whether the views are arranged inside the stack's layout margins (its
    /// ``LayoutView/layoutMarginsGuide``) instead of its edges (default false).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { updateArrangement() } }
    }

    /// The constraints the stack made to arrange its views, in the order it made them.
    public private(set) var arrangementConstraints: [LayoutConstraint] = []
    /// Where the stack was written, stamped on every constraint it makes (a layout file's
    /// builder sets it), so diagnostics about them point at the stack.
    public package(set) var arrangementSource: ConstraintSource? {
        didSet { for constraint in arrangementConstraints { constraint.source = arrangementSource } }
    }

    /// Custom spacings after arranged views, by the view's identity.
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The gaps the equal spacing and equal centering distributions measure, kept from one
    /// arrangement to the next so the engine meets the same unknowns again.
    var gapGuides: [LayoutGuide] = []
    /// True while several changes are made at once: the arrangement is updated after them.
    private var isBatchingUpdates = false

    /// Creates a stack arranging `views`, in order (each is added as a subview, as UIKit's
    /// `init(arrangedSubviews:)` does).
    public init(name: String, arrangedSubviews views: [LayoutView] = []) {
        super.init(name: name)
        // A new stack has no superview, so no view can be its ancestor: adding cannot fail.
        try? performBatchUpdates { () throws(LayoutError) in
            for view in views { try addArrangedSubview(view) }
        }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of ``arrangedSubviews``, and as a subview if it is not one (a
    /// subview already keeps its place among the subviews). A view already arranged moves to
    /// the end.
    ///
    /// - Throws: ``LayoutError/cyclicHierarchy(_:)`` if `view` is the stack or one of its
    ///   ancestors.
    public func addArrangedSubview(_ view: LayoutView) throws(LayoutError) {
        try insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index`, adding it as a subview if it is not
    /// one. A view already arranged moves to `index` (its place among the subviews is kept).
    ///
    /// - Throws: ``LayoutError/arrangedSubviewIndexOutOfRange(index:count:)`` for an index
    ///   beyond the end of ``arrangedSubviews`` (after `view` is taken out of it, if it is
    ///   there); ``LayoutError/cyclicHierarchy(_:)`` if `view` is the stack or one of its
    ///   ancestors.
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) throws(LayoutError) {
        let others = arrangedSubviews.filter { $0 !== view }
        guard index >= 0, index <= others.count else {
            throw .arrangedSubviewIndexOutOfRange(index: index, count: others.count)
        }
        try performBatchUpdates { () throws(LayoutError) in
            if view.superview !== self { try addSubview(view) }
            arrangedSubviews = others
            arrangedSubviews.insert(view, at: index)
        }
    }

    /// Takes `view` out of ``arrangedSubviews``; it stays a subview of the stack (remove it with
    /// `removeFromSuperview()`, which also takes it out of the arranged views). Its custom
    /// spacing is forgotten.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard isArranged(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        updateArrangement()
    }

    /// Sets the space after `arrangedSubview`, in place of ``spacing`` (UIKit's
    /// `setCustomSpacing(_:after:)`): a number of points, ``spacingUseSystem``, or
    /// ``spacingUseDefault`` to go back to ``spacing``. Ignored if the view is not arranged;
    /// kept when the view moves within ``arrangedSubviews``, forgotten when it leaves them.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: LayoutView) {
        guard isArranged(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        updateArrangement()
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    public func customSpacing(after arrangedSubview: LayoutView) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// True when `view` is one of ``arrangedSubviews``.
    func isArranged(_ view: LayoutView) -> Bool {
        arrangedSubviews.contains { $0 === view }
    }

    // MARK: Keeping the arrangement up to date

    /// An arranged view was hidden or shown, or its intrinsic size, content priorities or
    /// baselines changed.
    func arrangedSubviewDidChange(_ view: LayoutView) {
        guard isArranged(view) else { return }
        updateArrangement()
    }

    /// A subview left the stack: it leaves the arranged views too (UIKit's rule).
    func subviewWasRemoved(_ view: LayoutView) {
        guard isArranged(view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        updateArrangement()
    }

    /// Runs `changes`, then arranges the views once (a builder adding many views uses it).
    package func performBatchUpdates(_ changes: () throws(LayoutError) -> Void) throws(LayoutError) {
        let outermost = !isBatchingUpdates
        isBatchingUpdates = true
        defer {
            if outermost {
                isBatchingUpdates = false
                updateArrangement()
            }
        }
        try changes()
    }

    /// Replaces the arrangement constraints by the ones the current configuration needs.
    func updateArrangement() {
        guard !isBatchingUpdates else { return }
        var builder = ArrangementBuilder(stack: self)
        builder.build()
        arrangementConstraints = reconcile(arrangementConstraints, with: builder.constraints)
        // The stack's baselines are one of its views' (StackView+Baselines), and a stack
        // arranging this one reads its natural size: constraints on its baselines are made
        // again, and that stack arranges its views again.
        engine?.viewGeometryChanged(self)
        (superview as? StackView)?.arrangedSubviewDidChange(self)
    }

    /// The new arrangement `fresh`, keeping each old constraint that says the same but perhaps
    /// for its constant (the constant is moved in place, which the solver does incrementally):
    /// a change that leaves most of the arrangement as it was costs only what changed, where
    /// taking every constraint out and back in made the solver start afresh.
    private func reconcile(_ old: [LayoutConstraint], with fresh: [LayoutConstraint]) -> [LayoutConstraint] {
        var keptByRole: [ArrangementRole: [LayoutConstraint]] = [:]
        for constraint in old.reversed() { keptByRole[ArrangementRole(constraint), default: []].append(constraint) }
        var result: [LayoutConstraint] = [], moved: [(LayoutConstraint, Double)] = [], added: [LayoutConstraint] = []
        for constraint in fresh {
            if let kept = keptByRole[ArrangementRole(constraint)]?.popLast() {
                result.append(kept)
                moved.append((kept, constraint.constant))
            } else {
                result.append(constraint)
                added.append(constraint)
            }
        }
        for constraint in keptByRole.values.joined() { constraint.deactivateIgnoringEngineOwnership() }
        for (constraint, constant) in moved { constraint.constant = constant }
        for constraint in added {
            constraint.source = arrangementSource
            constraint.install(on: self)
        }
        return result
    }

    /// The spacing after `view` in points: its custom spacing, else ``spacing``, with
    /// ``spacingUseSystem`` read as ``systemSpacing`` and a ``spacing`` of ``spacingUseDefault``
    /// as 0.
    func resolvedSpacing(after view: LayoutView) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? (spacing == Self.spacingUseDefault ? 0 : spacing)
        return value == Self.spacingUseSystem ? systemSpacing : value
    }
}

/// What an arrangement constraint says but for its constant: two with the same role are the
/// same constraint with perhaps another constant.
private struct ArrangementRole: Hashable {
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let priority: LayoutPriority
    let identifier: String?

    init(_ constraint: LayoutConstraint) {
        first = ObjectIdentifier(constraint.firstItem)
        firstAttribute = constraint.firstAttribute
        relation = constraint.relation
        second = constraint.secondItem.map(ObjectIdentifier.init)
        secondAttribute = constraint.secondAttribute
        multiplier = constraint.multiplier
        priority = constraint.priority
        identifier = constraint.identifier
    }
}
