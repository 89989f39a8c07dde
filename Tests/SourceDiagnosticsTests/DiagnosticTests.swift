import Testing

@testable import SourceDiagnostics

@Suite struct DiagnosticTests {
    @Test func sortsByLocationKeepingOrderForTies() {
        let diagnostics = [
            Diagnostic(.error, "c", at: lineRange(3, 1..<2)),
            Diagnostic(.warning, "a2", at: lineRange(1, 5..<6)),
            Diagnostic(.error, "file", at: nil),
            Diagnostic(.error, "a1", at: lineRange(1, 2..<3)),
            Diagnostic(.error, "a3", at: lineRange(1, 5..<9))
        ]
        #expect(Diagnostic.sorted(diagnostics).map(\.message) == ["file", "a1", "a2", "a3", "c"])
    }

    @Test func locationIsTheStartOfTheRange() {
        let diagnostic = Diagnostic(.note, "here", at: lineRange(4, 2..<5))
        #expect(diagnostic.location == FileLocation(line: 4, column: 2))
        #expect(!diagnostic.isError)
        #expect(Diagnostic(.error, "x", at: nil).location == nil)
    }
}
