// The constraint matrix A and the basis slots: allocating and freeing symbols (columns), rows
// and slots. Every change to A goes through here, so rows and columns stay mirror images.

extension SolverCore {
    // MARK: Symbols

    /// Takes a free id (the most recently freed first) or a new one, for a symbol of `kind`.
    mutating func allocateSymbol(_ kind: SymbolKind) -> SymbolID {
        if let reused = freeSymbols.popLast() {
            // A free id is clean: no column, not basic, no costs (see `freeSymbol`).
            kinds[Int(reused)] = kind
            values[Int(reused)] = 0
            return reused
        }
        let symbol = SymbolID(kinds.count)
        if kinds.count == kinds.capacity { reserveSymbolCapacity(max(128, 2 * kinds.count)) }
        kinds.append(kind)
        slotOf.append(-1)
        columnRows.append([])
        columnValues.append([])
        owners.append(nil)
        externals.append(nil)
        uses.append(0)
        values.append(0)
        costPriority.append(0)
        symbolTouched.append(0)
        for _ in 0..<levelCount { reduced.append(0) }
        tableauRow.reserve(kinds.count)
        combined.reserve(kinds.count)
        return symbol
    }

    /// Grows every per-symbol array at once.
    mutating func reserveSymbolCapacity(_ capacity: Int) {
        kinds.reserveCapacity(capacity)
        slotOf.reserveCapacity(capacity)
        columnRows.reserveCapacity(capacity)
        columnValues.reserveCapacity(capacity)
        owners.reserveCapacity(capacity)
        externals.reserveCapacity(capacity)
        uses.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        costPriority.reserveCapacity(capacity)
        symbolTouched.reserveCapacity(capacity)
        reduced.reserveCapacity(capacity * max(levelCount, 4))
    }

    /// Returns a symbol's id to the free list. The symbol must be non-basic with an empty
    /// column; its reduced costs are cleared.
    mutating func freeSymbol(_ symbol: SymbolID) {
        let index = Int(symbol)
        kinds[index] = .invalid
        owners[index] = nil
        externals[index] = nil
        uses[index] = 0
        costPriority[index] = 0
        slotOf[index] = -1
        columnRows[index] = []
        columnValues[index] = []
        let base = index * levelCount
        for level in 0..<levelCount { reduced[base + level] = 0 }
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
    func isBasic(_ symbol: SymbolID) -> Bool { slotOf[Int(symbol)] >= 0 }

    // MARK: Rows

    /// Adds the row `Σ values[k] · symbols[k] = b` to A (the symbols distinct, the values
    /// non-zero) and returns its id.
    mutating func appendRow(symbols: [SymbolID], values rowEntries: [Double], rhs b: Double) -> Int32 {
        let row: Int32
        let start = Int32(poolSymbols.count)
        poolSymbols.append(contentsOf: symbols)
        poolValues.append(contentsOf: rowEntries)
        if let reused = freeRows.popLast() {
            row = reused
            rowStart[Int(row)] = start
            rowLength[Int(row)] = Int32(symbols.count)
            rhs[Int(row)] = b
            rowIsLive[Int(row)] = true
        } else {
            row = Int32(rhs.count)
            rowStart.append(start)
            rowLength.append(Int32(symbols.count))
            rhs.append(b)
            rowIsLive.append(true)
            rowConstraint.append(nil)
            multipliers.reserve(rhs.count)
        }
        for (symbol, value) in zip(symbols, rowEntries) {
            columnRows[Int(symbol)].append(row)
            columnValues[Int(symbol)].append(value)
        }
        liveRowCount += 1
        return row
    }

    /// Takes row `row` out of A: its entries leave their columns. The id is free again at
    /// once when `reusable` (nothing refers to it), else after the next refactorization.
    mutating func removeRow(_ row: Int32, reusable: Bool) {
        let index = Int(row)
        for k in rowRange(row) {
            let s = Int(poolSymbols[k])
            if let position = columnRows[s].lastIndex(of: row) {
                columnRows[s].remove(at: position)
                columnValues[s].remove(at: position)
            }
        }
        poolGarbage += Int(rowLength[index])
        rowLength[index] = 0
        rhs[index] = 0
        rowIsLive[index] = false
        rowConstraint[index] = nil
        liveRowCount -= 1
        if reusable { freeRows.append(row) } else { retiredRows.append(row) }
    }

    /// Where row `row`'s entries sit in the pool.
    @inline(__always)
    func rowRange(_ row: Int32) -> Range<Int> {
        let start = Int(rowStart[Int(row)])
        return start..<(start + Int(rowLength[Int(row)]))
    }

    /// Rewrites the pool with the live rows only, in row order.
    mutating func compactRowPool() {
        var symbols: [SymbolID] = [], coefficients: [Double] = []
        symbols.reserveCapacity(poolSymbols.count - poolGarbage)
        coefficients.reserveCapacity(poolSymbols.count - poolGarbage)
        for row in rowStart.indices {
            let range = rowRange(Int32(row))
            rowStart[row] = Int32(symbols.count)
            symbols.append(contentsOf: poolSymbols[range])
            coefficients.append(contentsOf: poolValues[range])
        }
        poolSymbols = symbols
        poolValues = coefficients
        poolGarbage = 0
    }

    // MARK: Slots

    /// A slot for a new basic symbol.
    mutating func allocateSlot() -> Int32 {
        if let reused = freeSlots.popLast() { return reused }
        let slot = Int32(head.count)
        head.append(-1)
        x.append(0)
        slotTouched.append(0)
        column.reserve(head.count)
        return slot
    }

    /// Makes `symbol` basic in `slot` with `value`.
    mutating func setBasic(_ symbol: SymbolID, slot: Int32, value: Double) {
        head[Int(slot)] = symbol
        slotOf[Int(symbol)] = slot
        x[Int(slot)] = value
        let base = Int(symbol) * levelCount
        for level in 0..<levelCount { reduced[base + level] = 0 }
    }

    /// Kills a slot whose row was removed. The id is free again at once when `reusable`,
    /// else after the next refactorization.
    mutating func retireSlot(_ slot: Int32, reusable: Bool) {
        let symbol = head[Int(slot)]
        if symbol >= 0, slotOf[Int(symbol)] == slot { slotOf[Int(symbol)] = -1 }
        head[Int(slot)] = -1
        x[Int(slot)] = 0
        if reusable { freeSlots.append(slot) } else { retiredSlots.append(slot) }
    }
}
