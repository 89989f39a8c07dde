// The LU factorization of the basis: Gaussian elimination on a square sparse matrix, in an
// order chosen to keep the factors sparse (Markowitz 1957), with threshold pivoting for
// stability.
//
// Layout systems are nearly triangular: most steps are *singletons* — a column with one entry
// left, or a row with one entry left — which eliminate with no fill-in at all. What remains
// (the "bump") is eliminated by Markowitz's rule: among the entries of the sparsest columns
// that are not much smaller than the largest in their column, take the one whose row and
// column are shortest, since it can create at most (r - 1)(c - 1) new entries.

/// The triangular factors of a square sparse matrix `B`, as the sequence of elimination steps
/// that produced them.
///
/// Step `k` takes row `pivotRow[k]` and column `pivotSlot[k]` (the matrix's columns are the
/// basis slots) with pivot `pivotValue[k]`. It subtracts `lValue · (pivot row)` from each row in
/// column `k` of L, removing the pivot column from the rest of the matrix; row `k` of U is
/// what the pivot row held at that moment. Solving `B x = a` runs the steps forwards over `a`
/// (L), then backwards (U).
struct LUFactors {
    var pivotRow: [Int32] = []
    var pivotSlot: [Int32] = []
    var pivotValue: [Double] = []
    /// Column `k` of L (`lStart[k] ..< lStart[k + 1]`): rows eliminated after step `k`, with
    /// their multipliers.
    var lStart: [Int32] = [0]
    var lRow: [Int32] = []
    var lValue: [Double] = []
    /// Row `k` of U without its pivot (`uStart[k] ..< uStart[k + 1]`): slots eliminated after
    /// step `k`, with their coefficients.
    var uStart: [Int32] = [0]
    var uSlot: [Int32] = []
    var uValue: [Double] = []

    var stepCount: Int { pivotRow.count }

    /// Stored numbers: pivots and the off-diagonal entries of L and U.
    var entryCount: Int { pivotRow.count + lRow.count + uSlot.count }
}

/// Markowitz elimination with threshold pivoting.
enum SparseLU {
    /// An entry of a sparse row during elimination.
    private struct Entry {
        var column: Int32
        var value: Double
    }

    /// The relative size a bump pivot must have against the largest entry of its column.
    private static let threshold = 0.1

    /// How many of the sparsest columns the Markowitz search examines.
    private static let searchedColumns = 4

