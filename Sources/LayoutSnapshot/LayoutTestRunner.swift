import LayoutFiles
import LayoutRendering
import SourceDiagnostics

/// What `layout test` is asked to do.
public struct LayoutTestOptions: Sendable {
    /// Files and folders to check, as the user gave them; shown that way in the report.
    public var paths: [String]
    /// Rewrite the references that differ, record the missing ones and remove obsolete ones;
    /// these count as passes.
    public var update: Bool
    /// The record mode; `nil` reads `LAYOUT_SNAPSHOT_RECORD`, else `missing`.
    public var record: SnapshotRecordMode?
    /// Where `CI` and `LAYOUT_SNAPSHOT_RECORD` are read.
    public var environment: SnapshotEnvironment
    /// The folder relative paths are taken from; `nil` for the current directory.
    public var baseFolder: String?
    /// How many errors of a file are printed under its `FAIL` line.
    public var limit: DiagnosticLimit
    /// How many files are checked at once; `nil` for one per CPU the process may use. The
    /// report is the same for every value.
    public var parallelism: Int?

    /// `Layouts/`.
    public static let defaultPaths = ["Layouts/"]

    public init(
        paths: [String] = LayoutTestOptions.defaultPaths, update: Bool = false,
        record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment = .process,
        baseFolder: String? = nil, limit: DiagnosticLimit = .default, parallelism: Int? = nil
    ) {
        self.paths = paths.isEmpty ? Self.defaultPaths : paths
        self.update = update
        self.record = record
        self.environment = environment
        self.baseFolder = baseFolder
        self.limit = limit
        self.parallelism = parallelism
    }
}

/// One line of a `layout test` report: a layout file (or a path, or an obsolete reference)
/// and what became of it, with the details printed under it.
public struct LayoutTestResult: Sendable, Hashable {
    /// What became of a file.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// The snapshot matches.
        case pass
        /// It differs, is missing and not recorded, the file does not load, the layout has
        /// problems nothing allows, or the path names nothing.
        case fail
        /// A new reference was written.
        case recorded
        /// A reference was rewritten.
        case updated
        /// A reference with no layout file left, kept.
        case obsolete
        /// An obsolete reference, removed (with `update`).
        case removed
    }

    /// What became of it.
    public var status: Status
    /// The layout file as shown (`Layouts/seed.vfl`); for an obsolete reference, the reference.
    public var file: String
    /// Its reference (`Layouts/__Snapshots__/seed.txt`), or the layout file for an obsolete
    /// reference; nil for a path that names nothing.
    public var reference: String?
    /// Whether it counts as passed (`true`), failed (`false`) or not at all (nil: obsolete
    /// references, unless removing one fails).
    public var passed: Bool?
    /// The lines printed under it, without their indentation.
    public var details: [String]

    /// Creates a result.
    public init(status: Status, file: String, reference: String?, passed: Bool?, details: [String] = []) {
        self.status = status
        self.file = file
        self.reference = reference
        self.passed = passed
        self.details = details
    }

    /// `PASS Layouts/seed.vfl`, `OBSOLETE Layouts/__Snapshots__/old.txt (no Layouts/old.vfl)`.
    var headline: String {
        let name = status.rawValue.uppercased() + " " + file
        switch status {
        case .obsolete, .removed: return name + " (no \(reference ?? ""))"
        default: return name
        }
    }
}

/// The outcome of `layout test`: the results, the lines to print and the exit code.
public struct LayoutTestReport: Sendable, Hashable {
    /// One per layout file, path and obsolete reference, in the order printed.
    public var results: [LayoutTestResult]
    /// Every line, the summary last; none ends in whitespace.
    public var lines: [String]
    /// Layout files whose snapshot matched (or was written on request, with `update`).
    public var passed: Int
    /// Layout files that failed, paths that could not be searched, obsolete references that
    /// could not be removed.
    public var failed: Int
    /// 0 when nothing failed, 1 when something did, 2 when the run could not start (an
    /// invalid `LAYOUT_SNAPSHOT_RECORD`).
    public var exitCode: Int32

