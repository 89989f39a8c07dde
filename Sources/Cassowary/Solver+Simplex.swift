// The simplex iterations on the factored basis: the primal simplex that re-optimises after a
// constraint is added or removed, and the dual simplex that restores feasibility after an edit
// variable's value changes (or a required constraint joins that the current values violate).
//
// One step needs at most one column of the tableau, `α = B⁻¹ Aⱼ` (FTRAN: how every basic value
// moves as the entering symbol rises), and one row, `ρᵀ A` with `ρ = B⁻ᵀ eᵣ` (BTRAN: how the
// leaving slot's value depends on every non-basic symbol, which updates the reduced costs).
//
// Both simplexes use Bland's rule — the lowest eligible symbol id enters, ties in the ratio
// test go to the lowest id — which rules out cycling and makes every choice independent of the
// order in which entries happen to be stored.

extension SolverCore {
    /// A bound on the pivots of one optimisation; reaching it means the arithmetic broke down.
    var iterationLimit: Int { 10_000 + 50 * (kinds.count + liveRowCount) }

    // MARK: Columns and rows of the tableau

    /// Leaves `B⁻¹ A_symbol` in ``column`` (FTRAN).
    mutating func computeColumn(of symbol: SymbolID) {
        factor.beginColumn(rowCapacity: rhs.count)
        var entry = columns.first(symbol)
        while entry >= 0 {
            factor.addToColumn(row: columns.row(entry), value: columns.value(entry))
            entry = columns.next(entry)
        }
        factor.solveColumn(into: &column)
    }

    /// Leaves the row of the tableau for `slot` in ``tableauRow``: for each non-basic symbol
    /// `j`, `αⱼ` in `x[slot] = value - Σ αⱼ·xⱼ`. The constraint multipliers `ρ = B⁻ᵀ e_slot`
    /// (BTRAN) stay in ``multipliers``.
    ///
    /// While ``rowCacheActive``, a row kept in ``rowCache`` is used instead (and ``multipliers``
    /// is then left as it was), and a row computed is kept there.
    mutating func computeTableauRow(slot: Int32) {
        if rowCacheActive, rowCache.load(slot, into: tableauRow) {
            rowCacheHits &+= 1
            return
        }
        factor.solveTransposedUnit(slot: slot, into: &multipliers, slotCapacity: head.count)
        tableauRow.clear()
        let multipliers = multipliers, tableauRow = tableauRow  // shared scratch, read through
        reducedRows.symbols.withUnsafeBufferPointer { symbols in
            reducedRows.values.withUnsafeBufferPointer { values in
                slotOf.withUnsafeBufferPointer { slotOf in
                    for row in multipliers.positions {
                        let y = multipliers[row]
                        if y == 0 || role[Int(row)] != .simplex { continue }
                        for k in rowRange(row) where slotOf[Int(symbols[k])] < 0 {
                            tableauRow.add(symbols[k], y * values[k])
                        }
                    }
                }
            }
        }
        if rowCacheActive { rowCache.store(slot, from: tableauRow) }
    }

    // MARK: Pivoting

