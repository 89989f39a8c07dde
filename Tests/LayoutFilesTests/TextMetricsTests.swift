import AutoLayout
import Testing

@testable import LayoutFiles

@Suite struct TextMetricsTests {
    @Test func systemButtonTitledButtonIs46x30() {
        #expect(
            TextMetrics.intrinsicContentSize(of: .button, title: "Button")
                == IntrinsicContentSize(width: 46, height: 30))
        #expect(TextMetrics.baselines(of: .button) == BaselineOffsets(firstFromTop: 20, lastFromBottom: 10))
    }

    @Test func labelsAreSevenPointsPerCellAndOneLineHigh() {
        #expect(
            TextMetrics.intrinsicContentSize(of: .label, title: "Hello, world")
                == IntrinsicContentSize(width: 84, height: 18))
        #expect(TextMetrics.intrinsicContentSize(of: .label, title: "") == IntrinsicContentSize(width: 0, height: 18))
        #expect(TextMetrics.baselines(of: .label) == BaselineOffsets(firstFromTop: 14, lastFromBottom: 4))
        #expect(TextMetrics.intrinsicContentSize(of: .button, title: "") == IntrinsicContentSize(width: 4, height: 30))
    }

    /// Untitled views, measured once per kind, have the size measuring gives them.
    @Test(arguments: [ViewDeclaration.Kind.label, .button, .textField])
    func untitledSizesAreMeasured(kind: ViewDeclaration.Kind) throws {
        let measured = TextContent(try #require(kind.textKind), "", model: .iOS7Cells).intrinsicContentSize()
        #expect(TextMetrics.intrinsicContentSize(of: kind, title: "") == IntrinsicContentSize(measured))
    }

    @Test func plainViewsHaveNoIntrinsicSizeNorBaselines() {
        #expect(TextMetrics.intrinsicContentSize(of: .view, title: "ignored") == .none)
        #expect(TextMetrics.baselines(of: .view) == nil)
    }

    @Test func charactersAreGraphemeClustersAndWideOnesTakeTwoCells() {
        #expect(TextMetrics.cells(in: "e\u{301}") == 1) // e + combining acute
        #expect(TextMetrics.cells(in: "café") == 4)
        #expect(TextMetrics.cells(in: "界") == 2)
        #expect(TextMetrics.cells(in: "ｶ") == 1) // halfwidth katakana
        #expect(TextMetrics.cells(in: "Ａ") == 2) // fullwidth A
        #expect(TextMetrics.cells(in: "한") == 2)
        #expect(TextMetrics.cells(in: "👍") == 2)
        #expect(TextMetrics.cells(in: "👍🏽") == 2)
        #expect(TextMetrics.cells(in: "👨‍👩‍👧") == 2)
        #expect(TextMetrics.cells(in: "❤️") == 2) // text heart + emoji presentation selector
        #expect(TextMetrics.cells(in: "🇫🇷") == 2)
        #expect(TextMetrics.cells(in: "→") == 1)
        #expect(TextMetrics.textWidth(of: "OK 👍") == 35)
    }

    @Test func theModelDrivesDeclaredButtonsAndLabels() throws {
        let views = try #require(expectLayoutDocument("button b \"Button\"\nlabel l \"界👍a\"")?.views)
        #expect(views[0].intrinsicContentSize == IntrinsicContentSize(width: 46, height: 30))
        #expect(views[1].intrinsicContentSize == IntrinsicContentSize(width: 35, height: 18))
    }
}
