import Testing

@testable import LayoutRendering

/// Where the text drawing writes a name or a text (hand-placed boxes on a 40x20 canvas).
@Suite("BoxCaption")
struct BoxCaptionTests {
    let canvas = CellBox(left: 0, top: 0, right: 40, bottom: 20)

    func place(_ content: BoxContent?, _ box: CellBox, name: String = "name") -> BoxCaption? {
        BoxCaption.place(name: name, content: content, in: box, visible: canvas)
    }

    // Columns 3...12 inside (10), rows 3...5 inside: the middle one is 4.
    @Test func aTextThatFitsIsOnTheMiddleRow() {
        let box = CellBox(left: 2, top: 2, right: 13, bottom: 6)
        #expect(place(.label("Hello"), box) == BoxCaption(row: 4, column: 3, text: "Hello"))
        // Centred: 10 - 5 = 5 spare, 2 on the left.
        #expect(place(.button("Hello"), box) == BoxCaption(row: 4, column: 5, text: "Hello"))
        // Two rows inside: the upper one.
        #expect(place(.label("Hi"), CellBox(left: 2, top: 2, right: 13, bottom: 5))?.row == 3)
    }

    // A box one row tall has no row inside: its top border carries the text, between the corners.
    @Test func noRowInsideUsesTheTopBorder() {
        #expect(
            place(.label("OK"), CellBox(left: 2, top: 2, right: 8, bottom: 3))
                == BoxCaption(row: 2, column: 3, text: "OK"))
    }

    // Too wide for the inside (4 columns) but as wide as the box (6): over the top border,
    // corners included.
    @Test func aTextAsWideAsTheBoxCoversTheTopBorder() {
        let box = CellBox(left: 5, top: 3, right: 10, bottom: 6)
        #expect(place(.button("Button"), box) == BoxCaption(row: 3, column: 5, text: "Button"))
        // 7 columns for 6: centred with the spare column on the right.
        #expect(place(.button("Button"), CellBox(left: 5, top: 3, right: 11, bottom: 6))?.column == 5)
    }

    // Wider than the box: the name, cut at the right border, on the first row inside.
    @Test func aTextTooWideGivesTheName() {
        let box = CellBox(left: 5, top: 3, right: 10, bottom: 6)
        #expect(place(.label("Too wide"), box, name: "_bottomButton") == BoxCaption(row: 4, column: 6, text: "_bot"))
        #expect(place(nil, box, name: "ab") == BoxCaption(row: 4, column: 6, text: "ab"))
        #expect(place(.label(""), box, name: "ab")?.text == "ab")
    }

    // The root's border is drawn last: no caption on its rows or columns.
    @Test func neverOnTheRootsBorder() {
        // The top border is the root's top row: the text cannot go there, nor inside (no row).
        #expect(place(.label("Title"), CellBox(left: 4, top: 0, right: 8, bottom: 1)) == nil)
        // Across from the root's left border: only columns 1...5 count, 5 for "Hello".
        #expect(
            place(.label("Hello"), CellBox(left: 0, top: 2, right: 5, bottom: 5))
                == BoxCaption(row: 2, column: 1, text: "Hello"))
        #expect(place(.label("Hello!"), CellBox(left: 0, top: 2, right: 5, bottom: 5), name: "n")?.text == "n")
    }

    // A box that starts off the canvas: the caption starts at the canvas's first column inside.
    @Test func offTheCanvas() {
        #expect(
            place(.label("Hi"), CellBox(left: -1, top: 2, right: 5, bottom: 6))
                == BoxCaption(row: 4, column: 1, text: "Hi"))
        #expect(place(nil, CellBox(left: -1, top: 2, right: 5, bottom: 6), name: "longname")?.text == "long")
    }

    // A box wholly off the canvas, on either side, has no caption (and no trap: the fuzzer's
    // case, a button clamped to the column after the canvas).
    @Test func whollyOffTheCanvas() {
        for box in [
            CellBox(left: 41, top: 2, right: 41, bottom: 6), CellBox(left: 40, top: 2, right: 41, bottom: 6),
            CellBox(left: -1, top: 2, right: -1, bottom: 6), CellBox(left: -1, top: 2, right: 0, bottom: 6)
        ] {
            #expect(place(.button("Button"), box) == nil)
            #expect(place(.label("A"), box) == nil)
        }
    }

    // Through the renderer: the seed's top button (root frame 40...86 across, 55...85 down)
    // spans columns 5...10 and rows 3...5: "Button" covers its top border.
    @Test func theSeedsButtons() {
        var layout = Seed.portrait
        for index in layout.views.indices where layout.views[index].name.hasSuffix("Button") {
            layout.views[index].content = .button("Button")
        }
        let lines = BoxRenderer().lines(for: layout)
        #expect(lines[3] == "| |  Button                          |  |")
        #expect(lines[4] == "| |  |    |                          |  |")
        #expect(lines[5] == "| |  +----+                          |  |")
    }
}
