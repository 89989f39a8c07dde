import Cassowary
import Testing

/// Properties of the solver on seeded random systems that are feasible by construction,
/// through the public API alone (values, `constraints`, `statistics`), so they hold whatever
/// the tableau looks like inside.
///
/// Every required constraint is built to hold at a hidden point, so adding them never fails.
/// Every variable has its own preference `v == target` at a priority of its own that no other
/// constraint shares: priorities are strict, so the levels fix the variables one by one and
/// the optimum is unique, whatever the other (random, lower- or in-between-priority)
/// constraints say.
@Suite struct SolverHardeningTests {
    /// A random system with a known feasible point.
    struct FeasibleSystem {
        let variables: [Variable]
        /// Required constraints, all holding at `point`.
        let required: [Constraint]
        /// One `v == target` per variable, each at its own priority.
        let preferences: [Constraint]
        /// Random non-required constraints, at priorities no preference has.
        let others: [Constraint]
        /// The hidden point the required constraints hold at.
        let point: [Double]

        var all: [Constraint] { required + preferences + others }

        /// Priorities the `others` use: none is a preference's (`900 - 7 i`).
        static let otherPriorities: [Double] = [999, 751, 500, 250, 10, 1.5, 333.25]
        static let coefficients: [Double] = [1, 1, -1, 2, 0.5, -0.5, 3]

