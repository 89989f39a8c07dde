/// One term of a row: a symbol and its coefficient.
struct Cell {
    var symbol: SymbolID
    var coefficient: Double
}

/// One equation of the tableau, `basic = constant + Σ coefficient · symbol`, stored without
/// its basic symbol (kiwi's `row.h`).
///
/// Terms are kept sorted by symbol id in one contiguous array of cells, as kiwi's sorted
/// vectors are: lookups are binary searches, and adding one row to another is a sequential
/// merge (``add(_:times:dropping:gained:)``). The order is canonical — it depends only on the
/// terms, never on the history of insertions.
struct Row {
    /// The constant part: the value of the basic symbol while all parameters are zero.
    var constant: Double
    /// The terms, by ascending symbol id.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` terms.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    /// What ``add(_:_:)`` did to the set of symbols in the row.
    enum Change { case unchanged, inserted, removed }

    var count: Int { cells.count }
    /// True when the row has no terms.
    var isConstant: Bool { cells.isEmpty }

    /// The index of `symbol` if present, else the index where it would be inserted.
    @inline(__always)
    func search(_ symbol: SymbolID) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { buffer in
            var low = 0, high = buffer.count
            while low < high {
                let mid = (low + high) >> 1
                let value = buffer[mid].symbol
                if value < symbol { low = mid + 1 } else if value > symbol { high = mid } else { return (mid, true) }
            }
            return (low, false)
        }
    }

    /// True when `symbol` has a term in the row.
    @inline(__always)
    func contains(_ symbol: SymbolID) -> Bool { search(symbol).found }

    /// The coefficient of `symbol`, or zero when absent.
    @inline(__always)
    func coefficient(of symbol: SymbolID) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the term if its coefficient becomes near zero.
    @discardableResult
    mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Change {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
                return .removed
            }
            cells[index].coefficient = sum
            return .unchanged
        }
        if nearZero(coefficient) { return .unchanged }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return .inserted
    }

    /// The coefficient of the term at `index`.
    @inline(__always)
    func coefficient(at index: Int) -> Double { cells[index].coefficient }

    /// Removes `symbol`'s term; returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: SymbolID) -> Double {
        let (index, found) = search(symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor · source` to this row and removes `dropped` (pass a symbol the row does
    /// not hold to drop nothing), appending to `gained` each symbol the row did not have.
    /// Terms that cancel to near zero are dropped too.
    ///
    /// Both rows are sorted, so this is one merge, done in place from the back: the row grows
    /// by `source.count` cells, the two sequences are merged downwards from the end, and the
    /// merged tail is then closed up against the untouched head. Nothing below the first
    /// symbol of `source` (or `dropped`) moves, and no memory is allocated once the row's
    /// capacity suffices. A short source (four terms or fewer) goes in term by term instead.
    ///
    /// - Complexity: O(`source.count` + the terms after the first symbol of `source`).
    mutating func add(_ source: Row, times factor: Double, dropping dropped: SymbolID, gained: inout [SymbolID]) {
        let (index, found) = search(dropped)
        add(source, times: factor, droppingAt: found ? index : -1, gained: &gained)
    }

    /// ``add(_:times:dropping:gained:)`` with the position of the dropped term known (`-1`
    /// for none).
    mutating func add(_ source: Row, times factor: Double, droppingAt droppedIndex: Int, gained: inout [SymbolID]) {
        let sourceCount = source.cells.count
        if sourceCount <= 4 {
            if droppedIndex >= 0 { cells.remove(at: droppedIndex) }
            constant += factor * source.constant
            for cell in source.cells where add(cell.symbol, factor * cell.coefficient) == .inserted {
                gained.append(cell.symbol)
            }
            return
        }
        constant += factor * source.constant
        let oldCount = cells.count
        let firstSource = search(source.cells[0].symbol).index
        // Target terms below `start` stay where they are.
        let start = droppedIndex >= 0 ? min(droppedIndex, firstSource) : firstSource
        let total = oldCount + sourceCount
        if total > cells.capacity {
            mergeIntoNewStorage(source, times: factor, droppingAt: droppedIndex, from: start, gained: &gained)
            return
        }
        // Grow by `sourceCount` cells (their values are overwritten by the merge); appending
        // an array is a plain copy.
        cells.append(contentsOf: source.cells)
        let finalCount: Int = source.cells.withUnsafeBufferPointer { fromBuffer in
            cells.withUnsafeMutableBufferPointer { intoBuffer in
                let from = fromBuffer.baseAddress!, into = intoBuffer.baseAddress!
                var i = oldCount - 1, j = sourceCount - 1, write = total
                while j >= 0 {
                    let b = from[j].symbol
                    // Target terms above the next source term move up (but for the dropped one).
                    while i >= start, into[i].symbol > b {
                        if i != droppedIndex {
                            write -= 1
                            into[write] = into[i]
                        }
                        i -= 1
                    }
                    if i >= start, into[i].symbol == b {
                        let sum = into[i].coefficient + factor * from[j].coefficient
                        if !nearZero(sum) {
                            write -= 1
                            into[write] = Cell(symbol: b, coefficient: sum)
                        }
                        i -= 1
                    } else {
                        let value = factor * from[j].coefficient
                        if !nearZero(value) {
                            write -= 1
                            into[write] = Cell(symbol: b, coefficient: value)
                            gained.append(b)
                        }
                    }
                    j -= 1
                }
                // The source is exhausted: the remaining target terms down to `start` move up.
                while i >= start {
                    if i != droppedIndex {
                        write -= 1
                        into[write] = into[i]
                    }
                    i -= 1
                }
                // [0, start) is the untouched head; [write, total) the merged tail.
                let tail = total - write
                if write > start {
                    var k = 0
                    while k < tail {
                        into[start + k] = into[write + k]
                        k += 1
                    }
                }
                return start + tail
            }
        }
        cells.removeSubrange(finalCount..<total)
    }

    /// The merge of ``add(_:times:dropping:gained:)`` when the row must grow anyway: a
    /// forward merge into new storage (with room to spare), terms below `start` copied as
    /// they are. The same sums, in the same order, as the in-place merge.
    private mutating func mergeIntoNewStorage(_ source: Row, times factor: Double, droppingAt droppedIndex: Int,
                                              from start: Int, gained: inout [SymbolID]) {
        let oldCount = cells.count, sourceCount = source.cells.count
        let capacity = max(oldCount + sourceCount, 2 * cells.capacity)
        // Sized by copying both rows (their cells are overwritten). `reserveCapacity` and
        // `append(contentsOf:)` are specialised here, whereas `Array(repeating:count:)` and
        // `Array(unsafeUninitializedCapacity:)` look up generic metadata on every call.
        var merged: [Cell] = []
        merged.reserveCapacity(capacity)
        merged.append(contentsOf: cells)
        merged.append(contentsOf: source.cells)
        let write: Int = merged.withUnsafeMutableBufferPointer { buffer in
            let out = buffer.baseAddress!
            var write = start
            cells.withUnsafeBufferPointer { intoBuffer in
                source.cells.withUnsafeBufferPointer { fromBuffer in
                    let into = intoBuffer.baseAddress!, from = fromBuffer.baseAddress!
                    // [0, start) already holds the untouched head.
                    var i = start, j = 0
                    while j < sourceCount {
                        let b = from[j].symbol
                        // Target terms below the next source term are copied (but for the dropped one).
                        while i < oldCount, into[i].symbol < b {
                            if i != droppedIndex {
                                out[write] = into[i]
                                write += 1
                            }
                            i += 1
                        }
                        if i < oldCount, into[i].symbol == b {
                            let sum = into[i].coefficient + factor * from[j].coefficient
                            if !nearZero(sum) {
                                out[write] = Cell(symbol: b, coefficient: sum)
                                write += 1
                            }
                            i += 1
                        } else {
                            let value = factor * from[j].coefficient
                            if !nearZero(value) {
                                out[write] = Cell(symbol: b, coefficient: value)
                                write += 1
                                gained.append(b)
                            }
                        }
                        j += 1
                    }
                    while i < oldCount {
                        if i != droppedIndex {
                            out[write] = into[i]
                            write += 1
                        }
                        i += 1
                    }
                }
            }
            return write
        }
        merged.removeSubrange(write..<(oldCount + sourceCount))
        cells = merged
    }

    /// Adds `factor · source` to this row (see ``add(_:times:dropping:gained:)``).
    mutating func add(_ source: Row, times factor: Double, gained: inout [SymbolID]) {
        add(source, times: factor, droppingAt: -1, gained: &gained)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Reads the row as the equation `0 = constant + a·symbol + rest` and rewrites it to
    /// express `symbol = -(constant + rest) / a`. (To move a basic symbol to the right, the
    /// caller first adds it with coefficient -1: see ``solve(for:_:)``.)
    mutating func solve(for symbol: SymbolID) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Rewrites `lhs = constant + a·rhs + rest` as `rhs = (lhs - constant - rest)/a`.
    mutating func solve(for lhs: SymbolID, _ rhs: SymbolID) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
