// The tableau: symbols, rows, the column index, and the two operations everything else is
// made of — substitution and pivoting. Every change to a row goes through here, so the column
// index (symbol -> rows containing it) and the undo journal stay exact.

extension SolverCore {
    // MARK: Symbols

    /// Takes a free id (the most recently freed first) or a new one, for a symbol of `kind`.
    mutating func allocateSymbol(_ kind: SymbolKind) -> SymbolID {
        if let reused = freeSymbols.popLast() {
            // A free id has no objective coefficients left (see `freeSymbol`).
            kinds[Int(reused)] = kind
            values[Int(reused)] = 0
            return reused
        }
        let symbol = SymbolID(kinds.count)
        if kinds.count == kinds.capacity { reserveSymbolCapacity(max(128, 2 * kinds.count)) }
        kinds.append(kind)
        for _ in 0..<levelCount { objective.append(0) }
        rows.append(Row())
        isBasic.append(false)
        basicPosition.append(-1)
        columns.append(Column())
        columnStamps.append(0)
        owners.append(nil)
        externals.append(nil)
        uses.append(0)
        values.append(0)
        touchedEpoch.append(0)
        columnTouchedEpoch.append(0)
        return symbol
    }

    /// Grows every per-symbol array at once (rather than each on its own schedule, starting
    /// from nothing).
    mutating func reserveSymbolCapacity(_ capacity: Int) {
        kinds.reserveCapacity(capacity)
        objective.reserveCapacity(capacity * max(levelCount, 4))
        rows.reserveCapacity(capacity)
        isBasic.reserveCapacity(capacity)
        basicPosition.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        columnStamps.reserveCapacity(capacity)
        owners.reserveCapacity(capacity)
        externals.reserveCapacity(capacity)
        uses.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        touchedEpoch.reserveCapacity(capacity)
        columnTouchedEpoch.reserveCapacity(capacity)
    }

    /// Returns a symbol's id to the free list. The symbol must appear nowhere: not basic, in no
    /// row, with no objective coefficient.
    mutating func freeSymbol(_ symbol: SymbolID) {
        let index = Int(symbol)
        kinds[index] = .invalid
        owners[index] = nil
        externals[index] = nil
        uses[index] = 0
        freeSymbols.append(symbol)
    }

