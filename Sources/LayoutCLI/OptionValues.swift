import AutoLayout
import LayoutFiles
import SourceDiagnostics

/// The report formats: the drawing and frames as text, or the JSON report.
enum OutputFormat: String, Sendable, CaseIterable {
    case text, json
}

/// `layout render`'s formats: the text drawing and the JSON report, an SVG picture at true
/// scale or a self-contained HTML page.
enum RenderFormat: String, Sendable, CaseIterable {
    case text, json, svg, html
}

/// Reads option values, with a usage error naming the option when a value is wrong.
///
/// Numbers are read as the layout file reads them (`8`, `0.5`, `.5`; no signs, exponents,
/// `nan` or `inf`), so `--scale 1e308` and `--size -5x10` are rejected before any arithmetic.
enum OptionValues {
    /// The largest `--scale`, in points per column: a whole canvas side in one column.
    static let maximumScale: Double = LayoutFileLimits.maximumCanvasSide

    /// `375x667` (`X` and `×` work too): each side more than 0 and at most the canvas limit.
    static func size(_ text: String, for option: OptionSpec, command: CommandSpec) throws(UsageError) -> LayoutSize {
        let sides = text.split(maxSplits: 1, omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        let limit = LayoutFileLimits.maximumCanvasSide
        guard sides.count == 2,
            let width = LayoutFileSyntax.number(String(sides[0])), width > 0, width <= limit,
            let height = LayoutFileSyntax.number(String(sides[1])), height > 0, height <= limit
        else {
            throw invalid(
                text, for: option, command: command,
                "; expected WIDTHxHEIGHT in points, each side more than 0 and at most \(formatPoints(limit)), like 375x667"
            )
        }
        return LayoutSize(width: width, height: height)
    }

    /// Points per character column: more than 0 and at most ``maximumScale``.
    static func scale(_ text: String, for option: OptionSpec, command: CommandSpec) throws(UsageError) -> Double {
        guard let value = LayoutFileSyntax.number(text), value > 0, value <= maximumScale else {
            throw invalid(
                text, for: option, command: command,
                "; expected points per column, more than 0 and at most \(formatPoints(maximumScale)), like 8 or 4.5")
        }
        return value
    }

    /// An error limit: a whole number from 0 (no limit) up.
    static func errorLimit(_ text: String, for option: OptionSpec, command: CommandSpec) throws(UsageError)
        -> DiagnosticLimit
    {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw invalid(
                text, for: option, command: command, "; expected a whole number of errors, like 20, or 0 for no limit")
        }
        // More errors than a file can hold lines is no limit at all.
        return DiagnosticLimit(errors: Int(text) ?? 0)
    }

    /// A device preset by name or alias, in any case.
    static func device(_ text: String, for option: OptionSpec, command: CommandSpec) throws(UsageError) -> DevicePreset
    {
        if let preset = DevicePreset.named(text) { return preset }
        let names = DevicePreset.all.map(\.name)
        if let suggestion = DevicePreset.suggestion(for: text) {
            throw invalid(text, for: option, command: command, "; did you mean \(suggestion)?")
        }
        throw invalid(text, for: option, command: command, "; expected a device: " + names.joined(separator: ", "))
    }

    /// One of an enumeration's raw values, exactly as spelled in the help.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String, for option: OptionSpec, command: CommandSpec
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        if let value = Choice(rawValue: text) { return value }
        let names = Choice.allCases.map(\.rawValue)
        throw invalid(
            text, for: option, command: command,
            UsageError.suggestion(for: text, among: names, otherwise: "; expected " + list(names)))
    }

    /// `invalid value 'x' for '--size <size>'` followed by `reason` (`; expected ...`).
    private static func invalid(
        _ text: String, for option: OptionSpec, command: CommandSpec,
        _ reason: String
    ) -> UsageError {
        UsageError(
            "invalid value \(UsageError.quoted(text)) for \(UsageError.quoted(option.label))" + reason,
            command: command)
    }

    /// `a, b or c`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
