import LayoutPipeline

extension LayoutSizes {
    /// Reads `--orientation`, `--device` and `--size` (see ``LayoutSizes`` for what each
    /// lays out). `--size` names one size, so it cannot be combined with `--orientation`
    /// (which would rotate it) or with `--device` (another size): either is a usage error.
    init(_ arguments: Arguments, command: CommandSpec) throws(UsageError) {
        if let size = try Options.size.value(in: arguments, command: command) {
            for other in [Options.orientation.spec, Options.device.spec] where arguments.has(other) {
                throw UsageError(
                    "\(UsageError.quoted(Options.size.spec.name)) cannot be used with \(UsageError.quoted(other.name))",
                    command: command)
            }
            self = .exact(size)
            return
        }
        self = .orientations(
            try Options.orientation.value(in: arguments, command: command),
            device: try Options.device.value(in: arguments, command: command))
    }
}
