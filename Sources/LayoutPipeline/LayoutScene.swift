import AutoLayout
import LayoutFiles
import LayoutRendering
import SourceDiagnostics

/// A layout file laid out at one or more sizes: the drawings, the frames, and every
/// diagnostic with its location in the file. The views are built once; each further size is
/// a rotation of the same engine (the solver re-solves incrementally).
///
///     let scene = LayoutScene(document: document, sizes: LayoutSizes.fileCanvas.sizes(for: document))
///     print(TextReport().render(scene.layouts))
public struct LayoutScene {
    /// The document's views and constraints on their engine.
    public let built: BuiltLayout
    /// One layout per size, in the order given.
    public let layouts: [RenderedLayout]
    /// Conflicts, ambiguity and negative sizes found at any of the sizes (each once), sorted
    /// by location.
    public let diagnostics: DiagnosticList

    /// Builds `document` and lays it out at each size, on the screen `screen` gives for it
    /// (by default the file's: `LayoutDocument.screen(at:)`).
    public init(
        document: LayoutDocument, sizes: [LayoutSize],
        screen: ((LayoutSize) -> ScreenTraits)? = nil, checkAmbiguity: Bool = true
    ) {
        let built = document.build(size: sizes.first ?? document.canvasSize)
        var layouts: [RenderedLayout] = []
        var found = DiagnosticsAtSizes()
        for (position, size) in sizes.enumerated() {
            // The conflicts found while building belong to the first size, at which the
            // engine was built; each later size starts afresh (broken constraints are retried).
            if position > 0 { built.engine.clearIssues() }
            built.layout(at: size, on: screen?(size) ?? document.screen(at: size))
            let label = LayoutSizes.label(for: size)
            layouts.append(
                RenderedLayout(engine: built.engine, orientation: label, views: built.views, guides: built.guides)
                    .withContent(of: document.views))
            found.add(
                built.layoutDiagnostics(includingAmbiguity: checkAmbiguity), at: position, tag: "\(label) \(size)")
        }
        self.built = built
        self.layouts = layouts
        diagnostics = DiagnosticList(sorting: found.merged(sizeCount: sizes.count))
    }
}

/// Diagnostics found at several sizes, each kept once, with the sizes it was found at.
struct DiagnosticsAtSizes {
    /// Each diagnostic with the tags of the sizes it was found at, in first-seen order.
    private var found: [(diagnostic: Diagnostic, tags: [String], lastPosition: Int)] = []
    /// Where each one is in `found` (looked up by key, never iterated).
    private var index: [Diagnostic: Int] = [:]

    /// Adds what was found at the size at `position`, tagged `portrait 320x568`.
    mutating func add(_ diagnostics: [Diagnostic], at position: Int, tag: String) {
        for diagnostic in diagnostics {
            if let known = index[diagnostic] {
                // Once per size, even if the same diagnostic comes twice at one size.
                guard found[known].lastPosition != position else { continue }
                found[known].tags.append(tag)
                found[known].lastPosition = position
            } else {
                index[diagnostic] = found.count
                found.append((diagnostic, [tag], position))
            }
        }
    }

    /// Each diagnostic once: as it is when found at every one of `sizeCount` sizes, else with
    /// the sizes it was found at: `(in landscape 568x320)`.
    func merged(sizeCount: Int) -> [Diagnostic] {
        found.map { diagnostic, tags, _ in
            var located = diagnostic
            if tags.count < sizeCount { located.message += " (in \(tags.joined(separator: ", ")))" }
            return located
        }
    }
}
