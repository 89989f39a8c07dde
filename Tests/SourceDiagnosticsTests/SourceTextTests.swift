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

    @Test func lineBytesAreTheLinesWithoutTerminators() {
        let text = SourceText(bytes: Array("\u{FEFF}a\r\n\té\r\rb\n".utf8))
        #expect(text.lineCount == 4)
        #expect((1...4).map { text.lineBytes($0).map(Array.init) } == [[0x61], [0x09, 0xC3, 0xA9], [], [0x62]])
        #expect(text.lineBytes(0) == nil && text.lineBytes(5) == nil)
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
