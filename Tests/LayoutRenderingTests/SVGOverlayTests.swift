import AutoLayout
import Testing

@testable import LayoutRendering

/// The picture of a snapshot failure: reference frames against new ones, in two colours.
@Suite("SVGOverlay")
struct SVGOverlayTests {
    /// The seed with the bottom button 8 points further right.
    static let moved: RenderedLayout = {
        var layout = Seed.portrait
        for index in layout.views.indices where layout.views[index].name == "_bottomButton" {
            layout.views[index].frame.x += 8
            layout.views[index].rootFrame.x += 8
        }
        return layout
    }()

    static func frames(_ svg: XMLElement, _ name: String) -> [XMLElement] {
        svg.elements("rect", ["class": "frame", "data-view": name])
    }

    // The moved button: its old frame (root x 86, at canvas x 16 + 86 = 102) red and dashed,
    // its new one (x 110) blue and solid; the views that did not move grey, drawn once.
    @Test func aMovedViewIsDrawnTwice() throws {
        let text = SVGOverlay().render(reference: [Seed.portrait], actual: [Self.moved], title: "seed.txt")
        let (root, error) = XMLElement.parse(text)
        let svg = try #require(root, "not well-formed: \(error ?? "")")
        let moved = Self.frames(svg, "_bottomButton")
        #expect(moved.count == 2)
        #expect(moved.map { $0.number("x") } == [102, 110])
        #expect(moved.map { $0.attributes["stroke"] } == [SVGPalette.reference, SVGPalette.actual])
        #expect(moved[0].attributes["stroke-dasharray"] != nil && moved[1].attributes["stroke-dasharray"] == nil)
        let still = Self.frames(svg, "_topButton")
        #expect(still.count == 1 && still.first?.attributes["stroke"] == SVGPalette.unchanged)
        // The legend says which colour is which.
        #expect(svg.elements("text", ["class": "legend"]).first?.allText.contains("reference (dashed)") == true)
    }

    // A view on one side only is drawn in that side's colour; a size on one side only alone.
    @Test func addedRemovedAndUnpairedSizes() throws {
        let old = canvas(100, 50, orientation: "portrait", [("gone", rect(0, 0, 10, 10))])
        let new = canvas(100, 50, orientation: "portrait", [("added", rect(20, 0, 10, 10))])
        let extra = canvas(60, 80, orientation: "landscape", [("x", rect(0, 0, 5, 5))])
        let svg = try #require(XMLElement.parse(SVGOverlay().render(reference: [old], actual: [new, extra])).root)
        #expect(Self.frames(svg, "gone").map { $0.attributes["stroke"] } == [SVGPalette.reference])
        #expect(Self.frames(svg, "added").map { $0.attributes["stroke"] } == [SVGPalette.actual])
        #expect(Self.frames(svg, "x").map { $0.attributes["stroke"] } == [SVGPalette.actual])
        #expect(svg.elements("g", ["class": "overlay"]).count == 2)
    }

    // Canvases of different sizes are drawn as large as the larger, headed with both sizes.
    @Test func aChangedCanvas() throws {
        let old = canvas(100, 50, orientation: "portrait", [])
        let new = canvas(120, 40, orientation: "portrait", [])
        let svg = try #require(XMLElement.parse(SVGOverlay().render(reference: [old], actual: [new])).root)
        let board = try #require(svg.elements("rect", ["class": "canvas"]).first)
        #expect([board.number("width"), board.number("height")] == [120, 50])
        #expect(svg.elements("text", ["class": "header"]).first?.text == "portrait 100x50 -> portrait 120x40")
    }

    @Test func deterministic() {
        #expect(
            SVGOverlay().render(reference: [Seed.portrait], actual: [Self.moved])
                == SVGOverlay().render(reference: [Seed.portrait], actual: [Self.moved]))
    }
}
