import AutoLayout
import Testing

@testable import LayoutRendering

@Suite("BoxRenderer")
struct BoxRendererTests {
    let ascii = BoxRenderer()
    let unicode = BoxRenderer(style: .unicode)

    // MARK: The seed layout

    // Cells worked out by hand with column = floor(x / 8), row = floor(y / 16), root frames:
    // root 0...40 x 0...35; gray views columns 2...37, rows 1...7 and 8...14; _topButton
    // (40, 55, 46, 30) columns 5...10, rows 3...5 ("_top" fits in 4 columns); _bottomButton
    // (86, 163, 46, 30) columns 10...16, rows 10...12 ("_bott" fits in 5).
    @Test func seedPortrait() {
        let expected = """
            +---------------------------------------+
            | +----------------------------------+  |
            | |_topGrayView                      |  |
            | |  +----+                          |  |
            | |  |_top|                          |  |
            | |  +----+                          |  |
            | |                                  |  |
            | +----------------------------------+  |
            | +----------------------------------+  |
            | |_bottomGrayView                   |  |
            | |       +-----+                    |  |
            | |       |_bott|                    |  |
            | |       +-----+                    |  |
            | |                                  |  |
            | +----------------------------------+  |
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
            |                                       |
            |                                       |
            |                                       |
            |                                       |
            |                                       |
            |                                       |
            +---------------------------------------+
            """
        #expect(ascii.render(Seed.portrait) == expected)
    }

    // Landscape: root 0...71 x 0...20; gray views columns 2...68 (548 / 8 = 68.5).
    @Test func seedLandscape() {
        let expected = """
            +----------------------------------------------------------------------+
            | +-----------------------------------------------------------------+  |
            | |_topGrayView                                                     |  |
            | |  +----+                                                         |  |
            | |  |_top|                                                         |  |
            | |  +----+                                                         |  |
            | |                                                                 |  |
            | +-----------------------------------------------------------------+  |
            | +-----------------------------------------------------------------+  |
            | |_bottomGrayView                                                  |  |
            | |       +-----+                                                   |  |
            | |       |_bott|                                                   |  |
            | |       +-----+                                                   |  |
            | |                                                                 |  |
            | +-----------------------------------------------------------------+  |
            |                                                                      |
            |                                                                      |
            |                                                                      |
            |                                                                      |
            |                                                                      |
            +----------------------------------------------------------------------+
            """
        #expect(ascii.render(Seed.landscape) == expected)
    }

    @Test func seedPortraitIsFortyColumnsPlusItsClosingBorder() {
        let drawing = ascii.lines(for: Seed.portrait)
        #expect(drawing.count == 36)
        #expect(drawing.allSatisfy { $0.count == 41 })
    }

    // MARK: Small goldens

