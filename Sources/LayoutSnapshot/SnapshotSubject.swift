import AutoLayout
import LayoutFiles
import LayoutPipeline
import LayoutRendering
import SourceDiagnostics

/// What a snapshot is taken of: something that lays itself out at the sizes asked for.
///
///     assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))
///     assertLayoutSnapshot(of: .document(document))
///     assertLayoutSnapshot(of: .built(built))
///     assertLayoutSnapshot(of: .engine(engine, views: [header, footer]))
///
/// A file with errors (it does not read or parse; a VFL string Apple rejects or a constraint
/// the engine refuses is a parse error) gives ``SnapshotError/layout(path:diagnostics:)`` with
/// the diagnostics rendered as the compiler would. A layout with conflicts, ambiguity or views
/// of negative size gives ``SnapshotError/issues(path:problems:diagnostics:hint:)``: its frames would be arbitrary or
/// recovered, and a snapshot of them would protect nothing. When that is the point of the
/// test, allow them: `allowing: [.ambiguity]` here, or an `allow ambiguity` line in the file.
public struct SnapshotSubject {
    /// The layouts at the sizes of the given orientations, or why there are none.
    public var layouts: (_ orientations: SnapshotOrientations) -> Result<[RenderedLayout], SnapshotError>

    /// A subject from a function.
    public init(layouts: @escaping (_ orientations: SnapshotOrientations) -> Result<[RenderedLayout], SnapshotError>) {
        self.layouts = layouts
    }

    /// A `.vfl` layout file, read when the snapshot is taken. A relative path is relative to
    /// the current directory. The orientations apply to the file's canvas (by default the
    /// file's own `orientation`). `allowing` adds to what the file's `allow` statement allows.
    public static func file(_ path: String, allowing: Set<LayoutIssueKind> = []) -> SnapshotSubject {
        SnapshotSubject { orientations in
            checked(LayoutRun.file(path: path, sizes: orientations.layoutSizes), allowing: allowing)
        }
    }

    /// A file already read and parsed; its errors, if any, are the failure.
    public static func parsed(_ result: LayoutParseResult, allowing: Set<LayoutIssueKind> = []) -> SnapshotSubject {
        SnapshotSubject { orientations in
            checked(LayoutRun(result, sizes: orientations.layoutSizes), allowing: allowing)
        }
    }

    /// A parsed layout document; the orientations apply to its canvas.
    public static func document(_ document: LayoutDocument, allowing: Set<LayoutIssueKind> = []) -> SnapshotSubject {
        SnapshotSubject { orientations in
            let scene = LayoutScene(document: document, sizes: orientations.layoutSizes.sizes(for: document))
            return checked(scene, allowing: allowing, renderer: DiagnosticRenderer(path: document.path, source: nil))
        }
    }

    /// A document already built onto its engine; the orientations apply to the document's
    /// canvas. The engine is laid out at each size, then put back to the size it had.
    public static func built(_ built: BuiltLayout, allowing: Set<LayoutIssueKind> = []) -> SnapshotSubject {
        SnapshotSubject { orientations in
            let renderer = DiagnosticRenderer(path: built.document.path, source: nil)
            let allowed = allowing.union(built.document.allowedIssues)
            let sizes = orientations.layoutSizes.sizes(for: built.document)
            var found: [[Diagnostic]] = []
            let layouts = EngineSizes(engine: built.engine).layouts(at: sizes, views: built.views) { _ in
                found.append(built.layoutDiagnostics())
            }.map { $0.withContent(of: built.document.views) }
            let merged = DiagnosticList(sorting: IssueList.merged(found, sizes: sizes))
            let issues = merged.filter { !allowed.contains($0.issue) }
            guard issues.isEmpty else {
                return .failure(IssueList.error(issues, path: built.document.path, renderer: renderer, inFile: true))
            }
            return .success(layouts)
        }
    }

    /// Views built in code on a `LayoutEngine`: `views` in the order given, or by default
    /// the engine's whole tree, parents before children. The orientations apply to the
    /// engine's current size; the engine is laid out at each size, then put back to the
    /// size it had (issues found at those sizes stay in `LayoutEngine.issues`). Conflicts,
    /// ambiguity of `views` and negative sizes fail the snapshot unless `allowing` names them.
    public static func engine(
        _ engine: LayoutEngine, views: [LayoutView]? = nil,
        allowing: Set<LayoutIssueKind> = []
    ) -> SnapshotSubject {
        SnapshotSubject { orientations in
            let sizes = orientations.sizes(engine.size)
            var found: [[Diagnostic]] = []
            var seenIssues = engine.issues.count
            let layouts = EngineSizes(engine: engine).layouts(at: sizes, views: views) { layout in
                // The constraints broken at this size (wherever the conflict was found), and
                // anything else the engine noticed since.
                var diagnostics = engine.brokenConstraints.map { broken in
                    Diagnostic(
                        .warning, "unable to simultaneously satisfy constraints; breaking '\(broken)'", at: nil,
                        issue: .conflicts)
                }
                for issue in engine.issues.dropFirst(seenIssues) {
                    if case .unsatisfiable = issue { continue }
                    diagnostics.append(Diagnostic(.warning, issue.description, at: nil))
                }
                seenIssues = engine.issues.count
                let checked = views ?? engine.root.subtree().filter { $0 !== engine.root }
                for message in checked.compactMap(\.negativeSizeDescription) {
                    diagnostics.append(Diagnostic(.warning, message, at: nil, issue: .negativeSizes))
                }
                for ambiguity in engine.ambiguities(of: checked) {
                    diagnostics.append(
                        Diagnostic(.warning, "\(ambiguity) (ambiguous layout)", at: nil, issue: .ambiguity))
                }
                found.append(diagnostics)
            }
            let merged = DiagnosticList(sorting: IssueList.merged(found, sizes: sizes))
            let issues = merged.filter { !allowing.contains($0.issue) }
            guard issues.isEmpty else {
                return .failure(
                    IssueList.error(
                        issues, path: "", renderer: DiagnosticRenderer(path: "", source: nil),
                        inFile: false))
            }
            return .success(layouts)
        }
    }

