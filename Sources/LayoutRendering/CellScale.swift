/// Maps coordinates in points to character cells: the renderer's one rounding rule.
///
/// Column `c` covers the points `c * pointsPerColumn ..< (c + 1) * pointsPerColumn`; row `r`
/// covers `r * pointsPerRow ..< (r + 1) * pointsPerRow`, with `pointsPerRow` twice
/// `pointsPerColumn` because a character is about twice as tall as it is wide. Every edge,
/// whether a left, right, top or bottom one, is drawn in the cell that contains it:
///
///     column = floor(x / pointsPerColumn)      row = floor(y / pointsPerRow)
///
/// so a 1-point move that crosses a multiple of the scale moves the border by one cell and a
/// move that stays inside a cell does not change the drawing. The right edge of the canvas,
/// `x = width`, lies in the cell just after the last point, so a 320-point-wide root at 8
/// points per column spans columns 0 through 40: 40 columns of content plus its closing border.
struct CellScale: Sendable, Hashable {
    /// Points per character column; positive and finite.
    let pointsPerColumn: Double

    /// Points per text row: twice ``pointsPerColumn``.
    var pointsPerRow: Double { pointsPerColumn * 2 }

    /// The default: 8 points per column, 16 per row.
    static let defaultPointsPerColumn: Double = 8

    /// A scale of `pointsPerColumn`, or the default of 8 if that is not positive and finite.
    init(pointsPerColumn: Double) {
        let valid = pointsPerColumn.isFinite && pointsPerColumn > 0 && (pointsPerColumn * 2).isFinite
        self.pointsPerColumn = valid ? pointsPerColumn : CellScale.defaultPointsPerColumn
    }

    /// The column holding `x`, clamped to `bounds`; `nil` for NaN.
    func column(_ x: Double, clampedTo bounds: ClosedRange<Int>) -> Int? {
        CellScale.floor(x / pointsPerColumn, clampedTo: bounds)
    }

    /// The row holding `y`, clamped to `bounds`; `nil` for NaN.
    func row(_ y: Double, clampedTo bounds: ClosedRange<Int>) -> Int? {
        CellScale.floor(y / pointsPerRow, clampedTo: bounds)
    }

    /// `floor(value)` as an `Int`, clamped to `bounds` before any conversion, so huge values
    /// and infinities cannot overflow; `nil` for NaN. Needs no libm.
    static func floor(_ value: Double, clampedTo bounds: ClosedRange<Int>) -> Int? {
        if value.isNaN { return nil }
        if value <= Double(bounds.lowerBound) { return bounds.lowerBound }
        if value >= Double(bounds.upperBound) { return bounds.upperBound }
        // Strictly inside the bounds, so the conversion cannot trap. Int(_:) truncates toward
        // zero; step down for negative values with a fraction.
        let truncated = Int(value)
        let result = Double(truncated) > value ? truncated - 1 : truncated
        return Swift.min(Swift.max(result, bounds.lowerBound), bounds.upperBound)
    }
}
