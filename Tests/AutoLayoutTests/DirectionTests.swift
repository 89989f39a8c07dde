import AutoLayout
import Testing

/// Leading and trailing follow the layout direction.
@Suite struct DirectionTests {
    func row(_ direction: LayoutDirection) throws -> (LayoutEngine, [LayoutView]) {
        let (engine, v) = try makeEngine(views: 2, direction: direction)
        let root = engine.root
        try LayoutConstraint.activate([
            v[0].leading == root.leading + 20, v[0].width == 50,
            v[1].leading == v[0].trailing + 8, v[1].trailing == root.trailing - 20
        ])
        for view in v { try pinVertically(view, in: root) }
        engine.layoutIfNeeded()
        return (engine, v)
    }

    @Test func leftToRight() throws {
        let (_, v) = try row(.leftToRight)
        #expect(v[0].frame.minX == 20 && v[0].frame.width == 50)
        #expect(v[1].frame.minX == 78 && v[1].frame.maxX == 300)
    }

    @Test func rightToLeftMirrors() throws {
        let (engine, v) = try row(.rightToLeft)
        #expect(v[0].frame.maxX == 300 && v[0].frame.width == 50)
        #expect(v[1].frame.maxX == 242 && v[1].frame.minX == 20)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func switchingDirectionReSolves() throws {
        let (engine, v) = try row(.leftToRight)
        engine.layoutDirection = .rightToLeft
        engine.layoutIfNeeded()
        #expect(v[0].frame.maxX == 300)
        engine.layoutDirection = .leftToRight
        engine.layoutIfNeeded()
        #expect(v[0].frame.minX == 20)
    }

    @Test func leftAndRightIgnoreTheDirection() throws {
        let (engine, v) = try makeEngine(views: 1, direction: .rightToLeft)
        try LayoutConstraint.activate([v[0].left == engine.root.left + 5, v[0].width == 10])
        try pinVertically(v[0], in: engine.root)
        engine.layoutIfNeeded()
        #expect(v[0].frame.minX == 5)
    }
}

/// Leading and trailing in nested views and across hierarchies, right to left.
@Suite struct NestedDirectionTests {
    /// The seed with its recipe's constraints in a right-to-left layout: `leading` is measured
    /// from each superview's right edge, while the cross-view `left == right` stays absolute.
    @Test func theSeedRightToLeft() throws {
        let seed = try SeedViews()
        seed.engine.layoutDirection = .rightToLeft
        let root = seed.engine.root
        try LayoutConstraint.activate([
            seed.topGray.leading == root.leading + 20, root.trailing == seed.topGray.trailing + 20,
            seed.topGray.top == root.top + 20, seed.topGray.height == 100,
            seed.topButton.leading == seed.topGray.leading + 20, seed.topButton.centerY == seed.topGray.centerY,
            seed.bottomGray.leading == root.leading + 20, root.trailing == seed.bottomGray.trailing + 20,
            seed.bottomGray.top == seed.topGray.bottom + 8, seed.bottomGray.height == 100,
            seed.bottomButton.left == seed.topButton.right, seed.bottomButton.centerY == seed.bottomGray.centerY
        ])
        for size in [LayoutSize(width: 320, height: 568), LayoutSize(width: 568, height: 320)] {
            seed.engine.size = size
            seed.engine.layoutIfNeeded()
            let grayWidth = size.width - 40
            #expect(seed.topGray.frame == LayoutRect(x: 20, y: 20, width: grayWidth, height: 100))
            #expect(seed.bottomGray.frame == LayoutRect(x: 20, y: 128, width: grayWidth, height: 100))
            // The top button's right edge is 20 inside its gray view's right edge.
            let buttonX = grayWidth - 20 - 46
            #expect(seed.topButton.frame == LayoutRect(x: buttonX, y: 35, width: 46, height: 30))
            // The bottom button starts where the top button ends, in root coordinates.
            #expect(seed.bottomButton.frameInRoot == LayoutRect(x: 20 + buttonX + 46, y: 163, width: 46, height: 30))
            #expect(seed.bottomButton.frame.minX == buttonX + 46)
        }
        #expect(seed.engine.issues.isEmpty && seed.engine.ambiguities().isEmpty)
    }

    @Test func leadingAndTrailingAcrossHierarchies() throws {
        // Two cards side by side; a badge in the second card is placed after a label in the
        // first one. Right to left, "after" is to the left.
        let (engine, cards) = try makeEngine(views: 2, direction: .rightToLeft)
        let root = engine.root
        let label = LayoutView(name: "label"), badge = LayoutView(name: "badge")
        try cards[0].addSubview(label)
        try cards[1].addSubview(badge)
        try LayoutConstraint.activate([
            cards[0].leading == root.leading, cards[0].width == 160,
            cards[1].leading == cards[0].trailing, cards[1].width == 160,
            label.leading == cards[0].leading + 10, label.width == 100,
            badge.leading == label.trailing + 8, badge.width == 30
        ])
        for view in cards + [label, badge] { try pinVertically(view, in: root) }
        engine.layoutIfNeeded()
        #expect(cards[0].frame.minX == 160 && cards[1].frame.minX == 0)
        #expect(label.frameInRoot.maxX == 310 && label.frame.minX == 50)
        // 8 points to the left of the label's left edge (210), in the other card.
        #expect(badge.frameInRoot == LayoutRect(x: 172, y: 0, width: 30, height: 10))
        #expect(badge.frame.minX == 172)
        engine.layoutDirection = .leftToRight
        engine.layoutIfNeeded()
        #expect(badge.frameInRoot.minX == 118) // 0 + 10 + 100 + 8
        #expect(badge.frame.minX == 118 - 160)
    }
}
