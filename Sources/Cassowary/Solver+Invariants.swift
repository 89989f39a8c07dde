// Consistency checks for tests (swift-collections' `_checkInvariants` habit). They rebuild
// what the solver keeps incrementally — the reduced rows, the basic values, the reduced costs
// — from A with fresh factorizations and compare, so they are for tests and debugging, never
// for solving.

extension SolverCore {
    /// Number of live rows (constraints, edit constraints included).
    var rowCount: Int { liveRowCount }

    /// Number of symbols in use.
    var symbolCount: Int { kinds.count - freeSymbols.count }

    /// Number of entries in the live rows of A.
    var termCount: Int {
        role.indices.reduce(0) { role[$1] != .none ? $0 + originalRange(Int32($1)).count : $0 }
    }

    /// Describes every broken invariant; empty when the solver is consistent.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let live = role.indices.filter { role[$0] != .none }.map { Int32($0) }

        // A, and the reduced rows: rows and columns mirror each other.
        var entries = 0
        for row in live {
            for k in originalRange(row) {
                let symbol = aRows.symbols[k], value = aRows.values[k]
                entries += 1
                if kinds[Int(symbol)] == .invalid { problems.append("row \(row) holds free symbol \(symbol)") }
                let found = aColumns.entries(symbol).contains { $0.row == row && $0.value == value }
                if !found { problems.append("column \(symbol) misses row \(row)") }
            }
        }
        if aColumns.entryCount != entries { problems.append("columns of A disagree with its rows") }
        var reducedEntries = 0
        for row in live where role[Int(row)] == .simplex {
            for k in rowRange(row) {
                let symbol = reducedRows.symbols[k], value = reducedRows.values[k]
                reducedEntries += 1
                if externalSlotOf[Int(symbol)] >= 0 { problems.append("reduced row \(row) holds basic variable \(symbol)") }
                let found = columns.entries(symbol).contains { $0.row == row && $0.value == value }
                if !found { problems.append("reduced column \(symbol) misses row \(row)") }
            }
        }
        if columns.entryCount != reducedEntries { problems.append("reduced columns disagree with their rows") }

        // The two bases: one slot per row of each part, each basic symbol knowing its slot.
        var simplexSlots = 0
        for slot in head.indices where head[slot] >= 0 {
            simplexSlots += 1
            let symbol = Int(head[slot])
            if kinds[symbol] == .invalid || kinds[symbol] == .external { problems.append("symbol \(symbol) is basic in S") }
            if slotOf[symbol] != Int32(slot) { problems.append("symbol \(symbol) thinks it is in slot \(slotOf[symbol]), not \(slot)") }
        }
        if simplexSlots != simplexRowCount { problems.append("\(simplexSlots) basic symbols for \(simplexRowCount) simplex rows") }
        var definingSlots = 0
        for slot in externalHead.indices where externalHead[slot] >= 0 {
            definingSlots += 1
            let symbol = Int(externalHead[slot])
            if kinds[symbol] != .external { problems.append("symbol \(symbol) is basic in P") }
            if externalSlotOf[symbol] != Int32(slot) { problems.append("variable \(symbol) thinks it is in slot \(externalSlotOf[symbol]) of P") }
        }
        if definingSlots != definingRowCount { problems.append("\(definingSlots) basic variables for \(definingRowCount) defining rows") }
        if live.count != liveRowCount { problems.append("\(live.count) live rows, counted \(liveRowCount)") }

