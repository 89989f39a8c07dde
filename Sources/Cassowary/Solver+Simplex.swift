// The simplex iterations: the primal simplex that re-optimises after a constraint is added or
// removed (over the lexicographic objective, or the phase-one objective), and the dual
// simplex that restores feasibility after an edit variable's value changes.
//
// Both use Bland's rule — the lowest eligible symbol id enters, ties in the ratio test go to
// the lowest id — which rules out cycling and makes every choice independent of the order in
// which rows and terms happen to be stored.

extension SolverCore {
    // MARK: Primal simplex

    /// Minimises the objectives lexicographically (highest priority first).
    ///
    /// A non-basic slack or error symbol may enter when its vector of objective coefficients,
    /// read from the highest level down, starts with a negative number: increasing it then
    /// lowers the error of some priority without raising the error of any higher one. Returns
    /// false if a candidate has no leaving row (the objective would be unbounded, which the
    /// non-negative errors rule out).
    mutating func optimize() -> Bool {
        while let entering = nextEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The lowest-id symbol that may enter. Every eligible symbol is in the queue: eligibility
    /// only changes when an objective coefficient does, and such a change queues the symbol if
    /// it became eligible.
    mutating func nextEnteringSymbol() -> SymbolID? {
        while let symbol = candidates.pop() {
            if isEnteringCandidate(symbol) { return symbol }
        }
        return nil
    }

    /// True when `symbol` is a non-basic slack or error whose objective vector is
    /// lexicographically negative.
    func isEnteringCandidate(_ symbol: SymbolID) -> Bool {
        let index = Int(symbol)
        guard index < kinds.count, kinds[index].isPivotable, !isBasic[index] else { return false }
        let base = index &* levelCount
        for level in 0..<levelCount {
            let coefficient = objective[base &+ level]
            if coefficient < -epsilon { return true }
            if coefficient > epsilon { return false }
        }
        return false
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient (so
    /// that increasing it decreases the row's basic symbol), the one that reaches zero first,
    /// `min -constant / coefficient`; ties go to the lowest id.
    mutating func leavingRow(for entering: SymbolID) -> SymbolID? {
        var best: RatioChoice?
        if columns[Int(entering)].isDense {
            // Every row, searched once (what `candidateRows` would list, without the list).
            var found = 0
            for position in basicList.indices {
                let key = basicList[position]
                let (index, present) = rows[Int(key)].search(entering)
                guard present else { continue }
                found += 1
                guard kinds[Int(key)].isRestricted else { continue }
                let coefficient = rows[Int(key)].coefficient(at: index)
                if coefficient < 0 {
                    RatioChoice.keepSmaller(&best, RatioChoice(ratio: -rows[Int(key)].constant / coefficient, key: key))
                }
            }
            // A column that thinned out goes back to being indexed, as `candidateRows` does.
            if found * 8 < basicList.count { _ = candidateRows(of: entering) }
            return best?.key
        }
        // Raw column entries: a stale one finds a zero coefficient, a duplicate ties with itself.
        for key in candidateRows(of: entering) where Int(key) < kinds.count && kinds[Int(key)].isRestricted {
            let row = rows[Int(key)]
            let coefficient = row.coefficient(of: entering)
            if coefficient < 0 {
                RatioChoice.keepSmaller(&best, RatioChoice(ratio: -row.constant / coefficient, key: key))
            }
        }
        return best?.key
    }

    /// Phase one: minimises the artificial objective with the same rules.
    mutating func optimizeArtificial() -> Bool {
        while true {
            guard let objective = artificial else { return true }
            var entering: SymbolID?
            // Cells are sorted: the first eligible one has the lowest id.
            entering = objective.cells.first { $0.coefficient < -epsilon && kinds[Int($0.symbol)].isPivotable }?.symbol
            guard let entering else { return true }
            guard let leaving = leavingRow(for: entering) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after edits while keeping the objectives optimal.
    ///
    /// Each queued row whose restricted basic symbol is negative leaves; the entering symbol
    /// is the one with a positive coefficient in that row whose objective vector divided by
    /// the coefficient is lexicographically smallest (so every objective stays optimal).
    /// Returns false when an infeasible row has no such symbol.
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.pop() {
            let index = Int(leaving)
            guard isBasic[index], kinds[index].isRestricted else { continue }
            let constant = rows[index].constant
            guard constant < 0, !nearZero(constant) else { continue }
            // (Passing `rows[index]` straight into the call made Swift copy the whole core.)
            guard let entering = dualEnteringSymbol(ofRow: leaving) else { return false }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    func dualEnteringSymbol(ofRow basic: SymbolID) -> SymbolID? {
        var best: SymbolID?
        var bestCoefficient = 0.0
        rows[Int(basic)].withCells { cells in
            for cell in cells {
                let symbol = cell.symbol, coefficient = cell.coefficient
                guard coefficient > 0, kinds[Int(symbol)] != .dummy else { continue }
                guard let current = best else {
                    best = symbol
                    bestCoefficient = coefficient
                    continue
                }
                switch compareRatios(symbol, coefficient, current, bestCoefficient) {
                case .some(true): best = symbol; bestCoefficient = coefficient
                case .some(false): break
                case .none:
                    if symbol < current { best = symbol; bestCoefficient = coefficient }
                }
            }
        }
        return best
    }

    /// Compares the objective vectors of two symbols divided by their row coefficients,
    /// level by level: true when `a`'s is smaller, false when larger, nil when equal.
    private func compareRatios(_ a: SymbolID, _ aCoefficient: Double, _ b: SymbolID, _ bCoefficient: Double) -> Bool? {
        for level in levels.indices {
            let ratioA = objectiveCoefficient(level, a) / aCoefficient
            let ratioB = objectiveCoefficient(level, b) / bCoefficient
            if ratioA < ratioB - epsilon { return true }
            if ratioA > ratioB + epsilon { return false }
        }
        return nil
    }

    // MARK: Edits

    /// Moves the edit constraint `v == constant` by `delta`. Its row is `v - e+ + e- == 0`,
    /// so the new constant enters wherever the marker `e+` stands (kiwi's `suggestValue`).
    mutating func applyEditDelta(_ delta: Double, marker: SymbolID, other: SymbolID) {
        if isBasic[Int(marker)] {
            rows[Int(marker)].constant -= delta
            if rows[Int(marker)].constant < 0 { infeasibleRows.push(marker) }
            return
        }
        if isBasic[Int(other)] {
            rows[Int(other)].constant += delta
            if rows[Int(other)].constant < 0 { infeasibleRows.push(other) }
            return
        }
        if columns[Int(marker)].isDense {
            // Every row, searched once (what `rowsContaining` would list, without the list).
            var found = 0
            for position in basicList.indices {
                let key = basicList[position]
                let index = Int(key)
                let (cell, present) = rows[index].search(marker)
                guard present else { continue }
                found += 1
                rows[index].constant += delta * rows[index].coefficient(at: cell)
                if kinds[index].isRestricted, rows[index].constant < 0 { infeasibleRows.push(key) }
            }
            // A column that thinned out goes back to being indexed, as `candidateRows` does.
            if found * 8 < basicList.count { _ = candidateRows(of: marker) }
            return
        }
        for key in rowsContaining(marker) {
            let index = Int(key)
            rows[index].constant += delta * rows[index].coefficient(of: marker)
            if kinds[index].isRestricted, rows[index].constant < 0 { infeasibleRows.push(key) }
        }
    }
}
