/// A problem found while reading or solving a layout, as the JSON report lists it.
///
/// Lines and columns are 1-based, as compilers print them.
///
///     let note = ReportDiagnostic(severity: .warning, file: "seed.vfl", line: 3, column: 1,
///                                 message: "unused view _spare")
///     note.description   // "seed.vfl:3:1: warning: unused view _spare"
public struct ReportDiagnostic: Sendable, Hashable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The layout was produced, but something deserves attention.
        case warning
        /// Something could not be read or satisfied.
        case error
        /// A place that explains the warning or error before it: for a broken constraint,
        /// each constraint it conflicts with.
        case note
    }

    /// Whether this is a warning or an error.
    public var severity: Severity
    /// The file the diagnostic points into.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String

    /// Creates a diagnostic at a file, line and column.
    public init(severity: Severity, file: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

extension ReportDiagnostic: CustomStringConvertible {
    /// The compiler-style form `file:line:column: severity: message`.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
