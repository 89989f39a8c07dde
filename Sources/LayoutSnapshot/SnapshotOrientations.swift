import AutoLayout
import LayoutRendering

/// The sizes a layout is snapshotted at, worked out from its canvas (a file's `canvas`, an
/// engine's current size).
///
///     assertLayoutSnapshot(of: .file("Layouts/seed.vfl"), orientations: .both)      // 320x568, 568x320
///     assertLayoutSnapshot(of: .engine(engine), orientations: .sizes([LayoutSize(width: 375, height: 667)]))
///
/// Each size is labelled `portrait` when its width is at most its height, else `landscape`.
public struct SnapshotOrientations: Sendable {
    /// The sizes for a canvas, in the order they appear in the snapshot.
    public var sizes: @Sendable (_ canvas: LayoutSize) -> [LayoutSize]

    /// Orientations from a function of the canvas.
    public init(sizes: @escaping @Sendable (_ canvas: LayoutSize) -> [LayoutSize]) {
        self.sizes = sizes
    }

    /// The canvas with its shorter side as the width, then the same rotated (the default).
    public static let both = SnapshotOrientations(.both)
    /// The canvas with its shorter side as the width.
    public static let portrait = SnapshotOrientations(.portrait)
    /// The canvas with its longer side as the width.
    public static let landscape = SnapshotOrientations(.landscape)
    /// The canvas exactly as declared.
    public static let canvas = SnapshotOrientations { [$0] }

    /// Fixed sizes, whatever the canvas.
    public static func sizes(_ sizes: [LayoutSize]) -> SnapshotOrientations {
        SnapshotOrientations { _ in sizes }
    }

    /// The sizes of an ``OrientationChoice``, as `layout render --orientation` uses them.
    public init(_ choice: OrientationChoice) {
        sizes = { LayoutScene.sizes(for: $0, choice) }
    }
}
