// The state of a solver: the constraint matrix, the two factored bases, the basic values, the
// objectives' reduced costs, and the bookkeeping around them.
//
// The solver is a *revised* simplex (Dantzig and Orchard-Hays 1954) with Cassowary's rules
// (Badros, Borning and Stuckey 2001; kiwi's reading of them). A constraint `expr OP 0` is a row
// of the constraint matrix A over symbols: the user's variables (free), and the slack, error
// and dummy symbols that turn it into an equation `Σ aⱼ·xⱼ = b`:
//
//     expr <= 0   expr + s (- e) = -constant        s, e >= 0 (e only when not required)
//     expr >= 0   expr - s (+ e) = -constant
//     expr == 0   expr + d = -constant              d == 0 (required)
//                 expr - e⁺ + e⁻ = -constant        e⁺, e⁻ >= 0 (not required)
//
// Every row has one *basic* symbol; the others are zero. kiwi keeps the whole tableau `B⁻¹ A`
// up to date, and on long chains of views its rows fill in with the whole chain: Θ(N²) numbers
// for N views. This solver keeps A as it is and works with the basis in two parts, as the
// Cassowary paper splits its tableau:
//
// - *Defining rows* are those whose basic symbol is a variable (free, so it never limits a
//   step of the simplex). Their block of A, P (defining rows × basic variables), is factored
//   on its own (``externalFactor``). The variables' values follow from it when they are read.
// - *Simplex rows* are the others, whose basic symbols are slacks, errors or dummies. Each is
//   stored *reduced*: with the basic variables substituted out, `a' = a - (P⁻ᵀ a_E)ᵀ A_D`,
//   computed once when the row joins. The simplex runs on the reduced rows only, with their
//   own factored basis S (``factor``), computing the one column (FTRAN) or row (BTRAN) of the
//   tableau a step needs.
//
// On a grid of views, moving one row of views moves every row below it; in the reduced rows
// those moves cancel out once, when the rows join, so a rotation's pivots stay within the rows
// they concern.
//
// Priorities are strict: one objective per priority, summing the errors of that priority's
// constraints, minimised lexicographically from the highest down. The *reduced cost* of a
// non-basic symbol, per objective, is how much that objective changes per unit the symbol
// moves; the basis is optimal when no slack or error has a reduced-cost vector that is
// lexicographically negative.

/// The solver's state and algorithms (kiwi's `SolverImpl`). A value type, so the hot loops run
/// in `mutating` methods whose accesses Swift checks statically; ``Solver`` is the thin
/// reference type users hold.
struct SolverCore {
    // MARK: Symbols: the columns of A, indexed by SymbolID

    /// What each symbol is; `.invalid` for free ids.
    var kinds: [SymbolKind] = []
    /// The simplex slot of each basic slack, error or dummy; -1 for others.
    var slotOf: [Int32] = []
    /// The slot in P of each basic variable; -1 for others.
    var externalSlotOf: [Int32] = []
    /// The columns of A: for each symbol, the rows it appears in and its coefficients there.
    var aColumns = ColumnStore()
    /// The columns of the reduced simplex rows, for the symbols that are not basic variables.
    var columns = ColumnStore()
    /// The constraint whose marker or error this symbol is.
    var owners: [Constraint?] = []
    /// The user variable of each external symbol.
    var externals: [Variable?] = []
    /// For external symbols: how many constraints (edits included) mention the variable.
    var uses: [Int32] = []
    /// The values published by the last ``updateVariables()``.
    var values: [Double] = []
    /// For error symbols: the priority of the objective they are summed in (0 for others).
    var costPriority: [Double] = []
    /// Ids free for reuse, most recently freed last.
    var freeSymbols: [SymbolID] = []

    // MARK: Rows: the constraints, indexed by row id

    /// What a row is.
    enum RowRole: UInt8 {
        /// A free id, or a removed row a factorization still mentions.
        case none
        /// Its basic symbol is a variable: a row of P.
        case defining
        /// Its basic symbol is a slack, error or dummy: a reduced row of the simplex.
        case simplex
    }

    var role: [RowRole] = []
    /// Each row's right-hand side `b`.
    var rhs: [Double] = []
    /// The constraint of each live row.
    var rowConstraint: [Constraint?] = []
    /// The rows of A: entry `k` of row `r`, for `k` in ``originalRange(_:)``, is
    /// `aRows.symbols[k]` with coefficient `aRows.values[k]`.
    var aRows = RowPool()
    /// The reduced simplex rows, likewise (``rowRange(_:)``), and their right-hand sides `b'`.
    var reducedRows = RowPool()
    var reducedRHS: [Double] = []
    /// Row ids free for reuse, and ids of removed simplex rows the factorization of S still
    /// mentions (free again after its next refactorization).
    var freeRows: [Int32] = []
    var retiredRows: [Int32] = []
    var definingRowCount = 0
    var simplexRowCount = 0
    var liveRowCount: Int { definingRowCount + simplexRowCount }

