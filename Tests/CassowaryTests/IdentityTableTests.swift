import Testing

@testable import Cassowary

/// `IdentityTable` against a `Dictionary` fed the same operations: inserts, updates, removals
/// (whose backward shifts move later entries of a run) and growth, with every key looked up
/// after each operation.
@Suite struct IdentityTableTests {
    @Test func emptyTableFindsNothing() {
        let table = IdentityTable<Int>()
        let object = Variable("x")
        #expect(table[object] == nil)
        #expect(table.count == 0)
    }

    @Test func insertUpdateAndRemoveOneKey() {
        var table = IdentityTable<Int>()
        let object = Variable("x")
        table[object] = 1
        table[object] = 2
        #expect(table[object] == 2)
        #expect(table.count == 1)
        #expect(table.removeValue(forKey: ObjectIdentifier(object)) == 2)
        #expect(table[object] == nil)
        #expect(table.count == 0)
        #expect(table.removeValue(forKey: ObjectIdentifier(object)) == nil)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func agreesWithDictionary(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        // Few keys and many operations: runs form, and removals shift them back.
        let objects = (0..<300).map { Variable("v\($0)") }
        var table = IdentityTable<Int>()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<6_000 {
            let object = objects[Int(random.next() % UInt64(objects.count))]
            let key = ObjectIdentifier(object)
            switch random.next() % 3 {
            case 0, 1:
                table[object] = step
                reference[key] = step
            default:
                #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
            }
            if step % 97 == 0 {
                for other in objects where table[other] != reference[ObjectIdentifier(other)] {
                    Issue.record("seed \(seed), step \(step): \(other) differs")
                    return
                }
            }
        }
        #expect(table.count == reference.count)
        for object in objects { #expect(table[object] == reference[ObjectIdentifier(object)]) }
    }

    @Test func removingEveryKeyEmptiesTheTable() {
        let objects = (0..<1_000).map { Variable("v\($0)") }
        var table = IdentityTable<Int>()
        for (index, object) in objects.enumerated() { table[object] = index }
        #expect(table.count == 1_000)
        for (index, object) in objects.enumerated() where index % 2 == 0 { table[object] = nil }
        for (index, object) in objects.enumerated() {
            #expect(table[object] == (index % 2 == 0 ? nil : index))
        }
        for object in objects { table[object] = nil }
        #expect(table.count == 0)
        for object in objects { #expect(table[object] == nil) }
    }
}