    /// Removes every trace of `symbol` — its row if basic, its terms in other rows (numerical
    /// dust at most: callers only release symbols the algebra has already eliminated) and its
    /// objective coefficients — then frees it.
    mutating func releaseSymbol(_ symbol: SymbolID) {
        if isBasic[Int(symbol)] { _ = takeRow(symbol) }
        let holders = rowsContaining(symbol)
        columns[Int(symbol)] = Column()
        for key in holders {
            touch(key)
            rows[Int(key)].remove(symbol)
        }
        for level in levels.indices where objectiveCoefficient(level, symbol) != 0 {
            setObjectiveCoefficient(level, symbol, 0)
        }
        artificial?.remove(symbol)
        freeSymbol(symbol)
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

    // MARK: Rows

    /// Makes `basic` a basic symbol with `row`, indexing the row's symbols.
    mutating func insertRow(_ row: Row, basic: SymbolID) {
        touch(basic)
        let index = Int(basic)
        rows[index] = row
        markBasic(basic)
        row.withCells { cells in
            for cell in cells { noteColumn(cell.symbol, gained: basic) }
        }
        if kinds[index].isRestricted, row.constant < 0 { infeasibleRows.push(basic) }
    }

    /// Removes and returns the row of basic symbol `basic`. (Its column entries go stale and
    /// are dropped when those columns are next compacted.)
    mutating func takeRow(_ basic: SymbolID) -> Row {
        touch(basic)
        let index = Int(basic)
        let row = rows[index]
        rows[index] = Row()
        unmarkBasic(basic)
        return row
    }

    /// Replaces `symbol`'s term in the row of basic symbol `key`, if any, by `coefficient ·
    /// row`; notes the symbols the row gains in the column index, and queues the row if it is
    /// restricted and went negative.
    @inline(__always)
    mutating func replaceInRow(_ key: SymbolID, _ symbol: SymbolID, with row: Row, gained: inout [SymbolID]) {
        let index = Int(key)
        let (position, found) = rows[index].search(symbol)
        if !found { return }
        let coefficient = rows[index].coefficient(at: position)
        if coefficient == 0 { return }
        touch(key)
        let first = gained.count
        rows[index].add(row, times: coefficient, droppingAt: position, gained: &gained)
        for position in first..<gained.count { noteColumn(gained[position], gained: key) }
        if kinds[index].isRestricted, rows[index].constant < 0 { infeasibleRows.push(key) }
    }

    /// Replaces `symbol` by `row` (the expression it now equals) in every row that contains it
    /// and in the objectives. Rows of restricted symbols that go negative are queued for the
    /// dual simplex.
    ///
    /// Given a row `b = c + a·symbol + rest` and `symbol = row`, the row becomes
    /// `b = c + a·row + rest`. Only the rows in `symbol`'s column are visited.
    mutating func substitute(_ symbol: SymbolID, with row: Row) {
        // The symbol becomes basic, so its column empties: take its storage out to iterate and
        // give it back cleared, keeping the capacity. Stale entries find no term and are
        // skipped; a duplicate finds the term already gone.
        touchColumn(symbol)
        // The symbols each row gains, noted in the column index once the row holds them
        // (noting may compact a column, and compaction drops entries whose row lacks the
        // symbol).
        var gained: [SymbolID] = []
        swap(&gained, &scratchGained)
        defer {
            gained.removeAll(keepingCapacity: true)
            swap(&gained, &scratchGained)
        }
        if columns[Int(symbol)].isDense {
            // Every row is a candidate. (The rows holding `symbol` stay the same throughout:
            // `row` does not contain it.)
            columns[Int(symbol)] = Column()
            for position in basicList.indices {
                replaceInRow(basicList[position], symbol, with: row, gained: &gained)
            }
        } else {
            var holders: [SymbolID] = []
            swap(&holders, &columns[Int(symbol)].entries)
            columns[Int(symbol)].compactedCount = 0
            for key in holders {
                let index = Int(key)
                guard index < isBasic.count, isBasic[index] else { continue }
                replaceInRow(key, symbol, with: row, gained: &gained)
            }
            holders.removeAll(keepingCapacity: true)
            swap(&holders, &columns[Int(symbol)].entries)
        }
        for level in levels.indices {
            let coefficient = objectiveCoefficient(level, symbol)
            if coefficient == 0 { continue }
            setObjectiveCoefficient(level, symbol, 0)
            addRowToObjective(level, row, times: coefficient)
        }
        if var objective = artificial {
            artificial = nil
            let coefficient = objective.remove(symbol)
            if coefficient != 0 {
                var ignored: [SymbolID] = []
                objective.add(row, times: coefficient, gained: &ignored)
            }
            artificial = objective
        }
    }

    /// Exchanges a basic and a non-basic symbol: `leaving`'s row is solved for `entering`,
    /// which then replaces it everywhere.
    mutating func pivot(entering: SymbolID, leaving: SymbolID) {
        pivotCount &+= 1
        var row = takeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    mutating func markBasic(_ symbol: SymbolID) {
        let index = Int(symbol)
        isBasic[index] = true
        basicPosition[index] = Int32(basicList.count)
        basicList.append(symbol)
    }

    mutating func unmarkBasic(_ symbol: SymbolID) {
        let index = Int(symbol)
        isBasic[index] = false
        let position = Int(basicPosition[index])
        let last = basicList.removeLast()
        if last != symbol {
            basicList[position] = last
            basicPosition[Int(last)] = Int32(position)
        }
        basicPosition[index] = -1
    }

    // MARK: Column index

    /// Rows that may contain `symbol`: for an indexed column its raw entries (possibly stale
    /// or repeated), for a dense one every row. Callers check each row's coefficient.
    mutating func candidateRows(of symbol: SymbolID) -> [SymbolID] {
        let index = Int(symbol)
        if !columns[index].isDense { return columns[index].entries }
        // A dense column is re-examined as it is read: back to indexed if it thinned out.
        var found: [SymbolID] = []
        rows.withUnsafeBufferPointer { rows in
            for key in basicList where rows[Int(key)].contains(symbol) { found.append(key) }
        }
        if found.count * 8 < basicList.count {
            touchColumn(symbol)
            columns[index] = Column(entries: found, compactedCount: found.count)
        }
        return found
    }

    /// Records that the row of `key` now contains `symbol` (it must already hold it). Columns only grow here; a column
    /// that has doubled since it was last compacted is compacted, so stale entries stay a
    /// constant fraction of live ones.
    @inline(__always)
    mutating func noteColumn(_ symbol: SymbolID, gained key: SymbolID) {
        let index = Int(symbol)
        if columns[index].isDense { return }
        touchColumn(symbol)
        if columns[index].entries.capacity == 0 { columns[index].entries.reserveCapacity(32) }
        columns[index].entries.append(key)
        if columns[index].entries.count > 2 * columns[index].compactedCount + 16 {
            _ = rowsContaining(symbol)
        }
    }

    /// The basic symbols whose rows contain `symbol`, each once. Compacts the column: entries
    /// for rows that no longer contain the symbol (or no longer exist) and duplicates go.
    mutating func rowsContaining(_ symbol: SymbolID) -> [SymbolID] {
        let index = Int(symbol)
        if columns[index].isDense { return candidateRows(of: symbol) }
        touchColumn(symbol)
        var entries: [SymbolID] = []
        swap(&entries, &columns[index].entries)
        columnEpoch &+= 1
        if columnEpoch == 0 {
            for i in columnStamps.indices { columnStamps[i] = 0 }
            columnEpoch = 1
        }
        // (Through buffer pointers: this loop runs over every entry of every compaction.)
        var stamps: [UInt32] = []
        swap(&stamps, &columnStamps)
        let epoch = columnEpoch
        let kept = rows.withUnsafeBufferPointer { rows in
            isBasic.withUnsafeBufferPointer { isBasic in
                stamps.withUnsafeMutableBufferPointer { stamps in
                    entries.withUnsafeMutableBufferPointer { entries in
                        var kept = 0
                        for position in 0..<entries.count {
                            let key = entries[position]
                            let row = Int(key)
                            guard row < isBasic.count, isBasic[row], stamps[row] != epoch,
                                  rows[row].contains(symbol) else { continue }
                            stamps[row] = epoch
                            entries[kept] = key
                            kept += 1
                        }
                        return kept
                    }
                }
            }
        }
        swap(&stamps, &columnStamps)
        entries.removeLast(entries.count - kept)
        // A symbol in a large share of the rows is cheaper to find by scanning every row
        // (as kiwi always does) than to index: stop indexing it.
        let dense = kept > 8 && kept * 4 > basicList.count
        columns[index] = dense ? Column(isDense: true) : Column(entries: entries, compactedCount: kept)
        return entries
    }

    // MARK: Objective

    /// Sets one objective coefficient (journaled), and queues the symbol if it may now enter.
    mutating func setObjectiveCoefficient(_ level: Int, _ symbol: SymbolID, _ value: Double) {
        let index = Int(symbol) &* levelCount &+ level
        let old = objective[index]
        if old == value { return }
        journal?.objective.append((level, symbol, old))
        objective[index] = value
        // Eligibility to enter changes only when a coefficient does: queue the symbol now if it
        // became eligible (stale entries are re-checked when popped).
        if isEnteringCandidate(symbol) { candidates.push(symbol) }
    }

    /// Adds `factor · row` to the objective of `level`.
    mutating func addRowToObjective(_ level: Int, _ row: Row, times factor: Double) {
        levels[level].constant += factor * row.constant
        row.withCells { cells in
            for cell in cells {
                let symbol = cell.symbol
                let sum = objectiveCoefficient(level, symbol) + factor * cell.coefficient
                setObjectiveCoefficient(level, symbol, nearZero(sum) ? 0 : sum)
            }
        }
    }

    /// Adds `weight · symbol` to the objective of `level`, substituting the symbol's row if it
    /// is basic.
    mutating func addToObjective(_ level: Int, _ symbol: SymbolID, times weight: Double) {
        if isBasic[Int(symbol)] {
            addRowToObjective(level, rows[Int(symbol)], times: weight)
        } else {
            let sum = objectiveCoefficient(level, symbol) + weight
            setObjectiveCoefficient(level, symbol, nearZero(sum) ? 0 : sum)
        }
    }

    /// The index of the objective level for a non-required priority, if it exists.
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
}

/// The column index entry of one symbol: the basic symbols whose rows may contain it.
///
/// Kept loose for speed: an entry is appended when a row gains the symbol and is not removed
/// when the row loses it. Readers go through ``SolverCore/rowsContaining(_:)``, which checks
/// every entry against its row and drops stale ones and duplicates.
///
/// A symbol found in a large share of the rows is *dense*: its column keeps no entries and
/// readers scan every row instead.
struct Column {
    var entries: [SymbolID] = []
    /// The number of entries after the last compaction.
    var compactedCount = 0
    var isDense = false
}
