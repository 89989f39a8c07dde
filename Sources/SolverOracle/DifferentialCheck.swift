import Cassowary

/// Runs a ``RandomSystem`` through `Cassowary.Solver` (and a twin fed the same operations)
/// and judges every step.
///
/// What is checked, with the tolerances of ``ToleranceRule`` (η = 1e-9):
///
/// - Every required constraint holds within its tolerance `tᵢ` at the solver's values
///   (decided exactly). When one does not, the required set is measured
///   (``FeasibilityMargin/violation(_:variableCount:scale:beyond:budget:)``): infeasible beyond
///   η, the solver should have refused it (``Discrepancy/Kind/infeasibleAccepted``);
///   otherwise its values are simply wrong (``Discrepancy/Kind/requiredViolated``).
/// - The values are the exact lexicographic optimum of a problem within tolerance of the one
///   given (``LocalOptimality``): a priority that can still be improved at a rate beyond η
///   without making a higher one worse is a failure.
/// - An add the solver refuses as unsatisfiable must be of a required set that is not
///   feasible with a margin beyond η (``FeasibilityMargin/margin(_:variableCount:scale:beyond:budget:)``),
///   the conflict set it reports likewise, and dropping any one conflict must leave a set
///   not infeasible beyond η (minimal).
/// - A refused add leaves the values bit for bit and the statistics as they were.
/// - The twin gives the same bits.
///
/// Every solver failure is proved in exact arithmetic — a left side evaluated exactly, or an
/// exact simplex's optimum (``ExactSimplex``). When the exact work allowed
/// (``budget``: pivots and time) is not enough, the step is ``Discrepancy/Kind/oracleUndecided``, never
/// a solver failure.
public struct DifferentialCheck {
    public struct Discrepancy: Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable, CaseIterable {
            case internalError = "internal error"
            case nonFiniteValue = "a value is not finite"
            case requiredViolated = "required constraint violated"
            case infeasibleAccepted = "infeasible required set accepted"
            case feasibleRejected = "feasible required set rejected"
            case levelImprovable = "a priority's error can still be reduced"
            case failedAddChangedState = "a failed add changed the state"
            case conflictSetFeasible = "reported conflict set is satisfiable"
            case conflictSetNotMinimal = "reported conflict set is not minimal"
            case twinsDiffer = "a twin solver gives other bits"
            case unexpectedError = "unexpected error"
            case invariantBroken = "the solver's state is inconsistent"
            case tooManyPivots = "one operation took too many pivots"
            // Not solver failures:
            case nearTie = "a priority optimal only within tolerance (lower ones not judged)"
            case screenOverruled = "the double screen suspected a failure the exact check cleared"
            case oracleUndecided = "no exact verdict within the work allowed"

            /// Kinds that say something is wrong with the solver.
            public var isSolverFailure: Bool {
                switch self {
                case .nearTie, .screenOverruled, .oracleUndecided: return false
                default: return true
                }
            }
        }

