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
//   free when some direction of the cone moves it: a small dense linear program
//   (``ConeProgram``). (A label whose hugging and compression resistance hold at once is such
//   a case.)

/// What the constraints leave of a variable's value.
package enum VariableFreedom: Sendable, Equatable {
    /// Every optimal solution gives it the same value.
    case determined
    /// Optimal solutions give it different values.
    case free
    /// Not decided here; a probe must tell. (The solver's own check decides every variable;
    /// callers use this for the ones they did not ask it about.)
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
            case .external where !defining.isBasic(symbol) && !basis.isBasic(symbol):
                steps.append(twoWayStep(of: symbol))
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
            let cone = members.count > 1 ? ConeProgram(of: members) : nil
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
        var step = Step(symbol: symbol, twoWay: false, column: columnOfS(of: symbol))
        for (slot, alpha) in step.column {
            let basic = basis.symbol(in: slot)!
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

    /// The step of moving the non-basic variable `symbol` either way. A variable S holds (see
    /// ``isFreeNonBasic(_:)``) moves S's basic symbols along its column too; its blockers are
    /// not sought (they block one way only), so it counts as unblocked.
    private mutating func twoWayStep(of symbol: Symbol) -> Step {
        Step(symbol: symbol, twoWay: true, column: isFreeNonBasic(symbol) ? columnOfS(of: symbol) : [])
    }

    /// `symbol`'s tableau column (one FTRAN of S): the entries above the pivot tolerance on
    /// slots with a basic symbol, in slot order.
    private mutating func columnOfS(of symbol: Symbol) -> [(slot: Slot, alpha: Double)] {
        computeColumn(of: symbol)
        let tolerance = pivotTolerance(work.column)
        var column: [(slot: Slot, alpha: Double)] = []
        column.reserveCapacity(work.column.positions.count)
        for position in work.column.positions.sorted() {
            let alpha = work.column[position]
            if abs(alpha) > tolerance && basis.symbol(in: Slot(position)) != nil {
                column.append((Slot(position), alpha))
            }
        }
        return column
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
        // Variables basic in S fall along the step's column like its other basic symbols.
        for (slot, alpha) in step.column {
            if let basic = basis.symbol(in: slot), kind(basic) == .external { moves.append((basic, -alpha)) }
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
        // Arrays by symbol and by step, not dictionaries: a large layout has thousands of steps.
        var symbolLimit = 0
        for step in steps { for blocker in step.blockers { symbolLimit = max(symbolLimit, blocker.symbol.index + 1) } }
        var firstStep = [Int](repeating: -1, count: symbolLimit)
        for (index, step) in steps.enumerated() {
            for blocker in step.blockers {
                let first = firstStep[blocker.symbol.index]
                if first >= 0 {
                    let (a, b) = (root(first), root(index))
                    if a != b { parent[max(a, b)] = min(a, b) }
                } else {
                    firstStep[blocker.symbol.index] = index
                }
            }
        }
        var members = [[Int]](repeating: [], count: steps.count)
        var order: [Int] = []
        for index in steps.indices where !steps[index].blockers.isEmpty {
            let group = root(index)
            if members[group].isEmpty { order.append(group) }
            members[group].append(index)
        }
        return order.map { members[$0] }
    }

    /// Whether any step of a blocked group can start. A single step's cone is a ray or
    /// nothing (closed form); a larger group asks its cone.
    static func canStart(_ group: [Step], cone: ConeProgram?) -> Bool {
        guard let cone else { return singleStepCanStart(group[0]) }
        return cone.canStart()
    }

    /// Marks free the variables that some direction of a blocked group's cone moves (the group
    /// can start).
    private func settle(_ group: [Step], cone: ConeProgram?, state: inout [VariableFreedom]) {
        var moved: [Symbol: [(step: Int, change: Double)]] = [:]
        for (index, step) in group.enumerated() {
            for move in step.moves where state[move.variable.index] != .free {
                moved[move.variable, default: []].append((index, move.change))
            }
        }
        guard let cone else {
            for variable in moved.keys { state[variable.index] = .free }
            return
        }
        // Variables whose changes are proportional move together: one pair of programs
        // decides them all (in a grid, every view below a row moves with that row's height).
        var decided: [[Int64]: Bool] = [:]
        for variable in moved.keys.sorted() {
            let changes = moved[variable]!
            let key = Self.proportionKey(changes)
            let free = decided[key] ?? cone.canMove(changes)
            decided[key] = free
            if free { state[variable.index] = .free }
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
}
