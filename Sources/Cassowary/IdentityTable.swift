/// A hash table from object identity to a small integer: the solver's map from its variables
/// to their symbols, and the index of ``IdentityMap``.
///
/// Open addressing with linear probing and backward-shift deletion (no tombstones), over a
/// power-of-two number of slots kept at most half full. The hash is Fibonacci hashing of the
/// object's address: a multiply and a shift, where `Dictionary` would run SipHash. Nothing the
/// solver computes depends on the order of the slots: the table is only ever looked up.
struct IdentityTable {
    /// The slots' keys (`0` marks an empty slot: no object lives at address zero).
    private var keys: [UInt] = []
    private var slots: [Int32] = []
    /// Number of keys in the table.
    private(set) var count = 0
    /// `64 - log2(slot count)`: the shift that turns a hash into a slot index.
    private var shift: UInt = 64

    @inline(__always)
    private static func key(_ object: ObjectIdentifier) -> UInt { UInt(bitPattern: object) }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or nil.
    @inline(__always)
    private func find(_ key: UInt) -> Int? {
        if count == 0 { return nil }
        return keys.withUnsafeBufferPointer { keys in
            let mask = keys.count - 1
            var index = home(key)
            while true {
                let found = keys[index]
                if found == key { return index }
                if found == 0 { return nil }
                index = (index + 1) & mask
            }
        }
    }

    subscript(object: ObjectIdentifier) -> Int32? {
        get {
            guard let index = find(Self.key(object)) else { return nil }
            return slots[index]
        }
        set {
            if let newValue { insert(Self.key(object), newValue) } else { _ = remove(Self.key(object)) }
        }
    }

    /// Removes the value for `object`, returning it.
    @discardableResult
    mutating func removeValue(forKey object: ObjectIdentifier) -> Int32? {
        remove(Self.key(object))
    }

    private mutating func insert(_ key: UInt, _ value: Int32) {
        if let index = find(key) {
            slots[index] = value
            return
        }
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = home(key)
        while keys[index] != 0 { index = (index + 1) & mask }
        keys[index] = key
        slots[index] = value
        count += 1
    }

    private mutating func remove(_ key: UInt) -> Int32? {
        guard var hole = find(key) else { return nil }
        let removed = slots[hole]
        // Backward-shift deletion: move later members of the probe run into the hole when
        // their home position allows it, so lookups never need tombstones.
        let mask = keys.count - 1
        var index = hole
        while true {
            index = (index + 1) & mask
            let next = keys[index]
            if next == 0 { break }
            let wanted = home(next)
            // `next` may fill the hole unless its home lies cyclically in (hole, index].
            let movable = hole <= index ? (wanted <= hole || wanted > index) : (wanted <= hole && wanted > index)
            if movable {
                keys[hole] = next
                slots[hole] = slots[index]
                hole = index
            }
        }
        keys[hole] = 0
        count -= 1
        return removed
    }

    private mutating func grow() {
        let oldKeys = keys, oldSlots = slots
        let capacity = Swift.max(128, keys.count * 4)
        keys = [UInt](repeating: 0, count: capacity)
        slots = [Int32](repeating: 0, count: capacity)
        shift = UInt(64 - capacity.trailingZeroBitCount)
        let mask = capacity - 1
        for position in oldKeys.indices where oldKeys[position] != 0 {
            var index = home(oldKeys[position])
            while keys[index] != 0 { index = (index + 1) & mask }
            keys[index] = oldKeys[position]
            slots[index] = oldSlots[position]
        }
    }
}

/// A map from object identity to values, stored densely (an ``IdentityTable`` of indices
/// into an array; removal moves the last value into the gap).
struct IdentityMap<Value> {
    private var index = IdentityTable()
    private var keys: [ObjectIdentifier] = []
    /// The values, in no meaningful order.
    private(set) var values: [Value] = []

    subscript(object: ObjectIdentifier) -> Value? {
        get {
            guard let position = index[object] else { return nil }
            return values[Int(position)]
        }
        set {
            if let newValue {
                if let position = index[object] {
                    values[Int(position)] = newValue
                } else {
                    if values.capacity == 0 {
                        keys.reserveCapacity(64)
                        values.reserveCapacity(64)
                    }
                    index[object] = Int32(values.count)
                    keys.append(object)
                    values.append(newValue)
                }
            } else {
                removeValue(forKey: object)
            }
        }
    }

    /// Removes the value for `object`, returning it.
    @discardableResult
    mutating func removeValue(forKey object: ObjectIdentifier) -> Value? {
        guard let position = index.removeValue(forKey: object).map(Int.init) else { return nil }
        let removed = values[position]
        let last = values.count - 1
        if position != last {
            keys[position] = keys[last]
            values[position] = values[last]
            index[keys[position]] = Int32(position)
        }
        keys.removeLast()
        values.removeLast()
        return removed
    }
}
