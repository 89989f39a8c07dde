import LayoutRendering
import VisualFormat

/// `layout check FILE [options]`: solves every orientation and fails on any conflict,
/// ambiguity or warning.
///
/// Problems are errors: printed on standard error with their locations, followed by a
/// summary line (`Layouts/x.vfl: 2 errors (portrait 320x568, landscape 568x320)`), exit
/// status 1. A clean layout prints `Layouts/x.vfl: OK (portrait 320x568, landscape
/// 568x320)` on standard output, exit status 0. With `--format json` the JSON report goes to
/// standard output in either case (the diagnostics also go to standard error). A file that
/// cannot be read, parsed or built prints only its errors, exit status 1.
struct CheckCommand: Sendable, Equatable {
    /// The layout file's path, as given.
    var path: String
    /// The sizes to solve at.
    var sizing: Sizing = .canvas
    /// Text or JSON.
    var format: OutputFormat = .text
    /// How many errors are printed (`--max-errors`).
    var limit = DiagnosticLimit.default

    /// The command's interface.
    static let spec = Commands.check

    /// Reads the command's options from parsed arguments.
    init(_ arguments: Arguments) throws(UsageError) {
        let spec = Self.spec
        path = arguments.positionals.first ?? ""
        sizing = try Sizing(arguments, command: spec)
        limit = try OptionValues.errorLimit(arguments, command: spec)
        if let text = arguments.value(Commands.format) {
            format = try OptionValues.choice(text, for: Commands.format, command: spec)
        }
    }

    /// Loads, solves and reports.
    func run() -> CommandOutput {
        let solved: SolvedLayout
        switch SolvedLayout.load(path: path, sizing: sizing, limit: limit) {
        case .failure(let failure): return failure.output
        case .success(let value): solved = value
        }
        let diagnostics = solved.renderedDiagnostics(strict: true)
        let clean = solved.diagnostics.isEmpty
        var output = CommandOutput(standardError: diagnostics, status: clean ? .success : .failure)
        switch format {
        case .json:
            output.standardOutput = JSONReport(file: solved.parsed.path, layouts: solved.scene.layouts,
                                               diagnostics: solved.reportDiagnostics(strict: true)).render() + "\n"
        case .text where clean:
            output.standardOutput = "\(solved.parsed.path): OK (\(solved.sizesDescription))\n"
        case .text:
            output.standardError += summary(of: solved)
        }
        return output
    }

    /// `Layouts/x.vfl: 2 errors (portrait 320x568, landscape 568x320)`, with a newline.
    private func summary(of solved: SolvedLayout) -> String {
        let count = solved.reported(strict: true).filter(\.isError).count
        return "\(solved.parsed.path): \(count) \(count == 1 ? "error" : "errors") (\(solved.sizesDescription))\n"
    }
}
