@testable import Cassowary
import Testing

/// `BasisInverse` against a dense matrix kept beside it: every change (borders, pivots, a
/// truncation, a factoring afresh) is made to both, and FTRAN and BTRAN must agree with a
/// dense solve.
@Suite struct BasisInverseTests {
    /// A dense square matrix over row and slot ids, with a Gaussian-elimination solve.
    struct Dense {
        var rows: [Row] = []
        var slots: [Slot] = []
        var entries: [[Double]] = []  // entries[r][s]

        func index(of row: Row) -> Int { rows.firstIndex(of: row)! }
        func index(of slot: Slot) -> Int { slots.firstIndex(of: slot)! }

        /// Solves `M x = b` (or `Mᵀ x = b`) by elimination with partial pivoting.
        func solve(_ b: [Double], transposed: Bool) -> [Double] {
            let n = rows.count
            var m = (0..<n).map { r in (0..<n).map { c in transposed ? entries[c][r] : entries[r][c] } }
            var x = b
            for column in 0..<n {
                let pivot = (column..<n).max { abs(m[$0][column]) < abs(m[$1][column]) }!
                m.swapAt(column, pivot)
                x.swapAt(column, pivot)
                for row in column + 1..<n where m[row][column] != 0 {
                    let factor = m[row][column] / m[column][column]
                    for k in column..<n { m[row][k] -= factor * m[column][k] }
                    x[row] -= factor * x[column]
                }
            }
            for row in (0..<n).reversed() {
                var sum = x[row]
                for k in row + 1..<n { sum -= m[row][k] * x[k] }
                x[row] = sum / m[row][row]
            }
            return x
        }
    }

    var random = SplitMix(seed: 11)

    mutating func value() -> Double {
        Double(Int(random.next() % 9) + 1) * (random.next() % 2 == 0 ? 1 : -1) / 2
    }

    /// FTRAN and BTRAN of every unit vector against the dense solves.
    func expectAgrees(_ inverse: inout BasisInverse, _ dense: Dense, _ label: String) {
        let n = dense.rows.count
        for k in 0..<n {
            var a = SparseVector(), u = SparseVector()
            a.set(dense.rows[k].index, 1)
            inverse.solve(&a, into: &u)
            var b = [Double](repeating: 0, count: n)
            b[k] = 1
            let expected = dense.solve(b, transposed: false)
            for (s, slot) in dense.slots.enumerated() {
                #expect(abs(u[slot.index] - expected[s]) < 1e-9, "\(label): FTRAN of row \(k), slot \(s)")
            }
            var c = SparseVector(), y = SparseVector()
            c.set(dense.slots[k].index, 1)
            inverse.solveTransposed(&c, into: &y)
            let expectedT = dense.solve(b, transposed: true)
            for (r, row) in dense.rows.enumerated() {
                #expect(abs(y[row.index] - expectedT[r]) < 1e-9, "\(label): BTRAN of slot \(k), row \(r)")
            }
        }
    }

    @Test(arguments: 0..<20) mutating func bordersPivotsAndTruncationsMatchADenseSolve(seed: Int) {
        random = SplitMix(seed: UInt64(seed))
        var dense = Dense()
        var inverse = BasisInverse()
        var nextRow = 0, nextSlot = 0
        var saved: (mark: (steps: Int, etas: Int), dense: Dense, nextRow: Int, nextSlot: Int)?
        for step in 0..<24 {
            if step == 8 { saved = (inverse.mark, dense, nextRow, nextSlot) }
            if step == 16, let back = saved {
                // A failed attempt taken back: the changes since step 8 go.
                inverse.truncate(to: back.mark)
                (dense, nextRow, nextSlot) = (back.dense, back.nextRow, back.nextSlot)
                expectAgrees(&inverse, dense, "seed \(seed), truncated")
            }
            let choice = random.next() % 3
            if choice < 2 || dense.rows.count < 2 {
                // A border: a new row with entries on a few older slots, and a new slot.
                let row = Row(nextRow), slot = Slot(nextSlot)
                nextRow += 1; nextSlot += 1
                var borderEntries: [(slot: Slot, value: Double)] = []
                for older in dense.slots where random.next() % 3 == 0 { borderEntries.append((older, value())) }
                let pivot = value()
                inverse.border(row: row, slot: slot, pivot: pivot, entries: borderEntries)
                for r in dense.entries.indices { dense.entries[r].append(0) }
                var newRow = [Double](repeating: 0, count: dense.slots.count + 1)
                for (older, v) in borderEntries { newRow[dense.index(of: older)] = v }
                newRow[dense.slots.count] = pivot
                dense.rows.append(row); dense.slots.append(slot); dense.entries.append(newRow)
            } else {
                // A pivot: slot `p` gets a new column `a` (kept only if the result is regular).
                let p = Int(random.next() % UInt64(dense.slots.count))
                var column = [Double](repeating: 0, count: dense.rows.count)
                for r in column.indices where random.next() % 2 == 0 { column[r] = value() }
                column[Int(random.next() % UInt64(column.count))] = value()
                var a = SparseVector(), alpha = SparseVector()
                for (r, v) in column.enumerated() where v != 0 { a.set(dense.rows[r].index, v) }
                inverse.solve(&a, into: &alpha)
                guard abs(alpha[dense.slots[p].index]) > 0.1 else { continue }
                inverse.eta(slot: dense.slots[p], alpha: alpha)
                for r in dense.entries.indices { dense.entries[r][p] = column[r] }
            }
            expectAgrees(&inverse, dense, "seed \(seed), step \(step)")
        }
        // Factoring afresh gives the same solves.
        let columns = dense.slots.indices.map { s in
            dense.rows.indices.compactMap { r in dense.entries[r][s] == 0 ? nil : (row: dense.rows[r], value: dense.entries[r][s]) }
        }
        var fresh = BasisInverse(slots: dense.slots, columns: columns)!
        expectAgrees(&fresh, dense, "seed \(seed), factored afresh")
    }
}

/// A small deterministic generator for the tests (Steele, Lea and Flood 2014).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
