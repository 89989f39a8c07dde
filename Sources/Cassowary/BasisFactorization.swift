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
    /// on older slots; an eta's `α` off the pivot slot.
    private var updateStart: [Int32] = [0]
    private var entrySlot: [Int32] = []
    private var entryValue: [Double] = []

    /// For each slot, the updates (newest first) whose FTRAN step reads its value: borders with
    /// the slot among their entries, etas pivoting on it.
    private var forwardWatchers = UpdateLists()
    /// For each slot, the updates (newest first) whose BTRAN step reads its cost: the border
    /// that created it, etas pivoting on it or holding it among their entries.
    private var backwardWatchers = UpdateLists()
    /// The watcher lists are made once the log is large enough for the solves to walk it from
    /// the slots they touch; a small log is walked end to end.
    private var watchersBuilt = false
    /// The border of each row that joined since the base; -1 for others.
    private var borderOfRow: [Int32] = []

    /// For a basis of small blocks, `B⁻¹` itself (see ``DenseInverse``): then there are no
    /// factors and no log, and updates change it at once.
    private var dense: DenseInverse?
    private var denseUpdates = 0
    /// The dense inverse's sizes, kept here (reading them through the optional would copy it).
    private var denseSizes: DenseInverse.Sizes = (0, 0, 0)
    /// The border being given entry by entry, in dense mode.
    private var pendingBorder: (row: Int32, slot: Int32, pivot: Double, start: Int)?

    /// The largest block kept dense; a refactorization of a basis whose blocks have at most
    /// ``denseSize`` rows each makes it dense again.
    static let denseLimit = 96
    static let denseSize = 64

    /// True while `B⁻¹` is kept dense.
    private(set) var isDense = false
    /// True for a dense inverse that grew row by row from an empty basis (its rows share
    /// blocks while they are few; a refactorization finds the true blocks).
    private(set) var grewFromNothing = false
    /// Rows with a position in the dense inverse's largest block, and in all of them (removed
    /// ones included).
    var denseDimension: Int { denseSizes.dimension }
    var denseTotalDimension: Int { denseSizes.total }
    /// The most pivots applied to one block of the dense inverse since it was made.
    var denseEtaCount: Int { denseSizes.etas }

    /// The number of blocks of the dense inverse (0 when `B⁻¹` is not kept dense), and the
    /// block a row lies in (-1 for none): keys for grouping the rows of a right-hand side.
    /// Mutating only so that the inverse is read in place.
    mutating func denseBlockCount() -> Int {
        isDense ? dense?.blockCount ?? 0 : 0
    }

    mutating func denseBlock(ofRow row: Int32) -> Int32 {
        isDense ? dense?.block(ofRow: row) ?? -1 : -1
    }

    /// The bounds on the row and slot ids of a block of the dense inverse (see
    /// ``DenseInverse/bounds(ofBlock:)``); nil when `B⁻¹` is not kept dense.
    mutating func denseBlockBounds(_ block: Int) -> (rows: ClosedRange<Int>, slots: ClosedRange<Int>)? {
        isDense ? dense?.bounds(ofBlock: block) : nil
    }

    /// Asks for a block of the dense inverse to be brought into the cache.
    mutating func prefetchDenseBlock(_ block: Int) {
        if isDense { dense?.prefetch(block: block) }
    }

    /// Asks for what the solves read by row and slot, for rows `rows` and slots `slots`, to be
    /// brought into the cache (in dense mode: the work vector and the inverse's places).
    mutating func prefetchDenseIndices(rows: ClosedRange<Int>, slots: ClosedRange<Int>) {
        guard isDense else { return }
        rowWork.prefetch(rows)
        dense?.prefetchPlaces(rows: rows, slots: slots)
    }

    /// Updates logged since the last refactorization (applied, in dense mode).
    var updateCount: Int { isDense ? denseUpdates : updateKind.count }
    /// Pivots (etas) since the last refactorization: they, unlike borders, which are exact
    /// rows, carry the rounding of their solve into every later one.
    private(set) var etaCount = 0
    /// Numbers stored in the update log.
    var updateEntryCount: Int { entrySlot.count }
    /// The work the solves spent on the update log since the base was made: updates visited
    /// and entries read.
    private(set) var logWork = 0

    /// Numbers stored in the base factors.
    var baseEntryCount: Int { base.entryCount }
    /// Rows factored in the base.
    var baseRowCount: Int { base.stepCount }

    // MARK: Work space

    private var rowWork = ScatterVector()
    private var slotWork = ScatterVector()
    private var heap = BinaryHeap<Int32>()
    private var queued: [UInt32] = []
    private var epoch: UInt32 = 0
    private var updateQueued: [UInt32] = []
    private var updateEpoch: UInt32 = 0
    private var reached: [Int32] = []
    /// Steps the last FTRAN and BTRAN reached in the factors: a solve starts with the plain
    /// pass when the last one of its kind reached many (solves on one system tend to reach
    /// alike: a chain's are dense, a grid's local).
    private var lastForwardReach = 0
    private var lastBackwardReach = 0
    /// Likewise for the second phase of each: FTRAN's U and BTRAN's Lᵀ.
    private var lastForwardUpperReach = 0
    private var lastBackwardLowerReach = 0

    /// A basis with no rows (kept dense until it grows).
    init() {
        dense = DenseInverse()
        isDense = true
        grewFromNothing = true
    }

    /// The basis factored as `base`, for row and slot ids below the given capacities. With
    /// `dense` (the caller knows its blocks are small), `B⁻¹` is computed from the factors (one
    /// FTRAN per row) and kept instead.
    init(base: LUFactors, rowCapacity: Int, slotCapacity: Int, dense makeDense: Bool) {
        self.init(factored: base, rowCapacity: rowCapacity, slotCapacity: slotCapacity)
        guard makeDense else { return }
        var column = ScatterVector()
        column.reserve(slotCapacity)
        var columns: [(row: Int32, slots: [Int32], values: [Double])] = []
        for row in base.pivotRow.sorted() {
            solveUnit(row: row, into: &column, rowCapacity: rowCapacity)
            var slots: [Int32] = [], values: [Double] = []
            for slot in column.positions where column[slot] != 0 {
                slots.append(slot)
                values.append(column[slot])
            }
            columns.append((row, slots, values))
        }
        guard let inverse = DenseInverse(columns: columns) else { return }
        dense = inverse
        isDense = true
        denseSizes = inverse.sizes
        self.base = LUFactors()
        stepOfRow = []
        stepOfSlot = []
        lByRowStart = [0]
        lByRowStep = []
        lByRowValue = []
        uByColumnStart = [0]
        uByColumnStep = []
        uByColumnValue = []
        queued = []
    }

    /// The basis factored as `base`, kept as factors and a log.
    private init(factored base: LUFactors, rowCapacity: Int, slotCapacity: Int) {
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
        beginBorder(row: row, slot: slot, pivot: pivot)
        for entry in entries { addBorderEntry(slot: entry.slot, value: entry.value) }
        endBorder()
    }

    /// Starts logging a border (see ``appendBorder(row:slot:pivot:entries:)``) whose entries
    /// follow one by one (``addBorderEntry(slot:value:)``), then ``endBorder()``.
    mutating func beginBorder(row: Int32, slot: Int32, pivot: Double) {
        if isDense {
            pendingBorder = (row, slot, pivot, entrySlot.count)
            return
        }
        updateKind.append(.border)
        updateRow.append(row)
        updateSlot.append(slot)
        updatePivot.append(pivot)
    }

    /// An entry of the border begun with ``beginBorder(row:slot:pivot:)``.
    @inline(__always)
    mutating func addBorderEntry(slot: Int32, value: Double) {
        if value == 0 { return }
        entrySlot.append(slot)
        entryValue.append(value)
    }

    /// Ends the border begun with ``beginBorder(row:slot:pivot:)``.
    mutating func endBorder() {
        if let pending = pendingBorder {
            pendingBorder = nil
            denseSizes = dense?.border(row: pending.row, slot: pending.slot, pivot: pending.pivot,
                                       entrySlots: entrySlot[pending.start...],
                                       entryValues: entryValue[pending.start...]) ?? denseSizes
            entrySlot.removeSubrange(pending.start...)
            entryValue.removeSubrange(pending.start...)
            denseUpdates += 1
            return
        }
        let u = Int32(updateKind.count - 1)
        let row = updateRow[Int(u)]
        updateStart.append(Int32(entrySlot.count))
        watch(u)
        if borderOfRow.count <= Int(row) {
            borderOfRow.append(contentsOf: repeatElement(-1, count: Swift.max(Int(row) + 1, 2 * borderOfRow.count, 64) - borderOfRow.count))
        }
        borderOfRow[Int(row)] = u
        updateQueued.append(0)
    }

    /// Logs an eta: the symbol entering slot `slot` has `B⁻¹`-column `alpha` (which holds
    /// `pivot` at `slot`).
    mutating func appendEta(slot: Int32, pivot: Double, alpha: ScatterVector) {
        etaCount += 1
        if isDense {
            denseSizes = dense?.eta(slot: slot, pivot: pivot, alpha: alpha) ?? denseSizes
            denseUpdates += 1
            return
        }
        let u = Int32(updateKind.count)
        updateKind.append(.eta)
        updateRow.append(-1)
        updateSlot.append(slot)
        updatePivot.append(pivot)
        for position in alpha.positions where position != slot {
            let value = alpha[position]
            if value != 0 {
                entrySlot.append(position)
                entryValue.append(value)
            }
        }
        updateStart.append(Int32(entrySlot.count))
        updateQueued.append(0)
        watch(u)
    }

    /// Enters update `u` in the watcher lists, building them for the whole log the first time
    /// it outgrows a plain walk.
    private mutating func watch(_ u: Int32) {
        if !watchersBuilt {
            guard updateKind.count + entrySlot.count > StepOrder.smallWork else { return }
            watchersBuilt = true
            for earlier in 0..<Int(u) { watch(Int32(earlier)) }
        }
        let slot = updateSlot[Int(u)]
        let entries = Int(updateStart[Int(u)])..<Int(updateStart[Int(u) + 1])
        switch updateKind[Int(u)] {
        case .border:
            backwardWatchers.prepend(u, to: slot)
            for e in entries { forwardWatchers.prepend(u, to: entrySlot[e]) }
        case .eta:
            forwardWatchers.prepend(u, to: slot)
            backwardWatchers.prepend(u, to: slot)
            for e in entries { backwardWatchers.prepend(u, to: entrySlot[e]) }
        }
    }

    /// A mark of the update log, for ``truncate(to:)``.
    struct Mark {
        fileprivate let updates: Int
        fileprivate let entries: Int
        fileprivate let etas: Int
    }

    var mark: Mark {
        Mark(updates: isDense ? denseUpdates : updateKind.count, entries: entrySlot.count, etas: etaCount)
    }

    /// Starts recording how to undo the changes to a dense inverse (the log needs no record: it
    /// is truncated), for a ``truncate(to:)`` to the mark taken now.
    mutating func beginRecording() {
        dense?.beginRecording()
    }

    /// Keeps the changes since ``beginRecording()``.
    mutating func endRecording() {
        dense?.endRecording()
    }

    /// Forgets the updates logged since `mark` (taken when recording began).
    mutating func truncate(to mark: Mark) {
        etaCount = mark.etas
        if isDense {
            denseSizes = dense?.rollBack() ?? denseSizes
            denseUpdates = mark.updates
            return
        }
        // The watcher lists are newest first, so a forgotten update heads each of its lists.
        var u = updateKind.count - 1
        while u >= mark.updates {
            let update = Int32(u)
            if watchersBuilt {
                forwardWatchers.popHead(update, from: updateSlot[u])
                backwardWatchers.popHead(update, from: updateSlot[u])
                for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                    forwardWatchers.popHead(update, from: entrySlot[e])
                    backwardWatchers.popHead(update, from: entrySlot[e])
                }
            }
            if updateKind[u] == .border { borderOfRow[Int(updateRow[u])] = -1 }
            u -= 1
        }
        updateKind.removeSubrange(mark.updates...)
        updateRow.removeSubrange(mark.updates...)
        updateSlot.removeSubrange(mark.updates...)
        updatePivot.removeSubrange(mark.updates...)
        updateStart.removeSubrange((mark.updates + 1)...)
        updateQueued.removeSubrange(mark.updates...)
        entrySlot.removeSubrange(mark.entries...)
        entryValue.removeSubrange(mark.entries...)
    }

    // MARK: Solves

    /// Queues step `k` for the walk under `mark`, once (complemented for a descending walk).
    @inline(__always)
    private mutating func enqueue(_ k: Int32, _ mark: UInt32, descending: Bool) {
        if queued[Int(k)] == mark { return }
        queued[Int(k)] = mark
        heap.push(descending ? ~k : k)
    }

    /// Starts the second, descending phase of a solve from the steps the first one reached
    /// (``reached``): a plain pass when they, or the last such phase's, are many.
    private mutating func startDescending(expecting lastReach: Int) -> (StepOrder, UInt32) {
        let mark = nextEpoch()
        heap.removeAll()
        var order = StepOrder(ascending: false, stepCount: base.stepCount, work: base.entryCount)
        order.start(&heap, expecting: max(reached.count, lastReach))
        if !order.isLinear {
            for k in reached { enqueue(k, mark, descending: true) }
        }
        return (order, mark)
    }

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
        beginColumn(rowCapacity: rowCapacity)
        for (row, value) in zip(rows, values) { addToColumn(row: row, value: value) }
        solveColumn(into: &result)
    }

    /// Starts an FTRAN whose column is given entry by entry (``addToColumn(row:value:)``),
    /// then solved with ``solveColumn(into:)``: nothing is allocated.
    mutating func beginColumn(rowCapacity: Int) {
        rowWork.reserve(rowCapacity)
        rowWork.clear()
    }

    /// Adds an entry to the column begun with ``beginColumn(rowCapacity:)``.
    @inline(__always)
    func addToColumn(row: Int32, value: Double) {
        rowWork.add(row, value)
    }

    /// FTRAN of the column given since ``beginColumn(rowCapacity:)``.
    mutating func solveColumn(into result: inout ScatterVector) {
        result.clear()
        solveScattered(into: &result)
    }

    /// Starts a BTRAN whose costs are given entry by entry (``addToCosts(slot:value:)``),
    /// then solved with ``solveCosts(into:)``.
    mutating func beginCosts(slotCapacity: Int) {
        slotWork.reserve(slotCapacity)
        slotWork.clear()
    }

    /// Adds a cost to the BTRAN begun with ``beginCosts(slotCapacity:)``.
    @inline(__always)
    func addToCosts(slot: Int32, value: Double) {
        slotWork.add(slot, value)
    }

    /// BTRAN of the costs given since ``beginCosts(slotCapacity:)``.
    mutating func solveCosts(into result: inout ScatterVector) {
        result.clear()
        solveTransposedScattered(into: &result)
    }

    /// FTRAN of the unit column of `row`.
    mutating func solveUnit(row: Int32, into result: inout ScatterVector, rowCapacity: Int) {
        beginColumn(rowCapacity: rowCapacity)
        addToColumn(row: row, value: 1)
        solveColumn(into: &result)
    }

    private mutating func solveScattered(into x: inout ScatterVector) {
        if isDense {
            dense?.solve(rowWork, into: &x)
            return
        }
        // L: the steps in order, from the rows the column reaches.
        var mark = nextEpoch()
        heap.removeAll()
        reached.removeAll(keepingCapacity: true)
        for row in rowWork.positions {
            let k = step(ofRow: row)
            if k >= 0 { enqueue(k, mark, descending: false) }
        }
        var order = StepOrder(ascending: true, stepCount: base.stepCount, work: base.entryCount)
        order.start(&heap, expecting: lastForwardReach)
        while let k = order.next(&heap) {
            let v = rowWork[base.pivotRow[k]]
            if v == 0 { continue }
            reached.append(Int32(k))
            for e in Int(base.lStart[k])..<Int(base.lStart[k + 1]) {
                let row = base.lRow[e]
                rowWork.add(row, -base.lValue[e] * v)
                let target = stepOfRow[Int(row)]
                if !order.isLinear { enqueue(target, mark, descending: false) }
            }
        }
        lastForwardReach = reached.count
        // U: the steps in reverse order (a min-heap of complemented steps).
        var upperReach = 0
        (order, mark) = startDescending(expecting: lastForwardUpperReach)
        while let k = order.next(&heap) {
            let v = rowWork[base.pivotRow[k]]
            if v == 0 { continue }
            upperReach += 1
            let value = v / base.pivotValue[k]
            x.set(base.pivotSlot[k], value)
            for e in Int(uByColumnStart[k])..<Int(uByColumnStart[k + 1]) {
                let earlier = uByColumnStep[e]
                rowWork.add(base.pivotRow[Int(earlier)], -uByColumnValue[e] * value)
                if !order.isLinear { enqueue(earlier, mark, descending: true) }
            }
        }
        lastForwardUpperReach = upperReach
        // The updates, oldest first: those whose inputs the solve has touched.
        let count = updateKind.count
        if count == 0 { return }
        let updateMark = nextUpdateEpoch()
        heap.removeAll()
        for slot in x.positions where x[slot] != 0 { queueForward(slot, after: -1, updateMark) }
        for row in rowWork.positions where Int(row) < borderOfRow.count && rowWork[row] != 0 {
            let u = borderOfRow[Int(row)]
            if u >= 0, updateQueued[Int(u)] != updateMark {
                updateQueued[Int(u)] = updateMark
                heap.push(u)
            }
        }
        var updates = StepOrder(ascending: true, stepCount: count, work: count + entrySlot.count, switches: false)
        updates.start(&heap)
        while let u = updates.next(&heap) {
            let slot = updateSlot[u]
            logWork &+= 1
            switch updateKind[u] {
            case .border:
                let row = updateRow[u]
                logWork &+= Int(updateStart[u + 1] - updateStart[u])
                var sum = Int(row) < rowWork.capacity ? rowWork[row] : 0
                for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                    sum -= entryValue[e] * x[entrySlot[e]]
                }
                if sum != 0 {
                    x.set(slot, sum / updatePivot[u])
                    if !updates.isLinear { queueForward(slot, after: Int32(u), updateMark) }
                }
            case .eta:
                let v = x[slot]
                if v == 0 { continue }
                logWork &+= Int(updateStart[u + 1] - updateStart[u])
                let scaled = v / updatePivot[u]
                x.set(slot, scaled)
                if !updates.isLinear { queueForward(slot, after: Int32(u), updateMark) }
                for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                    x.add(entrySlot[e], -entryValue[e] * scaled)
                    if !updates.isLinear { queueForward(entrySlot[e], after: Int32(u), updateMark) }
                }
            }
        }
    }

    private mutating func nextUpdateEpoch() -> UInt32 {
        updateEpoch &+= 1
        if updateEpoch == 0 {
            for i in updateQueued.indices { updateQueued[i] = 0 }
            updateEpoch = 1
        }
        return updateEpoch
    }

    /// Queues the updates after `u` whose FTRAN step reads the slot's value.
    private mutating func queueForward(_ slot: Int32, after u: Int32, _ mark: UInt32) {
        var node = forwardWatchers.head(of: slot)
        while node >= 0 {
            let w = forwardWatchers.update(node)
            if w <= u { break }
            if updateQueued[Int(w)] != mark {
                updateQueued[Int(w)] = mark
                heap.push(w)
            }
            node = forwardWatchers.next(node)
        }
    }

    /// Queues the updates before `u` whose BTRAN step reads the slot's cost (as complements,
    /// for a descending walk).
    private mutating func queueBackward(_ slot: Int32, before u: Int32, _ mark: UInt32) {
        var node = backwardWatchers.head(of: slot)
        while node >= 0 {
            let w = backwardWatchers.update(node)
            if w < u, updateQueued[Int(w)] != mark {
                updateQueued[Int(w)] = mark
                heap.push(~w)
            }
            node = backwardWatchers.next(node)
        }
    }

    /// BTRAN: solves `Bᵀ y = c` for `c` given by its slots and values (zero on dead slots),
    /// leaving `y` (by row) in `result`. Entries for dead rows are meaningless.
    mutating func solveTransposed(slots: [Int32], values: [Double], into result: inout ScatterVector, slotCapacity: Int) {
        beginCosts(slotCapacity: slotCapacity)
        for (slot, value) in zip(slots, values) { addToCosts(slot: slot, value: value) }
        solveCosts(into: &result)
    }

    /// BTRAN of the unit cost at `slot`: the row of the tableau for that slot, as constraint
    /// multipliers.
    mutating func solveTransposedUnit(slot: Int32, into result: inout ScatterVector, slotCapacity: Int) {
        beginCosts(slotCapacity: slotCapacity)
        addToCosts(slot: slot, value: 1)
        solveCosts(into: &result)
    }

    private mutating func solveTransposedScattered(into y: inout ScatterVector) {
        if isDense {
            dense?.solveTransposed(slotWork, into: &y)
            return
        }
        // The updates, newest first: those whose inputs the solve has touched.
        let count = updateKind.count
        if count > 0 {
            let updateMark = nextUpdateEpoch()
            heap.removeAll()
            for slot in slotWork.positions where slotWork[slot] != 0 {
                queueBackward(slot, before: Int32(count), updateMark)
            }
            var updates = StepOrder(ascending: false, stepCount: count, work: count + entrySlot.count, switches: false)
            updates.start(&heap)
            while let u = updates.next(&heap) {
                let slot = updateSlot[u]
                logWork &+= 1
                switch updateKind[u] {
                case .border:
                    let c = slotWork[slot]
                    if c == 0 { continue }
                    let value = c / updatePivot[u]
                    y.set(updateRow[u], value)
                    for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                        slotWork.add(entrySlot[e], -entryValue[e] * value)
                        if !updates.isLinear { queueBackward(entrySlot[e], before: Int32(u), updateMark) }
                    }
                    slotWork.set(slot, 0)
                case .eta:
                    logWork &+= Int(updateStart[u + 1] - updateStart[u])
                    let old = slotWork[slot]
                    var sum = old
                    for e in Int(updateStart[u])..<Int(updateStart[u + 1]) {
                        let c = slotWork[entrySlot[e]]
                        if c != 0 { sum -= entryValue[e] * c }
                    }
                    if sum == 0 && old == 0 { continue }
                    slotWork.set(slot, sum / updatePivot[u])
                    if !updates.isLinear { queueBackward(slot, before: Int32(u), updateMark) }
                }
            }
        }
        // Uᵀ: the steps in order.
        var mark = nextEpoch()
        heap.removeAll()
        reached.removeAll(keepingCapacity: true)
        for slot in slotWork.positions {
            let k = step(ofSlot: slot)
            if k >= 0 { enqueue(k, mark, descending: false) }
        }
        var order = StepOrder(ascending: true, stepCount: base.stepCount, work: base.entryCount)
        order.start(&heap, expecting: lastBackwardReach)
        while let k = order.next(&heap) {
            let v = slotWork[base.pivotSlot[k]]
            if v == 0 { continue }
            let w = v / base.pivotValue[k]
            y.set(base.pivotRow[k], w)
            reached.append(Int32(k))
            for e in Int(base.uStart[k])..<Int(base.uStart[k + 1]) {
                let slot = base.uSlot[e]
                slotWork.add(slot, -base.uValue[e] * w)
                let target = stepOfSlot[Int(slot)]
                if !order.isLinear { enqueue(target, mark, descending: false) }
            }
        }
        lastBackwardReach = reached.count
        // Lᵀ: the steps in reverse order.
        var lowerReach = 0
        (order, mark) = startDescending(expecting: lastBackwardLowerReach)
        while let k = order.next(&heap) {
            let v = y[base.pivotRow[k]]
            if v == 0 { continue }
            lowerReach += 1
            for e in Int(lByRowStart[k])..<Int(lByRowStart[k + 1]) {
                let earlier = lByRowStep[e]
                y.add(base.pivotRow[Int(earlier)], -lByRowValue[e] * v)
                if !order.isLinear { enqueue(earlier, mark, descending: true) }
            }
        }
        lastBackwardLowerReach = lowerReach
    }
}

