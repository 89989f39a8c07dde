import Testing

@testable import AutoLayout

/// The unknowns an engine keeps on its views and guides.
@Suite struct ItemVariablesTests {
    @Test func anItemKeepsItsUnknownsInOneEngineOnly() {
        let first = ItemVariables(), second = ItemVariables()
        let view = LayoutView(name: "card")
        #expect(first[view] == nil)
        let made = first.variables(of: view)
        #expect(made.left.name == "card.left" && made.height.name == "card.height")
        #expect(first.variables(of: view).width === made.width) // made once
        #expect(second[view] == nil) // another engine's unknowns are not this one's
        second.forget(view) // not this engine's to forget
        #expect(first[view]?.top === made.top)
        first.forget(view)
        #expect(first[view] == nil)
        #expect(first.variables(of: view).left !== made.left) // made afresh
    }

    @Test func aViewMovedToAnotherEngineIsLaidOutThere() throws {
        let one = LayoutEngine(size: LayoutSize(width: 320, height: 480))
        let other = LayoutEngine(size: LayoutSize(width: 200, height: 100))
        let card = LayoutView(name: "card")
        try one.root.addSubview(card)
        try LayoutConstraint.activate([
            card.leading == one.root.leading + 10, card.top == one.root.top + 20,
            card.width == 100, card.height == 50
        ])
        one.layoutIfNeeded()
        #expect(card.frame == LayoutRect(x: 10, y: 20, width: 100, height: 50))
        card.removeFromSuperview()
        try other.root.addSubview(card)
        // The size constraints, installed on the card, move with it; those to the old root
        // went with the old superview, as in UIKit.
        try LayoutConstraint.activate([card.trailing == other.root.trailing, card.bottom == other.root.bottom])
        other.layoutIfNeeded()
        #expect(other.issues.isEmpty)
        #expect(card.frame == LayoutRect(x: 100, y: 50, width: 100, height: 50))
        #expect(other.variables[card] != nil && one.variables[card] == nil)
    }
}
