import AutoLayout
import LayoutFiles
import LayoutPipeline
import LayoutRendering

/// The sizes a layout is snapshotted at, worked out from its canvas (a file's `canvas`, an
/// engine's current size).
///
///     assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))                             // the file's own
///     assertLayoutSnapshot(of: .file("Layouts/seed.vfl"), orientations: .both)      // 320x568, 568x320
///     assertLayoutSnapshot(of: .engine(engine), orientations: .sizes([LayoutSize(width: 375, height: 667)]))
///
/// Each size is labelled `portrait` when its width is at most its height, else `landscape`.
public struct SnapshotOrientations: Sendable {
    /// The sizes for a canvas, in the order they appear in the snapshot.
    public var sizes: @Sendable (_ canvas: LayoutSize) -> [LayoutSize]
    /// True for ``automatic``: a layout file's `orientation` statement decides.
    public private(set) var followsFile = false

    /// Orientations from a function of the canvas.
    public init(sizes: @escaping @Sendable (_ canvas: LayoutSize) -> [LayoutSize]) {
        self.sizes = sizes
    }

    /// The subject's own orientations (the default): for a layout file, its `orientation`
    /// statement (`orientation canvas` for a component laid out only as written); for a file
    /// without one, and for anything else, ``both``.
    public static let automatic: SnapshotOrientations = {
        var orientations = SnapshotOrientations(.both)
        orientations.followsFile = true
        return orientations
    }()

    /// The canvas with its shorter side as the width, then the same rotated.
    public static let both = SnapshotOrientations(.both)
    /// The canvas with its shorter side as the width.
    public static let portrait = SnapshotOrientations(.portrait)
    /// The canvas with its longer side as the width.
    public static let landscape = SnapshotOrientations(.landscape)
    /// The canvas exactly as declared.
    public static let canvas = SnapshotOrientations(.canvas)

    /// Fixed sizes, whatever the canvas.
    public static func sizes(_ sizes: [LayoutSize]) -> SnapshotOrientations {
        SnapshotOrientations { _ in sizes }
    }

    /// The sizes of an `OrientationChoice`, as `layout render --orientation` uses them.
    public init(_ choice: OrientationChoice) {
        sizes = { choice.sizes(for: $0) }
    }

    /// What the pipeline lays a file out at: these sizes of its canvas, or for ``automatic``
    /// its `orientation` statement's.
    var layoutSizes: LayoutSizes { .canvas(followingFile: followsFile, sizes: sizes) }
}
