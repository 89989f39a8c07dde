import Testing

@testable import SourceDiagnostics

@Suite struct SourceTextTests {
    @Test func splitsOnEveryLineEnding() {
        #expect(SourceText("a\nb\r\nc\rd").lines == ["a", "b", "c", "d"])
        #expect(SourceText("a\r\n\r\nb").lines == ["a", "", "b"])
        #expect(SourceText("a\n\rb").lines == ["a", "", "b"])
    }

    @Test func finalLineBreakAddsNoLine() {
        #expect(SourceText("a\n").lines == ["a"])
        #expect(SourceText("a\n\n").lines == ["a", ""])
        #expect(SourceText("").lines == [""])
        #expect(SourceText("\n").lines == [""])
    }

    @Test func dropsALeadingByteOrderMarkOnly() {
        #expect(SourceText("\u{FEFF}view a\n").lines == ["view a"])
        #expect(SourceText("a\n\u{FEFF}b").lines == ["a", "\u{FEFF}b"])
    }

    @Test func keepsTabsAndUnicode() {
        let text = SourceText("\tview é 👍\r\n")
        #expect(text.lines == ["\tview é 👍"])
        #expect(text.line(1) == "\tview é 👍")
        #expect(text.line(0) == nil && text.line(2) == nil)
    }

    @Test func containsChecksLinesAndColumns() {
        let text = SourceText("abc\nde")
        #expect(text.contains(lineRange(1, 1..<4)))
        #expect(text.contains(lineRange(2, 3..<3)))
        #expect(!text.contains(lineRange(2, 3..<4)))
        #expect(!text.contains(lineRange(3, 1..<1)))
        #expect(!text.contains(FileLocation(line: 1, column: 0)))
    }
}
