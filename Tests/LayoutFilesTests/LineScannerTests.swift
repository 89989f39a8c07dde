import Testing

@testable import LayoutFiles

@Suite struct LineScannerTests {
    /// The tokens a scanner reads from a line, each with its range.
    func tokens(_ scanner: LineScanner) -> [String] {
        var scanner = scanner
        var found: [String] = []
        while !scanner.isAtStatementEnd() {
            let token = scanner.scanIdentifier() ?? scanner.nextWord()
            found.append("\(token.value)@\(token.range.start.column)-\(token.range.end.column)")
        }
        return found
    }

    /// A line read in place from the middle of a text (its slice does not start at 0) scans
    /// exactly as the same line on its own.
    @Test(arguments: ["view a in b # c", "label t \"é 👍🏽\"\tin card", "x\u{00A0}y.width == 3"])
    func sliceInATextScansAsTheLineAlone(line: String) {
        let text = Array("first line\n\(line)\nlast".utf8)
        let start = 11, end = 11 + line.utf8.count
        let inPlace = LineScanner(line: 2, bytes: text[start..<end])
        let alone = LineScanner(line: 2, text: line)
        #expect(inPlace.count == alone.count)
        #expect(tokens(inPlace) == tokens(alone))
        #expect(inPlace.text(0, inPlace.count) == line)
        #expect((0..<inPlace.count).map(inPlace.character(at:)) == Array(line))
    }

    @Test func asciiLineCodesAreItsBytes() {
        let text = Array("ab\n c".utf8)
        let scanner = LineScanner(line: 2, bytes: text[3...])
        #expect((0..<scanner.count).map { scanner.code($0) } == [0x20, 0x63])
        #expect(scanner.code(2) == nil && scanner.code(-1) == nil)
        #expect(scanner.looks(at: " c") && !scanner.looks(at: "ab"))
    }
}
