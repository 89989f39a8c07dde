import AutoLayout
import SeededRandomness
import Testing

/// `isPrintableASCII` reads a string's bytes in one go when they are contiguous; it must
/// agree with a check of every scalar, on strings and on substrings of every length.
@Suite("isPrintableASCII")
struct PrintableASCIITests {
    @Test func agreesWithAScalarByScalarCheck() {
        var random = SplitMix64(seed: 5)
        let pieces = ["a", "Z", " ", "~", "7", "\u{7F}", "\t", "\n", "\r\n", "é", "e\u{301}", "日", "👍", "\u{0}"]
        for _ in 0..<1000 {
            // Mostly printable, so long printable strings (stored out of line) are common.
            let text = (0..<random.below(40)).map { _ in
                random.chance(90) ? random.pick(Array(pieces[0..<5])) : random.pick(pieces)
            }
            .joined()
            #expect(text.isPrintableASCII == scalarsArePrintable(text), "\(text.debugDescription)")
            let start = text.index(text.startIndex, offsetBy: random.below(text.count + 1))
            let slice = text[start...]
            #expect(slice.isPrintableASCII == scalarsArePrintable(slice), "\(slice.debugDescription)")
        }
    }

    @Test func edgeCases() {
        #expect("".isPrintableASCII)
        #expect(" ~".isPrintableASCII)
        #expect(!"\u{1F}".isPrintableASCII)
        #expect(!"abc\u{7F}".isPrintableASCII)
        #expect(!(String(repeating: "x", count: 100) + "é").isPrintableASCII)
        #expect(String(repeating: "x", count: 100).isPrintableASCII)
    }

    private func scalarsArePrintable<Text: StringProtocol>(_ text: Text) -> Bool {
        text.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
    }
}
