import Testing

@testable import LayoutRendering

@Suite("TextReport")
struct TextReportTests {
    let report = TextReport()

    // The two seed drawings (41 and 72 columns) with a 4-space gap are 117 columns wide, so
    // they sit side by side; the frame tables follow, each titled.
    @Test func seedPortraitAndLandscapeSideBySide() {
        #expect(
            report.render([Seed.portrait, Seed.landscape]) == """
                portrait 320x568 (8 pt per column)           landscape 568x320 (8 pt per column)
                +---------------------------------------+    +----------------------------------------------------------------------+
                | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
                | |_topGrayView                      |  |    | |_topGrayView                                                     |  |
                | |  +----+                          |  |    | |  +----+                                                         |  |
                | |  |_top|                          |  |    | |  |_top|                                                         |  |
                | |  +----+                          |  |    | |  +----+                                                         |  |
                | |                                  |  |    | |                                                                 |  |
                | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
                | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
                | |_bottomGrayView                   |  |    | |_bottomGrayView                                                  |  |
                | |       +-----+                    |  |    | |       +-----+                                                   |  |
                | |       |_bott|                    |  |    | |       |_bott|                                                   |  |
                | |       +-----+                    |  |    | |       +-----+                                                   |  |
                | |                                  |  |    | |                                                                 |  |
                | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
                |                                       |    |                                                                      |
                |                                       |    |                                                                      |
                |                                       |    |                                                                      |
                |                                       |    |                                                                      |
                |                                       |    |                                                                      |
                |                                       |    +----------------------------------------------------------------------+
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                +---------------------------------------+

                portrait 320x568
                _topGrayView     in root             (20, 20, 280, 100)
                _bottomGrayView  in root             (20, 128, 280, 100)
                _topButton       in _topGrayView     (20, 35, 46, 30)
                _bottomButton    in _bottomGrayView  (66, 35, 46, 30)

                landscape 568x320
                _topGrayView     in root             (20, 20, 528, 100)
                _bottomGrayView  in root             (20, 128, 528, 100)
                _topButton       in _topGrayView     (20, 35, 46, 30)
                _bottomButton    in _bottomGrayView  (66, 35, 46, 30)
                """)
    }

    @Test func singleLayout() {
        let layout = canvas(80, 64, orientation: "375x667", [("a", rect(16, 16, 40, 32))])
        #expect(
            report.render([layout]) == """
                375x667 80x64 (8 pt per column)
                +---------+
                | +----+  |
                | |a   |  |
                | +----+  |
                +---------+

                a  in root  (16, 16, 40, 32)
                """)
    }

    @Test func noLayoutsIsEmpty() {
        #expect(report.lines(for: []) == [])
    }

    @Test func sideBySideUpToExactly120Columns() {
        // 8 * 72 = 576 pt -> 73 columns; 8 * 42 = 336 pt -> 43 columns. 73 + 4 + 43 = 120.
        let wide = canvas(576, 32, orientation: "w", [])
        let narrow = canvas(336, 32, orientation: "n", [])
        let lines = report.lines(for: [wide, narrow])
        #expect(
            lines[1] == "+" + String(repeating: "-", count: 71) + "+    +" + String(repeating: "-", count: 41) + "+")
        #expect(lines[1].count == 120)
        #expect(lines.count == 4) // the headers and 3 drawing rows; no views, so no tables
    }

    @Test func stackedFrom121Columns() {
        // 8 * 43 = 344 pt -> 44 columns: 73 + 4 + 44 = 121 does not fit.
        let wide = canvas(576, 32, orientation: "w", [])
        let narrow = canvas(344, 32, orientation: "n", [])
        #expect(
            report.render([wide, narrow]) == """
                w 576x32 (8 pt per column)
                +\(String(repeating: "-", count: 71))+
                |\(String(repeating: " ", count: 71))|
                +\(String(repeating: "-", count: 71))+

                n 344x32 (8 pt per column)
                +\(String(repeating: "-", count: 42))+
                |\(String(repeating: " ", count: 42))|
                +\(String(repeating: "-", count: 42))+
                """)
    }

    @Test func theWidthLimitIsAParameter() {
        let narrowReport = TextReport(maximumWidth: 116)
        let lines = narrowReport.lines(for: [Seed.portrait, Seed.landscape])
        #expect(lines[0] == "portrait 320x568 (8 pt per column)")
        #expect(lines[1] == "+" + String(repeating: "-", count: 39) + "+")
        #expect(lines.contains("landscape 568x320 (8 pt per column)"))
        #expect(!lines.contains("portrait 320x568")) // no titles when each row holds one layout
    }

    @Test func sideBySideDrawingsOfDifferentHeightsAreTopAligned() {
        let tall = canvas(16, 64, orientation: "t", []) // 3 x 5
        let short = canvas(16, 16, orientation: "s", []) // 3 x 2
        let lines = TextReport(gap: 2).lines(for: [short, tall])
        #expect(
            Array(lines.prefix(6)) == [
                "s 16x16 (8 pt per column)  t 16x64 (8 pt per column)",
                "+-+                        +-+",
                "+-+                        | |",
                "                           | |",
                "                           | |",
                "                           +-+"
            ])
    }

    @Test func threeLayoutsArePackedIntoRowsInOrder() {
        let a = canvas(320, 16, orientation: "a", []) // 41 columns
        let b = canvas(320, 16, orientation: "b", [])
        let c = canvas(320, 16, orientation: "c", [])
        #expect(
            report.rows(
                of: [a, b, c].map { TextBlock(lines: [report.header(for: $0)] + report.renderer.lines(for: $0)) })
                == [[0, 1], [2]]) // 41 + 4 + 41 = 86; + 4 + 41 = 131 > 120
        let lines = report.lines(for: [a, b, c])
        #expect(lines[0] == "a 320x16 (8 pt per column)                   b 320x16 (8 pt per column)")
        #expect(lines.contains("c 320x16 (8 pt per column)"))
    }

    @Test func aLayoutWiderThanTheLimitGetsARowOfItsOwn() {
        let huge = canvas(2000, 16, orientation: "huge", []) // 251 columns
        let small = canvas(16, 16, orientation: "small", [])
        let lines = report.lines(for: [small, huge, small])
        #expect(
            lines.filter { $0.hasSuffix("(8 pt per column)") } == [
                "small 16x16 (8 pt per column)", "huge 2000x16 (8 pt per column)", "small 16x16 (8 pt per column)"
            ])
    }

    @Test func headerPrintsSizeAndScaleWithoutTrailingZeros() {
        let layout = RenderedLayout(orientation: "custom", width: 375.5, height: 667, views: [])
        #expect(
            TextReport(renderer: BoxRenderer(pointsPerColumn: 2.5)).header(for: layout)
                == "custom 375.5x667 (2.5 pt per column)")
        #expect(
            report.header(for: RenderedLayout(orientation: "x\ny", width: -0.0, height: .nan, views: []))
                == "x?y 0xnan (8 pt per column)")
    }

    @Test func unicodeStyleReport() {
        let layout = canvas(16, 16, orientation: "u", [("v", rect(0, 0, 16, 16))])
        #expect(
            TextReport(renderer: BoxRenderer(style: .unicode)).render([layout]) == """
                u 16x16 (8 pt per column)
                ┌─┐
                └─┘

                v  in root  (0, 0, 16, 16)
                """)
    }

    @Test func noTrailingWhitespaceAnywhere() {
        expectNoTrailingWhitespace(report.lines(for: [Seed.portrait, Seed.landscape]))
        expectNoTrailingWhitespace(report.lines(for: [Seed.landscape, Seed.portrait, Seed.portrait]))
    }

    @Test func extremeGapsAndWidthsDoNotTrap() {
        let layouts = [
            canvas(16, 16, orientation: "a", []), canvas(16, 16, orientation: "b", []),
            canvas(16, 16, orientation: "c", [])
        ]
        #expect(TextReport(gap: .max).lines(for: layouts).filter { $0.hasSuffix("column)") }.count == 3) // stacked
        #expect(TextReport(maximumWidth: .min).lines(for: layouts).filter { $0.hasSuffix("column)") }.count == 3)
        #expect(
            TextReport(maximumWidth: .max, gap: .min).lines(for: layouts)[0]
                == "a 16x16 (8 pt per column)b 16x16 (8 pt per column)c 16x16 (8 pt per column)")
    }
}
