import AutoLayout
import LayoutFiles
import LayoutRendering
import LayoutSnapshot
import SourceDiagnostics

/// Every option of `layout` and its subcommands, each declared once (see ``CommandOption``):
/// a subcommand's spec lists the ones it takes, and its initializer reads them.
enum Options {
    /// `--version` (on `layout` itself).
    static let version = CommandOption.flag("--version", help: "Show the version.")

    /// `--orientation portrait|landscape|both|canvas`.
    static let orientation = CommandOption<OrientationChoice?>.choice(
        "--orientation", valueName: "orientation",
        help: "The orientations to lay out; canvas is the canvas as written, not rotated.",
        absent: nil, defaultText: "the file's orientation statement, else " + OrientationChoice.both.rawValue)

    /// `--size WxH`: one exact size (see ``LayoutSizes``).
    static let size = CommandOption<LayoutSize?>.value(
        "--size", valueName: "size",
        help: "Lay out once, at exactly WIDTHxHEIGHT points (like 375x667; each side more than 0, "
            + "at most \(formatPoints(LayoutFileLimits.maximumCanvasSide))), labelled portrait or "
            + "landscape by its shape. Not with --orientation or --device.",
        absent: { nil }
    ) { (text, spec, command) throws(UsageError) -> LayoutSize? in
        try OptionValues.size(text, for: spec, command: command)
    }

    /// `--device NAME`: a preset instead of the canvas.
    static let device = CommandOption<DevicePreset?>.value(
        "--device", valueName: "device",
        help: "Lay out at a device's size instead of the file's canvas: "
            + DevicePreset.all.map(\.name).joined(separator: ", ") + " (or an alias; any case).",
        absent: { nil }
    ) { (text, spec, command) throws(UsageError) -> DevicePreset? in
        try OptionValues.device(text, for: spec, command: command)
    }

    /// `--format text|json` (check).
    static let format = CommandOption.choice(
        "--format", valueName: "format", help: "Report format.",
        absent: OutputFormat.text)

    /// `--format text|json|svg|html` (render only).
    static let renderFormat = CommandOption.choice(
        "--format", valueName: "format",
        help: "Report format: the text drawing, JSON, an SVG picture at true scale, or an HTML page with the "
            + "picture, the frames, the diagnostics and the constraints of a selected view.",
        absent: RenderFormat.text)

    /// `--scale N`: points per column (render only).
    static let scale = CommandOption<DrawingScale>.value(
        "--scale", valueName: "scale",
        help: "Points per character column; rows are twice as tall. More than 0, at most "
            + "\(formatPoints(OptionValues.maximumScale)), and enough for each drawing to fit in "
            + "\(BoxRenderer.maximumColumns) columns and \(BoxRenderer.maximumRows) rows (a smaller scale is an error). "
            + "(default: \(formatPoints(BoxRenderer.defaultPointsPerColumn)), or the smallest whole number that fits)",
        absent: { .automatic }
    ) { (text, spec, command) throws(UsageError) -> DrawingScale in
        .requested(try OptionValues.scale(text, for: spec, command: command), text: text)
    }

    /// `--style ascii|unicode` (render only).
    static let style = CommandOption.choice(
        "--style", valueName: "style", help: "Box-drawing characters.",
        absent: BoxStyle.ascii)

    /// `--strict`: warnings fail the run (render only; `check` is always strict).
    static let strict = CommandOption.flag(
        "--strict",
        help: "Treat conflicts, ambiguity and warnings as errors: print them as errors, draw nothing "
            + "and exit with status 1.")

    /// `--format text|json|junit` (test only).
    static let testFormat = CommandOption.choice(
        "--format", valueName: "format",
        help: "Report format: text, a JSON object with one entry per file, or JUnit XML for CI services.",
        absent: TestReportFormat.text)

    /// `--max-errors N`: how many errors are printed before stopping, as clang's
    /// `-ferror-limit`.
    static let maxErrors = CommandOption<DiagnosticLimit>.value(
        "--max-errors", valueName: "count",
        help: "Stop after this many errors, as a compiler does, with a last line 'too many errors "
            + "emitted, stopping now'; 0 prints every error. "
            + "(default: \(DiagnosticLimit.default.count))",
        absent: { .default }
    ) { (text, spec, command) throws(UsageError) -> DiagnosticLimit in
        try OptionValues.errorLimit(text, for: spec, command: command)
    }

    /// `--update`, `-u` (test only).
    static let update = CommandOption.flag(
        "--update", help: "Rewrite the snapshots that differ, record the missing ones and remove obsolete ones.",
        shortName: "-u")

    /// `--record missing|all|failed|never` (test only).
    static let record = CommandOption<SnapshotRecordMode?>.choice(
        "--record", valueName: "mode",
        help: "When to write references: missing (record only where there is none), all (rewrite "
            + "every one), failed (rewrite those that differ), never. Writing fails the run unless "
            + "--update is given.",
        absent: nil, defaultText: SnapshotRecordMode.missing.rawValue)
}
