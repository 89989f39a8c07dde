// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import SourceDiagnostics
import Testing

/// The Swift samples of the SourceDiagnostics catalog's articles, verbatim (the documentation
/// tests find each one here): if one fails, fix the article too.
@Suite struct SourceDiagnosticsDocumentationExamples {
    @Test func gettingStarted() {
        let source = SourceText("view card\nH:|-[crad]-|\n")
        let error = Diagnostic(.error, "unknown view 'crad'; did you mean 'card'?",
                               at: SourceRange(line: 2, columns: 5..<9))
        let renderer = DiagnosticRenderer(path: "card.vfl", source: source)
        print(renderer.render([error]))
        #expect(renderer.render([error]) == """
            card.vfl:2:5: error: unknown view 'crad'; did you mean 'card'?
                H:|-[crad]-|
                    ^~~~

            """)
    }
}