    // 80 x 64 points: columns 0...10, rows 0...4. (16, 16, 40, 32) -> columns 2...7, rows 1...3.
    @Test func oneView() {
        let layout = canvas(80, 64, [("a", rect(16, 16, 40, 32))])
        #expect(
            ascii.render(layout) == """
                +---------+
                | +----+  |
                | |a   |  |
                | +----+  |
                +---------+
                """)
    }

    @Test func negativeSizeIsStandardized() {
        let layout = canvas(80, 64, [("a", rect(56, 48, -40, -32))])
        #expect(
            ascii.render(layout) == """
                +---------+
                | +----+  |
                | |a   |  |
                | +----+  |
                +---------+
                """)
    }

    @Test func nameIsClippedToTheBox() {
        // (8, 16, 32, 32): columns 1...5, so three columns inside.
        let layout = canvas(80, 64, [("abcdef", rect(8, 16, 32, 32))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |+---+    |
                ||abc|    |
                |+---+    |
                +---------+
                """)
    }

    @Test func boxTooShortForTextIsDrawnWithoutName() {
        // (8, 16, 32, 16): rows 1...2, no line inside.
        let layout = canvas(80, 48, [("abcdef", rect(8, 16, 32, 16))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |+---+    |
                |+---+    |
                +---------+
                """)
    }

    @Test func boxTooNarrowForTextIsDrawnWithoutName() {
        // (8, 16, 8, 32): columns 1...2, no column inside.
        let layout = canvas(80, 64, [("abcdef", rect(8, 16, 8, 32))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |++       |
                |||       |
                |++       |
                +---------+
                """)
    }

    @Test func zeroWidthViewIsAVerticalLine() {
        let layout = canvas(80, 64, [("line", rect(40, 16, 0, 32))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |    |    |
                |    |    |
                |    |    |
                +---------+
                """)
    }

    @Test func zeroHeightViewIsAHorizontalLine() {
        let layout = canvas(80, 64, [("line", rect(16, 32, 40, 0))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |         |
                | ------  |
                |         |
                +---------+
                """)
    }

    @Test func zeroSizeViewIsAPoint() {
        let layout = canvas(80, 64, [("dot", rect(40, 32, 0, 0))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |         |
                |    +    |
                |         |
                +---------+
                """)
        #expect(unicode.lines(for: layout)[2] == "│    ·    │")
    }

    // 128 x 96: columns 0...16, rows 0...6. A (8, 16, 64, 48) -> columns 1...9, rows 1...4;
    // B (48, 32, 64, 48) -> columns 6...14, rows 2...5, declared later so painted over A.
    @Test func laterSiblingPaintsOverEarlierOne() {
        let layout = canvas(128, 96, [("A", rect(8, 16, 64, 48)), ("B", rect(48, 32, 64, 48))])
        #expect(
            ascii.render(layout) == """
                +---------------+
                |+-------+      |
                ||A   +--+----+ |
                ||    |B      | |
                |+----+       | |
                |     +-------+ |
                +---------------+
                """)
        #expect(
            unicode.render(layout) == """
                ┌───────────────┐
                │┌───────┐      │
                ││A   ┌──┴────┐ │
                ││    │B      │ │
                │└────┤       │ │
                │     └───────┘ │
                └───────────────┘
                """)
    }

    // B's lines now stop at A's border, with junctions where they leave it; B's name, under A,
    // is hidden.
    @Test func swappingDeclarationOrderSwapsWhichIsOnTop() {
        let layout = canvas(128, 96, [("B", rect(48, 32, 64, 48)), ("A", rect(8, 16, 64, 48))])
        #expect(
            ascii.render(layout) == """
                +---------------+
                |+-------+      |
                ||A      +----+ |
                ||       |    | |
                |+----+--+    | |
                |     +-------+ |
                +---------------+
                """)
        #expect(
            unicode.render(layout) == """
                ┌───────────────┐
                │┌───────┐      │
                ││A      ├────┐ │
                ││       │    │ │
                │└────┬──┘    │ │
                │     └───────┘ │
                └───────────────┘
                """)
    }

    @Test func subviewsOfAnEarlierSiblingArePaintedOverByALaterSibling() {
        // The child of A is declared last but belongs to A, so B (A's later sibling) covers it.
        // c is at (64, 48, 16, 16) in root coordinates: columns 8...10, rows 3...4, inside B.
        let layout = RenderedLayout(
            orientation: "test", width: 128, height: 96,
            frames: [
                (name: "A", superview: "root", frame: rect(8, 16, 64, 48)),
                (name: "B", superview: "root", frame: rect(48, 32, 64, 48)),
                (name: "c", superview: "A", frame: rect(56, 32, 16, 16))
            ])
        let plain = canvas(128, 96, [("A", rect(8, 16, 64, 48)), ("B", rect(48, 32, 64, 48))])
        #expect(ascii.render(layout) == ascii.render(plain))
        // Without B, c is visible (its top line crosses A's right border at column 9).
        var withoutB = layout
        withoutB.views.remove(at: 2)
        #expect(ascii.lines(for: withoutB)[3] == "||      +++     |")
    }

    // A view flush with the root's left, top and bottom edges shares those borders.
    @Test func unicodeJunctionsWhereAChildTouchesItsParent() {
        let layout = canvas(128, 64, [("P", rect(0, 0, 64, 64))])
        #expect(
            unicode.render(layout) == """
                ┌───────┬───────┐
                │P      │       │
                │       │       │
                │       │       │
                └───────┴───────┘
                """)
        #expect(
            ascii.render(layout) == """
                +-------+-------+
                |P      |       |
                |       |       |
                |       |       |
                +-------+-------+
                """)
    }

    @Test func unicodeSeedUsesBoxDrawingCharacters() {
        let drawing = unicode.lines(for: Seed.portrait)
        #expect(drawing[0] == "┌" + String(repeating: "─", count: 39) + "┐")
        #expect(drawing[3] == "│ │  ┌────┐" + String(repeating: " ", count: 26) + "│  │")
        #expect(drawing[4] == "│ │  │_top│" + String(repeating: " ", count: 26) + "│  │")
        #expect(drawing[35] == "└" + String(repeating: "─", count: 39) + "┘")
        #expect(!drawing.joined().contains { "+-|".contains($0) })
    }

    // MARK: The rounding rule

    /// Columns of the border characters on the first line of a box drawn alone at `frame`.
    private func borderColumns(_ frame: LayoutRect) -> [Int] {
        let drawing = ascii.lines(for: canvas(160, 160, [("v", frame)]))
        let row = Int(frame.y / 16)
        return Array(drawing[row]).enumerated().compactMap { $0.element == "+" ? $0.offset : nil }
    }

    @Test func leftEdgeMovesWhenItCrossesAColumnBoundary() {
        #expect(borderColumns(rect(15, 32, 40, 32)) == [1, 6]) // 15/8 = 1.9, 55/8 = 6.9
        #expect(borderColumns(rect(16, 32, 39, 32)) == [2, 6]) // 16/8 = 2,   55/8 = 6.9
    }

    @Test func rightEdgeMovesWhenItCrossesAColumnBoundary() {
        #expect(borderColumns(rect(16, 32, 39, 32)) == [2, 6]) // 55/8 = 6.9
        #expect(borderColumns(rect(16, 32, 40, 32)) == [2, 7]) // 56/8 = 7
    }

    @Test func oneOrMorePointsWithinACellChangeNothing() {
        let reference = ascii.render(canvas(160, 160, [("v", rect(16, 32, 40, 32))]))
        for (dx, dy) in [(1.0, 0.0), (7, 0), (0, 1), (0, 15), (7.9, 15.9), (0.5, 0.5)] {
            // Move the whole box within its cells: every edge stays in the same cell.
            let moved = ascii.render(canvas(160, 160, [("v", rect(16 + dx, 32 + dy, 40, 32))]))
            #expect(moved == reference, "moved by (\(dx), \(dy))")
        }
    }

    @Test func onePointAcrossABoundaryChangesTheDrawing() {
        let reference = ascii.render(canvas(160, 160, [("v", rect(16, 32, 40, 32))]))
        for frame in [
            rect(15, 32, 40, 32), rect(16, 31, 40, 32), rect(16, 32, 39, 32), rect(16, 32, 40, 31),
            rect(24, 32, 40, 32), rect(16, 48, 40, 32), rect(16, 32, 48, 32), rect(16, 32, 40, 48)
        ] {
            let changed = ascii.render(canvas(160, 160, [("v", frame)]))
            #expect(changed != reference, "\(frame)")
        }
    }

    @Test func topAndBottomEdgesUseRowsTwiceAsTall() {
        // y = 31 is row 1 (31/16), y = 32 row 2; bottom at 32 + 32 = 64 is row 4.
        let above = ascii.lines(for: canvas(80, 96, [("v", rect(16, 31, 40, 33))]))
        let below = ascii.lines(for: canvas(80, 96, [("v", rect(16, 32, 40, 32))]))
        #expect(above[1] == "| +----+  |")
        #expect(above[2] == "| |v   |  |")
        #expect(below[1] == "|         |")
        #expect(below[2] == "| +----+  |")
        #expect(above[4] == "| +----+  |")
        #expect(below[4] == "| +----+  |")
    }

    @Test func customScale() {
        // 10 points per column, 20 per row: 100 x 100 is columns 0...10 and rows 0...5;
        // (20, 20, 50, 40) -> columns 2...7, rows 1...3.
        let renderer = BoxRenderer(pointsPerColumn: 10)
        #expect(
            renderer.render(canvas(100, 100, [("a", rect(20, 20, 50, 40))])) == """
                +---------+
                | +----+  |
                | |a   |  |
                | +----+  |
                |         |
                +---------+
                """)
    }

    @Test(arguments: [0.0, -8, .nan, .infinity, -.infinity])
    func invalidScaleFallsBackToTheDefault(_ pointsPerColumn: Double) {
        let renderer = BoxRenderer(pointsPerColumn: pointsPerColumn)
        #expect(renderer.effectivePointsPerColumn == 8)
        #expect(renderer.render(Seed.portrait) == ascii.render(Seed.portrait))
    }

    // MARK: Clipping and hostile numbers

    @Test func framesPartlyOffTheCanvasAreClippedAndKeepTheirName() {
        // 80 x 80: columns 0...10, rows 0...5. "left" (-100, 8, 150, 40): columns -13...6 and
        // rows 0...3; "top" (60, -100, 200, 148): columns 7...32 and rows -7...3. Where their
        // lines run off the canvas they cross the root's border.
        let layout = canvas(80, 80, [("left", rect(-100, 8, 150, 40)), ("top", rect(60, -100, 200, 148))])
        #expect(
            ascii.render(layout) == """
                +-----++--+
                |left ||to|
                |     ||  |
                +-----++--+
                |         |
                +---------+
                """)
    }

    @Test func framesFarOutsideTheCanvasAreNotDrawn() {
        let empty = ascii.render(canvas(80, 64, []))
        let layout = canvas(
            80, 64,
            [
                ("right", rect(1000, 0, 10, 10)), ("below", rect(0, 1e6, 10, 10)),
                ("left", rect(-1e300, 0, 10, 10)), ("above", rect(0, -500, 10, 10))
            ])
        #expect(ascii.render(layout) == empty)
        #expect(
            empty == """
                +---------+
                |         |
                |         |
                |         |
                +---------+
                """)
    }

    @Test func aViewCoveringEverythingShowsItsNameInside() {
        let layout = canvas(80, 48, [("big", rect(-1e308, -1e308, .greatestFiniteMagnitude, .greatestFiniteMagnitude))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |big      |
                |         |
                +---------+
                """)
    }

    @Test func nonFiniteFramesAreSkipped() {
        let empty = ascii.render(canvas(80, 64, []))
        for frame in [
            rect(.nan, 0, 10, 10), rect(0, .nan, 10, 10), rect(0, 0, .nan, 10), rect(0, 0, 10, .nan),
            rect(.infinity, 0, 10, 10), rect(0, 0, .infinity, 10), rect(-.infinity, 0, .infinity, 10),
            rect(0, -.infinity, 10, 10)
        ] {
            #expect(ascii.render(canvas(80, 64, [("x", frame)])) == empty, "\(frame)")
        }
    }

    @Test func hugeFiniteFramesDrawClippedBoxes() {
        // Left edge at x = 8 (column 1), right edge beyond the canvas: the top line runs off it.
        let layout = canvas(80, 64, [("wide", rect(8, 16, 1e308, 1e308))])
        #expect(
            ascii.render(layout) == """
                +---------+
                |+--------+
                ||wide    |
                ||        |
                ++--------+
                """)
        let sum = canvas(80, 64, [("sum", rect(1e308, 0, 1e308, 10))]) // maxX overflows to infinity
        #expect(ascii.render(sum) == ascii.render(canvas(80, 64, [])))
    }

    @Test(arguments: [(0.0, 0.0), (-10, -10), (.nan, .nan), (-.infinity, 5)])
    func degenerateCanvasIsASinglePoint(_ size: (Double, Double)) {
        let empty = canvas(size.0, size.1, [("b", rect(.nan, 0, 1, 1))])
        #expect(ascii.lines(for: empty) == ["+"])
        #expect(unicode.lines(for: empty) == ["·"])
        // A view larger than the canvas shows only its top-left corner in the one cell.
        let covered = canvas(size.0, size.1, [("a", rect(0, 0, 100, 100))])
        #expect(ascii.lines(for: covered) == ["+"])
        #expect(unicode.lines(for: covered) == ["┌"])
    }

    @Test func hugeCanvasIsCappedAtTheMaximumSize() {
        let drawing = ascii.lines(for: canvas(1e308, .infinity, [("a", rect(8, 16, 80, 64))]))
        #expect(drawing.count == BoxRenderer.maximumRows)
        #expect(drawing.allSatisfy { $0.count <= BoxRenderer.maximumColumns })
        #expect(drawing[0] == "+" + String(repeating: "-", count: BoxRenderer.maximumColumns - 1))
        #expect(drawing[2].hasPrefix("||a        |"))
    }

    @Test func tinyScaleIsCappedToo() {
        let drawing = BoxRenderer(pointsPerColumn: 1e-300).lines(for: Seed.portrait)
        #expect(drawing.count == BoxRenderer.maximumRows)
        #expect(drawing.allSatisfy { $0.count <= BoxRenderer.maximumColumns })
    }

    /// `fits` is true exactly when the closing right and bottom borders are drawn.
    @Test func fitsTellsWhetherTheCanvasIsDrawnWhole() {
        let wide = canvas(568, 320, [])
        #expect(BoxRenderer.fittingScaleBound(width: 568, height: 320) == 0.568)
        for (scale, fits) in [(0.568, false), (0.5681, true), (0.001, false), (8, true)] {
            let renderer = BoxRenderer(pointsPerColumn: scale)
            #expect(renderer.fits(wide) == fits, "\(scale)")
            let drawing = renderer.lines(for: wide)
            #expect(drawing.allSatisfy { $0.count <= BoxRenderer.maximumColumns })
            // Drawn whole: the last line is the bottom border, closed on the right.
            let closed = drawing.last.map { $0.hasPrefix("+-") && $0.hasSuffix("-+") } ?? false
            #expect(closed == fits, "\(scale)")
        }
        // Rows: a canvas 2000 high needs more than 1 point per column (2 per row).
        #expect(BoxRenderer.fittingScaleBound(width: 10, height: 2000) == 1)
        #expect(!BoxRenderer(pointsPerColumn: 1).fits(canvas(10, 2000, [])))
        #expect(BoxRenderer(pointsPerColumn: 1).fits(canvas(10, 1999, [])))
        // Sizes drawn as a single point fit at any scale; an infinite one at none.
        #expect(BoxRenderer.fittingScaleBound(width: .nan, height: -5) == 0)
        #expect(BoxRenderer(pointsPerColumn: 1e-300).fits(canvas(.nan, -5, [])))
        #expect(!BoxRenderer(pointsPerColumn: 10000).fits(canvas(.infinity, 10, [])))
    }

    @Test func controlCharactersInNamesDoNotBreakLines() {
        let drawing = ascii.lines(for: canvas(80, 64, [("a\nb\tc", rect(16, 16, 48, 32))]))
        #expect(drawing.count == 5)
        #expect(drawing[2] == "| |a?b?c| |") // columns 2...8
    }

    @Test func noLineEndsInWhitespace() {
        let layouts = [
            Seed.portrait, Seed.landscape,
            canvas(80, 64, [("trailing  ", rect(16, 16, 200, 32)), ("\u{A0}", rect(0, 0, 20, 40))])
        ]
        for layout in layouts {
            expectNoTrailingWhitespace(ascii.lines(for: layout))
            expectNoTrailingWhitespace(unicode.lines(for: layout))
        }
    }

    @Test func renderingIsDeterministic() {
        let layout = canvas(
            128, 96, [("A", rect(8, 16, 64, 48)), ("B", rect(48, 32, 64, 48)), ("A", rect(0, 0, 30, 30))])
        let first = unicode.render(layout)
        for _ in 0..<20 { #expect(unicode.render(layout) == first) }
    }
}
