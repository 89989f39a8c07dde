// Rows of the tableau kept from one re-solve to the next.
//
// A step of the dual simplex needs the tableau row of the slot that leaves: a BTRAN and a pass
// over the reduced rows the multipliers reach. A pivot on slot `r` with column `α` changes row
// `i` by `-(αᵢ/αᵣ)` times row `r`, so only the rows of the slots where `α` is not zero change,
// and row `r` itself, divided by `αᵣ` (the entering symbol leaves it and the leaving one joins
// it with `1/αᵣ`). The steps of a re-solve after an edit (a rotation, a drag) are mostly a soft
// constraint's error crossing zero, the pivot from one of its two errors to the other, whose
// column is the unit vector of its own slot: no other row changes, and the next re-solve that
// crosses back needs the same rows again.

/// Tableau rows by slot, each valid until a pivot changes it.
///
/// Rows live one after another in one pool; a row that is replaced or dropped leaves a gap,
/// reclaimed by compacting when the gaps outweigh the rows. The pool never holds more than
/// ``entryLimit`` entries: a row that would not fit is not kept.
struct TableauRowCache {
    /// Where each slot's row starts in the pool; -1 for a slot without one.
    private var start: [Int32] = []
    private var length: [Int32] = []
    private var symbols: [SymbolID] = []
    private var values: [Double] = []
    /// The slots that were given a row, in the order they were stored (some since dropped, some
    /// more than once).
    private var cachedSlots: [Int32] = []
    /// Entries of the rows that are kept (the rest of the pool is gaps).
    private var liveEntries = 0

    /// The most entries the pool holds (the rows of a long chain are long, and a re-solve may
    /// visit most of its slots). The solver raises it for large layouts.
    var entryLimit = smallestEntryLimit
    static let smallestEntryLimit = 1 << 16

    /// Asks for where the rows of `slots` are to be brought into the cache.
    func prefetchRanges(_ slots: ClosedRange<Int>) {
        Prefetch.span(start, slots)
        Prefetch.span(length, slots)
    }

    /// Asks for the rows of `slots` to be brought into the cache, when they lie within `limit`
    /// entries of each other. Reads where they are: call it once ``prefetchRanges(_:)`` has
    /// brought that.
    func prefetchEntries(_ slots: ClosedRange<Int>, limit: Int) {
        guard slots.lowerBound >= 0, slots.upperBound < start.count else { return }
        var first = Int32.max, end: Int32 = 0
        start.withUnsafeBufferPointer { start in
            length.withUnsafeBufferPointer { length in
                for slot in slots where start[slot] >= 0 {
                    first = Swift.min(first, start[slot])
                    end = Swift.max(end, start[slot] + length[slot])
                }
            }
        }
        guard first < end, Int(end - first) <= limit, Int(end) <= symbols.count else { return }
        Prefetch.span(symbols, Int(first)...Int(end - 1))
        Prefetch.span(values, Int(first)...Int(end - 1))
    }

    /// True when `slot` has a row.
    func contains(_ slot: Int32) -> Bool {
        Int(slot) < start.count && start[Int(slot)] >= 0
    }

    /// The slots that have a row, each once, in slot order.
    var slots: [Int32] {
        start.indices.filter { start[$0] >= 0 }.map { Int32($0) }
    }

    /// `slot`'s row, entry by entry, if there is one.
    func entries(_ slot: Int32) -> [(symbol: SymbolID, value: Double)]? {
        guard contains(slot) else { return nil }
        let first = Int(start[Int(slot)])
        return (first..<(first + Int(length[Int(slot)]))).map { (symbols[$0], values[$0]) }
    }

    /// Writes `slot`'s row into `row` (cleared first), if there is one.
    func load(_ slot: Int32, into row: ScatterVector) -> Bool {
        guard contains(slot) else { return false }
        row.clear()
        let first = Int(start[Int(slot)]), end = first + Int(length[Int(slot)])
        symbols.withUnsafeBufferPointer { symbols in
            values.withUnsafeBufferPointer { values in
                for k in first..<end { row.set(symbols[k], values[k]) }
            }
        }
        return true
    }

