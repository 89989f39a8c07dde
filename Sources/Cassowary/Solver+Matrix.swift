// The constraint matrix A, the reduced simplex rows, and the slots of the two bases:
// allocating and freeing symbols (columns), rows and slots. Every change to a row goes through
// here, so rows and columns stay mirror images.

extension SolverCore {
    // MARK: Symbols

    /// Takes a free id (the most recently freed first) or a new one, for a symbol of `kind`.
    mutating func allocateSymbol(_ kind: SymbolKind) -> SymbolID {
        if let reused = freeSymbols.popLast() {
            // A free id is clean: no columns, not basic, no costs (see `freeSymbol`).
            kinds[Int(reused)] = kind
            values[Int(reused)] = 0
            return reused
        }
        let symbol = SymbolID(kinds.count)
        if kinds.count == kinds.capacity { reserveSymbolCapacity(max(128, 2 * kinds.count)) }
        kinds.append(kind)
        slotOf.append(-1)
        externalSlotOf.append(-1)
        aColumns.reserveColumns(kinds.count)
        columns.reserveColumns(kinds.count)
        owners.append(nil)
        externals.append(nil)
        uses.append(0)
        values.append(0)
        costPriority.append(0)
        symbolTouched.append(0)
        for _ in 0..<levelStride { reduced.append(0) }
        tableauRow.reserve(kinds.count)
        combined.reserve(kinds.count)
        return symbol
    }

    /// Grows every per-symbol array at once.
    mutating func reserveSymbolCapacity(_ capacity: Int) {
        kinds.reserveCapacity(capacity)
        slotOf.reserveCapacity(capacity)
        externalSlotOf.reserveCapacity(capacity)
        owners.reserveCapacity(capacity)
        externals.reserveCapacity(capacity)
        uses.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        costPriority.reserveCapacity(capacity)
        symbolTouched.reserveCapacity(capacity)
        reduced.reserveCapacity(capacity * max(levelStride, 4))
    }

    /// Returns a symbol's id to the free list. The symbol must be non-basic with empty columns;
    /// its reduced costs are cleared.
    mutating func freeSymbol(_ symbol: SymbolID) {
        let index = Int(symbol)
        kinds[index] = .invalid
        owners[index] = nil
        externals[index] = nil
        uses[index] = 0
        costPriority[index] = 0
        slotOf[index] = -1
        externalSlotOf[index] = -1
        aColumns.clear(symbol)
        columns.clear(symbol)
        zeroReducedCosts(symbol)
        freeSymbols.append(symbol)
    }

    /// The symbol of a variable, registering the variable when it is new to the solver.
    mutating func symbol(for variable: Variable, allocated: inout [SymbolID]) -> SymbolID {
        let key = ObjectIdentifier(variable)
        if let symbol = variableSymbols[key] { return symbol }
        let symbol = allocateSymbol(.external)
        externals[Int(symbol)] = variable
        variableSymbols[key] = symbol
        allocated.append(symbol)
        return symbol
    }

    @inline(__always)
    func isBasic(_ symbol: SymbolID) -> Bool { slotOf[Int(symbol)] >= 0 || externalSlotOf[Int(symbol)] >= 0 }

    // MARK: Rows of A

    /// Starts a new row `... = b` of A, whose entries follow (``addToRow(_:_:_:)``, the symbols
    /// distinct, the values non-zero), and returns its id. Its role is set when it joins a
    /// basis.
    mutating func beginRow(rhs b: Double) -> Int32 {
        let row: Int32
        if let reused = freeRows.popLast() {
            row = reused
            rhs[Int(row)] = b
        } else {
            row = Int32(rhs.count)
            reducedRHS.append(0)
            rhs.append(b)
            role.append(.none)
            rowConstraint.append(nil)
            multipliers.reserve(rhs.count)
            rowScratch.reserve(rhs.count)
        }
        aRows.begin(row)
        return row
    }

