import AutoLayout
import LayoutRendering
import VisualFormat

/// What a snapshot is taken of: something that lays itself out at the sizes asked for.
///
///     assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))
///     assertLayoutSnapshot(of: .document(document))
///     assertLayoutSnapshot(of: .built(built))
///     assertLayoutSnapshot(of: .engine(engine, views: [header, footer]))
///
/// A file or document with errors (it does not read or parse, a constraint cannot be made)
/// gives ``SnapshotError/layout(path:diagnostics:)`` with the diagnostics rendered as the
/// compiler would; warnings (conflicts, ambiguity) do not stop a snapshot, since the frames
/// show their effect.
public struct SnapshotSubject {
    /// The layouts at the sizes of the given orientations, or why there are none.
    public var layouts: (_ orientations: SnapshotOrientations) -> Result<[RenderedLayout], SnapshotError>

    /// A subject from a function.
    public init(layouts: @escaping (_ orientations: SnapshotOrientations) -> Result<[RenderedLayout], SnapshotError>) {
        self.layouts = layouts
    }

    /// A `.vfl` layout file, read when the snapshot is taken. A relative path is relative to
    /// the current directory. The orientations apply to the file's canvas.
    public static func file(_ path: String) -> SnapshotSubject {
        SnapshotSubject { orientations in parsed(LayoutFile.load(path: path)).layouts(orientations) }
    }

    /// A file already read and parsed; its errors, if any, are the failure.
    public static func parsed(_ result: LayoutParseResult) -> SnapshotSubject {
        SnapshotSubject { orientations in
            guard let document = result.document, !result.hasErrors else {
                return .failure(.layout(path: result.path, diagnostics: result.renderedDiagnostics()))
            }
            return scene(of: document, orientations, renderer: DiagnosticRenderer(path: result.path, source: result.source))
        }
    }

    /// A parsed layout document; the orientations apply to its canvas.
    public static func document(_ document: LayoutDocument) -> SnapshotSubject {
        SnapshotSubject { orientations in
            scene(of: document, orientations, renderer: DiagnosticRenderer(path: document.path, source: nil))
        }
    }

    /// A document already built onto its engine; the orientations apply to the document's
    /// canvas. The engine is laid out at each size, then put back to the size it had.
    public static func built(_ built: BuiltLayout) -> SnapshotSubject {
        SnapshotSubject { orientations in
            let errors = built.diagnostics.filter(\.isError)
            guard errors.isEmpty else {
                let renderer = DiagnosticRenderer(path: built.document.path, source: nil)
                return .failure(.layout(path: built.document.path, diagnostics: renderer.render(errors)))
            }
            let sizes = orientations.sizes(built.document.canvasSize)
            return .success(EngineSizes(engine: built.engine).layouts(at: sizes, views: built.views))
        }
    }

    /// Views built in code on a ``LayoutEngine``: `views` in the order given, or by default
    /// the engine's whole tree, parents before children. The orientations apply to the
    /// engine's current size; the engine is laid out at each size, then put back to the
    /// size it had (issues found at those sizes stay in ``LayoutEngine/issues``).
    public static func engine(_ engine: LayoutEngine, views: [LayoutView]? = nil) -> SnapshotSubject {
        SnapshotSubject { orientations in
            .success(EngineSizes(engine: engine).layouts(at: orientations.sizes(engine.size), views: views))
        }
    }

    /// Layouts already solved, as they are; the orientations are not used.
    public static func layouts(_ layouts: [RenderedLayout]) -> SnapshotSubject {
        SnapshotSubject { _ in .success(layouts) }
    }

    private static func scene(of document: LayoutDocument, _ orientations: SnapshotOrientations,
                              renderer: DiagnosticRenderer) -> Result<[RenderedLayout], SnapshotError> {
        let scene = LayoutScene(document: document, sizes: orientations.sizes(document.canvasSize), checkAmbiguity: false)
        let errors = scene.diagnostics.filter(\.isError)
        guard errors.isEmpty else {
            return .failure(.layout(path: document.path, diagnostics: renderer.render(errors)))
        }
        return .success(scene.layouts)
    }
}

/// Lays an engine out at several sizes and puts it back as it was.
struct EngineSizes {
    let engine: LayoutEngine

    func layouts(at sizes: [LayoutSize], views: [LayoutView]?) -> [RenderedLayout] {
        let original = engine.size
        defer {
            engine.size = original
            engine.layoutIfNeeded()
        }
        return sizes.map { size in
            engine.size = size
            engine.layoutIfNeeded()
            return RenderedLayout(engine: engine, orientation: LayoutScene.label(for: size), views: views)
        }
    }
}
