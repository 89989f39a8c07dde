/// Draws a ``RenderedLayout`` as text: every view a rectangle with its name inside.
///
/// The root view is the outer frame. Views are painted superview first, siblings in
/// declaration order; each box is opaque, so a later sibling paints over an earlier one.
/// A view's name is written on the first line inside its box, clipped to the box; a box too
/// small for text (less than one cell inside) is drawn without it.
///
/// **Scale and rounding.** Each character column is `pointsPerColumn` points wide (8 by
/// default) and each row twice as tall (16 by default), because characters are about twice
/// as tall as they are wide. Column `c` covers the points `c * pointsPerColumn ..< (c + 1) *
/// pointsPerColumn`. Every edge, left or right, top or bottom, is drawn in the cell that
/// contains it:
///
///     column = floor(x / pointsPerColumn)       row = floor(y / (2 * pointsPerColumn))
///
/// for `x` = `minX` and `maxX` and `y` = `minY` and `maxY` of the frame in root coordinates.
/// A 1-point change that crosses a multiple of the scale moves a border by one cell; a change
/// within a cell leaves the drawing as it was. The root's right and bottom borders lie in the
/// cells containing `x = width` and `y = height`, so at the default scale a 320x568 portrait
/// screen is 40 columns of content plus its closing border, 41 characters wide, and 36 lines
/// high (568 / 16 = 35.5, so the bottom border is row 35).
///
/// **Unusual frames.** Negative sizes are standardized, as `CGRect.standardized`. A view of
/// zero width or height draws as a single line (a single `+` or `·` if both are zero); views
/// that share an edge share a border, joined with junctions in the ``BoxStyle/unicode`` style.
/// Anything outside the canvas is clipped. A frame with a NaN or infinite component is not
/// drawn. A scale that is not positive and finite falls back to the default; drawings are
/// clipped to at most ``maximumColumns`` columns and ``maximumRows`` rows.
///
///     let lines = BoxRenderer(style: .unicode).lines(for: layout)
public struct BoxRenderer: Sendable, Hashable {
    /// The characters boxes are drawn with.
    public var style: BoxStyle
    /// Points per character column, as given; rows are twice as tall.
    public var pointsPerColumn: Double

    /// The default scale: 8 points per column, so 16 points per row.
    public static let defaultPointsPerColumn: Double = CellScale.defaultPointsPerColumn
    /// The widest drawing, in characters; wider canvases are clipped on the right.
    public static let maximumColumns = 1000
    /// The tallest drawing, in lines; taller canvases are clipped at the bottom.
    public static let maximumRows = 1000

    /// Creates a renderer with a style and a scale in points per column.
    public init(style: BoxStyle = .ascii, pointsPerColumn: Double = BoxRenderer.defaultPointsPerColumn) {
        self.style = style
        self.pointsPerColumn = pointsPerColumn
    }

    /// The scale actually used: ``pointsPerColumn``, or the default if that is not positive
    /// and finite.
    public var effectivePointsPerColumn: Double { scale.pointsPerColumn }

    /// The drawing of `layout`, one string per line, with no trailing whitespace.
    public func lines(for layout: RenderedLayout) -> [String] {
        let grid = CanvasGrid(width: layout.width, height: layout.height, scale: scale)
        var canvas = Canvas(columns: grid.columns, rows: grid.rows)
        for index in DrawingOrder.indices(of: layout.views) {
            let view = layout.views[index]
            guard let cells = grid.cells(for: view.rootFrame) else { continue }
            BoxPainter.paint(cells, name: TextLines.printable(view.name), within: grid.rootCells, on: &canvas)
        }
        // The outer frame goes on last, merged with whatever touches it, so it stays whole.
        BoxPainter.outline(grid.rootCells, on: &canvas)
        return canvas.lines(style: style)
    }

    /// The drawing of `layout` as one string, lines separated by `\n`, no final newline.
    public func render(_ layout: RenderedLayout) -> String {
        lines(for: layout).joined(separator: "\n")
    }

    private var scale: CellScale { CellScale(pointsPerColumn: pointsPerColumn) }
}

/// A box in cell coordinates: the columns and rows its borders are drawn in. Borders may lie
/// just outside the canvas (column -1 or `columns`), meaning the box continues beyond it.
struct CellBox: Hashable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int
}

/// The canvas for one layout: its size in cells and the mapping of frames onto it.
struct CanvasGrid {
    let scale: CellScale
    /// Columns in the drawing: the root's columns, at least 1, at most the maximum.
    let columns: Int
    /// Rows in the drawing: the root's rows, at least 1, at most the maximum.
    let rows: Int
    /// The root view's box.
    let rootCells: CellBox

    init(width: Double, height: Double, scale: CellScale) {
        self.scale = scale
        // A canvas size that is NaN or negative draws as zero; an infinite one as the maximum.
        let width = width.isNaN || width < 0 ? 0 : width
        let height = height.isNaN || height < 0 ? 0 : height
        let right = scale.column(width, clampedTo: 0...BoxRenderer.maximumColumns) ?? 0
        let bottom = scale.row(height, clampedTo: 0...BoxRenderer.maximumRows) ?? 0
        columns = Swift.min(right + 1, BoxRenderer.maximumColumns)
        rows = Swift.min(bottom + 1, BoxRenderer.maximumRows)
        rootCells = CellBox(left: 0, top: 0, right: right, bottom: bottom)
    }

    /// Where a frame in root coordinates is drawn, or `nil` if it has a non-finite component.
    /// Cells are clamped to one beyond each side of the canvas, which keeps every loop over
    /// them short however large the frame.
    func cells(for frame: LayoutRect) -> CellBox? {
        guard frame.isFinite else { return nil }
        let frame = frame.standardized
        let horizontal = -1...columns
        let vertical = -1...rows
        guard let left = scale.column(frame.x, clampedTo: horizontal),
              let right = scale.column(frame.maxX, clampedTo: horizontal),
              let top = scale.row(frame.y, clampedTo: vertical),
              let bottom = scale.row(frame.maxY, clampedTo: vertical)
        else { return nil }
        return CellBox(left: left, top: top, right: right, bottom: bottom)
    }
}

/// Paints boxes onto a canvas.
enum BoxPainter {
    /// Paints an opaque box: empties its inside, cuts lines of earlier boxes where they enter
    /// it, draws its border and writes `name` clipped to the box, starting at the first line
    /// and column inside it that is also inside `frame` (the root's box), so a view that runs
    /// off the canvas still shows its name.
    static func paint(_ box: CellBox, name: String, within frame: CellBox, on canvas: inout Canvas) {
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
        let nameRows = between(Swift.max(box.top, frame.top), Swift.min(box.bottom, frame.bottom))
        let nameColumns = between(Swift.max(box.left, frame.left), Swift.min(box.right, frame.right))
        guard let row = nameRows.first, !nameColumns.isEmpty else { return }
        for (column, character) in zip(nameColumns, name) {
            canvas.put(character, column: column, row: row)
        }
    }

    /// The cells strictly between two borders; empty (never a trap) if there are none.
    static func between(_ low: Int, _ high: Int) -> Range<Int> {
        low < high ? low + 1 ..< high : high ..< high
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
