import LayoutPipeline
import LayoutRendering
import SourceDiagnostics

/// `layout render FILE [options]`: the drawing of every orientation and every view's frame,
/// as text (``TextReport``) or JSON (``JSONReport``), on standard output.
///
/// Conflicts, ambiguity and parse warnings go to standard error as warnings and the exit
/// status stays 0; with `--strict` they are errors, nothing is drawn and the status is 1.
/// A file that cannot be read, parsed or built prints its errors and exits with 1. A `--scale`
/// too small to draw the sizes laid out (see ``DrawingScale``) is a usage error, exit 64, found
/// once the file is read.
struct RenderCommand: Sendable {
    /// The layout file's path, as given.
    var path: String
    /// The sizes to draw.
    var sizes = LayoutSizes.fileCanvas
    /// Points per character column: `--scale`, or chosen to fit (see ``DrawingScale``).
    var scale: DrawingScale = .automatic
    /// The box-drawing characters.
    var style: BoxStyle = .ascii
    /// Text or JSON.
    var format: OutputFormat = .text
    /// How many errors are printed (`--max-errors`).
    var limit = DiagnosticLimit.default
    /// Whether warnings fail the run.
    var strict = false

    /// The command's interface.
    static let spec = Commands.render

    /// Reads the command's options from parsed arguments.
    init(_ arguments: Arguments) throws(UsageError) {
        let spec = Self.spec
        path = arguments.positionals.first ?? ""
        sizes = try LayoutSizes(arguments, command: spec)
        limit = try OptionValues.errorLimit(arguments, command: spec)
        scale = try DrawingScale(arguments, command: spec)
        if let text = arguments.value(Commands.style) {
            style = try OptionValues.choice(text, for: Commands.style, command: spec)
        }
        if let text = arguments.value(Commands.format) {
            format = try OptionValues.choice(text, for: Commands.format, command: spec)
        }
        strict = arguments.has(Commands.strict)
    }

    /// Loads, lays out and reports.
    func run(input: @escaping StandardInput.Reader = StandardInput.read) -> CommandOutput {
        let run = LayoutRun.command(path: path, sizes: sizes, limit: limit, input: input)
        guard run.scene != nil else { return run.failureOutput(limit: limit) }
        // The drawing's scale depends on the sizes laid out, so it is checked once they are
        // known; a `--scale` too small for them is a usage error, as a bad value is.
        var pointsPerColumn = BoxRenderer.defaultPointsPerColumn
        if format == .text {
            do {
                pointsPerColumn = try scale.pointsPerColumn(toDraw: run.layouts, command: Self.spec)
            } catch {
                return error.output
            }
        }
        let diagnostics = run.renderedDiagnostics(strict: strict, limit: limit)
        if strict && !run.failures.isEmpty {
            return CommandOutput(standardError: diagnostics, status: .failure)
        }
        return CommandOutput(standardOutput: report(run, pointsPerColumn: pointsPerColumn), standardError: diagnostics)
    }

    /// The text or JSON report, ending with a newline.
    private func report(_ run: LayoutRun, pointsPerColumn: Double) -> String {
        switch format {
        case .text:
            let renderer = BoxRenderer(style: style, pointsPerColumn: pointsPerColumn)
            return TextReport(renderer: renderer).render(run.layouts) + "\n"
        case .json:
            return JSONReport(file: run.parsed.path, layouts: run.layouts,
                              diagnostics: run.reportDiagnostics(strict: strict, limit: limit)).render() + "\n"
        }
    }
}