    // MARK: The simplex basis S

    /// The basic symbol of each slot; -1 for dead or free slots.
    var head: [SymbolID] = []
    /// The value of each slot's basic symbol.
    var x: [Double] = []
    var freeSlots: [Int32] = []
    var retiredSlots: [Int32] = []
    /// S, factored.
    var factor = BasisFactorization()
    /// False after a refactorization failed (a singular basis, which exact arithmetic rules
    /// out): the log keeps growing rather than trying again at every step.
    var canRefactor = true

    // MARK: The basic variables: P

    /// The variable basic in each slot of P; -1 for free slots.
    var externalHead: [SymbolID] = []
    var freeExternalSlots: [Int32] = []
    /// P, factored.
    var externalFactor = BasisFactorization()
    /// The variables' values by slot of P, valid while ``externalsCurrent``.
    var externalValues: [Double] = []
    var externalsCurrent = true
    /// While true (during a re-solve that began with current values), ``externalValues`` is
    /// kept current: each change to a simplex value is noted in ``definingChange`` and the
    /// variables follow with one sparse solve of P at the end (see ``noteSimplexChange(_:_:)``).
    var trackingExternals = false
    /// `Δc`: how the right-hand sides of the defining rows, less the simplex values in them,
    /// moved since the values were last current (by row).
    var definingChange = ScatterVector()
    /// Simplex values noted since the re-solve began. Past twice the number of defining rows,
    /// one solve of P over all of them costs less than following each: the tracking stops.
    /// (Following costs a walk of the symbol's column when the value moves, while its data is
    /// at hand; the solve, a walk of every defining row afterwards. At once the number of rows,
    /// a grid of views rotated one way kept its values and the other way computed them afresh.)
    var trackedChanges = 0
    /// Re-solves that kept the values current incrementally since they were last computed
    /// afresh (which happens every ``incrementalRefreshLimit``, to shed rounding).
    var incrementalRefreshes = 0
    static let incrementalRefreshLimit = 64

    // MARK: Objectives

    /// One objective per distinct non-required priority, by level id. An id keeps its place
    /// in ``reduced`` for the level's life, so a new priority does not move every reduced
    /// cost; the id of a removed level is free (``freeLevels``) until a new one takes it.
    var levels: [ObjectiveLevel] = []
    /// The ids of the levels in use, highest priority first: the lexicographic order.
    var levelOrder: [Int] = []
    /// The ids of removed levels, whose reduced costs are all zero.
    var freeLevels: [Int] = []
    /// Room per symbol in ``reduced``: at least `levels.count`, doubled when a new level
    /// needs more.
    var levelStride = 0
    /// Reduced costs, symbol-major: `reduced[symbol * levelStride + level]` (so one symbol's
    /// vector is contiguous). Zero for basic symbols and for free level ids.
    var reduced: [Double] = []
    /// Non-basic symbols whose reduced costs changed since they were last examined.
    var candidates = SymbolHeap()

    /// Tableau rows kept between the dual simplex steps of re-solves (see ``TableauRowCache``):
    /// read and kept only while ``rowCacheActive``, during ``suggestValue(_:for:)``, and
    /// dropped by every change to the constraints or the edits and by a refactorization.
    var rowCache = TableauRowCache()
    var rowCacheActive = false
    /// How many tableau rows were found in ``rowCache`` (for tests and statistics).
    var rowCacheHits = 0
    /// Scratch of ``suggestValue(_:for:)``: the simplex rows' right-hand-side changes, grouped
    /// by block of S.
    var rightHandSideParts = GroupedChanges()
    /// The bounds on a block's symbol ids found while reading ahead, for the next step (see
    /// ``readAhead(_:before:)``).
    var readAheadSymbolBounds: (block: Int, symbols: ClosedRange<Int>)?
    /// A re-solve in at least this many parts reads ahead (``readAheadPartCount``; tests change
    /// it), and how many parts read ahead since creation.
    var readAheadPartCount = SolverCore.readAheadPartCount
    var readAheadCount = 0
    /// Basic symbols whose values may have left their bounds.
    var infeasibleRows = SymbolHeap()

    // MARK: Work vectors

