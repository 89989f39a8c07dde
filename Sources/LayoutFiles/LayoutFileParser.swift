import AutoLayout
import SourceDiagnostics

/// Parses the text of a `.vfl` layout file into a ``LayoutDocument``, collecting every
/// diagnostic instead of stopping at the first.
///
///     let result = LayoutFileParser.parse(source: text, path: "Layouts/seed.vfl")
///     if let document = result.document {
///         // lower document.views and document.statements onto engine views
///     } else {
///         print(result.renderedDiagnostics(), terminator: "")
///     }
///
/// The file format is described in <doc:FileFormat> (`Sources/LayoutFiles/LayoutFiles.docc/FileFormat.md`);
/// in short, one statement per line:
///
///     file      := line*
///     line      := statement? comment?          (statements never span lines)
///     comment   := '#' (any character)*         ('#' inside a quoted title is text)
///     statement := canvas | spacing | direction | metrics | view | vfl-line | equation
///
/// Errors are reported up to a `DiagnosticLimit` (20 by default, as clang): the first ones
/// by location, then the parser stops looking (``LayoutParseResult/stoppedAtLimit``).
///
/// - Complexity: linear in the length of the source, whatever its shape (a million
///   characters on one line or a hundred thousand lines).
public enum LayoutFileParser {
    /// Parses `source`, a file's text; `path` is used in the document and in diagnostics.
    /// At most `limit` errors are reported. `textModel` measures the text of a file that has
    /// no `text` statement (default: the iOS 7 cells, which the files written so far expect).
    public static func parse(
        source: String, path: String, limit: DiagnosticLimit = .default, textModel: TextModel = .iOS7Cells
    ) -> LayoutParseResult {
        parse(SourceText(source), path: path, limit: limit, textModel: textModel)
    }

    /// Parses a text already split into lines.
    static func parse(
        _ text: SourceText, path: String, limit: DiagnosticLimit, textModel: TextModel = .iOS7Cells
    ) -> LayoutParseResult {
        var parser = FileParser(path: path, limit: limit)
        parser.defaultTextModel = textModel
        let document = parser.parse(text)
        return LayoutParseResult(
            path: path, source: text, document: document,
            diagnostics: parser.diagnostics.diagnostics,
            stoppedAtLimit: parser.diagnostics.reachedLimit)
    }
}

/// What parsing a layout file gives: the document when there was no error, and every
/// diagnostic, sorted by location.
public struct LayoutParseResult: Sendable {
    /// The path of the file, as given.
    public var path: String
    /// The text, split into lines, for rendering diagnostics.
    public var source: SourceText
    /// The document, or nil when any diagnostic is an error. Warnings do not stop it.
    public var document: LayoutDocument?
    /// Errors, warnings and their notes, in report order (sorted by location once, as the
    /// parser collected them).
    public var diagnostics: DiagnosticList
    /// True when more errors were found than the limit the file was parsed with: then
    /// ``diagnostics`` holds the first ones, and nothing after the last of them.
    public var stoppedAtLimit: Bool

    /// Creates a result: the parser's, or a read error's (one diagnostic).
    package init(
        path: String, source: SourceText, document: LayoutDocument?, diagnostics: DiagnosticList,
        stoppedAtLimit: Bool = false
    ) {
        self.path = path
        self.source = source
        self.document = document
        self.diagnostics = diagnostics
        self.stoppedAtLimit = stoppedAtLimit
    }

    /// The result of a file that could not be read (or decoded): one diagnostic, no document.
    package static func readFailure(path: String, source: SourceText = SourceText(""), _ diagnostic: Diagnostic)
        -> LayoutParseResult
    {
        LayoutParseResult(
            path: path, source: source, document: nil, diagnostics: DiagnosticList(inReportOrder: [diagnostic]))
    }

    /// True when some diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The diagnostics as text, as `DiagnosticRenderer` renders them, ending with
    /// `PATH: error: too many errors emitted, stopping now` when the parse stopped at its limit.
    public func renderedDiagnostics() -> String {
        DiagnosticRenderer(path: path, source: source).render(diagnostics, limit: .unlimited, stopped: stoppedAtLimit)
    }
}
