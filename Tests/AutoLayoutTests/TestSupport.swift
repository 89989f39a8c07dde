import AutoLayout
import SourceDiagnostics
import Testing

/// Where a test says a constraint was written: `file:line:column`, with its text.
func writtenAt(_ file: String, line: Int, column: Int, text: String? = nil) -> ConstraintSource {
    ConstraintSource(
        file: file, range: SourceRange(at: SourceDiagnostics.SourceLocation(line: line, column: column)), text: text)
}

/// The seed layout's views (iOS 7 cookbook, figure 3.6).
struct SeedViews {
    let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
    let topGray = LayoutView(name: "_topGrayView")
    let bottomGray = LayoutView(name: "_bottomGrayView")
    let topButton = LayoutView(name: "_topButton")
    let bottomButton = LayoutView(name: "_bottomButton")

    init() throws {
        try engine.root.addSubview(topGray)
        try engine.root.addSubview(bottomGray)
        try topGray.addSubview(topButton)
        try bottomGray.addSubview(bottomButton)
        // A system button titled "Button" on iOS 7.
        topButton.intrinsicContentSize = LayoutSize(width: 46, height: 30)
        bottomButton.intrinsicContentSize = LayoutSize(width: 46, height: 30)
    }

    /// The frames table of ../shared/seed-figure-3-6.md.
    func expectSeedFrames(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        engine.layoutIfNeeded()
        let landscape = engine.size.width > engine.size.height
        let grayWidth: Double = landscape ? 528 : 280
        #expect(
            topGray.frame == LayoutRect(x: 20, y: 20, width: grayWidth, height: 100), sourceLocation: sourceLocation)
        #expect(
            bottomGray.frame == LayoutRect(x: 20, y: 128, width: grayWidth, height: 100), sourceLocation: sourceLocation
        )
        #expect(topButton.frame == LayoutRect(x: 20, y: 35, width: 46, height: 30), sourceLocation: sourceLocation)
        #expect(bottomButton.frame == LayoutRect(x: 66, y: 35, width: 46, height: 30), sourceLocation: sourceLocation)
        #expect(
            bottomButton.frameInRoot == LayoutRect(x: 86, y: 163, width: 46, height: 30), sourceLocation: sourceLocation
        )
        #expect(engine.issues.isEmpty, "\(engine.issues)", sourceLocation: sourceLocation)
    }
}

/// A root of the given size with `count` subviews named v0, v1, ...
func makeEngine(width: Double = 320, height: Double = 568, views count: Int, direction: LayoutDirection = .leftToRight)
    throws -> (LayoutEngine, [LayoutView])
{
    let engine = LayoutEngine(size: LayoutSize(width: width, height: height), direction: direction)
    let views = (0..<count).map { LayoutView(name: "v\($0)") }
    for view in views { try engine.root.addSubview(view) }
    return (engine, views)
}

/// Pins a view's vertical geometry so tests about the horizontal axis are not ambiguous.
func pinVertically(_ view: LayoutView, in root: LayoutView, top: Double = 0, height: Double = 10) throws {
    try LayoutConstraint.activate([view.top == root.top + top, view.height == height])
}

/// Keeps engines alive for as long as a test runs (views hold their engine weakly).
final class Engines {
    private var kept: [LayoutEngine] = []

    func keep(_ engine: LayoutEngine) { kept.append(engine) }
}
