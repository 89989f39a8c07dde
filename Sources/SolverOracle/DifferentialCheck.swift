import Cassowary

/// Runs a ``RandomSystem`` through `Cassowary.Solver` (and a twin fed the same operations)
/// and compares every step with the ``LexicographicOracle``.
///
/// What is compared, and with what tolerance:
///
/// - Required constraints hold at the solver's values within ``ToleranceRule``.
/// - Each priority's summed error equals the oracle's optimum, priority by priority from the
///   highest, each within the sum of its constraints' tolerances; the first priority that
///   differs decides (below it the optima are no longer comparable).
/// - An add the solver refuses as unsatisfiable is infeasible for the oracle too, and so is
///   the conflict set it reports; dropping any one conflict makes it feasible (minimal).
/// - A refused add leaves the values bit for bit and the statistics as they were.
/// - The twin gives the same bits.
///
/// A disagreement on a system small enough is re-checked with exact rationals: when the exact
/// oracle sides with the solver, it is the double oracle's rounding, not a solver failure
/// (``Discrepancy/Kind/oracleInexact``).
public struct DifferentialCheck {
    public struct Discrepancy: Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable, CaseIterable {
            case internalError = "internal error"
            case requiredViolated = "required constraint violated"
            case feasibleRejected = "feasible required set rejected"
            case infeasibleAccepted = "infeasible required set accepted"
            case levelWorse = "priority error above the optimum"
            case levelBetter = "priority error below the optimum"
            case failedAddChangedState = "a failed add changed the state"
            case conflictSetFeasible = "reported conflict set is satisfiable"
            case conflictSetNotMinimal = "reported conflict set is not minimal"
            case twinsDiffer = "a twin solver gives other bits"
            case unexpectedError = "unexpected error"
            case invariantBroken = "the solver's state is inconsistent"
            case oracleUndecided = "the double oracle gave no verdict"
            case oracleInexact = "the double oracle was wrong (exact oracle agrees with the solver)"

            /// Kinds that say something about the solver (the last two are about the oracle).
            public var isSolverFailure: Bool { self != .oracleUndecided && self != .oracleInexact }
        }

