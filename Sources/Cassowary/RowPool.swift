// The rows of a sparse matrix whose rows come and go, one after another in two flat arrays.

/// Rows of symbols and coefficients, stored back to back: row `r` is `symbols[k]` and
/// `values[k]` for `k` in ``range(_:)``. A row is written at the end of the pool, entry by
/// entry; a removed row leaves a gap (``garbage``) until ``compact()``, except the last one,
/// whose entries are given back at once.
struct RowPool {
    private(set) var symbols: [SymbolID] = []
    private(set) var values: [Double] = []
    private var start: [Int32] = []
    private var length: [Int32] = []
    /// Entries left in gaps by removed rows.
    private(set) var garbage = 0

    mutating func reserve(rows: Int, entries: Int) {
        start.reserveCapacity(rows)
        length.reserveCapacity(rows)
        symbols.reserveCapacity(entries)
        values.reserveCapacity(entries)
    }

    /// Asks for where rows `rows` are to be brought into the cache.
    func prefetchRanges(_ rows: ClosedRange<Int>) {
        Prefetch.span(start, rows)
        Prefetch.span(length, rows)
    }

    /// Asks for the entries of rows `rows` to be brought into the cache: those from the first
    /// row's to the last row's, when the rows were written in order and there are at most
    /// `limit` of them. Reads where those two rows are: call it once ``prefetchRanges(_:)``
    /// has brought that.
    func prefetchEntries(_ rows: ClosedRange<Int>, limit: Int) {
        guard rows.lowerBound >= 0, rows.upperBound < start.count else { return }
        let first = Int(start[rows.lowerBound])
        let end = Int(start[rows.upperBound]) + Int(length[rows.upperBound])
        guard first < end, end - first <= limit, end <= symbols.count else { return }
        Prefetch.span(symbols, first...(end - 1))
        Prefetch.span(values, first...(end - 1))
    }

    /// Where row `row`'s entries are.
    @inline(__always)
    func range(_ row: Int32) -> Range<Int> {
        let first = Int(start[Int(row)])
        return first..<(first + Int(length[Int(row)]))
    }

    /// Starts row `row` at the end of the pool, empty.
    mutating func begin(_ row: Int32) {
        let index = Int(row)
        if index >= start.count {
            start.append(contentsOf: repeatElement(0, count: index + 1 - start.count))
            length.append(contentsOf: repeatElement(0, count: index + 1 - length.count))
        }
        start[index] = Int32(symbols.count)
        length[index] = 0
    }

    /// Appends an entry to row `row`, the one begun last.
    @inline(__always)
    mutating func append(_ row: Int32, _ symbol: SymbolID, _ value: Double) {
        symbols.append(symbol)
        values.append(value)
        length[Int(row)] += 1
    }

    /// Empties row `row`: its entries are given back if they are the pool's last, else left as
    /// a gap.
    mutating func remove(_ row: Int32) {
        let entries = range(row)
        if entries.upperBound == symbols.count {
            symbols.removeSubrange(entries)
            values.removeSubrange(entries)
        } else {
            garbage += entries.count
        }
        length[Int(row)] = 0
    }

    /// The row ids the pool has room for.
    var rowCapacity: Int { start.count }

    /// Forgets the row ids from `count` on (their rows must be empty).
    mutating func truncateRows(to count: Int) {
        guard start.count > count else { return }
        start.removeSubrange(count...)
        length.removeSubrange(count...)
    }

    /// Empties every row and the pool, keeping the row ids.
    mutating func removeAllEntries() {
        symbols.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        for row in length.indices { length[row] = 0 }
        garbage = 0
    }

    /// Rewrites the pool with the rows' entries only, in row order.
    mutating func compact() {
        var compactSymbols: [SymbolID] = [], compactValues: [Double] = []
        compactSymbols.reserveCapacity(symbols.count - garbage)
        compactValues.reserveCapacity(symbols.count - garbage)
        for row in start.indices {
            let entries = range(Int32(row))
            start[row] = Int32(compactSymbols.count)
            compactSymbols.append(contentsOf: symbols[entries])
            compactValues.append(contentsOf: values[entries])
        }
        symbols = compactSymbols
        values = compactValues
        garbage = 0
    }

    /// Compacts when gaps make up more than half of a pool of some size.
    mutating func compactIfSparse() {
        if garbage > 1024, garbage * 2 > symbols.count { compact() }
    }
}
