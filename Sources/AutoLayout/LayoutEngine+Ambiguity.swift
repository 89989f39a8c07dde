// Ambiguity: a view whose frame the constraints do not determine uniquely.
import Cassowary

/// A view or layout guide whose position or size on one axis is not uniquely determined by
/// its constraints.
public struct LayoutAmbiguity {
    /// The ambiguous view or guide.
    public let item: LayoutItem
    public let axis: LayoutAxis
    /// What can change: `x` and/or `width` (horizontal), `y` and/or `height` (vertical).
    public let quantities: [String]

    /// The ambiguous view, or nil when it is a layout guide.
    public var view: LayoutView? { item as? LayoutView }
}

extension LayoutAmbiguity: CustomStringConvertible {
    /// `card is ambiguous horizontally: x and width are not determined by its constraints`
    public var description: String {
        let axisName = axis == .horizontal ? "horizontally" : "vertically"
        let what = quantities.joined(separator: " and ")
        let verb = quantities.count == 1 ? "is" : "are"
        return "\(item.name) is ambiguous \(axisName): \(what) \(verb) not determined by its constraints"
    }
}

extension LayoutEngine {
    /// The views of the tree whose frames are ambiguous, in tree order, per axis; each view's
    /// own layout guides (the ones added with ``LayoutView/addLayoutGuide(_:)``) follow it.
    /// The safe-area and margins guides are left out: they are where their view's insets put
    /// them, so only an ambiguous view makes them ambiguous.
    ///
    /// The check is exact and never changes the engine's own solution. A view's unknown (x, y, width or height) is
    /// ambiguous when the solutions that satisfy every priority as well as possible do not
    /// all give it the same value. The solver reads that off its optimum (a variable is
    /// determined unless some step along the optimal face moves it). Only for an unknown that
    /// degenerate rows leave undecided does it fall back to a probe: the unknown is pulled by
    /// one point each way, in a copy of the system, by a constraint weaker than every real one,
    /// which can move it only if every constraint keeps its optimal satisfaction.
    ///
    /// - Complexity: one FTRAN per degree of freedom left at the optimum (none in a
    ///   determined layout); only if some unknown is undecided, a solve of a copy of the
    ///   system and up to eight incremental solves per undecided unknown.
    public func ambiguities() -> [LayoutAmbiguity] {
        var items: [LayoutItem] = []
        for view in root.subtree() {
            if view !== root { items.append(view) }
            items += view.layoutGuides
        }
        return ambiguities(of: items)
    }

    /// The ambiguities of the given views and guides (see ``ambiguities()``).
    public func ambiguities(of items: [LayoutItem]) -> [LayoutAmbiguity] {
        ambiguities(of: items, readingTheOptimum: true)
    }

    /// The ambiguities of `items`, probing every unknown unless `readingTheOptimum` (tests
    /// compare the two ways).
    func ambiguities(of items: [LayoutItem], readingTheOptimum: Bool) -> [LayoutAmbiguity] {
        // Each item's four unknowns, decided at once from the optimum of the engine's own
        // solver, which reading changes nothing of.
        let checked = items.filter { $0 !== root }
        var unknowns: [Variable] = []
        for view in checked {
            if let v = variables[view] { unknowns += [v.left, v.width, v.top, v.height] }
        }
        let freedom =
            readingTheOptimum
            ? solver.freedom(of: unknowns)
            : [VariableFreedom](repeating: .undecided, count: unknowns.count)
        // Probes run on a copy of the system, made only if some unknown needs one.
        var copy: Solver?
        var copyFailed = false
        var next = 0
        func isFree(_ variable: Variable) -> Bool {
            defer { next += 1 }
            switch freedom[next] {
            case .determined: return false
            case .free: return true
            case .undecided:
                if copy == nil && !copyFailed {
                    copy = probeCopy()
                    copyFailed = copy == nil
                }
                guard let copy else { return false }
                return probes(variable, in: copy)
            }
        }
        var result: [LayoutAmbiguity] = []
        for view in checked {
            guard let v = variables[view] else {
                // No constraint mentions the view at all.
                result.append(LayoutAmbiguity(item: view, axis: .horizontal, quantities: ["x", "width"]))
                result.append(LayoutAmbiguity(item: view, axis: .vertical, quantities: ["y", "height"]))
                continue
            }
            // In the order of `unknowns`: every unknown is decided, free or not.
            let x = isFree(v.left), width = isFree(v.width), y = isFree(v.top), height = isFree(v.height)
            let horizontal = [("x", x), ("width", width)].filter(\.1).map(\.0)
            if !horizontal.isEmpty {
                result.append(LayoutAmbiguity(item: view, axis: .horizontal, quantities: horizontal))
            }
            let vertical = [("y", y), ("height", height)].filter(\.1).map(\.0)
            if !vertical.isEmpty { result.append(LayoutAmbiguity(item: view, axis: .vertical, quantities: vertical)) }
        }
        return result
    }

