/// A source text split into lines, as the parser and the diagnostic renderer see it.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`; the terminators are not part of the lines. A
/// UTF-8 byte-order mark (U+FEFF) at the very start is dropped. A text that ends with a line
/// break has no empty last line, so `"a\n"` and `"a"` both have one line; the empty text has
/// one empty line.
///
///     SourceText("view a\r\nview b\n").lines   // ["view a", "view b"]
///
/// - Complexity: O(n) in the length of the text.
public struct SourceText: Sendable, Hashable {
    /// The lines, without terminators.
    public let lines: [String]

    /// Splits `text` into lines.
    public init(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        lines = Self.lineRanges(in: bytes, keepingEmptyLastLine: false)
            .map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The byte ranges of the lines in `bytes`, terminators excluded; `\n`, `\r\n`
    /// and a lone `\r` end a line. The text after the last terminator is a line when it is not
    /// empty, or when `keepingEmptyLastLine` (so that the range of the line an offset falls
    /// on is always the last one), or when there is no other line.
    static func lineRanges(in bytes: [UInt8], keepingEmptyLastLine: Bool) -> [Range<Int>] {
        let end = bytes.count
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                ranges.append(lineStart..<index)
                let isCRLF = byte == 0x0D && index + 1 < end && bytes[index + 1] == 0x0A
                index += isCRLF ? 2 : 1
                lineStart = index
            } else {
                index += 1
            }
        }
        if lineStart < end || keepingEmptyLastLine || ranges.isEmpty { ranges.append(lineStart..<end) }
        return ranges
    }

    /// The text of a 1-based line, or nil when there is no such line.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// True when `range` lies inside the text: its lines exist and its columns are at most one
    /// past the end of their lines.
    public func contains(_ range: SourceRange) -> Bool {
        contains(range.start) && contains(range.end)
    }

    /// True when `location` lies inside the text, counting the position just past the end of a
    /// line as inside.
    public func contains(_ location: SourceLocation) -> Bool {
        guard let text = line(location.line) else { return false }
        return location.column >= 1 && location.column <= text.count + 1
    }
}
