// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import AutoLayout
import LayoutRendering
import Testing

/// The Swift samples of the LayoutRendering catalog's articles, verbatim, with what they
/// print (the documentation tests find both here): if one fails, fix the article too.
@Suite struct LayoutRenderingDocumentationExamples {
    @Test func gettingStarted() {
        let layout = RenderedLayout(orientation: "portrait", width: 160, height: 96, frames: [
            (name: "card", superview: "root", frame: LayoutRect(x: 16, y: 16, width: 128, height: 64)),
            (name: "title", superview: "card", frame: LayoutRect(x: 16, y: 16, width: 64, height: 32)),
        ])
        print(TextReport().render([layout]))
        #expect(TextReport().render([layout]) == """
            portrait 160x96 (8 pt per column)
            +-------------------+
            | +---------------+ |
            | |c+-------+     | |
            | | |title  |     | |
            | | +-------+     | |
            | +---------------+ |
            +-------------------+

            card   in root  (16, 16, 128, 64)
            title  in card  (16, 16, 64, 32)
            """)
    }

    @Test func pictures() {
        let layout = RenderedLayout(orientation: "portrait", width: 160, height: 96, frames: [
            (name: "card", superview: "root", frame: LayoutRect(x: 16, y: 16, width: 128, height: 64)),
        ])
        let svg = SVGRenderer().render([layout], title: "card")
        let page = HTMLReport(file: "card", layouts: [layout]).render()
        // The card at true scale, at the canvas's origin (16, 40) plus its own (16, 16).
        #expect(svg.contains("<rect class=\"box\" x=\"32\" y=\"56\" width=\"128\" height=\"64\""))
        #expect(page.contains("<tr data-view=\"card\"><td><code>card</code></td><td><code>root</code></td><td>(16, 16, 128, 64)</td></tr>"))
    }
}