        public var kind: Kind
        public var step: Int
        public var detail: String
        /// The problem the oracle solved, for disagreements with it.
        public var problem: OracleProblem? = nil
        public var description: String { "step \(step): \(kind.rawValue): \(detail)" }
    }

    /// How far a result may be from exact: a constraint's left side `e = Σ aⱼ·xⱼ + c` may miss
    /// by `relative · max(1, |c| + Σ |aⱼ·xⱼ|)` at the solver's values `x` (the size of the
    /// numbers summed, times a small multiple of the rounding error a chain of pivots adds).
    public struct ToleranceRule: Sendable {
        public var relative: Double
        public init(relative: Double = 1e-9) { self.relative = relative }

        public func tolerance(_ constraint: OracleProblem.Constraint, _ values: [Double]) -> Double {
            relative * Swift.max(1, constraint.magnitude(values))
        }
    }

    public let system: RandomSystem
    public var rule = ToleranceRule()
    /// Systems with at most this many variables and constraints are re-checked exactly.
    public var exactLimit = 14
    /// Compare with the oracle after every `checkEvery`th operation (and after the last).
    public var checkEvery = 1
    /// Also check the solver's own invariants after every operation (a refactorization each).
    public var checksInvariants = false

    public init(_ system: RandomSystem) { self.system = system }

    public func run() -> [Discrepancy] {
        var run = RunState(system: system)
        var found: [Discrepancy] = []
        for step in system.operations.indices {
            found += run.apply(step, checker: self)
            if checksInvariants, let problem = run.solver.invariantViolations().first {
                found.append(.init(kind: .invariantBroken, step: step, detail: problem))
            }
            let isCheckpoint = (step + 1) % checkEvery == 0 || step == system.operations.count - 1
            if isCheckpoint && !found.contains(where: { $0.kind.isSolverFailure }) {
                found += compare(run, after: step)
            }
            if found.contains(where: { $0.kind.isSolverFailure }) { break }
        }
        return found
    }

    // MARK: Comparing with the oracle

    func compare(_ run: RunState, after step: Int) -> [Discrepancy] {
        let problem = system.problem(after: step + 1, refused: run.refused)
        let values = run.values()
        var found: [Discrepancy] = []
        for constraint in problem.constraints where constraint.isRequired {
            let miss = constraint.error(values), allowed = rule.tolerance(constraint, values)
            if miss > allowed {
                found.append(
                    .init(
                        kind: .requiredViolated, step: step,
                        detail: "\(describe(constraint)) misses by \(miss) (allowed \(allowed))"))
            }
        }
        if run.twinValues() != values.map(\.bitPattern) {
            found.append(.init(kind: .twinsDiffer, step: step, detail: "values differ in bits"))
        }
        switch LexicographicOracle.solve(problem, as: Double.self) {
        case .infeasible:
            found.append(
                confirm(
                    .init(
                        kind: .infeasibleAccepted, step: step,
                        detail: "the solver holds a required set the oracle finds infeasible"), problem, values))
        case .undecided(let why):
            found.append(.init(kind: .oracleUndecided, step: step, detail: why))
        case .optimal(let optimum, _):
            if var level = levelDisagreement(problem, values, optimum) {
                level.problem = problem
                found.append(confirm(level, problem, values, step: step))
            }
        }
        return found
    }

    /// The first priority whose summed error differs from the oracle's optimum by more than
    /// the sum of its constraints' tolerances.
    func levelDisagreement(_ problem: OracleProblem, _ values: [Double], _ optimum: [Double]) -> Discrepancy? {
        let errors = problem.levelErrors(values)
        for (index, level) in problem.levels.enumerated() {
            let allowed = problem.constraints.filter { !$0.isRequired && $0.priority == level }
                .reduce(0) { $0 + rule.tolerance($1, values) }
            let difference = errors[index] - optimum[index]
            if abs(difference) > allowed {
                return .init(
                    kind: difference > 0 ? .levelWorse : .levelBetter, step: -1,
                    detail: "priority \(level): solver \(errors[index]), optimum \(optimum[index]) (allowed \(allowed))"
                )
            }
        }
        return nil
    }

    /// Re-checks a disagreement exactly when the system is small: if the exact oracle sides
    /// with the solver, the double oracle was wrong.
    func confirm(_ discrepancy: Discrepancy, _ problem: OracleProblem, _ values: [Double], step: Int? = nil)
        -> Discrepancy
    {
        var discrepancy = discrepancy
        if let step { discrepancy.step = step }
        guard problem.variableCount <= exactLimit, problem.constraints.count <= exactLimit else { return discrepancy }
        switch LexicographicOracle.solve(problem, as: Rational.self) {
        case .infeasible:
            if discrepancy.kind == .infeasibleAccepted { return discrepancy }
        case .optimal(let exact, _):
            if discrepancy.kind == .infeasibleAccepted { break }
            if let level = levelDisagreement(problem, values, exact.map(\.doubleValue)) {
                discrepancy.kind = level.kind
                discrepancy.detail = level.detail + " (exact)"
                return discrepancy
            }
        case .undecided:
            return discrepancy
        }
        discrepancy.detail += " — but the exact oracle agrees with the solver"
        discrepancy.kind = .oracleInexact
        return discrepancy
    }

    /// Whether the required constraints of `problem` can hold, exactly when small.
    func requiredFeasible(_ problem: OracleProblem) -> Bool {
        if problem.variableCount <= exactLimit, problem.constraints.count <= exactLimit {
            return LexicographicOracle.requiredAreFeasible(problem, as: Rational.self)
        }
        return LexicographicOracle.requiredAreFeasible(problem, as: Double.self)
    }

    func describe(_ constraint: OracleProblem.Constraint) -> String {
        let terms = constraint.terms.map { "\($0.coefficient)*x\($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(constraint.constant) \(constraint.relation) 0 @\(constraint.priority)"
    }
}
