import AutoLayout
import Testing

/// Every attribute, multipliers, and positions across hierarchies.
@Suite struct AttributeTests {
    @Test func everyHorizontalAttribute() throws {
        let (engine, v) = try makeEngine(views: 6)
        let root = engine.root
        try LayoutConstraint.activate([
            v[0].left == root.left + 10, v[0].width == 50,
            v[1].right == root.right - 10, v[1].width == 60, // right edge at 310
            v[2].centerX == root.centerX, v[2].width == 100, // centered
            v[3].leading == v[0].trailing + 5, v[3].trailing == v[1].leading - 5,
            v[4].centerX == v[2].centerX + 30, v[4].width == v[2].width * 0.25,
            v[5].left == v[4].right, v[5].right == v[1].right
        ])
        for view in v { try pinVertically(view, in: root) }
        engine.layoutIfNeeded()
        #expect(v[0].frame.minX == 10 && v[0].frame.width == 50)
        #expect(v[1].frame.maxX == 310 && v[1].frame.minX == 250)
        #expect(v[2].frame.midX == 160 && v[2].frame.minX == 110)
        #expect(v[3].frame.minX == 65 && v[3].frame.maxX == 245)
        #expect(v[4].frame.width == 25 && v[4].frame.midX == 190)
        #expect(v[5].frame.minX == 202.5 && v[5].frame.maxX == 310)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func everyVerticalAttributeAndBaselines() throws {
        let (engine, v) = try makeEngine(views: 5)
        let root = engine.root
        let label = v[3], other = v[4]
        label.firstBaselineOffsetFromTop = 14
        label.lastBaselineOffsetFromBottom = 4
        label.intrinsicContentSize = LayoutSize(width: 70, height: 18)
        try LayoutConstraint.activate([
            v[0].top == root.top + 20, v[0].height == 44,
            v[1].bottom == root.bottom - 10, v[1].height == 30, // bottom at 558
            v[2].centerY == root.centerY, v[2].height == 100,
            label.firstBaseline == v[0].bottom + 20, // top = 84 - 14 = 70
            other.lastBaseline == label.lastBaseline, other.height == 40 // no baseline: bottom edge
        ])
        for view in v {
            try LayoutConstraint.activate([view.left == root.left, view.width == 10])
        }
        try LayoutConstraint.activate([label.width == 70])
        engine.layoutIfNeeded()
        #expect(v[0].frame == LayoutRect(x: 0, y: 20, width: 10, height: 44))
        #expect(v[1].frame.maxY == 558)
        #expect(v[2].frame.midY == 284)
        #expect(label.frame.minY == 70 && label.frame.height == 18)
        #expect(other.frame.maxY == 84) // the label's last baseline: 70 + 18 - 4
        #expect(engine.ambiguities().isEmpty)
        // Changing a baseline offset re-solves the constraints that use it.
        label.firstBaselineOffsetFromTop = 10
        engine.layoutIfNeeded()
        #expect(label.frame.minY == 74)
    }

    @Test func positionMultipliersUseTheCommonAncestorsCoordinates() throws {
        // In UIKit, `view.centerX == 0.5 * superview.centerX` puts the view's centre a quarter
        // of the way across the superview, measured from the superview's own left edge.
        let (engine, v) = try makeEngine(views: 1)
        let card = v[0], child = LayoutView(name: "child")
        try card.addSubview(child)
        try LayoutConstraint.activate([
            card.left == engine.root.left + 100, card.width == 200,
            try LayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: card,
                attribute: .centerX, multiplier: 0.5, constant: 0),
            child.width == 20,
            try LayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: card,
                attribute: .bottom, multiplier: 0.25, constant: 5),
            child.height == 10
        ])
        try pinVertically(card, in: engine.root, top: 40, height: 80)
        engine.layoutIfNeeded()
        #expect(child.frame == LayoutRect(x: 40, y: 25, width: 20, height: 10))
        #expect(child.frameInRoot.midX == 150)
    }

    @Test func dimensionMultipliers() throws {
        let (engine, v) = try makeEngine(views: 2)
        try LayoutConstraint.activate([
            v[0].width == engine.root.width * 0.5,
            v[0].height == v[0].width * 0.75,
            v[1].width == 3 * v[0].height - 10,
            v[1].height == v[1].width * 2
        ])
        for view in v { try LayoutConstraint.activate([view.left == engine.root.left, view.top == engine.root.top]) }
        engine.layoutIfNeeded()
        #expect(v[0].frame.size == LayoutSize(width: 160, height: 120))
        #expect(v[1].frame.size == LayoutSize(width: 350, height: 700))
    }

    @Test(arguments: [2, 5, 40])
    func constraintsAcrossHierarchiesAtAnyDepth(depth: Int) throws {
        // Two chains of nested views, each level inset by 10 from its parent; the deepest
        // view of one chain is placed relative to the deepest of the other.
        let (engine, top) = try makeEngine(views: 2)
        var chains: [[LayoutView]] = [[top[0]], [top[1]]]
        for (side, chain) in chains.enumerated() {
            var parent = chain[0]
            try LayoutConstraint.activate([
                parent.left == engine.root.left + Double(side * 150), parent.width == 150,
                parent.top == engine.root.top + Double(side * 100), parent.height == 1000
            ])
            for level in 1...depth {
                let child = LayoutView(name: "c\(side)_\(level)")
                try parent.addSubview(child)
                try LayoutConstraint.activate([child.top == parent.top + 10, child.height == parent.height - 20])
                // The deepest view of the second chain is placed only by the cross constraint.
                if side == 0 || level < depth { try LayoutConstraint.activate([child.left == parent.left + 1]) }
                chains[side].append(child)
                parent = child
            }
        }
        let a = chains[0].last!, b = chains[1].last!
        try LayoutConstraint.activate([
            a.width == 30,
            b.left == a.right + 8, // crosses both hierarchies
            b.right == chains[1][0].right - 2
        ])
        for level in 1..<depth { // the intermediate levels in each chain need widths
            try LayoutConstraint.activate([chains[0][level].width == 100, chains[1][level].width == 100])
        }
        engine.layoutIfNeeded()
        #expect(a.frameInRoot.minX == Double(depth))
        #expect(b.frameInRoot.minX == Double(depth) + 38)
        #expect(b.frameInRoot.maxX == 298)
        // Superview coordinates: the parent is at 150 + (depth - 1) in root coordinates.
        #expect(b.frame.minX == b.frameInRoot.minX - chains[1][depth - 1].frameInRoot.minX)
        #expect(b.frameInRoot.minY == 100 + 10 * Double(depth))
        #expect(engine.issues.isEmpty)
        #expect(engine.ambiguities().isEmpty)
    }
}

