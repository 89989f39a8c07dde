import LayoutPipeline
import LayoutRendering
import SourceDiagnostics

/// `layout render FILE [options]`: the drawing of every orientation and every view's frame,
/// as text (``TextReport``), JSON (``JSONReport``), an SVG picture (``SVGRenderer``) or an
/// HTML page (``HTMLReport``), on standard output.
///
/// Conflicts, ambiguity and parse warnings go to standard error as warnings and the exit
/// status stays 0; with `--strict` they are errors, nothing is drawn and the status is 1.
/// A file that cannot be read, parsed or built prints its errors and exits with 1. A `--scale`
/// too small to draw the sizes laid out (see ``DrawingScale``) is a usage error, exit 64, found
/// once the file is read.
struct RenderCommand: LayoutCommand {
    /// The layout file's path, as given.
    var path: String
    /// The sizes to draw.
    var sizes: LayoutSizes
    /// Points per character column: `--scale`, or chosen to fit (see ``DrawingScale``).
    var scale: DrawingScale
    /// The box-drawing characters.
    var style: BoxStyle
    /// Text, JSON, SVG or HTML.
    var format: RenderFormat
    /// How many errors are printed (`--max-errors`).
    var limit: DiagnosticLimit
    /// Whether warnings fail the run.
    var strict: Bool

    static let spec = CommandSpec(
        name: "render",
        abstract: "Draw a layout file in portrait and landscape, with every view's frame.",
        discussion: [
            "Lays the file out at its canvas size in portrait and in landscape (the canvas rotated), "
                + "or in the orientations its 'orientation' statement names, and draws each under a header naming its orientation and size, followed by every "
                + "view's frame in its superview's coordinates.",
            "Conflicts, ambiguity and negative sizes are printed on standard error as warnings, with the line and "
                + "column they come from, and the drawing still succeeds (exit status 0) unless "
                + "--strict is given. A file that cannot be read, parsed or built is an error (exit "
                + "status 1); bad arguments exit with status 64.",
            "With --format svg the drawing is one SVG picture, one unit per point, labels and buttons showing their "
                + "text; with --format html it is a page that needs no network: the picture, the frames, the "
                + "diagnostics with their lines, and a view's frames and constraints when it is clicked."
        ],
        arguments: [ArgumentSpec(name: "file", help: "The .vfl layout file; - reads it from standard input.")],
        options: [
            Options.orientation.spec, Options.size.spec, Options.device.spec, Options.scale.spec, Options.style.spec,
            Options.renderFormat.spec, Options.strict.spec, Options.maxErrors.spec
        ])

    init(_ arguments: Arguments) throws(UsageError) {
        let spec = Self.spec
        path = arguments.positionals.first ?? ""
        sizes = try LayoutSizes(arguments, command: spec)
        limit = try Options.maxErrors.value(in: arguments, command: spec)
        scale = try Options.scale.value(in: arguments, command: spec)
        style = try Options.style.value(in: arguments, command: spec)
        format = try Options.renderFormat.value(in: arguments, command: spec)
        strict = try Options.strict.value(in: arguments, command: spec)
    }

    /// Loads, lays out and reports.
    func run(_ context: CommandContext) -> CommandOutput {
        let run = LayoutRun.command(path: path, sizes: sizes, limit: limit, input: context.input)
        context.keepUntilExit(run)
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
            return JSONReport(
                file: run.parsed.path, layouts: run.layouts,
                diagnostics: run.reportDiagnostics(strict: strict, limit: limit)
            ).render() + "\n"
        case .svg:
            return SVGRenderer().render(run.layouts, title: run.parsed.path) + "\n"
        case .html:
            return HTMLReport(
                file: run.parsed.path, layouts: run.layouts,
                diagnostics: run.reportDiagnostics(strict: strict, limit: limit), source: run.parsed.source.lines,
                constraints: run.scene?.placingConstraints() ?? [:]
            ).render() + "\n"
        }
    }
}
