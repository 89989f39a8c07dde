// Which variables the constraints determine. At an optimum, the solutions that satisfy every
// priority as well as the current one form a face of the feasible region; a variable is
// *determined* when it has the same value everywhere on that face, and *free* otherwise (Auto
// Layout's "ambiguous"). The face is a property of the constraints, not of the basis the
// solver happens to hold, so it can be read off the current basis.
//
// The face is convex, so a variable is free exactly when some direction along the face, from
// the current solution, moves it. Such a direction raises (or, for a variable, moves either
// way) only non-basic symbols whose reduced costs are all zero — *steps*: raising any other
// slack or error makes some objective worse, and no mix of such moves makes up for it, a sum
// of lexicographically positive vectors being lexicographically positive. The basic symbols
// follow the steps along their columns of the tableau. A step may start at once unless it
// would push a basic slack or error that is at zero below it, or move a basic dummy: those
// are the *blockers* (degenerate rows). So:
//
// - a variable no step moves is determined;
// - a variable that an unblocked step moves is free;
// - the other steps fall into groups that share blockers, and within a group the directions
//   form a cone `{t : t ≥ 0 for slack and error steps, each blocker's change ≥ 0 (= 0 for a
//   dummy)}`; a variable is free when some `t` of that cone moves it: a small linear program,
//   solved with a solver of its own. (A label whose hugging and compression resistance hold
//   at once is such a group: two constraints tight at one point.)

/// What the constraints leave of a variable's value.
package enum VariableFreedom: Sendable, Equatable {
    /// Every optimal solution gives it the same value.
    case determined
    /// Optimal solutions give it different values.
    case free
    /// The check could not finish (a failure of the solver); a probe must tell.
    case undecided
}

extension SolverCore {
    /// One way to leave the current solution along the optimal face: raising `symbol` (or
    /// moving it either way when `twoWay`), per unit.
    private struct Step {
        var symbol: SymbolID
        var twoWay: Bool
        /// The degenerate basic symbols it changes, and by how much (kept at zero or above; a
        /// dummy's at exactly zero).
        var blockers: [(symbol: SymbolID, change: Double, isDummy: Bool)] = []
        /// The variables it moves, and by how much: found (``moves(of:)``) only for a step that
        /// can start.
        var moves: [(variable: SymbolID, change: Double)] = []
    }

