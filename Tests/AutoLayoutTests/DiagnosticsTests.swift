import Testing

@testable import AutoLayout

/// Conflicts and ambiguity, reported as UIKit does and better.
@Suite struct DiagnosticsTests {
    @Test func conflictNamesExactlyTheConstraintsInConflictAndBreaksOne() throws {
        let (engine, v) = try makeEngine(views: 2)
        let root = engine.root, card = v[0], other = v[1]
        let left = card.left == root.left + 20
        left.source = writtenAt("card.vfl", line: 4, column: 1, text: "H:|-20-[card]-20-|")
        let right = root.right == card.right + 20
        let unrelated = other.width == 10
        let width = card.width == 300
        width.source = writtenAt("card.vfl", line: 7, column: 1)
        try LayoutConstraint.activate([left, right, unrelated, card.top == root.top, card.height == 50])
        try LayoutConstraint.activate([width])
        engine.layoutIfNeeded()
        #expect(engine.issues.count == 1)
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.first else {
            Issue.record("expected a conflict, got \(engine.issues)"); return
        }
        // The root's width is part of the conflict: 20 + 300 + 20 is not 320.
        #expect(conflicting.prefix(3).map(ObjectIdentifier.init) == [left, right, width].map(ObjectIdentifier.init))
        #expect(conflicting.count == 4 && conflicting[3].kind == .rootSize)
        #expect(broken === width)
        #expect(engine.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        #expect(card.frame.width == 280) // the layout carries on without the broken one
        #expect(
            engine.issues[0].description == """
                Unable to simultaneously satisfy constraints.
                    Probably at least one of the constraints in the following list is one you don't want.
                    Try this:
                        (1) look at each constraint and try to figure out which you don't expect;
                        (2) find the code that added the unwanted constraint or constraints and fix it.
                (
                    "v0.left == root.left + 20  (card.vfl:4:1)",
                    "root.right == v0.right + 20",
                    "v0.width == 300  (card.vfl:7:1)",
                    "root.width == 320 (the root view's size)"
                )

                Will attempt to recover by breaking constraint
                v0.width == 300  (card.vfl:7:1)
                """)
    }

    @Test func conflictWithTheRootSizeIsFoundAtLayout() throws {
        // 3 x 120 + 4 x 8 > 320: the row cannot fit the screen. Only the root size gives way
        // in the solver, so the engine finds the conflict and breaks a real constraint.
        let (engine, v) = try makeEngine(views: 3)
        let root = engine.root
        var constraints = [v[0].leading == root.leading + 8, root.trailing == v[2].trailing + 8]
        for i in 0..<3 {
            constraints.append(v[i].width == 120)
            try pinVertically(v[i], in: root)
            if i > 0 { constraints.append(v[i].leading == v[i - 1].trailing + 8) }
        }
        try LayoutConstraint.activate(constraints)
        engine.layoutIfNeeded()
        #expect(engine.root.frame.size == LayoutSize(width: 320, height: 568))
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.first else {
            Issue.record("expected a conflict, got \(engine.issues)"); return
        }
        #expect(conflicting.count == 8) // 7 constraints + the root's width
        #expect(conflicting.last?.kind == .rootSize)
        #expect(conflicting.last?.description == "root.width == 320 (the root view's size)")
        #expect(broken === constraints.last) // the most recently activated one
        #expect(engine.issues.count == 1)
    }

    @Test func ambiguityFoundPerViewAndAxis() throws {
        let (engine, v) = try makeEngine(views: 3)
        let root = engine.root
        try LayoutConstraint.activate([
            v[0].left == root.left + 10, // no width: x fixed, width free
            v[0].top == root.top, v[0].height == 20,
            // Two equal-priority constraints that trade off 1:1.
            v[1].left == root.left, v[1].top == root.top + 30, v[1].height == 20,
            v[1].width == 100 ~ 500, v[1].width == 200 ~ 500,
            // Fully determined.
            v[2].left == root.left, v[2].width == 50, v[2].top == root.top, v[2].height == 5
        ])
        engine.layoutIfNeeded()
        let found = engine.ambiguities()
        #expect(
            found.map(\.description) == [
                "v0 is ambiguous horizontally: width is not determined by its constraints",
                "v1 is ambiguous horizontally: width is not determined by its constraints"
            ])
        #expect(v[0].hasAmbiguousLayout && v[1].hasAmbiguousLayout && !v[2].hasAmbiguousLayout)
        // Checking does not move anything.
        let before = v.map(\.frame)
        _ = engine.ambiguities()
        engine.layoutIfNeeded()
        #expect(v.map(\.frame) == before)
    }

    @Test func unconstrainedViewIsAmbiguousOnBothAxes() throws {
        let (engine, _) = try makeEngine(views: 1)
        let found = engine.ambiguities()
        #expect(found.count == 2)
        #expect(found[0].quantities == ["x", "width"] && found[1].quantities == ["y", "height"])
    }

    @Test func preferencesResolveWhatWouldOtherwiseBeAmbiguous() throws {
        let (engine, v) = try makeEngine(views: 1)
        try LayoutConstraint.activate([
            v[0].left >= engine.root.left + 10, // alone: any x >= 10
            v[0].left == engine.root.left ~ .defaultLow, // pulled as far left as allowed
            v[0].width == 40, v[0].top == engine.root.top, v[0].height == 10
        ])
        engine.layoutIfNeeded()
        #expect(v[0].frame.minX == 10)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func traceShowsTheTreeAndMarksAmbiguity() throws {
        let seed = try SeedViews()
        let root = seed.engine.root
        try LayoutConstraint.activate([
            seed.topGray.leading == root.leading + 20, root.trailing == seed.topGray.trailing + 20,
            seed.topGray.top == root.top + 20, seed.topGray.height == 100,
            seed.topButton.leading == seed.topGray.leading + 20, seed.topButton.centerY == seed.topGray.centerY,
            seed.bottomGray.top == seed.topGray.bottom + 8, seed.bottomGray.height == 100,
            seed.bottomButton.left == seed.topButton.right, seed.bottomButton.centerY == seed.bottomGray.centerY
        ])
        seed.engine.layoutIfNeeded()
        #expect(
            seed.engine.autolayoutTrace() == """
                •root (0, 0, 320, 568)
                |   *_topGrayView (20, 20, 280, 100)
                |   |   *_topButton (20, 35, 46, 30)
                |   *_bottomGrayView (0, 128, 0, 100) - AMBIGUOUS LAYOUT: horizontally x, width
                |   |   *_bottomButton (86, 35, 46, 30)
                """)
    }
}

