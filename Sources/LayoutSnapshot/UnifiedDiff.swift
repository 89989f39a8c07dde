/// A line diff in the unified format of `diff -u` and `git diff`, for failure messages.
///
///     --- reference
///     +++ actual
///     @@ -11,7 +11,7 @@
///      | +----------------------------------+  |
///      | |_bottomGrayView                   |  |
///     -| |       +-----+                    |  |
///     -| |       |_bott|                    |  |
///     +| |        +-----+                   |  |
///     +| |        |_bott|                   |  |
///
/// - Each hunk starts `@@ -START,COUNT +START,COUNT @@`; START is 1-based, or for an empty
///   side the number of the line before the hunk. COUNT is always written.
/// - Lines are prefixed `-` (only in the reference), `+` (only in the actual text) or a
///   space (in both); ``context`` unchanged lines surround each change, and changes closer
///   than twice that share a hunk.
/// - An empty unchanged line is printed empty, without the space, so no output line ends in
///   whitespace (as `diff --suppress-blank-empty`).
/// - Invisible characters are made visible (see ``VisibleText``); a last line without a
///   newline is followed by `\ No newline at end of file`.
struct UnifiedDiff {
    /// Unchanged lines shown around each change.
    var context = 3
    /// The names on the `---` and `+++` lines.
    var oldLabel = "reference"
    var newLabel = "actual"

    /// The diff's lines, or none if the texts are equal.
    func lines(from oldText: String, to newText: String) -> [String] {
        let old = DiffLine.lines(of: oldText)
        let new = DiffLine.lines(of: newText)
        let edits = LineDiff.edits(from: old, to: new)
        let hunks = hunkRanges(edits)
        guard !hunks.isEmpty else { return [] }
        var output = ["--- " + oldLabel, "+++ " + newLabel]
        for range in hunks {
            let slice = edits[range]
            output.append(header(slice))
            for edit in slice {
                switch edit.kind {
                case .kept: output += printed(" ", line(old, edit.old))
                case .removed: output += printed("-", line(old, edit.old))
                case .inserted: output += printed("+", line(new, edit.new))
                }
            }
        }
        return output
    }

    /// Ranges of `edits` forming hunks: each change with `context` edits either side, merged
    /// when they touch or overlap.
    func hunkRanges(_ edits: [LineEdit]) -> [Range<Int>] {
        let width = max(context, 0)
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() where edit.kind != .kept {
            let lower = max(index - width, 0)
            let upper = min(index + width + 1, edits.count)
            if let last = ranges.last, lower <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(upper, last.upperBound)
            } else {
                ranges.append(lower..<upper)
            }
        }
        return ranges
    }

    /// `@@ -a,b +c,d @@` for the edits of one hunk.
    func header(_ slice: ArraySlice<LineEdit>) -> String {
        let oldCount = slice.filter { $0.kind != .inserted }.count
        let newCount = slice.filter { $0.kind != .removed }.count
        let oldStart = slice.first.map { $0.old + (oldCount > 0 ? 1 : 0) } ?? 0
        let newStart = slice.first.map { $0.new + (newCount > 0 ? 1 : 0) } ?? 0
        return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
    }

    private func line(_ lines: [DiffLine], _ index: Int) -> DiffLine {
        lines.indices.contains(index) ? lines[index] : DiffLine(text: "", endsWithNewline: true)
    }

    private func printed(_ prefix: String, _ line: DiffLine) -> [String] {
        let text = VisibleText.line(line.text)
        var result = [prefix == " " && text.isEmpty ? "" : prefix + text]
        if !line.endsWithNewline { result.append("\\ No newline at end of file") }
        return result
    }
}
