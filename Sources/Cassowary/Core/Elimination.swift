// One Gaussian elimination of a sparse square matrix, the work behind ``LUFactors``: the active
// submatrix kept by rows (with values) and by columns, singletons taken first, and in the bump
// the Markowitz choice among the sparsest columns, which a heap keeps as counts change.

/// The state of one elimination: the active submatrix by rows (with values) and by columns
/// (rows only, possibly stale: readers check the row still holds the entry).
struct Elimination {
    /// An entry of an active row: its column's position in `slots`, and its value.
    struct Entry {
        var column: Int
        var value: Double
    }

    /// The smallest a bump pivot may be against the largest entry of its column.
    static let threshold = 0.1
    /// How many of the sparsest columns a bump step examines.
    static let searchedColumns = 4

    let slots: [Slot]
    var rowIDs: [Row] = []
    /// The active rows' entries, and each column's rows (by place among the active rows).
    var rows: ListPool<Entry>
    var columnRows: ListPool<Int>
    var rowDone: [Bool] = []
    var columnDone: [Bool]
    var columnCount: [Int]
    var columnSingletons: [Int] = []
    var rowSingletons: [Int] = []
    /// The open columns by (entry count, column), lazily: a column is pushed again whenever
    /// its count changes, and entries whose count is stale are skipped when popped. Made at
    /// the first bump step: the singleton steps before it would fill it with stale entries
    /// (a chain's factoring popped thousands for each bump step).
    var sparseColumns: PairHeap?
    /// Scratch: each column's position in the current pivot row, or -1.
    var positionInPivotRow: [Int]
    /// Scratch: the pivot row's columns a row update met, by column: the update's number.
    var touchedInPivotRow: [Int]
    var updateCount = 0
    /// Scratch: the current pivot row without its pivot, and a row being updated.
    var pivotRow: [Entry] = []
    var updated: [Entry] = []

    init(slots: [Slot], columns: [[(row: Row, value: Double)]]) {
        self.slots = slots
        columnDone = Array(repeating: false, count: slots.count)
        positionInPivotRow = Array(repeating: -1, count: slots.count)
        touchedInPivotRow = Array(repeating: 0, count: slots.count)
        // Each row's place among the active rows, by row id, and its length: every array is
        // then allocated once (a factoring makes one per row and column).
        let rowLimit = columns.reduce(0) { limit, column in column.reduce(limit) { max($0, $1.row.index + 1) } }
        var local = [Int](repeating: -1, count: rowLimit)
        var lengths: [Int] = []
        for column in columns {
            for (row, value) in column where value != 0 {
                if local[row.index] < 0 {
                    local[row.index] = rowIDs.count
                    rowIDs.append(row)
                    lengths.append(0)
                }
                lengths[local[row.index]] += 1
            }
        }
        var rows = ListPool(lengths: lengths, filler: Entry(column: 0, value: 0))
        var columnRows = ListPool(lengths: columns.map { $0.count }, filler: 0)
        for (c, column) in columns.enumerated() {
            for (row, value) in column where value != 0 {
                let r = local[row.index]
                rows.append(Entry(column: c, value: value), to: r)
                columnRows.append(r, to: c)
            }
        }
        self.rows = rows
        self.columnRows = columnRows
        rowDone = Array(repeating: false, count: rows.listCount)
        columnCount = (0..<columnRows.listCount).map { columnRows.count($0) }
        for c in columnCount.indices where columnCount[c] == 1 { columnSingletons.append(c) }
        for r in 0..<rows.listCount where rows.count(r) == 1 { rowSingletons.append(r) }
    }

    func value(row r: Int, column c: Int) -> Double? {
        for position in rows.positions(r) where rows.element(at: position).column == c {
            return rows.element(at: position).value
        }
        return nil
    }

    /// The first active row that holds column `c`.
    private func activeRow(holding c: Int) -> Int? {
        for position in columnRows.positions(c) {
            let r = columnRows.element(at: position)
            if !rowDone[r] && value(row: r, column: c) != nil { return r }
        }
        return nil
    }

    /// The active rows that hold column `c` (possibly stale, see the type's comment).
    private func rowsOfColumn(_ c: Int) -> [Int] {
        columnRows.positions(c).map { columnRows.element(at: $0) }
    }

    /// The next pivot (an active row, column and value): a column singleton, a row singleton,
    /// or the Markowitz choice in the bump. Nil when every column is done or none has an
    /// acceptable entry (singular).
    mutating func nextPivot() -> (Int, Int, Double)? {
        while let c = columnSingletons.popLast() {
            guard !columnDone[c], columnCount[c] == 1,
                let r = activeRow(holding: c)
            else { continue }
            return step(r, c)
        }
        while let r = rowSingletons.popLast() {
            guard !rowDone[r], rows.count(r) == 1, !columnDone[rows[r, 0].column] else { continue }
            return step(r, rows[r, 0].column)
        }
        return markowitzPivot()
    }

    private func step(_ r: Int, _ c: Int) -> (Int, Int, Double) {
        (r, c, value(row: r, column: c)!)
    }

