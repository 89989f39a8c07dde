import Cassowary
import Testing

// The solver's contract, checked only through its public API (no `@testable`), so these tests
// hold for any implementation behind `Solver`: the paper example, strict priorities, failed
// adds that leave no trace, exact minimal conflict sets, removal, edit errors, non-finite
// input and add/remove cycles that leave no residue.

/// The error `body` throws, or nil when it succeeds.
private func thrown(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> SolverError? {
    do { try body() } catch let error as SolverError { return error } catch {
        Issue.record("not a SolverError: \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// The conflict list of an `unsatisfiableConstraint` error, or nil (with an issue) for
/// anything else.
private func conflicts(
    adding constraint: Constraint, to solver: Solver,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [Constraint]? {
    guard case .unsatisfiableConstraint(let failed, let conflicts)? = thrown({ try solver.addConstraint(constraint) })
    else {
        Issue.record("expected \(constraint) to be unsatisfiable", sourceLocation: sourceLocation)
        return nil
    }
    #expect(failed === constraint, sourceLocation: sourceLocation)
    return conflicts
}

/// True when the required constraints hold together in a fresh solver.
private func satisfiable(_ constraints: [Constraint]) -> Bool {
    let probe = Solver()
    for constraint in constraints {
        do { try probe.addConstraint(constraint) } catch { return false }
    }
    return true
}

/// Identities, for comparing constraint lists.
private func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

/// The statistics without the pivot count (which only ever grows).
private func shape(_ solver: Solver) -> Solver.Statistics {
    var statistics = solver.statistics
    statistics.pivots = 0
    return statistics
}

@Suite struct SolverContractTests {
    // MARK: The paper example

    /// kiwi's test of the Cassowary paper's example: edits re-solved with the dual simplex.
    @Test func paperExampleStepByStep() throws {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        let required = [2 * xm == xl + xr, xl + 20 <= xr, xl >= -10, xr <= 100]
        try solver.addConstraints(required)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        solver.updateVariables()
        #expect(solver.value(of: xm) == 40)
        #expect(solver.value(of: xl) == 30)
        #expect(solver.value(of: xr) == 50)

        // xm = 60: the weak suggestions give way by 40 in total; how it splits is a tie.
        try solver.suggestValue(60, for: xm)
        solver.updateVariables()
        #expect(solver.value(of: xm) == 60)
        #expect(abs(solver.value(of: xl) + solver.value(of: xr) - 120) <= 1e-9)
        #expect(solver.value(of: xl) >= 30 - 1e-9 && solver.value(of: xr) >= 50 - 1e-9)
        for constraint in required {
            #expect(constraint.isSatisfied(by: solver.value(of:), tolerance: 1e-9), "\(constraint)")
        }

        // xm = 90: xr reaches its bound, and the weak suggestions are overruled.
        try solver.suggestValue(90, for: xm)
        solver.updateVariables()
        #expect(solver.value(of: xl) == 80)
        #expect(solver.value(of: xr) == 100)
        #expect(solver.value(of: xm) == 90)

        // Back to the start: the same solution as the first time.
        try solver.suggestValue(40, for: xm)
        solver.updateVariables()
        #expect(solver.value(of: xm) == 40 && solver.value(of: xl) == 30 && solver.value(of: xr) == 50)
    }

    // MARK: Strict priorities

    /// The higher priority added last must move the solution away from a thousand lower ones.
    @Test func oneAt751AddedAfterAThousandAt750Wins() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<1000 { try solver.addConstraint(x == 10 ~ 750) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        let winner = x == 0 ~ 751
        try solver.addConstraint(winner)
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
        try solver.removeConstraint(winner)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
    }

    @Test func mediumAddedAfterAThousandAndOneWeakWins() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<1001 { try solver.addConstraint(x == 10 ~ .weak) }
        try solver.addConstraint(x == 0 ~ .medium)
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    @Test func editSuggestionsCompeteStrictlyToo() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        for _ in 0..<50 { try solver.addConstraint(x == 5 ~ 749) }
        try solver.suggestValue(40, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 40) // 750 beats fifty at 749
        let above = x == 7 ~ 751
        try solver.addConstraint(above)
        solver.updateVariables()
        #expect(solver.value(of: x) == 7) // one at 751 beats the suggestion
        try solver.suggestValue(60, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 7)
        try solver.removeConstraint(above)
        solver.updateVariables()
        #expect(solver.value(of: x) == 60) // the latest suggestion holds again
    }

    @Test func withinOnePriorityTheSummedErrorIsMinimised() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        // x wants 70 twice, y wants 50 once, all at 500: |x - 70| * 2 + |y - 50| is least at x = 70.
        try solver.addConstraints([x == 70 ~ 500, x == 70 ~ 500, y == 50 ~ 500])
        solver.updateVariables()
        #expect(solver.value(of: x) == 70 && solver.value(of: y) == 30)
        // A third vote for y at the same priority makes a tie; a lower priority breaks it.
        try solver.addConstraints([y == 50 ~ 500, x == 55 ~ 499])
        solver.updateVariables()
        #expect(solver.value(of: x) == 55 && solver.value(of: y) == 45)
    }

    @Test func priorityLevelsStackAndUnstack() throws {
        let solver = Solver()
        let x = Variable("x")
        let levels = [x == 10 ~ 100, x == 20 ~ 200, x == 30 ~ 300]
        try solver.addConstraints(levels)
        solver.updateVariables()
        #expect(solver.value(of: x) == 30)
        try solver.removeConstraint(levels[2])
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(levels[1])
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(levels[2])
        solver.updateVariables()
        #expect(solver.value(of: x) == 30)
        #expect(solver.statistics.priorities == 2)
    }

    // MARK: A failed add leaves no trace

    @Test func failedAddKeepsTheRequiredValue() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeastTen = x >= 10
        try solver.addConstraint(atLeastTen)
        solver.updateVariables()
        let before = shape(solver)
        let atMostFive = x <= 5
        #expect(ids(conflicts(adding: atMostFive, to: solver) ?? []) == ids([atLeastTen]))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10) // kiwi reports 5 here
        #expect(!solver.contains(atMostFive) && solver.contains(atLeastTen))
        #expect(ids(solver.constraints) == ids([atLeastTen]))
        #expect(shape(solver) == before)
        // The failed constraint can be added once its conflict is gone.
        try solver.removeConstraint(atLeastTen)
        try solver.addConstraint(atMostFive)
        solver.updateVariables()
        #expect(solver.value(of: x) <= 5)
    }

    /// A solver that saw failed adds behaves, from then on, exactly like a twin that did not.
    @Test func failedAddsAreInvisibleAfterwards() throws {
        final class Layout {
            let solver = Solver()
            let screen = Variable("screen"), left = Variable("left"), width = Variable("width")
            init() throws {
                try solver.addEditVariable(screen, strength: .strong)
                try solver.suggestValue(320, for: screen)
                try solver.addConstraints([
                    left >= 0, left + width <= screen, width >= 50,
                    width == 200 ~ .medium, left == 20 ~ .weak
                ])
            }
            var values: [Double] {
                solver.updateVariables()
                return [solver.value(of: screen), solver.value(of: left), solver.value(of: width)]
            }
        }
        let tried = try Layout(), twin = try Layout()
        #expect(tried.values == [320, 20, 200])
        let before = shape(tried.solver)
        for impossible in [
            tried.width <= 40, tried.left <= -1, tried.left + tried.width >= tried.screen + 1,
            tried.left + tried.width == tried.screen + 5
        ] {
            let found = conflicts(adding: impossible, to: tried.solver)
            #expect(found?.count == 1, "\(impossible): \(found ?? [])")
            #expect(shape(tried.solver) == before, "\(impossible)")
            #expect(tried.values == [320, 20, 200], "\(impossible)")
        }
        func step(_ body: (Layout) throws -> Void, expect expected: [Double]) throws {
            try body(tried)
            try body(twin)
            #expect(tried.values == expected)
            #expect(twin.values == expected)
            #expect(shape(tried.solver) == shape(twin.solver))
        }
        // The medium width beats the weak left: the view keeps as much width as fits.
        try step({ try $0.solver.suggestValue(100, for: $0.screen) }, expect: [100, 0, 100])
        try step({ try $0.solver.suggestValue(568, for: $0.screen) }, expect: [568, 20, 200])
        try step({ try $0.solver.addConstraint($0.left == 100 ~ .strong) }, expect: [568, 100, 200])
        try step({ try $0.solver.suggestValue(250, for: $0.screen) }, expect: [250, 100, 150])
        try step({ try $0.solver.addConstraint($0.width <= 120) }, expect: [250, 100, 120])
    }

    // MARK: Conflict sets

    @Test func conflictIsTheExactChain() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), z = Variable("z")
        let chain = [a == 10, b == a + 5, c == b + 5]
        try solver.addConstraint(z == 3)
        try solver.addConstraint(chain[0])
        try solver.addConstraint(c == 100 ~ .strong)
        try solver.addConstraint(chain[1])
        try solver.addConstraint(z <= 50)
        try solver.addConstraint(chain[2])
        try solver.addConstraint(a <= 1000)
        #expect(ids(conflicts(adding: c <= 15, to: solver) ?? []) == ids(chain)) // in add order
    }

    @Test func conflictThroughInequalitiesWithSlack() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let chain = [x >= 0, y >= x + 10, z >= y + 10]
        try solver.addConstraint(chain[0])
        try solver.addConstraint(x <= 1000)
        try solver.addConstraint(chain[1])
        try solver.addConstraint(chain[2])
        try solver.addConstraint(z == 500 ~ .weak) // slack everywhere: z sits at 500
        #expect(ids(conflicts(adding: z <= 15, to: solver) ?? []) == ids(chain))
        solver.updateVariables()
        #expect(solver.value(of: z) == 500)
        #expect(ids(conflicts(adding: z - x <= 19, to: solver) ?? []) == ids(Array(chain.suffix(2))))
    }

    /// When several minimal explanations exist, the one reported is minimal: every member is
    /// needed, and the set alone still conflicts with the new constraint.
    @Test func conflictWithSeveralExplanationsIsIrreducible() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let pin = a == 10, follow = b == a, cap = b <= 10
        try solver.addConstraints([pin, follow, cap])
        let impossible = b >= 20
        let found = try #require(conflicts(adding: impossible, to: solver))
        #expect(ids(found) == ids([cap]) || ids(found) == ids([pin, follow]), "\(found)")
        #expect(!satisfiable(found + [impossible]))
        for index in found.indices {
            var rest = found
            rest.remove(at: index)
            #expect(satisfiable(rest + [impossible]), "\(found[index]) is not needed")
        }
        // Without the cap, the only explanation left is the pin and the follow.
        try solver.removeConstraint(cap)
        #expect(ids(conflicts(adding: impossible, to: solver) ?? []) == ids([pin, follow]))
        // Break the chain and the constraint fits.
        try solver.removeConstraint(follow)
        try solver.addConstraint(impossible)
        solver.updateVariables()
        #expect(solver.value(of: b) >= 20 && solver.value(of: a) == 10)
    }

    @Test func preferencesAndEditsAreNeverInAConflict() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(300, for: w)
        let bound = x <= w
        try solver.addConstraints([x == 250 ~ 999, bound, x == 1 ~ .weak])
        // x >= w + 1 contradicts `x <= w` alone; the edit and the preferences are not named.
        #expect(ids(conflicts(adding: x >= w + 1, to: solver) ?? []) == ids([bound]))
        // x >= 400 does not conflict with anything required: the edit gives way instead.
        try solver.addConstraint(x >= 400)
        solver.updateVariables()
        #expect(solver.value(of: x) == 400 && solver.value(of: w) == 400)
    }

    // MARK: Removal restores

    @Test func removingRestoresWhatTheRestGives() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 100, preference = x == 30 ~ .weak
        try solver.addConstraints([x >= 0, y >= 0, sum, preference, y == 90 ~ 100])
        solver.updateVariables()
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 70)
        let pin = y == 95
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
        let floor = x >= 20
        #expect(ids(conflicts(adding: floor, to: solver) ?? []) == ids([sum, pin]))
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 70)
        try solver.addConstraint(floor)
        try solver.removeConstraint(preference)
        solver.updateVariables()
        // Now the 100-priority y == 90 is the only preference left, within x >= 20.
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 80)
    }

    // MARK: Errors

    @Test func editVariableErrorsChangeNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 10)
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(4, for: x)
        let before = shape(solver)
        func expectUnchanged(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(shape(solver) == before, "\(label)", sourceLocation: sourceLocation)
            solver.updateVariables()
            #expect(solver.value(of: x) == 4 && solver.value(of: y) == 6, "\(label)", sourceLocation: sourceLocation)
        }
        guard case .duplicateEditVariable(let d)? = thrown({ try solver.addEditVariable(x, strength: .weak) }) else {
            Issue.record("duplicate edit"); return
        }
        #expect(d === x)
        expectUnchanged("duplicate")
        guard case .requiredEditVariable(let r)? = thrown({ try solver.addEditVariable(y, strength: .required) }) else {
            Issue.record("required edit"); return
        }
        #expect(r === y && !solver.hasEditVariable(y))
        expectUnchanged("required")
        guard case .unknownEditVariable(let u)? = thrown({ try solver.suggestValue(1, for: y) }) else {
            Issue.record("unknown edit"); return
        }
        #expect(u === y)
        expectUnchanged("unknown suggestion")
        guard case .unknownEditVariable? = thrown({ try solver.removeEditVariable(y) }) else {
            Issue.record("unknown removal"); return
        }
        expectUnchanged("unknown removal")
        for bad in [Strength(0), Strength(-1), Strength(1000.5), Strength(.nan), Strength(.infinity)] {
            guard case .invalidStrength? = thrown({ try solver.addEditVariable(y, strength: bad) }) else {
                Issue.record("invalid strength \(bad.priority)"); return
            }
        }
        expectUnchanged("invalid strength")
        // Removed, the variable is unknown as an edit; added again, it works again.
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        guard case .unknownEditVariable? = thrown({ try solver.suggestValue(1, for: x) }) else {
            Issue.record("removed edit"); return
        }
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(7, for: x)
        solver.updateVariables()
        #expect(solver.value(of: y) == 3)
    }

    @Test func constraintErrorsChangeNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x >= 1
        try solver.addConstraints([c, y == 2 * x ~ .strong])
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(8, for: y)
        let before = shape(solver)
        guard case .duplicateConstraint(let d)? = thrown({ try solver.addConstraint(c) }) else {
            Issue.record("duplicate"); return
        }
        #expect(d === c)
        let stranger = x <= 3
        guard case .unknownConstraint(let u)? = thrown({ try solver.removeConstraint(stranger) }) else {
            Issue.record("unknown"); return
        }
        #expect(u === stranger)
        let nonFinite = [
            x == .nan, .infinity * x == 3, x + .infinity >= 0, Double.nan * y <= 2,
            x - y == -.infinity, x == y + .greatestFiniteMagnitude * .greatestFiniteMagnitude
        ]
        for bad in nonFinite {
            guard case .nonFiniteValue? = thrown({ try solver.addConstraint(bad) }) else {
                Issue.record("non-finite \(bad) accepted"); return
            }
            #expect(!solver.contains(bad))
        }
        for bad in [Strength(0), Strength(.nan), Strength(-.infinity), Strength(1000.0001)] {
            guard case .invalidStrength? = thrown({ try solver.addConstraint(x == 2 ~ bad) }) else {
                Issue.record("invalid strength \(bad.priority) accepted"); return
            }
        }
        for value in [Double.nan, .infinity, -.infinity] {
            guard case .nonFiniteValue? = thrown({ try solver.suggestValue(value, for: y) }) else {
                Issue.record("suggestion \(value) accepted"); return
            }
        }
        #expect(shape(solver) == before)
        solver.updateVariables()
        #expect(solver.value(of: x) == 4 && solver.value(of: y) == 8)
        #expect(solver.constraints.count == 2)
    }

    // MARK: No residue

    /// Hundreds of rounds of edits, preferences, required constraints and failed adds, undone
    /// each time: the tableau's size comes back exactly.
    @Test func addRemoveCyclesLeaveNoResidue() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraints([a >= 0, b >= a + 10, c == a + b ~ .medium, b <= 500, a == 5 ~ 100, b == 50 ~ 100])
        solver.updateVariables()
        let baseline = shape(solver)
        let values = [solver.value(of: a), solver.value(of: b), solver.value(of: c)]
        for cycle in 0..<400 {
            let extra = Variable("extra\(cycle)")
            let batch = [
                extra >= a + Double(cycle % 7),
                c <= extra + 100 ~ Strength(Double(1 + cycle % 999)),
                a == Double(cycle % 11) ~ .weak,
                extra + b == 300 ~ .strong,
                b == 40
            ]
            try solver.addEditVariable(extra, strength: Strength(Double(100 + cycle % 600)))
            try solver.addConstraints(batch)
            try solver.suggestValue(Double(cycle), for: extra)
            _ = conflicts(adding: b >= 41, to: solver)
            _ = conflicts(adding: a + b <= 9, to: solver)
            solver.updateVariables()
            // Hundreds of rounds of pivots may leave an ulp or two of rounding on b, no more.
            #expect(abs(solver.value(of: b) - 40) <= 1e-9, "cycle \(cycle)")
            for constraint in cycle % 2 == 0 ? batch : batch.reversed() { try solver.removeConstraint(constraint) }
            try solver.removeEditVariable(extra)
            #expect(shape(solver) == baseline, "cycle \(cycle)")
        }
        solver.updateVariables()
        let after = [solver.value(of: a), solver.value(of: b), solver.value(of: c)]
        for (now, then) in zip(after, values) { #expect(abs(now - then) <= 1e-9) }
    }

    @Test func resetEmptiesEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .weak)
        try solver.addConstraints([x >= 3, x <= 9 ~ .strong])
        solver.reset()
        #expect(shape(solver) == Solver().statistics)
        #expect(solver.constraints.isEmpty && !solver.hasEditVariable(x))
        try solver.addConstraint(x == 4)
        solver.updateVariables()
        #expect(solver.value(of: x) == 4)
    }

    // MARK: Determinism

    @Test func identicalInputGivesBitIdenticalOutput() throws {
        func run() throws -> ([UInt64], Solver.Statistics) {
            let solver = Solver()
            let vs = (0..<30).map { Variable("v\($0)") }
            try solver.addEditVariable(vs[0], strength: .strong)
            try solver.suggestValue(320, for: vs[0])
            for i in 1..<vs.count {
                try solver.addConstraint(vs[i] >= vs[i - 1] * 0.5 + Double(i))
                try solver.addConstraint(vs[i] == vs[(i * 7 + 3) % i] + 13 ~ Strength(Double(1 + (i * 37) % 999)))
                try solver.addConstraint(vs[i] <= 2000)
            }
            for value in [568.0, 1024, 320.5] { try solver.suggestValue(value, for: vs[0]) }
            solver.updateVariables()
            var statistics = solver.statistics
            statistics.pivots = 0
            return (vs.map { solver.value(of: $0).bitPattern }, statistics)
        }
        let first = try run(), second = try run()
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
    }
}
