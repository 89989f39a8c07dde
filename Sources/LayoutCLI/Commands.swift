import AutoLayout
import LayoutRendering
import LayoutSnapshot
import SourceDiagnostics
import LayoutFiles

/// The interfaces of `layout` and its subcommands: names, help texts, arguments, options.
enum Commands {
    /// `layout` itself: `--version`, `--help` and the subcommands.
    static let root = CommandSpec(
        name: "",
        abstract: "Solve a .vfl layout file with Auto Layout's rules and draw it as text.",
        options: [OptionSpec(name: "--version", valueName: nil, help: "Show the version.")],
        subcommands: [render, check, test, help])

    /// `layout render`.
    static let render = CommandSpec(
        name: "render",
        abstract: "Draw a layout file in portrait and landscape, with every view's frame.",
        discussion: [
            "Lays the file out at its canvas size in portrait and in landscape (the canvas rotated), "
                + "or in the orientations its 'orientation' statement names, and draws each under a header naming its orientation and size, followed by every "
                + "view's frame in its superview's coordinates.",
            "Conflicts, ambiguity and negative sizes are printed on standard error as warnings, with the line and "
                + "column they come from, and the drawing still succeeds (exit status 0) unless "
                + "--strict is given. A file that cannot be read, parsed or built is an error (exit "
                + "status 1); bad arguments exit with status 64.",
        ],
        arguments: [file],
        options: [orientation, size, device, scale, style, format, strict, maxErrors])

    /// `layout check`.
    static let check = CommandSpec(
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
                + "files, one object {\"files\": [...], \"passed\": N, \"failed\": N}.",
        ],
        arguments: [ArgumentSpec(name: "path", help: "The .vfl layout files, and folders to search for them; - reads "
                                     + "one from standard input.", isVariadic: true)],
        options: [orientation, size, device, format, maxErrors])

    /// `layout test`.
    static let test = CommandSpec(
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
        ],
        arguments: [ArgumentSpec(name: "path", help: "Layout files and folders to check. (default: Layouts/)",
                                 isOptional: true, isVariadic: true)],
        options: [update, record, testFormat, maxErrors])

    /// `layout help`.
    static let help = CommandSpec(
        name: "help",
        abstract: "Show subcommand help information.",
        arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand to explain: render, check or test.",
                                 isOptional: true)])

    // MARK: Arguments and options

    /// `<file>`: the layout file of `render`.
    static let file = ArgumentSpec(name: "file", help: "The .vfl layout file; - reads it from standard input.")

    /// `--orientation portrait|landscape|both|canvas`.
    static let orientation = OptionSpec(
        name: "--orientation", valueName: "orientation",
        help: "The orientations to lay out; canvas is the canvas as written, not rotated. "
            + values(OrientationChoice.allCases.map(\.rawValue),
                     default: "the file's orientation statement, else " + OrientationChoice.both.rawValue))

    /// `--size WxH`: one exact size (see ``Sizing``).
    static let size = OptionSpec(
        name: "--size", valueName: "size",
        help: "Lay out once, at exactly WIDTHxHEIGHT points (like 375x667; each side more than 0, "
            + "at most \(formatPoints(LayoutFileLimits.maximumCanvasSide))), labelled portrait or "
            + "landscape by its shape. Not with --orientation or --device.")

    /// `--device NAME`: a preset instead of the canvas.
    static let device = OptionSpec(
        name: "--device", valueName: "device",
        help: "Lay out at a device's size instead of the file's canvas: "
            + DevicePreset.all.map(\.name).joined(separator: ", ") + " (or an alias; any case).")

    /// `--format text|json`.
    static let format = OptionSpec(
        name: "--format", valueName: "format",
        help: "Report format. " + values(OutputFormat.allCases.map(\.rawValue), default: OutputFormat.text.rawValue))

    /// `--scale N`: points per column (render only).
    static let scale = OptionSpec(
        name: "--scale", valueName: "scale",
        help: "Points per character column; rows are twice as tall. More than 0, at most "
            + "\(formatPoints(OptionValues.maximumScale)), and enough for each drawing to fit in "
            + "\(BoxRenderer.maximumColumns) columns and \(BoxRenderer.maximumRows) rows (a smaller scale is an error). "
            + "(default: \(formatPoints(BoxRenderer.defaultPointsPerColumn)), or the smallest whole number that fits)")

    /// `--style ascii|unicode` (render only).
    static let style = OptionSpec(
        name: "--style", valueName: "style",
        help: "Box-drawing characters. " + values(BoxStyle.allCases.map(\.rawValue), default: BoxStyle.ascii.rawValue))

    /// `--strict`: warnings fail the run (render only; `check` is always strict).
    static let strict = OptionSpec(
        name: "--strict", valueName: nil,
        help: "Treat conflicts, ambiguity and warnings as errors: print them as errors, draw nothing "
            + "and exit with status 1.")

    /// `--format text|json|junit` (test only).
    static let testFormat = OptionSpec(
        name: "--format", valueName: "format",
        help: "Report format: text, a JSON object with one entry per file, or JUnit XML for CI "
            + "services. " + values(TestReportFormat.allCases.map(\.rawValue), default: TestReportFormat.text.rawValue))

    /// `--max-errors N`: how many errors are printed before stopping, as clang's
    /// `-ferror-limit`.
    static let maxErrors = OptionSpec(
        name: "--max-errors", valueName: "count",
        help: "Stop after this many errors, as a compiler does, with a last line 'too many errors "
            + "emitted, stopping now'; 0 prints every error. "
            + "(default: \(DiagnosticLimit.default.count))")

    /// `--update`, `-u` (test only).
    static let update = OptionSpec(
        name: "--update", valueName: nil,
        help: "Rewrite the snapshots that differ, record the missing ones and remove obsolete ones.",
        shortName: "-u")

    /// `--record missing|all|failed|never` (test only).
    static let record = OptionSpec(
        name: "--record", valueName: "mode",
        help: "When to write references: missing (record only where there is none), all (rewrite "
            + "every one), failed (rewrite those that differ), never. Writing fails the run unless "
            + "--update is given. "
            + values(SnapshotRecordMode.allCases.map(\.rawValue), default: SnapshotRecordMode.missing.rawValue))

    /// `(values: a, b; default: a)`, as swift-argument-parser shows enumerated values.
    private static func values(_ names: [String], default value: String) -> String {
        "(values: \(names.joined(separator: ", ")); default: \(value))"
    }
}
