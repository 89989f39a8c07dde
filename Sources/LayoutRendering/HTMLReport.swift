import AutoLayout

/// The `html` report: one self-contained page with the picture of every layout
/// (``SVGRenderer``), the table of frames, the diagnostics with their source lines and the
/// source itself, and a small inline script that needs no network.
///
/// Hovering over a view, in the picture or in the table, highlights it in every layout;
/// clicking it selects it: the panel under the picture then shows its superview, its frame in
/// each layout (in its superview's and in the root's coordinates) and the constraints that
/// place it, each with a link to its line in the source. A page opened with `#view=NAME`
/// starts with that view selected. Without the script the page still shows everything but
/// the selection.
///
/// The page is well-formed XML (XHTML syntax: every element closed, every text escaped, the
/// script and style sheet free of `<` and `&`), with no external resource, and the same bytes
/// for the same input on every run.
///
///     let page = HTMLReport(file: "seed.vfl", layouts: layouts, diagnostics: [],
///                           source: lines, constraints: ["_topButton": placing]).render()
public struct HTMLReport: Sendable, Hashable {
    /// The layout file the page is about, as its title and in each location.
    public var file: String
    /// The layouts, drawn side by side.
    public var layouts: [RenderedLayout]
    /// Warnings and errors, each followed by its notes, as ``JSONReport`` lists them.
    public var diagnostics: [ReportDiagnostic]
    /// The file's lines, which the diagnostics and the constraints point into; may be empty.
    public var source: [String]
    /// For each view, by name, the constraints that place it. Only looked up, so its order
    /// cannot reach the page.
    public var constraints: [String: [PlacingConstraint]]

    /// Creates a page.
    public init(
        file: String, layouts: [RenderedLayout], diagnostics: [ReportDiagnostic] = [], source: [String] = [],
        constraints: [String: [PlacingConstraint]] = [:]
    ) {
        self.file = file
        self.layouts = layouts
        self.diagnostics = diagnostics
        self.source = source
        self.constraints = constraints
    }

    /// The page, lines separated by `\n`, no final newline.
    public func render() -> String {
        var lines = [
            "<!DOCTYPE html>",
            "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<title>\(XMLText.escaped(file))</title>",
            "<style>"
        ]
        lines += HTMLPageAssets.styleSheet
        lines += ["</style>", "</head>", "<body>", "<h1>\(XMLText.escaped(file))</h1>"]
        lines.append(
            "<p class=\"hint\">Hover over a view to highlight it; click it, in the picture or in the table, to see "
                + "its frames and the constraints that place it.</p>")
        lines.append("<div class=\"picture\">")
        lines += SVGRenderer().lines(for: layouts, title: file)
        lines.append("</div>")
        lines.append("<section id=\"selection\"><p class=\"empty\">No view selected.</p></section>")
        lines += HTMLViewDetails(file: file, layouts: layouts, constraints: constraints).elements()
        lines += HTMLFrameTable(layouts: layouts).elements()
        lines += HTMLSourceSections(file: file, diagnostics: diagnostics, source: source).elements()
        lines += ["<script>"] + HTMLPageAssets.script + ["</script>", "</body>", "</html>"]
        return lines.joined(separator: "\n")
    }
}