    /// Exchanges the symbol basic in `slot` for `entering`, whose tableau column must be in
    /// ``column``. When `rowReady`, ``tableauRow`` already holds the row of `slot`.
    ///
    /// With `α` the column and `θ = x[slot] / α[slot]` the entering value: every basic value
    /// moves by `-θ·α`, and when the entering symbol has reduced costs `d`, every non-basic
    /// symbol's drop by `d / α[slot]` times its entry in the pivot row (the leaving symbol's
    /// entry being 1).
    mutating func pivot(entering: SymbolID, slot: Int32, rowReady: Bool = false) {
        let leaving = head[Int(slot)]
        let alpha = column[slot]
        let theta = x[Int(slot)] / alpha

        if hasReducedCost(entering) {
            if !rowReady { computeTableauRow(slot: slot) }
            // The entering symbol's nonzero costs over α, by level id, in priority order: the
            // only levels the pivot changes.
            var ratios: [Double] = []
            swap(&ratios, &levelScratch)
            var ratioLevels: [Int] = []
            swap(&ratioLevels, &levelIDScratch)
            defer {
                swap(&ratios, &levelScratch)
                swap(&ratioLevels, &levelIDScratch)
            }
            ratios.removeAll(keepingCapacity: true)
            ratioLevels.removeAll(keepingCapacity: true)
            for level in levelOrder {
                let cost = reducedCost(level, entering)
                if cost != 0 {
                    ratioLevels.append(level)
                    ratios.append(cost / alpha)
                }
            }
            // One pass over the pivot row, through one buffer (a dense row is the common case
            // on a chain of views, and checked element access dominated it).
            let stride = levelStride
            let order = levelOrder
            let journaling = journal != nil
            var eligible: [SymbolID] = []
            swap(&eligible, &symbolScratch)
            defer {
                eligible.removeAll(keepingCapacity: true)
                swap(&eligible, &symbolScratch)
            }
            var changes: [(symbol: SymbolID, level: Int, old: Double)] = []
            reduced.withUnsafeMutableBufferPointer { reduced in
                for symbol in tableauRow.positions where symbol != entering {
                    let a = tableauRow[symbol]
                    if a == 0 { continue }
                    let base = Int(symbol) &* stride
                    // A symbol can only have become eligible if some cost that changed is no
                    // longer clearly positive: with every changed cost above epsilon, the first
                    // level that is not zero is one that was (and was positive) or a changed one.
                    var mayEnter = false
                    for k in ratioLevels.indices {
                        let index = base &+ ratioLevels[k]
                        let old = reduced[index]
                        let sum = old - ratios[k] * a
                        let value = nearZero(sum) ? 0 : sum
                        if value == old { continue }
                        if journaling { changes.append((symbol, ratioLevels[k], old)) }
                        reduced[index] = value
                        if value <= epsilon { mayEnter = true }
                    }
                    // Eligible to enter now? (``isEnteringCandidate(_:)``, inlined.)
                    guard mayEnter else { continue }
                    for level in order {
                        let cost = reduced[base &+ level]
                        if cost < -epsilon { eligible.append(symbol); break }
                        if cost > epsilon { break }
                    }
                }
            }
            if journaling { journal?.reduced.append(contentsOf: changes) }
            for symbol in eligible where kinds[Int(symbol)].isPivotable && slotOf[Int(symbol)] < 0 {
                candidates.push(symbol)
            }
            for k in ratioLevels.indices {
                setReducedCost(ratioLevels[k], entering, 0)
                setReducedCost(ratioLevels[k], leaving, -ratios[k])
            }
        }

        let cacheActive = rowCacheActive, tracking = trackingExternals
        for position in column.positions where position != slot {
            let a = column[position]
            if a == 0 { continue }
            if cacheActive { rowCache.remove(position) }
            if head[Int(position)] < 0 { continue }
            touchSlot(position)
            x[Int(position)] -= theta * a
            if tracking { noteSimplexChange(head[Int(position)], -theta * a) }
            noteValueChanged(position)
        }
        if tracking {
            noteSimplexChange(leaving, -x[Int(slot)])
            noteSimplexChange(entering, theta)
        }
        touchSlot(slot)
        journal?.basis.append((slot, leaving, entering))
        slotOf[Int(leaving)] = -1
        head[Int(slot)] = entering
        slotOf[Int(entering)] = slot
        x[Int(slot)] = theta
        factor.appendEta(slot: slot, pivot: alpha, alpha: column)
        if cacheActive { rowCache.pivot(slot: slot, entering: entering, leaving: leaving, pivot: alpha) }
        pivotCount &+= 1
        if !tracking { externalsCurrent = false }
        if isEnteringCandidate(leaving) { candidates.push(leaving) }
        noteValueChanged(slot)
    }

    /// Queues the slot's basic symbol for the dual simplex if its value left its bounds.
    @inline(__always)
    mutating func noteValueChanged(_ slot: Int32) {
        let symbol = head[Int(slot)]
        guard symbol >= 0 else { return }
        let value = x[Int(slot)]
        switch kinds[Int(symbol)] {
        case .slack, .error: if value < 0 { infeasibleRows.push(symbol) }
        case .dummy: if value != 0 { infeasibleRows.push(symbol) }
        default: break
        }
    }

    // MARK: Primal simplex

