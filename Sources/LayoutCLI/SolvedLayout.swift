import AutoLayout
import LayoutRendering
import VisualFormat

/// A layout file read, parsed, built and laid out at each size, with every diagnostic from
/// every stage.
struct SolvedLayout {
    /// What reading and parsing gave: the path, the source lines, parse warnings.
    let parsed: LayoutParseResult
    /// The layouts, one per size.
    let scene: LayoutScene
    /// Parse warnings, building errors, conflicts and ambiguity, sorted by location.
    let diagnostics: [Diagnostic]

    /// True when the file could not be built: some diagnostic is an error.
    var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// Reads the file at `path` and lays it out at the sizes `sizing` gives. A file that
    /// cannot be read or parsed gives no layout: its diagnostics, ready to print, instead.
    static func load(path: String, sizing: Sizing) -> Result<SolvedLayout, LoadFailure> {
        let parsed = LayoutFile.load(path: path)
        guard let document = parsed.document, !parsed.hasErrors else {
            return .failure(LoadFailure(parsed: parsed))
        }
        let scene = LayoutScene(document: document, sizes: sizing.sizes(for: document))
        return .success(SolvedLayout(parsed: parsed, scene: scene,
                                     diagnostics: Diagnostic.sorted(parsed.diagnostics + scene.diagnostics)))
    }

    /// The diagnostics as `file:line:column: severity: message` with source line and caret,
    /// warnings turned into errors when `strict`.
    func renderedDiagnostics(strict: Bool) -> String {
        DiagnosticRenderer(path: parsed.path, source: parsed.source).render(reported(strict: strict))
    }

    /// The diagnostics as the JSON report lists them.
    func reportDiagnostics(strict: Bool) -> [ReportDiagnostic] {
        LayoutScene.reportDiagnostics(reported(strict: strict), path: parsed.path)
    }

    /// The diagnostics, with warnings promoted to errors when `strict` (notes stay notes).
    func reported(strict: Bool) -> [Diagnostic] {
        strict ? diagnostics.map(Self.promoted) : diagnostics
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

/// A file that could not be read or parsed: its diagnostics, rendered.
struct LoadFailure: Error {
    /// The result of reading and parsing, errors included.
    let parsed: LayoutParseResult

    /// The output of a command that stopped here: every diagnostic on standard error, exit 1.
    var output: CommandOutput {
        CommandOutput(standardError: parsed.renderedDiagnostics(), status: .failure)
    }
}
