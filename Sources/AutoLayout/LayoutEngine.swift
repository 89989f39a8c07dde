import Cassowary

/// Lays out a tree of views with the Cassowary solver: the counterpart of a UIKit window
/// and its layout engine.
///
/// The engine owns the ``root`` view, whose size is the screen's. Constraints activated
/// between views of the tree join the engine's solver; ``layoutIfNeeded()`` solves and
/// updates every view's ``LayoutView/frame``. Changing ``size`` (a rotation) does not rebuild
/// anything: the root's width and height are edit variables, and the solver re-solves
/// incrementally from the previous solution.
///
///     let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
///     ...
///     engine.layoutIfNeeded()                 // portrait
///     engine.size = engine.size.rotated      // 568x320
///     engine.layoutIfNeeded()                 // landscape
///
/// When required constraints conflict, the engine does what UIKit does: it keeps going by
/// breaking one constraint and records an ``LayoutIssue/unsatisfiable(conflicting:broken:)``
/// issue naming a minimal set of conflicting constraints.
public final class LayoutEngine {
    /// The root view: its frame is `(0, 0, size.width, size.height)`.
    public let root: LayoutView

    /// The root view's size. Setting it re-solves incrementally at the next layout.
    ///
    /// Constraints broken to resolve a conflict are given another chance at the new size
    /// (a conflict with the root's size may not exist at another size), so a layout after a
    /// rotation equals a fresh layout at that size. UIKit keeps them broken.
    public var size: LayoutSize {
        didSet {
            if oldValue != size {
                suggestRootSize()
                needsRetryOfBrokenConstraints = true
            }
        }
    }

    /// Whether `leading`/`trailing` mean left/right (the default) or right/left.
    public var layoutDirection: LayoutDirection {
        didSet { if oldValue != layoutDirection { rebuild { $0.usesDirectionalAttributes } } }
    }

    /// The screen's safe-area insets, which the root view's safe area has (UIKit takes them
    /// from the window: the status bar, the sensor housing, the home indicator). Zero by
    /// default; they change with the orientation, so set them with ``size``.
    public var safeAreaInsets = LayoutEdgeInsets.zero

    /// The screen's horizontal size class, which sets the root view's system minimum margins
    /// (``systemMinimumLayoutMargins``). Compact by default, as every iPhone in portrait; like
    /// the safe-area insets it can change with the orientation, so set it with ``size``.
    public var horizontalSizeClass = LayoutSizeClass.compact

    /// Whether the root view's margins are never below ``systemMinimumLayoutMargins``, as for
    /// a view controller's root view (`viewRespectsSystemMinimumLayoutMargins`, default true).
    public var viewRespectsSystemMinimumLayoutMargins = true

    /// Everything noticed while laying out, in order: conflicts (and the constraint broken to
    /// recover), invalid constraints. Ambiguity is computed on demand by ``ambiguities()``.
    public internal(set) var issues: [LayoutIssue] = []

    let solver = Solver()
    let rootWidth = Variable("root.width")
    let rootHeight = Variable("root.height")
    /// The root size is an edit variable just below required: stronger than any constraint
    /// but a required one, so a conflict with it shows up as the root failing to get its size.
    static let rootStrength = Strength(Double(1000).nextDown)

    /// The solver variables of each view (root coordinates), created on first use.
    let variables = ItemVariables()
    /// Active constraints known to the engine, in order of activation.
    var active = ActiveConstraints()
    /// The engine's own content-size constraints, per view.
    var intrinsicConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
    var needsRetryOfBrokenConstraints = false
    /// The safe-area and margins guides in the solver, with the constraints that place them.
    var guideEdges = GuideEdges()

    /// Creates an engine with an empty root view of the given size.
    public init(size: LayoutSize, direction: LayoutDirection = .leftToRight, rootName: String = "root") {
        self.size = size
        self.layoutDirection = direction
        root = LayoutView(name: rootName)
        root.engine = self
        do {
            try solver.addEditVariable(rootWidth, strength: Self.rootStrength)
            try solver.addEditVariable(rootHeight, strength: Self.rootStrength)
        } catch {
            issues.append(.internalError("could not set up the root size: \(error)"))
        }
        suggestRootSize()
    }

    /// An engine that goes away deactivates the constraints installed in its tree. A
    /// constraint holds its views, and the view it is installed on holds it (often one of
    /// those views: `a.width == 100` is installed on `a`), so without this a laid-out tree
    /// would keep itself alive after everyone let go of it.
    deinit {
        for view in root.subtree() {
            for constraint in view.installedConstraints {
                constraint.isActive = false
                constraint.installedOn = nil
            }
            view.installedConstraints.removeAll()
        }
    }

