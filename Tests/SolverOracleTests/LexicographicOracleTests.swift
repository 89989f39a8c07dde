import Testing

@testable import SolverOracle

/// The oracle on problems whose optimum is worked out by hand, and its two arithmetics
/// against each other.
struct LexicographicOracleTests {
    typealias C = OracleProblem.Constraint
    typealias T = OracleProblem.Term

    /// Solves exactly and in doubles; both must agree. Returns the exact outcome.
    func solve(_ problem: OracleProblem) -> (errors: [Double], values: [Double])? {
        let exact = LexicographicOracle.solve(problem, as: Rational.self)
        let double = LexicographicOracle.solve(problem, as: Double.self)
        switch (exact, double) {
        case (.optimal(let e, let v), .optimal(let d, _)):
            #expect(zip(e, d).allSatisfy { abs($0.doubleValue - $1) <= 1e-9 * max(1, abs($1)) })
            return (e.map(\.doubleValue), v.map(\.doubleValue))
        case (.infeasible, .infeasible):
            return nil
        default:
            Issue.record("the two arithmetics disagree: \(exact) vs \(double)")
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

    @Test func doubleAndExactOraclesAgreeOnRandomSmallSystems() {
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
}
