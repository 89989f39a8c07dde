import AutoLayout
import LayoutPipeline
import LayoutRendering
import SourceDiagnostics

/// How the commands read a file and print what became of it.
extension LayoutRun {
    /// The run of the file at `path`, or of the file on standard input for `-` (read with
    /// `input`), reporting at most `limit` errors.
    static func command(
        path: String, sizes: LayoutSizes, limit: DiagnosticLimit,
        input: StandardInput.Reader
    ) -> LayoutRun {
        guard path == StandardInput.path else { return .file(path: path, sizes: sizes, limit: limit) }
        return LayoutRun(StandardInput.load(limit: limit, reading: input), sizes: sizes)
    }

    /// The diagnostics as `file:line:column: severity: message` with source line and caret,
    /// warnings turned into errors when `strict`, up to the error limit, then clang's line
    /// when errors were left out.
    func renderedDiagnostics(strict: Bool, limit: DiagnosticLimit) -> String {
        DiagnosticRenderer(path: parsed.path, source: parsed.source)
            .render(
                reported(strict: strict), limit: limit, stopped: parsed.stoppedAtLimit,
                hint: DiagnosticLimit.commandLineHint)
    }

    /// The diagnostics as the JSON report lists them, up to the error limit, then an error
    /// without a line (0) saying that the rest was left out.
    func reportDiagnostics(strict: Bool, limit: DiagnosticLimit) -> [ReportDiagnostic] {
        let (shown, cut) = limit.applied(to: reported(strict: strict))
        var report = ReportDiagnostic.entries(for: shown, path: parsed.path)
        if cut || parsed.stoppedAtLimit {
            report.append(
                ReportDiagnostic(
                    severity: .error, file: parsed.path, line: 0, column: 0,
                    message: DiagnosticLimit.stoppedMessage + DiagnosticLimit.commandLineHint))
        }
        return report
    }

    /// The output of a command that stopped at the file's errors: the diagnostics on
    /// standard error, exit status 1.
    func failureOutput(limit: DiagnosticLimit) -> CommandOutput {
        CommandOutput(standardError: renderedDiagnostics(strict: false, limit: limit), status: .failure)
    }

    /// The diagnostics, with warnings promoted to errors when `strict` (notes stay notes),
    /// except the problems the file's `allow` statement expects, which stay warnings.
    func reported(strict: Bool) -> DiagnosticList {
        strict ? diagnostics.mapKeepingLocations { isAllowed($0) ? $0 : Self.promoted($0) } : diagnostics
    }

    /// The diagnostics that fail `check` and `render --strict`: all but the allowed ones.
    var failures: DiagnosticList { diagnostics.filter { !isAllowed($0) } }

    /// `portrait 320x568, landscape 568x320`: the sizes laid out.
    var sizesDescription: String {
        layouts.map { "\($0.orientation) \(LayoutSize(width: $0.width, height: $0.height))" }.joined(separator: ", ")
    }

    /// A warning as an error; anything else as it is.
    private static func promoted(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        if result.severity == .warning { result.severity = .error }
        return result
    }
}
