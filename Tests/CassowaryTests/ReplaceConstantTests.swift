import Testing

@testable import Cassowary

/// `Solver.replaceConstant(of:with:)`: a constraint's constant moved in place, as a suggested
/// value moves an edit constraint. After each change the tableau is a consistent optimum, and
/// every variable the optimum determines has the value a fresh solver gives the same system.
@Suite struct ReplaceConstantTests {
    /// `constraint` with the constant `constant`.
    static func moved(_ constraint: Constraint, to constant: Double) -> Constraint {
        Constraint(
            Expression(constraint.expression.terms, constant: constant), constraint.relation,
            strength: constraint.strength)
    }

    @Test(arguments: 0..<12)
    func movedConstantsGiveTheSolutionOfAFreshSolver(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 7919)
        let variables = (0..<8).map { Variable("v\($0)") }
        let solver = Solver()
        var held: [Constraint] = []
        for v in variables {
            held += [v >= -1000, v <= 1000]
        }
        try solver.addConstraints(held)
        for constraint in RandomSystemTests.randomConstraints(variables, 24, using: &rng) {
            if (try? solver.addConstraint(constraint)) != nil { held.append(constraint) }
        }
        guard held.count > 2 * variables.count else { return }
        for step in 0..<12 {
            let index = Int.random(in: (2 * variables.count)..<held.count, using: &rng)
            let old = held[index]
            let replacement = Self.moved(
                old, to: old.expression.constant + Double(Int.random(in: -60...60, using: &rng)))
            do {
                try solver.replaceConstant(of: old, with: replacement)
                held[index] = replacement
                #expect(!solver.contains(old) && solver.contains(replacement))
            } catch {
                // Only a required constraint can fail, with a minimal conflict; nothing changed.
                guard case .unsatisfiableConstraint(let failed, let conflicts) = error else { throw error }
                #expect(failed === replacement && replacement.strength.isRequired)
                #expect(isMinimalConflict(conflicts, replacement), "seed \(seed) step \(step)")
                #expect(solver.contains(old) && !solver.contains(replacement))
            }
            solver.expectConsistent("seed \(seed) step \(step)")
            try expectSameDeterminedValues(solver, held, variables, "seed \(seed) step \(step)")
        }
        #expect(solver.constraints.count == held.count)
    }

    /// The determined variables of `solver` against a fresh solver given `constraints` in order.
    func expectSameDeterminedValues(
        _ solver: Solver, _ constraints: [Constraint], _ variables: [Variable], _ context: String
    ) throws {
        let fresh = Solver()
        try fresh.addConstraints(constraints)
        solver.updateVariables()
        fresh.updateVariables()
        for (variable, freedom) in zip(variables, solver.freedom(of: variables)) where freedom == .determined {
            expectClose(solver.value(of: variable), fresh.value(of: variable), "\(context): \(variable)")
        }
    }

    @Test func aRequiredConstantThatCannotHoldIsRefusedWithItsConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let atMost = x <= 50
        let exactly = x == 10
        try solver.addConstraints([atMost, exactly])
        #expect(solver.solved(x) == 10)
        let moved = Self.moved(exactly, to: -60) // x == 60
        let error = solverError { try solver.replaceConstant(of: exactly, with: moved) }
        guard case .unsatisfiableConstraint(let failed, let conflicts)? = error else {
            Issue.record("expected a conflict, got \(String(describing: error))")
            return
        }
        #expect(failed === moved)
        #expect(conflicts.count == 1 && conflicts.first === atMost)
        #expect(solver.contains(exactly))
        #expect(solver.solved(x) == 10)
        solver.expectConsistent()
    }

    /// A refused change puts the right-hand side back as it was kept, not by shifting it back:
    /// 0.1 + 1e16 - 1e16 is 0, and x would then read 0.
    @Test func aRefusedChangeRestoresTheRightHandSideBitForBit() throws {
        let x = Variable("x")
        let solver = Solver()
        let exactly = x == 0.1
        try solver.addConstraints([exactly, x <= 50])
        let before = solver.solved(x)
        #expect(before == 0.1)
        #expect(solverError { try solver.replaceConstant(of: exactly, with: Self.moved(exactly, to: -1e16)) } != nil)
        #expect(solver.solved(x).bitPattern == before.bitPattern)
        solver.expectConsistent()
    }

    @Test func onlyTheConstantMayDiffer() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let constraint = x == y + 10
        try solver.addConstraint(constraint)
        #expect(solverError { try solver.replaceConstant(of: constraint, with: x == 2 * y + 10) } != nil)
        #expect(solverError { try solver.replaceConstant(of: constraint, with: (x == y + 5) ~ .strong) } != nil)
        #expect(solverError { try solver.replaceConstant(of: x == y, with: x == y + 1) } != nil)
        let moved = Self.moved(constraint, to: -20)
        try solver.replaceConstant(of: constraint, with: moved)
        #expect(solverError { try solver.replaceConstant(of: constraint, with: x == y + 1) } != nil) // gone
        try solver.addConstraint(y == 5)
        #expect(solver.solved(x) == 25)
    }
}
