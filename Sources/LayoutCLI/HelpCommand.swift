/// `layout help [SUBCOMMAND]`: the overview, or one subcommand's help, on standard output.
/// `layout -h` and `layout --help` are the same command.
struct HelpCommand: LayoutCommand {
    static let spec = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        arguments: [
            ArgumentSpec(
                name: "subcommand",
                help: "The subcommand to explain: "
                    + OptionValues.list(explained.map { $0.spec.name }) + ".", isOptional: true)
        ])

    /// The subcommands it explains: all but itself.
    private static var explained: [any LayoutCommand.Type] {
        Commands.all.filter { ObjectIdentifier($0) != ObjectIdentifier(HelpCommand.self) }
    }

    /// The subcommand to explain, or nil for the overview.
    let subcommand: (any LayoutCommand.Type)?

    init(_ arguments: Arguments) throws(UsageError) {
        guard let name = arguments.positionals.first else {
            subcommand = nil
            return
        }
        guard let command = Commands.named(name) else { throw LayoutTool.unknownSubcommand(name, command: Self.spec) }
        subcommand = command
    }

    func run(_ context: CommandContext) -> CommandOutput {
        .success(Help.text(for: subcommand?.spec ?? Commands.root))
    }
}