/// Constraints between views in different subtrees, at unequal depths and with multipliers.
@Suite struct CrossHierarchyTests {
    /// Builds root > card(x 100) > [panelA(x 0, w 100) > a, panelB(x 100, w 100) > inner > b].
    func cardWithTwoPanels() throws -> (
        engine: LayoutEngine, card: LayoutView, a: LayoutView, inner: LayoutView, b: LayoutView
    ) {
        let (engine, v) = try makeEngine(views: 1)
        let root = engine.root, card = v[0]
        let panelA = LayoutView(name: "panelA"), panelB = LayoutView(name: "panelB")
        let a = LayoutView(name: "a"), inner = LayoutView(name: "inner"), b = LayoutView(name: "b")
        try card.addSubview(panelA)
        try card.addSubview(panelB)
        try panelA.addSubview(a)
        try panelB.addSubview(inner)
        try inner.addSubview(b)
        try LayoutConstraint.activate([
            card.left == root.left + 100, card.width == 200,
            panelA.left == card.left, panelA.width == 100,
            panelB.left == panelA.right, panelB.width == 100,
            inner.left == panelB.left + 5, inner.width == 90,
            a.left == panelA.left + 10, a.width == 30,
            b.width == 20
        ])
        for view in [card, panelA, panelB, inner, a, b] { try pinVertically(view, in: root) }
        return (engine, card, a, inner, b)
    }

    @Test func unequalDepthsWithMultiplierOne() throws {
        let (engine, _, a, inner, b) = try cardWithTwoPanels()
        try LayoutConstraint.activate([b.left == a.right + 15]) // depth 4 to depth 3
        engine.layoutIfNeeded()
        #expect(a.frameInRoot.maxX == 140)
        #expect(b.frameInRoot.minX == 155)
        #expect(b.frame.minX == 155 - inner.frameInRoot.minX) // inner is at 205
        #expect(b.frame.minX == -50)
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
    }

    /// With a multiplier, positions are measured in the nearest common ancestor's coordinates
    /// (the card's, whose left edge is at 100), not the root's nor either superview's.
    @Test func multiplierAcrossHierarchiesUsesTheCommonAncestor() throws {
        let (engine, card, a, _, b) = try cardWithTwoPanels()
        let doubled = try LayoutConstraint(
            item: b, attribute: .left, relatedBy: .equal, toItem: a,
            attribute: .right, multiplier: 2, constant: 0)
        try doubled.activate()
        engine.layoutIfNeeded()
        // a.right is 40 in the card's coordinates, so b.left is 80 there: 180 in the root's.
        #expect(a.frameInRoot.maxX - card.frameInRoot.minX == 40)
        #expect(b.frameInRoot.minX == 180)
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
        // Moving the card moves the common ancestor's origin: the relation holds in its coordinates.
        try LayoutConstraint.deactivate(
            card.constraintsAffectingLayout(for: .horizontal).filter {
                $0.firstAttribute == .left && $0.firstItem === card
            })
        try (card.left == engine.root.left + 50).activate()
        engine.layoutIfNeeded()
        #expect(b.frameInRoot.minX == 130)
    }

    @Test func viewsInSeparateTreesCannotBeRelatedAtAnyDepth() throws {
        let (engine, _, a, _, _) = try cardWithTwoPanels()
        let outside = LayoutView(name: "outside"), deep = LayoutView(name: "deep")
        try outside.addSubview(deep)
        let constraint = deep.left == a.right
        do {
            try constraint.activate()
            Issue.record("expected an error")
        } catch {
            guard case .noCommonAncestor = error else { Issue.record("wrong error \(error)"); return }
            #expect(
                error.description
                    == "Unable to activate constraint deep.left == a.right because its items have no common ancestor. Does the constraint reference items in different view hierarchies? That's illegal."
            )
        }
        #expect(!constraint.isActive && engine.issues.isEmpty)
    }
}
