// The LU factors of the basis: Gaussian elimination on a square sparse matrix, in an order
// chosen to keep the factors sparse (Markowitz 1957), with threshold pivoting for stability.
//
// Layout systems are nearly triangular: most steps are *singletons* — a column with one entry
// left, or a row with one entry left — which eliminate with no fill-in. The rest (the "bump")
// follows Markowitz's rule: among the entries of the sparsest columns that are not much
// smaller than the largest in their column, the one whose row and column are shortest, since
// it can create at most (r - 1)(c - 1) new entries.

/// The factors of a square matrix `B` over rows and slots, as the elimination steps that made
/// them. Step `k` pivots on row `steps[k].row` and slot `steps[k].slot`; it subtracts
/// `l · (pivot row)` from every row of `lower[k]`, and `upper[k]` is what the pivot row held
/// besides its pivot, on slots pivoted later.
///
/// Both factors are also kept the other way round (by the row or slot an entry reaches), so
/// that each triangular solve visits only the steps its vector reaches: a layout's columns and
/// rows reach a few steps of tens of thousands.
struct LUFactors {
    struct Step {
        var row: Row
        var slot: Slot
        var pivot: Double
    }

    private(set) var steps: [Step] = []
    private var lower: [[(row: Row, multiplier: Double)]] = []
    private var upper: [[(slot: Slot, value: Double)]] = []
    /// The step pivoting on each row and slot id (-1 for none).
    private var stepOfRow: [Int] = []
    private var stepOfSlot: [Int] = []
    /// `lower` by row: the steps whose multipliers reach the row.
    private var lowerByRow: [[(step: Int, multiplier: Double)]] = []
    /// `upper` by slot: the steps whose pivot rows hold the slot.
    private var upperBySlot: [[(step: Int, value: Double)]] = []
    private(set) var entryCount = 0

    /// The factors of the empty matrix.
    init() {}

    /// Factors the matrix whose column at `slots[c]` is `columns[c]` (entries by row). Nil when
    /// the columns are linearly dependent (no acceptable pivot remains).
    init?(slots: [Slot], columns: [[(row: Row, value: Double)]]) {
        var elimination = Elimination(slots: slots, columns: columns)
        var pivots: [(step: Step, lower: [(row: Row, multiplier: Double)], upper: [(slot: Slot, value: Double)])] = []
        while let (r, c, pivot) = elimination.nextPivot() {
            let (lower, upper) = elimination.eliminate(r, c, pivot)
            pivots.append((Step(row: elimination.rowIDs[r], slot: slots[c], pivot: pivot), lower, upper))
        }
        if pivots.count != slots.count { return nil }
        for (step, lower, upper) in pivots { append(step, lower: lower, upper: upper) }
    }

    /// Appends a step (its pivot row and slot new to the factors) with its two factor entries.
    private mutating func append(
        _ step: Step, lower: [(row: Row, multiplier: Double)], upper: [(slot: Slot, value: Double)]
    ) {
        let k = steps.count
        steps.append(step)
        self.lower.append(lower)
        self.upper.append(upper)
        Self.set(&stepOfRow, step.row.index, k)
        Self.set(&stepOfSlot, step.slot.index, k)
        for (row, multiplier) in lower { Self.append(&lowerByRow, row.index, (k, multiplier)) }
        for (slot, value) in upper { Self.append(&upperBySlot, slot.index, (k, value)) }
        entryCount += 1 + lower.count + upper.count
    }

    private static func set(_ array: inout [Int], _ index: Int, _ value: Int) {
        if array.count <= index { array.append(contentsOf: repeatElement(-1, count: index + 1 - array.count)) }
        array[index] = value
    }

    private static func append<T>(_ lists: inout [[T]], _ index: Int, _ element: T) {
        if lists.count <= index { lists.append(contentsOf: repeatElement([], count: index + 1 - lists.count)) }
        lists[index].append(element)
    }

    private func step(ofRow index: Int) -> Int? {
        index < stepOfRow.count && stepOfRow[index] >= 0 ? stepOfRow[index] : nil
    }

    private func step(ofSlot index: Int) -> Int? {
        index < stepOfSlot.count && stepOfSlot[index] >= 0 ? stepOfSlot[index] : nil
    }

    // MARK: Borders