/// The order in which a sparse solve visits elimination steps: from a heap while few steps are
/// reached (each heap operation costs a logarithm, visiting only what the solve touches),
/// then, once the reached steps are a sizeable share of all of them, by a plain pass over the
/// remaining steps (which reads zeros at a constant cost each). The heap holds steps, or their
/// complements when descending, so that its minimum is always the next step.
struct StepOrder {
    static let smallWork = 256
    private let ascending: Bool
    private let stepCount: Int
    private let heapLimit: Int
    private var popped = 0
    private var cursor = -1
    /// True once the pass has replaced the heap: callers stop pushing.
    private(set) var isLinear = false

    /// `work` is what a plain pass over every step would cost (entries read included). A
    /// step that is not reached costs a plain pass little in the factors (a zero is read), but
    /// may cost much in the update log (an eta's dot product): a walk of the log (`switches`
    /// false) turns to the plain pass only once it has visited a quarter of the updates.
    init(ascending: Bool, stepCount: Int, work: Int, switches: Bool = true) {
        self.ascending = ascending
        self.stepCount = stepCount
        // On small work a plain pass is cheaper than any heap; on large work the heap is kept
        // until it has visited a sixteenth of the steps.
        if work <= StepOrder.smallWork {
            heapLimit = 0
        } else {
            heapLimit = switches ? Swift.max(16, stepCount / 16) : Swift.max(64, stepCount / 4)
        }
    }

