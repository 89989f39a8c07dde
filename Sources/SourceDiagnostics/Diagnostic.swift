/// A message about a source text: an error, a warning or a note, with where it applies.
///
/// Parsers collect diagnostics rather than stopping at the first problem, so one run reports
/// everything it can. Notes hang off the diagnostic they explain ("first declared here").
///
///     Diagnostic(.error, "unknown view '_topButon'; did you mean '_topButton'?",
///                at: SourceRange(line: 12, columns: 23..<32))
public struct Diagnostic: Sendable, Hashable {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, CaseIterable {
        /// The input is wrong; no document is produced.
        case error
        /// The input is accepted but probably not what was meant.
        case warning
        /// More about the diagnostic it is attached to.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// One sentence, lower case, no full stop: `unknown view 'a'; did you mean 'b'?`.
    public var message: String
    /// Where it applies, or nil for a diagnostic about a whole file (a file that cannot be
    /// read).
    public var range: SourceRange?
    /// Notes that explain it, each with its own location.
    public var notes: [Diagnostic]
    /// For a problem of the solved layout (a conflict, an ambiguity, a negative size), which
    /// kind it is, so a file can allow it (`allow ambiguity`); nil for anything else.
    public var issue: LayoutIssueKind?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at range: SourceRange?, notes: [Diagnostic] = [],
        issue: LayoutIssueKind? = nil
    ) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.issue = issue
    }

    /// Where it starts, or nil for a whole-file diagnostic.
    public var location: SourceLocation? { range?.start }

    /// True for an error.
    public var isError: Bool { severity == .error }
}

extension Diagnostic {
    /// Sorts diagnostics by location (whole-file ones first), keeping the order they were
    /// made in for equal locations, so output is the same on every run.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            if DiagnosticList.precedes(lhs.element, rhs.element) { return true }
            if DiagnosticList.precedes(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// The problems a solved layout can have, which a snapshot of it should not hide: by default
/// they fail `layout check`, `layout test` and `assertLayoutSnapshot`; a file's `allow`
/// statement (or the snapshot's `allowing:`) lets them through as warnings.
public enum LayoutIssueKind: String, Sendable, Hashable, CaseIterable {
    /// Required constraints that cannot all hold (one is broken to carry on).
    case conflicts
    /// A view whose frame the constraints do not determine.
    case ambiguity
    /// A view whose width or height came out negative.
    case negativeSizes = "negative-sizes"
}
