// The basic variables and their defining rows: the block P of A (defining rows × basic
// variables), factored on its own. Cassowary's paper keeps the equations of unrestricted basic
// variables apart from the simplex tableau, since they never limit a step; here they are also
// never updated during one. A variable's value is computed from P when it is read, and every
// other row joins the simplex *reduced*: with the basic variables substituted out.

extension SolverCore {
    // MARK: Defining rows

    /// Makes `row` define `variable`, which becomes basic in a new slot of P.
    ///
    /// When the row is the variable's only row, P gains a row and a column (a border).
    /// Otherwise the row joins with its own `marker` (whose column is this row alone) and the
    /// variable then replaces it (an eta): the variable, non-basic so far, was a parameter of
    /// other defining rows.
    mutating func makeDefining(_ row: Int32, variable: SymbolID, marker: SymbolID) {
        let slot = allocateExternalSlot()
        let fresh = aColumns.isOnly(variable, in: row)
        let joining = fresh ? variable : marker
        var pivot = 1.0
        for k in originalRange(row) where aRows.symbols[k] == joining { pivot = aRows.values[k] }
        externalFactor.beginBorder(row: row, slot: slot, pivot: pivot)
        for k in originalRange(row) where aRows.symbols[k] != joining {
            let other = externalSlotOf[Int(aRows.symbols[k])]
            if other >= 0 { externalFactor.addBorderEntry(slot: other, value: aRows.values[k]) }
        }
        externalFactor.endBorder()
        role[Int(row)] = .defining
        definingRowCount += 1
        if !fresh {
            beginDefiningColumn(of: variable)
            externalFactor.solveColumn(into: &column)
            externalFactor.appendEta(slot: slot, pivot: column[slot], alpha: column)
            pivotCount &+= 1
        }
        externalHead[Int(slot)] = variable
        externalSlotOf[Int(variable)] = slot
        clearReducedCosts(variable)
        externalsCurrent = false
    }

    /// Begins an FTRAN of P (``BasisFactorization/solveColumn(into:)`` on ``externalFactor``)
    /// with `symbol`'s column of A on the defining rows, `A_D,symbol`; callers may add more.
    mutating func beginDefiningColumn(of symbol: SymbolID) {
        externalFactor.beginColumn(rowCapacity: rhs.count)
        var entry = aColumns.first(symbol)
        while entry >= 0 {
            let row = aColumns.row(entry)
            if role[Int(row)] == .defining { externalFactor.addToColumn(row: row, value: aColumns.value(entry)) }
            entry = aColumns.next(entry)
        }
    }

    /// The entries of `row` with the basic variables substituted out, `a' = a - λᵀ A_D` and
    /// `b' = b - λᵀ b_D` where `λ = P⁻ᵀ a_E` (one BTRAN of P from the row's coefficients on
    /// basic variables). Leaves `a'` in ``combined`` (entries within ``epsilon`` of zero are
    /// to be skipped) and returns `b'`.
    mutating func reduceRow(_ row: Int32) -> Double {
        combined.clear()
        var b = rhs[Int(row)]
        var hasBasic = false
        externalFactor.beginCosts(slotCapacity: externalHead.count)
        for k in originalRange(row) {
            let symbol = aRows.symbols[k]
            let slot = externalSlotOf[Int(symbol)]
            if slot >= 0 {
                hasBasic = true
                externalFactor.addToCosts(slot: slot, value: aRows.values[k])
            } else {
                combined.add(symbol, aRows.values[k])
            }
        }
        if hasBasic {
            externalFactor.solveCosts(into: &multipliers)
            for other in multipliers.positions where role[Int(other)] == .defining {
                let lambda = multipliers[other]
                if lambda == 0 { continue }
                b -= lambda * rhs[Int(other)]
                for k in originalRange(other) where externalSlotOf[Int(aRows.symbols[k])] < 0 {
                    combined.add(aRows.symbols[k], -lambda * aRows.values[k])
                }
            }
        }
        return nearZero(b) ? 0 : b
    }

    // MARK: Values of the basic variables

    /// `c_d = b_d - Σ a_dj·x_j` over the basic slacks, errors and dummies of defining row `d`:
    /// what the row's basic variables must make up.
    @inline(__always)
    private func definingRemainder(_ row: Int32) -> Double {
        var remainder = rhs[Int(row)]
        for k in originalRange(row) {
            let slot = slotOf[Int(aRows.symbols[k])]
            if slot >= 0 { remainder -= aRows.values[k] * x[Int(slot)] }
        }
        return remainder
    }

    /// Computes every basic variable's value, `x_E = P⁻¹ c` (one FTRAN of P), if they are not
    /// current.
    mutating func refreshExternalValues() {
        guard !externalsCurrent else { return }
        externalFactor.beginColumn(rowCapacity: rhs.count)
        // ``definingRemainder(_:)`` for every defining row, through one set of buffers (this
        // runs after every re-solve, over every variable).
        role.withUnsafeBufferPointer { role in
            rhs.withUnsafeBufferPointer { rhs in
                aRows.symbols.withUnsafeBufferPointer { symbols in
                    aRows.values.withUnsafeBufferPointer { values in
                        slotOf.withUnsafeBufferPointer { slotOf in
                            x.withUnsafeBufferPointer { x in
                                for row in role.indices where role[row] == .defining {
                                    var remainder = rhs[row]
                                    for k in aRows.range(Int32(row)) {
                                        let slot = Int(slotOf[Int(symbols[k])])
                                        if slot >= 0 { remainder -= values[k] * x[slot] }
                                    }
                                    externalFactor.addToColumn(row: Int32(row), value: remainder)
                                }
                            }
                        }
                    }
                }
            }
        }
        externalFactor.solveColumn(into: &column)
        let column = column
        externalHead.withUnsafeBufferPointer { head in
            externalValues.withUnsafeMutableBufferPointer { externalValues in
                for slot in head.indices where head[slot] >= 0 {
                    externalValues[slot] = column[Int32(slot)]
                }
            }
        }
        externalsCurrent = true
        incrementalRefreshes = 0
    }

