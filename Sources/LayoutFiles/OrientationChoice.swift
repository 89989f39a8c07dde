import AutoLayout

/// Which orientations of a canvas to lay out: a file's `orientation` statement, the
/// commands' `--orientation`.
///
///     OrientationChoice.both.sizes(for: LayoutSize(width: 320, height: 568))     // 320x568, 568x320
///     OrientationChoice.canvas.sizes(for: LayoutSize(width: 375, height: 44))    // 375x44 only
///
/// Portrait is the canvas with its shorter side as the width, landscape the same rotated. A
/// component that is only ever shown one way (a `canvas 375x44` table cell) says `canvas`:
/// its canvas as written, never rotated.
public enum OrientationChoice: String, Sendable, CaseIterable {
    /// The canvas with its shorter side across.
    case portrait
    /// The canvas with its longer side across.
    case landscape
    /// Portrait, then landscape (the default).
    case both
    /// The canvas exactly as written (or the device's size as it is), once.
    case canvas

    /// `'portrait', 'landscape', 'both' or 'canvas'`, for messages.
    static var listed: String {
        let names = allCases.map { "'\($0.rawValue)'" }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The sizes to lay `canvas` out at, in order.
    public func sizes(for canvas: LayoutSize) -> [LayoutSize] {
        let portrait = LayoutSize(width: min(canvas.width, canvas.height), height: max(canvas.width, canvas.height))
        switch self {
        case .portrait: return [portrait]
        case .landscape: return [portrait.rotated]
        case .both: return [portrait, portrait.rotated]
        case .canvas: return [canvas]
        }
    }
}
