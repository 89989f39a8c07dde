import Testing

@testable import SolverOracle

/// The oracle on problems whose optimum is worked out by hand, and its two arithmetics
/// against each other.
struct LexicographicOracleTests {
    typealias C = OracleProblem.Constraint
    typealias T = OracleProblem.Term

    /// Solves three ways — the dense simplex exactly, the exact simplex warm-started from the
    /// doubles, and the dense simplex in doubles — which must agree (the two exact ones to the
    /// last bit). Returns the exact outcome.
    func solve(_ problem: OracleProblem) -> (errors: [Double], values: [Double])? {
        let exact = LexicographicOracle.solve(problem, as: Rational.self)
        let warm = LexicographicOracle.solveExactly(problem)
        let double = LexicographicOracle.solve(problem, as: Double.self)
        switch (exact, warm, double) {
        case (.optimal(let e, let v), .optimal(let w, _), .optimal(let d, _)):
            #expect(e == w, "dense exact \(e) vs warm-started exact \(w)")
            #expect(zip(e, d).allSatisfy { abs($0.doubleValue - $1) <= 1e-9 * max(1, abs($1)) })
            return (e.map(\.doubleValue), v.map(\.doubleValue))
        case (.infeasible, .infeasible, .infeasible):
            return nil
        default:
            Issue.record("the oracles disagree: \(exact) vs \(warm) vs \(double)")
            return nil
        }
    }

    @Test func strictPrioritiesBeatAnyNumberOfWeakerConstraints() {
        // x == 0 at 751 against three x == 10 at 750: the stronger one wins whole.
        let problem = OracleProblem(
            variableCount: 1,
            constraints: [
                C([T(0, 1)], constant: 0, .equal, priority: 751),
                C([T(0, 1)], constant: -10, .equal, priority: 750),
                C([T(0, 1)], constant: -10, .equal, priority: 750),
                C([T(0, 1)], constant: -10, .equal, priority: 750)
            ])
        let result = solve(problem)
        #expect(result?.errors == [0, 30])
        #expect(result?.values == [0])
    }

    @Test func requiredConstraintsHoldAndTheRestIsMinimisedInOrder() {
        // x >= 10 (required), x + y == 50 (required), x == 5 @750, y == 45 @500:
        // x cannot be 5, so x = 10 (error 5), then y = 40 (error 5).
        let problem = OracleProblem(
            variableCount: 2,
            constraints: [
                C([T(0, 1)], constant: -10, .greaterThanOrEqual, priority: 1000),
                C([T(0, 1), T(1, 1)], constant: -50, .equal, priority: 1000),
                C([T(0, 1)], constant: -5, .equal, priority: 750),
                C([T(1, 1)], constant: -45, .equal, priority: 500)
            ])
        let result = solve(problem)
        #expect(result?.errors == [5, 5])
        #expect(result?.values == [10, 40])
    }

    @Test func withinAPriorityTheSummedErrorIsMinimised() {
        // x == 0, x == 10, x == 30, all at 500: any x in [0, 30] gives 30 + |x - 10| ... the
        // sum |x| + |x - 10| + |x - 30| is smallest at the median, x = 10, with 30.
        let problem = OracleProblem(
            variableCount: 1,
            constraints: [
                C([T(0, 1)], constant: 0, .equal, priority: 500),
                C([T(0, 1)], constant: -10, .equal, priority: 500),
                C([T(0, 1)], constant: -30, .equal, priority: 500)
            ])
        #expect(solve(problem)?.errors == [30])
        #expect(solve(problem)?.values == [10])
    }

    @Test func infeasibleRequiredConstraintsAreReported() {
        let problem = OracleProblem(
            variableCount: 2,
            constraints: [
                C([T(0, 1), T(1, -1)], constant: 5, .lessThanOrEqual, priority: 1000), // x + 5 <= y
                C([T(1, 1), T(0, -1)], constant: 5, .lessThanOrEqual, priority: 1000) // y + 5 <= x
            ])
        #expect(solve(problem) == nil)
        #expect(!LexicographicOracle.requiredAreFeasible(problem, as: Rational.self))
        var relaxed = problem
        relaxed.constraints[1].constant = -5 // y - 5 <= x: now x - y in [-5, 5]
        #expect(LexicographicOracle.requiredAreFeasible(relaxed, as: Rational.self))
    }

    @Test func redundantRequiredEqualitiesAreDropped() {
        // x + y == 10 twice and 2x + 2y == 20: one equation; then x == 3 @250.
        let problem = OracleProblem(
            variableCount: 2,
            constraints: [
                C([T(0, 1), T(1, 1)], constant: -10, .equal, priority: 1000),
                C([T(0, 1), T(1, 1)], constant: -10, .equal, priority: 1000),
                C([T(0, 2), T(1, 2)], constant: -20, .equal, priority: 1000),
                C([T(0, 1)], constant: -3, .equal, priority: 250)
            ])
        let result = solve(problem)
        #expect(result?.errors == [0])
        #expect(result?.values == [3, 7])
    }

    @Test func theSeedLayoutHasTheFramesOfTheCookbook() {
        // The seed's horizontal axis: root 320 wide; gray view at the standard 20 from both
        // sides; its button 20 from its left with an intrinsic width of 46 (hugging 250,
        // compression 750). Variables: 0 gray.left, 1 gray.width, 2 button.left, 3 button.width.
        let problem = OracleProblem(
            variableCount: 4,
            constraints: [
                C([T(0, 1)], constant: -20, .equal, priority: 1000),
                C([T(0, 1), T(1, 1)], constant: -300, .equal, priority: 1000),
                C([T(2, 1), T(0, -1)], constant: -20, .equal, priority: 1000),
                C([T(3, 1)], constant: -46, .lessThanOrEqual, priority: 250),
                C([T(3, 1)], constant: -46, .greaterThanOrEqual, priority: 750)
            ])
        #expect(solve(problem)?.values == [20, 280, 40, 46])
    }

