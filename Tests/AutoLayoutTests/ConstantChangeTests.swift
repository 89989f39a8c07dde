import Testing

@testable import AutoLayout

/// A changed constant moves in place in the solver (`Solver.replaceConstant`); one that makes
/// a conflict, or one of a constraint left out, takes the general path and is reported and
/// broken as any conflict.
@Suite struct ConstantChangeTests {
    @Test func aConstantMovedIntoAConflictIsReportedAndBroken() throws {
        let (engine, v) = try makeEngine(views: 1)
        let view = v[0]
        try pinVertically(view, in: engine.root)
        let width = view.width == 100
        let cap = view.width <= 200
        try LayoutConstraint.activate([view.left == engine.root.left, width, cap])
        engine.layoutIfNeeded()
        #expect(view.frame.width == 100)
        width.constant = 300
        engine.layoutIfNeeded()
        // width == 300 cannot hold with width <= 200: it is the one broken, as when activated.
        #expect(engine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.last else {
            Issue.record("expected a conflict, got \(engine.issues)")
            return
        }
        #expect(broken === width)
        #expect(Set(conflicting.map(ObjectIdentifier.init)) == [ObjectIdentifier(width), ObjectIdentifier(cap)])
        #expect(view.frame.width <= 200)
        // Moved back within the cap, the broken constraint joins again.
        width.constant = 150
        engine.layoutIfNeeded()
        #expect(engine.brokenConstraints.isEmpty)
        #expect(view.frame.width == 150)
    }

    @Test func inequalitiesAndOptionalConstraintsMoveInPlace() throws {
        let (engine, v) = try makeEngine(views: 2)
        for view in v { try pinVertically(view, in: engine.root) }
        let gap = v[1].left >= v[0].right + 8
        let preferredWidth = v[0].width == 120 ~ .defaultHigh
        try LayoutConstraint.activate([
            v[0].left == engine.root.left + 20, preferredWidth, v[0].width <= 150, gap,
            v[1].width == 50, v[1].left == engine.root.left ~ .defaultLow
        ])
        engine.layoutIfNeeded()
        // v1 as far left as the gap allows: 20 + 120 + 8.
        #expect(v[1].frame.minX == 148)
        gap.constant = 30
        preferredWidth.constant = 200 // above the cap of 150: the optional constraint gives way
        engine.layoutIfNeeded()
        #expect(v[0].frame.width == 150)
        #expect(v[1].frame.minX == 200)
        #expect(engine.issues.isEmpty)
        #expect(engine.solver.invariantViolations().isEmpty)
    }
}
