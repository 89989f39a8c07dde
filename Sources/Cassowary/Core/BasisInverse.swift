// B⁻¹ as the LU factors of the basis followed by a log of pivots (Dantzig and Orchard-Hays
// 1954). The two solves the revised simplex is made of read through both: FTRAN (`B u = a`:
// how the basic values move as a column enters) and BTRAN (`Bᵀ y = c`: a row of the tableau,
// or an objective's multipliers).
//
// `B` maps slots to rows: its column in slot `s` is A's column of the symbol basic there.
// Changes:
//
// - a *border*: a row `i` joins with a symbol whose column is zero on every older row, basic
//   in a new slot `s`: `B' = [B 0; aᵀ σ]`. It goes into the factors themselves (a new last
//   step, see ``LUFactors/appendBorder``), so the many rows a layout adds cost nothing later;
// - an *eta*: a pivot replaces the symbol of slot `p` by one whose column is `B α`:
//   `B' = B E`, `E` the identity with column `p` replaced by `α`. These are logged, and the
//   basis is factored afresh once the log grows (``SolverCore/refactorIfDue()``).
//
// A removed row needs no change: its own symbol is made basic first, whose column is `σ eᵢ`,
// so `B = [B' 0; r σ]` up to order, and the live part `B'` solves as before: FTRAN's value
// in the dead slot and BTRAN's in the dead row are never read, and no cost is ever put in the
// dead slot. Such rows and slots stay *retired* (their ids unused) until the next factoring.

struct BasisInverse {
    private var base = LUFactors()
    private var etas = EtaLog()
    /// For each slot, the etas that pivot on it, and the etas whose entries hold it (in
    /// order): a solve visits only the etas its vector reaches.
    private var etasPivotingOn: [[Int]] = []
    private var etasHolding: [[Int]] = []
    /// Entries stored in the pivot log.
    var etaEntryCount: Int { etas.entryCount }
    /// Etas in the log whose pivot came out far smaller than the column it was solved from
    /// (below ``Tolerance/weakPivot`` times its largest entry), which cancellation does: each
    /// may have amplified rounding, so the basis is factored afresh after the operation.
    var weakEtaCount: Int { etas.weakCount }
    /// Scratch of the triangular solves and of borders.
    private var heaps = SolveHeaps()
    private var etaHeap = IndexHeap()
    private var etaHeapNewestFirst = IndexHeap(largestFirst: true)
    private var borderRow = SparseVector()

    /// The inverse of the empty basis.
    init() {}

    /// The inverse of the basis whose column in `slots[k]` is `columns[k]`; nil when singular.
    init?(slots: [Slot], columns: [[(row: Row, value: Double)]]) {
        guard let factors = LUFactors(slots: slots, columns: columns) else { return nil }
        base = factors
    }

    var etaCount: Int { etas.count }
    /// True when nothing changed since the factoring: factoring the same columns afresh would
    /// make the same factors.
    var isAsFactored: Bool { etas.count == 0 && !base.hasBorders }
    var baseEntryCount: Int { base.entryCount }

    /// Where the changes stand, for ``truncate(to:)``.
    var mark: (steps: Int, etas: Int) { (base.steps.count, etas.count) }

    /// Row `row` joins with a new basic symbol in `slot` (coefficient `pivot`); `entries` are
    /// the row's coefficients on older slots. The row's multipliers are `aᵀ E⁻¹ U⁻¹`.
    mutating func border(row: Row, slot: Slot, pivot: Double, entries: [(slot: Slot, value: Double)]) {
        var c = SparseVector()
        swap(&c, &borderRow)
        defer { c.clear(); swap(&c, &borderRow) }
        for (other, value) in entries { c.add(other.index, value) }
        applyEtasTransposed(&c)
        let multipliers = base.borderMultipliers(&c, heaps: &heaps)
        base.appendBorder(row: row, slot: slot, pivot: pivot, multipliers: multipliers)
    }

