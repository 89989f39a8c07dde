import AutoLayout
import LayoutRendering
import SourceDiagnostics
import LayoutFiles

/// A layout file read, parsed, built and laid out at each size, with every diagnostic from
/// every stage.
struct SolvedLayout {
    /// What reading and parsing gave: the path, the source lines, parse warnings.
    let parsed: LayoutParseResult
    /// The layouts, one per size.
    let scene: LayoutScene
    /// Parse warnings, building errors, conflicts and ambiguity, sorted by location.
    let diagnostics: [Diagnostic]
    /// How many errors are printed (`--max-errors`).
    let limit: DiagnosticLimit

    /// What ends the line printed when errors were left out: how to see them all.
    static let limitHint = DiagnosticLimit.commandLineHint

    /// Reads the file at `path` and lays it out at the sizes `sizing` gives.
    ///
    /// A file that cannot be read or parsed (every error, a VFL string Apple's parser rejects
    /// or a constraint UIKit refuses included, is found by parsing) gives no layout but a
    /// ``LoadFailure``: nothing of it is built or solved.
    static func load(path: String, sizing: Sizing, limit: DiagnosticLimit,
                     input: StandardInput.Reader = StandardInput.read) -> Result<SolvedLayout, LoadFailure> {
        let parsed = path == StandardInput.path ? StandardInput.load(limit: limit, reading: input)
            : LayoutFile.load(path: path, limit: limit)
        guard let document = parsed.document, !parsed.hasErrors else {
            return .failure(LoadFailure(parsed: parsed, diagnostics: parsed.diagnostics, limit: limit,
                                        stopped: parsed.stoppedAtLimit))
        }
        let scene = LayoutScene(document: document, sizes: sizing.sizes(for: document))
        return .success(SolvedLayout(parsed: parsed, scene: scene,
                                     diagnostics: Diagnostic.sorted(parsed.diagnostics + scene.diagnostics), limit: limit))
    }

    /// The diagnostics as `file:line:column: severity: message` with source line and caret,
    /// warnings turned into errors when `strict`, up to the error limit.
    func renderedDiagnostics(strict: Bool) -> String {
        DiagnosticRenderer(path: parsed.path, source: parsed.source)
            .render(reported(strict: strict), limit: limit, hint: Self.limitHint)
    }

    /// The diagnostics as the JSON report lists them, up to the error limit, then an error
    /// without a line (0) saying that the rest was left out.
    func reportDiagnostics(strict: Bool) -> [ReportDiagnostic] {
        let (shown, stopped) = limit.applied(to: reported(strict: strict))
        var report = LayoutScene.reportDiagnostics(shown, path: parsed.path)
        if stopped {
            report.append(ReportDiagnostic(severity: .error, file: parsed.path, line: 0, column: 0,
                                           message: DiagnosticLimit.stoppedMessage + Self.limitHint))
        }
        return report
    }

    /// The diagnostics, with warnings promoted to errors when `strict` (notes stay notes),
    /// except the problems the file's `allow` statement expects, which stay warnings.
    func reported(strict: Bool) -> [Diagnostic] {
        strict ? diagnostics.map { isAllowed($0) ? $0 : Self.promoted($0) } : diagnostics
    }

    /// The diagnostics that fail `check` and `render --strict`: all but the allowed ones.
    var failures: [Diagnostic] { diagnostics.filter { !isAllowed($0) } }

    /// True for a problem of the solved layout of a kind the file's `allow` statement names.
    func isAllowed(_ diagnostic: Diagnostic) -> Bool {
        guard let issue = diagnostic.issue else { return false }
        return scene.built.document.allowedIssues.contains(issue)
    }

    /// `portrait 320x568, landscape 568x320`: the sizes laid out.
    var sizesDescription: String {
        scene.layouts.map { "\($0.orientation) \(LayoutSize(width: $0.width, height: $0.height))" }
            .joined(separator: ", ")
    }

    /// A warning as an error; anything else as it is.
    private static func promoted(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        if result.severity == .warning { result.severity = .error }
        return result
    }
}

/// A file that could not be read, parsed or built.
struct LoadFailure: Error {
    /// The result of reading and parsing: the path and the source lines.
    let parsed: LayoutParseResult
    /// The errors, and any warnings, to print.
    let diagnostics: [Diagnostic]
    /// How many errors are printed.
    let limit: DiagnosticLimit
    /// True when parsing or building stopped at the limit, leaving errors out.
    let stopped: Bool

    /// The diagnostics as the JSON report lists them, up to the error limit.
    func reportDiagnostics() -> [ReportDiagnostic] {
        let (shown, cut) = limit.applied(to: diagnostics)
        var report = LayoutScene.reportDiagnostics(shown, path: parsed.path)
        if cut || stopped {
            report.append(ReportDiagnostic(severity: .error, file: parsed.path, line: 0, column: 0,
                                           message: DiagnosticLimit.stoppedMessage + SolvedLayout.limitHint))
        }
        return report
    }

    /// The output of a command that stopped here: the diagnostics on standard error, sorted
    /// by location, up to the error limit; exit status 1.
    var output: CommandOutput {
        let renderer = DiagnosticRenderer(path: parsed.path, source: parsed.source)
        return CommandOutput(standardError: renderer.render(diagnostics, limit: limit, stopped: stopped,
                                                            hint: SolvedLayout.limitHint),
                             status: .failure)
    }
}
