/// A map from objects, by identity, to small values: the registry's variable → symbol and
/// constraint → row maps, looked up once or more per term of every constraint added.
///
/// Open addressing with linear probing, each key beside its value, hashed by multiplying the
/// object's address (Fibonacci hashing). A `Dictionary` keyed by `ObjectIdentifier` hashes
/// with SipHash and keeps keys and values apart: on a 20,000-view layout its lookups were
/// about 5% of a render, most of it cache misses. Removal shifts the probe chain back
/// (Knuth's Algorithm R), so no tombstones build up.
///
/// It is never iterated: an order of addresses would reach no result.
struct IdentityMap<Value> {
    private struct Slot {
        /// The object's address; 0 when the slot is empty (no object lives at 0).
        var key: UInt
        var value: Value
    }

    private var slots: [Slot]
    /// 64 minus log₂ of the capacity: the hash is the product's top bits.
    private var shift: Int
    private let placeholder: Value
    private(set) var count = 0

    /// An empty map; `placeholder` fills empty slots (never returned).
    init(placeholder: Value) {
        self.placeholder = placeholder
        slots = Array(repeating: Slot(key: 0, value: placeholder), count: 16)
        shift = 64 - 4
    }

    subscript(object: ObjectIdentifier) -> Value? {
        let key = UInt(bitPattern: object)
        var index = home(of: key)
        while true {
            let slot = slots[index]
            if slot.key == key { return slot.value }
            if slot.key == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Sets the value of `object`, replacing any.
    mutating func set(_ value: Value, for object: ObjectIdentifier) {
        if (count + 1) * 4 > slots.count * 3 { resize(to: slots.count * 2) }
        let key = UInt(bitPattern: object)
        var index = home(of: key)
        while slots[index].key != 0 && slots[index].key != key { index = (index + 1) & mask }
        if slots[index].key == 0 { count += 1 }
        slots[index] = Slot(key: key, value: value)
    }

    /// Removes `object`'s value and returns it, if it had one.
    @discardableResult
    mutating func removeValue(for object: ObjectIdentifier) -> Value? {
        let key = UInt(bitPattern: object)
        var hole = home(of: key)
        while slots[hole].key != key {
            if slots[hole].key == 0 { return nil }
            hole = (hole + 1) & mask
        }
        let removed = slots[hole].value
        count -= 1
        // Each later key of the chain moves into the hole unless its home lies cyclically
        // after the hole (then its probe would not reach the hole).
        var next = (hole + 1) & mask
        while slots[next].key != 0 {
            let home = home(of: slots[next].key)
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Slot(key: 0, value: placeholder)
        return removed
    }

    private var mask: Int { slots.count - 1 }

    private func home(of key: UInt) -> Int {
        // Objects are 16-byte aligned: the low bits carry nothing.
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    private mutating func resize(to capacity: Int) {
        let old = slots
        slots = Array(repeating: Slot(key: 0, value: placeholder), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for slot in old where slot.key != 0 {
            var index = home(of: slot.key)
            while slots[index].key != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
