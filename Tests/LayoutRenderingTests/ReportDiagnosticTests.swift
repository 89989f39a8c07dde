import Testing

@testable import LayoutRendering

@Suite("ReportDiagnostic")
struct ReportDiagnosticTests {
    @Test func compilerStyleDescription() {
        let warning = ReportDiagnostic(
            severity: .warning, file: "seed.vfl", line: 3, column: 1, message: "unused view _spare")
        #expect(warning.description == "seed.vfl:3:1: warning: unused view _spare")
        let error = ReportDiagnostic(severity: .error, file: "a.vfl", line: 12, column: 40, message: "expected ']'")
        #expect(error.description == "a.vfl:12:40: error: expected ']'")
    }

    @Test func severityNamesAreTheJSONSpellings() {
        #expect(ReportDiagnostic.Severity.warning.rawValue == "warning")
        #expect(ReportDiagnostic.Severity.error.rawValue == "error")
    }
}
