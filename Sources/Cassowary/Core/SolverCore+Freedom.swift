// Which variables the constraints determine. At the optimum, the solutions that satisfy every
// priority as well as the current one form a face of the feasible region; a variable is
// *determined* when it has the same value all over that face, and *free* otherwise (Auto
// Layout's ambiguity). The face belongs to the constraints, not to the basis, so it can be read
// off the current one.
//
// The face is convex, so a variable is free exactly when some direction along it, from the
// current solution, moves the variable. Such a direction raises only non-basic symbols whose
// reduced costs are all zero — *steps* — (raising any other slack or error makes some
// objective worse, and no mix makes up for it), or moves a non-basic variable either way; the
// basic symbols follow along their tableau columns. A step can start at once unless it pushes
// a basic slack or error that sits at zero below it, or moves a basic dummy: those are its
// *blockers* (degenerate rows). So:
//
// - a variable no step moves is determined;
// - a variable an unblocked step moves is free;
// - steps that share blockers form a group whose directions make a cone `{t : t ≥ 0 for the
//   slack and error steps, every blocker's change ≥ 0 (= 0 for a dummy)}`, and a variable is
//   free when some direction of the cone moves it: a small linear program, solved by a solver
//   of its own. (A label whose hugging and compression resistance hold at once is such a case.)

/// What the constraints leave of a variable's value.
package enum VariableFreedom: Sendable, Equatable {
    /// Every optimal solution gives it the same value.
    case determined
    /// Optimal solutions give it different values.
    case free
    /// The check could not finish; a probe must tell.
    case undecided
}

extension SolverCore {
    /// One way to leave the current solution along the optimal face: raising `symbol`, or for
    /// a variable moving it either way.
    struct Step {
        var symbol: Symbol
        var twoWay: Bool
        /// The degenerate basic symbols it changes, and how (per unit raised).
        var blockers: [(symbol: Symbol, change: Double, isDummy: Bool)] = []
        /// Its column of S's tableau: the basic symbols of S fall by these per unit raised.
        var column: [(slot: Slot, alpha: Double)] = []
        /// The variables it moves, and how (per unit raised).
        var moves: [(variable: Symbol, change: Double)] = []
    }

    /// The freedom of each of `variables` at the current optimum. One FTRAN of S per step
    /// (none when the layout is determined and no constraint is slack at no cost), and one of
    /// P for each step that can start.
    mutating func freedom(of variables: [Variable]) -> [VariableFreedom] {
        var steps: [Step] = []
        for index in 0..<registry.symbolCapacity {
            let symbol = Symbol(index)
            switch kind(symbol) {
            case .external where !defining.isBasic(symbol):
                steps.append(Step(symbol: symbol, twoWay: true))
            case .slack where !basis.isBasic(symbol) && objectives.lexicographicSign(of: symbol) == 0,
                 .error where !basis.isBasic(symbol) && objectives.lexicographicSign(of: symbol) == 0:
                steps.append(blockedStep(of: symbol))
            default:
                continue
            }
        }
        var state = [VariableFreedom](repeating: .determined, count: registry.symbolCapacity)
        for index in steps.indices where steps[index].blockers.isEmpty {
            for move in moves(of: steps[index]) { state[move.variable.index] = .free }
        }
        // What a blocked step moves is found only once its group can start: on a grid, every
        // view below a row moves with it, and most groups cannot start at all (a label whose
        // hugging and compression resistance both hold at its intrinsic size).
        for group in Self.groups(of: steps) {
            let members = group.map { steps[$0] }
            let cone = members.count > 1 ? try? Cone(of: members) : nil
            guard Self.canStart(members, cone: cone) else { continue }
            for index in group { steps[index].moves = moves(of: steps[index]) }
            settle(group.map { steps[$0] }, cone: cone, state: &state)
        }
        return variables.map { variable in
            guard let symbol = registry.symbol(of: variable) else { return .free }
            return state[symbol.index]
        }
    }

