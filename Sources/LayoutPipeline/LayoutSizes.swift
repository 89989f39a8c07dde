import AutoLayout
import LayoutFiles

/// Which sizes a layout file is laid out at: the one place that decides, for the `layout`
/// command, `layout test` and the snapshot assertions alike.
///
///     LayoutSizes.canvas.sizes(for: document)                    // the file's own orientations
///     LayoutSizes.orientations(.landscape, device: .ipad).sizes(for: document)
///     LayoutSizes.exact(LayoutSize(width: 375, height: 667)).sizes(for: document)
///
/// Portrait is the canvas with its shorter side as the width, landscape the same rotated (see
/// `OrientationChoice`); each size is labelled by its shape (``label(for:)``).
public enum LayoutSizes: Sendable {
    /// The commands' rule: the canvas, or the device's size when one is given, in the
    /// orientations chosen (nil: the file's `orientation` statement, else both), portrait
    /// first. A square canvas looks the same both ways, so it is laid out once.
    case orientations(OrientationChoice?, device: DevicePreset?)
    /// Exactly this size, once.
    case exact(LayoutSize)
    /// The snapshot assertions' rule: the sizes `sizes` gives for the canvas, or, when
    /// `followingFile` and the file has an `orientation` statement, that statement's sizes.
    case canvas(followingFile: Bool, sizes: @Sendable (LayoutSize) -> [LayoutSize])

    /// The file's canvas in the file's orientations.
    public static let fileCanvas = LayoutSizes.orientations(nil, device: nil)

    /// The root sizes to lay `document` out at, in order.
    public func sizes(for document: LayoutDocument) -> [LayoutSize] {
        switch self {
        case .exact(let size):
            return [size]
        case .orientations(let choice, let device):
            let canvas = device.map { LayoutSize(width: $0.width, height: $0.height) } ?? document.canvasSize
            let sizes = (choice ?? document.orientations).sizes(for: canvas)
            return sizes.count == 2 && sizes[0] == sizes[1] ? [sizes[0]] : sizes
        case .canvas(let followingFile, let sizes):
            guard followingFile, let choice = document.orientation?.value else { return sizes(document.canvasSize) }
            return choice.sizes(for: document.canvasSize)
        }
    }

    /// The screen at `size`, one of the sizes laid out: under the commands' rule with a device
    /// given, on that device, else on the file's canvas device, each trait overridden by the
    /// file's `safearea` and `sizeclass` (`LayoutDocument.screen(at:device:)`).
    public func screen(for document: LayoutDocument, at size: LayoutSize) -> ScreenTraits {
        if case .orientations(_, let device?) = self { return document.screen(at: size, device: device) }
        return document.screen(at: size)
    }

    /// `portrait` when the width is at most the height, else `landscape`.
    public static func label(for size: LayoutSize) -> String {
        size.width <= size.height ? "portrait" : "landscape"
    }
}
