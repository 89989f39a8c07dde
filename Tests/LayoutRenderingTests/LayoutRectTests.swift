import AutoLayout
import Testing

@testable import LayoutRendering

@Suite("LayoutRect")
struct LayoutRectTests {
    @Test func edges() {
        let frame = rect(20, 128, 280, 100)
        #expect(frame.maxX == 300)
        #expect(frame.maxY == 228)
    }

    @Test func standardizedFlipsNegativeSizes() {
        #expect(rect(10, 0, -4, 2).standardized == rect(6, 0, 4, 2))
        #expect(rect(0, 10, 3, -10).standardized == rect(0, 0, 3, 10))
        #expect(rect(1, 2, 3, 4).standardized == rect(1, 2, 3, 4))
    }

    @Test func finiteness() {
        #expect(rect(1, 2, 3, 4).isFinite)
        #expect(!rect(.nan, 2, 3, 4).isFinite)
        #expect(!rect(1, .infinity, 3, 4).isFinite)
        #expect(!rect(1, 2, -.infinity, 4).isFinite)
        #expect(!rect(1, 2, 3, .nan).isFinite)
    }

    @Test func offset() {
        #expect(rect(20, 35, 46, 30).offsetBy(dx: 20, dy: 20) == rect(40, 55, 46, 30))
    }

    @Test func descriptionUsesReportNumbers() {
        #expect(rect(20, 20, 280, 100).description == "(20, 20, 280, 100)")
        #expect(rect(-0.0, 23.2, .nan, -.infinity).description == "(0, 23.2, nan, -inf)")
    }
}