@Suite struct RequiredConflictTests {
    @Test func conflictBetweenRequiredConstraintsIsCaughtWhenActivated() throws {
        let (engine, v) = try makeEngine(views: 1)
        let wide = v[0].width >= 200
        let narrow = v[0].width <= 100
        try LayoutConstraint.activate([
            wide, v[0].left == engine.root.left, v[0].top == engine.root.top, v[0].height == 1
        ])
        try LayoutConstraint.activate([narrow])
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.first else {
            Issue.record("expected a conflict, got \(engine.issues)"); return
        }
        #expect(conflicting.count == 2 && conflicting[0] === wide && conflicting[1] === narrow)
        #expect(broken === narrow)
        engine.layoutIfNeeded()
        #expect(v[0].frame.width == 200)
        // Deactivating the broken constraint is the fix; nothing else changes.
        try narrow.deactivate()
        #expect(engine.brokenConstraints.isEmpty)
    }
}

/// The conflict report names a minimal set, even when constraints that merely agree with the
/// conflicting ones are present.
@Suite struct MinimalConflictTests {
    @Test func impliedAndUnrelatedConstraintsAreLeftOut() throws {
        let (engine, v) = try makeEngine(views: 2)
        let root = engine.root, view = v[0], other = v[1]
        let left = view.left == root.left + 20
        let impliedLeft = view.left >= root.left + 10 // implied by `left`
        let width = view.width == 200
        let impliedWidth = view.width >= 100 // implied by `width`
        let unrelated = other.width == 50
        try LayoutConstraint.activate([impliedLeft, left, unrelated, impliedWidth, width])
        try pinVertically(view, in: root)
        let tooFar = view.right <= root.left + 210 // 20 + 200 > 210
        try tooFar.activate()
        #expect(engine.issues.count == 1)
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.first else {
            Issue.record("expected a conflict, got \(engine.issues)"); return
        }
        #expect(
            conflicting.map(\.description) == [
                "v0.left == root.left + 20", "v0.width == 200", "v0.right <= root.left + 210"
            ])
        #expect(conflicting.map(ObjectIdentifier.init) == [left, width, tooFar].map(ObjectIdentifier.init))
        #expect(broken === tooFar)
        engine.layoutIfNeeded()
        #expect(view.frame.minX == 20 && view.frame.width == 200)
    }

    @Test func conflictWithContentSizeAtRequiredPriority() throws {
        let (engine, v) = try makeEngine(views: 1)
        let label = v[0]
        label.intrinsicContentSize = LayoutSize(width: 80, height: LayoutView.noIntrinsicMetric)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        try LayoutConstraint.activate([label.left == engine.root.left])
        try pinVertically(label, in: engine.root)
        let narrow = label.width <= 60
        try narrow.activate()
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.first else {
            Issue.record("expected a conflict, got \(engine.issues)"); return
        }
        #expect(conflicting.map(\.description) == ["v0.width >= 80 (compression resistance)", "v0.width <= 60"])
        #expect(broken === narrow)
    }
}

