import Testing

@testable import SolverOracle

/// The verdict on a solver's values (``LocalOptimality``), on points worked out by hand:
/// exact optima, optima rounded as a double solver would, wrong answers, and near ties.
struct LocalOptimalityTests {
    typealias C = OracleProblem.Constraint
    typealias T = OracleProblem.Term

    let rule = ToleranceRule()

    /// Decided exactly (no screen), and with the screen: both must say the same.
    func verdict(_ problem: OracleProblem, _ values: [Double]) -> LocalOptimality.Verdict {
        let exact = LocalOptimality.check(problem, values, rule: rule, budget: ExactBudget(screens: false))
        let screened = LocalOptimality.check(problem, values, rule: rule)
        #expect(summary(exact) == summary(screened), "exact \(exact) vs screened \(screened)")
        return exact
    }

    /// The verdict without the incidental: optimal, improvable at a level, near tie, undecided.
    func summary(_ verdict: LocalOptimality.Verdict) -> String {
        switch verdict {
        case .optimal: return "optimal"
        case .improvable(let level, _, _): return "improvable \(level)"
        case .nearTie(let level, _): return "near tie \(level)"
        case .overruled(let inner): return summary(inner)
        case .undecided: return "undecided"
        }
    }

    func violated(_ problem: OracleProblem, _ values: [Double]) -> [Int] {
        let scale = rule.scale(problem, values)
        let tolerances = problem.constraints.map { rule.tolerance($0, scale: scale) }
        return LocalOptimality.violatedRequired(
            problem, LocalOptimality.positions(problem, values, tolerances: tolerances))
    }

    /// x + y == 10 (required), x == 3 @900, y == 3 @800. By hand: x = 3 (priority 900 met),
    /// then y = 7 (priority 800's error 4).
    let twoPriorities = OracleProblem(
        variableCount: 2,
        constraints: [
            C([T(0, 1), T(1, 1)], constant: -10, .equal, priority: 1000),
            C([T(0, 1)], constant: -3, .equal, priority: 900),
            C([T(1, 1)], constant: -3, .equal, priority: 800)
        ])

    @Test func theExactOptimumIsOptimal() {
        #expect(violated(twoPriorities, [3, 7]).isEmpty)
        #expect(summary(verdict(twoPriorities, [3, 7])) == "optimal")
    }

    @Test func roundingWithinTheToleranceIsOptimal() {
        // S = 10: x == 3 may miss by 1e-9·(3 + 1·10) = 1.3e-8; the sum by 1e-9·(10 + 2·10).
        #expect(violated(twoPriorities, [3 + 1e-12, 7 - 1e-12]).isEmpty)
        #expect(summary(verdict(twoPriorities, [3 + 1e-12, 7 - 1e-12])) == "optimal")
        #expect(summary(verdict(twoPriorities, [3 + 1e-9, 7 - 1e-9])) == "optimal")
    }

    @Test func swappedPrioritiesCanBeImproved() {
        // x = 7, y = 3 serves priority 800 first. Moving d = (-1/2, +1/2) (‖d‖₁ = 1) keeps
        // x + y = 10 and reduces |x - 3| at rate 1/2 per unit of ‖d‖₁; priority 900's
        // coefficients weigh 1, so the rate is 1/2 — far beyond η.
        guard case .improvable(let level, let rate, let direction) = verdict(twoPriorities, [7, 3]) else {
            Issue.record("x = 7, y = 3 is not optimal")
            return
        }
        #expect(level == 0)
        #expect(rate == 0.5)
        #expect(direction == [-0.5, 0.5])
    }

    @Test func aMissBeyondTheToleranceIsAViolation() {
        #expect(violated(twoPriorities, [3, 8]) == [0])
        // The tolerance of x + y == 10 at S = 10 is 1e-9·(10 + 2·10) = 3e-8.
        #expect(violated(twoPriorities, [3, 7 + 2e-8]).isEmpty)
        #expect(violated(twoPriorities, [3, 7 + 4e-8]) == [0])
    }