        // Fresh computations on a copy: the reduced rows, the values, the reduced costs.
        var copy = self
        copy.journal = nil
        for row in live where role[Int(row)] == .simplex {
            let freshRHS = copy.reduceRow(row)
            var fresh: [(symbol: SymbolID, value: Double)] = []
            for symbol in copy.combined.positions where !nearZero(copy.combined[symbol]) {
                fresh.append((symbol, copy.combined[symbol]))
            }
            copy.combined.clear()
            var kept: [SymbolID: Double] = [:]
            for k in rowRange(row) { kept[reducedRows.symbols[k]] = reducedRows.values[k] }
            for (symbol, value) in fresh where abs((kept[symbol] ?? 0) - value) > 1e-7 * max(1, abs(value)) {
                problems.append("reduced row \(row) has \(kept[symbol] ?? 0) for symbol \(symbol), not \(value)")
            }
            if kept.count > fresh.count { problems.append("reduced row \(row) holds extra entries") }
            if abs(freshRHS - reducedRHS[Int(row)]) > 1e-7 * max(1, abs(freshRHS)) {
                problems.append("reduced row \(row) has right-hand side \(reducedRHS[Int(row)]), not \(freshRHS)")
            }
        }
        copy.externalsCurrent = false
        copy.refreshExternalValues()
        if externalsCurrent {
            // Kept current incrementally by the re-solves: as a fresh solve of P gives them.
            for slot in externalHead.indices where externalHead[slot] >= 0 {
                let kept = externalValues[slot], fresh = copy.externalValues[slot]
                if abs(kept - fresh) > 1e-7 * max(1, abs(fresh)) {
                    problems.append("variable \(externalHead[slot]) is kept at \(kept), not \(fresh)")
                }
            }
        }
        for row in live {
            var sum = -rhs[Int(row)], scale = abs(rhs[Int(row)])
            for k in originalRange(row) {
                let value = copy.currentValue(of: aRows.symbols[k])
                sum += aRows.values[k] * value
                scale = max(scale, abs(aRows.values[k] * value))
            }
            if abs(sum) > 1e-7 * max(1, scale) { problems.append("row \(row) is off by \(sum)") }
        }
        for slot in head.indices where head[slot] >= 0 {
            let symbol = Int(head[slot]), value = x[slot]
            switch kinds[symbol] {
            case .slack where value < -epsilon, .error where value < -epsilon:
                problems.append("symbol \(symbol) is negative: \(value)")
            case .dummy where abs(value) > epsilon:
                problems.append("dummy \(symbol) is not zero: \(value)")
            default: break
            }
        }
        // The tableau rows kept for re-solves: each as a fresh BTRAN computes it.
        copy.rowCacheActive = false
        for slot in rowCache.slots {
            guard head.indices.contains(Int(slot)), head[Int(slot)] >= 0, let kept = rowCache.entries(slot) else {
                problems.append("a tableau row is kept for slot \(slot), which has no basic symbol")
                continue
            }
            copy.computeTableauRow(slot: slot)
            var keptBySymbol: [SymbolID: Double] = [:]
            for (symbol, value) in kept { keptBySymbol[symbol] = value }
            var freshCount = 0
            for symbol in copy.tableauRow.positions where !nearZero(copy.tableauRow[symbol]) {
                freshCount += 1
                let value = copy.tableauRow[symbol]
                if abs((keptBySymbol[symbol] ?? 0) - value) > 1e-7 * max(1, abs(value)) {
                    problems.append("kept tableau row of slot \(slot) has \(keptBySymbol[symbol] ?? 0) for symbol \(symbol), not \(value)")
                }
            }
            if kept.filter({ !nearZero($0.value) }).count != freshCount {
                problems.append("kept tableau row of slot \(slot) has \(kept.count) entries, not \(freshCount)")
            }
        }
        copy.canRefactor = true
        let before = copy.refactorCount
        copy.refactor()
        if copy.refactorCount == before + 1 {
            for symbol in kinds.indices where kinds[symbol] != .invalid {
                for level in levelOrder {
                    let kept = reduced[symbol * levelStride + level], exact = copy.reduced[symbol * levelStride + level]
                    if abs(kept - exact) > 1e-7 * max(1, abs(exact)) {
                        problems.append("reduced cost of \(symbol) at level \(level) is \(kept), not \(exact)")
                    }
                }
            }
        } else if simplexRowCount > 0 {
            problems.append("the simplex basis is singular")
        }
        for symbol in kinds.indices where kinds[symbol] != .invalid && isEnteringCandidate(SymbolID(symbol)) {
            problems.append("not optimal: symbol \(symbol) could enter")
        }

        // Bookkeeping.
        for symbol in kinds.indices where kinds[symbol] == .external && uses[symbol] <= 0 {
            problems.append("external symbol \(symbol) is used by no constraint")
        }
        for symbol in kinds.indices where kinds[symbol] == .invalid {
            if aColumns.count(SymbolID(symbol)) > 0 || columns.count(SymbolID(symbol)) > 0 {
                problems.append("free symbol \(symbol) keeps a column")
            }
            if isBasic(SymbolID(symbol)) { problems.append("free symbol \(symbol) is basic") }
        }
        if Set(freeSymbols).count != freeSymbols.count { problems.append("free list has duplicates") }
        return problems
    }
}