    /// The symbol in `slot` is replaced by one whose tableau column was `alpha`, solved from a
    /// column whose largest entry was `columnScale`.
    mutating func eta(slot: Slot, alpha: SparseVector, columnScale: Double) {
        var entries: [(slot: Slot, value: Double)] = []
        for position in alpha.sortedPositions where position != slot.index && alpha[position] != 0 {
            entries.append((Slot(position), alpha[position]))
        }
        let index = etas.count
        let pivot = alpha[slot.index]
        let isWeak = abs(pivot) < Tolerance.weakPivot * columnScale
        etas.append(slot: slot, pivot: pivot, entries: entries, isWeak: isWeak)
        Self.append(index, to: &etasPivotingOn, at: slot.index)
        Self.append(index, to: &etasHolding, at: slot.index)
        for (other, _) in entries { Self.append(index, to: &etasHolding, at: other.index) }
    }

    private static func append(_ index: Int, to lists: inout [[Int]], at slot: Int) {
        if lists.count <= slot { lists.grow(to: slot + 1, with: []) }
        lists[slot].append(index)
    }

    /// Forgets the changes made since `mark` (taking back a failed attempt).
    mutating func truncate(to mark: (steps: Int, etas: Int)) {
        while etas.count > mark.etas {
            let last = etas.count - 1
            let slot = etas.slots[last]
            etasPivotingOn[slot.index].removeLast()
            etasHolding[slot.index].removeLast()
            for k in etas.entries(of: last) { etasHolding[etas.entries[k].slot.index].removeLast() }
            etas.removeLast()
        }
        base.removeBorders(downTo: mark.steps)
    }

    /// FTRAN: `u = B⁻¹ a`, `a` by row (consumed), `u` by slot (cleared first).
    mutating func solve(_ a: inout SparseVector, into u: inout SparseVector) {
        u.clear()
        base.solve(&a, into: &u, heaps: &heaps)
        if sweepsEveryEta(reaching: u, through: etasPivotingOn) {
            // An eta whose slot holds a zero moves nothing: most, in a sweep.
            for index in etas.indices where u[etas.slots[index].index] != 0 { etas.apply(index, to: &u) }
            return
        }
        // The etas in order, each that finds its slot non-zero scattering along its entries.
        etaHeap.removeAll()
        for position in u.positions { queueEtas(pivotingOn: position, after: -1) }
        while let index = etaHeap.pop() {
            guard etas.apply(index, to: &u) else { continue }
            for k in etas.entries(of: index) { queueEtas(pivotingOn: etas.entries[k].slot.index, after: index) }
        }
    }

    /// FTRAN's rounding bound (see ``LUFactors/solveMagnitudes(_:into:)``): `a` holds `|a|` by
    /// row (consumed), `m` gets `m ≥ |B⁻¹ a|` by slot (cleared first), the etas applied in order
    /// with every number taken by its magnitude.
    mutating func solveMagnitudes(_ a: inout SparseVector, into m: inout SparseVector) {
        m.clear()
        base.solveMagnitudes(&a, into: &m)
        for index in etas.indices { etas.applyMagnitudes(index, to: &m) }
    }

    /// True when the log is short enough that visiting every eta costs less than finding the
    /// ones a vector reaches (a small basis, where a solve reaches most of them anyway). Both
    /// ways apply the same etas in the same order, so the results are the same bit for bit.
    private func sweepsEveryEta(reaching vector: SparseVector, through lists: [[Int]]) -> Bool {
        var reached = 0
        for position in vector.positions where position < lists.count { reached += lists[position].count }
        return etas.count <= 8 * reached
    }

    /// Queues the etas that pivot on `slot` and come after `index`.
    private mutating func queueEtas(pivotingOn slot: Int, after index: Int) {
        guard slot < etasPivotingOn.count else { return }
        for eta in etasPivotingOn[slot].reversed() {
            if eta <= index { break }
            etaHeap.push(eta)
        }
    }

    /// BTRAN: `y = B⁻ᵀ c`, `c` by slot (consumed), `y` by row (cleared first).
    mutating func solveTransposed(_ c: inout SparseVector, into y: inout SparseVector) {
        y.clear()
        applyEtasTransposed(&c)
        base.solveTransposed(&c, into: &y, heaps: &heaps)
    }