    /// A column of the tableau, `S⁻¹ a'ⱼ`, by slot (FTRAN); also a solve of P.
    var column = ScatterVector()
    /// Constraint multipliers, by row (BTRAN).
    var multipliers = ScatterVector()
    /// A row of the tableau, by non-basic symbol.
    var tableauRow = ScatterVector()
    /// Scratch for combining the terms of a new row, and for reducing it.
    var combined = ScatterVector()
    /// Scratch by row.
    var rowScratch = ScatterVector()
    /// Scratch with one number per objective.
    var levelScratch: [Double] = []
    var levelIDScratch: [Int] = []

    // MARK: Bookkeeping

    var variableSymbols = IdentityTable()
    var constraintInfos = IdentityMap<ConstraintInfo>()
    var edits = IdentityMap<EditInfo>()
    var nextSequence = 0
    /// Records changes while a required constraint is being tried, so a failure can undo them.
    var journal: Journal?
    var journalEpoch: UInt32 = 0
    var slotTouched: [UInt32] = []
    var symbolTouched: [UInt32] = []
    /// False in the throwaway solvers that minimise a conflict (no recursion).
    var explainsConflicts = true
    /// The last minimal conflicts found, by the constraint that failed, oldest first (see
    /// ``explainConflict(_:_:)``).
    var explainedConflicts: [(constraint: Constraint, conflicts: [Constraint])] = []
    /// Conflicts minimised since creation (for tests).
    var explanationCount = 0
    /// Pivots performed since creation (for tests and profiling).
    var pivotCount = 0
    /// Refactorizations performed since creation.
    var refactorCount = 0
    /// Rebuilds of both parts of the basis since creation.
    var rebuildCount = 0
    /// Reused buffers for ``insert(_:isEdit:)``: the symbols an add allocated, and the distinct
    /// variables of the constraint.
    var allocatedScratch: [SymbolID] = []
    var variablesScratch: [SymbolID] = []
    /// Reused by ``pivot(entering:slot:rowReady:)`` for the symbols that became eligible.
    var symbolScratch: [SymbolID] = []

    /// An empty solver, with room for a small layout reserved up front (growing every array
    /// from nothing would reallocate each several times).
    init() {
        for rows in [64] {
            aRows.reserve(rows: rows, entries: 4 * rows)
            reducedRows.reserve(rows: rows, entries: 4 * rows)
            reducedRHS.reserveCapacity(rows)
            rhs.reserveCapacity(rows)
            role.reserveCapacity(rows)
            rowConstraint.reserveCapacity(rows)
            head.reserveCapacity(rows)
            x.reserveCapacity(rows)
            slotTouched.reserveCapacity(rows)
            externalHead.reserveCapacity(rows)
            externalValues.reserveCapacity(rows)
        }
        aColumns.reserveEntries(256)
        columns.reserveEntries(256)
        allocatedScratch.reserveCapacity(16)
        symbolScratch.reserveCapacity(64)
        variablesScratch.reserveCapacity(16)
        levels.reserveCapacity(4)
        levelOrder.reserveCapacity(4)
    }
}