    /// One basic variable's value, computing only what it depends on when the values are not
    /// current: `eᵀ P⁻¹ c = (P⁻ᵀ e)ᵀ c` (one BTRAN of P).
    mutating func externalValue(slot: Int32) -> Double {
        if externalsCurrent { return externalValues[Int(slot)] }
        externalFactor.solveTransposedUnit(slot: slot, into: &multipliers, slotCapacity: externalHead.count)
        var value = 0.0
        for row in multipliers.positions where role[Int(row)] == .defining {
            let weight = multipliers[row]
            if weight != 0 { value += weight * definingRemainder(row) }
        }
        return value
    }

    // MARK: Rebuilding both parts

    /// Rebuilds the two parts of the basis for the live rows and the given basic symbols (one
    /// per live row): chooses the rows that define the basic variables (an elimination on
    /// their columns, preferring sparse pivots), factors P, reduces every other row, and
    /// factors S afresh. Used when a removal changes which rows can define the variables.
    /// Returns false when the basic symbols' columns are dependent (ruled out in exact
    /// arithmetic).
    mutating func rebuild(basic: [SymbolID]) -> Bool {
        rowCache.removeAll()
        var liveRows: [Int32] = []
        for row in role.indices where role[row] != .none { liveRows.append(Int32(row)) }
        let variables = basic.filter { kinds[Int($0)] == .external }.sorted()
        let restricted = basic.filter { kinds[Int($0)] != .external }.sorted()
        guard variables.count + restricted.count == liveRows.count else { return false }

        // The defining rows: the pivot rows of an elimination on the variables' columns.
        var position = [Int32](repeating: -1, count: rhs.count)
        for (index, row) in liveRows.enumerated() { position[Int(row)] = Int32(index) }
        func matrixColumns(of symbols: [SymbolID]) -> [[(row: Int32, value: Double)]] {
            symbols.map { symbol in
                aColumns.entries(symbol).compactMap { row, value in
                    position[Int(row)] >= 0 ? (position[Int(row)], value) : nil
                }
            }
        }
        guard let choice = SparseLU.factorize(rows: liveRows, slots: variables, columns: matrixColumns(of: variables)) else {
            return false
        }
        let defining = choice.pivotRow.sorted()

        // Clear both parts.
        for row in liveRows { role[Int(row)] = .none }
        columns.removeAllEntries()
        for symbol in kinds.indices {
            slotOf[symbol] = -1
            externalSlotOf[symbol] = -1
        }
        reducedRows.removeAllEntries()
        simplexRowCount = 0
        definingRowCount = 0
        freeRows.append(contentsOf: retiredRows)
        retiredRows.removeAll()
        head.removeAll(keepingCapacity: true)
        x.removeAll(keepingCapacity: true)
        slotTouched.removeAll(keepingCapacity: true)
        freeSlots.removeAll()
        retiredSlots.removeAll()
        externalHead.removeAll(keepingCapacity: true)
        externalValues.removeAll(keepingCapacity: true)
        freeExternalSlots.removeAll()

        // P.
        for variable in variables {
            let slot = allocateExternalSlot()
            externalHead[Int(slot)] = variable
            externalSlotOf[Int(variable)] = slot
        }
        for row in defining {
            role[Int(row)] = .defining
            definingRowCount += 1
        }
        position = [Int32](repeating: -1, count: rhs.count)
        for (index, row) in defining.enumerated() { position[Int(row)] = Int32(index) }
        let slots = variables.map { externalSlotOf[Int($0)] }
        guard let factors = SparseLU.factorize(rows: defining, slots: slots, columns: matrixColumns(of: variables)) else {
            return false
        }
        externalFactor = BasisFactorization(base: factors, rowCapacity: rhs.count, slotCapacity: externalHead.count,
                                            dense: defining.count <= BasisFactorization.denseSize)

        // The simplex rows, reduced; S.
        for row in liveRows where role[Int(row)] == .none {
            appendReducedRow(row, rhs: reduceRow(row))
        }
        for symbol in restricted {
            let slot = allocateSlot()
            head[Int(slot)] = symbol
            slotOf[Int(symbol)] = slot
        }
        factor = BasisFactorization(base: LUFactors(), rowCapacity: 0, slotCapacity: 0, dense: false)
        canRefactor = true
        let before = refactorCount
        refactor()
        guard refactorCount == before + 1 else { return false }
        for symbol in variables {
            zeroReducedCosts(symbol)
        }
        externalsCurrent = false
        rebuildCount += 1
        return true
    }

    /// Every basic symbol: the variables of P and the slacks, errors and dummies of S.
    var basicSymbols: [SymbolID] {
        externalHead.filter { $0 >= 0 } + head.filter { $0 >= 0 }
    }
}
