import Testing

@testable import Cassowary

/// `IdentityMap` against a `Dictionary` kept beside it: random sets, replacements and
/// removals over a pool of objects, every object looked up after each step.
@Suite struct IdentityMapTests {
    final class Object {}

    @Test func agreesWithADictionaryThroughGrowthAndRemovals() {
        var random = SplitMix(seed: 5)
        let pool = (0..<300).map { _ in Object() }
        var map = IdentityMap(placeholder: -1)
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<4000 {
            let object = ObjectIdentifier(pool[Int(random.next() % UInt64(pool.count))])
            if random.next() % 3 == 0 {
                #expect(map.removeValue(for: object) == reference.removeValue(forKey: object), "step \(step)")
            } else {
                map.set(step, for: object)
                reference[object] = step
            }
            #expect(map.count == reference.count, "step \(step)")
            if step % 97 == 0 {
                for other in pool {
                    let id = ObjectIdentifier(other)
                    #expect(map[id] == reference[id], "step \(step)")
                }
            }
        }
    }

    /// Removing every key, in an order unrelated to insertion, leaves each remaining key
    /// reachable: the backward shift must not strand a key behind an emptied slot.
    @Test func removalKeepsEveryProbeChainWhole() {
        let pool = (0..<1000).map { _ in Object() }
        var map = IdentityMap(placeholder: 0)
        for (index, object) in pool.enumerated() { map.set(index, for: ObjectIdentifier(object)) }
        #expect(map.count == pool.count)
        var remaining = Set(pool.indices)
        for index in Array(stride(from: 0, to: pool.count, by: 7)) + Array(stride(from: 3, to: pool.count, by: 7)) {
            #expect(map.removeValue(for: ObjectIdentifier(pool[index])) == index)
            remaining.remove(index)
            for kept in remaining where kept % 50 == 0 { #expect(map[ObjectIdentifier(pool[kept])] == kept) }
        }
        for (index, object) in pool.enumerated() {
            #expect(map[ObjectIdentifier(object)] == (remaining.contains(index) ? index : nil))
        }
        #expect(map.count == remaining.count)
        #expect(map.removeValue(for: ObjectIdentifier(pool[0])) == nil)
    }
}
