// The state of a solver: the tableau, the objectives and the bookkeeping around them.

/// The solver's state and algorithms (kiwi's `SolverImpl`). A value type, so the hot loops run
/// in `mutating` methods whose accesses Swift checks statically; ``Solver`` is the thin
/// reference type users hold.
struct SolverCore {
    // MARK: Per-symbol storage, indexed by SymbolID

    /// What each symbol is; `.invalid` for free ids.
    var kinds: [SymbolKind] = []
    /// The row of each basic symbol (an empty row for non-basic ones).
    var rows: [Row] = []
    /// True for symbols that are basic (have a row).
    var isBasic: [Bool] = []
    /// The column index: for each symbol, the basic symbols whose rows may contain it (see
    /// ``Column``).
    var columns: [Column] = []
    /// Marks rows already seen while compacting a column.
    var columnStamps: [UInt32] = []
    var columnEpoch: UInt32 = 0
    /// Reused buffers for merging rows.
    var scratchSymbols: [SymbolID] = []
    var scratchCoefficients: [Double] = []
    var scratchGained: [SymbolID] = []
    var scratchAllocated: [SymbolID] = []
    var scratchVariables: [SymbolID] = []
    /// The constraint whose marker or error symbol this is.
    var owners: [Constraint?] = []
    /// The user variable of each external symbol.
    var externals: [Variable?] = []
    /// For external symbols: how many constraints (edits included) mention the variable.
    var uses: [Int32] = []
    /// The values published by the last ``updateVariables()``.
    var values: [Double] = []
    /// Ids free for reuse, most recently freed last.
    var freeSymbols: [SymbolID] = []
    /// The basic symbols, in no meaningful order, and each symbol's position there (-1 when
    /// not basic).
    var basicList: [SymbolID] = []
    var basicPosition: [Int32] = []
    /// Number of basic symbols (rows in the tableau).
    var basicCount: Int { basicList.count }

    // MARK: Objective

    /// One objective row per distinct non-required priority, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// The objective coefficients, symbol-major: `objective[symbol * levelCount + level]` (so
    /// the lexicographic vector of one symbol is contiguous). Sized `kinds.count * levelCount`.
    var objective: [Double] = []
    /// `levels.count`, kept at hand for indexing `objective`.
    var levelCount = 0
    /// Symbols whose objective coefficients changed since they were last examined.
    var candidates = SymbolHeap()
    /// Restricted basic symbols whose rows may have gone negative.
    var infeasibleRows = SymbolHeap()
    /// The phase-one objective while a constraint is added with an artificial variable.
    var artificial: Row?

    // MARK: Bookkeeping

    var variableSymbols = IdentityTable()
    var constraintInfos = IdentityMap<ConstraintInfo>()
    var edits = IdentityMap<EditInfo>()
    var nextSequence = 0
    /// Records the tableau while a constraint is being tried, so a failure can undo it.
    var journal: Journal?
    var journalEpoch: UInt32 = 0
    var touchedEpoch: [UInt32] = []
    var columnTouchedEpoch: [UInt32] = []
    /// False in the throwaway solvers that minimise a conflict (no recursion).
    var explainsConflicts = true
    /// Pivots performed since creation (for tests and profiling).
    var pivotCount = 0

}

extension SolverCore {    // MARK: Constraints

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
        guard let info = constraintInfos[ObjectIdentifier(constraint)], let other = info.other else {
            throw .internalError("edit constraint for \(variable) was not recorded")
        }
        edits[key] = EditInfo(variable: variable, constraint: constraint, marker: info.marker, other: other, constant: 0)
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

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard var edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[ObjectIdentifier(variable)] = edit
        applyEditDelta(delta, marker: edit.marker, other: edit.other)
        guard dualOptimize() else {
            throw .internalError("dual simplex found no entering symbol after suggesting \(value) for \(variable)")
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
        guard isBasic[Int(symbol)] else { return 0 }
        let value = rows[Int(symbol)].constant
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
    /// The symbol that identifies the constraint's row: its slack, dummy or first error.
    let marker: SymbolID
    /// The second error of a non-required constraint, if any.
    let other: SymbolID?
    /// Order of addition, for deterministic listings.
    let sequence: Int
    let isEdit: Bool
}

/// An edit variable: its constraint `variable == constant` and the current suggestion.
struct EditInfo {
    let variable: Variable
    let constraint: Constraint
    let marker: SymbolID
    let other: SymbolID
    var constant: Double
}

/// The objective row of one priority: the summed errors of its constraints, expressed in the
/// non-basic symbols. Its coefficients live in ``SolverCore/objective``, stored densely by
/// symbol id: lookups and updates are O(1).
struct ObjectiveLevel {
    let priority: Double
    var constant: Double = 0
    /// How many constraints have this priority; the level goes when it reaches zero.
    var constraintCount = 0

    init(priority: Double) { self.priority = priority }
}

extension SolverCore {
    /// The coefficient of `symbol` in the objective of `level`.
    @inline(__always)
    func objectiveCoefficient(_ level: Int, _ symbol: SymbolID) -> Double {
        objective[Int(symbol) &* levelCount &+ level]
    }

    /// Inserts an objective level (all zeros) at `position`, re-laying out ``objective``.
    mutating func insertLevel(_ level: ObjectiveLevel, at position: Int) {
        let old = levelCount, symbols = kinds.count
        var laidOut = [Double](repeating: 0, count: symbols * (old + 1))
        for symbol in 0..<symbols {
            for l in 0..<old {
                laidOut[symbol * (old + 1) + (l < position ? l : l + 1)] = objective[symbol * old + l]
            }
        }
        objective = laidOut
        levels.insert(level, at: position)
        levelCount = old + 1
    }

    /// Removes the objective level at `position` (its coefficients must all be zero).
    mutating func removeLevel(at position: Int) {
        let old = levelCount, symbols = kinds.count
        var laidOut = [Double](repeating: 0, count: symbols * (old - 1))
        for symbol in 0..<symbols {
            for l in 0..<old where l != position {
                laidOut[symbol * (old - 1) + (l < position ? l : l - 1)] = objective[symbol * old + l]
            }
        }
        objective = laidOut
        levels.remove(at: position)
        levelCount = old - 1
    }
}
