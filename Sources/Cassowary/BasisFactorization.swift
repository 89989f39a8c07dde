// The basis matrix in product form, and the two solves the revised simplex is made of:
// FTRAN (`B x = a`: how the basic values move when a column enters) and BTRAN (`Bᵀ y = c`:
// the row of the tableau, or the duals of an objective).
//
// The basis `B` maps slots to rows: its column at slot `s` is the constraint matrix's column of
// the symbol basic in `s`. It is kept as the LU factors of the last refactorization followed
// by a log of updates, each one an exact change of `B`:
//
// - a *border*: a constraint row `i` joins, with a symbol whose column is zero on every older
//   row basic in a new slot `s`: `B' = [B 0; aᵀ σ]`, where `a` is the new row's coefficients on
//   the older slots and `σ` its coefficient of the new basic symbol;
// - an *eta*: a pivot replaces the symbol of slot `r` by one whose column is `B α`:
//   `B' = B E`, where `E` is the identity with column `r` replaced by `α`.
//
// A removed row needs no update. Its constraint's own symbol is made basic first; that
// symbol's column is `σ eᵢ`, so `B = [B' 0; rᵀ σ]` after ordering the row and slot last, and
// the live part `B'` solves exactly as before: FTRAN ignores what it writes into the dead slot
// and BTRAN is never given a cost there (a *ghost*). Ghosts go at the next refactorization.

/// `B` as LU factors and the updates since.
struct BasisFactorization {
    // MARK: The factors of the last refactorization

    private(set) var base = LUFactors()
    /// The elimination step of each row or slot of the base; -1 for others.
    private var stepOfRow: [Int32] = []
    private var stepOfSlot: [Int32] = []
    /// L by rows, for BTRAN: for the row of step `k`, the earlier steps whose L column holds it.
    private var lByRowStart: [Int32] = [0]
    private var lByRowStep: [Int32] = []
    private var lByRowValue: [Double] = []
    /// U by columns, for FTRAN: for the slot of step `k`, the earlier steps whose U row holds it.
    private var uByColumnStart: [Int32] = [0]
    private var uByColumnStep: [Int32] = []
    private var uByColumnValue: [Double] = []

    // MARK: The updates since

    enum UpdateKind: UInt8 {
        case border
        case eta
    }

    private(set) var updateKind: [UpdateKind] = []
    /// Border: the row that joined; eta: unused (-1).
    private var updateRow: [Int32] = []
    /// Border: the new slot; eta: the pivot slot.
    private var updateSlot: [Int32] = []
    /// Border: `σ`; eta: `α` at the pivot slot.
    private var updatePivot: [Double] = []
    /// The update's entries (`updateStart[u] ..< updateStart[u + 1]`): a border's coefficients
    /// on older slots; an eta's `α` off the pivot slot, by ascending slot.
    private var updateStart: [Int32] = [0]
    private var entrySlot: [Int32] = []
    private var entryValue: [Double] = []

    /// Updates logged since the last refactorization.
    var updateCount: Int { updateKind.count }
    /// Numbers stored in the update log.
    var updateEntryCount: Int { entrySlot.count }
    /// Numbers stored in the base factors.
    var baseEntryCount: Int { base.entryCount }

    // MARK: Work space

    private var rowWork = ScatterVector()
    private var slotWork = ScatterVector()
    private var heap = BinaryHeap<Int32>()
    private var queued: [UInt32] = []
    private var epoch: UInt32 = 0
    private var reached: [Int32] = []

    /// A basis with no rows.
    init() {}

