// Adding and removing constraints: turning a constraint into a tableau row (kiwi's
// `createRow`), choosing which symbol the row is solved for (`chooseSubject`), phase one with
// an artificial variable when no symbol will do, and the reverse path for removal.

extension SolverCore {
    /// The symbols that mark a constraint's row: the slack or dummy (`marker`) and, for
    /// non-required constraints, the error symbols.
    struct Tag {
        var marker: SymbolID
        var other: SymbolID?
    }

    /// Adds a validated constraint; see ``addConstraint(_:)``.
    mutating func insert(_ constraint: Constraint, isEdit: Bool = false) throws(SolverError) {
        // Reused buffers: the symbols allocated for this row, and the distinct variables.
        var allocated: [SymbolID] = [], variables: [SymbolID] = []
        swap(&allocated, &scratchAllocated)
        swap(&variables, &scratchVariables)
        defer {
            allocated.removeAll(keepingCapacity: true)
            variables.removeAll(keepingCapacity: true)
            swap(&allocated, &scratchAllocated)
            swap(&variables, &scratchVariables)
        }
        let symbolCount = kinds.count
        var (row, tag) = createRow(for: constraint, allocated: &allocated, variables: &variables)
        var subject = chooseSubject(row, tag)

        if subject == nil, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only required equalities' markers are left: the row is either redundant (a
            // constant of zero) or contradicts exactly the equalities whose markers it holds.
            if !nearZero(row.constant) {
                let certificate = row.cells.compactMap { owners[Int($0.symbol)] }
                undoAllocations(allocated, symbolCount: symbolCount)
                throw .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, certificate))
            }
            subject = tag.marker
        }

        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
            row = Row()  // the tableau's copy is the only one (rows are copy-on-write)
        } else {
            beginJournal()
            switch addWithArtificialVariable(row) {
            case .added:
                endJournal()
            case .infeasible(let certificate):
                rollBackJournal()
                undoAllocations(allocated, symbolCount: symbolCount)
                throw .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, certificate))
            case .failed(let message):
                rollBackJournal()
                undoAllocations(allocated, symbolCount: symbolCount)
                throw .internalError(message)
            }
        }

        // Commit: from here on the constraint is part of the solver.
        owners[Int(tag.marker)] = constraint
        if let other = tag.other { owners[Int(other)] = constraint }
        for symbol in variables { uses[Int(symbol)] += 1 }
        if !constraint.strength.isRequired, let level = levelIndex(for: constraint.strength.priority) {
            levels[level].constraintCount += 1
        }
        constraintInfos[ObjectIdentifier(constraint)] = ConstraintInfo(
            constraint: constraint, marker: tag.marker, other: tag.other, sequence: nextSequence,
            isEdit: isEdit)
        nextSequence += 1

        guard optimize() else {
            throw .internalError("the objective is unbounded after adding \(constraint)")
        }
    }

    /// Builds the row for `constraint` with the current basic symbols substituted:
    ///
    /// - `expr <= 0` becomes `expr + s == 0`, `expr >= 0` becomes `expr - s == 0` (slack
    ///   `s >= 0`); a non-required inequality also gets an error `e` with the opposite sign,
    ///   and `e` joins the objective of its priority.
    /// - `expr == 0` gets a dummy marker when required, otherwise two errors `e+ - e-` that
    ///   both join the objective.
    ///
    /// The row is normalised to a non-negative constant.
    mutating func createRow(for constraint: Constraint, allocated: inout [SymbolID], variables: inout [SymbolID]) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant, capacity: max(expression.terms.count + 4, 16))
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, allocated: &allocated)
            if !variables.contains(symbol) { variables.append(symbol) }
            if isBasic[Int(symbol)] {
                // Substitute the symbol's row (one merge; the same sums as term by term).
                scratchGained.removeAll(keepingCapacity: true)
                row.add(rows[Int(symbol)], times: term.coefficient, gained: &scratchGained)
            } else {
                row.add(symbol, term.coefficient)
            }
        }

        let strength = constraint.strength
        let level = strength.isRequired ? nil : ensureLevel(for: strength.priority)
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = allocateSymbol(.slack)
            allocated.append(slack)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil)
            if let level {
                let error = allocateSymbol(.error)
                allocated.append(error)
                row.add(error, -sign)
                addToObjective(level, error, times: 1)
                tag.other = error
            }
        case .equal:
            if let level {
                let plus = allocateSymbol(.error)
                let minus = allocateSymbol(.error)
                allocated.append(plus)
                allocated.append(minus)
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(level, plus, times: 1)
                addToObjective(level, minus, times: 1)
                tag = Tag(marker: plus, other: minus)
            } else {
                let dummy = allocateSymbol(.dummy)
                allocated.append(dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return (row, tag)
    }

    /// Chooses the symbol a new row is solved for, or nil when phase one is needed.
    ///
    /// 1. An external variable, if the row has any (this keeps restricted rows free of
    ///    external variables). Among several, the one in the fewest rows, so that the
    ///    substitution touches (and fills in) as little as possible; ties go to the lowest id.
    ///    "Fewest rows" reads the column's length, an O(1) upper bound (stale entries
    ///    included): exact counts would cost a pass over every column.
    /// 2. Otherwise the marker, if it is a slack or error with a negative coefficient (solving
    ///    for it keeps its value `constant / -coefficient` non-negative).
    /// 3. Otherwise the other error symbol under the same condition.
    func chooseSubject(_ row: Row, _ tag: Tag) -> SymbolID? {
        var best: SymbolID?
        var bestCount = Int.max
        row.withCells { cells in
            for cell in cells where kinds[Int(cell.symbol)] == .external {
                let symbol = cell.symbol
                let count = columns[Int(symbol)].isDense ? basicCount : columns[Int(symbol)].entries.count
                if count < bestCount || (count == bestCount && symbol < best ?? .max) {
                    best = symbol
                    bestCount = count
                }
            }
        }
        if let best { return best }
        if kinds[Int(tag.marker)].isPivotable, row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, kinds[Int(other)].isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    enum ArtificialOutcome {
        case added
        /// The constraints whose markers prove the row infeasible (a Farkas certificate).
        case infeasible([Constraint])
        case failed(String)
    }

    /// Phase one: adds `row` with an artificial variable `a = row` and minimises `a`. The row
    /// is feasible exactly when the minimum is zero; then `a` is pivoted out and dropped.
    ///
    /// When the minimum is positive, the final phase-one objective reads
    /// `a = c + Σ λᵢ·mᵢ` with `c > 0` and every `λᵢ >= 0` on a slack: a non-negative
    /// combination of the constraints whose markers `mᵢ` appear, which cannot reach zero. Those
    /// constraints (with the new one) are the certificate of infeasibility.
    mutating func addWithArtificialVariable(_ row: Row) -> ArtificialOutcome {
        let art = allocateSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        let optimal = optimizeArtificial()
        let objective = artificial ?? Row()
        artificial = nil
        guard optimal else {
            freeArtificial(art)
            return .failed("phase one found no leaving row")
        }
        if !nearZero(objective.constant) {
            let certificate = objective.cells.compactMap { cell -> Constraint? in
                guard !nearZero(cell.coefficient) else { return nil }
                return owners[Int(cell.symbol)]
            }
            freeArtificial(art)
            return .infeasible(certificate)
        }

        if isBasic[Int(art)] {
            var artRow = takeRow(art)
            // Pivot on the lowest-id slack or error. A row left with only dummies (and a zero
            // constant) says nothing: the new constraint is implied by required equalities.
            if let entering = artRow.cells.first(where: { kinds[Int($0.symbol)].isPivotable })?.symbol {
                artRow.solve(for: art, entering)
                substitute(entering, with: artRow)
                insertRow(artRow, basic: entering)
            }
        }
        // The artificial variable is non-basic (zero) now: drop it everywhere.
        releaseSymbol(art)
        return .added
    }

    /// Frees the artificial symbol after a failed phase one; the journal restores the rows.
    private mutating func freeArtificial(_ art: SymbolID) {
        freeSymbol(art)
    }

    /// Undoes the symbol allocations and variable registrations of a failed add, newest first,
    /// so that the free list and the symbol arrays are exactly as they were (`symbolCount` is
    /// the number of ids before the attempt; ids created since are dropped, not freed).
    mutating func undoAllocations(_ allocated: [SymbolID], symbolCount: Int) {
        for symbol in allocated.reversed() {
            if let variable = externals[Int(symbol)] {
                variableSymbols[ObjectIdentifier(variable)] = nil
            }
            for level in levels.indices where objectiveCoefficient(level, symbol) != 0 {
                setObjectiveCoefficient(level, symbol, 0)
            }
            freeSymbol(symbol)
        }
        guard kinds.count > symbolCount else { return }
        freeSymbols.removeAll { Int($0) >= symbolCount }
        kinds.removeSubrange(symbolCount...)
        objective.removeSubrange((symbolCount * levelCount)...)
        rows.removeSubrange(symbolCount...)
        isBasic.removeSubrange(symbolCount...)
        basicPosition.removeSubrange(symbolCount...)
        columns.removeSubrange(symbolCount...)
        columnStamps.removeSubrange(symbolCount...)
        owners.removeSubrange(symbolCount...)
        externals.removeSubrange(symbolCount...)
        uses.removeSubrange(symbolCount...)
        values.removeSubrange(symbolCount...)
        touchedEpoch.removeSubrange(symbolCount...)
        columnTouchedEpoch.removeSubrange(symbolCount...)
    }

    // MARK: Removal

    /// Removes a constraint's row from the tableau and re-optimises.
    mutating func delete(_ info: ConstraintInfo) throws(SolverError) {
        let constraint = info.constraint
        let level = constraint.strength.isRequired ? nil : levelIndex(for: constraint.strength.priority)

        // Take the constraint's errors out of the objective.
        if let level {
            for symbol in [info.marker, info.other].compactMap({ $0 }) where kinds[Int(symbol)] == .error {
                addToObjective(level, symbol, times: -1)
            }
        }

        // Make the marker basic (if it is not), then drop its row: what remains is the
        // tableau of the other constraints.
        if isBasic[Int(info.marker)] {
            _ = takeRow(info.marker)
        } else if let leaving = markerLeavingRow(info.marker) {
            var row = takeRow(leaving)
            row.solve(for: leaving, info.marker)
            substitute(info.marker, with: row)
        }

        // The constraint's symbols have been eliminated; free them, and any variable that no
        // constraint mentions any more.
        releaseSymbol(info.marker)
        if let other = info.other { releaseSymbol(other) }
        // The distinct variables of the constraint, as `createRow` found them.
        var variables: [SymbolID] = []
        swap(&variables, &scratchVariables)
        defer {
            variables.removeAll(keepingCapacity: true)
            swap(&variables, &scratchVariables)
        }
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            guard let symbol = variableSymbols[ObjectIdentifier(term.variable)], !variables.contains(symbol) else {
                continue
            }
            variables.append(symbol)
        }
        for symbol in variables {
            uses[Int(symbol)] -= 1
            if uses[Int(symbol)] == 0 {
                if let variable = externals[Int(symbol)] {
                    variableSymbols[ObjectIdentifier(variable)] = nil
                }
                releaseSymbol(symbol)
            }
        }
        if let level {
            levels[level].constraintCount -= 1
            if levels[level].constraintCount == 0 { removeLevel(at: level) }
        }

        guard optimize() else {
            throw .internalError("the objective is unbounded after removing \(constraint)")
        }
    }

    /// The row to pivot on so that a non-basic `marker` becomes basic without losing
    /// feasibility (kiwi's `getMarkerLeavingRow`):
    ///
    /// 1. among restricted rows where the marker's coefficient is negative, the smallest
    ///    ratio `-constant / coefficient`;
    /// 2. else among restricted rows with a positive coefficient, the smallest
    ///    `constant / coefficient`;
    /// 3. else an unrestricted (external) row.
    ///
    /// Ties go to the lowest id. Nil when the marker appears in no row.
    mutating func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
        var first: RatioChoice?
        var second: RatioChoice?
        var third: SymbolID?
        for key in rowsContaining(marker) {
            let row = rows[Int(key)]
            let coefficient = row.coefficient(of: marker)
            if kinds[Int(key)] == .external {
                if key < third ?? .max { third = key }
            } else if coefficient < 0 {
                RatioChoice.keepSmaller(&first, RatioChoice(ratio: -row.constant / coefficient, key: key))
            } else {
                RatioChoice.keepSmaller(&second, RatioChoice(ratio: row.constant / coefficient, key: key))
            }
        }
        return first?.key ?? second?.key ?? third
    }
}

/// A candidate row in a ratio test; smaller ratios win, then lower ids.
struct RatioChoice {
    let ratio: Double
    let key: SymbolID

    static func keepSmaller(_ best: inout RatioChoice?, _ candidate: RatioChoice) {
        guard let current = best else { best = candidate; return }
        if candidate.ratio < current.ratio || (candidate.ratio == current.ratio && candidate.key < current.key) {
            best = candidate
        }
    }
}