        init(seed: Int, variables count: Int = 12, required: Int = 16, others: Int = 10) {
            var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37 &+ 11)
            let variables = (0..<count).map { Variable("v\($0)") }
            let point = (0..<count).map { _ in Double(Int.random(in: -300...600, using: &rng)) }
            func value(_ expression: Expression) -> Double {
                expression.value { variable in point[variables.firstIndex { $0 === variable } ?? 0] }
            }
            func randomExpression(_ rng: inout SeededGenerator) -> Expression {
                var expression = Expression()
                for _ in 0..<Int.random(in: 2...3, using: &rng) {
                    let variable = variables[Int.random(in: 0..<count, using: &rng)]
                    expression =
                        expression + Self.coefficients[Int.random(in: 0..<Self.coefficients.count, using: &rng)]
                        * variable
                }
                return expression
            }
            var made: [Constraint] = []
            for _ in 0..<required {
                let expression = randomExpression(&rng)
                let atPoint = value(expression)
                let slack = Bool.random(using: &rng) ? 0 : Double(Int.random(in: 0...50, using: &rng))
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: made.append(expression == atPoint)
                case 1: made.append(expression <= atPoint + slack)
                default: made.append(expression >= atPoint - slack)
                }
            }
            for (index, variable) in variables.enumerated() { // a box: every level's optimum is finite
                made.append(variable >= point[index] - 1000)
                made.append(variable <= point[index] + 1000)
            }
            let preferences = variables.enumerated().map { index, variable in
                variable == Double(Int.random(in: -500...900, using: &rng)) ~ Strength(Double(900 - 7 * index))
            }
            let others = (0..<others).map { _ -> Constraint in
                let expression = randomExpression(&rng)
                let constant = Double(Int.random(in: -200...200, using: &rng))
                let strength = Strength(
                    Self.otherPriorities[Int.random(in: 0..<Self.otherPriorities.count, using: &rng)])
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: return expression == constant ~ strength
                case 1: return expression <= constant ~ strength
                default: return expression >= constant ~ strength
                }
            }
            self.variables = variables
            self.required = made
            self.preferences = preferences
            self.others = others
            self.point = point
        }
    }

    /// A solver with `constraints` added in order, solved; a required one that fails is a
    /// test failure (the systems are feasible by construction).
    static func solve(
        _ constraints: [Constraint], _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Solver {
        let solver = Solver()
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
            } catch {
                Issue.record("\(context): \(error)", sourceLocation: sourceLocation)
            }
        }
        solver.updateVariables()
        return solver
    }

    /// How far `constraint` is from holding with the solver's values (0 when it holds): the
    /// error the solver minimises.
    static func violation(_ constraint: Constraint, in solver: Solver) -> Double {
        let value = constraint.expression.value(solver.value(of:))
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The statistics without the pivot count (which only grows).
    static func shape(_ solver: Solver) -> [Int] {
        let statistics = solver.statistics
        return [statistics.rows, statistics.symbols, statistics.terms, statistics.priorities]
    }

    /// The statistics that do not depend on the basis: rows, symbols and priorities. (How
    /// many terms the rows have does: the same constraints added in other orders give other
    /// counts — 268 or 325 for seed 41 — so after a different history only these must match.)
    static func size(_ solver: Solver) -> [Int] {
        let statistics = solver.statistics
        return [statistics.rows, statistics.symbols, statistics.priorities]
    }

    // MARK: Required constraints and order

    /// 120 systems: every required constraint holds; four other orders give the same values.
    @Test(arguments: 0..<120)
    func requiredConstraintsHoldAndOrderDoesNotMatter(seed: Int) {
        let system = FeasibleSystem(seed: seed)
        let reference = Self.solve(system.all, "seed \(seed)")
        #expect(reference.constraints.count == system.all.count)
        for constraint in system.required {
            #expect(constraint.isSatisfied(by: reference.value(of:), tolerance: 1e-6), "seed \(seed): \(constraint)")
        }
        var rng = SeededGenerator(seed: UInt64(seed) &+ 5000)
        for round in 0..<4 {
            let other = Self.solve(system.all.shuffled(using: &rng), "seed \(seed), order \(round)")
            for variable in system.variables {
                #expect(
                    abs(other.value(of: variable) - reference.value(of: variable)) <= 1e-6,
                    "seed \(seed), order \(round): \(variable) \(other.value(of: variable)) != \(reference.value(of: variable))"
                )
            }
        }
    }

    // MARK: Strict priorities

    /// 40 systems: at every priority, the summed error is the least the higher priorities
    /// allow, whatever lower priorities ask: it equals the error of a solve that has only the
    /// constraints at that priority and above.
    @Test(arguments: 0..<40)
    func everyPriorityIsOptimalGivenTheOnesAbove(seed: Int) {
        let system = FeasibleSystem(seed: seed, others: 30)
        let full = Self.solve(system.all, "seed \(seed)")
        let levels = Set(system.all.filter { !$0.strength.isRequired }.map(\.strength.priority)).sorted(by: >)
        for level in levels {
            let kept = system.all.filter { $0.strength.priority >= level }
            let restricted = Self.solve(kept, "seed \(seed) at \(level)")
            let atLevel = kept.filter { $0.strength.priority == level }
            let fullError = atLevel.reduce(0) { $0 + Self.violation($1, in: full) }
            let restrictedError = atLevel.reduce(0) { $0 + Self.violation($1, in: restricted) }
            #expect(
                abs(fullError - restrictedError) <= 1e-6 * (1 + restrictedError),
                "seed \(seed), priority \(level): \(fullError) with the lower priorities, \(restrictedError) without")
        }
    }

    /// One constraint against many weaker ones pulling the other way, directly or through
    /// other variables, added before or after it: it holds exactly. A thousand weaker ones
    /// at a dozen priorities, or a hundred at a hundred different priorities.
    @Test(arguments: [(0, 1000, 12), (1, 1000, 12), (2, 1000, 12), (3, 1000, 12), (4, 100, 100), (5, 100, 100)])
    func oneConstraintBeatsManyWeakerOnes(seed: Int, count: Int, levels: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 77)
        let x = Variable("x"), ys = (0..<20).map { Variable("y\($0)") }
        let level = Double(Int.random(in: 200...999, using: &rng))
        let target = Double(Int.random(in: -100...100, using: &rng))
        let strong = x == target ~ Strength(level)
        let lower = (0..<levels).map { _ in Strength(Double.random(in: 0.5..<level, using: &rng)) }
        var weaker: [Constraint] = []
        for _ in 0..<count {
            let pull = target + Double(Int.random(in: 1...500, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
            let strength = lower[Int.random(in: 0..<levels, using: &rng)]
            let y = ys[Int.random(in: 0..<ys.count, using: &rng)]
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: weaker.append(x == pull ~ strength)
            case 1: weaker.append(x + y == pull ~ strength)
            default: weaker.append((pull > target ? x >= pull : x <= pull) ~ strength)
            }
        }
        for strongFirst in [true, false] {
            let solver = Solver()
            try solver.addConstraints([x >= -1000, x <= 1000] + ys.flatMap { [$0 >= -1000, $0 <= 1000] })
            try solver.addConstraints(strongFirst ? [strong] + weaker : weaker + [strong])
            solver.updateVariables()
            #expect(
                abs(solver.value(of: x) - target) <= 1e-9, "seed \(seed), priority \(level): x = \(solver.value(of: x))"
            )
        }
    }

    // MARK: Undoing

    /// 60 systems: constraints of every strength (some failing) and edit variables added,
    /// values suggested, then all of it removed in a random order: the values, the rows, the
    /// symbols and the priorities are back where they were.
    @Test(arguments: 0..<60)
    func removingWhatWasAddedRestoresValuesAndTableau(seed: Int) throws {
        let system = FeasibleSystem(seed: seed)
        let solver = Self.solve(system.all, "seed \(seed)")
        let values = system.variables.map(solver.value(of:))
        let size = Self.size(solver)
        var rng = SeededGenerator(seed: UInt64(seed) &+ 9000)
        var added: [Constraint] = []
        for _ in 0..<30 {
            let a = system.variables[Int.random(in: 0..<system.variables.count, using: &rng)]
            let b = system.variables[Int.random(in: 0..<system.variables.count, using: &rng)]
            let constant = Double(Int.random(in: -2000...2000, using: &rng))
            let strength = [Strength.required, .strong, 751, .weak, 1][Int.random(in: 0..<5, using: &rng)]
            let constraint =
                [a - b == constant, a + b <= constant, a >= constant][Int.random(in: 0..<3, using: &rng)] ~ strength
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch {
                guard case .unsatisfiableConstraint = error else { throw error }
            }
        }
        let edited = Array(system.variables.shuffled(using: &rng).prefix(3))
        for variable in edited {
            try solver.addEditVariable(variable, strength: Strength(Double(Int.random(in: 1...999, using: &rng))))
            try solver.suggestValue(Double(Int.random(in: -500...500, using: &rng)), for: variable)
        }
        #expect(added.count > 5, "seed \(seed): only \(added.count) constraints could be added")
        for constraint in added.shuffled(using: &rng) { try solver.removeConstraint(constraint) }
        for variable in edited.shuffled(using: &rng) { try solver.removeEditVariable(variable) }
        solver.updateVariables()
        for (variable, value) in zip(system.variables, values) {
            #expect(abs(solver.value(of: variable) - value) <= 1e-6, "seed \(seed): \(variable)")
        }
        #expect(Self.size(solver) == size, "seed \(seed): rows, symbols, priorities")
        #expect(solver.constraints.map(ObjectIdentifier.init) == system.all.map(ObjectIdentifier.init))
    }

    /// 60 systems: every call that throws — a required constraint in conflict, a duplicate, a
    /// non-finite coefficient, an invalid strength, an unknown constraint or edit variable, a
    /// required edit variable, a non-finite suggestion — leaves the values, the constraints,
    /// the edit variables and the tableau as they were; and the solver then behaves exactly
    /// like a twin that never saw those calls.
    @Test(arguments: 0..<60)
    func failedCallsChangeNothing(seed: Int) throws {
        let system = FeasibleSystem(seed: seed)
        let solver = Self.solve(system.all, "seed \(seed)")
        let twin = Self.solve(system.all, "seed \(seed) twin")
        let edited = system.variables[0]
        for each in [solver, twin] {
            try each.addEditVariable(edited, strength: .strong)
            try each.suggestValue(42, for: edited)
        }
        var rng = SeededGenerator(seed: UInt64(seed) &+ 3)
        let pinned = system.required.filter { $0.relation == .equal }
        let nan = Double.nan
        var failing: [(String, () throws -> Void)] = [
            ("duplicate", { try solver.addConstraint(system.required[0]) }),
            ("NaN coefficient", { try solver.addConstraint(nan * system.variables[1] == 3) }),
            ("infinite constant", { try solver.addConstraint(system.variables[1] == .infinity) }),
            ("strength 0", { try solver.addConstraint(system.variables[1] == 3 ~ Strength(0)) }),
            ("strength 1001", { try solver.addConstraint(system.variables[1] == 3 ~ Strength(1001)) }),
            ("NaN strength", { try solver.addConstraint(system.variables[1] == 3 ~ Strength(.nan)) }),
            ("unknown constraint", { try solver.removeConstraint(system.variables[1] == 3) }),
            ("duplicate edit variable", { try solver.addEditVariable(edited, strength: .weak) }),
            ("required edit variable", { try solver.addEditVariable(system.variables[1], strength: .required) }),
            ("unknown edit variable", { try solver.removeEditVariable(system.variables[1]) }),
            ("suggestion to a non-edit variable", { try solver.suggestValue(1, for: system.variables[1]) }),
            ("NaN suggestion", { try solver.suggestValue(.nan, for: edited) }),
            ("infinite suggestion", { try solver.suggestValue(-.infinity, for: edited) })
        ]
        for constraint in pinned.prefix(4) { // expr == k holds, so expr == k + 5 cannot
            let shifted = Constraint(constraint.expression - 5, .equal)
            failing.append(("conflict with \(constraint)", { try solver.addConstraint(shifted) }))
        }
        for (what, call) in failing.shuffled(using: &rng) {
            let values = system.variables.map(solver.currentValue(of:))
            let shape = Self.shape(solver)
            let constraints = solver.constraints.map(ObjectIdentifier.init)
            #expect(throws: SolverError.self, "seed \(seed): \(what) did not throw") { try call() }
            #expect(system.variables.map(solver.currentValue(of:)) == values, "seed \(seed): \(what) moved a value")
            #expect(Self.shape(solver) == shape, "seed \(seed): \(what) changed the tableau")
            #expect(solver.constraints.map(ObjectIdentifier.init) == constraints, "seed \(seed): \(what)")
            #expect(
                solver.hasEditVariable(edited) && !solver.hasEditVariable(system.variables[1]), "seed \(seed): \(what)")
        }
        // Afterwards, the same changes give the same values as in the twin.
        for _ in 0..<10 {
            let a = system.variables[Int.random(in: 0..<system.variables.count, using: &rng)]
            let constraint = a == Double(Int.random(in: -300...300, using: &rng)) ~ .medium
            let value = Double(Int.random(in: -500...500, using: &rng))
            for each in [solver, twin] {
                try each.addConstraint(Constraint(constraint, strength: .medium))
                try each.suggestValue(value, for: edited)
                each.updateVariables()
            }
            for variable in system.variables {
                #expect(abs(solver.value(of: variable) - twin.value(of: variable)) <= 1e-9, "seed \(seed): \(variable)")
            }
        }
    }

    // MARK: Long runs

    /// 4 systems × 300 rounds: each round makes the same random changes (adds and removes
    /// constraints of every strength, suggests values for three edit variables) and undoes
    /// them. After every round the values and the size of the tableau are the baseline's (no
    /// residue), and no round pivots more than the first three did (no slowdown).
    @Test(arguments: 0..<4)
    func thousandsOfAddRemoveAndEditCyclesLeaveNoResidue(seed: Int) throws {
        let system = FeasibleSystem(seed: 500 + seed)
        let solver = Self.solve(system.all, "seed \(seed)")
        let edited = Array(system.variables.suffix(3))
        let rest = edited.map { solver.value(of: $0) }
        for (variable, value) in zip(edited, rest) {
            try solver.addEditVariable(variable, strength: 760)
            try solver.suggestValue(value, for: variable)
        }
        solver.updateVariables()
        let values = system.variables.map(solver.value(of:))
        let shape = Self.shape(solver)

        enum Step {
            case add(Int)
            case remove(Int)
            case suggest(Int, Double)
        }
        var rng = SeededGenerator(seed: UInt64(seed) &+ 600)
        var pool: [Constraint] = []
        var steps: [Step] = []
        var live: [Int] = []
        for _ in 0..<12 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !live.isEmpty:
                steps.append(.remove(live.remove(at: Int.random(in: 0..<live.count, using: &rng))))
            case 1:
                steps.append(
                    .suggest(Int.random(in: 0..<3, using: &rng), Double(Int.random(in: -400...400, using: &rng))))
            default:
                let a = system.variables[Int.random(in: 0..<system.variables.count, using: &rng)]
                let b = system.variables[Int.random(in: 0..<system.variables.count, using: &rng)]
                let strength = [Strength.strong, .medium, .weak, 999, 1][Int.random(in: 0..<5, using: &rng)]
                let constant = Double(Int.random(in: -300...300, using: &rng))
                pool.append(
                    [a - b == constant, a <= constant, a + b >= constant][Int.random(in: 0..<3, using: &rng)] ~ strength
                )
                live.append(pool.count - 1)
                steps.append(.add(pool.count - 1))
            }
        }
        var firstRounds = 0
        for round in 0..<300 {
            let start = solver.statistics.pivots
            var added: Set<Int> = []
            for step in steps {
                switch step {
                case .add(let index): try solver.addConstraint(pool[index]); added.insert(index)
                case .remove(let index): try solver.removeConstraint(pool[index]); added.remove(index)
                case .suggest(let which, let value): try solver.suggestValue(value, for: edited[which])
                }
            }
            for index in added.sorted() { try solver.removeConstraint(pool[index]) }
            for (variable, value) in zip(edited, rest) { try solver.suggestValue(value, for: variable) }
            solver.updateVariables()
            let pivots = solver.statistics.pivots - start
            if round < 3 { firstRounds = max(firstRounds, pivots) }
            #expect(
                pivots <= firstRounds,
                "seed \(seed), round \(round): \(pivots) pivots, the first rounds took \(firstRounds)")
            #expect(Self.shape(solver) == shape, "seed \(seed), round \(round): residue in the tableau")
            let drift = zip(system.variables, values).map { abs(solver.value(of: $0) - $1) }.max() ?? 0
            #expect(drift <= 1e-6, "seed \(seed), round \(round): values drifted by \(drift)")
            if Self.shape(solver) != shape || drift > 1e-6 { break }
        }
    }
}
