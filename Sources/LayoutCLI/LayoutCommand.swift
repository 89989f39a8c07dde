import LayoutPipeline
import LayoutSnapshot

/// A subcommand of `layout`: its interface, how it reads its arguments, what it does. The
/// dispatch table (``Commands/all``) lists each one once; the parser, the help and the
/// overview read its ``spec``.
protocol LayoutCommand: Sendable {
    /// The name, help, arguments and options (the parser accepts exactly these).
    static var spec: CommandSpec { get }
    /// Reads the command's options from arguments parsed with ``spec``.
    ///
    /// - Throws: ``UsageError`` for a value an option does not take.
    init(_ arguments: Arguments) throws(UsageError)
    /// Does the work: everything printed and the exit status.
    func run(_ context: CommandContext) -> CommandOutput
}

/// What a command may read besides its arguments, so tests can give their own.
struct CommandContext {
    /// Reads a layout file named `-` from standard input.
    var input: StandardInput.Reader = StandardInput.read
    /// Where `CI` and `LAYOUT_SNAPSHOT_RECORD` are read.
    var environment: SnapshotEnvironment = .process
    /// Given a command's last run of one file when the process exits right after the command
    /// (see `main.swift`), so that it need not be taken apart first; in process (the tests),
    /// nothing keeps it.
    var keepUntilExit: (LayoutRun) -> Void = { _ in }
}
