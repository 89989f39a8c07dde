/// A rectangle of text: lines that are placed together, beside or below other blocks.
struct TextBlock: Hashable {
    /// The lines, without trailing whitespace.
    var lines: [String]

    /// The widest line, in characters.
    var width: Int { lines.map(\.count).max() ?? 0 }

    /// `blocks` side by side, tops aligned, `gap` spaces apart. Each block keeps its own
    /// width; shorter blocks are padded with blank lines at the bottom, and trailing
    /// whitespace is removed from every line.
    ///
    ///     A  B      joined with a gap of 2:   A  B
    ///     A                                   A
    static func beside(_ blocks: [TextBlock], gap: Int) -> TextBlock {
        let height = blocks.map(\.lines.count).max() ?? 0
        let separator = String(repeating: " ", count: Swift.max(gap, 0))
        let widths = blocks.map(\.width)
        let lines = (0..<height).map { row in
            var line = ""
            for (index, block) in blocks.enumerated() {
                if index > 0 { line += separator }
                let text = row < block.lines.count ? block.lines[row] : ""
                line += TextLines.padded(text, to: widths[index])
            }
            return TextLines.trimmingTrailingSpaces(line)
        }
        return TextBlock(lines: lines)
    }

    /// The widths of `blocks` placed beside each other with `gap` spaces between them.
    static func combinedWidth(of blocks: [TextBlock], gap: Int) -> Int {
        blocks.reduce(0) { $0 + $1.width } + Swift.max(gap, 0) * Swift.max(blocks.count - 1, 0)
    }
}
