import AutoLayout
import Testing

@testable import LayoutRendering

/// The HTML page: well-formed, self-contained, each view's details and constraints with
/// their lines, the diagnostics with theirs.
@Suite("HTMLReport")
struct HTMLReportTests {
    static let source = [
        "canvas 320x568", "view _topGrayView", "view _bottomGrayView",
        "button _topButton \"Button\" in _topGrayView", "button _bottomButton \"Button\" in _bottomGrayView",
        "_bottomButton.left == _topButton.right"
    ]

    static var report: HTMLReport {
        HTMLReport(
            file: "seed.vfl", layouts: [Seed.portrait, Seed.landscape],
            diagnostics: [
                ReportDiagnostic(severity: .warning, file: "seed.vfl", line: 3, column: 6, message: "a <warning>"),
                ReportDiagnostic(severity: .note, file: "seed.vfl", line: 6, column: 1, message: "a note")
            ],
            source: source,
            constraints: [
                "_bottomButton": [
                    PlacingConstraint(text: "_bottomButton.left == _topButton.right", line: 6, column: 1),
                    PlacingConstraint(text: "_bottomButton.width >= 46 @750 (compression resistance)")
                ]
            ])
    }

    static func page() throws -> XMLElement {
        let (root, error) = XMLElement.parse(report.render())
        return try #require(root, "not well-formed: \(error ?? "")")
    }

    @Test func wellFormedWithThePictureInside() throws {
        let html = try Self.page()
        #expect(html.name == "html")
        #expect(html.elements("title").first?.text == "seed.vfl")
        #expect(html.elements("svg").count == 1)
        #expect(html.elements("g", ["class": "layout"]).count == 2)
    }

    // Nothing is loaded from anywhere: no src, no stylesheet link, no http(s) link; the one
    // script is inline, and neither it nor the style sheet needs escaping.
    @Test func selfContained() throws {
        let html = try Self.page()
        #expect(html.all.allSatisfy { $0.attributes["src"] == nil })
        #expect(html.elements("link").isEmpty)
        #expect(html.all.compactMap { $0.attributes["href"] }.allSatisfy { $0.hasPrefix("#") })
        let scripts = html.elements("script")
        #expect(scripts.count == 1 && !scripts[0].text.isEmpty)
        for text in HTMLPageAssets.script + HTMLPageAssets.styleSheet {
            #expect(!text.contains("<") && !text.contains("&"), "\(text)")
        }
    }

    // One hidden block per view, with its superview and its frame in each layout; the
    // constraints that place it link to their lines, which the source lists.
    @Test func viewDetails() throws {
        let html = try Self.page()
        let blocks = html.elements("div", ["class": "details"])
        #expect(
            blocks.compactMap { $0.attributes["data-details"] } == [
                "_topGrayView", "_bottomGrayView", "_topButton", "_bottomButton"
            ])
        #expect(blocks.allSatisfy { $0.attributes["hidden"] == "hidden" })
        let bottom = try #require(html.elements("div", ["data-details": "_bottomButton"]).first)
        #expect(bottom.elements("code").first?.text == "_bottomGrayView")
        #expect(bottom.elements("td", ["class": "frame"]).map(\.text) == ["(66, 35, 46, 30)", "(66, 35, 46, 30)"])
        // Root frames: 20 + 66 = 86 across, 128 + 35 = 163 down.
        #expect(bottom.elements("td").map(\.text).contains("(86, 163, 46, 30)"))
        let items = bottom.elements("li")
        #expect(
            items.map { $0.elements("code").first?.text } == [
                "_bottomButton.left == _topButton.right", "_bottomButton.width >= 46 @750 (compression resistance)"
            ])
        #expect(items[0].elements("a").first?.attributes["href"] == "#line-6")
        #expect(items[0].elements("a").first?.text == "seed.vfl:6:1")
        #expect(items[1].elements("a").isEmpty)
        #expect(html.elements("li", ["id": "line-6"]).first?.allText == "_bottomButton.left == _topButton.right")
        let top = try #require(html.elements("div", ["data-details": "_topGrayView"]).first)
        #expect(top.elements("p").last?.text == "No constraint mentions it.")
    }

    @Test func frameTableAndDiagnostics() throws {
        let html = try Self.page()
        let rows = html.elements("table", ["class": "frames"]).first?.elements("tr") ?? []
        #expect(
            rows.first?.elements("th").map(\.text) == ["view", "superview", "portrait 320x568", "landscape 568x320"])
        #expect(
            rows.dropFirst().compactMap { $0.attributes["data-view"] } == [
                "_topGrayView", "_bottomGrayView", "_topButton", "_bottomButton"
            ])
        #expect(
            rows.last?.elements("td").map(\.allText) == [
                "_bottomButton", "_bottomGrayView", "(66, 35, 46, 30)", "(66, 35, 46, 30)"
            ])
        let diagnostics = html.elements("ul", ["class": "diagnostics"]).first?.elements("li") ?? []
        #expect(diagnostics.map { $0.attributes["class"] } == ["warning", "note"])
        #expect(diagnostics.first?.elements("a").first?.text == "seed.vfl:3:6: warning: a <warning>")
        #expect(diagnostics.first?.elements("pre").first?.text == "view _bottomGrayView")
    }

    @Test func noDiagnosticsNoSourceStillWellFormed() throws {
        let page = HTMLReport(file: "a&b.vfl", layouts: [canvas(10, 10, [])]).render()
        let html = try #require(XMLElement.parse(page).root)
        #expect(html.elements("p", ["class": "no-problems"]).count == 1)
        #expect(html.elements("ol").isEmpty && html.elements("table").isEmpty)
        #expect(html.elements("h1").first?.text == "a&b.vfl")
    }

    @Test func deterministic() {
        #expect(Self.report.render() == Self.report.render())
    }
}
