import Testing

@testable import Cassowary

/// The solver's contract: solutions, strict priorities, edits, removal, errors.
@Suite struct SolverTests {
    // MARK: Classic scenarios

    /// kiwi's "infeasible" test from the Cassowary paper: the dual simplex after edits.
    @Test func paperExampleWithEditsAndDualSimplex() throws {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 20 <= xr)
        try solver.addConstraint(xl >= -10)
        try solver.addConstraint(xr <= 100)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        solver.updateVariables()
        #expect(solver.value(of: xm) == 40 && solver.value(of: xl) == 30 && solver.value(of: xr) == 50)
        try solver.suggestValue(60, for: xm)
        try solver.suggestValue(90, for: xm)
        solver.updateVariables()
        #expect(solver.value(of: xl) == 80)
        #expect(solver.value(of: xr) == 100)
        #expect(solver.value(of: xm) == 90)
        solver.expectConsistent()
    }

    @Test func simpleLayoutAndRotation() throws {
        let solver = Solver()
        let screen = Variable("screen"), left = Variable("left"), width = Variable("width")
        try solver.addEditVariable(screen, strength: .strong)
        try solver.suggestValue(320, for: screen)
        try solver.addConstraint(left == 20)
        try solver.addConstraint(left + width + 20 == screen)
        #expect(solver.solved(width) == 280)
        try solver.suggestValue(568, for: screen)
        #expect(solver.solved(width) == 528)
        #expect(solver.value(of: left) == 20)
    }

    // MARK: Strict priorities

    @Test func oneHigherPriorityBeatsAThousandLowerOnes() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 0 ~ 751)
        for _ in 0..<1000 { try solver.addConstraint(x == 10 ~ 750) }
        #expect(solver.solved(x) == 0)
        solver.expectConsistent()
    }

    /// kiwi's weighted strengths give 10 here (1001 weak outvote one medium).
    @Test func thousandAndOneWeakDoNotOutvoteOneMedium() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 0 ~ .medium)
        for _ in 0..<1001 { try solver.addConstraint(x == 10 ~ .weak) }
        #expect(solver.solved(x) == 0)
    }

    @Test func withinOnePrioritySummedErrorIsMinimised() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 0 ~ 500)
        for _ in 0..<3 { try solver.addConstraint(x == 10 ~ 500) }
        #expect(solver.solved(x) == 10)
        let y = Variable("y")
        try solver.addConstraint(y >= 4 ~ 300)
        try solver.addConstraint(y <= 2 ~ 300)
        try solver.addConstraint(y == 3 ~ 299)
        #expect(solver.solved(y) == 3) // 4 and 2 tie at 300; the lower 299 picks between them
    }

    @Test func priorityOrderIsStrictAcrossManyLevels() throws {
        let solver = Solver()
        let x = Variable("x")
        // Each level wants a different value; the highest must win, whatever the count below.
        for level in stride(from: 100, through: 900, by: 100) {
            for _ in 0..<(1000 - level) / 50 { try solver.addConstraint(x == Double(level) ~ Strength(Double(level))) }
        }
        #expect(solver.solved(x) == 900)
        solver.expectConsistent()
    }

    @Test func requiredBeatsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x <= 5)
        try solver.addConstraint(x == 100 ~ 999.99)
        #expect(solver.solved(x) == 5)
    }

    // MARK: Failure leaves no trace

    /// kiwi reports x = 5 after this failure; the required `x >= 10` must still hold.
    @Test func failedAddLeavesSolverAsItWas() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeastTen = x >= 10
        try solver.addConstraint(atLeastTen)
        let before = solver.statistics
        let atMostFive = x <= 5
        let error = solverError { try solver.addConstraint(atMostFive) }
        guard case .unsatisfiableConstraint(let failed, let conflicts) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(failed === atMostFive)
        #expect(conflicts.count == 1 && conflicts[0] === atLeastTen)
        #expect(solver.solved(x) == 10)
        var after = solver.statistics
        after.pivots = before.pivots
        #expect(after == before)
        #expect(!solver.contains(atMostFive))
        solver.expectConsistent()
    }

    @Test func failedAddInABiggerSystemRestoresEveryValue() throws {
        // A chain with preferences; then a required constraint that phase one must try and
        // reject. Every value, and the tableau's size, must be as before.
        let solver = Solver()
        let xs = (0..<12).map { Variable("x\($0)") }
        try solver.addConstraint(xs[0] == 0)
        for i in 1..<xs.count {
            try solver.addConstraint(xs[i] >= xs[i - 1] + 10)
            try solver.addConstraint(xs[i] == xs[i - 1] + 25 ~ Strength(Double(200 + i)))
        }
        try solver.addConstraint(xs[11] <= 200)
        solver.updateVariables()
        let before = xs.map(solver.value(of:))
        let statistics = solver.statistics
        let impossible = xs[5] - xs[3] <= 5
        let error = solverError { try solver.addConstraint(impossible) }
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(isMinimalConflict(conflicts, impossible))
        #expect(conflicts.count == 2) // x4 >= x3 + 10 and x5 >= x4 + 10
        solver.updateVariables()
        #expect(xs.map(solver.value(of:)) == before)
        var after = solver.statistics
        after.pivots = statistics.pivots
        #expect(after == statistics)
        solver.expectConsistent()
        // And it keeps working.
        try solver.addConstraint(xs[5] - xs[3] >= 30)
        solver.updateVariables()
        #expect(solver.value(of: xs[5]) - solver.value(of: xs[3]) >= 30 - 1e-9)
    }

    // MARK: Conflicts

    @Test func conflictNamesExactlyTheConstraintsInvolved() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), z = Variable("z")
        let unrelated = z == 5
        let sum = a + b == 100
        let aAtLeast = a >= 60
        let aBounded = a <= 1000
        let preference = a == 70 ~ .strong
        try solver.addConstraints([unrelated, sum, aAtLeast, aBounded, preference])
        let bAtLeast = b >= 60
        let error = solverError { try solver.addConstraint(bAtLeast) }
        guard case .unsatisfiableConstraint(let failed, let conflicts) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(failed === bAtLeast)
        #expect(conflicts.count == 2)
        #expect(conflicts.first === sum && conflicts.last === aAtLeast) // in the order added
    }

    @Test func conflictIsMinimalWhenSeveralExplanationsExist() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a == 10)
        try solver.addConstraint(b == a)
        try solver.addConstraint(b <= 10) // implied by the two above
        try solver.addConstraint(a - b <= 0)
        let impossible = b >= 20
        let error = solverError { try solver.addConstraint(impossible) }
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(isMinimalConflict(conflicts, impossible), "\(conflicts)")
    }

    /// A constraint that fails again gets the conflicts found the first time, without a second
    /// minimisation, as long as every one of them is still in the solver; once one has left
    /// (and come back), they are found afresh.
    @Test func aConstraintThatFailsAgainReusesItsConflicts() throws {
        let solver = Solver()
        let xs = (0..<6).map { Variable("x\($0)") }
        var cycle: [Constraint] = []
        for i in 1..<xs.count { cycle.append(xs[i] == xs[i - 1]) }
        try solver.addConstraints(cycle)
        try solver.addConstraint(xs[0] >= 0)
        let contradiction = xs[0] == xs[5] + 10
        func conflicts() -> [Constraint]? {
            guard case .unsatisfiableConstraint(_, let found) = solverError({ try solver.addConstraint(contradiction) })
            else { return nil }
            return found
        }
        let first = try #require(conflicts())
        #expect(first.map(ObjectIdentifier.init) == cycle.map(ObjectIdentifier.init))
        #expect(solver.core.statistics.explanations == 1)
        let again = try #require(conflicts())
        #expect(again.map(ObjectIdentifier.init) == first.map(ObjectIdentifier.init))
        #expect(solver.core.statistics.explanations == 1)
        // The same constraint made again (as a layout engine translates a broken one afresh).
        guard
            case .unsatisfiableConstraint(_, let restated) = solverError({
                try solver.addConstraint(xs[0] == xs[5] + 10)
            })
        else { Issue.record("expected unsatisfiable"); return }
        #expect(restated.map(ObjectIdentifier.init) == first.map(ObjectIdentifier.init))
        #expect(solver.core.statistics.explanations == 1)
        // A constraint that differs in its constant is minimised on its own.
        guard case .unsatisfiableConstraint = solverError({ try solver.addConstraint(xs[0] == xs[5] + 20) })
        else { Issue.record("expected unsatisfiable"); return }
        #expect(solver.core.statistics.explanations == 2)
        // A member leaves and comes back (now the newest): the same set is still in conflict
        // and minimal, so it is the answer again, in the order the constraints were added.
        try solver.removeConstraint(cycle[2])
        try solver.addConstraint(contradiction)
        try solver.removeConstraint(contradiction)
        try solver.addConstraint(cycle[2])
        let reordered = try #require(conflicts())
        #expect(solver.core.statistics.explanations == 2)
        #expect(reordered.last === cycle[2] && reordered.count == cycle.count)
        // A member leaves for good and another constraint takes its place: found afresh.
        try solver.removeConstraint(cycle[2])
        let replacement = xs[3] == xs[2]
        try solver.addConstraint(replacement)
        let afresh = try #require(conflicts())
        #expect(solver.core.statistics.explanations == 3)
        #expect(isMinimalConflict(afresh, contradiction))
        #expect(afresh.contains { $0 === replacement } && !afresh.contains { $0 === cycle[2] })
        solver.expectConsistent()
    }

    @Test func selfContradictoryConstraintHasNoConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        let impossible = x == x + 5
        let error = solverError { try solver.addConstraint(impossible) }
        guard case .unsatisfiableConstraint(let failed, let conflicts) = error else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(failed === impossible && conflicts.isEmpty)
        #expect(solverError { try solver.addConstraint(Constraint(Expression(constant: 1), .lessThanOrEqual)) } != nil)
        #expect(solverError { try solver.addConstraint(Constraint(Expression(constant: -1), .lessThanOrEqual)) } == nil)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a == 10)
        try solver.addConstraint(b == a + 5)
        let redundant = b == 15
        try solver.addConstraint(redundant)
        try solver.addConstraint(a + b == 25)
        #expect(solver.solved(b) == 15)
        try solver.removeConstraint(redundant)
        #expect(solver.solved(b) == 15)
        solver.expectConsistent()
    }

    // MARK: Errors

    @Test func errorsCarryTheirContextAndChangeNothing() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x >= 1
        try solver.addConstraint(c)
        try solver.addEditVariable(y, strength: .medium)
        let before = solver.statistics

        guard case .duplicateConstraint(let d)? = solverError({ try solver.addConstraint(c) }) else {
            Issue.record("duplicate"); return
        }
        #expect(d === c)
        let stranger = x <= 100
        guard case .unknownConstraint(let u)? = solverError({ try solver.removeConstraint(stranger) }) else {
            Issue.record("unknown"); return
        }
        #expect(u === stranger)
        guard case .duplicateEditVariable(let v)? = solverError({ try solver.addEditVariable(y, strength: .weak) })
        else {
            Issue.record("duplicate edit"); return
        }
        #expect(v === y)
        guard case .unknownEditVariable? = solverError({ try solver.suggestValue(3, for: x) }) else {
            Issue.record("unknown edit"); return
        }
        guard case .unknownEditVariable? = solverError({ try solver.removeEditVariable(x) }) else {
            Issue.record("unknown edit removal"); return
        }
        guard case .requiredEditVariable? = solverError({ try solver.addEditVariable(x, strength: .required) }) else {
            Issue.record("required edit"); return
        }
        for strength in [Strength(0), Strength(-5), Strength(1000.5), Strength(.nan), Strength(.infinity)] {
            guard case .invalidStrength? = solverError({ try solver.addConstraint(x == 3 ~ strength) }) else {
                Issue.record("invalid strength \(strength.priority)"); return
            }
            guard case .invalidStrength? = solverError({ try solver.addEditVariable(x, strength: strength) }) else {
                Issue.record("invalid edit strength \(strength.priority)"); return
            }
        }
        for bad in [x == .nan, .infinity * x == 3, x + .infinity >= 0, Double.nan * y <= 2] {
            guard case .nonFiniteValue? = solverError({ try solver.addConstraint(bad) }) else {
                Issue.record("non-finite \(bad)"); return
            }
        }
        guard case .nonFiniteValue? = solverError({ try solver.suggestValue(.nan, for: y) }) else {
            Issue.record("non-finite suggestion"); return
        }
        guard case .nonFiniteValue? = solverError({ try solver.suggestValue(-.infinity, for: y) }) else {
            Issue.record("infinite suggestion"); return
        }
        #expect(solver.statistics == before)
        solver.expectConsistent()
    }

    // MARK: Removal

    @Test func removingAConstraintRestoresTheSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraints([x >= 0, y >= 0, x + y == 100, x == 30 ~ .weak])
        solver.updateVariables()
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 70)
        let pull = x == 60 ~ .strong
        try solver.addConstraint(pull)
        solver.updateVariables()
        #expect(solver.value(of: x) == 60 && solver.value(of: y) == 40)
        try solver.removeConstraint(pull)
        solver.updateVariables()
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 70)
        let pin = y == 90
        try solver.addConstraint(pin)
        #expect(solver.solved(x) == 10)
        try solver.removeConstraint(pin)
        #expect(solver.solved(x) == 30)
        #expect(!solver.contains(pin) && !solver.contains(pull))
        solver.expectConsistent()
    }

    @Test func addRemoveCyclesLeaveNoResidue() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraints([a >= 0, b >= a + 10, c == a + b ~ .medium])
        solver.updateVariables()
        let baseline = solver.statistics
        var symbolCapacity = 0, levelIDs = 0
        for cycle in 0..<300 {
            let extra = Variable("extra\(cycle)")
            let batch = [
                extra == a + Double(cycle % 7),
                b <= 200,
                c >= 5 ~ Strength(Double(100 + cycle % 5)),
                a == Double(cycle % 11) ~ .weak,
                extra + c == 50 ~ .strong
            ]
            try solver.addConstraints(batch)
            try solver.addEditVariable(extra, strength: .medium)
            try solver.suggestValue(Double(cycle), for: extra)
            solver.updateVariables()
            try solver.removeEditVariable(extra)
            for constraint in batch.reversed() { try solver.removeConstraint(constraint) }
            var now = solver.statistics
            now.pivots = baseline.pivots
            #expect(now == baseline, "cycle \(cycle)")
            if cycle == 0 { symbolCapacity = solver.core.registry.symbolCapacity }
            // The first five cycles meet every priority the batches use.
            if cycle == 4 { levelIDs = solver.core.objectives.levelCount }
        }
        // Ids are reused: the symbol and level arrays did not grow after the first cycles.
        #expect(solver.core.registry.symbolCapacity == symbolCapacity)
        #expect(solver.core.objectives.levelCount == levelIDs)
        solver.expectConsistent()
        // 300 rounds of pivots leave a few ulps of rounding (about 1e-12), no more.
        expectClose(solver.solved(b), 10, tolerance: 1e-9)
    }

    @Test func variableNoLongerMentionedIsForgotten() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(y == 3)
        let c = x == 7
        try solver.addConstraint(c)
        #expect(solver.solved(x) == 7)
        try solver.removeConstraint(c)
        #expect(solver.solved(x) == 0)
        #expect(solver.statistics.symbols == 2) // y and its dummy
    }

    // MARK: Edits

    @Test func editsResolveIncrementally() throws {
        let solver = Solver()
        let w = Variable("w"), a = Variable("a"), b = Variable("b")
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(300, for: w)
        try solver.addConstraints([a >= 0, b >= 0, a + b + 30 == w, a == b ~ .medium])
        #expect(solver.solved(a) == 135)
        let rows = solver.statistics.rows
        let pivots = solver.statistics.pivots
        try solver.suggestValue(400, for: w) // same basis: no pivot at all
        #expect(solver.statistics.pivots == pivots)
        #expect(solver.solved(a) == 185)
        try solver.suggestValue(10, for: w) // a + b would go negative: w gives way
        solver.updateVariables()
        #expect(solver.value(of: a) == 0 && solver.value(of: b) == 0 && solver.value(of: w) == 30)
        #expect(solver.statistics.rows == rows)
        try solver.suggestValue(300, for: w)
        #expect(solver.solved(a) == 135)
        solver.expectConsistent()
    }

    @Test func removingAnEditVariableFreesItsValue() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 5 ~ .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(42, for: x)
        #expect(solver.solved(x) == 42)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.solved(x) == 5)
    }

    // MARK: Bookkeeping

    @Test func constraintsAreListedInAddOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        let cs = [x >= 0, x <= 10, x == 4 ~ .weak, x == 5 ~ .medium]
        try solver.addConstraints(cs)
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.constraints.count == 4)
        #expect(zip(solver.constraints, cs).allSatisfy { $0 === $1 })
        try solver.removeConstraint(cs[1])
        #expect(solver.constraints.map(ObjectIdentifier.init) == [cs[0], cs[2], cs[3]].map(ObjectIdentifier.init))
        #expect(solver.contains(cs[0]) && !solver.contains(cs[1]))
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 3)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(solver.statistics.rows == 0 && solver.statistics.symbols == 0)
        #expect(solver.constraints.isEmpty && !solver.hasEditVariable(x))
        try solver.addConstraint(x == 4)
        #expect(solver.solved(x) == 4)
    }

    /// A coefficient below 2⁻⁵⁰ of the largest in its constraint cannot change a result beyond
    /// rounding: its variable never enters. One of 1e-12 can, and stays.
    @Test func negligibleCoefficientsAreTreatedAsZero() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x + 1e-17 * y == 5)
        #expect(solver.solved(x) == 5)
        #expect(solver.statistics.symbols == 2) // x and the dummy; y never entered
        try solver.addConstraint(z + 1e-12 * y == 5)
        #expect(solver.statistics.symbols == 5)
        try solver.addConstraint(y == 1e12)
        #expect(solver.solved(z) == 4)
    }

    @Test func largeMagnitudesStayAccurate() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraints([x == 1e9, y == x + 0.5, y <= 2e9])
        solver.updateVariables()
        #expect(solver.value(of: y) == 1e9 + 0.5)
    }

    @Test func negativeZeroIsNotPublished() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(-1 * x == 0)
        solver.updateVariables()
        #expect(solver.value(of: x).sign == .plus)
    }
}
