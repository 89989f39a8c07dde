@testable import Cassowary
import Testing

/// The solver's identity-keyed tables against `Dictionary`, through long random sequences of
/// inserts, updates and removals (many keys, so probe runs collide and wrap around).
@Suite struct IdentityTableTests {
    @Test(arguments: 0..<4)
    func tableMatchesDictionary(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let objects = (0..<600).map { Variable("v\($0)") }
        var table = IdentityTable()
        var map = IdentityMap<String>()
        var reference: [ObjectIdentifier: Int32] = [:]
        for step in 0..<8_000 {
            let object = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &rng)])
            switch Int.random(in: 0..<3, using: &rng) {
            case 0, 1:
                let value = Int32(step)
                table[object] = value
                map[object] = "\(value)"
                reference[object] = value
            default:
                let removed = table.removeValue(forKey: object)
                #expect(removed == reference[object])
                #expect(map.removeValue(forKey: object) == removed.map { "\($0)" })
                reference[object] = nil
            }
            #expect(table.count == reference.count)
            if step % 97 == 0 {
                for candidate in objects.map(ObjectIdentifier.init) {
                    #expect(table[candidate] == reference[candidate])
                    #expect(map[candidate] == reference[candidate].map { "\($0)" })
                }
                #expect(map.values.sorted() == reference.values.map { "\($0)" }.sorted())
            }
        }
    }
}