    /// The exit code of a run that could not start.
    public static let couldNotStart: Int32 = 2

    /// The lines joined, each ending in a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }
}

/// `layout test [PATH ...]`: checks every `.vfl` file under the paths against its snapshot
/// in the `__Snapshots__` folder beside it, both orientations of its canvas.
///
///     let report = LayoutTestRunner(options: LayoutTestOptions(paths: ["Layouts/"])).run()
///     print(report.text, terminator: "")
///     exit(report.exitCode)
///
/// Output, one block per file in path order, then obsolete references, then the summary:
///
///     PASS Layouts/seed.vfl
///     FAIL Layouts/settings.vfl
///         does not match Layouts/__Snapshots__/settings.txt
///         Frames that changed (reference -> actual):
///         ...
///     RECORDED Layouts/new.vfl
///         recorded Layouts/__Snapshots__/new.txt
///     OBSOLETE Layouts/__Snapshots__/old.txt (no Layouts/old.vfl)
///     1 passed, 2 failed
///
/// - `PASS`: the snapshot matches.
/// - `FAIL`: it differs (followed by ``SnapshotDiff``'s lines), its reference is missing and
///   may not be recorded, the file does not read, parse or build (followed by its
///   diagnostics), or a path names nothing. Details are indented by four spaces.
/// - `RECORDED` (a new reference) and `UPDATED` (a rewritten one, followed by the diff of
///   what changed): passes with `update`, failures otherwise (record modes `missing`,
///   `failed`, `all`), so an unasked-for write is noticed, as in the test assertions.
/// - `OBSOLETE`: a reference with no layout file, reported but not counted; with `update` it
///   is deleted and reported as `REMOVED`.
/// - The last line is `N passed, N failed`.
///
/// Under `CI` nothing is written or removed; `never` writes nothing either.
///
/// Files are checked in parallel, one per CPU (``LayoutTestOptions/parallelism``); the report
/// is the same as one file after the other, in the same order.
public struct LayoutTestRunner: Sendable {
    public var options: LayoutTestOptions
    var files = ReferenceFiles()
    var format = SnapshotFormat()

    public init(options: LayoutTestOptions = LayoutTestOptions()) {
        self.options = options
    }

    public func run() -> LayoutTestReport {
        let mode: SnapshotRecordMode
        do {
            mode = try options.environment.resolvedRecordMode(options.record)
        } catch {
            return LayoutTestReport(
                results: [], lines: ["error: " + error.description], passed: 0, failed: 0,
                exitCode: LayoutTestReport.couldNotStart)
        }
        let policy = RecordPolicy(mode: mode, update: options.update, environment: options.environment)
        let found = LayoutFileFinder(baseFolder: options.baseFolder).find(options.paths)
        var results: [LayoutTestResult] = []
        for problem in found.problems {
            results.append(
                LayoutTestResult(
                    status: .fail, file: problem.display, reference: nil, passed: false,
                    details: [problem.reason]))
        }
        results += check(found.files, policy: policy)
        for reference in found.obsolete {
            results.append(obsolete(reference, policy: policy))
        }
        let passed = results.filter { $0.passed == true }.count
        let failed = results.filter { $0.passed == false }.count
        var lines: [String] = []
        for result in results {
            lines.append(result.headline)
            lines += result.details.map(indented)
        }
        lines.append("\(passed) passed, \(failed) failed")
        return LayoutTestReport(
            results: results, lines: lines, passed: passed, failed: failed,
            exitCode: failed == 0 ? 0 : 1)
    }

    let indent = "    "

