/// The bounds the layout-file reader puts on numbers and files, so that absurd input gets a
/// clear error instead of a layout that overflows.
public enum LayoutFileLimits {
    /// The largest magnitude of a length in points: constants, metric values, intrinsic sizes,
    /// spacings and baseline offsets must lie in `-1_000_000...1_000_000` (sizes, spacings and
    /// offsets also at least 0).
    public static let maximumLength: Double = 1_000_000
    /// The largest canvas side, in points; a canvas side is also more than 0.
    public static let maximumCanvasSide: Double = 10_000
    /// The largest magnitude of an equation's multiplier.
    public static let maximumMultiplier: Double = 1_000
    /// The largest file ``LayoutFile/read(path:)`` reads, in bytes (64 MiB).
    public static let maximumFileSize = 64 * 1024 * 1024
}
