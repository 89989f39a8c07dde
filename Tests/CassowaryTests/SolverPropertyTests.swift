import Testing

@testable import Cassowary

/// Properties of the solver on seeded random systems.
///
/// The systems have a unique optimum by construction: besides random required constraints,
/// every variable has its own preference `v == target` at its own priority. Priorities are
/// strict, so each variable's value is fixed at its level (the closest point to its target
/// that the higher levels allow), and nothing lower can move it.
@Suite struct SolverPropertyTests {
    struct System {
        let variables: [Variable]
        let required: [Constraint]
        let preferences: [Constraint]
        var all: [Constraint] { required + preferences }
    }

    static func system(seed: Int, variables count: Int = 10, constraints: Int = 14) -> System {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let vs = (0..<count).map { Variable("v\($0)") }
        var required: [Constraint] = []
        for v in vs { // a box keeps every optimum finite
            required.append(v >= Double(-200))
            required.append(v <= Double(400))
        }
        for _ in 0..<constraints {
            let a = vs[Int.random(in: 0..<count, using: &rng)], b = vs[Int.random(in: 0..<count, using: &rng)]
            let k = Double(Int.random(in: -30...60, using: &rng))
            let m = [1.0, 1.0, 0.5, 2.0][Int.random(in: 0..<4, using: &rng)]
            // Inequalities only: random equalities would often make the system infeasible.
            required.append(Bool.random(using: &rng) ? a >= m * b + k : a <= m * b + k)
        }
        let preferences = vs.enumerated().map { i, v in
            v == Double(Int.random(in: -100...300, using: &rng)) ~ Strength(Double(900 - 37 * i))
        }
        return System(variables: vs, required: required, preferences: preferences)
    }

    /// Adds what it can (dropping unsatisfiable required constraints, checking each failure
    /// left nothing behind) and returns the solver.
    static func solve(_ constraints: [Constraint]) -> Solver {
        let solver = Solver()
        for constraint in constraints {
            let before = solver.statistics
            do {
                try solver.addConstraint(constraint)
            } catch {
                var after = solver.statistics
                after.pivots = before.pivots
                #expect(after == before, "a failed add changed the tableau")
            }
        }
        solver.updateVariables()
        return solver
    }

    @Test(arguments: 0..<60)
    func requiredConstraintsHoldAndOrderDoesNotMatter(seed: Int) {
        let system = Self.system(seed: seed)
        let reference = Self.solve(system.all)
        reference.expectConsistent("seed \(seed)")
        for constraint in reference.constraints where constraint.strength.isRequired {
            #expect(constraint.isSatisfied(by: reference.value(of:), tolerance: 1e-7), "seed \(seed): \(constraint)")
        }
        let kept = reference.constraints // the satisfiable subset, in add order
        var rng = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<3 {
            let shuffled = kept.shuffled(using: &rng)
            let other = Self.solve(shuffled)
            #expect(other.constraints.count == kept.count, "seed \(seed): an order made a constraint fail")
            for v in system.variables {
                #expect(abs(other.value(of: v) - reference.value(of: v)) <= 1e-7, "seed \(seed): \(v) depends on order")
            }
        }
    }

    @Test(arguments: 0..<40)
    func removingWhatWasAddedRestoresTheValues(seed: Int) throws {
        let system = Self.system(seed: seed)
        let solver = Self.solve(system.all)
        let before = system.variables.map(solver.value(of:))
        let statistics = solver.statistics
        var rng = SeededGenerator(seed: UInt64(seed) + 1000)
        var extra: [Constraint] = []
        for _ in 0..<8 {
            let a = system.variables.randomElement(using: &rng)!, b = system.variables.randomElement(using: &rng)!
            let c =
                a - b == Double(Int.random(in: -20...20, using: &rng))
                ~ Strength(Double(Int.random(in: 1...999, using: &rng)))
            try solver.addConstraint(c)
            extra.append(c)
            let d = a >= Double(Int.random(in: -100...100, using: &rng))
            do { try solver.addConstraint(d); extra.append(d) } catch {}
        }
        for constraint in extra.shuffled(using: &rng) { try solver.removeConstraint(constraint) }
        solver.updateVariables()
        for (v, value) in zip(system.variables, before) {
            #expect(abs(solver.value(of: v) - value) <= 1e-7, "seed \(seed): \(v)")
        }
        // The size of the system, not the work done.
        var after = solver.statistics
        (after.pivots, after.refactorizations) = (statistics.pivots, statistics.refactorizations)
        #expect(after == statistics)
        solver.expectConsistent("seed \(seed)")
    }

    @Test func strictPriorityAgainstManyLowerPrioritiesOnRandomSystems() throws {
        var rng = SeededGenerator(seed: 99)
        for round in 0..<20 {
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            try solver.addConstraints([x >= 0, y >= 0, x + y <= 1000])
            let wanted = Double(Int.random(in: 0...500, using: &rng))
            try solver.addConstraint(x == wanted ~ 600)
            for _ in 0..<300 {
                let level = Double(Int.random(in: 1...599, using: &rng))
                try solver.addConstraint(x == Double(Int.random(in: 0...1000, using: &rng)) ~ Strength(level))
            }
            #expect(solver.solved(x) == wanted, "round \(round)")
        }
    }

    /// Thousands of add/remove and edit cycles: no residue in the tableau, the symbol ids are
    /// reused, and every cycle does the same work (the same number of pivots) as the first.
    @Test func cyclesLeaveNoResidueAndDoNotSlowDown() throws {
        let system = Self.system(seed: 7, variables: 6, constraints: 6)
        let solver = Self.solve(system.all)
        let edited = system.variables[0]
        try solver.addEditVariable(edited, strength: Strength(950))
        let baseline = solver.statistics
        let idCapacity = solver.core.registry.symbolCapacity
        var firstCyclePivots: Int?
        for cycle in 0..<2000 {
            let start = solver.statistics.pivots
            let extra = system.variables[1] - system.variables[2] == Double(cycle % 13) ~ .strong
            try solver.addConstraint(extra)
            try solver.suggestValue(Double(cycle % 50), for: edited)
            try solver.removeConstraint(extra)
            try solver.suggestValue(0, for: edited)
            let pivots = solver.statistics.pivots - start
            if cycle < 13 { firstCyclePivots = max(firstCyclePivots ?? 0, pivots) }
            #expect(pivots <= firstCyclePivots ?? pivots, "cycle \(cycle) took \(pivots) pivots")
            if cycle % 500 == 499 {
                var now = solver.statistics
                (now.pivots, now.refactorizations) = (baseline.pivots, baseline.refactorizations)
                #expect(now == baseline, "cycle \(cycle)")
            }
        }
        #expect(solver.core.registry.symbolCapacity <= idCapacity + 4)
        solver.expectConsistent()
    }
}
