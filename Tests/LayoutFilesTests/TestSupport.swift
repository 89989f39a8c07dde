import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// The layout file's own location type (Swift Testing has a `SourceLocation` too).
typealias FileLocation = SourceDiagnostics.SourceLocation

/// Parses `source` as `test.vfl`.
func parseLayout(_ source: String, path: String = "test.vfl") -> LayoutParseResult {
    LayoutFileParser.parse(source: source, path: path)
}

/// Every diagnostic (notes included, after their parent) as `line:column: severity: message`,
/// or `severity: message` without a location.
func layoutDiagnosticLines(_ source: String) -> [String] {
    func lines(_ diagnostic: Diagnostic) -> [String] {
        let place = diagnostic.location.map { "\($0.line):\($0.column): " } ?? ""
        return ["\(place)\(diagnostic.severity.rawValue): \(diagnostic.message)"] + diagnostic.notes.flatMap(lines)
    }
    return parseLayout(source).diagnostics.flatMap(lines)
}

/// Expects the source to give exactly these diagnostics (see ``layoutDiagnosticLines(_:)``), and no
/// document when one of them is an error.
func expectLayoutDiagnostics(
    _ source: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let result = parseLayout(source)
    #expect(layoutDiagnosticLines(source) == expected, sourceLocation: sourceLocation)
    if expected.contains(where: { $0.contains("error: ") }) {
        #expect(result.document == nil, "a file with errors must give no document", sourceLocation: sourceLocation)
    }
}

/// Expects the source to parse without any diagnostic, and returns the document.
func expectLayoutDocument(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> LayoutDocument?
{
    let result = parseLayout(source)
    #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics())", sourceLocation: sourceLocation)
    #expect(result.document != nil, sourceLocation: sourceLocation)
    return result.document
}

/// A range on one line, from 1-based columns.
func lineRange(_ line: Int, _ columns: Range<Int>) -> SourceRange {
    SourceRange(line: line, columns: columns)
}

/// The seed layout: iOS 7 cookbook figure 3.6, cross-view buttons.
let seedLayout = """
    # Two gray views, two buttons, one constraint across view hierarchies.
    canvas 320x568
    view _topGrayView
    view _bottomGrayView
    button _topButton "Button" in _topGrayView
    button _bottomButton "Button" in _bottomGrayView
    H:|-[_topGrayView]-|
    V:|-[_topGrayView(==100)]
    H:|-[_topButton]
    _topButton.centerY == _topGrayView.centerY
    H:|-[_bottomGrayView]-|
    V:|-[_topGrayView]-[_bottomGrayView(==100)]
    _bottomButton.left == _topButton.right
    _bottomButton.centerY == _bottomGrayView.centerY

    """
