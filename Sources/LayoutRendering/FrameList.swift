import AutoLayout

/// The frame table of a text report: one line per view in declaration order, frames in
/// superview coordinates, names and superviews padded into aligned columns.
///
///     _topGrayView     in root             (20, 20, 280, 100)
///     _topButton       in _topGrayView     (20, 35, 46, 30)
///
/// The root view is left out: its size is in the report's header. A hidden view, which the
/// drawing leaves out, is marked `(hidden)` after its frame.
enum FrameList {
    /// Spaces between the columns.
    static let gutter = 2

    /// The table's lines, with no trailing whitespace: each ends with its frame's `)`.
    static func lines(for views: [LayoutBox]) -> [String] {
        var rows: [Row] = []
        rows.reserveCapacity(views.count)
        for view in views where !view.isRoot { rows.append(Row(view)) }
        let nameWidth = rows.reduce(0) { max($0, $1.name.width) }
        let superviewWidth = rows.reduce(0) { max($0, $1.superview.width) }
        // Each line is built as UTF-8 in one reused buffer: a large layout's table has
        // thousands of lines, and appending small strings cost more than the text itself.
        var line: [UInt8] = []
        return rows.map { row in
            line.removeAll(keepingCapacity: true)
            row.name.append(paddedTo: nameWidth + gutter, to: &line)
            line += "in ".utf8
            row.superview.append(paddedTo: superviewWidth + gutter, to: &line)
            row.frame.appendDescription(to: &line)
            if row.isHidden { line += " (hidden)".utf8 }
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// What the table shows of one view.
    private struct Row {
        let name: Cell
        let superview: Cell
        let frame: LayoutRect
        let isHidden: Bool

        init(_ view: LayoutBox) {
            name = Cell(view.name)
            superview = Cell(view.superview ?? "")
            frame = view.frame
            isHidden = view.isHidden
        }
    }

    /// One entry of a column: printable text and its width in characters.
    private struct Cell {
        let text: String
        let width: Int

        init(_ text: String) {
            self.text = TextLines.printable(text)
            width = TextLines.width(of: self.text)
        }

        /// Appends the text and the spaces that pad it to `columnWidth` characters.
        func append(paddedTo columnWidth: Int, to line: inout [UInt8]) {
            line += text.utf8
            line += repeatElement(UInt8(ascii: " "), count: Swift.max(columnWidth - width, 0))
        }
    }
}