    /// Appends a border: row `row` joins with a new slot `slot` whose column is zero but for
    /// `pivot` in that row; the row's multipliers on the older steps are `multipliers` (from
    /// ``borderMultipliers(_:heaps:)``). `B' = [B 0; aᵀ σ]` factors as `[L 0; mᵀ 1] [U 0;
    /// 0 σ]` with `mᵀ U = aᵀ`.
    mutating func appendBorder(row: Row, slot: Slot, pivot: Double, multipliers: [(step: Int, multiplier: Double)]) {
        let k = steps.count
        for (step, multiplier) in multipliers { lower[step].append((row, multiplier)) }
        steps.append(Step(row: row, slot: slot, pivot: pivot))
        lower.append([])
        upper.append([])
        Self.set(&stepOfRow, row.index, k)
        Self.set(&stepOfSlot, slot.index, k)
        for (step, multiplier) in multipliers { Self.append(&lowerByRow, row.index, (step, multiplier)) }
        entryCount += 1 + multipliers.count
    }

    /// Takes back the borders appended after the first `count` steps, newest first.
    mutating func removeBorders(downTo count: Int) {
        while steps.count > count {
            let step = steps.removeLast()
            lower.removeLast()
            upper.removeLast()
            let reaching = step.row.index < lowerByRow.count ? lowerByRow[step.row.index] : []
            for (older, _) in reaching { lower[older].removeLast() }
            if step.row.index < lowerByRow.count { lowerByRow[step.row.index] = [] }
            stepOfRow[step.row.index] = -1
            stepOfSlot[step.slot.index] = -1
            entryCount -= 1 + reaching.count
        }
    }

    /// `mᵀ = cᵀ U⁻¹` for `c` by slot (consumed): a border's multipliers, by step.
    func borderMultipliers(_ c: inout SparseVector, heaps: inout SolveHeaps) -> [(step: Int, multiplier: Double)] {
        var multipliers: [(step: Int, multiplier: Double)] = []
        forwardUpper(&c, heap: &heaps.increasing) { k, value in multipliers.append((k, value)) }
        return multipliers
    }

    // MARK: Solves

    /// Solves `B u = a` in place: `a` by row in (left holding intermediate values), `u` by slot
    /// out (into `result`, which the caller cleared).
    func solve(_ a: inout SparseVector, into result: inout SparseVector, heaps: inout SolveHeaps) {
        if isSmall(for: a) {
            solveBySweeping(&a, into: &result)
            return
        }
        // L: steps in increasing order, each scattering its row's value down its column of L.
        heaps.increasing.removeAll()
        for position in a.positions { if let k = step(ofRow: position) { heaps.increasing.push(k) } }
        while let k = heaps.increasing.pop() {
            let value = a[steps[k].row.index]
            if value == 0 { continue }
            for (row, multiplier) in lower[k] {
                a.add(row.index, -multiplier * value)
                if let later = step(ofRow: row.index) { heaps.increasing.push(later) }
            }
        }
        // U: steps in decreasing order, each value scattered up to the rows that hold its slot.
        heaps.decreasing.removeAll()
        for position in a.positions { if let k = step(ofRow: position) { heaps.decreasing.push(k) } }
        while let k = heaps.decreasing.pop() {
            let value = a[steps[k].row.index] / steps[k].pivot
            if value == 0 { continue }
            result.set(steps[k].slot.index, value)
            scatterUp(value, from: k, into: &a)
            let slot = steps[k].slot.index
            if slot < upperBySlot.count { for (earlier, _) in upperBySlot[slot] { heaps.decreasing.push(earlier) } }
        }
    }

    /// `value` (step `k`'s result) scattered up to the rows that hold its slot.
    @inline(__always)
    private func scatterUp(_ value: Double, from k: Int, into a: inout SparseVector) {
        let slot = steps[k].slot.index
        guard slot < upperBySlot.count else { return }
        for (earlier, entry) in upperBySlot[slot] { a.add(steps[earlier].row.index, -entry * value) }
    }

    /// Whether a solve is cheaper as a sweep over every step than as a walk of the steps the
    /// vector reaches, which costs a heap operation each: so for small factors.
    private func isSmall(for vector: SparseVector) -> Bool {
        steps.count <= 64 + 8 * vector.positions.count
    }

    /// `solve` as two plain sweeps over the steps.
    private func solveBySweeping(_ a: inout SparseVector, into result: inout SparseVector) {
        for k in steps.indices {
            let value = a[steps[k].row.index]
            if value == 0 { continue }
            for (row, multiplier) in lower[k] { a.add(row.index, -multiplier * value) }
        }
        for k in steps.indices.reversed() {
            let value = a[steps[k].row.index] / steps[k].pivot
            if value == 0 { continue }
            result.set(steps[k].slot.index, value)
            scatterUp(value, from: k, into: &a)
        }
    }

