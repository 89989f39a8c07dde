/// Paints boxes onto a canvas.
enum BoxPainter {
    /// Paints an opaque box: empties its inside, cuts lines of earlier boxes where they enter
    /// it, draws its border and writes its caption (``BoxCaption``: a label's or button's text
    /// when it fits, else `name`), placed within `frame` (the root's box), so a view that runs
    /// off the canvas still shows it.
    static func paint(
        _ box: CellBox, name: String, content: BoxContent? = nil, within frame: CellBox, on canvas: inout Canvas
    ) {
        let insideColumns = between(box.left, box.right)
        let insideRows = between(box.top, box.bottom)
        for row in insideRows where row >= 0 && row < canvas.rows {
            for column in insideColumns where column >= 0 && column < canvas.columns {
                canvas.clear(column: column, row: row)
            }
        }
        // Earlier lines that crossed into the inside now stop at this box's border.
        for row in insideRows {
            canvas.removeArms(.right, column: box.left, row: row)
            canvas.removeArms(.left, column: box.right, row: row)
        }
        for column in insideColumns {
            canvas.removeArms(.down, column: column, row: box.top)
            canvas.removeArms(.up, column: column, row: box.bottom)
        }
        outline(box, on: &canvas)
        guard let caption = BoxCaption.place(name: name, content: content, in: box, visible: frame) else { return }
        for (offset, character) in caption.text.enumerated() {
            canvas.put(character, column: caption.column + offset, row: caption.row)
        }
    }

    /// Writes lines of text in a painted box, from the line under its name, each clipped to the
    /// box; the lines that do not fit are left out.
    static func write(_ lines: [String], in box: CellBox, within frame: CellBox, on canvas: inout Canvas) {
        let rows = between(Swift.max(box.top, frame.top), Swift.min(box.bottom, frame.bottom)).dropFirst()
        let columns = between(Swift.max(box.left, frame.left), Swift.min(box.right, frame.right))
        for (row, line) in zip(rows, lines) {
            for (column, character) in zip(columns, line) { canvas.put(character, column: column, row: row) }
        }
    }

    /// The cells strictly between two borders; empty (never a trap) if there are none.
    static func between(_ low: Int, _ high: Int) -> Range<Int> {
        low < high ? low + 1..<high : high..<high
    }

    /// Draws a box's border as a dotted line, under whatever is painted later.
    static func dot(_ box: CellBox, on canvas: inout Canvas) {
        for row in [box.top, box.bottom] {
            for column in stride(from: box.left, through: box.right, by: 1) {
                canvas.addDots([.left, .right], column: column, row: row)
            }
        }
        for column in [box.left, box.right] {
            for row in stride(from: box.top, through: box.bottom, by: 1) {
                canvas.addDots([.up, .down], column: column, row: row)
            }
        }
    }

    /// Draws a box's border, merging it with lines already on the canvas.
    static func outline(_ box: CellBox, on canvas: inout Canvas) {
        if box.left == box.right && box.top == box.bottom {
            canvas.addArms(.dot, column: box.left, row: box.top)
            return
        }
        // The box is clamped to one cell beyond the canvas, so these loops stay short; the
        // canvas ignores the cells outside it.
        for row in [box.top, box.bottom] {
            for column in stride(from: box.left, through: box.right, by: 1) {
                var arms: Canvas.Arms = []
                if column > box.left { arms.insert(.left) }
                if column < box.right { arms.insert(.right) }
                canvas.addArms(arms, column: column, row: row)
            }
        }
        for column in [box.left, box.right] {
            for row in stride(from: box.top, through: box.bottom, by: 1) {
                var arms: Canvas.Arms = []
                if row > box.top { arms.insert(.up) }
                if row < box.bottom { arms.insert(.down) }
                canvas.addArms(arms, column: column, row: row)
            }
        }
    }
}
