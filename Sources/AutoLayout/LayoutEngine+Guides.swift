// The safe-area and layout-margins guides in the solver: each is placed by four required
// constraints on its view's edges, made by the engine the first time a constraint uses the
// guide, and named as UIKit names them in its logs ('UIViewSafeAreaLayoutGuide-top',
// 'UIView-leftMargin-guide-constraint'). Their constants are insets that depend on where views
// are, so each layout repeats the solve until the insets stop changing, as UIKit repeats its
// layout pass when `safeAreaInsetsDidChange` or `layoutMarginsDidChange` changes a constraint.
extension LayoutEngine {
    /// The most layout passes a layout takes for the guides to settle; past it the engine
    /// reports a ``LayoutIssue/layoutFeedbackLoop(guides:)`` and keeps the last layout.
    public static let maximumGuidePasses = 16

    /// The system minimum margins of the root view, as UIKit gives a view controller's root
    /// view (`systemMinimumLayoutMargins`): 0 at the top and bottom, and on the sides 16 points
    /// in a compact ``horizontalSizeClass``, 20 in a regular one. Apple's documentation of
    /// `directionalLayoutMargins`: "The top and bottom margins are set to zero points. The
    /// leading and trailing margins vary depending on the current size class, but can be
    /// either 16 or 20 points"; which is which, from Apple's adaptivity guidance repeated in
    /// useyourloaf.com's "Changing Root View Layout Margins" (16 compact, 20 regular).
    public var systemMinimumLayoutMargins: LayoutDirectionalEdgeInsets {
        let side = Self.systemMinimumSideMargin(horizontalSizeClass)
        return LayoutDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root view's minimum side margin in a size class: 16 compact, 20 regular.
    public static func systemMinimumSideMargin(_ sizeClass: LayoutSizeClass) -> Double {
        sizeClass == .compact ? 16 : 20
    }

    /// The safe-area and margins guides the active constraints use (their edges are in the
    /// solver), in the order first used.
    public var systemGuidesInUse: [LayoutGuide] { guideEdges.guides }

    /// Places the system guides a constraint uses (a safe-area or margins guide as an item, or
    /// a view's margins through a margin attribute) before the constraint joins the solver.
    func placeGuides(usedBy constraint: LayoutConstraint) {
        guard constraint.kind != .layoutGuide else { return }
        for (item, attribute) in [
            (constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)
        ] {
            if let guide = item as? LayoutGuide, guide.isSystemGuide {
                place(guide)
            } else if attribute.isMargin, let view = item as? LayoutView {
                place(view.layoutMarginsGuide)
            }
        }
    }

    /// Makes the four constraints that place a system guide on its view's edges, at the
    /// insets of the current frames, and adds them to the solver (once per guide).
    private func place(_ guide: LayoutGuide) {
        guard !guideEdges.contains(guide), let view = guide.owningView, view.engine === self else { return }
        var resolver = InsetsResolver(engine: self)
        let made = GuideEdges.constraints(placing: guide, in: view, insets: insets(of: guide, in: view, &resolver))
        guideEdges.insert(guide, made)
        for constraint in made {
            constraint.isActive = true
            add(constraint)
        }
    }

    /// Takes a view's system guides out of the solver (the view left the engine's tree).
    func removeGuideEdges(of view: LayoutView) {
        for guide in view.systemGuides.made {
            for constraint in guideEdges.remove(guide) {
                constraint.isActive = false
                remove(constraint)
            }
        }
    }

    /// A guide removed from its view: its unknowns go.
    func forget(_ guide: LayoutGuide) {
        variables.forget(guide)
    }

    /// Repeats the layout until the guides' insets agree with the frames they produce. Call
    /// after a solve whose frames are assigned.
    func settleGuides() {
        guard !guideEdges.isEmpty else { return }
        for pass in 0...Self.maximumGuidePasses {
            let changes = guideConstantChanges()
            if changes.isEmpty { return }
            if pass == Self.maximumGuidePasses {
                issues.append(
                    .layoutFeedbackLoop(
                        guides: guideEdges.guides.filter { guide in
                            changes.contains { $0.constraint.firstItem === guide || $0.constraint.secondItem === guide }
                        }))
                return
            }
            for change in changes { change.constraint.constant = change.constant }
            solveAndAssignFrames()
        }
    }

    /// The guide constraints whose constants the current frames change, with the new values.
    private func guideConstantChanges() -> [(constraint: LayoutConstraint, constant: Double)] {
        var resolver = InsetsResolver(engine: self)
        var changes: [(constraint: LayoutConstraint, constant: Double)] = []
        for guide in guideEdges.guides {
            guard let view = guide.owningView else { continue }
            let insets = insets(of: guide, in: view, &resolver)
            for (constraint, value) in zip(guideEdges.constraints(of: guide), GuideEdges.constants(insets))
            where constraint.constant != value {
                changes.append((constraint, value))
            }
        }
        return changes
    }

    /// The insets a system guide has in its view: the safe area's or the margins in effect.
    private func insets(of guide: LayoutGuide, in view: LayoutView, _ resolver: inout InsetsResolver)
        -> LayoutEdgeInsets
    {
        guide.kind == .safeArea ? resolver.safeAreaInsets(of: view) : resolver.layoutMargins(of: view)
    }

    /// The frames of a view's guides after a solve: a guide in the solver where it was
    /// placed; a system guide not in it where its insets put it; any other guide at zero.
    func assignGuideFrames(of view: LayoutView, _ resolver: inout InsetsResolver) {
        for guide in view.allLayoutGuides {
            let inRoot: LayoutRect
            if variables[guide] != nil {
                inRoot = rootFrame(of: guide)
            } else if guide.isSystemGuide {
                inRoot = view.frameInRoot.standardized.inset(by: insets(of: guide, in: view, &resolver))
            } else {
                inRoot = .zero
            }
            guide.frameInRoot = inRoot
            guide.layoutFrame = LayoutRect(
                x: snap(inRoot.x - view.frameInRoot.x), y: snap(inRoot.y - view.frameInRoot.y),
                width: inRoot.width, height: inRoot.height)
        }
    }
}

/// The system guides in the solver, each with the constraints that place it (top, left,
/// bottom, right, the order of ``LayoutEdgeInsets``), in the order the guides were first used.
struct GuideEdges {
    private(set) var guides: [LayoutGuide] = []
    private var edges: [ObjectIdentifier: [LayoutConstraint]] = [:]

