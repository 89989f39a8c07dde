import LayoutPipeline
import LayoutRendering
import LayoutSnapshot
import SourceDiagnostics

/// `layout check PATH... [options]`: solves every orientation of each layout file and fails
/// on any conflict, ambiguity, negative size or warning (but those the file's `allow`
/// statement expects, which are printed as warnings).
///
/// For one file: problems are errors, printed on standard error with their locations,
/// followed by a summary line (`Layouts/x.vfl: 2 errors (portrait 320x568, landscape
/// 568x320)`), exit status 1. A clean layout prints `Layouts/x.vfl: OK (portrait 320x568,
/// landscape 568x320)` on standard output, exit status 0. With `--format json` the JSON
/// report goes to standard output in either case (the diagnostics also go to standard
/// error). A file that cannot be read, parsed or built prints only its errors, exit status 1.
///
/// Given several paths or a folder (searched as `layout test` searches it), each file is
/// checked so, one after the other, and the last line on standard output is `N passed, N
/// failed`; a path that names nothing is a failure. With `--format json` standard output is
/// one object: `{"files": [REPORT, ...], "passed": N, "failed": N}`, a file that does not
/// load having no layouts and its errors as diagnostics.
struct CheckCommand: LayoutCommand {
    /// The files and folders, as given.
    var paths: [String]
    /// The sizes to solve at.
    var sizes: LayoutSizes
    /// Text or JSON.
    var format: OutputFormat
    /// How many errors are printed (`--max-errors`).
    var limit: DiagnosticLimit

    static let spec = CommandSpec(
        name: "check",
        abstract: "Solve a layout file in every orientation and report conflicts and ambiguity.",
        discussion: [
            "Conflicts, ambiguity, negative sizes and warnings are printed on standard error as "
                + "errors, with the line and column they come from, and the exit status is 1; those "
                + "the file's 'allow' statement expects are printed as warnings and pass. A clean "
                + "layout prints one line naming the sizes it was solved at, and the exit status is 0. "
                + "A file that cannot be read, parsed or built exits with status 1; bad arguments with "
                + "status 64.",
            "Given several paths or a folder, checks every .vfl file under them (searched as test "
                + "searches) and ends with a line 'N passed, N failed'; the exit status is 0 only if "
                + "every file passed.",
            "With --format json the JSON report (every layout's frames and every diagnostic) "
                + "is printed on standard output whether or not the layout is clean; for several "
                + "files, one object {\"files\": [...], \"passed\": N, \"failed\": N}."
        ],
        arguments: [
            ArgumentSpec(
                name: "path",
                help: "The .vfl layout files, and folders to search for them; - reads "
                    + "one from standard input.", isVariadic: true)
        ],
        options: [
            Options.orientation.spec, Options.size.spec, Options.device.spec, Options.format.spec,
            Options.maxErrors.spec
        ])

    init(_ arguments: Arguments) throws(UsageError) {
        paths = arguments.positionals
        sizes = try LayoutSizes(arguments, command: Self.spec)
        limit = try Options.maxErrors.value(in: arguments, command: Self.spec)
        format = try Options.format.value(in: arguments, command: Self.spec)
    }

    /// Checks the file, or every file under the paths.
    func run(_ context: CommandContext) -> CommandOutput {
        let input = context.input
        if paths.count == 1, let path = paths.first, path == StandardInput.path || !FileKind.isFolder(path) {
            return check(path, context: context).output
        }
        let search = LayoutFileSearch(paths: paths)
        var output = CommandOutput()
        var reports: [String] = []
        var passed = 0
        var failed = 0
        for problem in search.problems {
            output.standardError += "\(problem.display): error: \(problem.reason)\n"
            failed += 1
            guard format == .json else { continue }
            reports.append(
                JSONReport(
                    file: problem.display, layouts: [],
                    diagnostics: [
                        ReportDiagnostic(
                            severity: .error, file: problem.display, line: 0, column: 0, message: problem.reason)
                    ]
                ).render())
        }
        for file in search.files {
            let checked = check(file, context: CommandContext(input: input, environment: context.environment))
            output.standardError += checked.output.standardError
            if format == .text { output.standardOutput += checked.output.standardOutput }
            if let json = checked.json { reports.append(json) }
            if checked.output.status == .success { passed += 1 } else { failed += 1 }
        }
        switch format {
        case .text:
            output.standardOutput += "\(passed) passed, \(failed) failed\n"
        case .json:
            output.standardOutput =
                JSONText.object([
                    ("files", JSONText.array(reports)),
                    ("passed", String(passed)),
                    ("failed", String(failed))
                ]) + "\n"
        }
        output.status = failed == 0 ? .success : .failure
        return output
    }

    /// One file's output, and with `--format json` its JSON report (for a file that does not
    /// load: no layouts, its errors as diagnostics). The report is not made otherwise: for a
    /// large file it is megabytes of text.
    private func check(_ path: String, context: CommandContext) -> (output: CommandOutput, json: String?) {
        let run = LayoutRun.command(path: path, sizes: sizes, limit: limit, input: context.input)
        context.keepUntilExit(run)
        guard run.scene != nil else {
            let json =
                format == .json
                ? JSONReport(
                    file: run.parsed.path, layouts: [],
                    diagnostics: run.reportDiagnostics(strict: false, limit: limit)
                ).render() : nil
            return (run.failureOutput(limit: limit), json)
        }
        let diagnostics = run.renderedDiagnostics(strict: true, limit: limit)
        let clean = run.failures.isEmpty
        var output = CommandOutput(standardError: diagnostics, status: clean ? .success : .failure)
        var json: String?
        switch format {
        case .json:
            let report = JSONReport(
                file: run.parsed.path, layouts: run.layouts,
                diagnostics: run.reportDiagnostics(strict: true, limit: limit)
            ).render()
            output.standardOutput = report + "\n"
            json = report
        case .text where clean:
            output.standardOutput = "\(run.parsed.path): OK (\(run.sizesDescription))\n"
        case .text:
            output.standardError += summary(of: run)
        }
        return (output, json)
    }

    /// `Layouts/x.vfl: 2 errors (portrait 320x568, landscape 568x320)`, with a newline.
    private func summary(of run: LayoutRun) -> String {
        let count = run.reported(strict: true).filter(\.isError).count
        return "\(run.parsed.path): \(count) \(count == 1 ? "error" : "errors") (\(run.sizesDescription))\n"
    }
}
