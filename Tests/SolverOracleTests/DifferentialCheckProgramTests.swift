import Testing

@testable import SolverOracle

/// Programs the generator never makes but a reduction can, by dropping the removal between two
/// adds of one constraint or the removal between two edits of one variable. The solver refuses
/// the second add (`duplicate constraint`) and the second edit rightly; the check must not call
/// that a solver failure, or a reduction of a real failure ends at this one instead.
struct DifferentialCheckProgramTests {
    let system = RandomSystem(
        variableCount: 2,
        constraints: [
            .init([.init(0, 1), .init(1, -1)], constant: -10, .equal, priority: 1000),
            .init([.init(0, 1)], constant: -4, .greaterThanOrEqual, priority: 500)
        ],
        operations: [
            .add(0), .add(1), .add(0), .addEdit(variable: 1, priority: 700), .suggest(variable: 1, value: 3),
            .addEdit(variable: 1, priority: 700), .suggest(variable: 1, value: 5), .remove(0), .add(0)
        ])

    @Test func repeatedAddsAndEditsAreNotApplied() {
        var check = DifferentialCheck(system)
        check.stopsAtFailure = false
        let found = check.run()
        #expect(found.isEmpty, "\(found.map(\.description))")
    }
}
