// Adding and removing constraints: turning a constraint into a row of A (kiwi's `createRow`),
// choosing which symbol becomes basic in it (`chooseSubject`), and the reverse path for
// removal.
//
// A row with a variable seen for the first time defines that variable (kiwi would make the
// variable its subject): P gains a row and a column, and nothing else changes. Any other row
// is first reduced against P (one BTRAN of P). If a non-basic variable is left in it, the row
// defines that variable instead. Otherwise it joins the simplex rows; most then bring their own
// slack or error as basic symbol, a *border* of S: S gains a row and a column and adding costs
// a pass over the row. Only a required row that the current values violate runs the dual
// simplex, journaled so that a failure leaves the solver as it was.

extension SolverCore {
    /// The symbols that mark a constraint's row: the slack or dummy (`marker`) and, for
    /// non-required constraints, the error symbols.
    struct Tag {
        var marker: SymbolID
        var other: SymbolID?
    }

    /// What a new simplex row is solved for.
    enum Subject {
        /// The row's own slack or error: it becomes basic in the new row.
        case fresh(SymbolID)
        /// The row only restates required equalities: its dummy becomes basic, at zero.
        case redundant
        /// The row contradicts the required equalities whose dummies it holds.
        case contradiction([Constraint])
        /// No symbol keeps the values within bounds: the dual simplex must restore them.
        case none
    }

    /// Adds a validated constraint; see ``addConstraint(_:)``.
    mutating func insert(_ constraint: Constraint, isEdit: Bool = false) throws(SolverError) {
        // Reused buffers (given back, emptied, when the call ends).
        var allocated: [SymbolID] = [], variables: [SymbolID] = []
        swap(&allocated, &allocatedScratch)
        swap(&variables, &variablesScratch)
        defer {
            allocated.removeAll(keepingCapacity: true)
            variables.removeAll(keepingCapacity: true)
            swap(&allocated, &allocatedScratch)
            swap(&variables, &variablesScratch)
        }
        let symbolCount = kinds.count, rowCount = rhs.count, slotCount = head.count
        let (row, tag) = createRow(for: constraint, allocated: &allocated, variables: &variables)
        let level = constraint.strength.isRequired ? nil : ensureLevel(for: constraint.strength.priority)
        let errors = [tag.marker, tag.other].compactMap { $0 }.filter { kinds[Int($0)] == .error }

        if let variable = freshVariable(in: row) {
            // A variable seen for the first time: the row defines it.
            makeDefining(row, variable: variable, marker: tag.marker)
            if let level { for error in errors { addCost(level, error, weight: 1) } }
        } else {
            let reducedRHS = reduceRow(row)
            if let variable = variableSubject() {
                // A variable that is not basic: the row defines it (it is free, so the row holds
                // once it moves). The simplex rows do not hold it, as kiwi's subject rule keeps
                // them, unless a removal left it non-basic in some: those are reduced again.
                if columns.count(variable) == 0 {
                    makeDefining(row, variable: variable, marker: tag.marker)
                    if let level { for error in errors { addCost(level, error, weight: 1) } }
                } else {
                    try defineAndRebuild(constraint, row: row, variable: variable, marker: tag.marker)
                }
            } else {
                appendReducedRow(row, rhs: reducedRHS)
                try insertSimplexRow(constraint, row: row, tag: tag, level: level, errors: errors,
                                     allocated: allocated, symbolCount: symbolCount, rowCount: rowCount,
                                     slotCount: slotCount)
            }
        }

        // Commit: from here on the constraint is part of the solver.
        owners[Int(tag.marker)] = constraint
        if let other = tag.other { owners[Int(other)] = constraint }
        rowConstraint[Int(row)] = constraint
        for symbol in variables { uses[Int(symbol)] += 1 }
        if let level { levels[level].constraintCount += 1 }
        constraintInfos[ObjectIdentifier(constraint)] = ConstraintInfo(
            constraint: constraint, row: row, marker: tag.marker, other: tag.other, sequence: nextSequence,
            isEdit: isEdit)
        nextSequence += 1

        guard optimize() else {
            throw .internalError("the objective is unbounded after adding \(constraint)")
        }
        refactorIfDue()
    }

