import SeededRandomness
import Testing

@testable import LayoutRendering

@Suite("TextLines")
struct TextLinesTests {
    @Test func trimming() {
        #expect(TextLines.trimmingTrailingSpaces("a b  ") == "a b")
        #expect(TextLines.trimmingTrailingSpaces("   ") == "")
        #expect(TextLines.trimmingTrailingSpaces("") == "")
        #expect(TextLines.trimmingTrailingSpaces("  x") == "  x")
        #expect(TextLines.trimmingTrailingSpaces("x\u{A0}\u{3000}\t") == "x")
    }

    @Test func padding() {
        #expect(TextLines.padded("ab", to: 4) == "ab  ")
        #expect(TextLines.padded("abcdef", to: 4) == "abcdef")
        #expect(TextLines.padded("é", to: 2) == "é ")
        #expect(TextLines.padded("", to: -3) == "")
    }

    /// A width is a count of characters, also where bytes and characters differ.
    @Test func widthCountsCharacters() {
        #expect(TextLines.width(of: "title0_0") == 8)
        #expect(TextLines.width(of: "é视🙂") == 3)
        #expect(TextLines.width(of: "a\r\nb") == 3)
        #expect(TextLines.padded("a\r\nb", to: 5) == "a\r\nb  ")
    }

    @Test func controlCharactersBecomeQuestionMarks() {
        #expect(TextLines.printable("a\nb\r\nc\td\u{1B}e\u{7F}f\u{85}g") == "a?b?c?d?e?f?g")
        #expect(TextLines.printable("é 视图 🙂") == "é 视图 🙂")
    }

    /// `joined` builds bytes; it must give what `joined(separator: "\n")` gives, empty lines,
    /// leading and trailing ones, and non-ASCII text included.
    @Test func joinedAgreesWithTheStandardJoin() {
        #expect(TextLines.joined([]) == "")
        #expect(TextLines.joined([""]) == "")
        #expect(TextLines.joined(["", ""]) == "\n")
        #expect(TextLines.joined(["a", "", "b"]) == "a\n\nb")
        var random = SplitMix64(seed: 3)
        let pieces = ["", "a", "+--+", "root", "┌──┐", "é", "e\u{301}", "👍", " ", "\r"]
        for _ in 0..<300 {
            let lines = (0..<random.below(12)).map { _ in
                (0..<random.below(5)).map { _ in random.pick(pieces) }.joined()
            }
            let joined = TextLines.joined(lines)
            #expect(Array(joined.utf8) == Array(lines.joined(separator: "\n").utf8), "\(lines)")
        }
    }
}