    /// Layouts already solved, as they are; the orientations are not used.
    public static func layouts(_ layouts: [RenderedLayout]) -> SnapshotSubject {
        SnapshotSubject { _ in .success(layouts) }
    }

    /// The run's layouts, or its errors as the compiler prints them, or the problems of the
    /// solved layout that nothing allows.
    private static func checked(_ run: LayoutRun, allowing: Set<LayoutIssueKind>) -> Result<
        [RenderedLayout], SnapshotError
    > {
        guard let scene = run.scene else {
            return .failure(.layout(path: run.parsed.path, diagnostics: run.parsed.renderedDiagnostics()))
        }
        return checked(
            scene, allowing: allowing, renderer: DiagnosticRenderer(path: run.parsed.path, source: run.parsed.source))
    }

    /// The scene's layouts, or the problems of the solved layout that neither `allowing` nor
    /// the file's `allow` statement allows.
    private static func checked(
        _ scene: LayoutScene, allowing: Set<LayoutIssueKind>,
        renderer: DiagnosticRenderer
    ) -> Result<[RenderedLayout], SnapshotError> {
        let document = scene.built.document
        let allowed = allowing.union(document.allowedIssues)
        let issues = scene.diagnostics.filter { !allowed.contains($0.issue) }
        guard issues.isEmpty else {
            return .failure(IssueList.error(issues, path: document.path, renderer: renderer, inFile: true))
        }
        return .success(scene.layouts)
    }
}

extension Set where Element == LayoutIssueKind {
    /// True when the kind is allowed; a problem of no kind (an internal solver error, an
    /// unusable root size) never is.
    func contains(_ kind: LayoutIssueKind?) -> Bool {
        kind.map { contains($0) } ?? false
    }
}

/// The problems of a solved layout that fail a snapshot, as one error.
enum IssueList {
    /// The diagnostics found at each size merged as ``LayoutScene`` merges them: each once,
    /// naming the sizes it was found at unless it was found at all of them.
    static func merged(_ perSize: [[Diagnostic]], sizes: [LayoutSize]) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var labels: [Diagnostic: [String]] = [:]
        for (diagnostics, size) in zip(perSize, sizes) {
            let tag = "\(LayoutSizes.label(for: size)) \(size)"
            for diagnostic in diagnostics where labels[diagnostic]?.last != tag {
                if labels[diagnostic] == nil { order.append(diagnostic) }
                labels[diagnostic, default: []].append(tag)
            }
        }
        return order.map { diagnostic in
            var merged = diagnostic
            let found = labels[diagnostic] ?? []
            if found.count < sizes.count { merged.message += " (in \(found.joined(separator: ", ")))" }
            return merged
        }
    }

    /// The failure: the problems as errors (as `layout check` prints them), what they make
    /// of the layout, and how to allow them if they are meant.
    static func error(_ issues: DiagnosticList, path: String, renderer: DiagnosticRenderer, inFile: Bool)
        -> SnapshotError
    {
        let promoted = issues.mapKeepingLocations { issue in
            var error = issue
            if error.severity == .warning { error.severity = .error }
            return error
        }
        let text =
            inFile
            ? renderer.render(promoted)
            : promoted.map { "error: " + $0.message + "\n" }.joined()
        let kinds = LayoutIssueKind.allCases.filter { kind in issues.contains { $0.issue == kind } }
        let hint: String
        if kinds.isEmpty {
            hint = "the solver could not lay it out as asked"
        } else if inFile {
            hint = "if that is meant, allow it: add 'allow \(kinds.map(\.rawValue).joined(separator: " "))' to the file"
        } else {
            hint = "if that is meant, allow it: allowing: [\(kinds.map { "." + $0.swiftName }.joined(separator: ", "))]"
        }
        return .issues(path: path, problems: describe(kinds), diagnostics: text, hint: hint)
    }

    /// `is ambiguous and has conflicting constraints`.
    static func describe(_ kinds: [LayoutIssueKind]) -> String {
        let parts = kinds.map { kind -> String in
            switch kind {
            case .conflicts: return "has conflicting constraints"
            case .ambiguity: return "is ambiguous"
            case .negativeSizes: return "has views of negative size"
            }
        }
        return parts.isEmpty ? "has problems" : parts.joined(separator: " and ")
    }

}

extension LayoutIssueKind {
    /// The case's name in Swift: `negativeSizes`.
    var swiftName: String {
        switch self {
        case .conflicts: return "conflicts"
        case .ambiguity: return "ambiguity"
        case .negativeSizes: return "negativeSizes"
        }
    }
}

/// Lays an engine out at several sizes and puts it back as it was.
struct EngineSizes {
    let engine: LayoutEngine

    /// The layouts at `sizes`; `inspect` is called after each layout, before the next.
    func layouts(
        at sizes: [LayoutSize], views: [LayoutView]?,
        inspect: (RenderedLayout) -> Void = { _ in }
    ) -> [RenderedLayout] {
        let original = engine.size
        defer {
            engine.size = original
            engine.layoutIfNeeded()
        }
        return sizes.map { size in
            engine.size = size
            engine.layoutIfNeeded()
            let layout = RenderedLayout(engine: engine, orientation: LayoutSizes.label(for: size), views: views)
            inspect(layout)
            return layout
        }
    }
}
