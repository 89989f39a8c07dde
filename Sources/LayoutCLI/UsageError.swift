import SourceDiagnostics

/// Arguments `layout` cannot act on. Printed on standard error as swift-argument-parser
/// prints them, with exit status 64 (`EX_USAGE`):
///
///     error: unknown option '--sise'; did you mean '--size'?
///     Usage: layout render <file> [<options>]
///       See 'layout render --help' for more information.
struct UsageError: Error, Sendable, Equatable {
    /// One sentence, lower case, no full stop.
    let message: String
    /// The command whose usage line follows the message.
    let command: CommandSpec

    /// Creates an error about the arguments of `command`.
    init(_ message: String, command: CommandSpec) {
        self.message = message
        self.command = command
    }

    /// The error, the usage line and where to read more, each line ending in `\n`.
    var text: String {
        "error: \(message)\n"
            + "Usage: \(command.usage)\n"
            + "  See '\(command.commandName) --help' for more information.\n"
    }

    /// The output of a run that stopped on this error.
    var output: CommandOutput {
        CommandOutput(standardError: text, status: .usage)
    }

    /// `'value'`, escaped and shortened as diagnostics quote what they did not understand.
    static func quoted(_ value: String) -> String {
        SourceDiagnostics.quoted(value)
    }

    /// `; did you mean 'x'?` when a candidate is close to `value`, else `fallback`.
    static func suggestion(for value: String, among candidates: [String], otherwise fallback: String = "") -> String {
        var suggester = Suggester()
        guard let close = suggester.suggestion(for: value, among: candidates) else { return fallback }
        return "; did you mean \(quoted(close))?"
    }
}
