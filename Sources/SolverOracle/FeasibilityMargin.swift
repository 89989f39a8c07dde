/// How robustly a set of required constraints is feasible, or infeasible, measured in the
/// units of their tolerances — decided exactly. This decides the verdicts on the solver's
/// refusals (``DifferentialCheck``): a double solver cannot be faulted for refusing a set that
/// is feasible only within rounding, nor for accepting one infeasible only within rounding.
///
/// Both measures use `wᵢ = |cᵢ| + ‖aᵢ‖₁·S`, the tolerance of ``ToleranceRule`` without its η
/// (so they compare directly with η), for a solution scale `S`.
///
/// - ``margin(_:variableCount:scale:beyond:budget:)``: the largest `μ <= 1` such that some `x`
///   satisfies every inequality with room to spare, `aᵢ·x + cᵢ <= -μ·wᵢ` (for `<=`), and every
///   equality *exactly*. Above η, the set stays feasible however its inequalities are moved
///   within their tolerances: refusing it is a failure. Equalities are held exact on purpose:
///   a set of exactly redundant equalities (`x + y == 10` twice, or the sum of two others) is
///   feasible, and Cassowary's contract is to accept it — moving one constant by a rounding
///   error would make it infeasible, but that is no excuse a user would accept.
/// - ``violation(_:variableCount:scale:beyond:budget:)``: the smallest `μ` such that some `x`
///   satisfies every constraint within `μ·wᵢ` (equalities too). Above η, the set stays
///   infeasible however every constraint is moved within its tolerance.
public enum FeasibilityMargin {
    public enum Verdict: Sendable {
        /// Beyond η, proved exactly (the measure's exact value).
        case beyond(Rational)
        /// Not beyond η: exactly, or because the doubles see the measure below η/2 (a screen
        /// that may miss a case, never invent one), or (``margin(_:variableCount:scale:beyond:budget:)``)
        /// infeasible outright.
        case notBeyond
        case undecided(String)
    }

    /// Whether the largest `μ <= 1` with every inequality satisfied with room `μ·wᵢ` and
    /// every equality exactly is above `eta`.
    public static func margin(
        _ constraints: [OracleProblem.Constraint], variableCount: Int, scale: Double,
        beyond eta: Double, budget: ExactBudget = ExactBudget()
    ) -> Verdict {
        var program = LinearProgram()
        for _ in 0..<(2 * variableCount) { _ = program.addColumn() }
        let mu = program.addColumn()
        for constraint in constraints {
            let terms = leftSide(constraint)
            let width = weight(constraint, scale)
            switch constraint.relation {
            case .equal:
                program.addRow(terms, rhs: -constraint.constant)
            case .lessThanOrEqual: // a·x + c + μw + s = 0
                let slack = program.addColumn()
                program.addRow(
                    terms + [.init(index: mu, value: width), .init(index: slack, value: 1)], rhs: -constraint.constant)
            case .greaterThanOrEqual: // a·x + c - μw - s = 0
                let slack = program.addColumn()
                program.addRow(
                    terms + [.init(index: mu, value: -width), .init(index: slack, value: -1)], rhs: -constraint.constant
                )
            }
        }
        let cap = program.addColumn()
        program.addRow([.init(index: mu, value: 1), .init(index: cap, value: 1)], rhs: 1) // μ <= 1
        program.addObjective([.init(index: mu, value: -1)])
        return decide(program, eta, sign: -1, budget: budget)
    }

    /// Whether the smallest `μ` with every constraint (equalities too) satisfied within
    /// `μ·wᵢ` is above `eta`.
    public static func violation(
        _ constraints: [OracleProblem.Constraint], variableCount: Int, scale: Double,
        beyond eta: Double, budget: ExactBudget = ExactBudget()
    ) -> Verdict {
        var program = LinearProgram()
        for _ in 0..<(2 * variableCount) { _ = program.addColumn() }
        let mu = program.addColumn()
        for constraint in constraints {
            let terms = leftSide(constraint)
            let width = weight(constraint, scale)
            if constraint.relation != .greaterThanOrEqual { // a·x + c <= μw
                let slack = program.addColumn()
                program.addRow(
                    terms + [.init(index: mu, value: -width), .init(index: slack, value: 1)], rhs: -constraint.constant)
            }
            if constraint.relation != .lessThanOrEqual { // a·x + c >= -μw
                let slack = program.addColumn()
                program.addRow(
                    terms + [.init(index: mu, value: width), .init(index: slack, value: -1)], rhs: -constraint.constant)
            }
        }
        program.addObjective([.init(index: mu, value: 1)])
        return decide(program, eta, sign: 1, budget: budget)
    }

    /// The measure is `sign ·` the program's optimum. The doubles first; exactly unless they
    /// put it clearly at or below η (below η/2, or infeasible).
    private static func decide(_ program: LinearProgram, _ eta: Double, sign: Double, budget: ExactBudget) -> Verdict {
        var warm: [Int]? = nil
        switch program.solve(as: Double.self, perturbed: true) {
        case .infeasible where budget.screens: return .notBeyond
        case .infeasible: break
        case .optimal(_, let objectives, let basis):
            if budget.screens && sign * objectives[0] < eta / 2 { return .notBeyond }
            warm = basis
        case .undecided, .stopped: break
        }
        switch program.solveExactly(warmStart: warm, budget: budget) {
        case .infeasible: return .notBeyond
        case .undecided(let why): return .undecided(why)
        case .stopped: return .undecided("stopped")
        case .optimal(_, let objectives, _):
            let measure = sign < 0 ? -objectives[0] : objectives[0]
            return Rational(exactly: eta) < measure ? .beyond(measure) : .notBeyond
        }
    }

    private static func leftSide(_ constraint: OracleProblem.Constraint) -> [LinearProgram.Term] {
        constraint.terms.flatMap {
            [
                LinearProgram.Term(index: 2 * $0.variable, value: $0.coefficient),
                .init(index: 2 * $0.variable + 1, value: -$0.coefficient)
            ]
        }
    }

    /// `wᵢ = |cᵢ| + ‖aᵢ‖₁·S`.
    static func weight(_ constraint: OracleProblem.Constraint, _ scale: Double) -> Double {
        ToleranceRule(relative: 1).tolerance(constraint, scale: scale)
    }
}