    /// Solves `Bᵀ y = c` in place: `c` by slot in (left holding intermediate values), `y` by
    /// row out (into `result`, which the caller cleared).
    func solveTransposed(_ c: inout SparseVector, into result: inout SparseVector, heaps: inout SolveHeaps) {
        if isSmall(for: c) {
            solveTransposedBySweeping(&c, into: &result)
            return
        }
        // The decreasing heap is taken out for the pass over Uᵀ, which fills it as it goes.
        var backward = IndexHeap()
        swap(&backward, &heaps.decreasing)
        defer { swap(&backward, &heaps.decreasing) }
        backward.removeAll()
        forwardUpper(&c, heap: &heaps.increasing) { k, value in
            result.set(steps[k].row.index, value)
            backward.push(k)
        }
        // Lᵀ: steps in decreasing order, each row's final value scattered to the rows whose
        // elimination it entered.
        while let k = backward.pop() {
            let row = steps[k].row.index
            let value = result[row]
            if value == 0 || row >= lowerByRow.count { continue }
            for (earlier, multiplier) in lowerByRow[row] {
                result.add(steps[earlier].row.index, -multiplier * value)
                backward.push(earlier)
            }
        }
    }

    /// `solveTransposed` as two plain sweeps over the steps.
    private func solveTransposedBySweeping(_ c: inout SparseVector, into result: inout SparseVector) {
        for k in steps.indices {
            let value = c[steps[k].slot.index]
            if value == 0 { continue }
            let scaled = value / steps[k].pivot
            result.set(steps[k].row.index, scaled)
            for (slot, entry) in upper[k] { c.add(slot.index, -entry * scaled) }
        }
        for k in steps.indices.reversed() {
            let row = steps[k].row.index
            let value = result[row]
            if value == 0 || row >= lowerByRow.count { continue }
            for (earlier, multiplier) in lowerByRow[row] { result.add(steps[earlier].row.index, -multiplier * value) }
        }
    }

    /// Uᵀ's pass: steps in increasing order, each `c[slot] / pivot` handed to `visit` and
    /// scattered along the pivot row's entries.
    private func forwardUpper(_ c: inout SparseVector, heap: inout IndexHeap, visit: (Int, Double) -> Void) {
        heap.removeAll()
        for position in c.positions { if let k = step(ofSlot: position) { heap.push(k) } }
        while let k = heap.pop() {
            let value = c[steps[k].slot.index]
            if value == 0 { continue }
            let scaled = value / steps[k].pivot
            visit(k, scaled)
            for (slot, entry) in upper[k] {
                c.add(slot.index, -entry * scaled)
                if let later = step(ofSlot: slot.index) { heap.push(later) }
            }
        }
    }
}

/// The state of one elimination: the active submatrix by rows (with values) and by columns
/// (rows only, possibly stale: readers check the row still holds the entry).
private struct Elimination {
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
    var rows: [[Entry]] = []
    var columnRows: [[Int]]
    var rowDone: [Bool] = []
    var columnDone: [Bool]
    var columnCount: [Int]
    var columnSingletons: [Int] = []
    var rowSingletons: [Int] = []
    /// The open columns by (entry count, column), lazily: a column is pushed again whenever
    /// its count changes, and entries whose count is stale are skipped when popped.
    var sparseColumns = PairHeap()
    /// Scratch: each column's position in the current pivot row, or -1.
    var positionInPivotRow: [Int]

    init(slots: [Slot], columns: [[(row: Row, value: Double)]]) {
        self.slots = slots
        columnRows = Array(repeating: [], count: slots.count)
        columnDone = Array(repeating: false, count: slots.count)
        columnCount = Array(repeating: 0, count: slots.count)
        positionInPivotRow = Array(repeating: -1, count: slots.count)
        // Each row's place among the active rows, by row id (-1: not seen yet).
        let rowLimit = columns.reduce(0) { limit, column in column.reduce(limit) { max($0, $1.row.index + 1) } }
        var local = [Int](repeating: -1, count: rowLimit)
        for (c, column) in columns.enumerated() {
            for (row, value) in column where value != 0 {
                var r = local[row.index]
                if r < 0 {
                    r = rows.count
                    local[row.index] = r
                    rowIDs.append(row)
                    rows.append([])
                }
                rows[r].append(Entry(column: c, value: value))
                columnRows[c].append(r)
            }
        }
        rowDone = Array(repeating: false, count: rows.count)
        for c in columnRows.indices {
            columnCount[c] = columnRows[c].count
            if columnCount[c] == 1 { columnSingletons.append(c) }
            sparseColumns.push((columnCount[c], c))
        }
        for r in rows.indices where rows[r].count == 1 { rowSingletons.append(r) }
    }

