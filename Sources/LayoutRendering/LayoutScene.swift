import AutoLayout
import SourceDiagnostics
import LayoutFiles

/// A layout file laid out at one or more sizes: the drawings, the frames, and every
/// diagnostic with its location in the file. The views are built once; each further size is
/// a rotation of the same engine (the solver re-solves incrementally).
///
///     let scene = LayoutScene(document: document, sizes: LayoutScene.sizes(for: document.canvasSize, .both))
///     print(TextReport().render(scene.layouts))
public struct LayoutScene {
    /// The document's views and constraints on their engine.
    public let built: BuiltLayout
    /// One layout per size, in the order given.
    public let layouts: [RenderedLayout]
    /// Conflicts, ambiguity and negative sizes found at any of the sizes (each once), sorted
    /// by location.
    public let diagnostics: [Diagnostic]

    /// Builds `document` and lays it out at each size.
    public init(document: LayoutDocument, sizes: [LayoutSize], checkAmbiguity: Bool = true) {
        let built = document.build(size: sizes.first ?? document.canvasSize)
        var layouts: [RenderedLayout] = []
        // Each layout diagnostic with the sizes it was found at, in first-seen order, and
        // where each one is in that list (looked up by key, never iterated).
        var found: [(diagnostic: Diagnostic, labels: [String], lastPosition: Int)] = []
        var foundIndex: [Diagnostic: Int] = [:]
        for (position, size) in sizes.enumerated() {
            // The conflicts found while building belong to the first size, at which the
            // engine was built; each later size starts afresh (broken constraints are retried).
            if position > 0 { built.engine.clearIssues() }
            built.layout(at: size)
            let label = Self.label(for: size)
            layouts.append(RenderedLayout(engine: built.engine, orientation: label, views: built.views))
            let tag = "\(label) \(formatPoints(size.width))x\(formatPoints(size.height))"
            for diagnostic in built.layoutDiagnostics(includingAmbiguity: checkAmbiguity) {
                if let index = foundIndex[diagnostic] {
                    // Once per size, even if the same diagnostic comes twice at one size.
                    guard found[index].lastPosition != position else { continue }
                    found[index].labels.append(tag)
                    found[index].lastPosition = position
                } else {
                    foundIndex[diagnostic] = found.count
                    found.append((diagnostic, [tag], position))
                }
            }
        }
        // Found at every size: said once. Found at some: the message names them.
        var all: [Diagnostic] = []
        for (diagnostic, labels, _) in found {
            var located = diagnostic
            if labels.count < sizes.count { located.message += " (in \(labels.joined(separator: ", ")))" }
            all.append(located)
        }
        self.built = built
        self.layouts = layouts
        diagnostics = Diagnostic.sorted(all)
    }

    /// `portrait` when the width is at most the height, else `landscape`.
    public static func label(for size: LayoutSize) -> String {
        size.width <= size.height ? "portrait" : "landscape"
    }

    /// The sizes for an orientation choice: portrait is the canvas with its shorter side as
    /// the width, landscape the same rotated; `canvas` is the canvas as it is.
    public static func sizes(for canvas: LayoutSize, _ choice: OrientationChoice) -> [LayoutSize] {
        choice.sizes(for: canvas)
    }

    /// The diagnostics in the JSON report's form.
    public func reportDiagnostics(path: String) -> [ReportDiagnostic] {
        Self.reportDiagnostics(diagnostics, path: path)
    }

    /// Diagnostics in the JSON report's form, in the order given: each warning and error,
    /// then its notes, each with its line and column (0 for a whole-file diagnostic). A note
    /// on its own is left out.
    public static func reportDiagnostics(_ diagnostics: [Diagnostic], path: String) -> [ReportDiagnostic] {
        func report(_ diagnostic: Diagnostic, as severity: ReportDiagnostic.Severity) -> ReportDiagnostic {
            let location = diagnostic.location
            return ReportDiagnostic(severity: severity, file: path, line: location?.line ?? 0,
                                    column: location?.column ?? 0, message: diagnostic.message)
        }
        return diagnostics.flatMap { diagnostic -> [ReportDiagnostic] in
            let severity: ReportDiagnostic.Severity
            switch diagnostic.severity {
            case .error: severity = .error
            case .warning: severity = .warning
            case .note: return []
            }
            return [report(diagnostic, as: severity)] + diagnostic.notes.map { report($0, as: .note) }
        }
    }
}
