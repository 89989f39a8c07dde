@testable import Cassowary
import Testing

@Suite struct DisjointSetsTests {
    @Test func unionsJoinSetsAndTheLowestElementIsTheRoot() {
        var sets = DisjointSets(count: 8)
        sets.union(5, 3)
        sets.union(7, 5)
        sets.union(6, 1)
        #expect((0..<8).map { sets.root($0) } == [0, 1, 2, 3, 4, 3, 1, 3])
        sets.union(6, 7)
        #expect((0..<8).map { sets.root($0) } == [0, 1, 2, 1, 4, 1, 1, 1])
    }

    /// The same unions in any order give the same roots.
    @Test(arguments: 0..<20)
    func rootsDoNotDependOnTheOrderOfTheUnions(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let pairs = (0..<30).map { _ in (Int.random(in: 0..<40, using: &rng), Int.random(in: 0..<40, using: &rng)) }
        var forward = DisjointSets(count: 40), backward = DisjointSets(count: 40)
        for (a, b) in pairs { forward.union(a, b) }
        for (a, b) in pairs.reversed() { backward.union(b, a) }
        #expect((0..<40).map { forward.root($0) } == (0..<40).map { backward.root($0) })
        // Every element's root is the lowest element connected to it.
        for element in 0..<40 {
            let root = forward.root(element)
            #expect(root <= element)
            #expect((0..<40).filter { forward.root($0) == root }.min() == root)
        }
    }
}
