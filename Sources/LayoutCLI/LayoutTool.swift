/// The `layout` command line: picks the subcommand and runs it.
///
///     layout render FILE [options]     layout check FILE [options]
///     layout test [PATH ...] [options] layout help [SUBCOMMAND]
///     layout --help | -h               layout --version
///
/// `-h`/`--help` followed by a subcommand name works like `help` (`layout --help render`).
/// With no arguments it prints the overview, as swift-argument-parser does for a command
/// with subcommands (exit 0); an unknown subcommand or option is a usage error (exit 64).
enum LayoutTool {
    /// Runs `layout` on its arguments (without the program name); a file named `-` is read
    /// with `input` (standard input by default; tests give their own).
    static func run(_ arguments: [String], input: @escaping StandardInput.Reader = StandardInput.read) -> CommandOutput {
        do throws(UsageError) {
            return try dispatch(arguments, input: input)
        } catch {
            return error.output
        }
    }

    /// The line `--version` prints: the version alone, as swift-argument-parser prints a
    /// command's `version`, so scripts can compare it.
    static var versionLine: String { Version.current + "\n" }

    private static func dispatch(_ arguments: [String], input: @escaping StandardInput.Reader) throws(UsageError) -> CommandOutput {
        let root = Commands.root
        guard let first = arguments.first else { return .success(Help.text(for: root)) }
        let rest = Array(arguments.dropFirst())
        if first == Commands.help.name || Arguments.helpNames.contains(first) {
            return try help(rest)
        }
        if first == "--version" {
            if let extra = rest.first { throw UsageError("unexpected argument \(UsageError.quoted(extra))", command: root) }
            return .success(versionLine)
        }
        if first == RenderCommand.spec.name {
            let parsed = try Arguments.parse(rest, for: RenderCommand.spec)
            if parsed.helpRequested { return .success(Help.text(for: RenderCommand.spec)) }
            return try RenderCommand(parsed).run(input: input)
        }
        if first == CheckCommand.spec.name {
            let parsed = try Arguments.parse(rest, for: CheckCommand.spec)
            if parsed.helpRequested { return .success(Help.text(for: CheckCommand.spec)) }
            return try CheckCommand(parsed).run(input: input)
        }
        if first == TestCommand.spec.name {
            let parsed = try Arguments.parse(rest, for: TestCommand.spec)
            if parsed.helpRequested { return .success(Help.text(for: TestCommand.spec)) }
            return try TestCommand(parsed).run()
        }
        if Arguments.isOption(first) {
            let names = root.options.map { $0.name } + ["--help"]
            throw UsageError("unknown option \(UsageError.quoted(first))" + UsageError.suggestion(for: first, among: names),
                             command: root)
        }
        throw unknownSubcommand(first, command: root)
    }

    /// `unknown subcommand 'x'` with a suggestion: a close name, `layout render x` for what
    /// looks like a layout file, or the list of subcommands.
    private static func unknownSubcommand(_ name: String, command: CommandSpec) -> UsageError {
        let names = Commands.root.subcommands.map { $0.name }
        let hint: String
        if name.hasSuffix(".vfl") {
            hint = "; to draw a layout file, use '\(Commands.render.commandName) \(name)'"
        } else {
            hint = UsageError.suggestion(for: name, among: names, otherwise: "; expected " + OptionValues.list(names))
        }
        return UsageError("unknown subcommand \(UsageError.quoted(name))" + hint, command: command)
    }

    /// `layout help [SUBCOMMAND]`: the overview, or one subcommand's help.
    private static func help(_ arguments: [String]) throws(UsageError) -> CommandOutput {
        let parsed = try Arguments.parse(arguments, for: Commands.help)
        if parsed.helpRequested { return .success(Help.text(for: Commands.help)) }
        guard let name = parsed.positionals.first else { return .success(Help.text(for: Commands.root)) }
        let commands = Commands.root.subcommands
        guard let command = commands.first(where: { $0.name == name }) else {
            throw unknownSubcommand(name, command: Commands.help)
        }
        return .success(Help.text(for: command))
    }
}