    /// The active constraints, in the order they joined the engine (content-size constraints
    /// included).
    public var activeConstraints: [LayoutConstraint] {
        active.inOrder.map(\.constraint)
    }

    /// The constraints broken to resolve conflicts, in the order they were broken.
    public var brokenConstraints: [LayoutConstraint] {
        active.inOrder.filter { $0.solverConstraint == nil }.map(\.constraint)
    }

    /// Forgets the recorded issues.
    public func clearIssues() { issues.removeAll() }

    // MARK: Layout

    /// Solves the constraints and updates every view's frame (and every layout guide's).
    /// When safe areas or layout margins take part, the layout is repeated until their
    /// insets agree with the frames they give (see ``LayoutIssue/layoutFeedbackLoop(guides:)``).
    public func layoutIfNeeded() {
        if needsRetryOfBrokenConstraints {
            needsRetryOfBrokenConstraints = false
            retryBrokenConstraints()
        }
        let wrapping = viewsWrappingText()
        for view in wrapping { view.fitText(width: nil) }
        solveAndAssignFrames()
        settleGuides()
        settleWrappedText(in: wrapping)
    }

    /// One layout pass: solves, gives the root its size if required constraints kept it from
    /// it, and sets the frames of the tree's views and guides.
    func solveAndAssignFrames() {
        solver.updateVariables()
        if !rootHasItsSize() {
            recoverRootSize()
            solver.updateVariables()
        }
        var withGuides: [LayoutView] = []
        var stack: [(LayoutView, LayoutPoint)] = [(root, .zero)]
        while let (view, parentOrigin) = stack.popLast() {
            if view.hasLayoutGuides { withGuides.append(view) }
            let inRoot = rootFrame(of: view)
            view.frameInRoot = inRoot
            // Snapped again: the difference of two snapped values can show noise (503.2 - 230.4).
            view.frame = LayoutRect(
                x: snap(inRoot.x - parentOrigin.x), y: snap(inRoot.y - parentOrigin.y),
                width: inRoot.width, height: inRoot.height)
            for subview in view.subviews.reversed() { stack.append((subview, inRoot.origin)) }
        }
        // Guides after every view: a system guide's insets depend on its view's ancestors.
        var resolver = InsetsResolver(engine: self)
        for view in withGuides { assignGuideFrames(of: view, &resolver) }
    }

    /// The frame of an item in root coordinates in the current solution, snapped to a
    /// micro-point so rounding noise of the solver (1e-12) never shows.
    func rootFrame(of item: LayoutItem) -> LayoutRect {
        if item === root {
            return LayoutRect(
                x: 0, y: 0, width: snap(solver.value(of: rootWidth)), height: snap(solver.value(of: rootHeight)))
        }
        guard let v = variables[item] else { return .zero }
        return LayoutRect(
            x: snap(solver.value(of: v.left)), y: snap(solver.value(of: v.top)),
            width: snap(solver.value(of: v.width)), height: snap(solver.value(of: v.height)))
    }

    /// The largest root side, in points (10 million).
    public static let maximumDimension: Double = 10_000_000

    /// The size actually laid out: ``size`` with non-finite or negative sides as 0 and sides
    /// above ``maximumDimension`` clamped to it.
    public var usableSize: LayoutSize {
        func usable(_ side: Double) -> Double { side.isFinite ? min(max(side, 0), Self.maximumDimension) : 0 }
        return LayoutSize(width: usable(size.width), height: usable(size.height))
    }

    private func suggestRootSize() {
        let usable = usableSize
        if usable != size { issues.append(.invalidRootSize(requested: size, used: usable)) }
        do {
            try solver.suggestValue(usable.width, for: rootWidth)
            try solver.suggestValue(usable.height, for: rootHeight)
        } catch {
            issues.append(.internalError("could not resize the root view: \(error)"))
        }
    }

    private func rootHasItsSize() -> Bool {
        let usable = usableSize
        return abs(solver.value(of: rootWidth) - usable.width) <= 1e-7
            && abs(solver.value(of: rootHeight) - usable.height) <= 1e-7
    }
}

/// Rounds to the nearest micro-point (without libm); leaves huge or non-finite values alone.
func snap(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e9 else { return value }
    let scaled = value * 1e6
    let rounded = Double(Int64(scaled + (scaled >= 0 ? 0.5 : -0.5))) / 1e6
    return rounded == 0 ? 0 : rounded
}
