import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// The text statements and view kinds of layout files.
@Suite struct TextFileTests {
    @Test func newKindsHaveUIKitsIntrinsicSizesAndPriorities() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                view box
                textfield email "Email" in box
                image logo in box size 64x48
                switch news in box
                activity small in box
                activity big in box large
                """))
        let views = Dictionary(uniqueKeysWithValues: document.views.map { ($0.name.value, $0) })
        #expect(views["email"]?.intrinsicContentSize == IntrinsicContentSize(width: 49, height: 30)) // 5 cells + 14
        #expect(views["email"]?.contentHugging == .defaultHugging)
        #expect(views["logo"]?.intrinsicContentSize == IntrinsicContentSize(width: 64, height: 48))
        #expect(views["logo"]?.contentHugging == .labelHugging)
        #expect(views["news"]?.intrinsicContentSize == IntrinsicContentSize(width: 51, height: 31))
        #expect(views["news"]?.contentHugging.horizontal == 750)
        #expect(views["small"]?.intrinsicContentSize == IntrinsicContentSize(width: 20, height: 20))
        #expect(views["big"]?.intrinsicContentSize == IntrinsicContentSize(width: 37, height: 37))
        #expect(views["big"]?.compressionResistance == .defaultCompressionResistance)
    }

    @Test func systemTextUsesTheFontsLineHeight() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                label a "Hello World" style body
                label b "One\\nTwo" font 13 numberOfLines 0
                label c "One\\nTwo" font 13
                text system
                """))
        #expect(document.views[0].intrinsicContentSize == IntrinsicContentSize(width: 88, height: 61.0 / 3))
        #expect(document.views[1].textContent?.lines() == ["One", "Two"])
        #expect(document.views[1].intrinsicContentSize.height == (2 * 13 * 2444 / 2048 * 3).rounded(.up) / 3)
        // One line, UILabel's default: the text is cut at its first break.
        #expect(document.views[2].textContent?.lines() == ["One…"])
    }

    /// At the largest accessibility size `body` is 53 points (the guidelines' AX5): one line
    /// is 53 x 2444 / 2048 = 63.248 high, 63.333 rounded up to a third of a point. An explicit
    /// `intrinsic` and `baseline` still win over the text.
    @Test func accessibilitySizesGrowTextStyles() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                text system accessibilityExtraExtraExtraLarge
                label a "Hi" style body
                label b "Hi" style body intrinsic 10x10 baseline 8 2
                """))
        #expect(document.views[0].intrinsicContentSize.height == 190.0 / 3)
        #expect(document.views[0].textContent?.font == LayoutFont(size: 53))
        #expect(document.views[1].intrinsicContentSize == IntrinsicContentSize(width: 10, height: 10))
        #expect(document.views[1].baselines == BaselineOffsets(firstFromTop: 8, lastFromBottom: 2))
        expectLayoutDiagnostics(
            "text system\ntext ios7\nlabel a \"A\"",
            ["2:1: error: the text model is already set", "1:1: note: first set here"])
        expectLayoutDiagnostics(
            "text ios7 large\nlabel a \"A\"", ["1:11: error: a content size category needs 'text system'"])
    }

    @Test func aLibraryOptionChoosesTheModelOfFilesThatDoNotSay() throws {
        let result = LayoutFileParser.parse(source: "label a \"Hello World\"", path: "a.vfl", textModel: .systemFont)
        #expect(result.document?.views[0].intrinsicContentSize == IntrinsicContentSize(width: 88, height: 61.0 / 3))
        let cells = LayoutFileParser.parse(source: "label a \"Hello World\"", path: "a.vfl")
        #expect(cells.document?.views[0].intrinsicContentSize == IntrinsicContentSize(width: 77, height: 18))
    }

    @Test func badTextStatementsAreReportedWhereTheyAre() {
        expectLayoutDiagnostics(
            "text sytem\nlabel a \"A\" style bdy\nimage i\nlabel b \"B\" font 12 heavy",
            [
                "1:6: error: unknown text model 'sytem'; did you mean 'system'?",
                "2:19: error: unknown text style 'bdy'; did you mean 'body'?",
                "3:7: error: an image view needs the image's size: 'image i size 64x64'",
                "4:21: error: unknown font weight 'heavy'; expected regular, medium, semibold or bold"
            ])
        expectLayoutDiagnostics(
            "label a \"A\" font 17",
            ["1:13: warning: fonts and text styles have no effect in the iOS 7 text model; add 'text system'"])
    }
}
