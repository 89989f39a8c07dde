import Testing

@testable import LayoutRendering

@Suite("FrameList")
struct FrameListTests {
    @Test func seedIsAlignedInDeclarationOrder() {
        #expect(
            FrameList.lines(for: Seed.portrait.views) == [
                "_topGrayView     in root             (20, 20, 280, 100)",
                "_bottomGrayView  in root             (20, 128, 280, 100)",
                "_topButton       in _topGrayView     (20, 35, 46, 30)",
                "_bottomButton    in _bottomGrayView  (66, 35, 46, 30)"
            ])
    }

    @Test func numbersPrintWithoutTrailingZeros() {
        let views = [LayoutBox(name: "v", superview: "root", frame: rect(23.2, -8, 0.5, -0.0), rootFrame: .zero)]
        #expect(FrameList.lines(for: views) == ["v  in root  (23.2, -8, 0.5, 0)"])
    }

    @Test func rootAndEmptyListsHaveNoLines() {
        #expect(FrameList.lines(for: []) == [])
        #expect(FrameList.lines(for: [.root(width: 1, height: 1)]) == [])
    }

    @Test func controlCharactersCannotBreakTheTable() {
        let views = [
            LayoutBox(name: "a\nb", superview: "root", frame: rect(1, 2, 3, 4), rootFrame: .zero),
            LayoutBox(name: "long name", superview: "a\nb", frame: rect(5, 6, 7, 8), rootFrame: .zero)
        ]
        #expect(
            FrameList.lines(for: views) == [
                "a?b        in root  (1, 2, 3, 4)",
                "long name  in a?b   (5, 6, 7, 8)"
            ])
    }
}
