import Testing

@testable import SolverOracle

/// The exact simplex (``ExactSimplex``) on programs with known optima, from scratch and from
/// warm starts good and bad.
struct ExactSimplexTests {
    typealias Term = LinearProgram.Term

    /// Beale's example, on which Dantzig's rule with the textbook ratio test cycles:
    ///
    ///     minimise  -3/4 x₄ + 20 x₅ - 1/2 x₆ + 6 x₇
    ///     subject to 1/4 x₄ -  8 x₅ -     x₆ + 9 x₇ + s₁ = 0
    ///                1/2 x₄ - 12 x₅ - 1/2 x₆ + 3 x₇ + s₂ = 0
    ///                                     x₆        + s₃ = 1
    ///
    /// Optimum -5/4 at x₄ = 1, x₆ = 1 (Chvátal, Linear Programming, ch. 3).
    func beale() -> LinearProgram {
        var program = LinearProgram()
        for _ in 0..<7 { _ = program.addColumn() } // x4 x5 x6 x7 s1 s2 s3
        program.addRow(
            [
                Term(index: 0, value: 0.25), Term(index: 1, value: -8), Term(index: 2, value: -1),
                Term(index: 3, value: 9), Term(index: 4, value: 1)
            ], rhs: 0)
        program.addRow(
            [
                Term(index: 0, value: 0.5), Term(index: 1, value: -12), Term(index: 2, value: -0.5),
                Term(index: 3, value: 3), Term(index: 5, value: 1)
            ], rhs: 0)
        program.addRow([Term(index: 2, value: 1), Term(index: 6, value: 1)], rhs: 1)
        program.addObjective([
            Term(index: 0, value: -0.75), Term(index: 1, value: 20), Term(index: 2, value: -0.5),
            Term(index: 3, value: 6)
        ])
        return program
    }

    func optimum(_ outcome: LinearProgram.Outcome<Rational>) -> (values: [Rational], objectives: [Rational])? {
        if case .optimal(let values, let objectives, _) = outcome { return (values, objectives) }
        Issue.record("no optimum: \(outcome)")
        return nil
    }

    @Test func bealesExampleFromScratchAndWarm() {
        let program = beale()
        var cold = ExactSimplex(program, budget: ExactBudget())
        let fromScratch = optimum(cold.solve(warmStart: nil))
        #expect(fromScratch?.objectives == [Rational(-5) / Rational(4)])
        #expect(fromScratch.map { Array($0.values[0..<4]) } == [.one, .zero, .one, .zero])
        // Warm from the slack basis (feasible, not optimal), from the optimal basis, and from
        // a singular, infeasible guess: the same optimum each time.
        for warm in [[4, 5, 6], [0, 2, 5], [1, 1, 3]] {
            var simplex = ExactSimplex(program, budget: ExactBudget())
            #expect(optimum(simplex.solve(warmStart: warm))?.objectives == [Rational(-5) / Rational(4)], "warm \(warm)")
        }
        #expect(optimum(program.solveExactly())?.objectives == [Rational(-5) / Rational(4)])
        if case .optimal(_, let objectives, _) = program.solve(as: Rational.self) {
            #expect(objectives == [Rational(-5) / Rational(4)])
        }
    }

    @Test func objectivesAreMinimisedInOrder() {
        // x + y + s = 4, x, y, s >= 0; minimise (-x - y) then (x): the first objective is -4
        // anywhere on x + y = 4; the second puts x = 0 there.
        var program = LinearProgram()
        for _ in 0..<3 { _ = program.addColumn() }
        program.addRow([Term(index: 0, value: 1), Term(index: 1, value: 1), Term(index: 2, value: 1)], rhs: 4)
        program.addObjective([Term(index: 0, value: -1), Term(index: 1, value: -1)])
        program.addObjective([Term(index: 0, value: 1)])
        let result = optimum(program.solveExactly())
        #expect(result?.objectives == [Rational(-4), .zero])
        #expect(result?.values == [.zero, Rational(4), .zero])
    }

    @Test func stopsAtTheFirstObjectiveBelowItsBound() {
        // The same program with stopBelow: objective 0 reaches -4 < -1 — stopped there.
        var program = LinearProgram()
        for _ in 0..<3 { _ = program.addColumn() }
        program.addRow([Term(index: 0, value: 1), Term(index: 1, value: 1), Term(index: 2, value: 1)], rhs: 4)
        program.addObjective([Term(index: 0, value: -1), Term(index: 1, value: -1)])
        program.addObjective([Term(index: 0, value: 1)])
        guard case .stopped(let objective, _, let value) = program.solveExactly(stopBelow: [-1, -1]) else {
            Issue.record("it should stop at objective 0")
            return
        }
        #expect(objective == 0)
        #expect(value < Rational(-1))
    }

    @Test func infeasibleAndRedundantRows() {
        // x + y = 1 and x + y = 2: infeasible. x + y = 1 twice: the artificial column of the
        // redundant row stays basic at zero, the optimum is found.
        var infeasible = LinearProgram()
        for _ in 0..<2 { _ = infeasible.addColumn() }
        infeasible.addRow([Term(index: 0, value: 1), Term(index: 1, value: 1)], rhs: 1)
        infeasible.addRow([Term(index: 0, value: 1), Term(index: 1, value: 1)], rhs: 2)
        infeasible.addObjective([Term(index: 0, value: 1)])
        if case .infeasible = infeasible.solveExactly() {} else { Issue.record("x + y = 1 and = 2 are infeasible") }
        var redundant = LinearProgram()
        for _ in 0..<2 { _ = redundant.addColumn() }
        redundant.addRow([Term(index: 0, value: 1), Term(index: 1, value: 1)], rhs: 1)
        redundant.addRow([Term(index: 0, value: 2), Term(index: 1, value: 2)], rhs: 2)
        redundant.addObjective([Term(index: 0, value: -1)])
        #expect(optimum(redundant.solveExactly())?.values == [.one, .zero])
    }

    @Test func aWarmStartNeedsNoPivotWhenItIsOptimal() {
        // The doubles' basis of Beale's example is the optimum: no exact pivot, just the proof.
        let program = beale()
        guard case .optimal(_, _, let basis) = program.solve(as: Double.self, perturbed: true) else {
            Issue.record("the doubles solve Beale's example")
            return
        }
        var simplex = ExactSimplex(program, budget: ExactBudget())
        _ = simplex.solve(warmStart: basis)
        #expect(simplex.pivots <= 1)
    }

    @Test func aSpentBudgetIsUndecided() {
        var simplex = ExactSimplex(beale(), budget: ExactBudget(pivots: 0))
        if case .undecided = simplex.solve(warmStart: nil) {} else { Issue.record("no pivots allowed: undecided") }
    }
}
