import Testing

@testable import Cassowary

/// `ListPool` against an array of arrays kept beside it: appends past each list's room (which
/// move the list), replacements longer and shorter than the room, and clears, every list
/// read back after each step.
@Suite struct ListPoolTests {
    @Test func agreesWithArraysThroughMovesReplacementsAndClears() {
        var random = SplitMix(seed: 9)
        let lengths = (0..<40).map { _ in Int(random.next() % 4) }
        var pool = ListPool(lengths: lengths, filler: -1)
        var reference = [[Int]](repeating: [], count: lengths.count)
        for step in 0..<3000 {
            let list = Int(random.next() % UInt64(lengths.count))
            switch random.next() % 8 {
            case 0:
                pool.removeAll(list)
                reference[list] = []
            case 1, 2:
                let replacement = (0..<Int(random.next() % 9)).map { _ in Int(random.next() % 1000) }
                pool.replace(list, with: replacement)
                reference[list] = replacement
            default:
                pool.append(step, to: list)
                reference[list].append(step)
            }
            for index in reference.indices {
                let read = pool.positions(index).map { pool.element(at: $0) }
                #expect(read == reference[index], "step \(step), list \(index)")
                #expect(pool.count(index) == reference[index].count)
                if let first = reference[index].first { #expect(pool[index, 0] == first) }
            }
        }
    }
}
