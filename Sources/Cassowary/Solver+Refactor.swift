// Refactorization: factoring the current basis afresh, which empties the update log, drops the
// rows of removed constraints, and recomputes the basic values and reduced costs from A,
// shedding the rounding the incremental updates accumulated.

extension SolverCore {
    /// The most pivots kept in a factorization's log (or applied to one block of a dense
    /// inverse) before it is made afresh, which bounds the rounding they accumulate: 4000, or a
    /// quarter of the rows for a larger basis.
    static func maximumPivots(rows: Int) -> Int { max(4000, rows / 4) }

    /// Refactors when the update log has cost the solves since the last refactorization about
    /// what a refactorization costs, when the log takes much more memory than the factors, or
    /// when many removed rows linger; never during an attempt that may be rolled back.
    ///
    /// The solves skip the updates their input does not reach, so a long log of updates that
    /// are rarely reached (a rotation's pivots, each moving the views of one row of a grid)
    /// costs little and is kept.
    mutating func refactorIfDue() {
        guard journal == nil else { return }
        refactorExternalsIfDue()
        guard canRefactor else { return }
        if factor.isDense {
            // A dense inverse needs no log; it is made afresh when it outgrows its limit
            // (removed rows included), when one grown row by row from nothing has as many
            // rows (its blocks are then worth finding), and now and then, to shed rounding.
            if factor.denseDimension > BasisFactorization.denseLimit
                || (factor.grewFromNothing && factor.denseTotalDimension > BasisFactorization.denseLimit)
                || factor.denseTotalDimension > 2 * simplexRowCount + BasisFactorization.denseSize
                || factor.denseEtaCount >= Self.maximumPivots(rows: simplexRowCount) {
                refactor()
            }
            return
        }
        // A refactorization reads, eliminates and allocates for every entry, then recomputes
        // the values and every objective's duals: measured (callgrind) at a few dozen times
        // the cost of reading an entry of the log.
        let refactorCost = 32 * (factor.baseEntryCount + 4 * simplexRowCount + 256)
        let retired = retiredRows.count
        if factor.logWork > refactorCost || factor.etaCount >= Self.maximumPivots(rows: simplexRowCount)
            || factor.updateEntryCount > 2 * refactorCost
            || (retired > 16 && retired * 4 > simplexRowCount) {
            refactor()
        }
    }

    /// Factors P afresh (the same matrix: its values and the simplex rows stand) when its
    /// update log has cost the solves what a refactorization costs, or grown much larger than
    /// the factors (the rule of ``refactorIfDue()``).
    mutating func refactorExternalsIfDue() {
        if externalFactor.isDense,
           externalFactor.denseDimension <= BasisFactorization.denseLimit,
           externalFactor.etaCount < Self.maximumPivots(rows: definingRowCount) { return }
        let cost = 32 * (externalFactor.baseEntryCount + 4 * definingRowCount + 256)
        // The variables' values are computed with a solve over every defining row, which walks
        // the whole log: P is also factored afresh when the rows it logged since outnumber
        // the ones it factored (twice over), so that the refactorizations of a growing P
        // cost, together, in proportion to its final size.
        let outgrown = externalFactor.updateCount > 2 * externalFactor.baseRowCount + 1024
        guard externalFactor.isDense || outgrown || externalFactor.logWork > cost
            || externalFactor.updateEntryCount > 2 * cost
            || externalFactor.etaCount >= Self.maximumPivots(rows: definingRowCount) else { return }
        var rows: [Int32] = [], slots: [Int32] = []
        for row in role.indices where role[row] == .defining { rows.append(Int32(row)) }
        for slot in externalHead.indices where externalHead[slot] >= 0 { slots.append(Int32(slot)) }
        guard rows.count == slots.count else { return }
        var position = [Int32](repeating: -1, count: rhs.count)
        for (index, row) in rows.enumerated() { position[Int(row)] = Int32(index) }
        let basisColumns = slots.map { slot -> [(row: Int32, value: Double)] in
            let symbol = Int(externalHead[Int(slot)])
            return aColumns.entries(SymbolID(symbol)).compactMap { row, value in
                position[Int(row)] >= 0 ? (position[Int(row)], value) : nil
            }
        }
        guard let factors = SparseLU.factorize(rows: rows, slots: slots, columns: basisColumns) else { return }
        externalFactor = BasisFactorization(base: factors, rowCapacity: rhs.count, slotCapacity: externalHead.count,
                                            dense: rows.count <= BasisFactorization.denseSize)
        aRows.compactIfSparse()
    }

