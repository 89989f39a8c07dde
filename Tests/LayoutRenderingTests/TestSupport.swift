import AutoLayout
import Testing

@testable import LayoutRendering

/// The seed layout (two gray views, two buttons, a cross-view constraint) as the engine
/// solves it on a 4-inch iPhone: frames in superview coordinates, from the product brief.
enum Seed {
    static let portrait = RenderedLayout(
        orientation: "portrait", width: 320, height: 568,
        frames: [
            (name: "_topGrayView", superview: "root", frame: LayoutRect(x: 20, y: 20, width: 280, height: 100)),
            (name: "_bottomGrayView", superview: "root", frame: LayoutRect(x: 20, y: 128, width: 280, height: 100)),
            (name: "_topButton", superview: "_topGrayView", frame: LayoutRect(x: 20, y: 35, width: 46, height: 30)),
            (
                name: "_bottomButton", superview: "_bottomGrayView",
                frame: LayoutRect(x: 66, y: 35, width: 46, height: 30)
            )
        ])

    static let landscape = RenderedLayout(
        orientation: "landscape", width: 568, height: 320,
        frames: [
            (name: "_topGrayView", superview: "root", frame: LayoutRect(x: 20, y: 20, width: 528, height: 100)),
            (name: "_bottomGrayView", superview: "root", frame: LayoutRect(x: 20, y: 128, width: 528, height: 100)),
            (name: "_topButton", superview: "_topGrayView", frame: LayoutRect(x: 20, y: 35, width: 46, height: 30)),
            (
                name: "_bottomButton", superview: "_bottomGrayView",
                frame: LayoutRect(x: 66, y: 35, width: 46, height: 30)
            )
        ])
}

/// A layout of top-level views only (root frames equal frames).
func canvas(
    _ width: Double, _ height: Double, orientation: String = "test",
    _ views: [(String, LayoutRect)]
) -> RenderedLayout {
    RenderedLayout(
        orientation: orientation, width: width, height: height,
        frames: views.map { (name: $0.0, superview: "root", frame: $0.1) })
}

/// Shorthand for a rectangle.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
    LayoutRect(x: x, y: y, width: width, height: height)
}

/// Lines of a multi-line literal.
func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// Expects no line to end in whitespace.
func expectNoTrailingWhitespace(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, line) in lines.enumerated() {
        #expect(
            line.last?.isWhitespace != true, "line \(index) ends in whitespace: \(line)", sourceLocation: sourceLocation
        )
    }
}
