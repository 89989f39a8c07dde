/// How robustly a set of required constraints is feasible, or infeasible, measured in the
/// units of their tolerances — decided exactly. This decides the verdicts on the solver's
/// refusals (``DifferentialCheck``): a double solver cannot be faulted for refusing a set that
/// is feasible only within rounding, nor for accepting one infeasible only within rounding.
///
/// Both measures use `wᵢ = |cᵢ| + ‖aᵢ‖₁·S`, the tolerance of ``ToleranceRule`` without its η
/// (so they compare directly with η), for a solution scale `S`.
///
/// - ``margin(_:variableCount:scale:pivotBudget:)``: the largest `μ <= 1` such that some `x`
///   satisfies every inequality with room to spare, `aᵢ·x + cᵢ <= -μ·wᵢ` (for `<=`), and every
///   equality *exactly*. Above η, the set stays feasible however its inequalities are moved
///   within their tolerances: refusing it is a failure. Equalities are held exact on purpose:
///   a set of exactly redundant equalities (`x + y == 10` twice, or the sum of two others) is
///   feasible, and Cassowary's contract is to accept it — moving one constant by a rounding
///   error would make it infeasible, but that is no excuse a user would accept.
/// - ``violation(_:variableCount:scale:pivotBudget:)``: the smallest `μ` such that some `x`
///   satisfies every constraint within `μ·wᵢ` (equalities too). Above η, the set stays
///   infeasible however every constraint is moved within its tolerance.
public enum FeasibilityMargin {
    public enum Measure: Sendable {
        case value(Rational)
        /// (``margin(_:variableCount:scale:pivotBudget:)`` only) infeasible even with no room.
        case infeasible
        case undecided(String)
    }

    public static func margin(_ constraints: [OracleProblem.Constraint], variableCount: Int, scale: Double,
                              pivotBudget: Int = 2_000) -> Measure {
        var program = LinearProgram()
        for _ in 0..<(2 * variableCount) { _ = program.addColumn() }
        let mu = program.addColumn()
        for constraint in constraints {
            let terms = leftSide(constraint)
            let width = weight(constraint, scale)
            switch constraint.relation {
            case .equal:
                program.addRow(terms, rhs: -constraint.constant)
            case .lessThanOrEqual:     // a·x + c + μw + s = 0
                let slack = program.addColumn()
                program.addRow(terms + [.init(index: mu, value: width), .init(index: slack, value: 1)], rhs: -constraint.constant)
            case .greaterThanOrEqual:  // a·x + c - μw - s = 0
                let slack = program.addColumn()
                program.addRow(terms + [.init(index: mu, value: -width), .init(index: slack, value: -1)], rhs: -constraint.constant)
            }
        }
        let cap = program.addColumn()
        program.addRow([.init(index: mu, value: 1), .init(index: cap, value: 1)], rhs: 1)   // μ <= 1
        program.addObjective([.init(index: mu, value: -1)])
        switch program.solveExactly(pivotBudget: pivotBudget) {
        case .infeasible: return .infeasible
        case .undecided(let why): return .undecided(why)
        case .optimal(_, let objectives, _): return .value(-objectives[0])
        }
    }

    public static func violation(_ constraints: [OracleProblem.Constraint], variableCount: Int, scale: Double,
                                 pivotBudget: Int = 2_000) -> Measure {
        var program = LinearProgram()
        for _ in 0..<(2 * variableCount) { _ = program.addColumn() }
        let mu = program.addColumn()
        for constraint in constraints {
            let terms = leftSide(constraint)
            let width = weight(constraint, scale)
            if constraint.relation != .greaterThanOrEqual {   // a·x + c <= μw
                let slack = program.addColumn()
                program.addRow(terms + [.init(index: mu, value: -width), .init(index: slack, value: 1)], rhs: -constraint.constant)
            }
            if constraint.relation != .lessThanOrEqual {      // a·x + c >= -μw
                let slack = program.addColumn()
                program.addRow(terms + [.init(index: mu, value: width), .init(index: slack, value: -1)], rhs: -constraint.constant)
            }
        }
        program.addObjective([.init(index: mu, value: 1)])
        switch program.solveExactly(pivotBudget: pivotBudget) {
        case .infeasible: return .undecided("the violation program is infeasible, which a large μ rules out")
        case .undecided(let why): return .undecided(why)
        case .optimal(_, let objectives, _): return .value(objectives[0])
        }
    }

    private static func leftSide(_ constraint: OracleProblem.Constraint) -> [LinearProgram.Term] {
        constraint.terms.flatMap {
            [LinearProgram.Term(index: 2 * $0.variable, value: $0.coefficient), .init(index: 2 * $0.variable + 1, value: -$0.coefficient)]
        }
    }

    /// `wᵢ = |cᵢ| + ‖aᵢ‖₁·S`.
    static func weight(_ constraint: OracleProblem.Constraint, _ scale: Double) -> Double {
        ToleranceRule(relative: 1).tolerance(constraint, scale: scale)
    }
}