    /// Minimises the objectives lexicographically (highest priority first). Returns false if a
    /// candidate has no leaving slot (the objective would be unbounded, which the non-negative
    /// errors rule out) or the pivots run past ``iterationLimit``.
    mutating func optimize() -> Bool {
        var budget = iterationLimit
        while let entering = nextEnteringSymbol() {
            budget -= 1
            if budget < 0 { return false }
            computeColumn(of: entering)
            guard let slot = primalLeavingSlot() else { return false }
            pivot(entering: entering, slot: slot)
            refactorIfDue()
        }
        return true
    }

    /// The lowest-id symbol that may enter. Every eligible symbol is queued: eligibility only
    /// changes when a reduced cost does, and such a change queues the symbol.
    mutating func nextEnteringSymbol() -> SymbolID? {
        while let symbol = candidates.pop() {
            if isEnteringCandidate(symbol) { return symbol }
        }
        return nil
    }

    /// The ratio test. As the entering symbol rises by `t`, the value in each slot moves by
    /// `-t·α`: a slack or error with `α > 0` reaches zero at `t = x / α`, and a basic dummy
    /// (pinned at zero) stops it at once. The slot reached first leaves; ties go to the lowest
    /// symbol id.
    func primalLeavingSlot() -> Int32? {
        var best: (ratio: Double, symbol: SymbolID, slot: Int32)?
        for slot in column.positions {
            let symbol = head[Int(slot)]
            guard symbol >= 0 else { continue }
            let a = column[slot]
            let ratio: Double
            switch kinds[Int(symbol)] {
            case .slack, .error:
                guard a > epsilon else { continue }
                ratio = Swift.max(0, x[Int(slot)]) / a
            case .dummy:
                guard abs(a) > epsilon else { continue }
                ratio = 0
            default:
                continue
            }
            if let current = best, ratio > current.ratio || (ratio == current.ratio && symbol > current.symbol) {
                continue
            }
            best = (ratio, symbol, slot)
        }
        return best?.slot
    }

    // MARK: Dual simplex

    enum DualOutcome {
        case feasible
        /// The required constraints whose rows prove that no values fit (a Farkas
        /// certificate: a combination of them that cannot hold).
        case infeasible([Constraint])
        case failed(String)
    }

    /// Restores feasibility while keeping the objectives optimal.
    ///
    /// Each queued basic symbol outside its bounds leaves (lowest id first); the entering
    /// symbol is the one, among those whose pivot-row entry moves the leaving value the right
    /// way, whose reduced costs divided by that entry are lexicographically smallest, so every
    /// objective stays optimal. When no symbol qualifies, nothing can bring the leaving value
    /// back: the constraints are infeasible, and the row's multipliers say which.
    mutating func dualOptimize() -> DualOutcome {
        var budget = iterationLimit
        while let leaving = infeasibleRows.pop() {
            let slot = slotOf[Int(leaving)]
            guard slot >= 0 else { continue }
            let value = x[Int(slot)]
            let raise: Bool
            switch kinds[Int(leaving)] {
            case .slack, .error:
                guard value < 0, !nearZero(value) else { continue }
                raise = true
            case .dummy:
                guard !nearZero(value) else { continue }
                raise = value < 0
            default:
                continue
            }
            budget -= 1
            if budget < 0 { return .failed("the dual simplex did not converge") }
            computeTableauRow(slot: slot)
            guard let entering = dualEnteringSymbol(raise: raise) else {
                // The row may have come from the cache, without its multipliers.
                factor.solveTransposedUnit(slot: slot, into: &multipliers, slotCapacity: head.count)
                return .infeasible(infeasibilityCertificate())
            }
            if let ratio = partnerRatio(entering, leaving) {
                // The two symbols of one constraint's row (a soft equality's errors, a soft
                // inequality's slack and error): their columns are multiples of each other, so
                // the entering column is the leaving symbol's unit column, scaled.
                column.clear()
                column.set(slot, ratio)
            } else {
                computeColumn(of: entering)
            }
            guard abs(column[slot]) > epsilon else {
                return .failed("the pivot on \(entering) in the row of \(leaving) vanished")
            }
            pivot(entering: entering, slot: slot, rowReady: true)
            refactorIfDue()
        }
        return .feasible
    }