    @Test func aNearTieIsNoFailureAndStopsTheComparison() {
        // x + y == 1, x >= 0, y >= 0 (required); x == 0 and (1 - 2⁻⁴⁰)·y == 0 @900; y == 0 @800.
        // On the segment, priority 900's error is x + (1 - 2⁻⁴⁰)·(1 - x) = 1 - 2⁻⁴⁰ + 2⁻⁴⁰·x:
        // least at x = 0, y = 1 (priority 800's error 1). At x = 1, y = 0 priority 900 is
        // 2⁻⁴⁰ ≈ 9e-13 worse — a near tie: moving back improves it at a rate of
        // 2⁻⁴¹ / (1 + 1 - 2⁻⁴⁰) ≈ 2.3e-13 per unit of ‖d‖₁ and coefficient, far below η — while
        // priority 800 is 1 better there. A double solver can take either vertex; the lower
        // priority is not judged (comparing it with its optimum, 1, would call 0 a failure).
        let problem = OracleProblem(
            variableCount: 2,
            constraints: [
                C([T(0, 1), T(1, 1)], constant: -1, .equal, priority: 1000),
                C([T(0, 1)], constant: 0, .greaterThanOrEqual, priority: 1000),
                C([T(1, 1)], constant: 0, .greaterThanOrEqual, priority: 1000),
                C([T(0, 1)], constant: 0, .equal, priority: 900),
                C([T(1, 1 - 0x1p-40)], constant: 0, .equal, priority: 900),
                C([T(1, 1)], constant: 0, .equal, priority: 800)
            ])
        #expect(summary(verdict(problem, [0, 1])) == "optimal")
        guard
            case .overruled(.nearTie(let level, let rate)) = LocalOptimality.check(
                problem, [1, 0], rule: rule, budget: ExactBudget(screens: false))
        else {
            Issue.record("x = 1, y = 0 is a near tie at priority 900")
            return
        }
        #expect(level == 0)
        #expect(rate > 0 && rate < 1e-12)
    }

    @Test func aRoundedHigherPriorityDoesNotMakeALowerOneFail() {
        // z == 1000 (required: the scale), x == 0 and y == 0 @900, 1000·x == 1 @800. By hand:
        // x = y = 0, errors [0, 1]. A double solver's y = 1e-10 is within y == 0's tolerance
        // 1e-9·(0 + 1·1000) = 1e-6. Comparing priority 800 with its optimum "given what the
        // solver achieved above" would allow priority 900 an error of 1e-10, spend it on x
        // (x = 1e-10: priority 800's error 1 - 1e-7) and fail the solver's 1 by 1e-7 — while
        // it is the exact optimum of the problem with y's constant moved by 1e-10. Here: optimal.
        let problem = OracleProblem(
            variableCount: 3,
            constraints: [
                C([T(2, 1)], constant: -1000, .equal, priority: 1000),
                C([T(0, 1)], constant: 0, .equal, priority: 900),
                C([T(1, 1)], constant: 0, .equal, priority: 900),
                C([T(0, 1000)], constant: -1, .equal, priority: 800)
            ])
        #expect(summary(verdict(problem, [0, 1e-10, 1000])) == "optimal")
        // But a y beyond its tolerance is a choice, not rounding: priority 900 is improvable.
        #expect(summary(verdict(problem, [0, 1e-5, 1000])) == "improvable 0")
    }

    @Test func improvementsAtLowerPrioritiesAreFoundInOrder() {
        // x + y + z == 30 (required); x == 10 @900; y == 10 @800; z == 0 @700. By hand: x = 10,
        // y = 10, z = 10, errors [0, 0, 10]. At x = 10, y = 15, z = 5 priority 900 is met,
        // priority 800 is 5 off and can be improved by moving z up: failure at priority 800.
        let problem = OracleProblem(
            variableCount: 3,
            constraints: [
                C([T(0, 1), T(1, 1), T(2, 1)], constant: -30, .equal, priority: 1000),
                C([T(0, 1)], constant: -10, .equal, priority: 900),
                C([T(1, 1)], constant: -10, .equal, priority: 800),
                C([T(2, 1)], constant: 0, .equal, priority: 700)
            ])
        #expect(summary(verdict(problem, [10, 10, 10])) == "optimal")
        #expect(summary(verdict(problem, [10, 15, 5])) == "improvable 1")
        #expect(summary(verdict(problem, [10, 5, 15])) == "improvable 1")
        #expect(summary(verdict(problem, [12, 10, 8])) == "improvable 0")
    }

    @Test func inequalitiesOnlyCountTheWayTheyAreViolated() {
        // x >= 5 @900 (error max(0, 5 - x)), x <= 8 @800, x == 20 @700. By hand: x in [5, 8]
        // meets the first two; then x as near 20 as that allows: x = 8, errors [0, 0, 12].
        let problem = OracleProblem(
            variableCount: 1,
            constraints: [
                C([T(0, 1)], constant: -5, .greaterThanOrEqual, priority: 900),
                C([T(0, 1)], constant: -8, .lessThanOrEqual, priority: 800),
                C([T(0, 1)], constant: -20, .equal, priority: 700)
            ])
        #expect(summary(verdict(problem, [8])) == "optimal")
        #expect(summary(verdict(problem, [6])) == "improvable 2")
        #expect(summary(verdict(problem, [9])) == "improvable 1")
        #expect(summary(verdict(problem, [4])) == "improvable 0")
    }
}
