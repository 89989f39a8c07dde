// Union-find: which elements a relation joins into groups (the blocks of a basis, the steps
// that share blockers).

/// Disjoint sets over the elements `0..<count`, with path halving. The root of a set is always
/// its lowest element, so what a caller builds from the roots does not depend on the order of
/// the unions.
struct DisjointSets {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    /// The lowest element of `element`'s set.
    mutating func root(_ element: Int) -> Int {
        var element = element
        while parent[element] != element {
            parent[element] = parent[parent[element]]
            element = parent[element]
        }
        return element
    }

    /// Makes one set of the sets of `a` and `b`.
    mutating func union(_ a: Int, _ b: Int) {
        let ra = root(a), rb = root(b)
        if ra != rb { parent[Swift.max(ra, rb)] = Swift.min(ra, rb) }
    }
}
