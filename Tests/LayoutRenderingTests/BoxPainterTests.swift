import Testing

@testable import LayoutRendering

@Suite("BoxPainter")
struct BoxPainterTests {
    private let everywhere = CellBox(left: -10, top: -10, right: 10, bottom: 10)

    @Test func between() {
        #expect(BoxPainter.between(2, 6) == 3..<6)
        #expect(BoxPainter.between(2, 3).isEmpty)
        #expect(BoxPainter.between(2, 2).isEmpty)
        #expect(BoxPainter.between(5, 1).isEmpty)
    }

    @Test func paintsAnOpaqueBoxWithItsName() {
        var canvas = Canvas(columns: 6, rows: 4)
        for row in 0..<4 { for column in 0..<6 { canvas.put(".", column: column, row: row) } }
        BoxPainter.paint(CellBox(left: 1, top: 0, right: 4, bottom: 3), name: "name", within: everywhere, on: &canvas)
        #expect(
            canvas.lines(style: .unicode) == [
                ".┌──┐.",
                ".│na│.",
                ".│  │.",
                ".└──┘."
            ])
    }

    @Test func cutsEarlierLinesAtItsBorder() {
        var canvas = Canvas(columns: 7, rows: 3)
        BoxPainter.outline(CellBox(left: 0, top: 1, right: 6, bottom: 1), on: &canvas) // a horizontal line
        BoxPainter.paint(CellBox(left: 2, top: 0, right: 4, bottom: 2), name: "", within: everywhere, on: &canvas)
        #expect(
            canvas.lines(style: .unicode) == [
                "  ┌─┐",
                "──┤ ├──",
                "  └─┘"
            ])
    }

    @Test func nameStaysInsideTheFrame() {
        var canvas = Canvas(columns: 6, rows: 4)
        let frame = CellBox(left: 0, top: 0, right: 5, bottom: 3)
        BoxPainter.paint(CellBox(left: -1, top: -1, right: 6, bottom: 4), name: "abcdef", within: frame, on: &canvas)
        #expect(canvas.lines(style: .ascii) == ["", " abcd", "", ""])
    }

    @Test func outlineOfAPointIsADot() {
        var canvas = Canvas(columns: 1, rows: 1)
        BoxPainter.outline(CellBox(left: 0, top: 0, right: 0, bottom: 0), on: &canvas)
        #expect(canvas[0, 0] == .lines(.dot))
    }
}