    func value(row r: Int, column c: Int) -> Double? {
        rows[r].first { $0.column == c }?.value
    }

    /// The next pivot (an active row, column and value): a column singleton, a row singleton,
    /// or the Markowitz choice in the bump. Nil when every column is done or none has an
    /// acceptable entry (singular).
    mutating func nextPivot() -> (Int, Int, Double)? {
        while let c = columnSingletons.popLast() {
            guard !columnDone[c], columnCount[c] == 1,
                let r = columnRows[c].first(where: { !rowDone[$0] && value(row: $0, column: c) != nil })
            else { continue }
            return step(r, c)
        }
        while let r = rowSingletons.popLast() {
            guard !rowDone[r], rows[r].count == 1, !columnDone[rows[r][0].column] else { continue }
            return step(r, rows[r][0].column)
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
        var sparsest: [Int] = [] // the open columns of fewest entries, sparsest first
        while sparsest.count < Self.searchedColumns, let (count, c) = sparseColumns.pop() {
            if columnDone[c] || count != columnCount[c] || sparsest.contains(c) { continue }
            sparsest.append(c)
        }
        for c in sparsest { sparseColumns.push((columnCount[c], c)) }
        var best: (cost: Int, column: Int, row: Int)?
        for c in sparsest {
            let entries = columnRows[c].compactMap { r -> (Int, Double)? in
                guard !rowDone[r], let v = value(row: r, column: c) else { return nil }
                return (r, v)
            }
            let largest = entries.reduce(0) { max($0, abs($1.1)) }
            for (r, v) in entries where abs(v) >= Self.threshold * largest && v != 0 {
                let cost = (rows[r].count - 1) * (columnCount[c] - 1)
                if best == nil || (cost, c, r) < (best!.cost, best!.column, best!.row) { best = (cost, c, r) }
            }
        }
        guard let best else { return nil }
        return step(best.row, best.column)
    }

    /// Eliminates the pivot's column from the other active rows; returns the column of L
    /// (rows by id, with multipliers) and the row of U (slots by id).
    mutating func eliminate(_ r: Int, _ c: Int, _ pivot: Double) -> (
        [(row: Row, multiplier: Double)], [(slot: Slot, value: Double)]
    ) {
        let pivotRow = rows[r].filter { $0.column != c }
        rowDone[r] = true
        columnDone[c] = true
        for (position, entry) in pivotRow.enumerated() { positionInPivotRow[entry.column] = position }
        var lower: [(row: Row, multiplier: Double)] = []
        for other in columnRows[c] where !rowDone[other] {
            guard let v = value(row: other, column: c) else { continue }
            let multiplier = v / pivot
            lower.append((rowIDs[other], multiplier))
            subtract(pivotRow, times: multiplier, from: other, dropping: c)
        }
        for entry in pivotRow {
            positionInPivotRow[entry.column] = -1
            columnCount[entry.column] -= 1
            if columnCount[entry.column] == 1 { columnSingletons.append(entry.column) }
            sparseColumns.push((columnCount[entry.column], entry.column))
        }
        let upper = pivotRow.map { (slot: slots[$0.column], value: $0.value) }
        return (lower, upper)
    }

    /// Row `other` -= multiplier · pivot row, and the pivot column's entry leaves it.
    private mutating func subtract(_ pivotRow: [Entry], times multiplier: Double, from other: Int, dropping c: Int) {
        var updated: [Entry] = []
        updated.reserveCapacity(rows[other].count + pivotRow.count)
        var touched = Array(repeating: false, count: pivotRow.count)
        for entry in rows[other] where entry.column != c {
            let position = positionInPivotRow[entry.column]
            if position >= 0 {
                touched[position] = true
                let value = entry.value - multiplier * pivotRow[position].value
                if value != 0 {
                    updated.append(Entry(column: entry.column, value: value))
                } else {
                    columnCount[entry.column] -= 1
                    if columnCount[entry.column] == 1 { columnSingletons.append(entry.column) }
                    sparseColumns.push((columnCount[entry.column], entry.column))
                }
            } else {
                updated.append(entry)
            }
        }
        for (position, entry) in pivotRow.enumerated() where !touched[position] {
            updated.append(Entry(column: entry.column, value: -multiplier * entry.value))
            columnRows[entry.column].append(other)
            columnCount[entry.column] += 1
            sparseColumns.push((columnCount[entry.column], entry.column))
        }
        rows[other] = updated
        if updated.count == 1 { rowSingletons.append(other) }
    }
}

/// A binary min-heap of pairs, smallest first (lexicographic): the elimination's open columns
/// by entry count.
private struct PairHeap {
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