    /// Among the entries of the sparsest active columns that pass the threshold, the one of
    /// least Markowitz cost `(row count - 1)(column count - 1)`; ties to the lowest column,
    /// then row.
    private mutating func markowitzPivot() -> (Int, Int, Double)? {
        if sparseColumns == nil {
            var heap = PairHeap()
            for c in columnCount.indices where !columnDone[c] { heap.push((columnCount[c], c)) }
            sparseColumns = heap
        }
        var sparsest: [Int] = [] // the open columns of fewest entries, sparsest first
        while sparsest.count < Self.searchedColumns, let (count, c) = sparseColumns!.pop() {
            if columnDone[c] || count != columnCount[c] || sparsest.contains(c) { continue }
            sparsest.append(c)
        }
        for c in sparsest { sparseColumns!.push((columnCount[c], c)) }
        var best: (cost: Int, column: Int, row: Int)?
        for c in sparsest {
            let entries = rowsOfColumn(c).compactMap { r -> (Int, Double)? in
                guard !rowDone[r], let v = value(row: r, column: c) else { return nil }
                return (r, v)
            }
            let largest = entries.reduce(0) { max($0, abs($1.1)) }
            for (r, v) in entries where abs(v) >= Self.threshold * largest && v != 0 {
                let cost = (rows.count(r) - 1) * (columnCount[c] - 1)
                if best == nil || (cost, c, r) < (best!.cost, best!.column, best!.row) { best = (cost, c, r) }
            }
        }
        guard let best else { return nil }
        return step(best.row, best.column)
    }

    /// Eliminates the pivot's column from the other active rows, appending the column of L
    /// (rows by id, with multipliers) and the row of U (slots by id) to `factors`.
    mutating func eliminate(_ r: Int, _ c: Int, _ pivot: Double, into factors: inout FactorEntries) {
        pivotRow.removeAll(keepingCapacity: true)
        for position in rows.positions(r) where rows.element(at: position).column != c {
            pivotRow.append(rows.element(at: position))
        }
        let pivotRow = self.pivotRow
        rowDone[r] = true
        columnDone[c] = true
        for (position, entry) in pivotRow.enumerated() { positionInPivotRow[entry.column] = position }
        for position in columnRows.positions(c) {
            // Only other columns' lists change below: this one's positions stand.
            let other = columnRows.element(at: position)
            if rowDone[other] { continue }
            guard let v = value(row: other, column: c) else { continue }
            let multiplier = v / pivot
            factors.lower.append((rowIDs[other], multiplier))
            subtract(pivotRow, times: multiplier, from: other, dropping: c)
        }
        for entry in pivotRow {
            positionInPivotRow[entry.column] = -1
            dropEntry(ofColumn: entry.column)
            factors.upper.append((slots[entry.column], entry.value))
        }
        factors.endStep()
        rows.removeAll(r) // done with: its entries are in U now
    }

    /// Row `other` -= multiplier · pivot row, and the pivot column's entry leaves it.
    private mutating func subtract(_ pivotRow: [Entry], times multiplier: Double, from other: Int, dropping c: Int) {
        updateCount += 1
        updated.removeAll(keepingCapacity: true)
        for position in rows.positions(other) {
            let entry = rows.element(at: position)
            if entry.column == c { continue }
            let place = positionInPivotRow[entry.column]
            if place >= 0 {
                touchedInPivotRow[entry.column] = updateCount
                let value = entry.value - multiplier * pivotRow[place].value
                if value != 0 {
                    updated.append(Entry(column: entry.column, value: value))
                } else {
                    dropEntry(ofColumn: entry.column)
                }
            } else {
                updated.append(entry)
            }
        }
        for entry in pivotRow where touchedInPivotRow[entry.column] != updateCount {
            updated.append(Entry(column: entry.column, value: -multiplier * entry.value))
            columnRows.append(other, to: entry.column)
            columnCount[entry.column] += 1
            sparseColumns?.push((columnCount[entry.column], entry.column))
        }
        rows.replace(other, with: updated)
        if updated.count == 1 { rowSingletons.append(other) }
    }

    /// Column `c` has one active entry fewer: it may have become a singleton, and the heap
    /// learns its new count.
    private mutating func dropEntry(ofColumn c: Int) {
        columnCount[c] -= 1
        if columnCount[c] == 1 { columnSingletons.append(c) }
        sparseColumns?.push((columnCount[c], c))
    }
}

/// The entries of L and U as an elimination makes them, step after step, in two flat lists:
/// step `k`'s are `lower[lowerStarts[k]..<lowerStarts[k + 1]]` (the rows it eliminates, with
/// their multipliers) and likewise for `upper` (its pivot row's other slots).
struct FactorEntries {
    var lower: [(row: Row, multiplier: Double)] = []
    var lowerStarts: [Int] = [0]
    var upper: [(slot: Slot, value: Double)] = []
    var upperStarts: [Int] = [0]

    mutating func endStep() {
        lowerStarts.append(lower.count)
        upperStarts.append(upper.count)
    }
}

/// A binary min-heap of pairs, smallest first (lexicographic): the elimination's open columns
/// by entry count.
struct PairHeap {
    private var items: [(Int, Int)] = []

    mutating func push(_ item: (Int, Int)) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (Int, Int)? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return top }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count && items[left] < items[smallest] { smallest = left }
            if right < items.count && items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return top }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
