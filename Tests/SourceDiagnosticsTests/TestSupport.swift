import SourceDiagnostics
import Testing

/// The diagnostics' own location type (Swift Testing has a `SourceLocation` too).
typealias FileLocation = SourceDiagnostics.SourceLocation

/// A range on one line, from 1-based columns.
func lineRange(_ line: Int, _ columns: Range<Int>) -> SourceRange {
    SourceRange(line: line, columns: columns)
}
