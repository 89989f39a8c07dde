import Testing

@testable import LayoutSnapshot

@Suite("UnifiedDiff")
struct UnifiedDiffTests {
    let diff = UnifiedDiff()

    func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(diff.lines(from: "a\nb\n", to: "a\nb\n") == [])
        #expect(diff.lines(from: "", to: "") == [])
    }

    @Test func oneChangeWithThreeLinesOfContext() {
        let new = numbered(1...10).replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(
            diff.lines(from: numbered(1...10), to: new)
                == lines(
                    """
                    --- reference
                    +++ actual
                    @@ -2,7 +2,7 @@
                     line 2
                     line 3
                     line 4
                    -line 5
                    +line five
                     line 6
                     line 7
                     line 8
                    """))
    }

    // Changes 7 or more unchanged lines apart get their own hunks; closer ones share one.
    @Test func distantChangesMakeSeparateHunks() {
        let new = numbered(1...20).replacingOccurrences(of: "line 2\n", with: "")
            .replacingOccurrences(of: "line 16\n", with: "line 16\nextra\n")
        #expect(
            diff.lines(from: numbered(1...20), to: new)
                == lines(
                    """
                    --- reference
                    +++ actual
                    @@ -1,5 +1,4 @@
                     line 1
                    -line 2
                     line 3
                     line 4
                     line 5
                    @@ -14,6 +13,7 @@
                     line 14
                     line 15
                     line 16
                    +extra
                     line 17
                     line 18
                     line 19
                    """))
        let close = numbered(1...12).replacingOccurrences(of: "line 3\n", with: "")
            .replacingOccurrences(of: "line 9\n", with: "line nine\n")
        #expect(
            diff.lines(from: numbered(1...12), to: close)
                == lines(
                    """
                    --- reference
                    +++ actual
                    @@ -1,12 +1,11 @@
                     line 1
                     line 2
                    -line 3
                     line 4
                     line 5
                     line 6
                     line 7
                     line 8
                    -line 9
                    +line nine
                     line 10
                     line 11
                     line 12
                    """))
    }

    // An empty side starts at the line before the hunk: 0 for an empty file.
    @Test func emptySides() {
        #expect(diff.lines(from: "", to: "a\nb\n") == ["--- reference", "+++ actual", "@@ -0,0 +1,2 @@", "+a", "+b"])
        #expect(diff.lines(from: "a\n", to: "") == ["--- reference", "+++ actual", "@@ -1,1 +0,0 @@", "-a"])
        #expect(
            diff.lines(from: "a\nb\n", to: "a\nb\nc\n")
                == ["--- reference", "+++ actual", "@@ -1,2 +1,3 @@", " a", " b", "+c"])
        #expect(
            diff.lines(from: "a\nb\nc\nd\ne\n", to: "a\nb\nc\nd\n")
                == ["--- reference", "+++ actual", "@@ -2,4 +2,3 @@", " b", " c", " d", "-e"])
    }

    // Trailing whitespace in a hand-edited reference shows; so do CRLF endings and tabs.
    @Test func invisibleCharactersAreShown() {
        #expect(
            diff.lines(from: "| a |  \nend\n", to: "| a |\nend\n")
                == ["--- reference", "+++ actual", "@@ -1,2 +1,2 @@", "-| a |␠␠", "+| a |", " end"])
        #expect(
            diff.lines(from: "x\r\ny\r\n", to: "x\ny\n")
                == ["--- reference", "+++ actual", "@@ -1,2 +1,2 @@", "-x␍", "-y␍", "+x", "+y"])
        #expect(
            diff.lines(from: "a\tb\n", to: "a b\n")
                == ["--- reference", "+++ actual", "@@ -1,1 +1,1 @@", "-a␉b", "+a b"])
        #expect(
            diff.lines(from: "a\u{A0}\n", to: "a\n")
                == ["--- reference", "+++ actual", "@@ -1,1 +1,1 @@", "-a<U+00A0>", "+a"])
        #expect(
            diff.lines(from: "\u{1B}[31mred\n", to: "red\n")
                == ["--- reference", "+++ actual", "@@ -1,1 +1,1 @@", "-␛[31mred", "+red"])
    }

    @Test func missingFinalNewlineIsMarked() {
        #expect(
            diff.lines(from: "a\nb", to: "a\nb\n") == [
                "--- reference", "+++ actual", "@@ -1,2 +1,2 @@", " a", "-b", "\\ No newline at end of file", "+b"
            ])
    }

    // An unchanged empty line prints as an empty line, so no line ends in a space.
    @Test func emptyContextLinesHaveNoTrailingSpace() {
        let output = diff.lines(from: "a\n\nb\n", to: "a\n\nc\n")
        #expect(output == ["--- reference", "+++ actual", "@@ -1,3 +1,3 @@", " a", "", "-b", "+c"])
    }

    @Test func visibleTextLeavesInnerSpacesAlone() {
        #expect(VisibleText.line("| |  x  |") == "| |  x  |")
        #expect(VisibleText.line("  ") == "␠␠")
        #expect(VisibleText.line("\u{7F}\u{85}") == "␡\u{FFFD}")
        #expect(VisibleText.line("a\u{3000}") == "a<U+3000>")
    }
}
