import Testing

@testable import Cassowary

/// A variable that a row could define only through a weak pivot stays free in S (rule 2 of
/// `SolverCore+Join.swift`): non-basic until a simplex moves it either way, then basic in S.
/// The system: `a = 4096·b` (required) defines `b` through its larger coefficient; `b = 1` at
/// 100, reduced against it, leaves only `a`, with a coefficient of 2⁻¹² beside its errors' 1.
@Suite struct FreeVariableTests {
    let a = Variable("a"), b = Variable("b")

    func solverWithWeakRow() throws -> (Solver, weakRow: Constraint) {
        let solver = Solver()
        try solver.addConstraint(a - 4096 * b == 0)
        let weakRow = b == 1 ~ Strength(100)
        try solver.addConstraint(weakRow)
        return (solver, weakRow)
    }

    @Test func theVariableEntersSOnItsWeakRow() throws {
        let (solver, _) = try solverWithWeakRow()
        let symbol = try #require(solver.core.registry.symbol(of: a))
        #expect(!solver.core.defining.isBasic(symbol))
        #expect(solver.core.basis.isBasic(symbol))
        // b = 1 holds: a = 4096.
        #expect(solver.solved(a) == 4096)
        #expect(solver.solved(b) == 1)
        solver.expectConsistent()
    }

    @Test func theVariableMovesDownWhenAStrongerRowAsks() throws {
        let (solver, _) = try solverWithWeakRow()
        try solver.addConstraint(a <= 100 ~ Strength(500))
        // The level at 500 wins: a = 100, b = 100/4096 (exact in binary).
        #expect(solver.solved(a) == 100)
        #expect(solver.solved(b) == 100.0 / 4096)
        solver.expectConsistent()
    }

    @Test func removingTheWeakRowLeavesAConsistentFreeVariable() throws {
        let (solver, weakRow) = try solverWithWeakRow()
        let cap = a <= 100 ~ Strength(500)
        try solver.addConstraint(cap)
        try solver.removeConstraint(weakRow)
        solver.expectConsistent("after removing the weak row")
        // Only `a ≤ 100` is left on `a`: nothing pulls it, it stays at 100, and it is free.
        #expect(solver.solved(a) == 100)
        #expect(solver.freedom(of: [a, b]) == [.free, .free])
        try solver.addConstraint(weakRow)
        #expect(solver.solved(a) == 100)
        solver.expectConsistent("after adding it back")
    }

    @Test func aRequiredRowOnTheFreeVariableHolds() throws {
        let (solver, _) = try solverWithWeakRow()
        try solver.addConstraint(a >= 5000)
        // Required beats the row at 100: a = 5000, b = 5000/4096.
        #expect(solver.solved(a) == 5000)
        #expect(abs(solver.solved(b) - 5000.0 / 4096) <= 1e-12)
        #expect(solver.freedom(of: [a, b]) == [.determined, .determined])
        solver.expectConsistent()
    }

    @Test func aFreeVariableNothingPullsStaysNonBasicAndFree() throws {
        let solver = Solver()
        try solver.addConstraint(a - 4096 * b == 0)
        // b ≥ 0 reduces to a/4096 ≥ 0: a weak pivot beside the slack's 1, so a stays free in S.
        try solver.addConstraint(b >= 0)
        let symbol = try #require(solver.core.registry.symbol(of: a))
        #expect(solver.core.isFreeNonBasic(symbol))
        #expect(solver.solved(a) == 0)
        // a may rise (b with it); lowering it is blocked, rising is not.
        #expect(solver.freedom(of: [a, b]) == [.free, .free])
        solver.expectConsistent()
    }
}
