// Refactorization: factoring the current basis afresh, which empties the update log (each
// update makes every later solve a little longer), drops the rows of removed constraints, and
// recomputes the basic values and reduced costs from A, shedding the rounding the incremental
// updates accumulated.

extension SolverCore {
    /// Updates logged before the basis is factored afresh.
    static let refactorInterval = 100

    /// Refactors when the update log or the removed rows have grown enough; never during an
    /// attempt that may be rolled back.
    mutating func refactorIfDue() {
        guard journal == nil, canRefactor else { return }
        let retired = retiredRows.count
        if factor.updateCount >= Self.refactorInterval || (retired > 16 && retired * 4 > liveRowCount) {
            refactor()
        }
    }

    /// Factors B afresh from the live rows and slots, then recomputes the values and the
    /// reduced costs. On a singular basis (ruled out in exact arithmetic) the old factors stay
    /// and refactoring stops.
    mutating func refactor() {
        var liveRows: [Int32] = [], liveSlots: [Int32] = []
        liveRows.reserveCapacity(liveRowCount)
        liveSlots.reserveCapacity(liveRowCount)
        for row in rowIsLive.indices where rowIsLive[row] { liveRows.append(Int32(row)) }
        for slot in head.indices where head[slot] >= 0 { liveSlots.append(Int32(slot)) }
        guard liveRows.count == liveSlots.count else {
            canRefactor = false
            return
        }
        var position = [Int32](repeating: -1, count: rhs.count)
        for (index, row) in liveRows.enumerated() { position[Int(row)] = Int32(index) }
        var columns: [[(row: Int32, value: Double)]] = []
        columns.reserveCapacity(liveSlots.count)
        for slot in liveSlots {
            let symbol = Int(head[Int(slot)])
            var entries: [(row: Int32, value: Double)] = []
            entries.reserveCapacity(columnRows[symbol].count)
            for (row, value) in zip(columnRows[symbol], columnValues[symbol]) where position[Int(row)] >= 0 {
                entries.append((position[Int(row)], value))
            }
            columns.append(entries)
        }
        guard let factors = SparseLU.factorize(rows: liveRows, slots: liveSlots, columns: columns) else {
            canRefactor = false
            return
        }
        factor = BasisFactorization(base: factors, rowCapacity: rhs.count, slotCapacity: head.count)
        refactorCount += 1
        freeRows.append(contentsOf: retiredRows)
        retiredRows.removeAll()
        freeSlots.append(contentsOf: retiredSlots)
        retiredSlots.removeAll()
        recomputeValues(liveRows: liveRows, liveSlots: liveSlots)
        recomputeReducedCosts()
    }

    /// `x = B⁻¹ b`.
    private mutating func recomputeValues(liveRows: [Int32], liveSlots: [Int32]) {
        factor.solve(rows: liveRows, values: liveRows.map { rhs[Int($0)] }, into: &column, rowCapacity: rhs.count)
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
        for level in 0..<levelCount {
            let priority = levels[level].priority
            var costSlots: [Int32] = []
            for symbol in 0..<symbols {
                let index = symbol * levelCount + level
                let isCounted = kinds[symbol] == .error && costPriority[symbol] == priority
                if slotOf[symbol] >= 0 {
                    reduced[index] = 0
                    if isCounted { costSlots.append(slotOf[symbol]) }
                } else {
                    reduced[index] = isCounted ? 1 : 0
                }
            }
            if costSlots.isEmpty { continue }
            factor.solveTransposed(slots: costSlots, values: [Double](repeating: 1, count: costSlots.count),
                                   into: &multipliers, slotCapacity: head.count)
            for row in multipliers.positions {
                let y = multipliers[row]
                if y == 0 || !rowIsLive[Int(row)] { continue }
                let rowSymbolList = rowSymbols[Int(row)], coefficients = rowValues[Int(row)]
                for k in rowSymbolList.indices where slotOf[Int(rowSymbolList[k])] < 0 {
                    reduced[Int(rowSymbolList[k]) * levelCount + level] -= y * coefficients[k]
                }
            }
        }
        candidates.removeAll()
        for symbol in 0..<symbols {
            let base = symbol * levelCount
            for level in 0..<levelCount where nearZero(reduced[base + level]) { reduced[base + level] = 0 }
            if isEnteringCandidate(SymbolID(symbol)) { candidates.push(SymbolID(symbol)) }
        }
    }
}
