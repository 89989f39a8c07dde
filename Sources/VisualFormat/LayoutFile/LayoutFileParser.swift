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
/// The file format is described in `vfl-file-format.md`; in short, one statement per line:
///
///     file      := line*
///     line      := statement? comment?          (statements never span lines)
///     comment   := '#' (any character)*         ('#' inside a quoted title is text)
///     statement := canvas | spacing | direction | metrics | view | vfl-line | equation
///
/// - Complexity: linear in the length of the source, whatever its shape (a million
///   characters on one line or a hundred thousand lines).
public enum LayoutFileParser {
    /// Parses `source`, a file's text; `path` is used in the document and in diagnostics.
    public static func parse(source: String, path: String) -> LayoutParseResult {
        let text = SourceText(source)
        var parser = FileParser(path: path)
        let document = parser.parse(text)
        return LayoutParseResult(path: path, source: text, document: document,
                                 diagnostics: Diagnostic.sorted(parser.diagnostics))
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
    /// Errors, warnings and their notes, sorted by location.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(path: String, source: SourceText, document: LayoutDocument?, diagnostics: [Diagnostic]) {
        self.path = path
        self.source = source
        self.document = document
        self.diagnostics = diagnostics
    }

    /// True when some diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The diagnostics as text, as ``DiagnosticRenderer`` renders them.
    public func renderedDiagnostics() -> String {
        DiagnosticRenderer(path: path, source: source).render(diagnostics)
    }
}
