import AutoLayout

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
