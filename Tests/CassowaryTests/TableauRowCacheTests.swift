import BenchmarkSystems
@testable import Cassowary
import Testing

/// The tableau rows kept between re-solves: the cache itself, then solvers whose re-solves
/// use it, checked against fresh computations of every kept row and against fresh solvers.
@Suite struct TableauRowCacheTests {
    /// A scatter vector holding `entries` (by symbol).
    static func row(_ entries: [(SymbolID, Double)]) -> ScatterVector {
        let vector = ScatterVector()
        vector.reserve(64)
        for (symbol, value) in entries { vector.set(symbol, value) }
        return vector
    }

    static func loaded(_ cache: TableauRowCache, _ slot: Int32) -> [SymbolID: Double]? {
        let vector = ScatterVector()
        vector.reserve(64)
        guard cache.load(slot, into: vector) else { return nil }
        var result: [SymbolID: Double] = [:]
        for symbol in vector.positions { result[symbol] = vector[symbol] }
        return result
    }

    @Test func keepsNonZeroEntriesAndDropsOnRequest() {
        var cache = TableauRowCache()
        cache.store(3, from: Self.row([(5, 2), (7, 0), (9, -1.5)]))
        cache.store(1, from: Self.row([(2, 4)]))
        #expect(Self.loaded(cache, 3) == [5: 2, 9: -1.5])
        #expect(Self.loaded(cache, 1) == [2: 4])
        #expect(Self.loaded(cache, 2) == nil)
        #expect(cache.slots == [1, 3])
        cache.remove(3)
        #expect(Self.loaded(cache, 3) == nil)
        #expect(Self.loaded(cache, 1) == [2: 4])
        cache.store(1, from: Self.row([(8, 1)]))
        #expect(Self.loaded(cache, 1) == [8: 1])
        cache.removeAll()
        #expect(cache.slots.isEmpty)
        #expect(Self.loaded(cache, 1) == nil)
    }

    /// Row `x_B + 2·x5 - 4·x9 = b` after the pivot that makes x9 basic (pivot -4) and x_B
    /// (symbol 11) non-basic: `x9 - 0.5·x5 - 0.25·x11 = -b/4`.
    @Test func aPivotDividesTheRowAndSwapsTheSymbols() {
        var cache = TableauRowCache()
        cache.store(0, from: Self.row([(5, 2), (9, -4)]))
        cache.pivot(slot: 0, entering: 9, leaving: 11, pivot: -4)
        #expect(Self.loaded(cache, 0) == [5: -0.5, 11: -0.25])
        // A row without the entering symbol cannot be pivoted: it is dropped.
        cache.pivot(slot: 0, entering: 9, leaving: 12, pivot: 2)
        #expect(Self.loaded(cache, 0) == nil)
        // A slot without a row stays without one.
        cache.pivot(slot: 4, entering: 1, leaving: 2, pivot: 1)
        #expect(Self.loaded(cache, 4) == nil)
    }

    @Test func rowsBeyondTheLimitAreNotKeptAndGapsAreReclaimed() {
        var cache = TableauRowCache()
        cache.entryLimit = 10
        cache.store(0, from: Self.row((0..<6).map { (SymbolID($0), 1.0) }))
        cache.store(1, from: Self.row((0..<6).map { (SymbolID($0), 2.0) }))
        #expect(Self.loaded(cache, 1) == nil, "6 + 6 entries do not fit in 10")
        #expect(Self.loaded(cache, 0)?.count == 6)
        // Replacing row 0 leaves a gap of 6; the next row that does not fit closes it.
        cache.store(0, from: Self.row([(1, 3)]))
        cache.store(2, from: Self.row((0..<5).map { (SymbolID($0 + 20), 4.0) }))
        #expect(Self.loaded(cache, 0) == [1: 3])
        #expect(Self.loaded(cache, 2) == Dictionary(uniqueKeysWithValues: (0..<5).map { (SymbolID($0 + 20), 4.0) }))
        #expect(cache.slots == [0, 2])
    }

    /// Compacting moves each row down in place. A slot stored again lives past rows stored
    /// after its first row: moving rows in the order the slots were first stored would write
    /// slot 0's new row over slot 1's before moving it.
    @Test func compactingKeepsRowsStoredAgainAfterOthers() {
        var cache = TableauRowCache()
        cache.entryLimit = 18
        cache.store(0, from: Self.row([(1, 1)]))
        cache.store(1, from: Self.row([(10, 2), (11, 2), (12, 2)]))
        cache.store(3, from: Self.row((20..<30).map { (SymbolID($0), 5.0) }))
        cache.remove(3)
        cache.store(0, from: Self.row([(30, 3), (31, 3), (32, 3)]))
        // 17 entries in the pool, 6 of them kept: 3 more do not fit until the gaps close.
        cache.store(2, from: Self.row([(40, 4), (41, 4), (42, 4)]))
        #expect(Self.loaded(cache, 0) == [30: 3, 31: 3, 32: 3])
        #expect(Self.loaded(cache, 1) == [10: 2, 11: 2, 12: 2])
        #expect(Self.loaded(cache, 2) == [40: 4, 41: 4, 42: 4])
        #expect(cache.slots == [0, 1, 2])
    }

