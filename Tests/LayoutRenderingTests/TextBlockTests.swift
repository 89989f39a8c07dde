import Testing

@testable import LayoutRendering

@Suite("TextBlock")
struct TextBlockTests {
    @Test func width() {
        #expect(TextBlock(lines: ["ab", "abcd", ""]).width == 4)
        #expect(TextBlock(lines: []).width == 0)
        #expect(TextBlock(lines: ["┌─┐"]).width == 3)
    }

    @Test func besideAlignsTopsAndPadsShortBlocks() {
        let left = TextBlock(lines: ["a", "abc"])
        let middle = TextBlock(lines: ["1", "", "333"])
        let right = TextBlock(lines: ["x"])
        #expect(
            TextBlock.beside([left, middle, right], gap: 2).lines == [
                "a    1    x",
                "abc",
                "     333"
            ])
    }

    @Test func combinedWidth() {
        let blocks = [TextBlock(lines: ["abc"]), TextBlock(lines: ["de"])]
        #expect(TextBlock.combinedWidth(of: blocks, gap: 4) == 9)
        #expect(TextBlock.combinedWidth(of: [], gap: 4) == 0)
        #expect(TextBlock.combinedWidth(of: blocks, gap: -5) == 5)
        #expect(TextBlock.beside(blocks, gap: -5).lines == ["abcde"])
    }
}
