// Right-hand-side changes grouped by the block of the basis their row lies in, so that a
// re-solve can move one block's values and run its pivots before going on to the next.

/// `(row, change)` entries grouped by a small key (a stable counting sort), in storage that is
/// kept from one use to the next.
///
/// Append the entries with their keys, then ``group(keyCount:)``: part `p` is then
/// `entries[bounds[p] ..< bounds[p + 1]]`, parts in increasing key order, each part's entries
/// in the order they were appended. Parts are never empty.
struct GroupedChanges {
    private(set) var entries: [(row: Int32, change: Double)] = []
    private(set) var bounds: [Int] = [0]
    /// The key of each part.
    private(set) var partKeys: [Int32] = []
    private var appended: [(row: Int32, change: Double)] = []
    private var keys: [Int32] = []
    private var next: [Int] = []

    /// The number of parts.
    var partCount: Int { bounds.count - 1 }

    /// The entries of part `p`.
    func part(_ p: Int) -> Range<Int> { bounds[p]..<bounds[p + 1] }

    /// Forgets every entry, keeping the storage.
    mutating func removeAll() {
        appended.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        bounds.append(0)
        partKeys.removeAll(keepingCapacity: true)
    }

    /// Adds an entry with its key, which must be in `0..<keyCount` of the next
    /// ``group(keyCount:)``.
    mutating func append(row: Int32, change: Double, key: Int32) {
        appended.append((row, change))
        keys.append(key)
    }

    /// Sorts the entries appended since ``removeAll()`` into parts by key.
    mutating func group(keyCount: Int) {
        entries.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        bounds.append(0)
        partKeys.removeAll(keepingCapacity: true)
        guard let first = keys.first else { return }
        if keys.allSatisfy({ $0 == first }) {
            entries.append(contentsOf: appended)
            bounds.append(entries.count)
            partKeys.append(first)
            return
        }
        // Where each key's part starts, then each entry to its place.
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: repeatElement(0, count: keyCount + 1))
        for key in keys { next[Int(key) + 1] += 1 }
        for key in 0..<keyCount {
            next[key + 1] += next[key]
            if next[key + 1] > next[key] {
                bounds.append(next[key + 1])
                partKeys.append(Int32(key))
            }
        }
        entries.append(contentsOf: appended)
        for (entry, key) in zip(appended, keys) {
            entries[next[Int(key)]] = entry
            next[Int(key)] += 1
        }
    }
}
