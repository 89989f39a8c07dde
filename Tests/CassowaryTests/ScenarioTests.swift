import BenchmarkSystems
import Testing

@testable import Cassowary

/// The benchmark's systems, small: closed forms, any constraint order, rotation.
@Suite struct ScenarioTests {
    static let cases: [(String, Int)] = [("chain", 10), ("chain", 37), ("grid", 10), ("grid", 40)]

    @Test(arguments: cases)
    func closedFormsInAnyOrder(name: String, n: Int) throws {
        let scenario = try #require(Scenario.make(name, n))
        var shuffled = scenario.constraints
        var rng = SeededGenerator(seed: 12345)
        shuffled.shuffle(using: &rng)
        for order in [scenario.constraints, Array(scenario.constraints.reversed()), shuffled] {
            let solver = try scenario.build(adding: order)
            #expect(scenario.maxRelativeError(solver, at: scenario.portrait) < 1e-9)
            try solver.suggestValue(scenario.landscape, for: scenario.width)
            solver.updateVariables()
            #expect(scenario.maxRelativeError(solver, at: scenario.landscape) < 1e-9)
            solver.expectConsistent("\(name) \(n)")
        }
    }

    @Test(arguments: cases)
    func rotationMatchesAFreshSolve(name: String, n: Int) throws {
        let scenario = try #require(Scenario.make(name, n))
        let rotated = try scenario.build()
        for _ in 0..<5 {
            try rotated.suggestValue(scenario.landscape, for: scenario.width)
            try rotated.suggestValue(scenario.portrait, for: scenario.width)
        }
        try rotated.suggestValue(scenario.landscape, for: scenario.width)
        rotated.updateVariables()
        let fresh = Solver()
        try fresh.addEditVariable(scenario.width, strength: .strong)
        try fresh.suggestValue(scenario.landscape, for: scenario.width)
        try fresh.addConstraints(scenario.constraints)
        fresh.updateVariables()
        for (variable, _) in scenario.expected(scenario.landscape) {
            expectClose(rotated.value(of: variable), fresh.value(of: variable), tolerance: 1e-9, variable.name)
        }
    }

    /// A grid rotated back and forth matches the closed forms at every rotation.
    @Test func aGridRotatesBackAndForth() throws {
        let scenario = try #require(Scenario.make("grid", 200))
        let solver = try scenario.build()
        for rotation in 0..<4 {
            let width = rotation % 2 == 0 ? scenario.landscape : scenario.portrait
            try solver.suggestValue(width, for: scenario.width)
            solver.updateVariables()
            #expect(scenario.maxRelativeError(solver, at: width) < 1e-9, "rotation \(rotation)")
            solver.expectConsistent("grid 200, rotation \(rotation)")
        }
    }

    @Test func identicalInputGivesBitIdenticalOutput() throws {
        let scenario = try #require(Scenario.make("grid", 30))
        let first = try scenario.build(), second = try scenario.build()
        for solver in [first, second] {
            try solver.suggestValue(scenario.landscape, for: scenario.width)
            try solver.suggestValue(333.3, for: scenario.width)
            solver.updateVariables()
        }
        let a = scenario.expected(0).map { first.value(of: $0.0).bitPattern }
        let b = scenario.expected(0).map { second.value(of: $0.0).bitPattern }
        #expect(a == b)
        #expect(first.statistics == second.statistics)
    }
}