    var isEmpty: Bool { guides.isEmpty }

    func contains(_ guide: LayoutGuide) -> Bool { edges[ObjectIdentifier(guide)] != nil }

    func constraints(of guide: LayoutGuide) -> [LayoutConstraint] { edges[ObjectIdentifier(guide)] ?? [] }

    mutating func insert(_ guide: LayoutGuide, _ constraints: [LayoutConstraint]) {
        guides.append(guide)
        edges[ObjectIdentifier(guide)] = constraints
    }

    /// Forgets a guide; its constraints, if it had any.
    mutating func remove(_ guide: LayoutGuide) -> [LayoutConstraint] {
        guard let made = edges.removeValue(forKey: ObjectIdentifier(guide)) else { return [] }
        guides.removeAll { $0 === guide }
        return made
    }

    /// The constants of the four constraints for `insets`, in their order.
    static func constants(_ insets: LayoutEdgeInsets) -> [Double] {
        [insets.top, insets.left, insets.bottom, insets.right]
    }

    /// `guide.top == view.top + top`, `guide.left == view.left + left`,
    /// `view.bottom == guide.bottom + bottom`, `view.right == guide.right + right`, required,
    /// named as UIKit names them. Left and right, not leading and trailing: the insets are on
    /// the physical sides (the margins were resolved for the layout direction).
    static func constraints(placing guide: LayoutGuide, in view: LayoutView, insets: LayoutEdgeInsets)
        -> [LayoutConstraint]
    {
        let values = constants(insets)
        let sides: [(LayoutAttribute, inward: Bool)] = [(.top, true), (.left, true), (.bottom, false), (.right, false)]
        return zip(sides, values).map { side, constant in
            let (first, second): (LayoutItem, LayoutItem) = side.inward ? (guide, view) : (view, guide)
            let made = LayoutConstraint(
                unchecked: first, side.0, .equal, second, side.0, multiplier: 1, constant: constant,
                kind: .layoutGuide)
            made.identifier = identifier(of: guide, side.0)
            return made
        }
    }

    /// `UIViewSafeAreaLayoutGuide-top`, `UIView-topMargin-guide-constraint`.
    static func identifier(of guide: LayoutGuide, _ side: LayoutAttribute) -> String {
        guide.kind == .safeArea
            ? "UIViewSafeAreaLayoutGuide-\(side.rawValue)" : "UIView-\(side.rawValue)Margin-guide-constraint"
    }
}
