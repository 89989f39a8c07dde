/// Breaks text into lines as UILabel does with word wrapping: at explicit line breaks (`\n`),
/// then at spaces so that no line is wider than the width, and inside a word only when the word
/// alone is wider. Spaces at the end of a line take no room.
struct TextWrapping {
    let model: TextModel
    let font: LayoutFont

    /// The lines of `text` no wider than `width` (unbounded when nil), at most `limit` lines
    /// (0 = no limit). When lines are cut off, the last kept line ends with "…".
    func lines(of text: String, width: Double?, limit: Int) -> [String] {
        // One line, as it is (most titles): no line break to split at, no width to wrap to.
        if width == nil, !text.utf8.contains(0x0A) { return [text] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let width {
                result += wrap(paragraph, width: width)
            } else {
                result.append(String(paragraph))
            }
        }
        if limit > 0, result.count > limit {
            result = Array(result.prefix(limit))
            result[limit - 1] += "…"
        }
        return result
    }

    /// The width of a line, spaces at its end excluded.
    func width(of line: Substring) -> Double {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
        return model.width(of: line[..<end], font: font)
    }

    /// One paragraph broken greedily at spaces; a word wider than the width is broken between
    /// characters.
    private func wrap(_ paragraph: Substring, width: Double) -> [String] {
        var lines: [String] = []
        var line = Substring()
        for word in words(of: paragraph) {
            let candidate = paragraph[(line.isEmpty ? word.startIndex : line.startIndex)..<word.endIndex]
            if line.isEmpty || self.width(of: candidate) <= width {
                line = candidate
                if self.width(of: line) <= width { continue }
            } else {
                lines.append(trimmed(line))
                line = word
                if self.width(of: line) <= width { continue }
            }
            // The word alone is too wide: break it between characters.
            var pieces = breakWord(line, width: width)
            line = pieces.removeLast()
            lines += pieces.map(trimmed)
        }
        lines.append(trimmed(line))
        return lines
    }

    /// The words of a paragraph, each with the spaces after it.
    private func words(of paragraph: Substring) -> [Substring] {
        var result: [Substring] = []
        var start = paragraph.startIndex
        var index = paragraph.startIndex
        var inSpaces = false
        while index < paragraph.endIndex {
            let isSpace = paragraph[index] == " "
            if !isSpace, inSpaces {
                result.append(paragraph[start..<index])
                start = index
            }
            inSpaces = isSpace
            index = paragraph.index(after: index)
        }
        if start < paragraph.endIndex || result.isEmpty { result.append(paragraph[start...]) }
        return result
    }

    /// A word cut into pieces no wider than the width (each at least one character).
    private func breakWord(_ word: Substring, width: Double) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            if index > start, self.width(of: word[start..<next]) > width {
                pieces.append(word[start..<index])
                start = index
            }
            index = next
        }
        pieces.append(word[start...])
        return pieces
    }

    private func trimmed(_ line: Substring) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
        return String(line[..<end])
    }
}