    /// The step of raising the non-basic `symbol` by one, with its blockers (one FTRAN of S);
    /// its moves are found later, only if it can start.
    private mutating func blockedStep(of symbol: Symbol) -> Step {
        var step = Step(symbol: symbol, twoWay: false)
        computeColumn(of: symbol)
        let tolerance = pivotTolerance(work.column)
        for position in work.column.positions.sorted() {
            let alpha = work.column[position]
            guard abs(alpha) > tolerance, let basic = basis.symbol(in: Slot(position)) else { continue }
            step.column.append((Slot(position), alpha))
            switch kind(basic) {
            case .dummy:
                step.blockers.append((basic, -alpha, true))
            case .slack, .error:
                if !isClearlyPositive(basic) { step.blockers.append((basic, -alpha, false)) }
            case .external, .unused:
                break
            }
        }
        return step
    }

    /// The variables raising `step`'s symbol by one moves, and by how much, in symbol order
    /// (one FTRAN of P): the variable itself for a two-way step, and the basic variables.
    private mutating func moves(of step: Step) -> [(variable: Symbol, change: Double)] {
        var moves: [(variable: Symbol, change: Double)] = step.twoWay ? [(step.symbol, 1)] : []
        variableChanges(raising: step.symbol, sColumn: step.column)
        let changes = work.definingOutput
        let tolerance = pivotTolerance(changes)
        for position in changes.positions where abs(changes[position]) > tolerance {
            if let variable = defining.variable(in: Slot(position)) { moves.append((variable, changes[position])) }
        }
        return moves.sorted { $0.variable < $1.variable }
    }

    /// True when a basic slack or error is above zero beyond tolerance (a step may lower it).
    private mutating func isClearlyPositive(_ symbol: Symbol) -> Bool {
        let value = basis.value(of: symbol)
        return value > 0 && value > feasibilityTolerance(of: symbol)
    }

    /// The blocked steps, grouped by the blockers they share (indices into `steps`, in order
    /// of their first step).
    static func groups(of steps: [Step]) -> [[Int]] {
        var parent = Array(steps.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index { index = parent[index] }
            return index
        }
        var firstStep: [Symbol: Int] = [:]
        for (index, step) in steps.enumerated() {
            for blocker in step.blockers {
                if let first = firstStep[blocker.symbol] {
                    let (a, b) = (root(first), root(index))
                    if a != b { parent[max(a, b)] = min(a, b) }
                } else {
                    firstStep[blocker.symbol] = index
                }
            }
        }
        var members: [Int: [Int]] = [:]
        var order: [Int] = []
        for index in steps.indices where !steps[index].blockers.isEmpty {
            let group = root(index)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(index)
        }
        return order.map { members[$0]! }
    }

    /// Whether any step of a blocked group can start. A single step's cone is a ray or
    /// nothing (closed form); a larger group asks its cone, and counts as able to start when
    /// the cone could not be made or asked (its variables are then undecided).
    static func canStart(_ group: [Step], cone: Cone?) -> Bool {
        if group.count == 1 { return singleStepCanStart(group[0]) }
        return cone?.canStart(group) ?? true
    }

    /// Marks free the variables that some direction of a blocked group's cone moves (the group
    /// can start). Undecided when the group has several steps and no cone.
    private func settle(_ group: [Step], cone: Cone?, state: inout [VariableFreedom]) {
        var moved: [Symbol: [(step: Int, change: Double)]] = [:]
        for (index, step) in group.enumerated() {
            for move in step.moves where state[move.variable.index] != .free {
                moved[move.variable, default: []].append((index, move.change))
            }
        }
        if moved.isEmpty { return }
        if group.count == 1 {
            for variable in moved.keys { state[variable.index] = .free }
            return
        }
        guard let cone else {
            for variable in moved.keys { state[variable.index] = .undecided }
            return
        }
        // Variables whose changes are proportional move together: one pair of pulls decides
        // them all (in a grid, every view below a row moves with that row's height).
        var decided: [[Int64]: Bool?] = [:]
        for variable in moved.keys.sorted() {
            let changes = moved[variable]!
            let key = Self.proportionKey(changes)
            let free = decided[key] ?? cone.canMove(changes)
            decided[key] = free
            switch free {
            case .some(true): state[variable.index] = .free
            case .some(false): break
            case .none: state[variable.index] = .undecided
            }
        }
    }

