import LayoutFiles
import LayoutPipeline

extension LayoutSizes {
    /// Reads `--orientation`, `--device` and `--size` (see ``LayoutSizes`` for what each
    /// lays out). `--size` names one size, so it cannot be combined with `--orientation`
    /// (which would rotate it) or with `--device` (another size): either is a usage error.
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
}
