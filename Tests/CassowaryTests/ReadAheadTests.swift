import BenchmarkSystems
import Testing
@testable import Cassowary

/// Reading ahead (`Solver+ReadAhead.swift`) only asks the processor for memory: with it on from
/// the first block, re-solves give the same values, bit for bit, and the same pivots as without.
@Suite struct ReadAheadTests {
    /// Two solvers given the same constraints, one reading ahead at every re-solve in two or
    /// more parts (the threshold lowered from 64), the other never.
    static func pair() -> (reading: Solver, plain: Solver) {
        let reading = Solver(), plain = Solver()
        reading.core.readAheadPartCount = 2
        plain.core.readAheadPartCount = .max
        return (reading, plain)
    }

    static func expectSameValues(_ reading: Solver, _ plain: Solver, _ variables: [Variable], _ context: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        reading.updateVariables()
        plain.updateVariables()
        let a = variables.map { reading.value(of: $0).bitPattern }, b = variables.map { plain.value(of: $0).bitPattern }
        #expect(a == b, "\(context): values", sourceLocation: sourceLocation)
        #expect(reading.statistics == plain.statistics, "\(context): statistics", sourceLocation: sourceLocation)
    }

    @Test func aGridRotatesTheSameWithAndWithout() throws {
        let scenario = try #require(Scenario.make("grid", 200))
        let reading = try scenario.build(), plain = try scenario.build()
        reading.core.readAheadPartCount = 2
        plain.core.readAheadPartCount = .max
        let variables = scenario.expected(0).map(\.0)
        for rotation in 0..<4 {
            let width = rotation % 2 == 0 ? scenario.landscape : scenario.portrait
            for solver in [reading, plain] { try solver.suggestValue(width, for: scenario.width) }
            Self.expectSameValues(reading, plain, variables, "rotation \(rotation)")
            #expect(scenario.maxRelativeError(reading, at: width) < 1e-9, "rotation \(rotation)")
        }
        #expect(reading.core.readAheadCount >= 4 * 20, "every part of every rotation read ahead")
        #expect(plain.core.readAheadCount == 0)
        reading.expectConsistent("grid 200, read ahead")
    }

    /// Independent random groups of views, each placed from one shared edit variable (so a
    /// re-solve reaches every group's block), with groups removed and added back between
    /// re-solves: ids get reused and scattered, and a block's bounds widen past its rows, the
    /// cases where reading ahead skips a span or reads a wrong one.
    @Test(arguments: 0..<12)
    func randomGroupsEditedAndRebuiltGiveTheSameValues(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 7)
        let (reading, plain) = Self.pair()
        let edit = Variable("E")
        var variables = [edit]
        var groups: [[Constraint]] = []
        for g in 0..<Int.random(in: 4...12, using: &rng) {
            let left = Variable("l\(g)"), width = Variable("w\(g)"), right = Variable("r\(g)")
            variables += [left, width, right]
            let k = Double(Int.random(in: 0...40, using: &rng))
            let minimum = Double(Int.random(in: 10...60, using: &rng))
            groups.append([
                left == edit * Double(Int.random(in: 1...3, using: &rng)) / 4 + k,
                right == left + width,
                width >= minimum ~ .strong,
                width == 0.5 * edit ~ .medium,
                right <= edit + 2 * k + 100,
                width == minimum ~ .weak,
            ])
        }
        for solver in [reading, plain] {
            for group in groups { try solver.addConstraints(group) }
            try solver.addEditVariable(edit, strength: .strong)
            // A basis grown row by row keeps small rows in one block until it is factored
            // afresh, which then finds the groups' blocks.
            solver.core.refactor()
        }
        for step in 0..<16 {
            let value = Double(Int.random(in: 0...600, using: &rng))
            for solver in [reading, plain] { try solver.suggestValue(value, for: edit) }
            Self.expectSameValues(reading, plain, variables, "seed \(seed), step \(step)")
            if step % 3 == 2 {
                // Take a group out and put it back, in a different order.
                let g = Int.random(in: 0..<groups.count, using: &rng)
                for solver in [reading, plain] {
                    for constraint in groups[g] { try solver.removeConstraint(constraint) }
                    for constraint in groups[g].reversed() { try solver.addConstraint(constraint) }
                    if step % 2 == 0 { solver.core.refactor() }
                }
            }
        }
        reading.expectConsistent("seed \(seed)")
        #expect(reading.core.readAheadCount > 0)
        #expect(plain.core.readAheadCount == 0)
    }
}
