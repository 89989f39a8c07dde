import Testing

@testable import Cassowary

/// `BasisInverse` against a dense matrix kept beside it: every change (borders, pivots, a
/// truncation, a factoring afresh) is made to both, and FTRAN and BTRAN must agree with a
/// dense solve.
@Suite struct BasisInverseTests {
    /// A dense square matrix over row and slot ids.
    struct Dense {
        var rows: [Row] = []
        var slots: [Slot] = []
        var entries: [[Double]] = [] // entries[r][s]

        func index(of row: Row) -> Int { rows.firstIndex(of: row)! }
        func index(of slot: Slot) -> Int { slots.firstIndex(of: slot)! }
    }

    var random = SplitMix(seed: 11)

    mutating func value() -> Double {
        Double(Int(random.next() % 9) + 1) * (random.next() % 2 == 0 ? 1 : -1) / 2
    }

    /// FTRAN and BTRAN of every unit vector checked by their residuals: `B u = eₖ` and
    /// `Bᵀ y = eₖ` must hold to within rounding of the terms summed (a backward-stable solve
    /// promises that, whatever the basis's condition).
    func expectAgrees(_ inverse: inout BasisInverse, _ dense: Dense, _ label: String) {
        let n = dense.rows.count
        for k in stride(from: 0, to: n, by: n > 50 ? 9 : 1) {
            var a = SparseVector(), u = SparseVector()
            a.set(dense.rows[k].index, 1)
            inverse.solve(&a, into: &u)
            // The rounding bound of the same solve bounds every entry's magnitude.
            var e = SparseVector(), bound = SparseVector()
            e.set(dense.rows[k].index, 1)
            inverse.solveMagnitudes(&e, into: &bound)
            for slot in dense.slots where abs(u[slot.index]) > bound[slot.index] * (1 + 1e-12) {
                Issue.record(
                    "\(label): FTRAN of row \(k), slot \(slot): |u| = \(abs(u[slot.index])) above \(bound[slot.index])")
            }
            for r in 0..<n {
                let terms = dense.slots.indices.map { dense.entries[r][$0] * u[dense.slots[$0].index] }
                let residual = terms.reduce(0, +) - (r == k ? 1 : 0)
                let size = terms.reduce(1) { $0 + abs($1) }
                #expect(abs(residual) < 1e-11 * size, "\(label): FTRAN of row \(k), row \(r) misses by \(residual)")
            }
            var c = SparseVector(), y = SparseVector()
            c.set(dense.slots[k].index, 1)
            inverse.solveTransposed(&c, into: &y)
            for s in 0..<n {
                let terms = dense.rows.indices.map { dense.entries[$0][s] * y[dense.rows[$0].index] }
                let residual = terms.reduce(0, +) - (s == k ? 1 : 0)
                let size = terms.reduce(1) { $0 + abs($1) }
                #expect(abs(residual) < 1e-11 * size, "\(label): BTRAN of slot \(k), slot \(s) misses by \(residual)")
            }
        }
    }

    /// Small factors are solved by sweeping every step, large ones by walking the steps a
    /// vector reaches: 24 changes exercise the first, 300 the second.
    @Test(arguments: [(0..<12).map { ($0, 24) }, (0..<3).map { ($0, 300) }].joined())
    mutating func bordersPivotsAndTruncationsMatchADenseSolve(seed: Int, changes: Int) {
        random = SplitMix(seed: UInt64(seed))
        var dense = Dense()
        var inverse = BasisInverse()
        var nextRow = 0, nextSlot = 0
        var saved: (mark: (steps: Int, etas: Int), dense: Dense, nextRow: Int, nextSlot: Int)?
        for step in 0..<changes {
            if step == changes / 3 { saved = (inverse.mark, dense, nextRow, nextSlot) }
            if step == 2 * changes / 3, let back = saved {
                // A failed attempt taken back: the changes since the mark go.
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
                // Well conditioned, as a layout's rows are (a row's own symbol has the largest
                // coefficient): the test looks for wrong solves, not for ill-conditioned ones.
                for older in dense.slots where random.next() % 3 == 0 { borderEntries.append((older, value() / 9)) }
                let pivot: Double = value() < 0 ? -4 : 4
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
                // As the simplex's ratio test does, pivot only on an entry not much smaller
                // than the column's largest: etas then keep the rounding small.
                guard abs(alpha[dense.slots[p].index]) >= 0.5 * alpha.largestMagnitude else { continue }
                let scale = column.reduce(0) { max($0, abs($1)) }
                inverse.eta(slot: dense.slots[p], alpha: alpha, columnScale: scale)
                for r in dense.entries.indices { dense.entries[r][p] = column[r] }
            }
            if changes < 100 || step % 75 == 74 { expectAgrees(&inverse, dense, "seed \(seed), step \(step)") }
        }
        // Factoring afresh gives the same solves.
        let columns = dense.slots.indices.map { s in
            dense.rows.indices.compactMap { r in
                dense.entries[r][s] == 0 ? nil : (row: dense.rows[r], value: dense.entries[r][s])
            }
        }
        var fresh = BasisInverse(slots: dense.slots, columns: columns)!
        expectAgrees(&fresh, dense, "seed \(seed), factored afresh")
    }

    /// A pivot that cancellation left far below the column it was solved from is counted as
    /// weak (the solver then factors afresh); a truncation takes the count back with the eta.
    @Test func weakEtasAreCountedAndTruncatedAway() {
        // B = [[1, 0], [1, 1]] over rows 0, 1 and slots 0, 1.
        let rows = [Row(0), Row(1)], slots = [Slot(0), Slot(1)]
        var inverse = BasisInverse(slots: slots, columns: [[(rows[0], 1), (rows[1], 1)], [(rows[1], 1)]])!
        let mark = inverse.mark
        // a = (1, 1 + 2⁻²⁰): α = B⁻¹a = (1, 2⁻²⁰), whose entry in slot 1 is the cancelled part.
        var a = SparseVector(), alpha = SparseVector()
        a.set(0, 1)
        a.set(1, 1 + 0x1p-20)
        inverse.solve(&a, into: &alpha)
        #expect(alpha[1] == 0x1p-20)
        // Its rounding bound is |a₁| + |a₀| = 2 + 2⁻²⁰: the entry is what cancellation left.
        var magnitudes = SparseVector(), bound = SparseVector()
        magnitudes.set(0, 1)
        magnitudes.set(1, 1 + 0x1p-20)
        inverse.solveMagnitudes(&magnitudes, into: &bound)
        #expect(bound[0] == 1 && bound[1] == 2 + 0x1p-20)
        inverse.eta(slot: slots[1], alpha: alpha, columnScale: 1 + 0x1p-20)
        #expect(inverse.weakEtaCount == 1)
        // Pivoting on slot 0 of the same kind of column is no cancellation: α₀ = 1.
        inverse.eta(slot: slots[0], alpha: alpha, columnScale: 1)
        #expect(inverse.weakEtaCount == 1)
        inverse.truncate(to: mark)
        #expect(inverse.weakEtaCount == 0)
        #expect(inverse.etaCount == 0)
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