    /// Starts with the plain pass when the steps queued at the start are already many, or when
    /// the walk is `expecting` to reach many.
    mutating func start(_ heap: inout BinaryHeap<Int32>, expecting: Int = 0) {
        guard heap.items.count >= heapLimit || expecting >= heapLimit else { return }
        isLinear = true
        cursor = ascending ? -1 : stepCount
        heap.removeAll()
    }

    mutating func next(_ heap: inout BinaryHeap<Int32>) -> Int? {
        if isLinear {
            cursor += ascending ? 1 : -1
            return cursor >= 0 && cursor < stepCount ? cursor : nil
        }
        guard let top = heap.pop() else { return nil }
        let k = ascending ? Int(top) : Int(~top)
        popped += 1
        if popped >= heapLimit {
            // Every step still queued lies beyond `k` in the direction of travel.
            isLinear = true
            cursor = k
            heap.removeAll()
        }
        return k
    }
}

/// Lists of update indices per slot, newest first, in one pool of linked nodes.
struct UpdateLists {
    private var heads: [Int32] = []
    private var updates: [Int32] = []
    private var nexts: [Int32] = []

    @inline(__always)
    func head(of slot: Int32) -> Int32 { Int(slot) < heads.count ? heads[Int(slot)] : -1 }

    @inline(__always)
    func update(_ node: Int32) -> Int32 { updates[Int(node)] }

    @inline(__always)
    func next(_ node: Int32) -> Int32 { nexts[Int(node)] }

    mutating func prepend(_ update: Int32, to slot: Int32) {
        if heads.count <= Int(slot) {
            heads.append(contentsOf: repeatElement(-1, count: Swift.max(Int(slot) + 1, 2 * heads.count, 64) - heads.count))
        }
        updates.append(update)
        nexts.append(heads[Int(slot)])
        heads[Int(slot)] = Int32(updates.count - 1)
    }

    /// Removes the slot's newest entry if it is `update` (the pool keeps the node: lists only
    /// shrink this way when an attempt is rolled back).
    mutating func popHead(_ update: Int32, from slot: Int32) {
        let node = head(of: slot)
        if node >= 0, updates[Int(node)] == update { heads[Int(slot)] = nexts[Int(node)] }
    }
}
