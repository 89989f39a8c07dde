// The columns of a sparse matrix whose rows come and go: for each symbol, the rows it appears in
// and its coefficients there. One pool of entries linked per column, rather than a pair of
// arrays per symbol, so that adding a row allocates nothing once the pool has grown.

/// The columns of a sparse matrix, each a linked list of entries in one pool.
///
/// A column lists its entries in the order they were added. Walk one with
///
///     var entry = store.first(symbol)
///     while entry >= 0 {
///         use(store.row(entry), store.value(entry))
///         entry = store.next(entry)
///     }
struct ColumnStore {
    private var rows: [Int32] = []
    private var values: [Double] = []
    private var nexts: [Int32] = []
    /// First and last entry, and length, of each column; -1 when empty.
    private var heads: [Int32] = []
    private var tails: [Int32] = []
    private var counts: [Int32] = []
    /// Entries free for reuse, chained through `nexts`.
    private var freeEntry: Int32 = -1

    /// Makes room for `count` entries in the pool.
    mutating func reserveEntries(_ count: Int) {
        rows.reserveCapacity(count)
        values.reserveCapacity(count)
        nexts.reserveCapacity(count)
    }

    /// Makes room for columns below `count`.
    mutating func reserveColumns(_ count: Int) {
        guard heads.count < count else { return }
        let added = Swift.max(count, 2 * heads.count, 64) - heads.count
        heads.append(contentsOf: repeatElement(-1, count: added))
        tails.append(contentsOf: repeatElement(-1, count: added))
        counts.append(contentsOf: repeatElement(0, count: added))
    }

    /// Forgets the columns from `count` on (they must be empty): they are free again, as if
    /// never used.
    mutating func truncateColumns(to count: Int) {
        guard heads.count > count else { return }
        for c in count..<heads.count {
            heads[c] = -1
            tails[c] = -1
            counts[c] = 0
        }
    }

    /// Asks for the first and last entries and the lengths of columns `columns` to be
    /// brought into the cache.
    func prefetchEnds(_ columns: ClosedRange<Int>) {
        Prefetch.span(heads, columns)
        Prefetch.span(tails, columns)
        Prefetch.span(counts, columns)
    }

    /// Widens `span` to the first and last entries of `column` (which lie at either end of
    /// its entries in the pool when the column was written at once, as most are).
    @inline(__always)
    func widen(_ span: inout (lowest: Int, highest: Int), toEntriesOf column: SymbolID) {
        let c = Int(column)
        guard c >= 0, c < heads.count, heads[c] >= 0 else { return }
        span.lowest = Swift.min(span.lowest, Int(Swift.min(heads[c], tails[c])))
        span.highest = Swift.max(span.highest, Int(Swift.max(heads[c], tails[c])))
    }

    /// Asks for the pool's entries `span` to be brought into the cache, when there are at
    /// most `limit` of them.
    func prefetchEntries(_ span: (lowest: Int, highest: Int), limit: Int) {
        guard span.lowest >= 0, span.highest >= span.lowest, span.highest - span.lowest <= limit,
              span.highest < rows.count else { return }
        Prefetch.span(rows, span.lowest...span.highest)
        Prefetch.span(values, span.lowest...span.highest)
        Prefetch.span(nexts, span.lowest...span.highest)
    }

    @inline(__always)
    func first(_ column: SymbolID) -> Int32 { heads[Int(column)] }

    @inline(__always)
    func next(_ entry: Int32) -> Int32 { nexts[Int(entry)] }

    @inline(__always)
    func row(_ entry: Int32) -> Int32 { rows[Int(entry)] }

    @inline(__always)
    func value(_ entry: Int32) -> Double { values[Int(entry)] }

    /// The number of entries in a column.
    @inline(__always)
    func count(_ column: SymbolID) -> Int { Int(counts[Int(column)]) }

    /// True when the column's only entry is in `row`.
    func isOnly(_ column: SymbolID, in row: Int32) -> Bool {
        counts[Int(column)] == 1 && rows[Int(heads[Int(column)])] == row
    }

    /// Appends an entry to a column.
    mutating func append(_ column: SymbolID, row: Int32, value: Double) {
        let entry: Int32
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = nexts[Int(entry)]
            rows[Int(entry)] = row
            values[Int(entry)] = value
            nexts[Int(entry)] = -1
        } else {
            entry = Int32(rows.count)
            rows.append(row)
            values.append(value)
            nexts.append(-1)
        }
        let c = Int(column)
        if tails[c] >= 0 { nexts[Int(tails[c])] = entry } else { heads[c] = entry }
        tails[c] = entry
        counts[c] += 1
    }

    /// Removes a column's entry for `row`, if it has one.
    mutating func remove(_ column: SymbolID, row: Int32) {
        let c = Int(column)
        var previous: Int32 = -1
        var entry = heads[c]
        while entry >= 0, rows[Int(entry)] != row {
            previous = entry
            entry = nexts[Int(entry)]
        }
        guard entry >= 0 else { return }
        let following = nexts[Int(entry)]
        if previous >= 0 { nexts[Int(previous)] = following } else { heads[c] = following }
        if tails[c] == entry { tails[c] = previous }
        counts[c] -= 1
        nexts[Int(entry)] = freeEntry
        freeEntry = entry
    }

    /// Empties a column.
    mutating func clear(_ column: SymbolID) {
        let c = Int(column)
        var entry = heads[c]
        while entry >= 0 {
            let following = nexts[Int(entry)]
            nexts[Int(entry)] = freeEntry
            freeEntry = entry
            entry = following
        }
        heads[c] = -1
        tails[c] = -1
        counts[c] = 0
    }

    /// Empties every column and the pool.
    mutating func removeAllEntries() {
        rows.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        nexts.removeAll(keepingCapacity: true)
        for c in heads.indices {
            heads[c] = -1
            tails[c] = -1
            counts[c] = 0
        }
        freeEntry = -1
    }

    /// Entries in use in all columns.
    var entryCount: Int { counts.reduce(0) { $0 + Int($1) } }

    /// A column's rows and values, as arrays (for tests and rebuilds).
    func entries(_ column: SymbolID) -> [(row: Int32, value: Double)] {
        var result: [(row: Int32, value: Double)] = []
        var entry = heads[Int(column)]
        while entry >= 0 {
            result.append((rows[Int(entry)], values[Int(entry)]))
            entry = nexts[Int(entry)]
        }
        return result
    }
}
