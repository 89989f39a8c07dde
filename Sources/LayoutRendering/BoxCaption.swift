/// What the text drawing writes in a box, and where: the one rule for names and texts.
///
/// Only the part of a box inside the canvas counts (inside `visible`, the root's box, whose
/// border is drawn last over everything), so a view that runs off the canvas still shows its
/// caption, and no caption is lost under the root's border.
///
/// - A label's text or a button's title (``BoxContent``) is written when all of it fits
///   between the box's left and right borders: on the middle row inside the box (the upper
///   one of two), from the first column inside for a label, centred for a button (the extra
///   column, if any, on the right), as UIKit draws them. A box with no row inside (under two
///   rows tall) carries its text on its top border, between its corners.
/// - A text too wide for that but no wider than the box, borders included, is written over
///   the box's top border, corners included (`Settings` over `+------+`), placed the same
///   way: a text whole is worth more than two corners.
/// - Otherwise, and for every other view, the view's name is written on the first row
///   inside, from the first column inside, cut at the right border; a box with no cell inside
///   shows no name.
///
/// Later boxes paint over earlier ones, so a subview may cover part of its superview's caption,
/// never the other way round: a caption never crosses a border.
struct BoxCaption: Hashable {
    /// The row the caption is written on.
    var row: Int
    /// The column of its first character.
    var column: Int
    /// The characters written, at most as many as there are columns inside the box.
    var text: String

    /// Where `box`'s caption goes, or nil when it has none.
    static func place(name: String, content: BoxContent?, in box: CellBox, visible: CellBox) -> BoxCaption? {
        let rows = BoxPainter.between(Swift.max(box.top, visible.top), Swift.min(box.bottom, visible.bottom))
        let columns = BoxPainter.between(Swift.max(box.left, visible.left), Swift.min(box.right, visible.right))
        if let content, let placed = place(content, rows: rows, columns: columns, box: box, visible: visible) {
            return placed
        }
        guard let row = rows.first, !columns.isEmpty else { return nil }
        return BoxCaption(row: row, column: columns.lowerBound, text: String(name.prefix(columns.count)))
    }

    /// A text placed by the content rule, or nil when it fits neither inside nor across the
    /// box (or is empty).
    private static func place(
        _ content: BoxContent, rows: Range<Int>, columns: Range<Int>, box: CellBox, visible: CellBox
    ) -> BoxCaption? {
        let text = TextLines.printable(content.text)
        guard !text.isEmpty else { return nil }
        func start(in span: Range<Int>) -> Int {
            span.lowerBound + (content.isCentred ? (span.count - text.count) / 2 : 0)
        }
        // The root's border is drawn last, over everything, so a border row or column of the
        // root cannot carry text.
        let topIsVisible = box.top > visible.top && box.top < visible.bottom
        if text.count <= columns.count {
            if !rows.isEmpty {
                return BoxCaption(row: rows.lowerBound + (rows.count - 1) / 2, column: start(in: columns), text: text)
            }
            // No row inside: the top border carries the text, between the corners.
            return topIsVisible ? BoxCaption(row: box.top, column: start(in: columns), text: text) : nil
        }
        // Too wide for the inside, but not for the box: the top border carries it, corners
        // included, rather than losing the text to a name cut short.
        let first = Swift.max(box.left, visible.left + 1)
        let end = Swift.min(box.right + 1, visible.right)
        // A box off the canvas has no columns at all (and no range: `first` may pass `end`).
        guard topIsVisible, first < end else { return nil }
        let across = first..<end
        guard text.count <= across.count else { return nil }
        return BoxCaption(row: box.top, column: start(in: across), text: text)
    }
}
