// The objectives: one per non-required priority, and the reduced costs of the non-basic
// symbols in each. A reduced cost is how much an objective changes per unit a non-basic symbol
// rises while the basic symbols follow; kiwi keeps the same numbers as its objective rows.

extension SolverCore {
    /// The reduced cost of `symbol` in the objective of `level`.
    @inline(__always)
    func reducedCost(_ level: Int, _ symbol: SymbolID) -> Double {
        reduced[Int(symbol) &* levelCount &+ level]
    }

    /// Sets one reduced cost (journaled), and queues the symbol if it may now enter.
    mutating func setReducedCost(_ level: Int, _ symbol: SymbolID, _ value: Double) {
        let index = Int(symbol) &* levelCount &+ level
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
        let base = index &* levelCount
        for level in 0..<levelCount {
            let cost = reduced[base &+ level]
            if cost < -epsilon { return true }
            if cost > epsilon { return false }
        }
        return false
    }

    /// True when some objective changes as `symbol` moves.
    @inline(__always)
    func hasReducedCost(_ symbol: SymbolID) -> Bool {
        let base = Int(symbol) &* levelCount
        for level in 0..<levelCount where reduced[base &+ level] != 0 { return true }
        return false
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

    /// The index of the objective for a non-required priority, if it exists.
    func levelIndex(for priority: Double) -> Int? {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority == priority { return mid }
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The level of `priority`, inserted in order (highest first) when new.
    mutating func ensureLevel(for priority: Double) -> Int {
        if let level = levelIndex(for: priority) { return level }
        let position = levels.firstIndex { $0.priority < priority } ?? levels.count
        insertLevel(ObjectiveLevel(priority: priority), at: position)
        return position
    }

    /// Inserts an objective (all reduced costs zero) at `position`, re-laying out `reduced`.
    mutating func insertLevel(_ level: ObjectiveLevel, at position: Int) {
        let old = levelCount, symbols = kinds.count
        var laidOut = [Double](repeating: 0, count: symbols * (old + 1))
        for symbol in 0..<symbols {
            for l in 0..<old {
                laidOut[symbol * (old + 1) + (l < position ? l : l + 1)] = reduced[symbol * old + l]
            }
        }
        reduced = laidOut
        levels.insert(level, at: position)
        levelCount = old + 1
    }

    /// Removes the objective at `position` (no error counts in it any more).
    mutating func removeLevel(at position: Int) {
        let old = levelCount, symbols = kinds.count
        var laidOut = [Double](repeating: 0, count: symbols * (old - 1))
        for symbol in 0..<symbols {
            for l in 0..<old where l != position {
                laidOut[symbol * (old - 1) + (l < position ? l : l - 1)] = reduced[symbol * old + l]
            }
        }
        reduced = laidOut
        levels.remove(at: position)
        levelCount = old - 1
    }
}
