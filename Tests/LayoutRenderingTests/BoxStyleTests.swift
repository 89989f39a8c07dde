import Testing

@testable import LayoutRendering

@Suite("BoxStyle")
struct BoxStyleTests {
    typealias Arms = Canvas.Arms

    @Test func unicodeGlyphs() {
        let table: [(Arms, Character)] = [
            ([.right, .down], "┌"), ([.left, .down], "┐"), ([.right, .up], "└"), ([.left, .up], "┘"),
            ([.left, .right], "─"), ([.up, .down], "│"), ([.left], "─"), ([.down], "│"),
            ([.up, .down, .right], "├"), ([.up, .down, .left], "┤"),
            ([.left, .right, .down], "┬"), ([.left, .right, .up], "┴"),
            ([.left, .right, .up, .down], "┼"), ([.dot], "·"), ([.dot, .left, .right], "─")
        ]
        for (arms, glyph) in table {
            #expect(BoxStyle.unicode.glyph(for: arms) == glyph, "\(arms.rawValue)")
        }
    }

    @Test func asciiGlyphs() {
        let table: [(Arms, Character)] = [
            ([.right, .down], "+"), ([.left, .right, .up, .down], "+"), ([.up, .down, .left], "+"),
            ([.left, .right], "-"), ([.right], "-"), ([.up, .down], "|"), ([.up], "|"), ([.dot], "+")
        ]
        for (arms, glyph) in table {
            #expect(BoxStyle.ascii.glyph(for: arms) == glyph, "\(arms.rawValue)")
        }
    }

    @Test func names() {
        #expect(BoxStyle.allCases.map(\.rawValue) == ["ascii", "unicode"])
        #expect(BoxStyle(rawValue: "unicode") == .unicode)
    }
}