    /// Adds an entry to the row begun last (``beginRow(rhs:)``).
    @inline(__always)
    mutating func addToRow(_ row: Int32, _ symbol: SymbolID, _ value: Double) {
        aRows.append(row, symbol, value)
        aColumns.append(symbol, row: row, value: value)
    }

    /// Where row `row`'s entries in A are, in ``aRows``.
    @inline(__always)
    func originalRange(_ row: Int32) -> Range<Int> { aRows.range(row) }

    /// Takes row `row` out of A (and out of the simplex rows if it is one): its entries leave
    /// their columns. The id is free again at once when `reusable` (nothing refers to it),
    /// else after the next refactorization of S.
    mutating func removeRow(_ row: Int32, reusable: Bool) {
        let index = Int(row)
        if role[index] == .simplex { removeReducedRow(row) }
        if role[index] == .defining { definingRowCount -= 1 }
        for k in originalRange(row) { aColumns.remove(aRows.symbols[k], row: row) }
        aRows.remove(row)
        rhs[index] = 0
        role[index] = .none
        rowConstraint[index] = nil
        if reusable { freeRows.append(row) } else { retiredRows.append(row) }
    }

    // MARK: Reduced simplex rows

    /// Makes `row` a simplex row with the reduced entries ``reduceRow(_:)`` left in
    /// ``combined`` and the reduced right-hand side `b`.
    mutating func appendReducedRow(_ row: Int32, rhs b: Double) {
        let index = Int(row)
        reducedRows.begin(row)
        for symbol in combined.positions where !nearZero(combined[symbol]) {
            reducedRows.append(row, symbol, combined[symbol])
            columns.append(symbol, row: row, value: combined[symbol])
        }
        combined.clear()
        reducedRHS[index] = b
        role[index] = .simplex
        simplexRowCount += 1
    }

    /// Takes a simplex row's reduced entries out of their columns.
    mutating func removeReducedRow(_ row: Int32) {
        let index = Int(row)
        for k in rowRange(row) { columns.remove(reducedRows.symbols[k], row: row) }
        reducedRows.remove(row)
        reducedRHS[index] = 0
        role[index] = .none
        simplexRowCount -= 1
    }

    /// Where simplex row `row`'s reduced entries are, in ``reducedRows``.
    @inline(__always)
    func rowRange(_ row: Int32) -> Range<Int> { reducedRows.range(row) }

    @inline(__always)
    func isSimplexRow(_ row: Int32) -> Bool { role[Int(row)] == .simplex }

    // MARK: Slots of S

    /// A slot for a new basic slack, error or dummy.
    mutating func allocateSlot() -> Int32 {
        if let reused = freeSlots.popLast() { return reused }
        let slot = Int32(head.count)
        head.append(-1)
        x.append(0)
        slotTouched.append(0)
        column.reserve(max(head.count, externalHead.count))
        return slot
    }

    /// Makes `symbol` basic in `slot` with `value`.
    mutating func setBasic(_ symbol: SymbolID, slot: Int32, value: Double) {
        head[Int(slot)] = symbol
        slotOf[Int(symbol)] = slot
        x[Int(slot)] = value
        zeroReducedCosts(symbol)
    }

    /// Kills a slot whose row was removed. The id is free again at once when `reusable`,
    /// else after the next refactorization of S.
    mutating func retireSlot(_ slot: Int32, reusable: Bool) {
        let symbol = head[Int(slot)]
        if symbol >= 0, slotOf[Int(symbol)] == slot { slotOf[Int(symbol)] = -1 }
        head[Int(slot)] = -1
        x[Int(slot)] = 0
        if reusable { freeSlots.append(slot) } else { retiredSlots.append(slot) }
    }

    // MARK: Slots of P

    /// A slot of P for a variable that becomes basic.
    mutating func allocateExternalSlot() -> Int32 {
        if let reused = freeExternalSlots.popLast() { return reused }
        let slot = Int32(externalHead.count)
        externalHead.append(-1)
        externalValues.append(0)
        column.reserve(max(head.count, externalHead.count))
        return slot
    }
}