    /// The steps of `changes` with their changes divided by the largest, to nine digits: equal
    /// for two variables whose changes are proportional.
    static func proportionKey(_ changes: [(step: Int, change: Double)]) -> [Int64] {
        let largest = changes.reduce(0.0) { abs($1.change) > abs($0) ? $1.change : $0 }
        return changes.flatMap { entry -> [Int64] in
            // Rounded half away from zero by hand: `rounded()` needs libm, which this module
            // does not link.
            let scaled = entry.change / largest * 1e9
            return [Int64(entry.step), Int64(scaled + (scaled < 0 ? -0.5 : 0.5))]
        }
    }

    /// A single step's cone is a ray or nothing: raising it is allowed when no dummy moves and
    /// every blocker rises; lowering it (a variable) when every blocker rises as it falls.
    static func singleStepCanStart(_ step: Step) -> Bool {
        if step.blockers.contains(where: \.isDummy) { return false }
        return step.blockers.allSatisfy { $0.change > 0 } || (step.twoWay && step.blockers.allSatisfy { $0.change < 0 })
    }

    /// A group's cone, cut to the box `|t| ≤ 1`, in a solver of its own over the step amounts.
    struct Cone {
        let solver = Solver()
        let amounts: [Variable]

        init(of group: [Step]) throws(SolverError) {
            amounts = group.map { Variable("step \($0.symbol)") }
            var blockers: [Symbol: (terms: [Term], isDummy: Bool)] = [:]
            var order: [Symbol] = []
            for (index, step) in group.enumerated() {
                try solver.addConstraint(Constraint(Expression(amounts[index]) - 1, .lessThanOrEqual))
                try solver.addConstraint(Constraint(Expression(amounts[index]) + (step.twoWay ? 1 : 0), .greaterThanOrEqual))
                for blocker in step.blockers {
                    if blockers[blocker.symbol] == nil { order.append(blocker.symbol) }
                    blockers[blocker.symbol, default: ([], blocker.isDummy)].terms.append(Term(amounts[index], blocker.change))
                }
            }
            for symbol in order {
                let blocker = blockers[symbol]!
                try solver.addConstraint(Constraint(Expression(blocker.terms), blocker.isDummy ? .equal : .greaterThanOrEqual))
            }
        }

        /// Whether any step of the group can start: each pulled up and, if two-way, down. Nil
        /// when a pull fails.
        func canStart(_ group: [Step]) -> Bool? {
            for (index, step) in group.enumerated() {
                for target in step.twoWay ? [1.0, -1.0] : [1.0] {
                    guard let reached = reach([(index, 1)], toward: target) else { return nil }
                    if abs(reached) > 1e-9 { return true }
                }
            }
            return false
        }

        /// Whether some direction of the cone gives `Σ change·t` a value off zero: pulled up,
        /// then down. Nil when a pull fails.
        func canMove(_ changes: [(step: Int, change: Double)]) -> Bool? {
            let reach = changes.reduce(1) { $0 + abs($1.change) }
            let scale = changes.reduce(0) { max($0, abs($1.change)) }
            for target in [reach, -reach] {
                guard let reached = self.reach(changes, toward: target) else { return nil }
                if abs(reached) > 1e-9 * max(1, scale) { return true }
            }
            return false
        }

        /// How far `Σ change·t` goes toward `target` inside the cone: pulled there by a weak
        /// constraint, read, and the pull removed (the solver is left as it was).
        private func reach(_ changes: [(step: Int, change: Double)], toward target: Double) -> Double? {
            let pull = Constraint(Expression(changes.map { Term(amounts[$0.step], $0.change) }) - target,
                                  .equal, strength: .weak)
            do {
                try solver.addConstraint(pull)
                let reached = changes.reduce(0) { $0 + $1.change * solver.currentValue(of: amounts[$1.step]) }
                try solver.removeConstraint(pull)
                return reached
            } catch {
                return nil
            }
        }
    }
}
