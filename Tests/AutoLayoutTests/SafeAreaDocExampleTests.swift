// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import AutoLayout
import Testing

/// The library example of docs/SafeAreaAndMargins.md (the documentation tests find the page's
/// Swift block here), with the frames the page's comments give, worked out there by hand.
@Suite struct SafeAreaDocExampleTests {
    @Test func theFramesThePageGives() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 393, height: 852))     // an iPhone 15 in portrait
        engine.safeAreaInsets = LayoutEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let root = engine.root
        let title = LayoutView(name: "title"), card = LayoutView(name: "card"), badge = LayoutView(name: "badge")
        try root.addSubview(title)
        try root.addSubview(card)
        try card.addSubview(badge)
        card.directionalLayoutMargins = LayoutDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        let gap = LayoutGuide(name: "gap")
        root.addLayoutGuide(gap)

        try LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leading == root.leadingMargin,                                    // the margin attributes
            title.widthAnchor.constraint(equalToConstant: 120), title.height == 20,
            gap.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 2),
            gap.height == 0, gap.leading == root.leading, gap.width == root.width,
            card.top == gap.bottom,
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailing == root.trailingMargin, card.height == 100,
            badge.top == card.topMargin, badge.trailing == card.trailingMargin,
            badge.width == 24, badge.height == 24,
        ])
        engine.layoutIfNeeded()
        // title (16, 67, 120, 20): 59 + 8 down, on the root's 16-point system minimum margin
        // card (16, 103, 361, 100): 16 (two system spacings) below the title
        // badge (317, 12, 24, 24): on the card's own margins, 20 in from its right edge
        #expect(title.frame == LayoutRect(x: 16, y: 67, width: 120, height: 20))
        #expect(card.frame == LayoutRect(x: 16, y: 103, width: 361, height: 100))
        #expect(badge.frame == LayoutRect(x: 317, y: 12, width: 24, height: 24))
        #expect(gap.layoutFrame == LayoutRect(x: 0, y: 103, width: 393, height: 0))
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
    }
}
