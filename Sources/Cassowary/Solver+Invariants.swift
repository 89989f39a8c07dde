// Consistency checks for tests (swift-collections' `_checkInvariants` habit). They rebuild
// what the solver keeps incrementally — the basic values, the reduced costs — from A with a
// fresh factorization and compare, so they are for tests and debugging, never for solving.

extension SolverCore {
    /// Number of live rows (constraints, edit constraints included).
    var rowCount: Int { liveRowCount }

    /// Number of symbols in use.
    var symbolCount: Int { kinds.count - freeSymbols.count }

    /// Number of entries in the live rows of A.
    var termCount: Int {
        rowIsLive.indices.reduce(0) { rowIsLive[$1] ? $0 + Int(rowLength[$1]) : $0 }
    }

    /// Describes every broken invariant; empty when the solver is consistent.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        // A: rows and columns mirror each other.
        var entries = 0
        for row in rowIsLive.indices where rowIsLive[row] {
            for (symbol, value) in zip(poolSymbols[rowRange(Int32(row))], poolValues[rowRange(Int32(row))]) {
                entries += 1
                if kinds[Int(symbol)] == .invalid { problems.append("row \(row) holds free symbol \(symbol)") }
                let found = zip(columnRows[Int(symbol)], columnValues[Int(symbol)]).contains { $0.0 == Int32(row) && $0.1 == value }
                if !found { problems.append("column \(symbol) misses row \(row)") }
            }
        }
        let columnEntries = columnRows.reduce(0) { $0 + $1.count }
        if columnEntries != entries { problems.append("columns hold \(columnEntries) entries, rows \(entries)") }

        // The basis: one live slot per live row, each with a basic symbol that knows its slot.
        var liveSlots = 0
        for slot in head.indices where head[slot] >= 0 {
            liveSlots += 1
            let symbol = Int(head[slot])
            if kinds[symbol] == .invalid { problems.append("free symbol \(symbol) is basic") }
            if slotOf[symbol] != Int32(slot) { problems.append("symbol \(symbol) thinks it is in slot \(slotOf[symbol]), not \(slot)") }
        }
        if liveSlots != liveRowCount { problems.append("\(liveSlots) basic symbols for \(liveRowCount) rows") }
        for symbol in kinds.indices where slotOf[symbol] >= 0 && head[Int(slotOf[symbol])] != Int32(symbol) {
            problems.append("symbol \(symbol) claims slot \(slotOf[symbol])")
        }

        // Values: every row holds, every restricted basic symbol is within bounds.
        for row in rowIsLive.indices where rowIsLive[row] {
            var sum = -rhs[row]
            var scale = abs(rhs[row])
            for (symbol, value) in zip(poolSymbols[rowRange(Int32(row))], poolValues[rowRange(Int32(row))]) {
                let slot = slotOf[Int(symbol)]
                if slot >= 0 {
                    sum += value * x[Int(slot)]
                    scale = max(scale, abs(value * x[Int(slot)]))
                }
            }
            if abs(sum) > 1e-7 * max(1, scale) { problems.append("row \(row) is off by \(sum)") }
        }
        for slot in head.indices where head[slot] >= 0 {
            let symbol = Int(head[slot]), value = x[slot]
            switch kinds[symbol] {
            case .slack where value < -epsilon, .error where value < -epsilon: problems.append("symbol \(symbol) is negative: \(value)")
            case .dummy where abs(value) > epsilon: problems.append("dummy \(symbol) is not zero: \(value)")
            default: break
            }
        }

        // Reduced costs: as a fresh computation gives them, and none may enter.
        if let fresh = freshReducedCosts() {
            for symbol in kinds.indices where kinds[symbol] != .invalid {
                for level in 0..<levelCount {
                    let kept = reduced[symbol * levelCount + level], exact = fresh[symbol * levelCount + level]
                    if abs(kept - exact) > 1e-7 * max(1, abs(exact)) {
                        problems.append("reduced cost of \(symbol) at level \(level) is \(kept), not \(exact)")
                    }
                }
            }
        } else if liveRowCount > 0 {
            problems.append("the basis is singular")
        }
        for symbol in kinds.indices where kinds[symbol] != .invalid && isEnteringCandidate(SymbolID(symbol)) {
            problems.append("not optimal: symbol \(symbol) could enter")
        }

        // Bookkeeping.
        for symbol in kinds.indices where kinds[symbol] == .external && uses[symbol] <= 0 {
            problems.append("external symbol \(symbol) is used by no constraint")
        }
        for symbol in kinds.indices where kinds[symbol] == .invalid {
            if !columnRows[symbol].isEmpty { problems.append("free symbol \(symbol) keeps a column") }
            if slotOf[symbol] >= 0 { problems.append("free symbol \(symbol) is basic") }
        }
        if Set(freeSymbols).count != freeSymbols.count { problems.append("free list has duplicates") }
        return problems
    }

    /// The reduced costs computed from scratch with a fresh factorization of B; nil when it is
    /// singular.
    private func freshReducedCosts() -> [Double]? {
        var copy = self
        copy.journal = nil
        copy.canRefactor = true
        let before = copy.refactorCount
        copy.refactor()
        guard copy.refactorCount == before + 1 else { return nil }
        return copy.reduced
    }
}
