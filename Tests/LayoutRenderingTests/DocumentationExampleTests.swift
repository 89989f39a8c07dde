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
}
