/// How a run of `layout` ends, following the BSD `sysexits` convention for bad arguments.
enum ExitStatus: Int32, Sendable {
    /// Did what was asked: drew the layout, found it clean, printed help.
    case success = 0
    /// The input failed: unreadable, unparsable or unbuildable file, or (in `check` and with
    /// `--strict`) conflicts, ambiguity or warnings.
    case failure = 1
    /// `EX_USAGE`: the arguments were wrong.
    case usage = 64
}

/// Everything a run of `layout` prints and its exit status, so that commands are plain
/// functions and `main.swift` only writes the result.
///
/// Standard output carries the report (drawing, JSON, the `check` line, help); standard
/// error carries diagnostics and usage errors.
struct CommandOutput: Sendable, Equatable {
    /// Text for standard output.
    var standardOutput: String = ""
    /// Text for standard error.
    var standardError: String = ""
    /// The exit status.
    var status: ExitStatus = .success

    /// A report on standard output, exit status 0.
    static func success(_ text: String) -> CommandOutput {
        CommandOutput(standardOutput: text)
    }
}
