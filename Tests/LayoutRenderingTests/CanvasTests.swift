import Testing

@testable import LayoutRendering

@Suite("Canvas")
struct CanvasTests {
    @Test func writesOutsideTheGridAreIgnored() {
        var canvas = Canvas(columns: 3, rows: 2)
        for (column, row) in [(-1, 0), (3, 0), (0, -1), (0, 2), (Int.max, Int.max), (Int.min, 0)] {
            canvas.put("x", column: column, row: row)
            canvas.addArms(.left, column: column, row: row)
            canvas.removeArms(.left, column: column, row: row)
            canvas.clear(column: column, row: row)
            #expect(canvas[column, row] == nil)
        }
        #expect(canvas.lines(style: .ascii) == ["", ""])
    }

    @Test func negativeSizeIsEmpty() {
        let canvas = Canvas(columns: -3, rows: 5)
        #expect(canvas.columns == 0)
        #expect(canvas.lines(style: .ascii) == ["", "", "", "", ""])
    }

    @Test func armsMergeAndTextIsReplaced() {
        var canvas = Canvas(columns: 2, rows: 1)
        canvas.put("a", column: 0, row: 0)
        canvas.addArms(.up, column: 0, row: 0)
        canvas.addArms([.left, .right], column: 0, row: 0)
        #expect(canvas[0, 0] == .lines([.up, .left, .right]))
        canvas.removeArms([.up, .left, .right], column: 0, row: 0)
        #expect(canvas[0, 0] == .empty)
        canvas.addArms([], column: 1, row: 0)
        #expect(canvas[1, 0] == .empty)
    }

    @Test func textReplacesLines() {
        var canvas = Canvas(columns: 1, rows: 1)
        canvas.addArms(.down, column: 0, row: 0)
        canvas.put("z", column: 0, row: 0)
        #expect(canvas[0, 0] == .text("z"))
        canvas.removeArms(.down, column: 0, row: 0) // no lines to remove: text stays
        #expect(canvas[0, 0] == .text("z"))
    }

    @Test func linesAreTrimmed() {
        var canvas = Canvas(columns: 5, rows: 2)
        canvas.put("a", column: 1, row: 0)
        canvas.addArms([.up, .down], column: 3, row: 1)
        #expect(canvas.lines(style: .ascii) == [" a", "   |"])
        #expect(canvas.lines(style: .unicode) == [" a", "   │"])
    }
}
