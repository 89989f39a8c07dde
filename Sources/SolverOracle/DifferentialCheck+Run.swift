import Cassowary

extension DifferentialCheck {
    /// Two solvers fed the same operations (or one), the solver's objects for the pool's
    /// constraints, and the steps the solver refused.
    struct RunState {
        let system: RandomSystem
        let solver = Solver()
        let twin: Solver?
        let variables: [Variable]
        /// The solver's values since its last change (reading them costs an update).
        private var cachedValues: [Double]?
        /// The solver's constraint for each pool index, made once: a re-add adds the same object.
        var objects: [Int: Cassowary.Constraint] = [:]
        var refused: Set<Int> = []
        /// The pool indices in the solver, and the edit variables.
        var present: Set<Int> = []
        var editVariables: Set<Int> = []

        init(system: RandomSystem, twin: Bool) {
            self.system = system
            self.twin = twin ? Solver() : nil
            variables = (0..<system.variableCount).map { Variable("x\($0)") }
        }

        mutating func values() -> [Double] {
            if let cachedValues { return cachedValues }
            solver.updateVariables()
            let values = variables.map { solver.value(of: $0) }
            cachedValues = values
            return values
        }

        func twinValues() -> [UInt64]? {
            guard let twin else { return nil }
            twin.updateVariables()
            return variables.map { twin.value(of: $0).bitPattern }
        }

