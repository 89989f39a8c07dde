// The objectives: one per non-required priority, and the reduced costs of the non-basic
// symbols in each. A reduced cost is how much an objective changes per unit a non-basic symbol
// rises while the basic symbols follow; kiwi keeps the same numbers as its objective rows.

extension SolverCore {
    /// The reduced cost of `symbol` in the objective of `level` (a level id).
    @inline(__always)
    func reducedCost(_ level: Int, _ symbol: SymbolID) -> Double {
        reduced[Int(symbol) &* levelStride &+ level]
    }

    /// Sets one reduced cost (journaled), and queues the symbol if it may now enter.
    mutating func setReducedCost(_ level: Int, _ symbol: SymbolID, _ value: Double) {
        let index = Int(symbol) &* levelStride &+ level
        let old = reduced[index]
        if old == value { return }
        journal?.reduced.append((symbol, level, old))
        reduced[index] = value
        if isEnteringCandidate(symbol) { candidates.push(symbol) }
    }

    /// True when `symbol` is a non-basic slack or error whose reduced-cost vector is
    /// lexicographically negative: raising it lowers the error of some priority without
    /// raising the error of any higher one.
    @inline(__always)
    func isEnteringCandidate(_ symbol: SymbolID) -> Bool {
        let index = Int(symbol)
        guard index < kinds.count, kinds[index].isPivotable, slotOf[index] < 0 else { return false }
        let base = index &* levelStride
        for level in levelOrder {
            let cost = reduced[base &+ level]
            if cost < -epsilon { return true }
            if cost > epsilon { return false }
        }
        return false
    }

    /// True when some objective changes as `symbol` moves.
    @inline(__always)
    func hasReducedCost(_ symbol: SymbolID) -> Bool {
        let base = Int(symbol) &* levelStride
        for level in levelOrder where reduced[base &+ level] != 0 { return true }
        return false
    }

    /// Sets every reduced cost of `symbol` to zero (journaled).
    mutating func clearReducedCosts(_ symbol: SymbolID) {
        let base = Int(symbol) &* levelStride
        for level in levelOrder where reduced[base &+ level] != 0 { setReducedCost(level, symbol, 0) }
    }

    /// Sets every reduced cost of `symbol` to zero, unjournaled: for a symbol that is
    /// becoming basic or free outside any attempt that may be rolled back.
    mutating func zeroReducedCosts(_ symbol: SymbolID) {
        let base = Int(symbol) &* levelStride
        for level in levelOrder { reduced[base &+ level] = 0 }
    }

    /// Adds `weight · symbol` to the objective of `level`. A non-basic symbol's reduced cost
    /// grows by `weight`; for a basic symbol, `symbol = x - Σ αⱼ·xⱼ` over the non-basic `xⱼ`
    /// (its row of the tableau), so every `xⱼ`'s reduced cost drops by `weight · αⱼ`.
    mutating func addCost(_ level: Int, _ symbol: SymbolID, weight: Double) {
        let slot = slotOf[Int(symbol)]
        if slot < 0 {
            let sum = reducedCost(level, symbol) + weight
            setReducedCost(level, symbol, nearZero(sum) ? 0 : sum)
            return
        }
        computeTableauRow(slot: slot)
        for index in tableauRow.positions {
            let alpha = tableauRow[index]
            if alpha == 0 { continue }
            let sum = reducedCost(level, index) - weight * alpha
            setReducedCost(level, index, nearZero(sum) ? 0 : sum)
        }
    }

    // MARK: Levels

    /// The position in ``levelOrder`` of `priority`'s level, or where it would go.
    private func orderPosition(of priority: Double) -> (position: Int, found: Bool) {
        var low = 0, high = levelOrder.count
        while low < high {
            let mid = (low + high) / 2
            let other = levels[levelOrder[mid]].priority
            if other == priority { return (mid, true) }
            if other > priority { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The id of the objective for a non-required priority, if it exists.
    func levelIndex(for priority: Double) -> Int? {
        let (position, found) = orderPosition(of: priority)
        return found ? levelOrder[position] : nil
    }

    /// The id of `priority`'s level, made (all reduced costs zero) when new. Taking a free id
    /// moves nothing; only when every id is taken does ``reduced`` get a wider stride.
    mutating func ensureLevel(for priority: Double) -> Int {
        let (position, found) = orderPosition(of: priority)
        if found { return levelOrder[position] }
        let level: Int
        if let free = freeLevels.popLast() {
            level = free
            levels[level] = ObjectiveLevel(priority: priority)
        } else {
            if levels.count == levelStride { widenLevels(to: max(4, 2 * levelStride)) }
            level = levels.count
            levels.append(ObjectiveLevel(priority: priority))
        }
        levelOrder.insert(level, at: position)
        return level
    }

    /// Re-lays out ``reduced`` with room for `stride` levels per symbol.
    private mutating func widenLevels(to stride: Int) {
        let old = levelStride, symbols = kinds.count
        var laidOut = [Double](repeating: 0, count: symbols * stride)
        laidOut.reserveCapacity(max(kinds.capacity, symbols) * stride)
        for symbol in 0..<symbols {
            for level in 0..<old { laidOut[symbol * stride + level] = reduced[symbol * old + level] }
        }
        reduced = laidOut
        levelStride = stride
    }

    /// Removes the objective `level` (no error counts in it any more); its id becomes free.
    mutating func removeLevel(_ level: Int) {
        for symbol in 0..<kinds.count { reduced[symbol * levelStride + level] = 0 }
        levelOrder.removeAll { $0 == level }
        freeLevels.append(level)
    }
}