    /// Keeps the non-zero entries of `row` as `slot`'s row, replacing the one it had.
    mutating func store(_ slot: Int32, from row: ScatterVector) {
        remove(slot)
        var count = 0
        for symbol in row.positions where row[symbol] != 0 { count += 1 }
        if symbols.count + count > entryLimit {
            // Compacting pays when at least half the pool is gaps; when the rows kept fill it,
            // this one is not kept (until pivots drop some).
            if 2 * liveEntries <= symbols.count { compact() }
            guard symbols.count + count <= entryLimit else { return }
        }
        if cachedSlots.count > 2 * start.count + 64 { compact() }
        if Int(slot) >= start.count {
            let wanted = Swift.max(Int(slot) + 1, 2 * start.count, 64)
            start.append(contentsOf: repeatElement(-1, count: wanted - start.count))
            length.append(contentsOf: repeatElement(0, count: wanted - length.count))
        }
        start[Int(slot)] = Int32(symbols.count)
        length[Int(slot)] = Int32(count)
        for symbol in row.positions {
            let value = row[symbol]
            if value == 0 { continue }
            symbols.append(symbol)
            values.append(value)
        }
        cachedSlots.append(slot)
        liveEntries += count
    }

    /// Drops `slot`'s row, if it has one.
    mutating func remove(_ slot: Int32) {
        guard contains(slot) else { return }
        liveEntries -= Int(length[Int(slot)])
        start[Int(slot)] = -1
        length[Int(slot)] = 0
    }

    /// The pivot on `slot`: `entering` becomes basic there and `leaving` non-basic, with
    /// `pivot` the entering symbol's entry in the slot's column. Divides the slot's row by the
    /// pivot and puts the leaving symbol, with `1/pivot`, where the entering one was. A row
    /// without the entering symbol (which a pivot in exact arithmetic rules out) is dropped.
    mutating func pivot(slot: Int32, entering: SymbolID, leaving: SymbolID, pivot: Double) {
        guard contains(slot) else { return }
        let first = Int(start[Int(slot)])
        let end = first + Int(length[Int(slot)])
        let found = symbols.withUnsafeMutableBufferPointer { symbols -> Bool in
            for k in first..<end where symbols[k] == entering {
                symbols[k] = leaving
                values.withUnsafeMutableBufferPointer { values in
                    for j in first..<end { values[j] /= pivot }
                    values[k] = 1 / pivot
                }
                return true
            }
            return false
        }
        if !found { remove(slot) }
    }

    /// Drops every row.
    mutating func removeAll() {
        guard !cachedSlots.isEmpty else { return }
        for slot in cachedSlots where Int(slot) < start.count {
            start[Int(slot)] = -1
            length[Int(slot)] = 0
        }
        cachedSlots.removeAll(keepingCapacity: true)
        symbols.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        liveEntries = 0
    }

    /// Closes the gaps in place, keeping the rows in pool order (each moves down, never over a
    /// row still to move), so the pool keeps its memory.
    private mutating func compact() {
        var kept = start.indices.filter { start[$0] >= 0 }.map { Int32($0) }
        kept.sort { start[Int($0)] < start[Int($1)] }
        var end = 0
        symbols.withUnsafeMutableBufferPointer { symbols in
            values.withUnsafeMutableBufferPointer { values in
                for slot in kept {
                    let first = Int(start[Int(slot)]), count = Int(length[Int(slot)])
                    start[Int(slot)] = Int32(end)
                    for k in 0..<count {
                        symbols[end + k] = symbols[first + k]
                        values[end + k] = values[first + k]
                    }
                    end += count
                }
            }
        }
        symbols.removeSubrange(end...)
        values.removeSubrange(end...)
        cachedSlots = kept
    }
}