/// Ambiguity in the classic squeezed row: equal compression resistance leaves the split open.
@Suite struct SqueezedRowAmbiguityTests {
    func squeezedRow(nameResistance: LayoutPriority) throws -> (LayoutEngine, LayoutView, LayoutView) {
        let (engine, v) = try makeEngine(width: 200, views: 2)
        let name = v[0], value = v[1]
        for label in v { label.intrinsicContentSize = LayoutSize(width: 120, height: 20) }
        name.setContentCompressionResistancePriority(nameResistance, for: .horizontal)
        let root = engine.root
        try LayoutConstraint.activate([
            name.leading == root.leading + 10, value.leading == name.trailing + 8,
            value.trailing <= root.trailing - 10, name.top == root.top, value.top == root.top
        ])
        engine.layoutIfNeeded()
        return (engine, name, value)
    }

    @Test func equalResistanceIsAmbiguous() throws {
        let (engine, name, value) = try squeezedRow(nameResistance: .defaultHigh)
        // Both shrink at 750 and the summed shortfall (68) is the same for any split.
        #expect(
            engine.ambiguities().map(\.description) == [
                "v0 is ambiguous horizontally: width is not determined by its constraints",
                "v1 is ambiguous horizontally: x and width are not determined by its constraints"
            ])
        #expect(name.hasAmbiguousLayout && value.hasAmbiguousLayout)
        #expect(name.frame.width + value.frame.width == 172)
        #expect(engine.issues.isEmpty)
        #expect(
            engine.autolayoutTrace().contains(
                "*v1 (\(formatPoints(value.frame.minX)), 0, \(formatPoints(value.frame.width)), 20) - AMBIGUOUS LAYOUT: horizontally x, width"
            ))
    }

    @Test func oneHigherResistanceResolvesIt() throws {
        let (engine, name, value) = try squeezedRow(nameResistance: LayoutPriority(751))
        #expect(engine.ambiguities().isEmpty)
        #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
        #expect(name.frame.width == 120 && value.frame.width == 52)
        #expect(!engine.autolayoutTrace().contains("AMBIGUOUS"))
    }
}
