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

    /// The table's lines, with no trailing whitespace.
    static func lines(for views: [LayoutBox]) -> [String] {
        let rows = views.filter { !$0.isRoot }.map { view in
            (
                name: TextLines.printable(view.name),
                superview: TextLines.printable(view.superview ?? ""),
                frame: view.frame.description + (view.isHidden ? " (hidden)" : "")
            )
        }
        let nameWidth = rows.map(\.name.count).max() ?? 0
        let superviewWidth = rows.map(\.superview.count).max() ?? 0
        let spacing = String(repeating: " ", count: gutter)
        return rows.map { row in
            TextLines.trimmingTrailingSpaces(
                TextLines.padded(row.name, to: nameWidth) + spacing + "in "
                    + TextLines.padded(row.superview, to: superviewWidth) + spacing + row.frame)
        }
    }
}
