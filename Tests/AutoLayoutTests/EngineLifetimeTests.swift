import Testing

@testable import AutoLayout

/// A laid-out tree goes away with its engine. (Found by LeakSanitizer under the libFuzzer
/// target: every layout built from a file kept its views and constraints alive, because a
/// constraint holds its views and the view it is installed on holds the constraint.)
@Suite struct EngineLifetimeTests {
    @Test func viewsAndConstraintsAreReleasedWithTheirEngine() throws {
        weak var weakEngine: LayoutEngine?
        weak var weakRoot: LayoutView?
        weak var weakCard: LayoutView?
        weak var weakTitle: LayoutView?
        weak var weakWidth: LayoutConstraint?
        weak var weakLeading: LayoutConstraint?
        do {
            let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
            let card = LayoutView(name: "card"), title = LayoutView(name: "title")
            title.intrinsicContentSize = LayoutSize(width: 40, height: 18)
            try engine.root.addSubview(card)
            try card.addSubview(title)
            let width = card.width == 100 // installed on card, one of its items
            let leading = card.leading == engine.root.leading + 20 // installed on the root
            try LayoutConstraint.activate([
                width, leading, card.top == engine.root.top, card.height == 50,
                title.leading == card.leading, title.top == card.top
            ])
            engine.layoutIfNeeded()
            #expect(card.frame == LayoutRect(x: 20, y: 0, width: 100, height: 50))
            (weakEngine, weakRoot, weakCard, weakTitle, weakWidth, weakLeading) = (
                engine, engine.root, card, title, width, leading
            )
        }
        #expect(weakEngine == nil)
        #expect(weakRoot == nil && weakCard == nil && weakTitle == nil)
        #expect(weakWidth == nil && weakLeading == nil)
    }

    /// A view kept after its engine is gone keeps its frame; its constraints are no longer
    /// active (nothing lays it out any more).
    @Test func aViewKeptAfterItsEngineIsGone() throws {
        let card = LayoutView(name: "card")
        let width = card.width == 100
        do {
            let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
            try engine.root.addSubview(card)
            try LayoutConstraint.activate([
                width, card.leading == engine.root.leading, card.top == engine.root.top,
                card.height == 10
            ])
            engine.layoutIfNeeded()
        }
        #expect(card.frame == LayoutRect(x: 0, y: 0, width: 100, height: 10))
        #expect(!width.isActive && card.superview == nil && card.installedConstraints.isEmpty)
    }

    /// A hierarchy a million deep is released without recursion (releasing the nested
    /// `subviews` arrays one level per stack frame overflowed the stack at 100,000).
    @Test func aMillionNestedViewsAreReleasedWithoutRecursion() throws {
        weak var weakRoot: LayoutView?
        weak var weakDeepest: LayoutView?
        do {
            let root = LayoutView(name: "v0")
            var parent = root
            for index in 1..<1_000_000 {
                let view = LayoutView(name: "v\(index)")
                try parent.addSubview(view)
                parent = view
            }
            (weakRoot, weakDeepest) = (root, parent)
        }
        #expect(weakRoot == nil && weakDeepest == nil)
    }

    /// Releasing a deep tree leaves a subtree someone still holds as it was.
    @Test func aSubtreeHeldElsewhereKeepsItsViews() throws {
        var kept: LayoutView?
        weak var weakRoot: LayoutView?
        do {
            let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
            var parent = engine.root
            for index in 0..<10_000 {
                let view = LayoutView(name: "v\(index)")
                try parent.addSubview(view)
                parent = view
                if index == 5_000 { kept = view }
            }
            try LayoutConstraint.activate([parent.width == 10])
            weakRoot = engine.root
        }
        #expect(weakRoot == nil)
        let subtree = try #require(kept).subtree()
        #expect(subtree.count == 5_000)
        #expect(subtree.last?.name == "v9999" && subtree.last?.superview?.name == "v9998")
        #expect(kept?.superview == nil)
    }
}