    /// When `entering` and the basic `leaving` symbol are the own symbols of one constraint
    /// (its columns are `σ eᵢ` and `τ eᵢ` for its row `i`), `B⁻¹ a_entering = (σ/τ) e_slot`:
    /// the ratio `σ/τ`. Nil for any other pair.
    @inline(__always)  // (called out of line, it made the caller copy the whole solver state)
    func partnerRatio(_ entering: SymbolID, _ leaving: SymbolID) -> Double? {
        guard let owner = owners[Int(entering)], owners[Int(leaving)] === owner,
              aColumns.count(entering) == 1, aColumns.count(leaving) == 1 else { return nil }
        let enteringEntry = aColumns.first(entering), leavingEntry = aColumns.first(leaving)
        guard aColumns.row(enteringEntry) == aColumns.row(leavingEntry),
              role[Int(aColumns.row(enteringEntry))] == .simplex else { return nil }
        return aColumns.value(enteringEntry) / aColumns.value(leavingEntry)
    }

    /// The entering symbol for the pivot row in ``tableauRow``. Raising a symbol with entry `a`
    /// moves the leaving value by `-a`, so raising the leaving value needs `a < 0` (lowering
    /// it, `a > 0`); among those, the smallest `reduced cost / |a|`, lexicographically, keeps
    /// every objective optimal. Ties go to the lowest id. Only slacks and errors enter.
    func dualEnteringSymbol(raise: Bool) -> SymbolID? {
        var best: SymbolID?
        var bestMagnitude = 0.0
        for symbol in tableauRow.positions {
            let a = tableauRow[symbol]
            guard raise ? a < -epsilon : a > epsilon else { continue }
            // Variables are never basic in S (they are P's), and dummies never enter.
            guard kinds[Int(symbol)].isPivotable else { continue }
            let magnitude = abs(a)
            guard let current = best else {
                best = symbol
                bestMagnitude = magnitude
                continue
            }
            switch compareRatios(symbol, magnitude, current, bestMagnitude) {
            case .some(true): best = symbol; bestMagnitude = magnitude
            case .some(false): break
            case .none: if symbol < current { best = symbol; bestMagnitude = magnitude }
            }
        }
        return best
    }

    /// Compares the reduced-cost vectors of two symbols divided by their pivot-row magnitudes,
    /// level by level: true when `a`'s is smaller, false when larger, nil when equal.
    private func compareRatios(_ a: SymbolID, _ aMagnitude: Double, _ b: SymbolID, _ bMagnitude: Double) -> Bool? {
        for level in levelOrder {
            let ratioA = reducedCost(level, a) / aMagnitude
            let ratioB = reducedCost(level, b) / bMagnitude
            if ratioA < ratioB - epsilon { return true }
            if ratioA > ratioB + epsilon { return false }
        }
        return nil
    }

    /// The required constraints whose multipliers in ``multipliers`` are not zero: the rows
    /// that, combined, prove the last pivot row cannot be brought back within bounds. (Rows of
    /// non-required constraints always carry a zero multiplier there: their errors could move.)
    ///
    /// The multipliers are of reduced rows; each reduced row is its constraint's row minus a
    /// combination of defining rows, so the defining rows with a non-zero share of the whole
    /// combination, `-P⁻ᵀ Σ ρₒ·aₒ,E` (one BTRAN of P), belong to the certificate too.
    mutating func infeasibilityCertificate() -> [Constraint] {
        var certificate: [Constraint] = []
        combined.clear()
        for row in multipliers.positions where !nearZero(multipliers[row]) && isSimplexRow(row) {
            let weight = multipliers[row]
            if let constraint = rowConstraint[Int(row)], constraint.strength.isRequired {
                certificate.append(constraint)
            }
            for k in originalRange(row) where externalSlotOf[Int(aRows.symbols[k])] >= 0 {
                combined.add(aRows.symbols[k], weight * aRows.values[k])
            }
        }
        var slots: [Int32] = [], values: [Double] = []
        for symbol in combined.positions where combined[symbol] != 0 {
            slots.append(externalSlotOf[Int(symbol)])
            values.append(combined[symbol])
        }
        combined.clear()
        if !slots.isEmpty {
            externalFactor.solveTransposed(slots: slots, values: values, into: &multipliers,
                                           slotCapacity: externalHead.count)
            for row in multipliers.positions where role[Int(row)] == .defining && !nearZero(multipliers[row]) {
                if let constraint = rowConstraint[Int(row)], constraint.strength.isRequired {
                    certificate.append(constraint)
                }
            }
        }
        return certificate
    }
}
