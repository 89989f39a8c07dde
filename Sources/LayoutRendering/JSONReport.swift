import AutoLayout

/// The `json` report: the file, every layout's views and frames, and the diagnostics.
///
/// Keys come in a fixed order, views in declaration order without the root view (its size
/// is `size`), frames in superview coordinates, numbers as the text report prints them
/// (`20`, `23.2`, never `20.0` or `-0`; NaN and infinities, which JSON cannot spell, as
/// `null`). The output is indented two spaces per level with one view or diagnostic per line:
///
///     {
///       "file": "seed.vfl",
///       "layouts": [
///         {
///           "orientation": "portrait",
///           "size": {"width": 320, "height": 568},
///           "views": [
///             {"name": "_topGrayView", "superview": "root", "frame": {"x": 20, "y": 20, "width": 280, "height": 100}}
///           ]
///         }
///       ],
///       "diagnostics": [
///         {"severity": "warning", "file": "seed.vfl", "line": 3, "column": 1, "message": "..."}
///       ]
///     }
///
/// A diagnostic's notes follow it as entries of their own, with severity `note` (for a broken
/// constraint, each constraint in conflict).
///
/// A layout that uses safe areas or layout margins has `"safeArea"` (the root's, a frame)
/// after `"size"`; one with layout guides has `"guides"` after `"views"`, each guide with its
/// owning view as `"superview"` and its `layoutFrame` as `"frame"`. A hidden view has
/// `"hidden": true` after its frame; a view whose text takes more than one line has `"lines"`
/// last, the lines as shown (a label wrapped at its width).
public struct JSONReport: Sendable, Hashable {
    /// The layout file the report is about.
    public var file: String
    /// The layouts, in the order they are reported.
    public var layouts: [RenderedLayout]
    /// Warnings and errors, in the order they are reported.
    public var diagnostics: [ReportDiagnostic]

    /// Creates a report for a file's layouts and diagnostics.
    public init(file: String, layouts: [RenderedLayout], diagnostics: [ReportDiagnostic] = []) {
        self.file = file
        self.layouts = layouts
        self.diagnostics = diagnostics
    }

    /// The report as JSON text, ending without a newline.
    public func render() -> String {
        var lines = ["{", "  \"file\": \(JSONText.string(file)),"]
        lines += array(key: "layouts", items: layouts.map(layoutLines), comma: true)
        lines += array(key: "diagnostics", items: diagnostics.map { [diagnosticObject($0)] }, comma: false)
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `  "key": [` ... `  ]` with each item's lines indented under it, or `"key": []`.
    private func array(key: String, items: [[String]], comma: Bool) -> [String] {
        let end = comma ? "," : ""
        guard !items.isEmpty else { return ["  \(JSONText.string(key)): []" + end] }
        var lines = ["  \(JSONText.string(key)): ["]
        for (index, item) in items.enumerated() {
            var itemLines = item.map { "    " + $0 }
            if index < items.count - 1, let last = itemLines.popLast() { itemLines.append(last + ",") }
            lines += itemLines
        }
        lines.append("  ]" + end)
        return lines
    }

    /// A layout's object: its orientation, size, safe area (for a layout that uses one),
    /// views and guides (when it has any).
    private func layoutLines(_ layout: RenderedLayout) -> [String] {
        var lines = [
            "{",
            "  \"orientation\": \(JSONText.string(layout.orientation)),",
            "  \"size\": {\"width\": \(JSONReport.number(layout.width)), \"height\": \(JSONReport.number(layout.height))},"
        ]
        if let safeArea = layout.safeArea { lines.append("  \"safeArea\": \(JSONReport.rectangle(safeArea)),") }
        let guides = layout.guides.map(viewObject)
        lines += list("views", layout.subviews.map(viewObject), last: guides.isEmpty)
        if !guides.isEmpty { lines += list("guides", guides, last: true) }
        lines.append("}")
        return lines
    }

    /// `  "key": [` and one object per line, or `  "key": []`, with a comma unless `last`.
    private func list(_ key: String, _ objects: [String], last: Bool) -> [String] {
        let end = last ? "" : ","
        guard !objects.isEmpty else { return ["  \(JSONText.string(key)): []" + end] }
        var lines = ["  \(JSONText.string(key)): ["]
        for (index, object) in objects.enumerated() {
            lines.append("    " + object + (index < objects.count - 1 ? "," : ""))
        }
        lines.append("  ]" + end)
        return lines
    }

    /// `{"x": 0, "y": 59, "width": 393, "height": 759}`.
    static func rectangle(_ frame: LayoutRect) -> String {
        "{\"x\": \(number(frame.x)), \"y\": \(number(frame.y)), \"width\": \(number(frame.width)), \"height\": \(number(frame.height))}"
    }

    private func viewObject(_ view: LayoutBox) -> String {
        "{\"name\": \(JSONText.string(view.name)), "
            + "\"superview\": \(JSONText.string(view.superview ?? LayoutBox.rootName)), "
            + "\"frame\": \(JSONReport.rectangle(view.frame))" + (view.isHidden ? ", \"hidden\": true" : "")
            + (view.shownTextLines.isEmpty
                ? "" : ", \"lines\": [\(view.shownTextLines.map(JSONText.string).joined(separator: ", "))]")
            + "}"
    }

    private func diagnosticObject(_ diagnostic: ReportDiagnostic) -> String {
        "{\"severity\": \(JSONText.string(diagnostic.severity.rawValue)), "
            + "\"file\": \(JSONText.string(diagnostic.file)), "
            + "\"line\": \(diagnostic.line), \"column\": \(diagnostic.column), "
            + "\"message\": \(JSONText.string(diagnostic.message))}"
    }

    /// A number as the reports write it (`20`, `23.2`, `1e16`: ``formatPoints(_:)``), or
    /// `null` when it is not finite, which JSON cannot write.
    static func number(_ value: Double) -> String {
        value.isFinite ? formatPoints(value) : "null"
    }
}

/// JSON text written by hand, so the module needs no Foundation: string literals, and
/// objects and arrays laid out as the reports lay them out (one member or item per line,
/// two spaces of indentation per level).
///
///     JSONText.object([("file", JSONText.string("a.vfl")), ("passed", "1")])
///     // {
///     //   "file": "a.vfl",
///     //   "passed": 1
///     // }
public enum JSONText {
    /// `text` as a quoted JSON string: `"` and `\` escaped, control characters as `\n`, `\t`
    /// and the like or `\u00XX`; everything else, non-ASCII included, passes through as is.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}": result += "\\u" + hex4(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// An object of members whose values are JSON text already (they may span lines: each
    /// further line is indented with the member).
    public static func object(_ members: [(key: String, value: String)]) -> String {
        guard !members.isEmpty else { return "{}" }
        let lines = members.enumerated().map { index, member in
            indented(string(member.key) + ": " + member.value) + (index < members.count - 1 ? "," : "")
        }
        return "{\n" + lines.joined(separator: "\n") + "\n}"
    }

    /// An array of JSON texts, one item per line (an item spanning lines is indented whole).
    public static func array(_ items: [String]) -> String {
        guard !items.isEmpty else { return "[]" }
        let lines = items.enumerated().map { index, item in indented(item) + (index < items.count - 1 ? "," : "") }
        return "[\n" + lines.joined(separator: "\n") + "\n]"
    }

    /// Every line of `text` after two spaces.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// Four lowercase hexadecimal digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return (0..<4).reversed().map { String(digits[Int((value >> (UInt32($0) * 4)) & 0xF)]) }.joined()
    }
}
