import AutoLayout
import Testing
import VisualFormat

/// `|-` under both rules: iOS 7's fixed 20 points from the superview's edge (the default, the
/// seed's), and iOS 8's layout margins (`StandardSpacing.layoutMargins`), where `H:|-[a]-|`
/// makes `a.leading == superview.leadingMargin` and `superview.trailingMargin == a.trailing`,
/// as UIKit's logs print them.
@Suite struct MarginsRuleTests {
    /// A card at (20, 100, 200, 100) holding `a` and `b`.
    func card(spacing: StandardSpacing, _ formats: [String]) throws -> (LayoutEngine, [String: LayoutView]) {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let card = LayoutView(name: "card"), a = LayoutView(name: "a"), b = LayoutView(name: "b")
        try engine.root.addSubview(card)
        try card.addSubview(a)
        try card.addSubview(b)
        try LayoutConstraint.activate([
            card.left == engine.root.left + 20, card.top == engine.root.top + 100,
            card.width == 200, card.height == 100
        ])
        let views = ["a": a, "b": b]
        for format in formats {
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(withVisualFormat: format, views: views, spacing: spacing))
        }
        engine.layoutIfNeeded()
        return (engine, views)
    }

    static let formats = ["H:|-[a]-[b(==a)]-|", "V:|-[a]-|", "V:|-[b]-|"]

    @Test func iOS7IsTheDefault() throws {
        #expect(StandardSpacing() == .apple && StandardSpacing.apple.superviewRule == .edge)
        let (engine, views) = try card(spacing: .apple, Self.formats)
        #expect(views["a"]?.frame == LayoutRect(x: 20, y: 20, width: 76, height: 60))
        #expect(views["b"]?.frame == LayoutRect(x: 104, y: 20, width: 76, height: 60))
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty && engine.systemGuidesInUse.isEmpty)
    }

    @Test func iOS8RelatesToTheMargins() throws {
        let (engine, views) = try card(spacing: .layoutMargins, Self.formats)
        #expect(views["a"]?.frame == LayoutRect(x: 8, y: 8, width: 88, height: 84))
        #expect(views["b"]?.frame == LayoutRect(x: 104, y: 8, width: 88, height: 84))
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
        #expect(engine.systemGuidesInUse.map(\.name) == ["card.margins"])
    }

    @Test func iOS8DescribesTheConstraintsAsUIKitPrintsThem() throws {
        let names = VisualFormatNames(views: ["a"])
        let horizontal = try VisualFormatLanguage.constraints(
            withVisualFormat: "H:|-[a]-|", names: names, spacing: .layoutMargins)
        #expect(
            horizontal.map(\.description) == [
                "a.leading == superview.leadingMargin", "superview.trailingMargin == a.trailing"
            ])
        #expect(horizontal.allSatisfy { $0.isStandardSpacing && $0.constant == 0 })
        let vertical = try VisualFormatLanguage.constraints(
            withVisualFormat: "V:|-[a]-|", names: names, spacing: .layoutMargins)
        #expect(vertical.map(\.description) == ["a.top == superview.topMargin", "superview.bottomMargin == a.bottom"])
        let leftToRight = try VisualFormatLanguage.constraints(
            withVisualFormat: "|-[a]", options: .directionLeftToRight,
            names: names, spacing: .layoutMargins)
        #expect(leftToRight.map(\.description) == ["a.left == superview.leftMargin"])
        // Under iOS 7's rule the same string keeps Apple's visual form.
        let fixed = try VisualFormatLanguage.constraints(withVisualFormat: "H:|-[a]-|", names: names)
        #expect(fixed.map(\.description) == ["H:|-(20)-[a]", "H:[a]-(20)-|"])
    }

    /// Only a bare `-` to the superview follows the margins: an explicit space, a flush edge
    /// and the space between siblings are as before.
    @Test func onlyTheStandardSpaceToTheSuperviewChanges() throws {
        let names = VisualFormatNames(views: ["a", "b"])
        let made = try VisualFormatLanguage.constraints(
            withVisualFormat: "H:|-20-[a]-[b]|", names: names, spacing: .layoutMargins)
        #expect(made.map(\.description) == ["H:|-(20)-[a]", "H:[a]-(8)-[b]", "H:[b]-(0)-|"])
    }

    /// On the views of a layout, the constraint names the view's margin attribute.
    @Test func theConstraintOnViewsNamesTheMargin() throws {
        let root = LayoutView(name: "root"), a = LayoutView(name: "a")
        try root.addSubview(a)
        let made = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[a]", views: ["a": a], spacing: .layoutMargins)
        #expect(made.map(\.description) == ["a.leading == root.leadingMargin"])
        #expect(made.first?.secondAttribute == .leadingMargin)
    }
}