        public var kind: Kind
        public var step: Int
        public var detail: String
        /// The problem at that step, for disagreements about values.
        public var problem: OracleProblem? = nil
        /// The solver's values at that step.
        public var values: [Double]? = nil
        public var description: String { "step \(step): \(kind.rawValue): \(detail)" }
    }

    public let system: RandomSystem
    public var rule = ToleranceRule()
    /// The exact work one verdict may take before it is ``Discrepancy/Kind/oracleUndecided``.
    public var budget = ExactBudget()
    /// Judge the values after every `checkEvery`th operation (and after the last).
    public var checkEvery = 1
    /// Also check the solver's own invariants after every operation (a refactorization each).
    public var checksInvariants = false
    /// The most pivots one operation may take: `10·rows + 1000`. A simplex pivot changes one
    /// basic column, and re-optimising after one change rarely needs more than a few per row;
    /// past this, the solver is cycling or stalling (it still finishes — the check cannot
    /// stop it — but the operation is reported).
    public func pivotsPerOperation(rows: Int) -> Int { 10 * rows + 1_000 }
    /// Stop after the first solver failure (the default) or run the whole history.
    public var stopsAtFailure = true
    /// Feed a twin solver the same operations and compare its bits (the default). Off, each
    /// operation costs half as much.
    public var checksTwin = true

    /// What a run went through: the operations applied and refused, and the verdicts given.
    public struct Tally: Sendable, CustomStringConvertible {
        public var operations = 0
        public var adds = 0
        public var refusedAdds = 0
        public var removals = 0
        public var editOperations = 0
        /// Values judged, and how many of those were optimal only within a near tie (lower
        /// priorities not judged) or had no exact verdict within the budget.
        public var judged = 0
        public var nearTies = 0
        public var undecided = 0
        public init() {}

        public static func + (a: Tally, b: Tally) -> Tally {
            var sum = a
            sum.operations += b.operations; sum.adds += b.adds; sum.refusedAdds += b.refusedAdds
            sum.removals += b.removals; sum.editOperations += b.editOperations
            sum.judged += b.judged; sum.nearTies += b.nearTies; sum.undecided += b.undecided
            return sum
        }

        public var description: String {
            "\(operations) operations (\(adds) adds, \(refusedAdds) refused; \(removals) removals; "
                + "\(editOperations) edit operations), \(judged) states judged (\(nearTies) near ties, \(undecided) undecided)"
        }
    }

    public init(_ system: RandomSystem) { self.system = system }

    public func run() -> [Discrepancy] {
        var tally = Tally()
        return run(tally: &tally)
    }

    /// ``run()``, adding what the run went through to `tally`.
    public func run(tally: inout Tally) -> [Discrepancy] {
        var run = RunState(system: system, twin: checksTwin)
        var found: [Discrepancy] = []
        for step in system.operations.indices {
            let before = run.solver.statistics.pivots
            let refusedBefore = run.refused.count
            found += run.apply(step, checker: self)
            tally.count(system.operations[step], refused: run.refused.count > refusedBefore)
            let pivots = run.solver.statistics.pivots - before, rows = run.solver.statistics.rows
            if pivots > pivotsPerOperation(rows: rows) {
                found.append(
                    .init(
                        kind: .tooManyPivots, step: step, detail: "\(pivots) pivots for one operation on \(rows) rows"))
            }
            if checksInvariants, let problem = run.solver.invariantViolations().first {
                found.append(.init(kind: .invariantBroken, step: step, detail: problem))
            }
            let isCheckpoint = (step + 1) % checkEvery == 0 || step == system.operations.count - 1
            if isCheckpoint && !found.contains(where: { $0.kind.isSolverFailure }) {
                let verdicts = compare(&run, after: step)
                tally.judged += 1
                tally.nearTies += verdicts.filter { $0.kind == .nearTie }.count
                tally.undecided += verdicts.filter { $0.kind == .oracleUndecided }.count
                found += verdicts
            }
            if stopsAtFailure && found.contains(where: { $0.kind.isSolverFailure }) { break }
        }
        return found
    }

    /// Applies the first `count` operations (all by default) with no checking, and returns the
    /// problem they leave (refused operations left out) and the solver's values.
    public func state(after count: Int? = nil) -> (problem: OracleProblem, values: [Double]) {
        var run = RunState(system: system, twin: false)
        let count = count ?? system.operations.count
        for step in 0..<count { _ = run.apply(step, checker: self) }
        return (system.problem(after: count, refused: run.refused), run.values())
    }

    // MARK: Judging the values

    func compare(_ run: inout RunState, after step: Int) -> [Discrepancy] {
        let problem = system.problem(after: step + 1, refused: run.refused)
        let values = run.values()
        var found: [Discrepancy] = []
        if let twin = run.twinValues(), twin != values.map(\.bitPattern) {
            found.append(.init(kind: .twinsDiffer, step: step, detail: "values differ in bits"))
        }
        found += judge(problem, values, step: step)
        return found
    }

    /// The verdict on `values` for `problem`: nothing, or what is wrong.
    public func judge(_ problem: OracleProblem, _ values: [Double], step: Int) -> [Discrepancy] {
        func found(_ kind: Discrepancy.Kind, _ detail: String) -> [Discrepancy] {
            [.init(kind: kind, step: step, detail: detail, problem: problem, values: values)]
        }
        if let bad = values.firstIndex(where: { !$0.isFinite }) {
            return found(.nonFiniteValue, "x\(bad) = \(values[bad])")
        }
        let scale = rule.scale(problem, values)
        let tolerances = problem.constraints.map { rule.tolerance($0, scale: scale) }
        let positions = LocalOptimality.positions(problem, values, tolerances: tolerances)
        let violated = LocalOptimality.violatedRequired(problem, positions)
        if let first = violated.first {
            let constraint = problem.constraints[first]
            let detail =
                "\(describe(constraint)) misses by \(constraint.error(values)) (allowed \(tolerances[first]))"
                + (violated.count > 1 ? " and \(violated.count - 1) more" : "")
            let required = problem.constraints.filter(\.isRequired)
            switch FeasibilityMargin.violation(
                required, variableCount: problem.variableCount, scale: scale,
                beyond: rule.relative, budget: budget)
            {
            case .beyond(let mu):
                return found(
                    .infeasibleAccepted,
                    detail
                        + "; the required set is infeasible by \(mu.doubleValue) (in units of the tolerances without η)"
                )
            default:
                return found(.requiredViolated, detail)
            }
        }
        switch LocalOptimality.check(problem, values, rule: rule, budget: budget) {
        case .optimal: return []
        case .improvable(let level, let rate, let direction):
            return found(.levelImprovable, improvableDetail(problem, values, level, rate, direction))
        case .nearTie(let level, let rate):
            return found(.nearTie, "priority \(problem.levels[level]) can be improved at rate \(rate)")
        case .overruled(let verdict):
            if case .nearTie(let level, let rate) = verdict {
                return found(
                    .nearTie, "priority \(problem.levels[level]) can be improved at rate \(rate) (the doubles saw more)"
                )
            }
            return found(.screenOverruled, "the doubles saw an improvement; exactly there is none")
        case .undecided(let why):
            return found(.oracleUndecided, why)
        }
    }

    func improvableDetail(
        _ problem: OracleProblem, _ values: [Double], _ level: Int, _ rate: Double, _ direction: [Double]
    ) -> String {
        let errors = problem.levelErrors(values)
        let moving = direction.enumerated().filter { $0.element != 0 }.map {
            "x\($0.offset) \($0.element > 0 ? "+" : "")\($0.element)"
        }
        return
            "priority \(problem.levels[level]): error \(errors[level]) can be reduced at rate \(rate) (beyond η) moving \(moving.joined(separator: ", "))"
    }

    func describe(_ constraint: OracleProblem.Constraint) -> String {
        let terms = constraint.terms.map { "\($0.coefficient)*x\($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(constraint.constant) \(constraint.relation) 0 @\(constraint.priority)"
    }
}

extension DifferentialCheck.Tally {
    mutating func count(_ operation: RandomSystem.Operation, refused: Bool) {
        switch operation {
        case .add:
            if refused { refusedAdds += 1 } else { adds += 1 }
        case .remove:
            if !refused { removals += 1 }
        case .addEdit, .suggest, .removeEdit:
            if !refused { editOperations += 1 }
        }
        if !refused { operations += 1 }
    }
}
