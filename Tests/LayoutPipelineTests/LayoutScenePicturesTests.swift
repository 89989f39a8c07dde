import AutoLayout
import LayoutFiles
import LayoutRendering
import Testing

@testable import LayoutPipeline

/// What a file gives the pictures beyond frames: each label's and button's text, and the
/// constraints that place each view, with the lines that wrote them.
@Suite("LayoutScene for the pictures")
struct LayoutScenePicturesTests {
    static let source = """
        canvas 320x568
        view card
        label title "Hello" in card
        button ok "OK" in card
        H:|-[card]-|
        V:|-[card(80)]
        H:|-[title]-[ok]
        title.centerY == card.centerY
        ok.centerY == title.centerY
        """

    static func scene() throws -> LayoutScene {
        let document = try #require(LayoutFileParser.parse(source: source, path: "card.vfl").document)
        return LayoutScene(document: document, sizes: OrientationChoice.both.sizes(for: document.canvasSize))
    }

    @Test func labelsAndButtonsCarryTheirText() throws {
        for layout in try Self.scene().layouts {
            #expect(layout.views.map(\.content) == [nil, nil, .label("Hello"), .button("OK")])
        }
    }

    // Each view's constraints: those that mention it, with the line and column they were
    // written at (in a VFL line, the part that made the constraint: `[title]-[ok]` from
    // column 5, the predicate `80` at column 11); a label's and a button's content-size
    // constraints point at its name in its declaration (column 8).
    @Test func constraintsThatPlaceEachView() throws {
        let placing = try Self.scene().placingConstraints()
        let ok = placing["ok"] ?? []
        #expect(ok.contains(PlacingConstraint(text: "ok.centerY == title.centerY", line: 9, column: 1)))
        #expect(ok.contains(PlacingConstraint(text: "ok.leading == title.trailing + 8", line: 7, column: 5)))
        #expect(
            ok.contains(PlacingConstraint(text: "ok.width >= 18 @750 (compression resistance)", line: 4, column: 8)))
        // A constraint between two views is listed for both.
        #expect(placing["title"]?.contains { $0.text == "ok.centerY == title.centerY" } == true)
        // The root is not a view the page selects; its size constraints are left out.
        #expect(placing["root"] == nil)
        #expect(placing.values.joined().allSatisfy { !$0.text.contains("root view's size") })
        let card = placing["card"] ?? []
        #expect(card.contains(PlacingConstraint(text: "card.height == 80", line: 6, column: 11)))
    }
}
