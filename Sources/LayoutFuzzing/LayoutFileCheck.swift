import AutoLayout
import Foundation
import LayoutFiles
import LayoutPipeline
import LayoutRendering
import SourceDiagnostics

/// What every layout file must give, whatever its bytes: a result or errors located inside
/// the input, never a trap.
///
/// Parsing: every diagnostic (and note) has a message and a range on one line inside the
/// text; diagnostics come sorted; there is a document exactly when there is no error; the
/// rendered text has one `path:line:column:` header per diagnostic and note; a second parse
/// gives the same result. Laying out (``problems(in:path:layingOut:)`` with `layingOut`):
/// the document builds every constraint it holds and lays out in portrait and landscape,
/// every diagnostic of that is
/// inside the text or has no position, every frame is finite, and the text drawing and the
/// JSON report are made (the JSON parses, so no NaN or infinity slipped into it).
public enum LayoutFileCheck {
    /// The problems with one file's text; empty when it passes.
    public static func problems(in source: String, path: String = "fuzz.vfl", layingOut: Bool = false) -> [String] {
        let result = LayoutFileParser.parse(source: source, path: path)
        var problems = parseProblems(result, path: path)
        let again = LayoutFileParser.parse(source: source, path: path)
        if again.diagnostics != result.diagnostics || again.document != result.document {
            problems.append("parsing is not deterministic")
        }
        if layingOut, let document = result.document {
            problems += layoutProblems(document, source: result.source)
        }
        return problems
    }

    /// The problems with bytes read as a file: they decode (a byte-order mark dropped) and
    /// then pass ``problems(in:path:layingOut:)``, or the error names a byte that is there, at
    /// a line and column inside the text as far as it decodes.
    public static func problems(inBytes bytes: [UInt8], path: String = "fuzz.vfl") -> [String] {
        do {
            let text = try LayoutFile.decode(bytes, path: path)
            if text.utf8.count > bytes.count { return ["decoding made \(text.utf8.count) bytes out of \(bytes.count)"] }
            return problems(in: text, path: path)
        } catch {
            guard case .invalidUTF8(_, let byte, let offset, let location) = error else {
                return ["unexpected error \(error)"]
            }
            var problems: [String] = []
            if !(offset >= 0 && offset < bytes.count && bytes[offset] == byte) {
                problems.append("bad byte \(byte) at \(offset)")
            }
            let lossy = SourceText(String(decoding: bytes, as: UTF8.self))
            if !lossy.contains(location) { problems.append("invalid UTF-8 reported at \(location), outside the text") }
            return problems
        }
    }

    static func parseProblems(_ result: LayoutParseResult, path: String) -> [String] {
        var problems: [String] = []
        func check(_ diagnostic: Diagnostic) {
            if diagnostic.message.isEmpty { problems.append("empty message") }
            guard let range = diagnostic.range else { return problems.append("no location: \(diagnostic.message)") }
            if !result.source.contains(range) {
                problems.append("outside the input at \(range): \(diagnostic.message)")
            }
            if range.start.line != range.end.line { problems.append("spans lines at \(range)") }
            diagnostic.notes.forEach(check)
        }
        result.diagnostics.forEach(check)
        if result.diagnostics.map(\.location) != Diagnostic.sorted(result.diagnostics.elements).map(\.location) {
            problems.append("diagnostics not sorted")
        }
        if (result.document == nil) != result.hasErrors { problems.append("document and errors disagree") }
        if let document = result.document {
            let ranges = document.views.flatMap { [$0.name.range, $0.range] } + document.statements.map(\.range)
            for range in ranges where !result.source.contains(range) {
                problems.append("document range outside: \(range)")
            }
        }
        let rendered = result.renderedDiagnostics()
        let headers = rendered.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.count
        let expected = result.diagnostics.reduce(0) { $0 + 1 + $1.notes.count }
        if headers != expected { problems.append("rendered \(headers) headers for \(expected) diagnostics") }
        return problems
    }

    /// Builds and lays out a document in both orientations and draws it.
    static func layoutProblems(_ document: LayoutDocument, source: SourceText) -> [String] {
        var problems: [String] = []
        let scene = LayoutScene(document: document, sizes: OrientationChoice.both.sizes(for: document.canvasSize))
        func check(_ diagnostic: Diagnostic) {
            if diagnostic.message.isEmpty { problems.append("empty layout message") }
            if let range = diagnostic.range, !source.contains(range) {
                problems.append("layout diagnostic outside the input at \(range): \(diagnostic.message)")
            }
            diagnostic.notes.forEach(check)
        }
        scene.diagnostics.forEach(check)
        // The parser made every constraint on stand-ins: building must make each of them.
        let written = document.statements.reduce(0) { count, statement in
            if case .visualFormat(let line) = statement { return count + line.constraints.count }
            return count + 1
        }
        let built = scene.built.engine.activeConstraints.filter { $0.kind == .explicit }.count
        if built != written { problems.append("built \(built) of the document's \(written) constraints") }
        for layout in scene.layouts {
            for box in layout.views where !(box.frame.isFinite && box.rootFrame.isFinite) {
                problems.append("\(layout.orientation): \(box.name) has a frame that is not finite: \(box.frame)")
            }
        }
        _ = TextReport(renderer: BoxRenderer(style: .unicode)).render(scene.layouts)
        let json = JSONReport(
            file: document.path, layouts: scene.layouts,
            diagnostics: scene.reportDiagnostics(path: document.path)
        ).render()
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
            problems.append("the JSON report does not parse")
        }
        return problems
    }
}

extension LayoutRect {
    /// True when every side is a finite number.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
