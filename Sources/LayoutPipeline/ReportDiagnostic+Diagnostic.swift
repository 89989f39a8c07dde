import LayoutRendering
import SourceDiagnostics

extension ReportDiagnostic {
    /// Diagnostics in the JSON report's form, in the order given: each warning and error,
    /// then its notes, each with its line and column (0 for a whole-file diagnostic). A note
    /// on its own is left out.
    public static func entries(for diagnostics: some Sequence<Diagnostic>, path: String) -> [ReportDiagnostic] {
        diagnostics.flatMap { diagnostic -> [ReportDiagnostic] in
            guard diagnostic.severity != .note, let severity = Severity(rawValue: diagnostic.severity.rawValue) else {
                return []
            }
            return [entry(diagnostic, severity, path: path)] + diagnostic.notes.map { entry($0, .note, path: path) }
        }
    }

    /// One diagnostic as an entry of `severity`.
    private static func entry(_ diagnostic: Diagnostic, _ severity: Severity, path: String) -> ReportDiagnostic {
        ReportDiagnostic(
            severity: severity, file: path, line: diagnostic.location?.line ?? 0,
            column: diagnostic.location?.column ?? 0, message: diagnostic.message)
    }
}

extension LayoutScene {
    /// The diagnostics in the JSON report's form.
    public func reportDiagnostics(path: String) -> [ReportDiagnostic] {
        ReportDiagnostic.entries(for: diagnostics, path: path)
    }
}
