import AutoLayout
import LayoutFiles
import LayoutRendering
import SourceDiagnostics

/// One layout file taken the whole way, the one path the `layout` command, `layout test`
/// and the snapshot assertions take: read and parsed, then — only when parsing found no
/// error — built, laid out at the sizes ``LayoutSizes`` decides and checked for conflicts,
/// ambiguity and negative sizes.
///
///     let run = LayoutRun.file(path: "Layouts/seed.vfl", sizes: .fileCanvas)
///     run.layouts        // portrait and landscape, or none when the file has errors
///     run.diagnostics    // parse warnings or errors, then what laying out found, by location
public struct LayoutRun {
    /// What reading and parsing gave: the path, the source lines, the parse diagnostics.
    public let parsed: LayoutParseResult
    /// The built and laid-out file, or nil when parsing found an error.
    public let scene: LayoutScene?
    /// Every diagnostic of the run, parsing's and laying out's, in report order (each list
    /// was sorted once; they are merged).
    public let diagnostics: DiagnosticList

    /// Lays out what parsing gave, unless it has errors.
    public init(_ parsed: LayoutParseResult, sizes: LayoutSizes, checkAmbiguity: Bool = true) {
        self.parsed = parsed
        guard let document = parsed.document else {
            scene = nil
            diagnostics = parsed.diagnostics
            return
        }
        let scene = LayoutScene(
            document: document, sizes: sizes.sizes(for: document),
            screen: { sizes.screen(for: document, at: $0) }, checkAmbiguity: checkAmbiguity)
        self.scene = scene
        diagnostics = parsed.diagnostics.merged(with: scene.diagnostics)
    }

    /// Reads, parses and lays out the file at `path`, named `name` in diagnostics (by
    /// default its path), reporting at most `limit` errors.
    public static func file(
        path: String, named name: String? = nil, sizes: LayoutSizes,
        limit: DiagnosticLimit = .default
    ) -> LayoutRun {
        LayoutRun(LayoutFile.load(path: path, named: name, limit: limit), sizes: sizes)
    }

    /// The layouts, one per size; none when the file has errors.
    public var layouts: [RenderedLayout] { scene?.layouts ?? [] }

    /// True for a problem of the solved layout of a kind the file's `allow` statement (or
    /// `alsoAllowed`) names; a problem of no kind (an internal solver error) never is.
    public func isAllowed(_ diagnostic: Diagnostic, alsoAllowed: Set<LayoutIssueKind> = []) -> Bool {
        guard let issue = diagnostic.issue else { return false }
        return alsoAllowed.contains(issue) || (parsed.document?.allowedIssues.contains(issue) ?? false)
    }
}