    /// The basis factored as `base`, for row and slot ids below the given capacities.
    init(base: LUFactors, rowCapacity: Int, slotCapacity: Int) {
        self.base = base
        let steps = base.stepCount
        stepOfRow = [Int32](repeating: -1, count: rowCapacity)
        stepOfSlot = [Int32](repeating: -1, count: slotCapacity)
        for k in 0..<steps {
            stepOfRow[Int(base.pivotRow[k])] = Int32(k)
            stepOfSlot[Int(base.pivotSlot[k])] = Int32(k)
        }
        // Transpose L (by the step of each entry's row) and U (by the step of each entry's
        // slot), keeping entries in step order.
        var lCount = [Int32](repeating: 0, count: steps + 1)
        for row in base.lRow { lCount[Int(stepOfRow[Int(row)]) + 1] += 1 }
        for k in 0..<steps { lCount[k + 1] += lCount[k] }
        lByRowStart = lCount
        lByRowStep = [Int32](repeating: 0, count: base.lRow.count)
        lByRowValue = [Double](repeating: 0, count: base.lRow.count)
        var lNext = lCount
        for k in 0..<steps {
            for e in Int(base.lStart[k])..<Int(base.lStart[k + 1]) {
                let target = Int(stepOfRow[Int(base.lRow[e])])
                let at = Int(lNext[target])
                lByRowStep[at] = Int32(k)
                lByRowValue[at] = base.lValue[e]
                lNext[target] += 1
            }
        }
        var uCount = [Int32](repeating: 0, count: steps + 1)
        for slot in base.uSlot { uCount[Int(stepOfSlot[Int(slot)]) + 1] += 1 }
        for k in 0..<steps { uCount[k + 1] += uCount[k] }
        uByColumnStart = uCount
        uByColumnStep = [Int32](repeating: 0, count: base.uSlot.count)
        uByColumnValue = [Double](repeating: 0, count: base.uSlot.count)
        var uNext = uCount
        for k in 0..<steps {
            for e in Int(base.uStart[k])..<Int(base.uStart[k + 1]) {
                let target = Int(stepOfSlot[Int(base.uSlot[e])])
                let at = Int(uNext[target])
                uByColumnStep[at] = Int32(k)
                uByColumnValue[at] = base.uValue[e]
                uNext[target] += 1
            }
        }
        queued = [UInt32](repeating: 0, count: steps)
    }

    @inline(__always)
    private func step(ofRow row: Int32) -> Int32 {
        Int(row) < stepOfRow.count ? stepOfRow[Int(row)] : -1
    }

    @inline(__always)
    private func step(ofSlot slot: Int32) -> Int32 {
        Int(slot) < stepOfSlot.count ? stepOfSlot[Int(slot)] : -1
    }

    // MARK: Updates

    /// Logs a border: row `row` joins with a new symbol basic in `slot`, coefficient `pivot`;
    /// `entries` are the row's coefficients on the older slots.
    mutating func appendBorder(row: Int32, slot: Int32, pivot: Double, entries: [(slot: Int32, value: Double)]) {
        updateKind.append(.border)
        updateRow.append(row)
        updateSlot.append(slot)
        updatePivot.append(pivot)
        for entry in entries where entry.value != 0 {
            entrySlot.append(entry.slot)
            entryValue.append(entry.value)
        }
        updateStart.append(Int32(entrySlot.count))
    }

    /// Logs an eta: the symbol entering slot `slot` has `B⁻¹`-column `alpha` (which holds
    /// `pivot` at `slot`).
    mutating func appendEta(slot: Int32, pivot: Double, alpha: ScatterVector) {
        updateKind.append(.eta)
        updateRow.append(-1)
        updateSlot.append(slot)
        updatePivot.append(pivot)
        let first = entrySlot.count
        for position in alpha.positions where position != slot {
            let value = alpha[position]
            if value != 0 {
                entrySlot.append(position)
                entryValue.append(value)
            }
        }
        // By ascending slot, so BTRAN can search an eta's entries.
        if entrySlot.count - first > 1 {
            var order = Array(first..<entrySlot.count)
            order.sort { entrySlot[$0] < entrySlot[$1] }
            let slots = order.map { entrySlot[$0] }, values = order.map { entryValue[$0] }
            entrySlot.replaceSubrange(first..., with: slots)
            entryValue.replaceSubrange(first..., with: values)
        }
        updateStart.append(Int32(entrySlot.count))
    }