    /// The freedom of each of `variables` in the current optimum. One FTRAN of S per step
    /// (none when the layout is determined and no constraint is slack at no cost), and one
    /// more of each part of the basis per step that can start.
    mutating func freedom(of variables: [Variable]) -> [VariableFreedom] {
        var steps: [Step] = []
        for symbol in kinds.indices {
            let kind = kinds[symbol]
            guard kind == .external || kind.isPivotable, slotOf[symbol] < 0, externalSlotOf[symbol] < 0,
                  !hasCostBeyondEpsilon(SymbolID(symbol)) else { continue }
            steps.append(step(of: SymbolID(symbol)))
        }
        // What a step moves is found only for steps that can start: on a grid, every view
        // below a row moves with it, so finding the moves of every step would cost the number
        // of steps times the number of views.
        var state = [VariableFreedom](repeating: .determined, count: kinds.count)
        for index in steps.indices where steps[index].blockers.isEmpty {
            for move in moves(of: steps[index]) { state[Int(move.variable)] = .free }
        }
        for group in Self.groups(of: steps) {
            let members = group.map { steps[$0] }
            // One cone per group of several steps, asked first whether any step can start,
            // then which variables the group moves. Nil for a single step (decided in closed
            // form) or when the cone cannot be built.
            let cone = members.count > 1 ? try? Cone(of: members) : nil
            guard Self.canStart(members, cone: cone) else { continue }
            for index in group { steps[index].moves = moves(of: steps[index]) }
            Self.settle(group.map { steps[$0] }, cone: cone, state: &state)
        }
        return variables.map { variable in
            guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return .free }
            return state[Int(symbol)]
        }
    }

    /// True when some reduced cost of `symbol` is beyond ``epsilon``: moving it changes an
    /// objective.
    private func hasCostBeyondEpsilon(_ symbol: SymbolID) -> Bool {
        let base = Int(symbol) &* levelStride
        for level in levelOrder where abs(reduced[base &+ level]) > epsilon { return true }
        return false
    }

    /// The blockers of raising the non-basic `symbol` by one (one FTRAN of S).
    private mutating func step(of symbol: SymbolID) -> Step {
        var step = Step(symbol: symbol, twoWay: kinds[Int(symbol)] == .external)
        computeColumn(of: symbol)
        for slot in column.positions {
            let alpha = column[slot]
            let basic = head[Int(slot)]
            if abs(alpha) <= epsilon || basic < 0 { continue }
            let kind = kinds[Int(basic)]
            if kind == .dummy || x[Int(slot)] <= epsilon {
                step.blockers.append((basic, -alpha, kind == .dummy))
            }
        }
        return step
    }

    /// The variables raising `step`'s symbol by one moves, and by how much, in symbol order:
    /// the simplex basics change by -α, α = S⁻¹ a'_symbol, and the basic variables by
    /// -P⁻¹(A_D,symbol - A_D,S·α) (one FTRAN of each part of the basis).
    private mutating func moves(of step: Step) -> [(variable: SymbolID, change: Double)] {
        let symbol = step.symbol
        var moves: [(variable: SymbolID, change: Double)] = step.twoWay ? [(symbol, 1)] : []
        computeColumn(of: symbol)
        beginDefiningColumn(of: symbol)
        for slot in column.positions {
            let alpha = column[slot]
            let basic = head[Int(slot)]
            if abs(alpha) <= epsilon || basic < 0 { continue }
            var other = aColumns.first(basic)
            while other >= 0 {
                let row = aColumns.row(other)
                if role[Int(row)] == .defining {
                    externalFactor.addToColumn(row: row, value: -alpha * aColumns.value(other))
                }
                other = aColumns.next(other)
            }
        }
        externalFactor.solveColumn(into: &column)
        for slot in column.positions where abs(column[slot]) > epsilon {
            let variable = externalHead[Int(slot)]
            if variable >= 0 { moves.append((variable, -column[slot])) }
        }
        moves.sort { $0.variable < $1.variable }
        return moves
    }

    /// The blocked steps, grouped by the blockers they share (indices into `steps`, each
    /// group and the groups in order of their first step).
    private static func groups(of steps: [Step]) -> [[Int]] {
        var sets = DisjointSets(count: steps.count)
        var firstStepOf: [SymbolID: Int] = [:]
        for (index, step) in steps.enumerated() {
            for blocker in step.blockers {
                if let first = firstStepOf[blocker.symbol] {
                    sets.union(first, index)
                } else {
                    firstStepOf[blocker.symbol] = index
                }
            }
        }
        var members: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in steps.indices where !steps[index].blockers.isEmpty {
            let root = sets.root(index)
            if members[root] == nil { order.append(root) }
            members[root, default: []].append(index)
        }
        return order.map { members[$0] ?? [] }
    }

    /// The steps of `changes` and their changes divided by the largest (to 1e-9): equal for
    /// two variables whose changes are proportional.
    private static func proportionKey(_ changes: [(step: Int, change: Double)]) -> [Int64] {
        var largest = 0.0
        for entry in changes where abs(entry.change) > abs(largest) { largest = entry.change }
        var key: [Int64] = []
        key.reserveCapacity(2 * changes.count)
        for entry in changes {
            key.append(Int64(entry.step))
            // In [-1e9, 1e9]: the largest change is the divisor. Rounded half away from zero
            // by hand: `rounded()` would need libm, which this module does not link.
            let scaled = entry.change / largest * 1e9
            key.append(Int64(scaled + (scaled < 0 ? -0.5 : 0.5)))
        }
        return key
    }

    /// Whether some direction of a group's cone is not zero: whether any of its steps can
    /// start at all. A single step needs no linear program (its cone is a ray or nothing):
    /// raising it is allowed when every blocker rises with it and no dummy moves; lowering it,
    /// for a two-way step, when every blocker rises as it falls. (The common case: a view whose
    /// hugging and compression resistance both hold at its intrinsic size.) A larger group is
    /// asked of its cone, each step pulled up and, if two-way, down. When the check itself
    /// fails (no cone, or a pull fails), the group is settled anyway.
    private static func canStart(_ group: [Step], cone: Cone?) -> Bool {
        if group.count == 1 {
            let step = group[0]
            if step.blockers.contains(where: \.isDummy) { return false }
            return step.blockers.allSatisfy { $0.change > 0 }
                || (step.twoWay && step.blockers.allSatisfy { $0.change < 0 })
        }
        guard let cone else { return true }
        for (index, step) in group.enumerated() {
            for target in step.twoWay ? [1.0, -1.0] : [1.0] {
                guard let reached = try? cone.reach([(index, 1)], toward: target) else { return true }
                if abs(reached) > epsilon { return true }
            }
        }
        return false
    }

    /// A group's cone cut to the box `|t| <= 1`, in a solver of its own, with the step
    /// amounts `t`.
    private struct Cone {
        let solver = Solver()
        let amounts: [Variable]

        init(of group: [Step]) throws(SolverError) {
            amounts = group.map { Variable("step \($0.symbol)") }
            var blockers: [SymbolID: (terms: [Term], isDummy: Bool)] = [:]
            var blockerOrder: [SymbolID] = []
            for (index, step) in group.enumerated() {
                for blocker in step.blockers {
                    if blockers[blocker.symbol] == nil { blockerOrder.append(blocker.symbol) }
                    blockers[blocker.symbol, default: ([], blocker.isDummy)].terms.append(Term(amounts[index], blocker.change))
                }
            }
            for (index, step) in group.enumerated() {
                try solver.addConstraint(Constraint(Expression(amounts[index]) - 1, .lessThanOrEqual))
                let floor: Double = step.twoWay ? -1 : 0
                try solver.addConstraint(Constraint(Expression(amounts[index]) - floor, .greaterThanOrEqual))
            }
            for symbol in blockerOrder {
                guard let blocker = blockers[symbol] else { continue }
                try solver.addConstraint(Constraint(Expression(blocker.terms), blocker.isDummy ? .equal : .greaterThanOrEqual))
            }
        }

        /// How far `Σ change·t` goes toward `target` inside the cone: pulled there by a weak
        /// constraint, read, and the pull removed (the solver is left as it was).
        func reach(_ changes: [(step: Int, change: Double)], toward target: Double) throws(SolverError) -> Double {
            let pull = Constraint(Expression(changes.map { Term(amounts[$0.step], $0.change) }) - target,
                                  .equal, strength: .weak)
            try solver.addConstraint(pull)
            solver.updateVariables()
            let reached = changes.reduce(0) { $0 + $1.change * solver.value(of: amounts[$1.step]) }
            try solver.removeConstraint(pull)
            return reached
        }
    }

    /// Decides the variables a group of blocked steps that can start moves: free when some
    /// direction of the group's cone moves them, found by pulling each variable's change up,
    /// then down. Undecided when the group has several steps and no cone.
    private static func settle(_ group: [Step], cone: Cone?, state: inout [VariableFreedom]) {
        var moved: [SymbolID: [(step: Int, change: Double)]] = [:]
        for (index, step) in group.enumerated() {
            for move in step.moves where state[Int(move.variable)] != .free {
                moved[move.variable, default: []].append((index, move.change))
            }
        }
        if moved.isEmpty { return }
        if group.count == 1 {
            // It can start (``canStart(_:cone:)``): everything it moves is free.
            for variable in moved.keys { state[Int(variable)] = .free }
            return
        }
        guard let cone else {
            for variable in moved.keys { state[Int(variable)] = .undecided }
            return
        }
        // Variables whose changes are proportional move together: one pair of pulls decides
        // them all (in a grid, every view below a row moves with that row's height).
        var decided: [[Int64]: Bool] = [:]
        for variable in moved.keys.sorted() {
            guard let changes = moved[variable] else { continue }
            let key = proportionKey(changes)
            if let free = decided[key] {
                if free { state[Int(variable)] = .free }
                continue
            }
            // Beyond reach inside the box, so the pull only stops where the cone does.
            let reach = changes.reduce(1) { $0 + abs($1.change) }
            var free = false
            for target in [reach, -reach] {
                guard let reached = try? cone.reach(changes, toward: target) else {
                    state[Int(variable)] = .undecided
                    break
                }
                if abs(reached) > epsilon { free = true; break }
            }
            if state[Int(variable)] == .undecided { continue }
            decided[key] = free
            if free { state[Int(variable)] = .free }
        }
    }
}