    /// `c ← E⁻ᵀ c` through the pivot log, newest first, visiting only the etas that hold a
    /// slot where `c` is not zero.
    private mutating func applyEtasTransposed(_ c: inout SparseVector) {
        if sweepsEveryEta(reaching: c, through: etasHolding) {
            for index in etas.indices.reversed() { etas.applyTransposed(index, to: &c) }
            return
        }
        var reached = IndexHeap(largestFirst: true)
        swap(&reached, &etaHeapNewestFirst)
        defer { swap(&reached, &etaHeapNewestFirst) }
        reached.removeAll()
        for position in c.positions where position < etasHolding.count {
            for eta in etasHolding[position] { reached.push(eta) }
        }
        while let index = reached.pop() {
            guard etas.applyTransposed(index, to: &c) else { continue }
            // Earlier etas that hold this slot now see a new value.
            for earlier in etasHolding[etas.slots[index].index].reversed() {
                if earlier < index { reached.push(earlier) }
            }
        }
    }
}

/// The pivot log: each eta's slot, pivot and entries, the entries of every eta in one buffer.
/// A solve sweeps the whole log on a small basis, and most etas it visits find a zero and do
/// nothing: kept apart like this, such a visit reads two numbers, not an array of its own.
private struct EtaLog {
    private(set) var slots: [Slot] = []
    private(set) var pivots: [Double] = []
    private var isWeak: [Bool] = []
    private(set) var entries: [(slot: Slot, value: Double)] = []
    /// Where each eta's entries end in `entries` (they start where the previous eta's end).
    private var ends: [Int] = []
    /// The etas whose pivot is weak (see ``BasisInverse/weakEtaCount``).
    private(set) var weakCount = 0

    var count: Int { slots.count }
    /// Entries stored, each eta's pivot counted as one.
    var entryCount: Int { entries.count + slots.count }
    var indices: Range<Int> { slots.indices }

    /// The positions of eta `index`'s entries in ``entries``.
    func entries(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    mutating func append(slot: Slot, pivot: Double, entries new: [(slot: Slot, value: Double)], isWeak weak: Bool) {
        slots.append(slot)
        pivots.append(pivot)
        isWeak.append(weak)
        if weak { weakCount += 1 }
        entries.append(contentsOf: new)
        ends.append(entries.count)
    }

    /// FTRAN's eta `index`: `u[p] /= pivot`, then its entries take their share; false when
    /// `u[p]` is zero (nothing moves).
    @discardableResult
    func apply(_ index: Int, to u: inout SparseVector) -> Bool {
        let slot = slots[index].index
        let value = u[slot] / pivots[index]
        if value == 0 { return false }
        u.set(slot, value)
        for k in entries(of: index) {
            let (other, alpha) = entries[k]
            u.add(other.index, -alpha * value)
        }
        return true
    }

    /// FTRAN's rounding bound through eta `index` (see ``BasisInverse/solveMagnitudes(_:into:)``):
    /// the same step with every number taken by its magnitude.
    func applyMagnitudes(_ index: Int, to m: inout SparseVector) {
        let slot = slots[index].index
        let value = m[slot] / abs(pivots[index])
        if value == 0 { return }
        m.set(slot, value)
        for k in entries(of: index) {
            let (other, alpha) = entries[k]
            m.add(other.index, abs(alpha) * value)
        }
    }

    /// BTRAN's eta `index`: `c[p] = (c[p] - Σ αᵢ c[i]) / pivot`; false when that leaves a zero
    /// as it was.
    @discardableResult @inline(__always)
    func applyTransposed(_ index: Int, to c: inout SparseVector) -> Bool {
        let slot = slots[index].index
        var value = c[slot]
        for k in entries(of: index) {
            let (other, alpha) = entries[k]
            value -= alpha * c[other.index]
        }
        let old = c[slot]
        if value == 0 && old == 0 { return false }
        c.set(slot, value / pivots[index])
        return true
    }

    mutating func removeLast() {
        entries.removeSubrange(entries(of: count - 1))
        slots.removeLast()
        pivots.removeLast()
        if isWeak.removeLast() { weakCount -= 1 }
        ends.removeLast()
    }
}
