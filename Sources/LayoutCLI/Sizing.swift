import AutoLayout
import LayoutRendering
import LayoutFiles

/// The sizes to lay a file out at, from `--orientation`, `--device` and `--size`.
///
/// - Without `--size`: the file's canvas (or `--device`'s size, which overrides it) in the
///   orientations asked for (`--orientation`, else the file's `orientation` statement, else
///   both), portrait first, landscape being the portrait size rotated; `canvas` is the size
///   as it is, once. A square canvas is laid out once, as portrait.
/// - With `--size`: that size exactly, once, labelled portrait or landscape by its shape.
///   `--size` names one size, so it cannot be combined with `--orientation` (which would
///   rotate it) or with `--device` (another size): either is a usage error.
enum Sizing: Sendable, Equatable {
    /// The canvas, or a device's size when given, in some orientations (nil: the file's).
    case orientations(OrientationChoice?, device: DevicePreset?)
    /// Exactly this size.
    case exact(LayoutSize)

    /// The default: the file's canvas in the file's orientations.
    static let canvas = Sizing.orientations(nil, device: nil)

    /// Reads `--orientation`, `--device` and `--size`.
    init(_ arguments: Arguments, command: CommandSpec) throws(UsageError) {
        let sizeOption = Commands.size
        if let text = arguments.value(sizeOption) {
            for other in [Commands.orientation, Commands.device] where arguments.has(other) {
                throw UsageError("\(UsageError.quoted(sizeOption.name)) cannot be used with \(UsageError.quoted(other.name))",
                                 command: command)
            }
            self = .exact(try OptionValues.size(text, for: sizeOption, command: command))
            return
        }
        var choice: OrientationChoice?
        if let text = arguments.value(Commands.orientation) {
            choice = try OptionValues.choice(text, for: Commands.orientation, command: command)
        }
        var device: DevicePreset?
        if let text = arguments.value(Commands.device) {
            device = try OptionValues.device(text, for: Commands.device, command: command)
        }
        self = .orientations(choice, device: device)
    }

    /// The root sizes to lay `document` out at, in order.
    func sizes(for document: LayoutDocument) -> [LayoutSize] {
        switch self {
        case .exact(let size):
            return [size]
        case .orientations(let choice, let device):
            let canvas = device.map { LayoutSize(width: $0.width, height: $0.height) } ?? document.canvasSize
            let sizes = (choice ?? document.orientations).sizes(for: canvas)
            // A square canvas looks the same both ways: lay it out once.
            return sizes.count == 2 && sizes[0] == sizes[1] ? [sizes[0]] : sizes
        }
    }
}