extension SolverCore {
    // MARK: Constraints

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        rowCache.removeAll()
        let key = ObjectIdentifier(constraint)
        if constraintInfos[key] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        try insert(constraint)
    }

    mutating func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try addConstraint(constraint) }
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        rowCache.removeAll()
        let key = ObjectIdentifier(constraint)
        guard let info = constraintInfos[key], !info.isEdit else { throw .unknownConstraint(constraint) }
        constraintInfos[key] = nil
        try delete(info)
    }

    func contains(_ constraint: Constraint) -> Bool {
        guard let info = constraintInfos[ObjectIdentifier(constraint)] else { return false }
        return !info.isEdit
    }

    var constraints: [Constraint] {
        constraintInfos.values.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        rowCache.removeAll()
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        if strength.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try insert(constraint, isEdit: true)
        guard let info = constraintInfos[ObjectIdentifier(constraint)] else {
            throw .internalError("edit constraint for \(variable) was not recorded")
        }
        edits[key] = EditInfo(variable: variable, constraint: constraint, row: info.row, constant: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        rowCache.removeAll()
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)),
              let info = constraintInfos.removeValue(forKey: ObjectIdentifier(edit.constraint))
        else { throw .unknownEditVariable(variable) }
        try delete(info)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves the edit constraint `v == value`: its right-hand side changes by `delta`. When
    /// its row is a simplex row, the basic values move by `delta · S⁻¹ eᵢ` (one FTRAN); when
    /// it defines a variable, the simplex rows' right-hand sides move by what that variable's
    /// move brings them, `-delta · A_O,E P⁻¹ eᵢ`, and the basic values follow. The dual simplex
    /// then restores any value pushed out of bounds, keeping every objective optimal.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard var edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[ObjectIdentifier(variable)] = edit
        if delta == 0 { return }
        let row = edit.row
        rhs[Int(row)] += delta
        // The variables' values are kept current through the re-solve when they are current
        // now (and have not been kept so for too long); else computed afresh when read.
        trackingExternals = externalsCurrent && incrementalRefreshes < Self.incrementalRefreshLimit
        externalsCurrent = trackingExternals
        defer { trackingExternals = false }
        if trackingExternals {
            definingChange.reserve(rhs.count)
            definingChange.clear()
            trackedChanges = 0
        }
        rowScratch.clear()
        if role[Int(row)] == .simplex {
            rowScratch.add(row, delta)
        } else {
            // How the basic variables move with the defining row's right-hand side (simplex
            // values held), and what that does to each simplex row's right-hand side.
            externalFactor.solveUnit(row: row, into: &column, rowCapacity: rhs.count)
            for slot in column.positions {
                let change = column[slot]
                if change == 0 { continue }
                if trackingExternals { externalValues[Int(slot)] += change * delta }
                var entry = aColumns.first(externalHead[Int(slot)])
                while entry >= 0 {
                    let other = aColumns.row(entry)
                    if role[Int(other)] == .simplex { rowScratch.add(other, -aColumns.value(entry) * change * delta) }
                    entry = aColumns.next(entry)
                }
            }
        }
        rowCacheActive = true
        defer { rowCacheActive = false }
        // Room for a row of every slot a re-solve of a large layout visits (a grid of views
        // visits a few per row of views), in proportion to the size of A.
        rowCache.entryLimit = Swift.max(TableauRowCache.smallestEntryLimit, 2 * (aRows.symbols.count - aRows.garbage))
        // The simplex rows' right-hand sides move, the basic values follow (one FTRAN), and
        // the dual simplex brings back those pushed out of bounds. With S kept as independent
        // blocks, part by part, one block's rows at a time: each block's solve and its pivots
        // then follow each other while its numbers are in the cache, instead of a first pass
        // over every block and a second one, by then from memory, on a large grid of views.
        // (Exact: each part moves the values by what its rows move under the basis of the
        // moment, and the dual simplex keeps every objective optimal throughout.)
        let blockCount = factor.denseBlockCount()
        if blockCount <= 1 {
            factor.beginColumn(rowCapacity: rhs.count)
            var changed = false
            for row in rowScratch.positions where rowScratch[row] != 0 {
                giveRightHandSideChange(row, rowScratch[row])
                changed = true
            }
            if changed { moveBasicValues() }
            try restoreFeasibility(after: value, for: variable)
        } else {
            var parts = GroupedChanges()
            swap(&parts, &rightHandSideParts)
            defer { swap(&parts, &rightHandSideParts) }
            parts.removeAll()
            for row in rowScratch.positions where rowScratch[row] != 0 {
                parts.append(row: row, change: rowScratch[row], key: factor.denseBlock(ofRow: row) + 1)
            }
            parts.group(keyCount: blockCount + 1)
            let readsAhead = parts.partCount >= readAheadPartCount
            for part in 0..<parts.partCount {
                if readsAhead { readAhead(parts, before: part) }
                factor.beginColumn(rowCapacity: rhs.count)
                for k in parts.part(part) { giveRightHandSideChange(parts.entries[k].row, parts.entries[k].change) }
                moveBasicValues()
                try restoreFeasibility(after: value, for: variable)
            }
            if parts.partCount == 0 { try restoreFeasibility(after: value, for: variable) }
        }
        refactorIfDue()
        if trackingExternals { applyDefiningChange() }
    }

    /// Moves a simplex row's right-hand side, and gives the change to the FTRAN begun in
    /// ``factor`` (which ``moveBasicValues()`` solves).
    @inline(__always)
    private mutating func giveRightHandSideChange(_ row: Int32, _ change: Double) {
        reducedRHS[Int(row)] += change
        factor.addToColumn(row: row, value: change)
    }

    /// The basic values move by `B⁻¹` times the right-hand-side change given to ``factor``
    /// (one FTRAN); those pushed out of bounds are queued for the dual simplex.
    private mutating func moveBasicValues() {
        factor.solveColumn(into: &column)
        for slot in column.positions {
            let change = column[slot]
            if change == 0 || head[Int(slot)] < 0 { continue }
            x[Int(slot)] += change
            if trackingExternals { noteSimplexChange(head[Int(slot)], change) }
            noteValueChanged(slot)
        }
    }

    /// Runs the dual simplex of a re-solve; its failures, which the constraints' feasibility
    /// rules out, are internal errors.
    private mutating func restoreFeasibility(after value: Double, for variable: Variable) throws(SolverError) {
        switch dualOptimize() {
        case .feasible:
            return
        case .infeasible:
            externalsCurrent = false
            throw .internalError("dual simplex found no entering symbol after suggesting \(value) for \(variable)")
        case .failed(let message):
            externalsCurrent = false
            throw .internalError(message)
        }
    }

    /// Notes that the simplex value of `symbol` moved by `change` (while
    /// ``trackingExternals``): every defining row it appears in has `c` move by `-a·change`.
    @inline(__always)
    mutating func noteSimplexChange(_ symbol: SymbolID, _ change: Double) {
        guard trackingExternals else { return }
        trackedChanges &+= 1
        if trackedChanges > 2 * definingRowCount + 64 {
            trackingExternals = false
            externalsCurrent = false
            return
        }
        var entry = aColumns.first(symbol)
        while entry >= 0 {
            let row = aColumns.row(entry)
            if role[Int(row)] == .defining { definingChange.add(row, -aColumns.value(entry) * change) }
            entry = aColumns.next(entry)
        }
    }

    /// Ends a re-solve that kept the values current: the variables move by `P⁻¹ Δc`.
    mutating func applyDefiningChange() {
        trackingExternals = false
        incrementalRefreshes += 1
        guard definingChange.writtenCount > 0 else { return }
        externalFactor.beginColumn(rowCapacity: rhs.count)
        var any = false
        for row in definingChange.positions where definingChange[row] != 0 {
            externalFactor.addToColumn(row: row, value: definingChange[row])
            any = true
        }
        definingChange.clear()
        guard any else { return }
        externalFactor.solveColumn(into: &column)
        for slot in column.positions where externalHead[Int(slot)] >= 0 {
            externalValues[Int(slot)] += column[slot]
        }
    }

    // MARK: Values

    mutating func updateVariables() {
        refreshExternalValues()
        kinds.withUnsafeBufferPointer { kinds in
            externalSlotOf.withUnsafeBufferPointer { externalSlotOf in
                externalValues.withUnsafeBufferPointer { externalValues in
                    values.withUnsafeMutableBufferPointer { values in
                        for index in kinds.indices where kinds[index] == .external {
                            let slot = Int(externalSlotOf[index])
                            let value = slot >= 0 ? externalValues[slot] : 0
                            values[index] = value == 0 ? 0 : value  // no negative zero
                        }
                    }
                }
            }
        }
    }

    func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return values[Int(symbol)]
    }

    mutating func currentValue(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return currentValue(of: symbol)
    }

    /// The current value of a symbol: a basic slack, error or dummy's slot value; a basic
    /// variable's value from P; zero for a non-basic symbol.
    mutating func currentValue(of symbol: SymbolID) -> Double {
        let value: Double
        if slotOf[Int(symbol)] >= 0 {
            value = x[Int(slotOf[Int(symbol)])]
        } else if externalSlotOf[Int(symbol)] >= 0 {
            value = externalValue(slot: externalSlotOf[Int(symbol)])
        } else {
            value = 0
        }
        return value == 0 ? 0 : value  // no negative zero
    }

    mutating func reset() {
        self = SolverCore()
    }

    // MARK: Validation

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        let expression = constraint.expression
        guard expression.constant.isFinite else {
            throw .nonFiniteValue("constant \(expression.constant) in \(constraint)")
        }
        for term in expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue("coefficient \(term.coefficient) of \(term.variable) in \(constraint)")
        }
    }
}

/// What the solver remembers about a constraint it holds.
struct ConstraintInfo {
    let constraint: Constraint
    /// The constraint's row of A.
    let row: Int32
    /// The symbol that identifies the constraint: its slack, dummy or first error.
    let marker: SymbolID
    /// The second error of a non-required constraint, if any.
    let other: SymbolID?
    /// Order of addition, for deterministic listings.
    let sequence: Int
    let isEdit: Bool
}

/// An edit variable: its constraint `variable == constant`, its row, and the current
/// suggestion (the row's right-hand side).
struct EditInfo {
    let variable: Variable
    let constraint: Constraint
    let row: Int32
    var constant: Double
}

/// The objective of one priority: the summed errors of its constraints.
struct ObjectiveLevel {
    let priority: Double
    /// How many constraints have this priority; the level goes when it reaches zero.
    var constraintCount = 0

    init(priority: Double) { self.priority = priority }
}
