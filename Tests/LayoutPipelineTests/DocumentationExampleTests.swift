// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import AutoLayout
import LayoutPipeline
import Testing

/// The Swift samples of the LayoutPipeline catalog's articles, verbatim (the documentation
/// tests find each one here): if one fails, fix the article too. Run from the package root,
/// as `swift test` runs.
@Suite struct LayoutPipelineDocumentationExamples {
    @Test func gettingStarted() {
        let run = LayoutRun.file(path: "Layouts/seed.vfl", sizes: .fileCanvas)
        #expect(run.layouts.map(\.orientation) == ["portrait", "landscape"])
        #expect(run.diagnostics.count == 0)
        #expect(run.layouts[1].views.last?.frame == LayoutRect(x: 66, y: 35, width: 46, height: 30))
    }
}
