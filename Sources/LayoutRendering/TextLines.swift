import AutoLayout

/// Small helpers for lines of report text.
enum TextLines {
    /// `line` without trailing whitespace (spaces, and any other Unicode whitespace).
    static func trimmingTrailingSpaces(_ line: String) -> String {
        // Most lines end in a printable ASCII character: nothing to trim.
        if let last = line.utf8.last, last > 0x20, last < 0x7F { return line }
        var end = line.endIndex
        while end > line.startIndex {
            let previous = line.index(before: end)
            guard line[previous].isWhitespace else { break }
            end = previous
        }
        return String(line[..<end])
    }

    /// `lines` separated by `\n`, no final newline: `lines.joined(separator: "\n")`, built as
    /// UTF-8 bytes, which costs a report of thousands of lines half as much.
    static func joined(_ lines: [String]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(lines.reduce(lines.count) { $0 + $1.utf8.count })
        for (index, line) in lines.enumerated() {
            if index > 0 { text.append(UInt8(ascii: "\n")) }
            text += line.utf8
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The number of characters in `text`: its byte count when it is printable ASCII (most
    /// names), without walking its grapheme clusters (`\r\n`, two bytes, is one character).
    static func width(of text: String) -> Int {
        text.isPrintableASCII ? text.utf8.count : text.count
    }

    /// `text` padded with spaces to `width` characters; longer text is returned unchanged.
    static func padded(_ text: String, to width: Int) -> String {
        let missing = width - self.width(of: text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// `text` with every control character (newlines, tabs, escapes...) replaced by `?`, so
    /// a name always occupies one line and predictable columns.
    static func printable(_ text: String) -> String {
        if text.isPrintableASCII { return text }
        var result = ""
        for character in text {
            let isControl = character.unicodeScalars.contains { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            }
            result.append(isControl ? "?" : character)
        }
        return result
    }
}
