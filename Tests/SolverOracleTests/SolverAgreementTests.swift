import Cassowary
import LayoutFuzzing
import SolverOracle
import Testing

/// The `Cassowary` solver, through its public API, against the independent exact oracle, on
/// seeded random systems (``RandomSystem``: 2 to 60 variables, up to 40 priority levels drawn
/// with many ties, coefficients from 1e-3 to 1e3 in five classes, chains, cycles of
/// inequalities, duplicated and redundant equalities, conflicting required constraints, edit
/// variables, removals and re-adds). After every operation (every few on the larger systems)
/// ``DifferentialCheck`` asks, with the tolerances of ``ToleranceRule``:
///
/// - does every required constraint hold, and was every refused add infeasible, with a
///   minimal conflict set;
/// - is each priority level's summed error the least it can be while the levels above keep
///   theirs — the exact lexicographic optimum of a problem within tolerance, decided on the
///   levels' errors, not on the variables' values, which ties leave free
///   (``LocalOptimality``);
/// - did a failed add leave the values bit for bit, and does a twin solver fed the same
///   operations give the same bits.
///
/// Every failure is proved in exact arithmetic. Each batch is one test case (they run in
/// parallel); a failure names the `solver-check` command that checks that system alone,
/// prints it as a program and reduces it (`--reduce`). The long run is
/// `Scripts/solver-check.sh`.
struct SolverAgreementTests {
    struct Batch: Sendable, CustomTestStringConvertible {
        var coefficients: RandomSystem.Coefficients
        var variables: ClosedRange<Int>
        var priorities: ClosedRange<Int>
        var operations: ClosedRange<Int>
        var systems: Int
        var seed: UInt64
        /// Judge the values after every `checkEvery`th operation (and after the last).
        var checkEvery = 1

        var shape: RandomSystem.Shape {
            .init(variables: variables, priorities: priorities, operations: operations, coefficients: [coefficients])
        }

        /// The `solver-check` arguments that make and check the same systems.
        func arguments(only index: Int) -> String {
            "--seed \(seed) --only \(index) --coefficients \(coefficients) --check-every \(checkEvery) "
                + "--variables \(variables.lowerBound)-\(variables.upperBound) "
                + "--priorities \(priorities.lowerBound)-\(priorities.upperBound) "
                + "--operations \(operations.lowerBound)-\(operations.upperBound)"
        }

        var testDescription: String { "\(systems) systems, \(variables) variables, \(coefficients)" }
    }

    /// The coefficient classes checked: unit and small coefficients, as in layouts. (The
    /// scaled classes — dyadic, decimal, full, 1e-3 to 1e3 — fail today; see
    /// `../shared/helpers/oracle-findings.md`.)
    static let classes: [RandomSystem.Coefficients] = [.unit, .small]

    /// Per coefficient class: 400 small systems judged after every operation, 12 of 8 to 30
    /// variables judged after every third, 2 of 30 to 60 judged after every tenth — 414
    /// systems, about 4,500 operations (about 3 s of a debug build's test time).
    static let batches: [Batch] = classes.flatMap { coefficients in
        [
            Batch(
                coefficients: coefficients, variables: 2...8, priorities: 1...12, operations: 4...16, systems: 400,
                seed: 1),
            Batch(
                coefficients: coefficients, variables: 8...30, priorities: 4...40, operations: 20...50, systems: 12,
                seed: 2,
                checkEvery: 3),
            Batch(
                coefficients: coefficients, variables: 30...60, priorities: 10...40, operations: 40...90, systems: 2,
                seed: 3,
                checkEvery: 10)
        ]
    }

    @Test(arguments: batches)
    func solverAgreesWithTheOracle(_ batch: Batch) {
        var tally = DifferentialCheck.Tally()
        for index in 0..<batch.systems {
            var random = FuzzRandom(seed: batch.seed, stream: "solver", index: index)
            let system = RandomSystem(seed: batch.seed, shape: batch.shape, using: &random)
            var check = DifferentialCheck(system)
            check.checkEvery = batch.checkEvery
            let found = check.run(tally: &tally)
            let failures = found.filter(\.kind.isSolverFailure)
            #expect(
                failures.isEmpty,
                "system \(index): \(failures.first.map(String.init(describing:)) ?? ""); see swift run -c release solver-check \(batch.arguments(only: index)) --reduce"
            )
            #expect(!found.contains { $0.kind == .oracleUndecided }, "system \(index): \(found)")
        }
        // The histories reach what they are meant to.
        #expect(tally.refusedAdds > 0 && tally.removals > 0 && tally.editOperations > 0, "\(tally)")
        #expect(tally.judged >= batch.systems * (batch.operations.lowerBound / batch.checkEvery), "\(tally)")
    }
}
