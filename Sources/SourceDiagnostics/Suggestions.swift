/// Finds the "did you mean" candidate for a misspelt name, by edit distance.
///
/// A candidate is close enough when its edit distance (insertions, deletions, substitutions
/// and swaps of neighbouring characters; a change of case counts as a substitution) is at
/// most about a third of the name's length: `(length + 1) / 3`, so a one-letter name gets no
/// suggestion, and `crad` (one swap) gets `card`. The closest wins; among equals, the first
/// candidate given wins, so suggestions are deterministic.
///
/// The work is bounded so that a large file full of misspellings stays linear: names longer
/// than ``maximumNameLength`` get no suggestion, candidates whose length differs too much are
/// skipped without computing, and once ``budget`` units of work have been spent (one per
/// candidate looked at, plus one per distance-table cell filled), no further suggestions are
/// made.
///
///     var suggester = Suggester()
///     suggester.suggestion(for: "_topButon", among: ["_topGrayView", "_topButton"])  // "_topButton"
package struct Suggester {
    /// Names longer than this get no suggestion.
    static let maximumNameLength = 64
    /// How many units of work are left.
    private(set) var budget: Int

    /// Creates a suggester with a total work budget.
    package init(budget: Int = 1_000_000) {
        self.budget = budget
    }

    /// The closest candidate to `name`, or nil if none is close enough.
    package mutating func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        guard budget > 0, !name.isEmpty, name.utf8.count <= 4 * Self.maximumNameLength else { return nil }
        let target = Array(name)
        guard target.count <= Self.maximumNameLength else { return nil }
        let limit = (target.count + 1) / 3
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            guard budget > 0 else { break }
            budget -= 1 // every candidate looked at costs something, even when skipped
            let other = Array(candidate.prefix(Self.maximumNameLength + 1))
            guard other.count <= Self.maximumNameLength, abs(other.count - target.count) <= limit else { continue }
            let cost = (target.count + 1) * (other.count + 1)
            guard budget >= cost else { break }
            budget -= cost
            let distance = Self.editDistance(target, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between two character arrays: Levenshtein's
    /// insertions, deletions and substitutions, plus swaps of two neighbouring characters
    /// (`widht` is one edit from `width`). Three rows of the table are kept.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
