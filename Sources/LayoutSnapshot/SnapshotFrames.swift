import Foundation

/// The frames a snapshot text lists, read back from the text, one section per size.
///
/// Reading follows ``SnapshotFormat``: a section starts with a header line (`portrait
/// 320x568`: two words, the second `WIDTHxHEIGHT`) at the top or after a blank line; its
/// drawing runs to the next blank line; after that, every line of the form `NAME in
/// SUPERVIEW (x, y, width, height)` is a frame. Trailing whitespace is ignored (the line
/// diff shows it) and anything else is skipped, so a hand-edited reference still reads as
/// far as it makes sense.
struct SnapshotFrames: Hashable {
    struct View: Hashable {
        var name: String
        var superview: String
        /// As printed: `(20, 35, 46, 30)`.
        var frame: String
    }

    struct Section: Hashable {
        var header: String
        var views: [View]
    }

    var sections: [Section]

    init(sections: [Section]) {
        self.sections = sections
    }

    init(text: String) {
        var sections: [Section] = []
        var inDrawing = false
        var previousWasBlank = true
        for line in DiffLine.lines(of: text).map({ SnapshotFormat.trimmingTrailingWhitespace($0.text) }) {
            defer { previousWasBlank = line.isEmpty }
            if line.isEmpty {
                inDrawing = false
            } else if previousWasBlank, Self.isHeader(line) {
                sections.append(Section(header: line, views: []))
                inDrawing = true
            } else if !inDrawing, !sections.isEmpty, let view = Self.view(in: line) {
                sections[sections.count - 1].views.append(view)
            }
        }
        self.sections = sections
    }

    /// `portrait 320x568`: a word, a space, and a size.
    static func isHeader(_ line: String) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 2, let label = words.first, let size = words.last, !label.isEmpty else { return false }
        let sides = size.split(separator: "x", omittingEmptySubsequences: false)
        return sides.count == 2 && sides.allSatisfy { !$0.isEmpty && !$0.contains(where: \.isWhitespace) }
    }

    /// `_topButton in _topGrayView (20, 35, 46, 30)`, split at the last ` (` and the last
    /// ` in ` before it.
    static func view(in line: String) -> View? {
        guard line.hasSuffix(")"), let open = line.range(of: " (", options: .backwards) else { return nil }
        let frame = String(line[line.index(after: open.lowerBound)...])
        guard frame.dropFirst().dropLast().components(separatedBy: ", ").count == 4 else { return nil }
        let names = line[..<open.lowerBound]
        guard let separator = names.range(of: " in ", options: .backwards) else { return nil }
        return View(
            name: String(names[..<separator.lowerBound]),
            superview: String(names[separator.upperBound...]), frame: frame)
    }
}
