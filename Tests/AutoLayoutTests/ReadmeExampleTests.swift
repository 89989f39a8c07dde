import AutoLayout
import Testing

/// The library example of README.md, verbatim: if this fails, fix the README too.
@Test func readmeLibraryExample() throws {
    let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
    let card = LayoutView(name: "card")
    let title = LayoutView(name: "title")
    title.intrinsicContentSize = LayoutSize(width: 84, height: 18)
    try engine.root.addSubview(card)
    try card.addSubview(title)

    try LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 20),   // anchors
        engine.root.trailing == card.trailing + 20,                                       // operators
        card.top == engine.root.top + 20,
        card.height == 0.5 * card.width ~ .defaultHigh,
        try LayoutConstraint(item: title, attribute: .centerX, relatedBy: .equal,         // UIKit's initializer
                             toItem: card, attribute: .centerX, multiplier: 1, constant: 0),
        title.centerY == card.centerY,
    ])
    engine.layoutIfNeeded()
    #expect(card.frame == LayoutRect(x: 20, y: 20, width: 280, height: 140))
    #expect(title.frame == LayoutRect(x: 98, y: 61, width: 84, height: 18))

    engine.size = engine.size.rotated      // rotation: the solver re-solves incrementally
    engine.layoutIfNeeded()
    #expect(card.frame == LayoutRect(x: 20, y: 20, width: 528, height: 264))
    #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
}