    /// Factorizes the matrix whose rows are `rows` and whose columns are `slots`: `columns[c]`
    /// lists the entries of column `c` (slot `slots[c]`) as positions in `rows` with their
    /// values. Returns nil when the columns are linearly dependent.
    ///
    /// With more rows than columns, the elimination stops once every column has its pivot:
    /// the pivot rows (``LUFactors/pivotRow``) then pick out a square, non-singular part.
    ///
    /// - Complexity: O(entries + fill-in) for the singleton steps, plus the Markowitz search
    ///   over the bump.
    static func factorize(rows: [Int32], slots: [Int32], columns: [[(row: Int32, value: Double)]]) -> LUFactors? {
        let n = rows.count
        let columnTotal = slots.count
        guard columnTotal <= n, columns.count == columnTotal else { return nil }
        var factors = LUFactors()
        factors.pivotRow.reserveCapacity(n)
        factors.pivotSlot.reserveCapacity(n)
        factors.pivotValue.reserveCapacity(n)
        factors.lStart.reserveCapacity(n + 1)
        factors.uStart.reserveCapacity(n + 1)
        if n == 0 { return factors }

        // The active submatrix, by rows (values) and by columns (row positions; may list rows
        // that have since lost the entry, which readers skip).
        var rowEntries = [[Entry]](repeating: [], count: n)
        var columnRows = [[Int32]](repeating: [], count: columnTotal)
        var rowCount = [Int32](repeating: 0, count: n)
        var columnCount = [Int32](repeating: 0, count: columnTotal)
        for c in 0..<columnTotal {
            for (row, value) in columns[c] where value != 0 {
                rowEntries[Int(row)].append(Entry(column: Int32(c), value: value))
                columnRows[c].append(row)
            }
        }
        for r in 0..<n { rowCount[r] = Int32(rowEntries[r].count) }
        for c in 0..<columnTotal { columnCount[c] = Int32(columnRows[c].count) }
        var rowDone = [Bool](repeating: false, count: n)
        var columnDone = [Bool](repeating: false, count: columnTotal)

        // Singleton queues (first in, first out) and the Markowitz heap of (count, column).
        var columnSingletons: [Int32] = [], columnHead = 0
        var rowSingletons: [Int32] = [], rowHead = 0
        var sparsest = BinaryHeap<Int64>()
        for c in 0..<columnTotal {
            if columnCount[c] == 1 { columnSingletons.append(Int32(c)) }
            sparsest.push(Int64(columnCount[c]) << 32 | Int64(c))
        }
        for r in 0..<n where rowCount[r] == 1 { rowSingletons.append(Int32(r)) }

        // Marks of the pivot row's columns (with their position in it) during one step.
        var pivotMark = [Int32](repeating: -1, count: columnTotal)
        var pivotPosition = [Int32](repeating: 0, count: columnTotal)
        var seenMark = [Int32](repeating: -1, count: columnTotal)
        var seenEpoch: Int32 = 0

        func value(_ r: Int32, _ c: Int32) -> Double? {
            for entry in rowEntries[Int(r)] where entry.column == c { return entry.value }
            return nil
        }

        func columnChanged(_ c: Int32) {
            let count = columnCount[Int(c)]
            if count == 1 { columnSingletons.append(c) }
            sparsest.push(Int64(count) << 32 | Int64(c))
        }

        for step in 0..<columnTotal {
            // Choose the pivot.
            var pivot: (row: Int32, column: Int32)?
            while pivot == nil, columnHead < columnSingletons.count {
                let c = columnSingletons[columnHead]
                columnHead += 1
                guard !columnDone[Int(c)], columnCount[Int(c)] == 1 else { continue }
                for r in columnRows[Int(c)] where !rowDone[Int(r)] && value(r, c) != nil {
                    pivot = (r, c)
                    break
                }
            }
            while pivot == nil, rowHead < rowSingletons.count {
                let r = rowSingletons[rowHead]
                rowHead += 1
                guard !rowDone[Int(r)], rowCount[Int(r)] == 1, let only = rowEntries[Int(r)].first else { continue }
                pivot = (r, only.column)
            }
            if pivot == nil {
                pivot = markowitzPivot(&sparsest, columnRows: columnRows, rowEntries: rowEntries,
                                       rowCount: rowCount, columnCount: columnCount,
                                       rowDone: rowDone, columnDone: columnDone)
            }
            guard let (pr, pc) = pivot else { return nil }

            // Row `pr` of U, and the pivot.
            var pivotValue = 0.0
            var upper: [Entry] = []
            upper.reserveCapacity(rowEntries[Int(pr)].count)
            for entry in rowEntries[Int(pr)] {
                if entry.column == pc { pivotValue = entry.value } else { upper.append(entry) }
            }
            guard pivotValue != 0, pivotValue.isFinite else { return nil }
            rowDone[Int(pr)] = true
            columnDone[Int(pc)] = true
            rowEntries[Int(pr)] = []
            factors.pivotRow.append(rows[Int(pr)])
            factors.pivotSlot.append(slots[Int(pc)])
            factors.pivotValue.append(pivotValue)
            for (position, entry) in upper.enumerated() {
                factors.uSlot.append(slots[Int(entry.column)])
                factors.uValue.append(entry.value)
                pivotMark[Int(entry.column)] = Int32(step)
                pivotPosition[Int(entry.column)] = Int32(position)
                columnCount[Int(entry.column)] -= 1
                columnChanged(entry.column)
            }
            factors.uStart.append(Int32(factors.uSlot.count))

            // Eliminate the pivot column from the other rows: row -= (a / pivot) · pivot row.
            for r in columnRows[Int(pc)] where !rowDone[Int(r)] {
                guard let a = value(r, pc) else { continue }
                let multiplier = a / pivotValue
                factors.lRow.append(rows[Int(r)])
                factors.lValue.append(multiplier)
                seenEpoch += 1
                var updated: [Entry] = []
                updated.reserveCapacity(rowEntries[Int(r)].count + upper.count)
                for entry in rowEntries[Int(r)] where entry.column != pc {
                    let c = Int(entry.column)
                    if pivotMark[c] == Int32(step) {
                        seenMark[c] = seenEpoch
                        let sum = entry.value - multiplier * upper[Int(pivotPosition[c])].value
                        if sum != 0 {
                            updated.append(Entry(column: entry.column, value: sum))
                        } else {
                            columnCount[c] -= 1
                            columnChanged(entry.column)
                        }
                    } else {
                        updated.append(entry)
                    }
                }
                for entry in upper where seenMark[Int(entry.column)] != seenEpoch {
                    let fill = -multiplier * entry.value
                    if fill == 0 { continue }
                    updated.append(Entry(column: entry.column, value: fill))
                    columnRows[Int(entry.column)].append(r)
                    columnCount[Int(entry.column)] += 1
                    columnChanged(entry.column)
                }
                rowEntries[Int(r)] = updated
                rowCount[Int(r)] = Int32(updated.count)
                // A row left empty is dependent: singular when square; with spare rows it is
                // one that will not be chosen.
                if updated.isEmpty, columnTotal == n { return nil }
                if updated.count == 1 { rowSingletons.append(r) }
            }
            columnRows[Int(pc)] = []
            factors.lStart.append(Int32(factors.lRow.count))
        }
        return factors
    }

    /// The Markowitz choice among the sparsest columns: an entry at least `threshold` times
    /// the largest of its column, minimising `(row count - 1) · (column count - 1)`; ties go
    /// to the lower row, then the lower column. Nil when the active matrix is singular.
    private static func markowitzPivot(
        _ sparsest: inout BinaryHeap<Int64>, columnRows: [[Int32]], rowEntries: [[Entry]],
        rowCount: [Int32], columnCount: [Int32], rowDone: [Bool], columnDone: [Bool]
    ) -> (row: Int32, column: Int32)? {
        var best: (cost: Int64, row: Int32, column: Int32)?
        var examined: [Int64] = []
        while examined.count < searchedColumns, let key = sparsest.pop() {
            let c = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
            let count = key >> 32
            guard !columnDone[Int(c)], Int64(columnCount[Int(c)]) == count else { continue }
            examined.append(key)
            if count == 0 { return nil }  // an empty column: singular
            var largest = 0.0
            var candidates: [(row: Int32, value: Double)] = []
            for r in columnRows[Int(c)] where !rowDone[Int(r)] {
                for entry in rowEntries[Int(r)] where entry.column == c {
                    candidates.append((r, entry.value))
                    largest = Swift.max(largest, abs(entry.value))
                }
            }
            for (r, v) in candidates where abs(v) >= threshold * largest && v != 0 {
                let cost = Int64(rowCount[Int(r)] - 1) * (count - 1)
                if let current = best {
                    if cost > current.cost { continue }
                    if cost == current.cost, (r, c) >= (current.row, current.column) { continue }
                }
                best = (cost, r, c)
            }
        }
        for key in examined { sparsest.push(key) }
        guard let best else { return nil }
        return (best.row, best.column)
    }
}