    @Test func allThreeOraclesAgreeOnRandomSmallSystems() {
        var random = SeededGenerator(seed: 2026)
        let shape = RandomSystem.Shape(
            variables: 2...6, priorities: 1...5, operations: 4...12,
            coefficients: [.unit, .small, .dyadic])
        var solved = 0
        for index in 0..<60 {
            let system = RandomSystem(seed: UInt64(index), shape: shape, using: &random)
            let problem = system.problem(after: system.operations.count)
            if solve(problem) != nil { solved += 1 }
        }
        #expect(solved > 30, "most random small systems are feasible")
    }

    @Test func aReducedCostBelowAnAbsoluteToleranceStillCounts() {
        // y == 2⁻³²·x (required), y == 1 @500, x == 0 @250. By hand: priority 500 is met
        // exactly only with y = 1, so x = 2³² = 4294967296; priority 250's error is then 2³².
        // Moving x by one unit changes priority 500's error by 2⁻³² ≈ 2.3e-10: a reduced
        // cost an absolute tolerance of 1e-9 (the double oracle's, before) reads as zero, so
        // it stayed at x = y = 0 with errors [1, 0] — wrong at the first priority.
        let problem = OracleProblem(
            variableCount: 2,
            constraints: [
                C([T(0, 0x1p-32), T(1, -1)], constant: 0, .equal, priority: 1000),
                C([T(1, 1)], constant: -1, .equal, priority: 500),
                C([T(0, 1)], constant: 0, .equal, priority: 250)
            ])
        let result = solve(problem)
        #expect(result?.errors == [0, 4_294_967_296])
        #expect(result?.values == [4_294_967_296, 1])
        // The old reading, reproduced with an absolute tolerance of 1e-9 on every sign:
        if case .optimal(let errors, _) = LexicographicOracle.solve(problem, as: AbsoluteToleranceDouble.self) {
            #expect(errors.map(\.value) == [1, 0])
        } else {
            Issue.record("the absolute-tolerance oracle found no optimum")
        }
    }

    @Test func aDecimalSumIsExactlyNotRedundant() {
        // x == 0.1, y == 0.2, x + y == 0.3 (required). In doubles 0.1 + 0.2 is not 0.3, and
        // the exact values of those doubles do not add up either (0.1 + 0.2 - 0.3 is 2⁻⁵⁴·… ≈
        // 2.8e-17 exactly): the set is infeasible — by a rounding error. The double oracle
        // reads that miss as zero; the exact oracles find it. Which a double solver does is
        // its own business: FeasibilityMargin calls the set neither feasible nor infeasible
        // beyond tolerance, so accepting and refusing it are both right.
        let problem = OracleProblem(
            variableCount: 2,
            constraints: [
                C([T(0, 1)], constant: -0.1, .equal, priority: 1000),
                C([T(1, 1)], constant: -0.2, .equal, priority: 1000),
                C([T(0, 1), T(1, 1)], constant: -0.3, .equal, priority: 1000)
            ])
        if case .infeasible = LexicographicOracle.solve(problem, as: Rational.self) {
        } else {
            Issue.record("exactly infeasible")
        }
        if case .infeasible = LexicographicOracle.solveExactly(problem) {} else { Issue.record("exactly infeasible") }
        if case .optimal(_, let values) = LexicographicOracle.solve(problem, as: Double.self) {
            #expect(abs(values[0] - 0.1) < 1e-15 && abs(values[1] - 0.2) < 1e-15)
        } else {
            Issue.record("feasible within rounding in doubles")
        }
    }

    @Test func priorityTradeOffsAreStrictEvenAtExtremeRates() {
        // x == 0 @900 and 2⁻²⁰·x == 1 @800 (that is, x = 2²⁰ would satisfy it). Strict
        // priorities: x = 0, errors [0, 1]; any x > 0 costs priority 900 |x| to save priority
        // 800 only 2⁻²⁰·x — a weighted sum with weights closer than 2²⁰ would move x.
        let problem = OracleProblem(
            variableCount: 1,
            constraints: [
                C([T(0, 1)], constant: 0, .equal, priority: 900),
                C([T(0, 0x1p-20)], constant: -1, .equal, priority: 800)
            ])
        let result = solve(problem)
        #expect(result?.errors == [0, 1])
        #expect(result?.values == [0])
    }
}

/// A double whose sign is read with an absolute tolerance of 1e-9 and whose cancellations are
/// not cleaned up: the double oracle as it was, to show what it got wrong.
struct AbsoluteToleranceDouble: OracleScalar {
    var value: Double
    init(_ value: Double) { self.value = value }
    static var zero: Self { Self(0) }
    static var one: Self { Self(1) }
    static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.value + rhs.value) }
    static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.value - rhs.value) }
    static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.value * rhs.value) }
    static func / (lhs: Self, rhs: Self) -> Self { Self(lhs.value / rhs.value) }
    static prefix func - (operand: Self) -> Self { Self(-operand.value) }
    var sign: Int { value > 1e-9 ? 1 : (value < -1e-9 ? -1 : 0) }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
    var doubleValue: Double { value }
    static var isExact: Bool { false }
    static func settled(_ value: Self, scale: Double) -> Self { value }
}
