/// A hash table from objects, by identity, to values: what the solver keeps per ``Variable``
/// and per ``Constraint``, looked up on every add.
///
/// `Dictionary` hashes an `ObjectIdentifier` with SipHash, and keeps its keys and values
/// apart from its occupancy bitmap: a lookup in a table of a large layout's 100,000 entries
/// costs a hash and two or three cache misses. Here the key is the object's address,
/// spread by Fibonacci hashing (Knuth, TAOCP vol. 3, 6.4), and the slots are probed in
/// order (linear probing, at most half full); a removal moves the entries after it back
/// (backward-shift deletion), so no slot is ever marked deleted.
///
/// Nothing iterates the table, so the addresses, which change from run to run, never reach
/// a result: only lookups are offered.
struct IdentityTable<Value> {
    /// The key of each slot (an object's address), 0 when empty.
    private var keys: [UInt] = []
    private var values: [Value?] = []
    private(set) var count = 0

    init() {}

    subscript(object: AnyObject) -> Value? {
        get { self[ObjectIdentifier(object)] }
        set { self[ObjectIdentifier(object)] = newValue }
    }

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard let slot = find(Self.address(key)) else { return nil }
            return values[slot]
        }
        set {
            if let newValue {
                insert(Self.address(key), newValue)
            } else {
                _ = removeValue(forKey: key)
            }
        }
    }

    /// Removes the key's entry; its value, or nil when there was none.
    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        guard let slot = find(Self.address(key)) else { return nil }
        let removed = values[slot]
        removeEntry(at: slot)
        return removed
    }

    // MARK: Probing

    private static func address(_ key: ObjectIdentifier) -> UInt { UInt(bitPattern: key) }

    /// The slot a key's probe starts at: the top bits of its address times 2⁶⁴/φ.
    private func home(of key: UInt) -> Int {
        let bits = keys.count.trailingZeroBitCount
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(64 - bits))
    }

    private func find(_ key: UInt) -> Int? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var slot = home(of: key)
        while keys[slot] != 0 {
            if keys[slot] == key { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func insert(_ key: UInt, _ value: Value) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = home(of: key)
        while keys[slot] != 0 {
            if keys[slot] == key {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    /// Empties `slot`, moving back each later entry of the run whose probe would no longer
    /// reach it across the gap.
    private mutating func removeEntry(at slot: Int) {
        let mask = keys.count - 1
        var gap = slot
        var next = slot
        while true {
            next = (next + 1) & mask
            if keys[next] == 0 { break }
            let start = home(of: keys[next])
            // The entry stays when its home lies cyclically in (gap, next].
            let stays = gap <= next ? (gap < start && start <= next) : (gap < start || start <= next)
            if stays { continue }
            keys[gap] = keys[next]
            values[gap] = values[next]
            gap = next
        }
        keys[gap] = 0
        values[gap] = nil
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = Swift.max(16, keys.count * 2)
        keys = [UInt](repeating: 0, count: capacity)
        values = [Value?](repeating: nil, count: capacity)
        count = 0
        for slot in oldKeys.indices where oldKeys[slot] != 0 { insert(oldKeys[slot], oldValues[slot]!) }
    }
}
