/// The subcommands of `layout`: the one dispatch table, in the order the overview lists them.
/// Adding a subcommand is adding its type here.
enum Commands {
    /// Every subcommand.
    static let all: [any LayoutCommand.Type] = [
        RenderCommand.self, CheckCommand.self, TestCommand.self, HelpCommand.self
    ]

    /// `layout` itself: `--version`, `--help` and the subcommands.
    static let root = CommandSpec(
        name: "",
        abstract: "Solve a .vfl layout file with Auto Layout's rules and draw it as text.",
        options: [Options.version.spec],
        subcommands: all.map { $0.spec })

    /// The subcommand with this name.
    static func named(_ name: String) -> (any LayoutCommand.Type)? {
        all.first { $0.spec.name == name }
    }
}
