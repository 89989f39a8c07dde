import Testing

@testable import SolverOracle

/// How robustly required sets are feasible or infeasible (``FeasibilityMargin``), against
/// margins worked out by hand. `wᵢ = |cᵢ| + ‖aᵢ‖₁·S`; here S = 1 unless said.
struct FeasibilityMarginTests {
    typealias C = OracleProblem.Constraint
    typealias T = OracleProblem.Term

    let eta = 1e-9
    let exactly = ExactBudget(screens: false)

    func margin(_ constraints: [C], variables: Int, scale: Double = 1, budget: ExactBudget? = nil) -> String {
        describe(
            FeasibilityMargin.margin(
                constraints, variableCount: variables, scale: scale, beyond: eta, budget: budget ?? exactly))
    }

    func violation(_ constraints: [C], variables: Int, scale: Double = 1, budget: ExactBudget? = nil) -> String {
        describe(
            FeasibilityMargin.violation(
                constraints, variableCount: variables, scale: scale, beyond: eta, budget: budget ?? exactly))
    }

    func describe(_ verdict: FeasibilityMargin.Verdict) -> String {
        switch verdict {
        case .beyond(let measure): return "beyond \(measure)"
        case .notBeyond: return "not beyond"
        case .undecided(let why): return "undecided: \(why)"
        }
    }

    @Test func roomInsideAnIntervalIsItsMargin() {
        // x >= 0 (w = 1) and x - 1 <= 0 (w = |-1| + 1 = 2): μ <= x <= 1 - 2μ, so μ = 1/3.
        let interval = [
            C([T(0, 1)], constant: 0, .greaterThanOrEqual, priority: 1000),
            C([T(0, 1)], constant: -1, .lessThanOrEqual, priority: 1000)
        ]
        #expect(margin(interval, variables: 1) == "beyond 1/3")
        #expect(margin(interval, variables: 1, budget: ExactBudget()) == "beyond 1/3")
    }

    @Test func aSliverIsFeasibleOnlyWithinTolerance() {
        // x >= 0 and x <= 1e-12: μ·1 <= x <= 1e-12 - μ·(1e-12 + 1), μ ≈ 5e-13 < η. Refusing it
        // is no failure.
        let sliver = [
            C([T(0, 1)], constant: 0, .greaterThanOrEqual, priority: 1000),
            C([T(0, 1)], constant: -1e-12, .lessThanOrEqual, priority: 1000)
        ]
        #expect(margin(sliver, variables: 1) == "not beyond")
        #expect(margin(sliver, variables: 1, budget: ExactBudget()) == "not beyond")
    }

    @Test func exactlyRedundantEqualitiesMustBeAccepted() {
        // x + y == 10 twice and 2x + 2y == 20, x >= 0, y >= 0: feasible, and the equalities are
        // held exact, so the margin is the inequalities' room: x, y >= μ·S·1 with x + y = 10 and
        // S = 10: μ <= 1/2, capped at 1 — beyond η. A solver that refuses one of them fails.
        let set = [
            C([T(0, 1), T(1, 1)], constant: -10, .equal, priority: 1000),
            C([T(0, 1), T(1, 1)], constant: -10, .equal, priority: 1000),
            C([T(0, 2), T(1, 2)], constant: -20, .equal, priority: 1000),
            C([T(0, 1)], constant: 0, .greaterThanOrEqual, priority: 1000),
            C([T(1, 1)], constant: 0, .greaterThanOrEqual, priority: 1000)
        ]
        #expect(margin(set, variables: 2, scale: 10) == "beyond 1/2")
    }

    @Test func aDecimalNearRedundancyIsNeitherWay() {
        // x == 0.1, y == 0.2, x + y == 0.3 as doubles: exactly infeasible, by about 2.8e-17 —
        // so no margin, and a violation far below η: accepting and refusing are both right.
        let set = [
            C([T(0, 1)], constant: -0.1, .equal, priority: 1000),
            C([T(1, 1)], constant: -0.2, .equal, priority: 1000),
            C([T(0, 1), T(1, 1)], constant: -0.3, .equal, priority: 1000)
        ]
        #expect(margin(set, variables: 2) == "not beyond")
        #expect(violation(set, variables: 2) == "not beyond")
    }

    @Test func aContradictionIsInfeasibleBeyondTolerance() {
        // x <= 0 (w = 1) and x >= 1 (x - 1 >= 0, w = 2): x <= μ and x >= 1 - 2μ, so μ = 1/3.
        let set = [
            C([T(0, 1)], constant: 0, .lessThanOrEqual, priority: 1000),
            C([T(0, 1)], constant: -1, .greaterThanOrEqual, priority: 1000)
        ]
        #expect(violation(set, variables: 1) == "beyond 1/3")
        #expect(violation(set, variables: 1, budget: ExactBudget()) == "beyond 1/3")
        #expect(margin(set, variables: 1) == "not beyond")
    }

    @Test func aCycleOfGapsIsInfeasibleByItsTotal() {
        // x - y + 5 <= 0 and y - x + 5 <= 0 (each w = 5 + 2·S, S = 1: 7): adding them, 10 <=
        // 14μ, so μ = 5/7.
        let set = [
            C([T(0, 1), T(1, -1)], constant: 5, .lessThanOrEqual, priority: 1000),
            C([T(1, 1), T(0, -1)], constant: 5, .lessThanOrEqual, priority: 1000)
        ]
        #expect(violation(set, variables: 2) == "beyond 5/7")
    }
}
