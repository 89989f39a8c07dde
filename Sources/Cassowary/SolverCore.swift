// The state of a solver: the constraint matrix, the basis and its factorization, the basic
// values, the objectives' reduced costs, and the bookkeeping around them.
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
// Every row has one *basic* symbol, held in a *slot*; the others are zero. The basic values
// are `x = B⁻¹ b`, where the basis matrix B holds the columns of the basic symbols. kiwi keeps
// `B⁻¹ A` itself — the tableau — up to date, and on long chains of views its rows fill in with
// the whole chain: Θ(N²) numbers for N views. This solver keeps A as it is and B as sparse LU
// factors plus a log of changes (``BasisFactorization``), and computes the one column or row
// of the tableau a step needs when it needs it.
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
    /// The slot of each basic symbol; -1 for non-basic symbols.
    var slotOf: [Int32] = []
    /// The column of A for each symbol: the rows it appears in and its coefficients there.
    var columnRows: [[Int32]] = []
    var columnValues: [[Double]] = []
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

    /// Each row's symbols and coefficients, in a fixed order: `poolSymbols[k]` and
    /// `poolValues[k]` for `k` in ``rowRange(_:)``. Rows sit one after another in the pool; a
    /// removed row leaves a gap until the next refactorization compacts it.
    var poolSymbols: [SymbolID] = []
    var poolValues: [Double] = []
    var rowStart: [Int32] = []
    var rowLength: [Int32] = []
    /// Pool entries left by removed rows.
    var poolGarbage = 0
    /// Each row's right-hand side `b`.
    var rhs: [Double] = []
    /// The constraint of each live row; nil for dead or free rows.
    var rowConstraint: [Constraint?] = []
    var rowIsLive: [Bool] = []
    /// Row ids free for reuse, and ids of removed rows the factorization still mentions (free
    /// again after the next refactorization).
    var freeRows: [Int32] = []
    var retiredRows: [Int32] = []
    var liveRowCount = 0

    // MARK: Basis

    /// The basic symbol of each slot; -1 for dead or free slots.
    var head: [SymbolID] = []
    /// The value of each slot's basic symbol.
    var x: [Double] = []
    var freeSlots: [Int32] = []
    var retiredSlots: [Int32] = []
    /// B, factored.
    var factor = BasisFactorization()
    /// False after a refactorization failed (a singular basis, which exact arithmetic rules
    /// out): the log keeps growing rather than trying again at every step.
    var canRefactor = true

    // MARK: Objectives

    /// One objective per distinct non-required priority, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// `levels.count`, kept at hand for indexing `reduced`.
    var levelCount = 0
    /// Reduced costs, symbol-major: `reduced[symbol * levelCount + level]` (so one symbol's
    /// lexicographic vector is contiguous). Zero for basic symbols.
    var reduced: [Double] = []
    /// Non-basic symbols whose reduced costs changed since they were last examined.
    var candidates = SymbolHeap()
    /// Basic symbols whose values may have left their bounds.
    var infeasibleRows = SymbolHeap()

    // MARK: Work vectors

    /// A column of the tableau, `B⁻¹ Aⱼ`, by slot (FTRAN).
    var column = ScatterVector()
    /// Constraint multipliers, by row (BTRAN).
    var multipliers = ScatterVector()
    /// A row of the tableau, by non-basic symbol.
    var tableauRow = ScatterVector()
    /// Scratch for combining the terms of a new row.
    var combined = ScatterVector()
    /// Scratch with one number per objective.
    var levelScratch: [Double] = []

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
    /// Pivots performed since creation (for tests and profiling).
    var pivotCount = 0
    /// Refactorizations performed since creation.
    var refactorCount = 0
}

extension SolverCore {
    // MARK: Constraints

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if constraintInfos[key] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        try insert(constraint)
    }

    mutating func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try addConstraint(constraint) }
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
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
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)),
              let info = constraintInfos.removeValue(forKey: ObjectIdentifier(edit.constraint))
        else { throw .unknownEditVariable(variable) }
        try delete(info)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves the edit constraint `v == value`: its right-hand side changes by `delta`, so the
    /// basic values move by `delta · B⁻¹ eᵢ` (one FTRAN); the dual simplex then restores any
    /// value pushed out of bounds, keeping every objective optimal.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard var edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[ObjectIdentifier(variable)] = edit
        if delta == 0 { return }
        rhs[Int(edit.row)] += delta
        factor.solveUnit(row: edit.row, into: &column, rowCapacity: rhs.count)
        for slot in column.positions {
            let change = column[slot]
            if change == 0 || head[Int(slot)] < 0 { continue }
            x[Int(slot)] += delta * change
            noteValueChanged(slot)
        }
        switch dualOptimize() {
        case .feasible:
            refactorIfDue()
        case .infeasible:
            throw .internalError("dual simplex found no entering symbol after suggesting \(value) for \(variable)")
        case .failed(let message):
            throw .internalError(message)
        }
    }

    // MARK: Values

    mutating func updateVariables() {
        for index in kinds.indices where kinds[index] == .external {
            values[index] = currentValue(of: SymbolID(index))
        }
    }

    func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return values[Int(symbol)]
    }

    func currentValue(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return 0 }
        return currentValue(of: symbol)
    }

    func currentValue(of symbol: SymbolID) -> Double {
        let slot = slotOf[Int(symbol)]
        guard slot >= 0 else { return 0 }
        let value = x[Int(slot)]
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
