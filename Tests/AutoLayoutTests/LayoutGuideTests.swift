import AutoLayout
import Testing

/// `UILayoutGuide`: a rectangle owned by a view, with a view's anchors but the baselines, in
/// every kind of constraint, in conflict reports and ambiguity checks.
@Suite struct LayoutGuideTests {
    /// Two 50-point views with a guide between them as wide as each: a spacer.
    func spacedRow() throws -> (LayoutEngine, a: LayoutView, b: LayoutView, gap: LayoutGuide) {
        let (engine, v) = try makeEngine(views: 2)
        let gap = LayoutGuide(name: "gap")
        engine.root.addLayoutGuide(gap)
        try LayoutConstraint.activate([
            v[0].leading == engine.root.leading + 20, v[0].width == 50,
            gap.leadingAnchor.constraint(equalTo: v[0].trailingAnchor),
            gap.widthAnchor.constraint(equalTo: v[0].widthAnchor),
            try LayoutConstraint(
                item: v[1], attribute: .leading, relatedBy: .equal,
                toItem: gap, attribute: .trailing, multiplier: 1, constant: 0),
            v[1].width == 50,
            gap.top == engine.root.top + 30, gap.height == 10
        ])
        for view in v { try pinVertically(view, in: engine.root) }
        engine.layoutIfNeeded()
        return (engine, v[0], v[1], gap)
    }

    @Test func aGuideTakesPartInAnchorsInitializerAndOperators() throws {
        let (engine, a, b, gap) = try spacedRow()
        #expect(a.frame == LayoutRect(x: 20, y: 0, width: 50, height: 10))
        #expect(gap.layoutFrame == LayoutRect(x: 70, y: 30, width: 50, height: 10))
        #expect(b.frame.minX == 120)
        #expect(gap.owningView === engine.root && engine.root.layoutGuides.map(\.name) == ["gap"])
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty && !gap.hasAmbiguousLayout)
        #expect(gap.identifier == "" && gap.kind == .custom && !gap.isSystemGuide)
    }

    @Test func aGuidesFrameIsInItsOwningViewsCoordinates() throws {
        let (engine, v) = try makeEngine(views: 1)
        let card = v[0]
        let middle = LayoutGuide(name: "middle")
        card.addLayoutGuide(middle)
        try LayoutConstraint.activate([
            card.left == engine.root.left + 20, card.top == engine.root.top + 40, card.width == 200, card.height == 100,
            middle.centerX == card.centerX, middle.centerY == card.centerY, middle.width == 0.5 * card.width,
            middle.height == 10
        ])
        engine.layoutIfNeeded()
        #expect(middle.layoutFrame == LayoutRect(x: 50, y: 45, width: 100, height: 10))
        #expect(middle.frameInRoot == LayoutRect(x: 70, y: 85, width: 100, height: 10))
        #expect(middle.description == "middle (50, 45, 100, 10)")
    }

    /// UIKit reports a guide that its constraints do not place, as it does a view.
    @Test func anAmbiguousGuideIsReported() throws {
        let (engine, v) = try makeEngine(views: 1)
        let gap = LayoutGuide(name: "gap")
        engine.root.addLayoutGuide(gap)
        try LayoutConstraint.activate([
            v[0].left == engine.root.left, v[0].top == engine.root.top, v[0].width == 10, v[0].height == 10,
            gap.width == 40, gap.top == v[0].bottom, gap.height == 8
        ])
        engine.layoutIfNeeded()
        #expect(
            engine.ambiguities().map(\.description) == [
                "gap is ambiguous horizontally: x is not determined by its constraints"
            ])
        #expect(gap.hasAmbiguousLayout && !v[0].hasAmbiguousLayout)
        #expect(engine.ambiguities().first?.view == nil && engine.ambiguities().first?.item === gap)
    }

    /// A conflict that runs through a guide lists the guide's constraints, named as written.
    @Test func aGuideInAConflictReport() throws {
        let (engine, a, b, gap) = try spacedRow()
        let tooWide = gap.width == 80
        try tooWide.activate()
        engine.layoutIfNeeded()
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.last else {
            Issue.record("no conflict: \(engine.issues)")
            return
        }
        #expect(broken === tooWide)
        #expect(
            conflicting.map { $0.description(withSource: false) } == [
                "v0.width == 50", "gap.width == v0.width", "gap.width == 80"
            ])
        #expect(b.frame.minX == 120 && a.frame.width == 50)
    }

    /// `UILayoutGuide` has no baselines; this engine also refuses its margins (UIKit's
    /// margin attributes are a view's layout margins).
    @Test func aGuideHasNoBaselinesOrMargins() throws {
        let (engine, v) = try makeEngine(views: 1)
        let gap = LayoutGuide(name: "gap")
        engine.root.addLayoutGuide(gap)
        for attribute in [LayoutAttribute.lastBaseline, .firstBaseline, .leadingMargin, .centerYWithinMargins] {
            let other: LayoutAttribute = attribute.axis == .horizontal ? .leading : .top
            #expect(throws: LayoutError.self) {
                try LayoutConstraint(
                    item: gap, attribute: attribute, relatedBy: .equal, toItem: v[0], attribute: other,
                    multiplier: 1, constant: 0)
            }
        }
        let error = #expect(throws: LayoutError.self) {
            try LayoutConstraint(
                item: v[0], attribute: .top, relatedBy: .equal, toItem: gap, attribute: .lastBaseline,
                multiplier: 1, constant: 0)
        }
        #expect(
            error?.description == "A layout guide has no margins and no baselines; use its edges, or the attributes "
                + "of a view: v0.top == gap.lastBaseline")
    }

    @Test func removingAGuideDeactivatesItsConstraints() throws {
        let (engine, a, _, gap) = try spacedRow()
        let uses = engine.activeConstraints.filter { $0.firstItem === gap || $0.secondItem === gap }
        #expect(uses.count == 5)
        engine.root.removeLayoutGuide(gap)
        #expect(uses.allSatisfy { !$0.isActive } && gap.owningView == nil && engine.root.layoutGuides.isEmpty)
        #expect(throws: LayoutError.self) { try (gap.width == a.width).activate() }
    }

    @Test func removingTheOwnerDeactivatesConstraintsThatReachOut() throws {
        let (engine, v) = try makeEngine(views: 2)
        let inside = LayoutGuide(name: "inside")
        v[1].addLayoutGuide(inside)
        let reaching = inside.leading == v[0].trailing
        try reaching.activate()
        v[1].removeFromSuperview()
        #expect(!reaching.isActive)
        #expect(engine.activeConstraints.isEmpty)
    }

    @Test func addingAGuideToAnotherViewMovesIt() throws {
        let (_, v) = try makeEngine(views: 2)
        let guide = LayoutGuide(name: "g")
        v[0].addLayoutGuide(guide)
        v[1].addLayoutGuide(guide)
        #expect(v[0].layoutGuides.isEmpty && v[1].layoutGuides.map(\.name) == ["g"] && guide.owningView === v[1])
    }
}
