import AutoLayout
import Testing

@testable import LayoutFiles

/// The seed file parses to exactly the document the integrator lowers onto views.
@Suite struct SeedLayoutTests {
    let document: LayoutDocument?

    init() {
        document = expectLayoutDocument(seedLayout)
    }

    @Test func canvasAndDefaults() throws {
        let document = try #require(document)
        #expect(document.path == "test.vfl")
        let canvas = try #require(document.canvas)
        #expect(canvas.width == 320 && canvas.height == 568)
        #expect(canvas.device == nil && !canvas.isLandscape)
        #expect(canvas.valueRange == lineRange(2, 8..<15))
        #expect(canvas.range == lineRange(2, 1..<15))
        #expect(document.spacing == nil && document.siblingSpacing == 8 && document.superviewSpacing == 20)
        #expect(document.direction == nil && document.layoutDirection == .leftToRight)
        #expect(document.metrics.isEmpty)
    }

    @Test func views() throws {
        let views = try #require(document?.views)
        #expect(views.map(\.name.value) == ["_topGrayView", "_bottomGrayView", "_topButton", "_bottomButton"])
        #expect(views.map(\.kind.value) == [.view, .view, .button, .button])
        #expect(views.map(\.parentName) == ["root", "root", "_topGrayView", "_bottomGrayView"])
        #expect(
            views.map(\.intrinsicContentSize) == [
                .none, .none,
                IntrinsicContentSize(width: 46, height: 30),
                IntrinsicContentSize(width: 46, height: 30)
            ])
        #expect(views.map { $0.title?.value } == [nil, nil, "Button", "Button"])
        let topButton = views[2]
        #expect(topButton.kind.range == lineRange(5, 1..<7))
        #expect(topButton.name.range == lineRange(5, 8..<18))
        #expect(topButton.title?.range == lineRange(5, 19..<27))
        #expect(topButton.parent == Located("_topGrayView", at: lineRange(5, 31..<43)))
        #expect(topButton.range == lineRange(5, 1..<43))
        #expect(topButton.intrinsicContentSizeRange == nil)
        #expect(topButton.contentHugging == .defaultHugging)
        #expect(topButton.compressionResistance == .defaultCompressionResistance)
        #expect(topButton.baselines == BaselineOffsets(firstFromTop: 20, lastFromBottom: 10))
        #expect(views[0].baselines == nil)
        #expect(views[0].range == lineRange(3, 1..<18))
    }

    @Test func statementsInOrder() throws {
        let statements = try #require(document?.statements)
        #expect(statements.count == 8)
        let formats = try #require(document?.visualFormatLines)
        #expect(
            formats.map(\.format.value) == [
                "H:|-[_topGrayView]-|", "V:|-[_topGrayView(==100)]", "H:|-[_topButton]",
                "H:|-[_bottomGrayView]-|", "V:|-[_topGrayView]-[_bottomGrayView(==100)]"
            ])
        #expect(formats.map(\.format.range.start.line) == [7, 8, 9, 11, 12])
        #expect(formats.allSatisfy { $0.format.range.start.column == 1 && $0.options.isEmpty })
        #expect(statements.map(\.range.start.line) == [7, 8, 9, 10, 11, 12, 13, 14])
    }

    @Test func crossViewEquation() throws {
        let equation = try #require(document?.equations.dropFirst().first)
        #expect(equation.identifier == nil)
        #expect(equation.firstItem == Located("_bottomButton", at: lineRange(13, 1..<14)))
        #expect(equation.firstAttribute == Located(.left, at: lineRange(13, 15..<19)))
        #expect(equation.relation == Located(.equal, at: lineRange(13, 20..<22)))
        #expect(equation.secondItem == Located("_topButton", at: lineRange(13, 23..<33)))
        #expect(equation.secondAttribute == Located(.right, at: lineRange(13, 34..<39)))
        #expect(equation.multiplier == nil && equation.multiplierValue == 1)
        #expect(equation.constant == nil && equation.constantValue == 0)
        #expect(equation.priority == nil && equation.priorityValue == .required)
        #expect(equation.range == lineRange(13, 1..<39))
    }

    @Test func centeringEquations() throws {
        let equations = try #require(document?.equations)
        #expect(equations.count == 3)
        #expect(equations.map(\.firstItem.value) == ["_topButton", "_bottomButton", "_bottomButton"])
        #expect(equations.map { $0.secondItem?.value } == ["_topGrayView", "_topButton", "_bottomGrayView"])
        #expect(equations.map(\.firstAttribute.value) == [.centerY, .left, .centerY])
        #expect(equations.map { $0.secondAttribute?.value } == [.centerY, .right, .centerY])
    }
}
