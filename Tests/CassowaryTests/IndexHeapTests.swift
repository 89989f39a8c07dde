import Testing

@testable import Cassowary

/// `IndexHeap` against a sorted set kept beside it: pushes (repeated ones included, and values
/// far beyond those held, which make it grow), pops and clears, smallest or largest first.
@Suite struct IndexHeapTests {
    @Test(arguments: [false, true])
    func popsInOrderLikeASortedSet(largestFirst: Bool) {
        var random = SplitMix(seed: largestFirst ? 3 : 4)
        var heap = IndexHeap(largestFirst: largestFirst)
        var reference = Set<Int>()
        for step in 0..<20_000 {
            switch random.next() % 10 {
            case 0...5:
                // Mostly small values, now and then one that makes the heap grow.
                let value = Int(random.next() % (random.next() % 50 == 0 ? 300_000 : 5_000))
                heap.push(value)
                reference.insert(value)
            case 6...8:
                let expected = largestFirst ? reference.max() : reference.min()
                #expect(heap.pop() == expected, "step \(step)")
                if let expected { reference.remove(expected) }
            default:
                if random.next() % 20 == 0 {
                    heap.removeAll()
                    reference.removeAll()
                }
            }
            #expect(heap.isEmpty == reference.isEmpty, "step \(step)")
        }
        var drained: [Int] = []
        while let value = heap.pop() { drained.append(value) }
        #expect(drained == (largestFirst ? reference.sorted(by: >) : reference.sorted()))
    }
}
