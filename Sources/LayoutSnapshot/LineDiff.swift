/// One line of text for diffing: its characters and whether a newline ended it (only the
/// last line of a text may lack one).
struct DiffLine: Hashable {
    var text: String
    var endsWithNewline: Bool

    /// The lines of `text`, split at `\n` only (a `\r` stays part of its line, so it shows
    /// in a diff). `"a\nb\n"` is two lines; `"a\nb"` too, the last without a newline; `""`
    /// is none.
    static func lines(of text: String) -> [DiffLine] {
        // Split the scalars, not the characters: "\r\n" is one Character.
        var parts = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
        let endsWithNewline = parts.last == ""
        if endsWithNewline { parts.removeLast() }
        return parts.enumerated().map { index, part in
            DiffLine(text: part, endsWithNewline: index < parts.count - 1 || endsWithNewline)
        }
    }
}

/// One step of an edit script turning the old lines into the new ones. `old` and `new` are
/// positions in each: for a kept line, its index on each side; for a removed line, its old
/// index and the new position it was removed at; for an inserted line, the other way round.
struct LineEdit: Hashable {
    enum Kind: Hashable { case kept, removed, inserted }
    var kind: Kind
    var old: Int
    var new: Int
}

/// A shortest edit script between two lists of lines: Myers' O((N+M)D) algorithm, after
/// taking off the lines the two share at the start and at the end.
///
/// When the lists differ in more than ``maximumEditDistance`` lines the middle is given as
/// removed and then inserted whole — a correct script, if not a minimal one — so memory
/// stays bounded however different the texts are.
enum LineDiff {
    static let maximumEditDistance = 1000

    static func edits(from old: [DiffLine], to new: [DiffLine]) -> [LineEdit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }

        var result = (0..<prefix).map { LineEdit(kind: .kept, old: $0, new: $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle = myers(oldMiddle, newMiddle) ?? replacement(oldMiddle.count, newMiddle.count)
        result += middle.map { LineEdit(kind: $0.kind, old: $0.old + prefix, new: $0.new + prefix) }
        let oldEnd = old.count - suffix
        let newEnd = new.count - suffix
        result += (0..<suffix).map { LineEdit(kind: .kept, old: oldEnd + $0, new: newEnd + $0) }
        return result
    }

    /// Every old line removed, then every new line inserted.
    static func replacement(_ oldCount: Int, _ newCount: Int) -> [LineEdit] {
        (0..<oldCount).map { LineEdit(kind: .removed, old: $0, new: 0) }
            + (0..<newCount).map { LineEdit(kind: .inserted, old: oldCount, new: $0) }
    }

    /// Myers' greedy algorithm; `nil` if the edit distance exceeds the maximum.
    ///
    /// `frontier[k]` is the furthest old index reached on diagonal `k = x - y`; `trace[d]`
    /// keeps the frontier before step `d` for diagonals `-(d-1)...(d-1)`, which is all the
    /// walk back reads.
    static func myers(_ old: [DiffLine], _ new: [DiffLine]) -> [LineEdit]? {
        let n = old.count
        let m = new.count
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(d == 0 ? [] : Array(frontier[(offset - d + 1)...(offset + d - 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                    x = frontier[offset + k + 1]
                } else {
                    x = frontier[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m { return walkBack(trace: trace, distance: d, n: n, m: m) }
            }
        }
        return nil
    }

    /// Rebuilds the script from the saved frontiers, from the end back to the start.
    private static func walkBack(trace: [[Int]], distance: Int, n: Int, m: Int) -> [LineEdit] {
        var edits: [LineEdit] = []
        var x = n
        var y = m
        for d in stride(from: distance, through: 1, by: -1) {
            let saved = trace[d]
            // The frontier of step d - 1 on diagonal k, stored from diagonal -(d-1).
            func reach(_ k: Int) -> Int {
                let index = k + d - 1
                return saved.indices.contains(index) ? saved[index] : 0
            }
            let k = x - y
            let previousK = (k == -d || (k != d && reach(k - 1) < reach(k + 1))) ? k + 1 : k - 1
            let previousX = reach(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(LineEdit(kind: .kept, old: x, new: y))
            }
            if x == previousX {
                y -= 1
                edits.append(LineEdit(kind: .inserted, old: x, new: y))
            } else {
                x -= 1
                edits.append(LineEdit(kind: .removed, old: x, new: y))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            edits.append(LineEdit(kind: .kept, old: x, new: y))
        }
        return edits.reversed()
    }
}
