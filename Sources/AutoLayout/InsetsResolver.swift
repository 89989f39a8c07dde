/// Safe-area insets and layout margins worked out from the frames of the last solve, as UIKit
/// works them out after each layout pass (they depend on where views are, which depends on
/// them: the engine repeats the pass until they stop changing).
///
/// Each view's values depend only on its ancestors', so they are computed from the root down
/// the view's ancestor chain, without recursion (hierarchies may be very deep), and kept for
/// the other views asked about in the same pass.
struct InsetsResolver {
    let engine: LayoutEngine
    /// Safe areas in root coordinates, by view.
    private var safeRects: [ObjectIdentifier: LayoutRect] = [:]
    /// Margins in effect, by view.
    private var margins: [ObjectIdentifier: LayoutEdgeInsets] = [:]

    init(engine: LayoutEngine) {
        self.engine = engine
    }

    /// The view's safe-area insets (see ``LayoutView/safeAreaInsets``).
    mutating func safeAreaInsets(of view: LayoutView) -> LayoutEdgeInsets {
        let frame = frameInRoot(of: view)
        let safe = safeRect(of: view)
        return LayoutEdgeInsets(
            top: safe.minY - frame.minY, left: safe.minX - frame.minX,
            bottom: frame.maxY - safe.maxY, right: frame.maxX - safe.maxX)
    }

    /// The view's margins in effect (see ``LayoutView/layoutMargins``).
    mutating func layoutMargins(of view: LayoutView) -> LayoutEdgeInsets {
        for member in chain(to: view, done: { margins[ObjectIdentifier($0)] != nil }) {
            margins[ObjectIdentifier(member)] = computeMargins(of: member)
        }
        return margins[ObjectIdentifier(view)] ?? .zero
    }

    // MARK: Safe area

    /// The view's safe area in root coordinates.
    private mutating func safeRect(of view: LayoutView) -> LayoutRect {
        for member in chain(to: view, done: { safeRects[ObjectIdentifier($0)] != nil }) {
            safeRects[ObjectIdentifier(member)] = computeSafeRect(of: member)
        }
        return safeRects[ObjectIdentifier(view)] ?? frameInRoot(of: view)
    }

    /// The root's safe area is its bounds inset by the screen's insets. Any other view's is
    /// its frame less the parts inside its superview's unsafe strips, each strip running from
    /// the superview's edge to its safe area's edge: what lies beyond the superview's edge is
    /// not counted, which caps an inset at the superview's (as UIKit does).
    private mutating func computeSafeRect(of view: LayoutView) -> LayoutRect {
        let frame = frameInRoot(of: view)
        guard let superview = view.superview, view !== engine.root else {
            return frame.inset(by: engine.safeAreaInsets)
        }
        let outer = frameInRoot(of: superview)
        let safe = safeRects[ObjectIdentifier(superview)] ?? outer
        let insets = LayoutEdgeInsets(
            top: max(0, min(frame.maxY, safe.minY) - max(frame.minY, outer.minY)),
            left: max(0, min(frame.maxX, safe.minX) - max(frame.minX, outer.minX)),
            bottom: max(0, min(frame.maxY, outer.maxY) - max(frame.minY, safe.maxY)),
            right: max(0, min(frame.maxX, outer.maxX) - max(frame.minX, safe.maxX)))
        return frame.inset(by: insets)
    }

    // MARK: Margins

    /// The margins asked for, raised to the system minimum on the root (unless it does not
    /// respect it), plus the safe-area insets (if measured from the safe area), then pushed in
    /// to the superview's margins (if preserved) by the least that keeps the content inside them.
    private mutating func computeMargins(of view: LayoutView) -> LayoutEdgeInsets {
        var asked = view.directionalLayoutMargins
        if view === engine.root, engine.viewRespectsSystemMinimumLayoutMargins {
            asked = asked.union(engine.systemMinimumLayoutMargins)
        }
        var result = asked.resolved(for: engine.layoutDirection)
        if view.insetsLayoutMarginsFromSafeArea { result = result + safeAreaInsets(of: view) }
        guard view.preservesSuperviewLayoutMargins, let superview = view.superview, view !== engine.root,
            let outerMargins = margins[ObjectIdentifier(superview)]
        else { return result }
        let frame = frameInRoot(of: view), outer = frameInRoot(of: superview)
        let pushed = LayoutEdgeInsets(
            top: outerMargins.top - (frame.minY - outer.minY),
            left: outerMargins.left - (frame.minX - outer.minX),
            bottom: outerMargins.bottom - (outer.maxY - frame.maxY),
            right: outerMargins.right - (outer.maxX - frame.maxX))
        return result.union(pushed)
    }

    // MARK: Helpers

    /// The view's ancestors below the nearest one already `done` (or the root), then the view
    /// itself: top-down, the order their values must be computed in.
    private func chain(to view: LayoutView, done: (LayoutView) -> Bool) -> [LayoutView] {
        var chain: [LayoutView] = []
        var current: LayoutView? = view
        while let member = current, !done(member) {
            chain.append(member)
            current = member === engine.root ? nil : member.superview
        }
        return chain.reversed()
    }

    /// The view's frame in root coordinates from the last solve, standardized; the root's
    /// is the screen.
    private func frameInRoot(of view: LayoutView) -> LayoutRect {
        if view === engine.root {
            return LayoutRect(x: 0, y: 0, width: engine.usableSize.width, height: engine.usableSize.height)
        }
        return view.frameInRoot.standardized
    }
}