    /// A copy of the system for probes: the constraints in the solver, the root's size, and a
    /// constraint at the probes' priority that always holds. Nil (and an internal error
    /// recorded) if the copy cannot be made.
    private func probeCopy() -> Solver? {
        let probe = Solver()
        do {
            try probe.addEditVariable(rootWidth, strength: Self.rootStrength)
            try probe.addEditVariable(rootHeight, strength: Self.rootStrength)
            try probe.suggestValue(usableSize.width, for: rootWidth)
            try probe.suggestValue(usableSize.height, for: rootHeight)
            // On a variable of its own: the priority level then stays in the solver between
            // probes, instead of being made and unmade for each one (which cost more than the
            // probes themselves).
            try probe.addConstraint(
                Constraint(Expression(Variable("probe.anchor")), .equal, strength: Self.probeStrength))
            for entry in active.inOrder {
                if let translated = entry.solverConstraint { try probe.addConstraint(translated) }
            }
        } catch {
            issues.append(.internalError("could not copy the system to check ambiguity: \(error)"))
            return nil
        }
        return probe
    }

    /// Weaker than every layout priority (1 and above).
    static let probeStrength = Strength(0.5)

    /// True when the constraints in `solver` leave `variable` free to move: a pull by one
    /// point each way, weaker than every constraint, moves it.
    private func probes(_ variable: Variable, in solver: Solver) -> Bool {
        for delta in [1.0, -1.0] {
            let current = solver.currentValue(of: variable)
            let pull = Constraint(Expression(variable) - (current + delta), .equal, strength: Self.probeStrength)
            do {
                try solver.addConstraint(pull)
                let moved = abs(solver.currentValue(of: variable) - current) > 1e-7
                try solver.removeConstraint(pull)
                if moved { return true }
            } catch {
                return false
            }
        }
        return false
    }

    /// The tree with every view's frame, marking ambiguous views, like UIKit's
    /// `_autolayoutTrace`:
    ///
    ///     •root (0, 0, 320, 568)
    ///     |   *card (20, 20, 280, 100)
    ///     |   |   *title (8, 8, 84, 18) - AMBIGUOUS LAYOUT: horizontally x
    public func autolayoutTrace() -> String {
        let ambiguous = ambiguities()
        var lines: [String] = []
        var stack: [(LayoutView, Int)] = [(root, 0)]
        while let (view, level) = stack.popLast() {
            let prefix = String(repeating: "|   ", count: level) + (view === root ? "•" : "*")
            var line = "\(prefix)\(view.name) \(view.frame)"
            let mine = ambiguous.filter { $0.item === view }
            if !mine.isEmpty {
                let parts = mine.map {
                    ($0.axis == .horizontal ? "horizontally " : "vertically ") + $0.quantities.joined(separator: ", ")
                }
                line += " - AMBIGUOUS LAYOUT: " + parts.joined(separator: "; ")
            }
            lines.append(line)
            for subview in view.subviews.reversed() { stack.append((subview, level + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