    /// One file's result.
    func check(_ file: LayoutTestFile, policy: RecordPolicy) -> LayoutTestResult {
        let failed = { (details: [String]) in
            LayoutTestResult(
                status: .fail, file: file.display, reference: file.referenceDisplay, passed: false, details: details)
        }
        let result = { (status: LayoutTestResult.Status, passed: Bool, details: [String]) in
            LayoutTestResult(
                status: status, file: file.display, reference: file.referenceDisplay, passed: passed,
                details: details)
        }
        let text: String
        do throws(SnapshotError) {
            text = format.text(for: try layouts(of: file).get())
        } catch {
            switch error {
            case .layout(_, let diagnostics):
                return failed(DiffLine.lines(of: diagnostics).map(\.text))
            case .issues(_, let problems, let diagnostics, let hint):
                return failed(
                    DiffLine.lines(of: diagnostics).map(\.text)
                        + ["not compared with \(file.referenceDisplay): the layout \(problems); \(hint)"])
            default:
                return failed([error.description])
            }
        }
        let state: ReferenceState
        do {
            state = try files.state(at: file.referencePath, actual: text)
        } catch {
            return failed([error.description])
        }
        let action = policy.action(for: state)
        if action == .write {
            do {
                try files.record(text, at: file.referencePath, over: state)
            } catch {
                return failed([error.description])
            }
        }
        switch (state, action) {
        case (_, .pass):
            return result(.pass, true, [])
        case (.missing, .fail):
            let why = policy.writingRefusal ?? "recording is off"
            return failed(["\(file.referenceDisplay) is missing; not recorded because \(why)"])
        case (.differing(let reference), .fail):
            var details = ["does not match " + file.referenceDisplay]
            details += SnapshotDiff.lines(reference: reference, actual: text)
            details += picture(of: reference, against: text, file: file)
            if options.update, let why = policy.writingRefusal { details.append("not updated because \(why)") }
            return failed(details)
        case (.differing(let reference), _):
            let details = ["updated " + file.referenceDisplay] + SnapshotDiff.lines(reference: reference, actual: text)
            return result(.updated, policy.writePasses, details)
        case (.matching, _):
            return result(.recorded, policy.writePasses, ["recorded \(file.referenceDisplay) (unchanged)"])
        case (.missing, _):
            return result(.recorded, policy.writePasses, ["recorded " + file.referenceDisplay])
        }
    }

    /// The failure picture's line (``SnapshotFailurePicture``), `picture: PATH` with the path
    /// shown as the reference is shown, or why there is none; nothing when none is wanted.
    func picture(of reference: String, against text: String, file: LayoutTestFile) -> [String] {
        let picture = SnapshotFailurePicture(environment: options.environment, files: files)
        switch picture.write(reference: reference, actual: text, referencePath: file.referencePath) {
        case .notWanted: return []
        case .written(let path): return ["picture: " + (picture.path(forReference: file.referenceDisplay) ?? path)]
        case .notWritten(let reason): return ["no picture: " + reason]
        }
    }

    /// Reads and parses the file (diagnostics name it as the user gave it) and lays it out
    /// in the orientations it names (portrait and landscape by default).
    func layouts(of file: LayoutTestFile) -> Result<[RenderedLayout], SnapshotError> {
        let parsed = LayoutFile.load(path: file.path, named: file.display, limit: options.limit)
        if parsed.hasErrors {
            let renderer = DiagnosticRenderer(path: parsed.path, source: parsed.source)
            let rendered = renderer.render(
                parsed.diagnostics, limit: .unlimited, stopped: parsed.stoppedAtLimit,
                hint: DiagnosticLimit.commandLineHint)
            return .failure(.layout(path: file.display, diagnostics: rendered))
        }
        return SnapshotSubject.parsed(parsed).layouts(.automatic)
    }

    /// The result for an obsolete reference, removing it with `update`; a removal that fails
    /// is a failure.
    func obsolete(_ reference: ObsoleteReference, policy: RecordPolicy) -> LayoutTestResult {
        let result = { (status: LayoutTestResult.Status, passed: Bool?, details: [String]) in
            LayoutTestResult(
                status: status, file: reference.display, reference: reference.layoutDisplay, passed: passed,
                details: details)
        }
        guard options.update else { return result(.obsolete, nil, []) }
        if let why = policy.writingRefusal { return result(.obsolete, nil, ["not removed because \(why)"]) }
        do {
            try files.remove(reference.path)
        } catch {
            return result(.obsolete, false, [error.description])
        }
        return result(.removed, nil, [])
    }

    /// Indents a detail line; an empty line stays empty.
    func indented(_ line: String) -> String {
        line.isEmpty ? line : indent + line
    }
}