    /// A mark of the update log, for ``truncate(to:)``.
    struct Mark {
        fileprivate let updates: Int
        fileprivate let entries: Int
    }

    var mark: Mark { Mark(updates: updateKind.count, entries: entrySlot.count) }

    /// Forgets the updates logged since `mark`.
    mutating func truncate(to mark: Mark) {
        updateKind.removeSubrange(mark.updates...)
        updateRow.removeSubrange(mark.updates...)
        updateSlot.removeSubrange(mark.updates...)
        updatePivot.removeSubrange(mark.updates...)
        updateStart.removeSubrange((mark.updates + 1)...)
        entrySlot.removeSubrange(mark.entries...)
        entryValue.removeSubrange(mark.entries...)
    }

    // MARK: Solves

    private mutating func nextEpoch() -> UInt32 {
        epoch &+= 1
        if epoch == 0 {
            for i in queued.indices { queued[i] = 0 }
            epoch = 1
        }
        return epoch
    }

    /// FTRAN: solves `B x = a` for the column `a` given by its rows and values, leaving `x` (by
    /// slot) in `result`. Entries for dead slots are meaningless.
    ///
    /// - Complexity: proportional to the entries of the factors the solve reaches, plus the
    ///   update log.
    mutating func solve(rows: [Int32], values: [Double], into result: inout ScatterVector, rowCapacity: Int) {
        result.clear()
        rowWork.reserve(rowCapacity)
        rowWork.clear()
        for (row, value) in zip(rows, values) { rowWork.add(row, value) }
        solveScattered(into: &result)
    }

    /// FTRAN of the unit column of `row`.
    mutating func solveUnit(row: Int32, into result: inout ScatterVector, rowCapacity: Int) {
        result.clear()
        rowWork.reserve(rowCapacity)
        rowWork.clear()
        rowWork.add(row, 1)
        solveScattered(into: &result)
    }

