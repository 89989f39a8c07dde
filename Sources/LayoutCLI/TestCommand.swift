import LayoutSnapshot
import SourceDiagnostics

/// `layout test [PATH ...] [--update] [--record MODE]`: checks layout files against their
/// snapshots with ``LayoutTestRunner`` and prints its report.
///
/// The report (one block per file, then obsolete references, then `N passed, N failed`)
/// goes to standard output; the exit status is 0 only if nothing failed. An invalid
/// `LAYOUT_SNAPSHOT_RECORD` is an error on standard error, exit status 1.
struct TestCommand: LayoutCommand {
    /// Files and folders, as given; empty for `Layouts/`.
    var paths: [String]
    /// `--update`.
    var update: Bool
    /// `--record`, if given.
    var record: SnapshotRecordMode?
    /// `--max-errors`.
    var limit: DiagnosticLimit
    /// `--format`: the report as text, JSON or JUnit XML.
    var format: TestReportFormat

    static let spec = CommandSpec(
        name: "test",
        abstract: "Check layout files against their snapshots, recording or updating them on request.",
        discussion: [
            "Finds every .vfl file under the paths (a file, or a folder searched recursively; "
                + "default: Layouts/), lays it out at its canvas size in portrait and landscape (or as "
                + "its 'orientation' statement says), and "
                + "compares the drawing and frames with its reference snapshot, __Snapshots__/NAME.txt "
                + "beside the file. It prints one line per file (PASS, FAIL, RECORDED, UPDATED), with the "
                + "differences under a failure: a line diff of the drawing and a per-view frame diff. "
                + "References with no layout file left are reported as OBSOLETE. The last line is "
                + "'N passed, N failed'; the exit status is 0 only if nothing failed.",
            "A layout with conflicts, ambiguity or views of negative size fails without being compared "
                + "or recorded, with its diagnostics: its frames are arbitrary or recovered. If that is "
                + "meant, the file says so with 'allow conflicts', 'allow ambiguity' or 'allow "
                + "negative-sizes'. A file's 'orientation' statement chooses the orientations laid out.",
            "A missing reference is recorded and fails that run, so it is noticed (record mode "
                + "missing). With --update, references that differ are rewritten, missing ones recorded "
                + "and obsolete ones removed, and these count as passes. Writes are atomic. When the CI "
                + "environment variable is set nothing is ever written, and a missing reference fails. "
                + "The LAYOUT_SNAPSHOT_RECORD environment variable sets the record mode when --record "
                + "is not given.",
            "A reference that differs also gets a picture, named under the diff: an SVG of the "
                + "reference frames and the new ones overlaid, NAME.failure.svg beside it, or in the folder "
                + "the LAYOUT_SNAPSHOT_ARTIFACTS environment variable names (under CI, only then)."
        ],
        arguments: [
            ArgumentSpec(
                name: "path", help: "Layout files and folders to check. (default: Layouts/)",
                isOptional: true, isVariadic: true)
        ],
        options: [Options.update.spec, Options.record.spec, Options.testFormat.spec, Options.maxErrors.spec])

    init(_ arguments: Arguments) throws(UsageError) {
        paths = arguments.positionals
        update = try Options.update.value(in: arguments, command: Self.spec)
        limit = try Options.maxErrors.value(in: arguments, command: Self.spec)
        format = try Options.testFormat.value(in: arguments, command: Self.spec)
        record = try Options.record.value(in: arguments, command: Self.spec)
    }

    /// Runs the check in the current directory, reading `CI` and `LAYOUT_SNAPSHOT_RECORD`
    /// from `environment`.
    func run(_ context: CommandContext) -> CommandOutput {
        let options = LayoutTestOptions(
            paths: paths, update: update, record: record, environment: context.environment,
            limit: limit)
        let report = LayoutTestRunner(options: options).run()
        if report.exitCode == LayoutTestReport.couldNotStart {
            return CommandOutput(standardError: report.text, status: .failure)
        }
        let text: String
        switch format {
        case .text: text = report.text
        case .json: text = report.json + "\n"
        case .junit: text = report.junit
        }
        return CommandOutput(standardOutput: text, status: report.exitCode == 0 ? .success : .failure)
    }
}

/// The formats of `layout test --format`.
enum TestReportFormat: String, Sendable, CaseIterable {
    case text, json, junit
}