    /// The variable the reduced row in ``combined`` is solved for, if it holds one that is not
    /// basic (kiwi's rule 1): the one in the fewest rows; ties go to the lowest id.
    func variableSubject() -> SymbolID? {
        var best: SymbolID?
        var bestCount = Int.max
        for symbol in combined.positions where kinds[Int(symbol)] == .external && !nearZero(combined[symbol]) {
            let count = aColumns.count(symbol)
            if count < bestCount || (count == bestCount && symbol < best ?? .max) {
                best = symbol
                bestCount = count
            }
        }
        return best
    }

    /// The rare path of ``insert(_:isEdit:)``: `variable` becomes basic through `row` while
    /// some simplex rows hold it, so every simplex row is reduced again (a rebuild), then the
    /// dual simplex restores the bounds its move broke. On failure the solver is restored from
    /// a copy taken first.
    private mutating func defineAndRebuild(_ constraint: Constraint, row: Int32, variable: SymbolID,
                                           marker: SymbolID) throws(SolverError) {
        let saved = self
        makeDefining(row, variable: variable, marker: marker)
        guard rebuild(basic: basicSymbols) else {
            self = saved
            throw .internalError("the basis became singular adding \(constraint)")
        }
        switch dualOptimize() {
        case .feasible:
            return
        case .infeasible(let certificate):
            self = saved
            throw .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, certificate))
        case .failed(let message):
            self = saved
            throw .internalError(message)
        }
    }

    /// Adds a reduced row to the simplex: chooses its basic symbol and borders S, or runs the
    /// dual simplex; undoes the row (and everything the attempt changed) on failure.
    private mutating func insertSimplexRow(_ constraint: Constraint, row: Int32, tag: Tag, level: Int?,
                                           errors: [SymbolID], allocated: [SymbolID], symbolCount: Int,
                                           rowCount: Int, slotCount: Int) throws(SolverError) {
        let residual = computeSubstitutedRow(row)
        switch chooseSubject(tag, residual: residual) {
        case .fresh(let symbol):
            // The errors join their objective; if one is the new basic symbol, its row is the
            // substituted row (in ``tableauRow``) solved for it.
            if let level {
                for error in errors where error != symbol { addCost(level, error, weight: 1) }
                if errors.contains(symbol) {
                    let pivot = tableauRow[symbol]
                    for other in tableauRow.positions where other != symbol {
                        let alpha = tableauRow[other] / pivot
                        if alpha == 0 { continue }
                        let value = reducedCost(level, other) - alpha
                        setReducedCost(level, other, nearZero(value) ? 0 : value)
                    }
                }
            }
            border(row, basic: symbol)
        case .redundant:
            border(row, basic: tag.marker)
        case .contradiction(let certificate):
            undoRow(row, rowCount: rowCount, slot: nil, slotCount: slotCount)
            undoAllocations(allocated, symbolCount: symbolCount)
            throw .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, certificate))
        case .none:
            // Only a required constraint gets here (a soft one always has an error to absorb
            // the difference). Try it, journaled: the dual simplex restores the values or
            // proves the required constraints infeasible.
            beginJournal()
            let slot = border(row, basic: tag.marker)
            try restoreFeasibility(constraint, row: row, slot: slot, rowCount: rowCount, slotCount: slotCount,
                                   allocated: allocated, symbolCount: symbolCount)
        }
    }

    /// Runs the dual simplex after a new row joined with `slot`. On success the journal (if
    /// any) closes; otherwise everything the attempt changed is undone — the pivots, the row,
    /// its slot and its symbols — and the error is thrown.
    private mutating func restoreFeasibility(_ constraint: Constraint, row: Int32, slot: Int32, rowCount: Int,
                                             slotCount: Int, allocated: [SymbolID], symbolCount: Int) throws(SolverError) {
        let outcome = dualOptimize()
        if case .feasible = outcome {
            endJournal()
            return
        }
        guard journal != nil else {
            throw .internalError("the values of \(constraint) could not be brought within bounds")
        }
        rollBackJournal()
        undoRow(row, rowCount: rowCount, slot: slot, slotCount: slotCount)
        undoAllocations(allocated, symbolCount: symbolCount)
        switch outcome {
        case .infeasible(let certificate):
            throw .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, certificate))
        case .failed(let message):
            throw .internalError(message)
        case .feasible:
            return
        }
    }

    /// Adds the row of `constraint` to A:
    ///
    /// - `expr <= 0` becomes `expr + s = 0`, `expr >= 0` becomes `expr - s = 0` (slack
    ///   `s >= 0`); a non-required inequality also gets an error `e` with the opposite sign.
    /// - `expr == 0` gets a dummy `d` (pinned at zero) when required, otherwise two errors
    ///   `-e⁺ + e⁻`.
    ///
    /// The constant moves to the right-hand side. `variables` receives the distinct variables
    /// of the constraint's terms.
    mutating func createRow(for constraint: Constraint, allocated: inout [SymbolID],
                            variables: inout [SymbolID]) -> (Int32, Tag) {
        let expression = constraint.expression
        combined.clear()
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, allocated: &allocated)
            combined.add(symbol, term.coefficient)
        }
        let row = beginRow(rhs: -expression.constant)
        for symbol in combined.positions {
            variables.append(symbol)
            let value = combined[symbol]
            if !nearZero(value) { addToRow(row, symbol, value) }
        }
        combined.clear()

        func add(_ kind: SymbolKind, _ coefficient: Double) -> SymbolID {
            let symbol = allocateSymbol(kind)
            allocated.append(symbol)
            addToRow(row, symbol, coefficient)
            if kind == .error { costPriority[Int(symbol)] = constraint.strength.priority }
            return symbol
        }

        let isRequired = constraint.strength.isRequired
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag = Tag(marker: add(.slack, sign), other: nil)
            if !isRequired { tag.other = add(.error, -sign) }
        case .equal:
            if isRequired {
                tag = Tag(marker: add(.dummy, 1), other: nil)
            } else {
                let plus = add(.error, -1)
                let minus = add(.error, 1)
                tag = Tag(marker: plus, other: minus)
            }
        }
        return (row, tag)
    }

    /// A variable of the row that appears in no other row (so it can become basic in it with
    /// no other row changing): the lowest id, as kiwi's "fewest rows" rule would pick.
    func freshVariable(in row: Int32) -> SymbolID? {
        var best: SymbolID?
        for k in originalRange(row) where kinds[Int(aRows.symbols[k])] == .external {
            let symbol = aRows.symbols[k]
            if !isBasic(symbol), aColumns.isOnly(symbol, in: row), symbol < best ?? .max {
                best = symbol
            }
        }
        return best
    }

    /// Expresses a new reduced row in the non-basic symbols, as kiwi's `createRow` substitutes
    /// the basic ones: `0 = residual + Σ rⱼ·xⱼ`, with `r = a' - (S⁻ᵀ a'_S)ᵀ A'` over the
    /// non-basic symbols (one BTRAN of the row's coefficients on basic symbols). Leaves `r` in
    /// ``tableauRow`` and returns the residual.
    mutating func computeSubstitutedRow(_ row: Int32) -> Double {
        var residual = -reducedRHS[Int(row)]
        var hasBasic = false
        factor.beginCosts(slotCapacity: head.count)
        for k in rowRange(row) {
            let slot = slotOf[Int(reducedRows.symbols[k])]
            if slot >= 0 {
                hasBasic = true
                factor.addToCosts(slot: slot, value: reducedRows.values[k])
                residual += reducedRows.values[k] * x[Int(slot)]
            }
        }
        tableauRow.clear()
        if hasBasic {
            factor.solveCosts(into: &multipliers)
            for other in multipliers.positions {
                let y = multipliers[other]
                if y == 0 || !isSimplexRow(other) || other == row { continue }
                for k in rowRange(other) where slotOf[Int(reducedRows.symbols[k])] < 0 {
                    tableauRow.add(reducedRows.symbols[k], -y * reducedRows.values[k])
                }
            }
        }
        for k in rowRange(row) where slotOf[Int(reducedRows.symbols[k])] < 0 {
            tableauRow.add(reducedRows.symbols[k], reducedRows.values[k])
        }
        return residual
    }

    /// Chooses what the new simplex row, substituted in ``tableauRow``, is solved for (kiwi's
    /// rules 2 to 4; rule 1, a variable, was applied to the reduced row):
    ///
    /// 2. With the row scaled so that its residual is not negative, the marker if it is a slack
    ///    or error with a negative coefficient (its value is then not negative), else the other
    ///    error under the same condition.
    /// 3. A row of dummies only is redundant (residual zero) or contradicts the required
    ///    equalities whose dummies it holds.
    /// 4. Otherwise nothing will do.
    func chooseSubject(_ tag: Tag, residual: Double) -> Subject {
        var onlyDummies = true
        for symbol in tableauRow.positions where !nearZero(tableauRow[symbol]) && kinds[Int(symbol)] != .dummy {
            onlyDummies = false
            break
        }
        let sign: Double = residual < 0 ? -1 : 1
        if kinds[Int(tag.marker)].isPivotable, sign * tableauRow[tag.marker] < 0 { return .fresh(tag.marker) }
        if let other = tag.other, kinds[Int(other)].isPivotable, sign * tableauRow[other] < 0 { return .fresh(other) }
        if onlyDummies {
            if nearZero(residual) { return .redundant }
            let certificate = tableauRow.positions.compactMap { symbol -> Constraint? in
                nearZero(tableauRow[symbol]) ? nil : owners[Int(symbol)]
            }
            return .contradiction(certificate)
        }
        return .none
    }

    /// Makes `symbol` basic in a new slot for `row`, whose only entry in `symbol`'s column it
    /// must be: B gains the row and the column (a border). Returns the slot.
    @discardableResult
    mutating func border(_ row: Int32, basic symbol: SymbolID) -> Int32 {
        var sum = reducedRHS[Int(row)]
        var pivot = 1.0
        for k in rowRange(row) where reducedRows.symbols[k] == symbol { pivot = reducedRows.values[k] }
        let slot = allocateSlot()
        factor.beginBorder(row: row, slot: slot, pivot: pivot)
        for k in rowRange(row) where reducedRows.symbols[k] != symbol {
            let other = slotOf[Int(reducedRows.symbols[k])]
            if other >= 0 {
                factor.addBorderEntry(slot: other, value: reducedRows.values[k])
                sum -= reducedRows.values[k] * x[Int(other)]
            }
        }
        factor.endBorder()
        setBasic(symbol, slot: slot, value: sum / pivot)
        noteValueChanged(slot)
        return slot
    }

    /// Takes a row that failed to join back out of A (and out of the simplex rows), with its
    /// slot if it had one, restoring the id lists exactly (`rowCount` and `slotCount` are the
    /// array sizes before).
    mutating func undoRow(_ row: Int32, rowCount: Int, slot: Int32?, slotCount: Int) {
        if let slot {
            retireSlot(slot, reusable: true)
            if Int(slot) >= slotCount {
                _ = freeSlots.popLast()
                head.removeSubrange(slotCount...)
                x.removeSubrange(slotCount...)
                slotTouched.removeSubrange(slotCount...)
            }
        }
        removeRow(row, reusable: true)  // the last row of both pools: its entries go back
        if Int(row) >= rowCount {
            _ = freeRows.popLast()
            aRows.truncateRows(to: rowCount)
            reducedRows.truncateRows(to: rowCount)
            reducedRHS.removeSubrange(rowCount...)
            rhs.removeSubrange(rowCount...)
            role.removeSubrange(rowCount...)
            rowConstraint.removeSubrange(rowCount...)
        }
    }

    /// Undoes the symbol allocations and variable registrations of a failed add, newest first,
    /// so that the free list and the symbol arrays are exactly as they were (`symbolCount` is
    /// the number of ids before the attempt; ids created since are dropped, not freed).
    mutating func undoAllocations(_ allocated: [SymbolID], symbolCount: Int) {
        for symbol in allocated.reversed() {
            if let variable = externals[Int(symbol)] {
                variableSymbols[ObjectIdentifier(variable)] = nil
            }
            freeSymbol(symbol)
        }
        guard kinds.count > symbolCount else { return }
        freeSymbols.removeAll { Int($0) >= symbolCount }
        kinds.removeSubrange(symbolCount...)
        slotOf.removeSubrange(symbolCount...)
        externalSlotOf.removeSubrange(symbolCount...)
        aColumns.truncateColumns(to: symbolCount)
        columns.truncateColumns(to: symbolCount)
        owners.removeSubrange(symbolCount...)
        externals.removeSubrange(symbolCount...)
        uses.removeSubrange(symbolCount...)
        values.removeSubrange(symbolCount...)
        costPriority.removeSubrange(symbolCount...)
        symbolTouched.removeSubrange(symbolCount...)
        reduced.removeSubrange((symbolCount * levelStride)...)
    }

    // MARK: Removal

    /// Removes a constraint's row and re-optimises.
    ///
    /// The constraint's errors leave their objective. A simplex row then leaves with one of its
    /// own symbols, made basic first (kiwi pivots its marker in): what remains is the basis of
    /// the other constraints, with the same values. A defining row takes one basic symbol with
    /// it too — the one kiwi's marker pivot would push out — and the rows left are sorted
    /// into defining and simplex rows afresh.
    mutating func delete(_ info: ConstraintInfo) throws(SolverError) {
        let constraint = info.constraint
        let level = constraint.strength.isRequired ? nil : levelIndex(for: constraint.strength.priority)
        let own = [info.marker, info.other].compactMap { $0 }
        if let level {
            for symbol in own where kinds[Int(symbol)] == .error {
                addCost(level, symbol, weight: -1)
                costPriority[Int(symbol)] = 0
            }
        }

        // The variables no other constraint mentions.
        var variables: [SymbolID] = []
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            guard let symbol = variableSymbols[ObjectIdentifier(term.variable)], !variables.contains(symbol) else {
                continue
            }
            variables.append(symbol)
        }
        let forgotten = variables.filter { uses[Int($0)] == 1 }

        if role[Int(info.row)] == .simplex {
            let slot: Int32
            if let basic = own.first(where: { slotOf[Int($0)] >= 0 }) {
                slot = slotOf[Int(basic)]
            } else {
                computeColumn(of: info.marker)
                guard let leaving = markerLeavingSlot() else {
                    throw .internalError("the marker of \(constraint) has no row to leave")
                }
                pivot(entering: info.marker, slot: leaving)
                slot = leaving
            }
            retireSlot(slot, reusable: false)
            removeRow(info.row, reusable: false)
            if let variable = forgotten.first(where: { externalSlotOf[Int($0)] >= 0 }) {
                throw .internalError("\(externals[Int(variable)]?.description ?? "a variable") is basic with no row")
            }
        } else {
            let leaving = definingRowLeaving(info, own: own, forgotten: forgotten)
            let basic = basicSymbols.filter { $0 != leaving }
            removeRow(info.row, reusable: true)
            guard rebuild(basic: basic) else {
                throw .internalError("the basis became singular removing \(constraint)")
            }
        }
        externalsCurrent = false
        for symbol in own { freeSymbol(symbol) }
        for symbol in variables { uses[Int(symbol)] -= 1 }
        for symbol in forgotten {
            if let variable = externals[Int(symbol)] {
                variableSymbols[ObjectIdentifier(variable)] = nil
            }
            freeSymbol(symbol)
        }
        if let level {
            levels[level].constraintCount -= 1
            if levels[level].constraintCount == 0 { removeLevel(level) }
        }

        if case .failed(let message) = dualOptimize() { throw .internalError(message) }
        guard optimize() else {
            throw .internalError("the objective is unbounded after removing \(constraint)")
        }
        refactorIfDue()
    }

    /// The basic symbol that leaves with a defining row. One of the row's own symbols if one
    /// is basic; a variable that only this row mentions if it is basic (its column leaves with
    /// the row); otherwise the one kiwi's pivot of the row's marker would push out, chosen by
    /// ``markerLeavingSlot()`` over the simplex slots and then the variables (rule 3), with
    /// the marker's whole column `B⁻¹ aₘ`: `α_S = S⁻¹ a'ₘ`, then `α_E = P⁻¹(aₘ,D - A_D,S α_S)`.
    private mutating func definingRowLeaving(_ info: ConstraintInfo, own: [SymbolID], forgotten: [SymbolID]) -> SymbolID {
        if let basic = own.first(where: { isBasic($0) }) { return basic }
        if let variable = forgotten.first(where: { externalSlotOf[Int($0)] >= 0 }) { return variable }
        computeColumn(of: info.marker)
        if let slot = markerLeavingSlot() { return head[Int(slot)] }
        // No slack, error or dummy moves with the marker: a variable leaves (the lowest id).
        rowScratch.clear()
        for (row, value) in aColumns.entries(info.marker) { rowScratch.add(row, value) }
        for slot in column.positions where column[slot] != 0 && head[Int(slot)] >= 0 {
            let symbol = head[Int(slot)]
            for (row, value) in aColumns.entries(symbol) where role[Int(row)] == .defining {
                rowScratch.add(row, -value * column[slot])
            }
        }
        var rows: [Int32] = [], values: [Double] = []
        for row in rowScratch.positions where rowScratch[row] != 0 && role[Int(row)] == .defining {
            rows.append(row)
            values.append(rowScratch[row])
        }
        externalFactor.solve(rows: rows, values: values, into: &column, rowCapacity: rhs.count)
        var best: SymbolID?
        for slot in column.positions where abs(column[slot]) > epsilon && externalHead[Int(slot)] >= 0 {
            let symbol = externalHead[Int(slot)]
            if symbol < best ?? .max { best = symbol }
        }
        return best ?? info.marker
    }

    /// The slot to pivot on so that a non-basic marker, whose tableau column is in ``column``,
    /// becomes basic without losing feasibility (kiwi's `getMarkerLeavingRow`):
    ///
    /// 1. among restricted slots that fall as the marker rises (`α > 0`), the smallest ratio
    ///    `x / α`;
    /// 2. else among restricted slots that rise with it, the smallest `x / -α`;
    /// 3. else a variable's slot.
    ///
    /// Ties go to the lowest symbol id. Nil when the marker moves nothing.
    func markerLeavingSlot() -> Int32? {
        var first: (ratio: Double, symbol: SymbolID, slot: Int32)?
        var second: (ratio: Double, symbol: SymbolID, slot: Int32)?
        var third: (symbol: SymbolID, slot: Int32)?
        func keep(_ best: inout (ratio: Double, symbol: SymbolID, slot: Int32)?, _ candidate: (ratio: Double, symbol: SymbolID, slot: Int32)) {
            if let current = best, candidate.ratio > current.ratio
                || (candidate.ratio == current.ratio && candidate.symbol > current.symbol) { return }
            best = candidate
        }
        for slot in column.positions {
            let symbol = head[Int(slot)]
            let a = column[slot]
            guard symbol >= 0, abs(a) > epsilon else { continue }
            if kinds[Int(symbol)] == .external {
                if symbol < third?.symbol ?? .max { third = (symbol, slot) }
            } else if a > 0 {
                keep(&first, (x[Int(slot)] / a, symbol, slot))
            } else {
                keep(&second, (x[Int(slot)] / -a, symbol, slot))
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }
}