    /// Seeded systems with a unique optimum, two edit variables suggested back and forth (so
    /// re-solves find the rows the previous ones kept) while constraints come and go. After
    /// every step every kept row equals a fresh BTRAN's (``SolverCore/invariantViolations()``)
    /// and the values equal those of a solver built afresh with what is live. (Most seeds
    /// reuse rows; the rotations below always do.)
    @Test(arguments: 0..<24)
    func reSolvesWithKeptRowsMatchFreshSolvers(seed: Int) throws {
        let system = SolverHardeningTests.FeasibleSystem(seed: seed)
        let solver = Solver()
        for constraint in system.all { try solver.addConstraint(constraint) }
        var rng = SeededGenerator(seed: UInt64(seed) &+ 4242)
        let edited = Array(system.variables.shuffled(using: &rng).prefix(2))
        let strengths: [Strength] = [950, 3.5]
        var suggested: [Double] = [0, 0]
        for (variable, strength) in zip(edited, strengths) { try solver.addEditVariable(variable, strength: strength) }
        var extra: [Constraint] = []
        for step in 0..<40 {
            if step % 10 == 9 {
                // A change to the constraints, which drops every kept row.
                if extra.isEmpty || Bool.random(using: &rng) {
                    let v = system.variables[Int.random(in: 0..<system.variables.count, using: &rng)]
                    let constraint = v <= Double(Int.random(in: 100...900, using: &rng)) ~ 600
                    try solver.addConstraint(constraint)
                    extra.append(constraint)
                } else {
                    try solver.removeConstraint(extra.removeLast())
                }
            } else {
                let which = step % 2
                let value = Double([-250, 300][(step / 2) % 2]) + Double(which * 40)
                try solver.suggestValue(value, for: edited[which])
                suggested[which] = value
            }
            let context = "seed \(seed), step \(step)"
            solver.expectConsistent(context)
            let fresh = Solver()
            for constraint in system.all + extra { try fresh.addConstraint(constraint) }
            for k in 0..<2 {
                try fresh.addEditVariable(edited[k], strength: strengths[k])
                try fresh.suggestValue(suggested[k], for: edited[k])
            }
            solver.updateVariables()
            fresh.updateVariables()
            for variable in system.variables {
                let kept = solver.value(of: variable), expected = fresh.value(of: variable)
                #expect(abs(kept - expected) <= 1e-6 * max(1, abs(expected)), "\(context): \(variable) is \(kept), not \(expected)")
            }
        }
    }

    /// A rotation of the benchmark's systems crosses the same soft constraints each way: from
    /// the second rotation on, every row the dual simplex needs was kept by an earlier one, and
    /// the values still match the closed forms.
    @Test(arguments: ScenarioTests.cases)
    func rotationsReuseTheRowsOfEarlierRotations(name: String, n: Int) throws {
        let scenario = try #require(Scenario.make(name, n))
        let solver = try scenario.build()
        for rotation in 0..<6 {
            let width = rotation % 2 == 0 ? scenario.landscape : scenario.portrait
            let hits = solver.core.rowCacheHits, pivots = solver.statistics.pivots
            try solver.suggestValue(width, for: scenario.width)
            let reused = solver.core.rowCacheHits - hits, pivoted = solver.statistics.pivots - pivots
            #expect(pivoted > 0, "\(name) \(n), rotation \(rotation): no pivot")
            if rotation == 0 {
                #expect(reused == 0, "\(name) \(n): rows reused before any was kept")
            } else if name == "chain" {
                // Each pivot swaps a weak error for its partner: no other row changes.
                #expect(reused == pivoted, "\(name) \(n), rotation \(rotation): \(reused) rows reused for \(pivoted) pivots")
            } else {
                #expect(reused > 0, "\(name) \(n), rotation \(rotation): no row reused")
            }
            solver.updateVariables()
            #expect(scenario.maxRelativeError(solver, at: width) < 1e-9, "\(name) \(n), rotation \(rotation)")
            solver.expectConsistent("\(name) \(n), rotation \(rotation)")
        }
    }
}
