@testable import Cassowary
import Testing

@Suite struct GroupedChangesTests {
    static func parts(_ grouped: GroupedChanges) -> [[Int32]] {
        (0..<grouped.partCount).map { p in grouped.part(p).map { grouped.entries[$0].row } }
    }

    @Test func partsComeInKeyOrderAndKeepTheOrderOfAppending() {
        var grouped = GroupedChanges()
        for (row, key) in [(10, 3), (11, 0), (12, 3), (13, 1), (14, 0), (15, 3)] as [(Int32, Int32)] {
            grouped.append(row: row, change: Double(row) / 2, key: key)
        }
        grouped.group(keyCount: 5)
        #expect(Self.parts(grouped) == [[11, 14], [13], [10, 12, 15]])
        #expect(grouped.partKeys == [0, 1, 3])
        // Each change stays with its row.
        #expect(grouped.entries.allSatisfy { $0.change == Double($0.row) / 2 })
    }

    @Test func oneKeyIsOnePartAndNoEntriesNoPart() {
        var grouped = GroupedChanges()
        grouped.group(keyCount: 3)
        #expect(grouped.partCount == 0)
        for row: Int32 in [7, 3, 5] { grouped.append(row: row, change: 1, key: 2) }
        grouped.group(keyCount: 3)
        #expect(Self.parts(grouped) == [[7, 3, 5]])
        #expect(grouped.partKeys == [2])
        // Used again: what was appended before is gone.
        grouped.removeAll()
        grouped.append(row: 1, change: -1, key: 1)
        grouped.append(row: 2, change: -2, key: 0)
        grouped.group(keyCount: 2)
        #expect(Self.parts(grouped) == [[2], [1]])
        #expect(grouped.partKeys == [0, 1])
        #expect(grouped.entries.map(\.change) == [-2, -1])
    }

    /// Random keys: every entry once, parts sorted by key with one key each, and appending
    /// order kept within a part.
    @Test(arguments: 0..<10)
    func groupingIsAStableSortByKey(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let keys = (0..<200).map { _ in Int32.random(in: 0..<17, using: &rng) }
        var grouped = GroupedChanges()
        for (row, key) in keys.enumerated() { grouped.append(row: Int32(row), change: Double(key), key: key) }
        grouped.group(keyCount: 17)
        let expected = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { Int32($0) }
        #expect(grouped.entries.map(\.row) == expected)
        #expect(grouped.partCount == Set(keys).count)
        for p in 0..<grouped.partCount {
            #expect(Set(grouped.part(p).map { grouped.entries[$0].change }) == [Double(grouped.partKeys[p])])
        }
    }
}
