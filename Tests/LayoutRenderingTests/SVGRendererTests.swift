import AutoLayout
import Testing

@testable import LayoutRendering

/// The SVG picture: well-formed XML, true scale, nesting, captions, safe area, determinism.
@Suite("SVGRenderer")
struct SVGRendererTests {
    /// The seed with its buttons' titles, as a file gives them.
    static func seed(_ layout: RenderedLayout) -> RenderedLayout {
        var layout = layout
        for index in layout.views.indices where layout.views[index].name.hasSuffix("Button") {
            layout.views[index].content = .button("Button")
        }
        return layout
    }

    static func parsed(_ svg: String) throws -> XMLElement {
        let (root, error) = XMLElement.parse(svg)
        return try #require(root, "not well-formed: \(error ?? "")")
    }

    /// The box of a view (its `rect class="box"` inside `g data-view`), in a layout's group.
    static func box(_ name: String, in layout: XMLElement) -> XMLElement? {
        layout.elements("g", ["data-view": name]).first?.elements("rect", ["class": "box"]).first
    }

    // Picture size: margins 16, portrait 320 + gap 32 + landscape 568 across, a header line of
    // 24 above the taller canvas (568): 16 + 320 + 32 + 568 + 16 = 952 by 16 + 24 + 568 + 16 = 624.
    @Test func seedIsWellFormedAndSized() throws {
        let svg = try Self.parsed(SVGRenderer().render([Self.seed(Seed.portrait), Self.seed(Seed.landscape)]))
        #expect(svg.name == "svg")
        #expect(svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg.attributes["width"] == "952" && svg.attributes["height"] == "624")
        #expect(svg.attributes["viewBox"] == "0 0 952 624")
        let layouts = svg.elements("g", ["class": "layout"])
        #expect(layouts.count == 2)
        #expect(
            layouts.map { $0.elements("text", ["class": "header"]).first?.text } == [
                "portrait 320x568", "landscape 568x320"
            ])
    }

    // One unit per point, each canvas moved to its origin: portrait at (16, 40), landscape at
    // (16 + 320 + 32, 40) = (368, 40). The top button's root frame is (40, 55, 46, 30), the
    // bottom one's (86, 163, 46, 30): its gray view is at 20 and it is 66 inside it.
    @Test func viewsAreAtTrueScaleInsideTheirSuperviews() throws {
        let svg = try Self.parsed(SVGRenderer().render([Self.seed(Seed.portrait), Self.seed(Seed.landscape)]))
        let layouts = svg.elements("g", ["class": "layout"])
        let top = try #require(Self.box("_topButton", in: layouts[0]))
        #expect([top.number("x"), top.number("y"), top.number("width"), top.number("height")] == [56, 95, 46, 30])
        let bottom = try #require(Self.box("_bottomButton", in: layouts[1]))
        #expect([bottom.number("x"), bottom.number("y")] == [368 + 86, 40 + 163])
        let gray = try #require(Self.box("_bottomGrayView", in: layouts[1]))
        #expect([gray.number("x"), gray.number("width")] == [368 + 20, 528])
        // A subview is painted after its superview, so it is on top of it.
        let order = layouts[0].elements("g", ["class": "view"]).compactMap { $0.attributes["data-view"] }
        #expect(order == ["_topGrayView", "_topButton", "_bottomGrayView", "_bottomButton"])
    }

    // A button's title centred on the box's middle line, in system blue; a plain view's
    // name in its top-left corner; every caption clipped to its own box.
    @Test func captions() throws {
        let svg = try Self.parsed(SVGRenderer().render([Self.seed(Seed.portrait)]))
        let button = try #require(svg.elements("g", ["data-view": "_topButton"]).first)
        let title = try #require(button.elements("text").first)
        #expect(title.text == "Button")
        #expect(title.attributes["text-anchor"] == "middle" && title.attributes["fill"] == "#007aff")
        #expect([title.number("x"), title.number("y")] == [56 + 23, 95 + 15])
        #expect(title.attributes["clip-path"] == "url(#\(button.elements("clipPath").first?.attributes["id"] ?? "-"))")
        let gray = try #require(svg.elements("g", ["data-view": "_topGrayView"]).first?.elements("text").first)
        #expect(gray.text == "_topGrayView" && gray.attributes["class"] == "name")
        #expect(
            svg.elements("g", ["data-view": "_topButton"]).first?.elements("title").first?.text
                == "_topButton (20, 35, 46, 30)")
    }

    @Test func aLabelStartsAtItsLeadingEdge() throws {
        var layout = canvas(100, 60, [("title", LayoutRect(x: 10, y: 20, width: 50, height: 18))])
        layout.views[1].content = .label("Hello")
        let text = try #require(
            try Self.parsed(SVGRenderer().render([layout])).elements("text", ["class": "content"]).first)
        #expect(text.text == "Hello" && text.attributes["text-anchor"] == "start")
        #expect([text.number("x"), text.number("y")] == [16 + 10, 40 + 29])
    }

    // A label broken into three lines (UIKit's wrapping, `LayoutBox.textLines`): one line each,
    // evenly down its box of 61, each at the middle of its third: y = 20 + 61/6, 20 + 61/2 and
    // 20 + 5·61/6 (30.17, 50.5, 70.83), below the top margin and header (40), to 0.01.
    @Test func aLabelBrokenIntoLinesShowsEachLine() throws {
        var layout = canvas(200, 100, [("body", LayoutRect(x: 10, y: 20, width: 120, height: 61))])
        layout.views[1].content = .label("one two three")
        layout.views[1].textLines = ["one", "two", "three"]
        let text = try #require(
            try Self.parsed(SVGRenderer().render([layout])).elements("text", ["class": "content"]).first)
        let spans = text.elements("tspan")
        #expect(spans.map(\.text) == ["one", "two", "three"])
        #expect(spans.map { $0.number("x") } == [26, 26, 26])
        #expect(spans.map { $0.number("y") } == [70.17, 90.5, 110.83])
    }

    // Names and texts a user typed reach the picture escaped, and read back exactly.
    @Test func textIsEscaped() throws {
        var layout = canvas(100, 60, [("a<b&\"c'>", LayoutRect(x: 0, y: 0, width: 50, height: 30))])
        layout.views[1].content = .label("x < y && \"z\"\u{7}")
        let svg = try Self.parsed(SVGRenderer().render([layout], title: "<&>"))
        #expect(svg.elements("title").first?.text == "<&>")
        let view = try #require(svg.elements("g", ["class": "view"]).first)
        #expect(view.attributes["data-view"] == "a<b&\"c'>")
        #expect(view.elements("text").first?.text == "x < y && \"z\"?") // the bell is not XML
    }

    @Test func hiddenAndNonFiniteViewsAreNotDrawn() throws {
        var layout = canvas(
            100, 60,
            [
                ("shown", LayoutRect(x: 0, y: 0, width: 10, height: 10)),
                ("gone", LayoutRect(x: 0, y: 0, width: 10, height: 10)),
                ("nan", LayoutRect(x: .nan, y: 0, width: 10, height: 10))
            ])
        layout.views[2].isHidden = true
        let svg = try Self.parsed(SVGRenderer().render([layout]))
        #expect(svg.elements("g", ["class": "view"]).compactMap { $0.attributes["data-view"] } == ["shown"])
    }

    // Outside the safe area the canvas is shaded: a path of the canvas with the safe area cut
    // out (even-odd), over the views; and the safe area outlined. None without a safe area.
    @Test func safeAreaIsShaded() throws {
        var layout = canvas(100, 200, [("v", LayoutRect(x: 0, y: 0, width: 100, height: 200))])
        #expect(try Self.parsed(SVGRenderer().render([layout])).elements("path").isEmpty)
        layout.safeArea = LayoutRect(x: 0, y: 47, width: 100, height: 119)
        let svg = try Self.parsed(SVGRenderer().render([layout]))
        let shade = try #require(svg.elements("path", ["class": "unsafe-area"]).first)
        #expect(shade.attributes["d"] == "M16 40h100v200h-100zM16 87h100v119h-100z")
        #expect(shade.attributes["fill-rule"] == "evenodd")
        let outline = try #require(svg.elements("rect", ["class": "safe-area"]).first)
        #expect([outline.number("y"), outline.number("height")] == [87, 119])
        // Drawn after the views, so they do not cover it.
        let names = svg.all.map { $0.attributes["class"] ?? "" }
        #expect(names.lastIndex(of: "box")! < names.firstIndex(of: "unsafe-area")!)
    }

    // Equal layouts give equal bytes, however they were made; numbers to a hundredth.
    @Test func deterministic() {
        let first = SVGRenderer().render([Self.seed(Seed.portrait), Self.seed(Seed.landscape)])
        let second = SVGRenderer().render([Self.seed(Seed.portrait), Self.seed(Seed.landscape)])
        #expect(first == second)
        let thirds = canvas(100, 100, [("t", LayoutRect(x: 100.0 / 3, y: 0.1 + 0.2, width: 10, height: 10))])
        #expect(SVGRenderer().render([thirds]).contains("x=\"49.33\" y=\"40.3\""))
    }

    @Test func noLayoutsIsAnEmptyPicture() throws {
        let svg = try Self.parsed(SVGRenderer().render([]))
        #expect(svg.attributes["width"] == "32" && svg.elements("g").isEmpty)
    }
}
