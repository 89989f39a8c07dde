import Testing

@testable import LayoutRendering

@Suite("CellScale")
struct CellScaleTests {
    let scale = CellScale(pointsPerColumn: 8)
    let wide = -1000...1000

    @Test func columnIsTheCellContainingTheCoordinate() {
        #expect(scale.column(0, clampedTo: wide) == 0)
        #expect(scale.column(7.999, clampedTo: wide) == 0)
        #expect(scale.column(8, clampedTo: wide) == 1)
        #expect(scale.column(20, clampedTo: wide) == 2)
        #expect(scale.column(300, clampedTo: wide) == 37)
        #expect(scale.column(320, clampedTo: wide) == 40)
    }

    @Test func negativeCoordinatesRoundDown() {
        #expect(scale.column(-0.5, clampedTo: wide) == -1)
        #expect(scale.column(-8, clampedTo: wide) == -1)
        #expect(scale.column(-8.5, clampedTo: wide) == -2)
        #expect(scale.column(-0.0, clampedTo: wide) == 0)
    }

    @Test func rowsAreTwiceAsTall() {
        #expect(scale.pointsPerRow == 16)
        #expect(scale.row(15.9, clampedTo: wide) == 0)
        #expect(scale.row(16, clampedTo: wide) == 1)
        #expect(scale.row(568, clampedTo: wide) == 35)
    }

    @Test func hugeAndInfiniteValuesAreClampedWithoutOverflow() {
        #expect(scale.column(1e308, clampedTo: -1...40) == 40)
        #expect(scale.column(-1e308, clampedTo: -1...40) == -1)
        #expect(scale.column(.infinity, clampedTo: -1...40) == 40)
        #expect(scale.column(-.infinity, clampedTo: -1...40) == -1)
        #expect(CellScale.floor(Double(Int.max), clampedTo: Int.min...Int.max) == Int.max)
        #expect(CellScale.floor(-Double(Int.max), clampedTo: Int.min...Int.max) == Int.min)
        #expect(CellScale.floor(9.5, clampedTo: 0...9) == 9)
    }

    @Test func nanHasNoCell() {
        #expect(scale.column(.nan, clampedTo: wide) == nil)
        #expect(scale.row(.nan, clampedTo: wide) == nil)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity, .greatestFiniteMagnitude])
    func invalidScalesUseTheDefault(_ points: Double) {
        #expect(CellScale(pointsPerColumn: points).pointsPerColumn == 8)
    }

    @Test func validScalesAreKept() {
        #expect(CellScale(pointsPerColumn: 2.5).pointsPerColumn == 2.5)
        #expect(CellScale(pointsPerColumn: 2.5).row(39.9, clampedTo: wide) == 7)
    }
}
