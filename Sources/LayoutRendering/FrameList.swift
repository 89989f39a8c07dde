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
    private static let spacing = String(repeating: " ", count: gutter)

    /// The table's lines, with no trailing whitespace.
    static func lines(for views: [LayoutBox]) -> [String] {
        let rows = views.filter { !$0.isRoot }.map { view in
            (
                name: TextLines.printable(view.name),
                superview: TextLines.printable(view.superview ?? ""),
                frame: view.frame.description + (view.isHidden ? " (hidden)" : "")
            )
        }
        let nameWidth = rows.reduce(0) { max($0, TextLines.width(of: $1.name)) }
        let superviewWidth = rows.reduce(0) { max($0, TextLines.width(of: $1.superview)) }
        return rows.map { row in
            var line = ""
            line.reserveCapacity(nameWidth + superviewWidth + 2 * gutter + 3 + row.frame.utf8.count)
            line.append(TextLines.padded(row.name, to: nameWidth))
            line.append(spacing)
            line.append("in ")
            line.append(TextLines.padded(row.superview, to: superviewWidth))
            line.append(spacing)
            line.append(row.frame)
            return TextLines.trimmingTrailingSpaces(line)
        }
    }
}