    /// Factors S afresh from the simplex rows and the slots, then recomputes the values and the
    /// reduced costs. On a singular basis (ruled out in exact arithmetic) the old factors stay
    /// and refactoring stops.
    mutating func refactor() {
        rowCache.removeAll()
        var liveRows: [Int32] = [], liveSlots: [Int32] = []
        liveRows.reserveCapacity(simplexRowCount)
        liveSlots.reserveCapacity(simplexRowCount)
        for row in role.indices where role[row] == .simplex { liveRows.append(Int32(row)) }
        for slot in head.indices where head[slot] >= 0 { liveSlots.append(Int32(slot)) }
        guard liveRows.count == liveSlots.count else {
            canRefactor = false
            return
        }
        var position = [Int32](repeating: -1, count: rhs.count)
        for (index, row) in liveRows.enumerated() { position[Int(row)] = Int32(index) }
        var basisColumns: [[(row: Int32, value: Double)]] = []
        basisColumns.reserveCapacity(liveSlots.count)
        for slot in liveSlots {
            let symbol = Int(head[Int(slot)])
            var entries: [(row: Int32, value: Double)] = []
            entries.reserveCapacity(columns.count(SymbolID(symbol)))
            for (row, value) in columns.entries(SymbolID(symbol)) where position[Int(row)] >= 0 {
                entries.append((position[Int(row)], value))
            }
            basisColumns.append(entries)
        }
        guard let factors = SparseLU.factorize(rows: liveRows, slots: liveSlots, columns: basisColumns) else {
            canRefactor = false
            return
        }
        factor = BasisFactorization(base: factors, rowCapacity: rhs.count, slotCapacity: head.count,
                                    dense: Self.largestBlock(basisColumns) <= BasisFactorization.denseSize)
        refactorCount += 1
        freeRows.append(contentsOf: retiredRows)
        retiredRows.removeAll()
        freeSlots.append(contentsOf: retiredSlots)
        retiredSlots.removeAll()
        reducedRows.compactIfSparse()
        recomputeValues(liveRows: liveRows, liveSlots: liveSlots)
        recomputeReducedCosts()
        externalsCurrent = false
        trackingExternals = false
    }

    /// The rows of the largest block of a basis given by its columns (positions of rows): rows
    /// and columns that share an entry belong to one block.
    static func largestBlock(_ columns: [[(row: Int32, value: Double)]]) -> Int {
        var sets = DisjointSets(count: columns.count)
        for column in columns {
            guard let first = column.first, Int(first.row) < columns.count else { continue }
            for entry in column.dropFirst() where Int(entry.row) < columns.count {
                sets.union(Int(first.row), Int(entry.row))
            }
        }
        var size = [Int](repeating: 0, count: columns.count)
        for node in 0..<columns.count { size[sets.root(node)] += 1 }
        return size.max() ?? 0
    }

    /// `x = B⁻¹ b`.
    private mutating func recomputeValues(liveRows: [Int32], liveSlots: [Int32]) {
        factor.solve(rows: liveRows, values: liveRows.map { reducedRHS[Int($0)] }, into: &column, rowCapacity: rhs.count)
        infeasibleRows.removeAll()
        for slot in liveSlots {
            x[Int(slot)] = column[slot]
            noteValueChanged(slot)
        }
    }

    /// For each objective, the duals `y = B⁻ᵀ c_B` (one BTRAN of the costs of the basic
    /// symbols), then `dⱼ = cⱼ - yᵀ Aⱼ` for every non-basic symbol.
    private mutating func recomputeReducedCosts() {
        let symbols = kinds.count
        let stride = levelStride
        // Every cost starts at zero; a non-basic error costs 1 in its own objective, a basic
        // one puts its slot among its objective's costs.
        for index in reduced.indices { reduced[index] = 0 }
        // The entries written, so the clean-up below visits only them (with many priorities
        // most of ``reduced`` stays zero).
        var written: [Int] = []
        var costSlots = [[Int32]](repeating: [], count: levels.count)
        for symbol in 0..<symbols where kinds[symbol] == .error {
            guard let level = levelIndex(for: costPriority[symbol]) else { continue }
            if slotOf[symbol] >= 0 {
                costSlots[level].append(slotOf[symbol])
            } else {
                reduced[symbol * stride + level] = 1
                written.append(symbol * stride + level)
            }
        }
        for level in levelOrder where !costSlots[level].isEmpty {
            let slots = costSlots[level]
            factor.solveTransposed(slots: slots, values: [Double](repeating: 1, count: slots.count),
                                   into: &multipliers, slotCapacity: head.count)
            for row in multipliers.positions {
                let y = multipliers[row]
                if y == 0 || !isSimplexRow(row) { continue }
                for k in rowRange(row) where slotOf[Int(reducedRows.symbols[k])] < 0 {
                    let index = Int(reducedRows.symbols[k]) * stride + level
                    reduced[index] -= y * reducedRows.values[k]
                    written.append(index)
                }
            }
        }
        candidates.removeAll()
        for index in written where nearZero(reduced[index]) { reduced[index] = 0 }
        for index in written {
            let symbol = SymbolID(index / stride)
            if isEnteringCandidate(symbol) { candidates.push(symbol) }
        }
    }
}
