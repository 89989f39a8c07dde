import LayoutSnapshot
import SourceDiagnostics
import LayoutFiles

/// `layout test [PATH ...] [--update] [--record MODE]`: checks layout files against their
/// snapshots with ``LayoutTestRunner`` and prints its report.
///
/// The report (one block per file, then obsolete references, then `N passed, N failed`)
/// goes to standard output; the exit status is 0 only if nothing failed. An invalid
/// `LAYOUT_SNAPSHOT_RECORD` is an error on standard error, exit status 1.
/// The formats of `layout test --format`.
enum TestReportFormat: String, Sendable, CaseIterable {
    case text, json, junit
}

struct TestCommand: Sendable, Equatable {
    /// Files and folders, as given; empty for `Layouts/`.
    var paths: [String]
    /// `--update`.
    var update = false
    /// `--record`, if given.
    var record: SnapshotRecordMode?
    /// `--max-errors`.
    var limit = DiagnosticLimit.default
    /// `--format`: the report as text, JSON or JUnit XML.
    var format = TestReportFormat.text

    /// The command's interface.
    static let spec = Commands.test

    /// Reads the command's options from parsed arguments.
    init(_ arguments: Arguments) throws(UsageError) {
        paths = arguments.positionals
        update = arguments.has(Commands.update)
        limit = try OptionValues.errorLimit(arguments, command: Self.spec)
        if let text = arguments.value(Commands.testFormat) {
            format = try OptionValues.choice(text, for: Commands.testFormat, command: Self.spec)
        }
        if let text = arguments.value(Commands.record) {
            record = try OptionValues.choice(text, for: Commands.record, command: Self.spec)
        }
    }

    /// Runs the check in the current directory, reading `CI` and `LAYOUT_SNAPSHOT_RECORD`
    /// from `environment`.
    func run(environment: SnapshotEnvironment = .process) -> CommandOutput {
        let options = LayoutTestOptions(paths: paths, update: update, record: record, environment: environment,
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
