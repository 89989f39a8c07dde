import LayoutPipeline

/// The `layout` command line: picks the subcommand from the dispatch table (``Commands``)
/// and runs it.
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
    static func run(
        _ arguments: [String], input: @escaping StandardInput.Reader = StandardInput.read,
        keepUntilExit: @escaping (LayoutRun) -> Void = { _ in }
    ) -> CommandOutput {
        do throws(UsageError) {
            return try dispatch(arguments, context: CommandContext(input: input, keepUntilExit: keepUntilExit))
        } catch {
            return error.output
        }
    }

    /// The line `--version` prints: the version alone, as swift-argument-parser prints a
    /// command's `version`, so scripts can compare it.
    static var versionLine: String { Version.current + "\n" }

    private static func dispatch(_ arguments: [String], context: CommandContext) throws(UsageError) -> CommandOutput {
        guard let first = arguments.first else { return .success(Help.text(for: Commands.root)) }
        let rest = Array(arguments.dropFirst())
        if Arguments.helpNames.contains(first) { return try run(HelpCommand.self, rest, context) }
        if let command = Commands.named(first) { return try run(command, rest, context) }
        if Options.version.spec.isSpelled(first) {
            if let extra = rest.first {
                throw UsageError("unexpected argument \(UsageError.quoted(extra))", command: Commands.root)
            }
            return .success(versionLine)
        }
        if Arguments.isOption(first) {
            let names = Commands.root.options.map(\.name) + ["--help"]
            throw UsageError(
                "unknown option \(UsageError.quoted(first))" + UsageError.suggestion(for: first, among: names),
                command: Commands.root)
        }
        throw unknownSubcommand(first, command: Commands.root)
    }

    /// Parses the arguments for `command` and runs it, or prints its help when asked.
    private static func run(
        _ command: any LayoutCommand.Type, _ arguments: [String],
        _ context: CommandContext
    ) throws(UsageError) -> CommandOutput {
        let parsed = try Arguments.parse(arguments, for: command.spec)
        if parsed.helpRequested { return .success(Help.text(for: command.spec)) }
        return try command.init(parsed).run(context)
    }

    /// `unknown subcommand 'x'` with a suggestion: a close name, `layout render x` for what
    /// looks like a layout file, or the list of subcommands.
    static func unknownSubcommand(_ name: String, command: CommandSpec) -> UsageError {
        let names = Commands.all.map { $0.spec.name }
        let hint: String
        if name.hasSuffix(".vfl") {
            hint = "; to draw a layout file, use '\(RenderCommand.spec.commandName) \(name)'"
        } else {
            hint = UsageError.suggestion(for: name, among: names, otherwise: "; expected " + OptionValues.list(names))
        }
        return UsageError("unknown subcommand \(UsageError.quoted(name))" + hint, command: command)
    }
}
