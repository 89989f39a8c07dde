import Testing

@testable import SourceDiagnostics

@Suite struct DiagnosticRendererTests {
    @Test func rendersTheHeaderTheLineAndACaretWithTildes() {
        let source = SourceText("view _topButton\n_bottomButton.left == _topButon.right\n")
        let renderer = DiagnosticRenderer(path: "path/to/file.vfl", source: source)
        let diagnostic = Diagnostic(
            .error, "unknown view '_topButon'; did you mean '_topButton'?", at: lineRange(2, 23..<32))
        #expect(
            renderer.render(diagnostic) == """
                path/to/file.vfl:2:23: error: unknown view '_topButon'; did you mean '_topButton'?
                    _bottomButton.left == _topButon.right
                                          ^~~~~~~~~

                """)
    }

    @Test func rendersNotesAfterTheirDiagnosticAndSortsTheRest() {
        let source = SourceText("view a\nview b\nview a\n")
        let renderer = DiagnosticRenderer(path: "f.vfl", source: source)
        let duplicate = Diagnostic(
            .error, "duplicate view name 'a'", at: lineRange(3, 6..<7),
            notes: [Diagnostic(.note, "'a' is first declared here", at: lineRange(1, 6..<7))])
        let warning = Diagnostic(.warning, "something", at: lineRange(2, 1..<5))
        #expect(
            renderer.render([duplicate, warning]) == """
                f.vfl:2:1: warning: something
                    view b
                    ^~~~
                f.vfl:3:6: error: duplicate view name 'a'
                    view a
                         ^
                f.vfl:1:6: note: 'a' is first declared here
                    view a
                         ^

                """)
    }

    @Test func emptyRangeAtTheEndOfALineGetsACaretOnly() {
        let renderer = DiagnosticRenderer(path: "f.vfl", source: SourceText("view"))
        #expect(
            renderer.render(Diagnostic(.error, "expected a view name after 'view'", at: lineRange(1, 5..<5))) == """
                f.vfl:1:5: error: expected a view name after 'view'
                    view
                        ^

                """)
    }

    @Test func caretLineCopiesTabsAndWidensUnderWideCharacters() {
        let renderer = DiagnosticRenderer(path: "f.vfl", source: SourceText("\tlabel 界 \"x\" oops"))
        let text = renderer.render(Diagnostic(.error, "e", at: lineRange(1, 14..<18)))
        // "label " is 6 cells, 界 is 2, ` "x" ` is 5: the caret sits 13 cells after the tab.
        #expect(text == "f.vfl:1:14: error: e\n    \tlabel 界 \"x\" oops\n    \t             ^~~~\n")
    }

    @Test func wideCharacterInTheRangeGetsTwoMarks() {
        let renderer = DiagnosticRenderer(path: "f.vfl", source: SourceText("a 👍b"))
        #expect(
            renderer.render(Diagnostic(.error, "e", at: lineRange(1, 3..<5)))
                == "f.vfl:1:3: error: e\n    a 👍b\n      ^~~\n")
    }

    @Test func wholeFileDiagnosticsAndMissingLinesHaveNoSnippet() {
        let renderer = DiagnosticRenderer(path: "", source: SourceText("view a"))
        #expect(renderer.render(Diagnostic(.error, "no such file", at: nil)) == "<input>: error: no such file\n")
        #expect(renderer.render(Diagnostic(.error, "far", at: lineRange(9, 1..<2))) == "<input>:9:1: error: far\n")
        let noSource = DiagnosticRenderer(path: "x.vfl", source: nil)
        #expect(noSource.render(Diagnostic(.warning, "w", at: lineRange(1, 1..<2))) == "x.vfl:1:1: warning: w\n")
    }

    @Test func emptySourceLineIsNotShown() {
        let renderer = DiagnosticRenderer(path: "f.vfl", source: SourceText(""))
        #expect(
            renderer.render(Diagnostic(.error, "no views declared", at: lineRange(1, 1..<1)))
                == "f.vfl:1:1: error: no views declared\n")
    }

    @Test func rangeRunningPastTheLineStopsAtItsEnd() {
        let renderer = DiagnosticRenderer(path: "f", source: SourceText("abc\ndef"))
        let range = SourceRange(start: FileLocation(line: 1, column: 2), end: FileLocation(line: 2, column: 2))
        #expect(renderer.render(Diagnostic(.error, "e", at: range)) == "f:1:2: error: e\n    abc\n     ^~\n")
        let outside = SourceRange(start: FileLocation(line: 1, column: 9), end: FileLocation(line: 1, column: 12))
        #expect(renderer.render(Diagnostic(.error, "e", at: outside)) == "f:1:9: error: e\n    abc\n       ^\n")
    }

    @Test func controlCharactersAreShownAsPictures() {
        let renderer = DiagnosticRenderer(path: "f", source: SourceText("a\u{1B}[2J\u{7F}\u{202E}b"))
        #expect(
            renderer.render(Diagnostic(.error, "e", at: lineRange(1, 2..<3)))
                == "f:1:2: error: e\n    a\u{241B}[2J\u{2421}\u{FFFD}b\n     ^\n")
    }

    @Test func longLinesAreCutToAWindowAroundTheCaret() {
        let line = String(repeating: "a", count: 1000) + "XYZ" + String(repeating: "b", count: 1000)
        let renderer = DiagnosticRenderer(path: "f", source: SourceText(line), maximumSnippetWidth: 40)
        let text = renderer.render(Diagnostic(.error, "e", at: lineRange(1, 1001..<1004)))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(
            lines[1] == "    ..." + String(repeating: "a", count: 10) + "XYZ" + String(repeating: "b", count: 27)
                + "...")
        #expect(lines[2] == "       " + String(repeating: " ", count: 10) + "^~~")
        let start = renderer.render(Diagnostic(.error, "e", at: lineRange(1, 1..<2))).split(separator: "\n")
        #expect(start[1] == "    " + String(repeating: "a", count: 40) + "...")
        #expect(start[2] == "    ^")
    }
}
