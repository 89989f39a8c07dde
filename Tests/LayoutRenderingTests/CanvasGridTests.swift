import Testing

@testable import LayoutRendering

@Suite("CanvasGrid")
struct CanvasGridTests {
    let scale = CellScale(pointsPerColumn: 8)

    @Test func seedCanvasSize() {
        let portrait = CanvasGrid(width: 320, height: 568, scale: scale)
        #expect(portrait.columns == 41)
        #expect(portrait.rows == 36)
        #expect(portrait.rootCells == CellBox(left: 0, top: 0, right: 40, bottom: 35))
        let landscape = CanvasGrid(width: 568, height: 320, scale: scale)
        #expect(landscape.columns == 72)
        #expect(landscape.rows == 21)
    }

    @Test func cellsForSeedButtons() {
        let grid = CanvasGrid(width: 320, height: 568, scale: scale)
        #expect(grid.cells(for: rect(40, 55, 46, 30)) == CellBox(left: 5, top: 3, right: 10, bottom: 5))
        #expect(grid.cells(for: rect(86, 163, 46, 30)) == CellBox(left: 10, top: 10, right: 16, bottom: 12))
    }

    @Test func cellsAreClampedToOneBeyondTheCanvas() {
        let grid = CanvasGrid(width: 80, height: 64, scale: scale) // 11 x 5
        #expect(grid.cells(for: rect(-1e308, -5, 1.7e308, 1e9)) == CellBox(left: -1, top: -1, right: 11, bottom: 5))
        #expect(grid.cells(for: rect(500, 500, 10, 10)) == CellBox(left: 11, top: 5, right: 11, bottom: 5))
    }

    @Test func negativeSizesAreStandardized() {
        let grid = CanvasGrid(width: 80, height: 64, scale: scale)
        #expect(grid.cells(for: rect(56, 48, -40, -32)) == grid.cells(for: rect(16, 16, 40, 32)))
    }

    @Test func nonFiniteFramesHaveNoCells() {
        let grid = CanvasGrid(width: 80, height: 64, scale: scale)
        #expect(grid.cells(for: rect(.nan, 0, 1, 1)) == nil)
        #expect(grid.cells(for: rect(0, 0, .infinity, 1)) == nil)
    }

    @Test func degenerateAndHugeCanvases() {
        for (width, height) in [(0.0, 0.0), (-5, -5), (.nan, .nan), (-.infinity, -.infinity)] {
            let grid = CanvasGrid(width: width, height: height, scale: scale)
            #expect(grid.columns == 1 && grid.rows == 1, "\(width) x \(height)")
        }
        let huge = CanvasGrid(width: .infinity, height: 1e308, scale: scale)
        #expect(huge.columns == BoxRenderer.maximumColumns)
        #expect(huge.rows == BoxRenderer.maximumRows)
    }
}
