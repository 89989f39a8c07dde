/// Draws a ``RenderedLayout`` as text: every view a rectangle with its name or text inside.
///
/// The root view is the outer frame, drawn last so it stays whole. Views are painted
/// superview first, siblings in declaration order; each box is opaque, so a later sibling
/// paints over an earlier one and its subviews.
///
/// **Names and texts.** A label's text or a button's title (``LayoutBox/content``) is
/// written inside its box when all of it fits between the box's borders: on the middle row
/// inside, from the first column inside for a label, centred for a button; a box less than
/// two rows tall carries it on its top border, between the corners (`+Settings+`), and a
/// text as wide as the box, borders included, is written over its top border, corners
/// included (`Settings` over `+------+`). Otherwise,
/// and for every other view, the view's name is written on the first line inside its box,
/// from its first column inside, cut at its right border (and moved in from the canvas edge
/// when the box starts off the canvas); a box with no cell inside is drawn without it. A
/// caption never crosses a border; a subview painted later may cover its superview's.
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
/// **Safe area.** A layout with a ``RenderedLayout/safeArea`` shows it as a dotted frame
/// (`.` across and `:` down; `┈` and `┊` in the ``BoxStyle/unicode`` style), drawn first, so
/// views paint over it and the root's border replaces it where they meet (an inset of less
/// than one cell).
///
/// **Unusual frames.** Negative sizes are standardized, as `CGRect.standardized`. A view of
/// zero width or height draws as a single line (a single `+` or `·` if both are zero); views
/// that share an edge share a border, joined with junctions in the ``BoxStyle/unicode`` style.
/// A hidden view (``LayoutBox/isHidden``) is not drawn, as UIKit does not draw it.
/// Anything outside the canvas is clipped. A frame with a NaN or infinite component is not
/// drawn. A scale that is not positive and finite falls back to the default; drawings are
/// clipped to at most ``maximumColumns`` columns and ``maximumRows`` rows (``fits(_:)`` tells
/// whether a canvas is drawn whole).
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

    /// True when ``lines(for:)`` draws all of `layout`: the root's closing right and bottom
    /// borders fall within ``maximumColumns`` and ``maximumRows``. When false, the drawing is
    /// clipped on the right or at the bottom.
    ///
    /// At a scale of `s` points per column a canvas `width` wide needs `floor(width / s) + 1`
    /// columns and one `height` high `floor(height / (2 * s)) + 1` rows, so it fits at any scale
    /// more than ``fittingScaleBound(width:height:)``.
    public func fits(_ layout: RenderedLayout) -> Bool {
        let grid = CanvasGrid(width: layout.width, height: layout.height, scale: scale)
        return grid.rootCells.right < grid.columns && grid.rootCells.bottom < grid.rows
    }

    /// The scale a canvas needs to fit (see ``fits(_:)``): it fits at any number of points per
    /// column more than `max(width / maximumColumns, height / (2 * maximumRows))`, and is
    /// clipped at that scale or below. 0 for a canvas with no positive side.
    ///
    ///     BoxRenderer.fittingScaleBound(width: 568, height: 320)   // 0.568
    public static func fittingScaleBound(width: Double, height: Double) -> Double {
        let across = width > 0 ? width / Double(maximumColumns) : 0
        let down = height > 0 ? height / (2 * Double(maximumRows)) : 0
        return Swift.max(across, down)
    }

    /// The drawing of `layout`, one string per line, with no trailing whitespace.
    public func lines(for layout: RenderedLayout) -> [String] {
        let grid = CanvasGrid(width: layout.width, height: layout.height, scale: scale)
        var canvas = Canvas(columns: grid.columns, rows: grid.rows)
        // The safe area first, so every view paints over it.
        if let safeArea = layout.safeArea, let cells = grid.cells(for: safeArea) { BoxPainter.dot(cells, on: &canvas) }
        for index in DrawingOrder.indices(of: layout.views) {
            let view = layout.views[index]
            guard !view.isHidden, let cells = grid.cells(for: view.rootFrame) else { continue }
            BoxPainter.paint(
                cells, name: TextLines.printable(view.name), content: view.content, within: grid.rootCells,
                on: &canvas)
            BoxPainter.write(
                view.shownTextLines.map(TextLines.printable), in: cells, within: grid.rootCells, on: &canvas)
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
