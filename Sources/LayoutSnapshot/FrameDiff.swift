/// The frames that differ between a reference and the actual snapshot, view by view, so a
/// failure says which view moved and by how much without reading the drawing.
///
///     Frames that changed (reference -> actual):
///       portrait 320x568
///         _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)
///         added _badge in _topButton (40, -4, 10, 10)
///       landscape 568x320
///         _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)
///         removed _spacer in root (0, 0, 8, 320)
///
/// - Sections are paired in order (the first size of the reference with the first of the
///   actual text); a section whose header changed reads `portrait 320x568 -> portrait
///   375x667`, and a section on one side only reads `landscape 568x320: only in the
///   reference` (or `only in the actual snapshot`).
/// - Views are paired by name (the second view named `a` with the second named `a`); a
///   view whose superview changed reads `_a: (0, 0, 10, 10) in root -> (0, 0, 10, 10) in _b`.
/// - Changed and added views come in the actual order, removed ones after them.
/// - With no change in any frame there are no lines.
enum FrameDiff {
    static let title = "Frames that changed (reference -> actual):"

    static func lines(from reference: SnapshotFrames, to actual: SnapshotFrames) -> [String] {
        var output: [String] = []
        let count = max(reference.sections.count, actual.sections.count)
        for index in 0..<count {
            let old = reference.sections.indices.contains(index) ? reference.sections[index] : nil
            let new = actual.sections.indices.contains(index) ? actual.sections[index] : nil
            output += section(old, new)
        }
        return output.isEmpty ? [] : [title] + output.map(VisibleText.line)
    }

    static func section(_ old: SnapshotFrames.Section?, _ new: SnapshotFrames.Section?) -> [String] {
        guard let old, let new else {
            if let old { return ["  " + old.header + ": only in the reference"] }
            if let new { return ["  " + new.header + ": only in the actual snapshot"] }
            return []
        }
        let changes = views(old.views, new.views)
        let headerChanged = old.header != new.header
        guard !changes.isEmpty || headerChanged else { return [] }
        let header = headerChanged ? old.header + " -> " + new.header : new.header
        return ["  " + header] + changes.map { "    " + $0 }
    }

    static func views(_ old: [SnapshotFrames.View], _ new: [SnapshotFrames.View]) -> [String] {
        var unmatched = old.indices.map { _ in true }
        var waiting: [String: ArraySlice<Int>] = [:]
        for (index, view) in old.enumerated() { waiting[view.name, default: []].append(index) }
        var lines: [String] = []
        for view in new {
            guard let index = waiting[view.name]?.popFirst() else {
                lines.append("added " + describe(view))
                continue
            }
            unmatched[index] = false
            let before = old[index]
            if before.superview != view.superview {
                lines.append(
                    "\(view.name): \(before.frame) in \(before.superview) -> \(view.frame) in \(view.superview)")
            } else if before.frame != view.frame {
                lines.append("\(view.name): \(before.frame) -> \(view.frame)")
            }
        }
        for index in old.indices where unmatched[index] {
            lines.append("removed " + describe(old[index]))
        }
        return lines
    }

    static func describe(_ view: SnapshotFrames.View) -> String {
        "\(view.name) in \(view.superview) \(view.frame)"
    }
}