    private mutating func solveScattered(into x: inout ScatterVector) {
        // L: the steps in order, from the rows the column reaches.
        var mark = nextEpoch()
        heap.removeAll()
        reached.removeAll(keepingCapacity: true)
        for row in rowWork.positions {
            let k = step(ofRow: row)
            if k >= 0, queued[Int(k)] != mark {
                queued[Int(k)] = mark
                heap.push(k)
            }
        }
        while let k = heap.pop() {
            let v = rowWork[base.pivotRow[Int(k)]]
            if v == 0 { continue }
            reached.append(k)
            for e in Int(base.lStart[Int(k)])..<Int(base.lStart[Int(k) + 1]) {
                let row = base.lRow[e]
                rowWork.add(row, -base.lValue[e] * v)
                let target = stepOfRow[Int(row)]
                if queued[Int(target)] != mark {
                    queued[Int(target)] = mark
                    heap.push(target)
                }
            }
        }
        // U: the steps in reverse order (a min-heap of complemented steps).
        mark = nextEpoch()
        heap.removeAll()
        for k in reached {
            queued[Int(k)] = mark
            heap.push(~k)
        }
        while let complemented = heap.pop() {
            let k = Int(~complemented)
            let v = rowWork[base.pivotRow[k]]
            if v == 0 { continue }
            let value = v / base.pivotValue[k]
            x.set(base.pivotSlot[k], value)
            for e in Int(uByColumnStart[k])..<Int(uByColumnStart[k + 1]) {
                let earlier = uByColumnStep[e]
                rowWork.add(base.pivotRow[Int(earlier)], -uByColumnValue[e] * value)
                if queued[Int(earlier)] != mark {
                    queued[Int(earlier)] = mark
                    heap.push(~earlier)
                }
            }
        }
        // The updates, oldest first.
        for u in 0..<updateKind.count {
            let slot = updateSlot[u]
            switch updateKind[u] {
            case .border:
                let row = updateRow[u]
                var sum = Int(row) < rowWork.capacity ? rowWork[row] : 0
                for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                    sum -= entryValue[e] * x[entrySlot[e]]
                }
                if sum != 0 { x.set(slot, sum / updatePivot[u]) }
            case .eta:
                let v = x[slot]
                if v == 0 { continue }
                let scaled = v / updatePivot[u]
                x.set(slot, scaled)
                for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                    x.add(entrySlot[e], -entryValue[e] * scaled)
                }
            }
        }
    }

    /// BTRAN: solves `Bᵀ y = c` for `c` given by its slots and values (zero on dead slots),
    /// leaving `y` (by row) in `result`. Entries for dead rows are meaningless.
    mutating func solveTransposed(slots: [Int32], values: [Double], into result: inout ScatterVector, slotCapacity: Int) {
        result.clear()
        slotWork.reserve(slotCapacity)
        slotWork.clear()
        for (slot, value) in zip(slots, values) { slotWork.add(slot, value) }
        solveTransposedScattered(into: &result)
    }

    /// BTRAN of the unit cost at `slot`: the row of the tableau for that slot, as constraint
    /// multipliers.
    mutating func solveTransposedUnit(slot: Int32, into result: inout ScatterVector, slotCapacity: Int) {
        result.clear()
        slotWork.reserve(slotCapacity)
        slotWork.clear()
        slotWork.add(slot, 1)
        solveTransposedScattered(into: &result)
    }

    private mutating func solveTransposedScattered(into y: inout ScatterVector) {
        // The updates, newest first.
        var u = updateKind.count - 1
        while u >= 0 {
            let slot = updateSlot[u]
            switch updateKind[u] {
            case .border:
                let c = slotWork[slot]
                if c != 0 {
                    let value = c / updatePivot[u]
                    y.set(updateRow[u], value)
                    for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                        slotWork.add(entrySlot[e], -entryValue[e] * value)
                    }
                    slotWork.set(slot, 0)
                }
            case .eta:
                var sum = slotWork[slot]
                for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                    let c = slotWork[entrySlot[e]]
                    if c != 0 { sum -= entryValue[e] * c }
                }
                if sum != 0 || slotWork[slot] != 0 { slotWork.set(slot, sum / updatePivot[u]) }
            }
            u -= 1
        }
        // Uᵀ: the steps in order.
        var mark = nextEpoch()
        heap.removeAll()
        reached.removeAll(keepingCapacity: true)
        for slot in slotWork.positions {
            let k = step(ofSlot: slot)
            if k >= 0, queued[Int(k)] != mark {
                queued[Int(k)] = mark
                heap.push(k)
            }
        }
        while let k = heap.pop() {
            let v = slotWork[base.pivotSlot[Int(k)]]
            if v == 0 { continue }
            let w = v / base.pivotValue[Int(k)]
            y.set(base.pivotRow[Int(k)], w)
            reached.append(k)
            for e in Int(base.uStart[Int(k)])..<Int(base.uStart[Int(k) + 1]) {
                let slot = base.uSlot[e]
                slotWork.add(slot, -base.uValue[e] * w)
                let target = stepOfSlot[Int(slot)]
                if queued[Int(target)] != mark {
                    queued[Int(target)] = mark
                    heap.push(target)
                }
            }
        }
        // Lᵀ: the steps in reverse order.
        mark = nextEpoch()
        heap.removeAll()
        for k in reached {
            queued[Int(k)] = mark
            heap.push(~k)
        }
        while let complemented = heap.pop() {
            let k = Int(~complemented)
            let v = y[base.pivotRow[k]]
            if v == 0 { continue }
            for e in Int(lByRowStart[k])..<Int(lByRowStart[k + 1]) {
                let earlier = lByRowStep[e]
                y.add(base.pivotRow[Int(earlier)], -lByRowValue[e] * v)
                if queued[Int(earlier)] != mark {
                    queued[Int(earlier)] = mark
                    heap.push(~earlier)
                }
            }
        }
    }
}