        mutating func object(_ index: Int) -> Cassowary.Constraint {
            if let made = objects[index] { return made }
            let source = system.constraints[index]
            let expression = Expression(
                source.terms.map { Term(variables[$0.variable], $0.coefficient) },
                constant: source.constant)
            let relation: RelationalOperator
            switch source.relation {
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .equal: relation = .equal
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            let made = Cassowary.Constraint(expression, relation, strength: Strength(source.priority))
            objects[index] = made
            return made
        }

        /// Applies operation `step` to both solvers; returns what went wrong on the way.
        mutating func apply(_ step: Int, checker: DifferentialCheck) -> [Discrepancy] {
            defer { cachedValues = nil }
            switch system.operations[step] {
            case .add(let index):
                // Only a reduction makes these (it drops the removal between two adds): the
                // program asks for a duplicate, which the solver rightly refuses.
                guard !present.contains(index) else { return skip(step) }
                return add(index, step: step, checker: checker)
            case .remove(let index):
                guard present.contains(index) else { return skip(step) }
                let constraint = object(index)
                present.remove(index)
                return both(step) { try $0.removeConstraint(constraint) }
            case .addEdit(let variable, let priority):
                guard editVariables.insert(variable).inserted else { return skip(step) }
                return both(step) { [variables] in
                    try $0.addEditVariable(variables[variable], strength: Strength(priority))
                }
            case .suggest(let variable, let value):
                guard editVariables.contains(variable) else { return skip(step) }
                return both(step) { [variables] in try $0.suggestValue(value, for: variables[variable]) }
            case .removeEdit(let variable):
                guard editVariables.remove(variable) != nil else { return skip(step) }
                return both(step) { [variables] in try $0.removeEditVariable(variables[variable]) }
            }
        }

        /// An operation on something an earlier refusal left out: not applied.
        private mutating func skip(_ step: Int) -> [Discrepancy] {
            refused.insert(step)
            return []
        }

        /// Runs `operation` on both solvers; any error is a discrepancy.
        private mutating func both(_ step: Int, _ operation: (Solver) throws -> Void) -> [Discrepancy] {
            do {
                try operation(solver)
                if let twin { try operation(twin) }
                return []
            } catch let error as SolverError {
                refused.insert(step)
                if case .internalError = error {
                    return [.init(kind: .internalError, step: step, detail: "\(error)")]
                }
                return [.init(kind: .unexpectedError, step: step, detail: "\(error)")]
            } catch {
                return [.init(kind: .unexpectedError, step: step, detail: "\(error)")]
            }
        }

        /// Adds a constraint to both solvers. A refusal must be an infeasibility the oracle
        /// confirms, with a minimal infeasible conflict set, and must change nothing.
        private mutating func add(_ index: Int, step: Int, checker: DifferentialCheck) -> [Discrepancy] {
            let constraint = object(index)
            let before = values().map(\.bitPattern), statistics = solver.statistics
            do {
                try solver.addConstraint(constraint)
            } catch {
                refused.insert(step)
                cachedValues = nil // read them afresh: the refusal must have left them as they were
                let after = values()
                var found = refusal(error, index: index, step: step, values: after, checker: checker)
                if after.map(\.bitPattern) != before || solver.statistics != statistics || solver.contains(constraint) {
                    found.append(
                        .init(
                            kind: .failedAddChangedState, step: step,
                            detail:
                                "statistics \(statistics) -> \(solver.statistics), contains: \(solver.contains(constraint))"
                        ))
                }
                if let twin, (try? twin.addConstraint(constraint)) != nil {
                    try? twin.removeConstraint(constraint)
                    found.append(.init(kind: .twinsDiffer, step: step, detail: "the twin took what the solver refused"))
                }
                return found
            }
            present.insert(index)
            do {
                try twin?.addConstraint(constraint)
            } catch {
                return [
                    .init(kind: .twinsDiffer, step: step, detail: "the twin refused what the solver took: \(error)")
                ]
            }
            return []
        }

        /// A refusal is right when the required set with the new constraint is infeasible, or
        /// feasible only within tolerance (``FeasibilityMargin``); the conflict set it names must
        /// be so too, and minimal: without any one of its members, not infeasible beyond η.
        private func refusal(_ error: Error, index: Int, step: Int, values: [Double], checker: DifferentialCheck)
            -> [Discrepancy]
        {
            guard case SolverError.unsatisfiableConstraint(_, let conflicts) = error else {
                let kind: Discrepancy.Kind
                if case SolverError.internalError = error { kind = .internalError } else { kind = .unexpectedError }
                return [.init(kind: kind, step: step, detail: "\(error)")]
            }
            let new = system.constraints[index]
            let required = system.problem(after: step, refused: refused).constraints.filter(\.isRequired) + [new]
            let n = system.variableCount
            let scale = checker.rule.scale(OracleProblem(variableCount: n, constraints: required), values)
            let eta = checker.rule.relative, budget = checker.budget
            func problem(_ constraints: [OracleProblem.Constraint]) -> OracleProblem {
                OracleProblem(variableCount: n, constraints: constraints)
            }
            switch FeasibilityMargin.margin(required, variableCount: n, scale: scale, beyond: eta, budget: budget) {
            case .notBeyond: break
            case .beyond(let mu):
                return [
                    .init(
                        kind: .feasibleRejected, step: step,
                        detail: "feasible with every inequality \(mu.doubleValue) of its scale inside: \(error)",
                        problem: problem(required), values: values)
                ]
            case .undecided(let why):
                return [.init(kind: .oracleUndecided, step: step, detail: "refusal: \(why)")]
            }
            // The conflict set, in the oracle's terms (the pool entries of those objects).
            let conflictIndices = conflicts.compactMap { conflict in objects.first { $0.value === conflict }?.key }
            let set = conflictIndices.map { system.constraints[$0] } + [new]
            switch FeasibilityMargin.margin(set, variableCount: n, scale: scale, beyond: eta, budget: budget) {
            case .notBeyond: break
            case .beyond(let mu):
                return [
                    .init(
                        kind: .conflictSetFeasible, step: step,
                        detail: "feasible with every inequality \(mu.doubleValue) of its scale inside: \(error)",
                        problem: problem(set), values: values)
                ]
            case .undecided(let why):
                return [.init(kind: .oracleUndecided, step: step, detail: "conflict set: \(why)")]
            }
            if set.count <= 12 {
                for drop in conflictIndices.indices {
                    var smaller = set
                    smaller.remove(at: drop)
                    if case .beyond(let mu) = FeasibilityMargin.violation(
                        smaller, variableCount: n, scale: scale, beyond: eta, budget: budget)
                    {
                        return [
                            .init(
                                kind: .conflictSetNotMinimal, step: step,
                                detail: "without conflict \(drop) still infeasible by \(mu.doubleValue): \(error)",
                                problem: problem(smaller), values: values)
                        ]
                    }
                }
            }
            return []
        }
    }
}
