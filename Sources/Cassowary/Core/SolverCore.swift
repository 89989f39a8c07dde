// The solver's state: a revised simplex (Dantzig and Orchard-Hays 1954) with Cassowary's rules
// (Badros, Borning and Stuckey 2001; kiwi's reading of them) and strict priorities.
//
// A constraint is a row of the constraint matrix A (``ConstraintMatrix``). Each row has one
// basic symbol, and the rows come in two kinds, as the Cassowary paper splits its tableau:
//
// - *defining rows*, whose basic symbol is a variable (free, so it never limits a step): their
//   block P of A is factored on its own (``DefiningRows``), and the variables' values follow
//   from it when they are read;
// - *simplex rows*, whose basic symbols are slacks, errors and dummies: each is kept *reduced*,
//   with the basic variables substituted out (``ReducedRows``), and the simplex runs on them
//   with their own basis S, kept factored (``Basis``). One objective per priority keeps the
//   reduced costs (``Objectives``); the ``Registry`` maps variables and constraints to symbols
//   and rows.
//
// The simplex never builds the tableau `S⁻¹ A'`: a step computes the one column of it (FTRAN)
// and the one row (BTRAN) it needs, so the cost of a change follows what it reaches, and a
// chain of views costs no more than its rows (kiwi keeps the whole tableau, whose rows fill in
// along a chain: Θ(N²) numbers for N views).
//
// Two invariants hold at rest:
//
// - *feasible*: every basic slack and error is ≥ 0 and every basic dummy is 0 (within
//   ``Tolerance/feasibility``);
// - *optimal*: no non-basic slack or error has a lexicographically negative reduced-cost
//   vector. A non-basic variable appears in no reduced row, so moving it changes no bound and
//   no objective (it is a free direction: Auto Layout's ambiguity).
//
// Every change of S runs inside a journal: if it fails, the basis, the reduced costs, the
// matrix and the registry go back to what they were, bit for bit.

/// The solver's state and algorithms (kiwi's `SolverImpl`): parts that each own their data.
/// ``Solver`` is the thin reference type users hold.
struct SolverCore {
    var registry = Registry()
    var matrix = ConstraintMatrix()
    var defining = DefiningRows()
    var reduced = ReducedRows()
    var basis = Basis()
    var objectives = Objectives()
    /// Scratch vectors of the solves, the dual simplex's queue, and the variables' values.
    var work = Workspace()
    var statistics = Counters()
    /// Minimal conflicts found recently (see ``explainConflict(_:certificate:)``).
    var conflicts = ConflictMemory()

    init() {}
}

/// Scratch vectors, reused from call to call so a step allocates little, the dual simplex's
/// queue, and the variables' values with the state they were computed from.
struct Workspace {
    /// A column of the tableau, by slot (FTRAN's output).
    var column = SparseVector()
    /// The largest entry of the column of `A'` that ``column`` was solved from (a pivot on
    /// ``column`` is weak below a fraction of it, see ``BasisInverse/weakEtaCount``).
    var columnScale = 0.0
    /// The rounding bounds of ``column``'s entries, when
    /// ``SolverCore/computeColumn(of:withBounds:)`` needed them (``hasColumnBounds``).
    var columnBounds = SparseVector()
    var hasColumnBounds = false
    /// A row of the tableau, by symbol.
    var row = SparseVector()
    /// The multipliers of a BTRAN, by row.
    var multipliers = SparseVector()
    /// The input of a solve.
    var input = SparseVector()
    /// A row being reduced against P, by symbol.
    var combined = SparseVector()
    /// The size of the terms summed into each entry of ``combined``.
    var combinedSizes = SparseVector()
    /// The input and output of P's solves (apart from S's, which they may interrupt).
    var definingInput = SparseVector()
    var definingOutput = SparseVector()
    /// Basic symbols whose values may have left their bounds (lowest id first).
    var infeasible = IndexHeap()
    /// The basic variables' values by slot of P, and the generations of S's values, P and
    /// A's right-hand sides they were computed for.
    var variableValues: [Double] = []
    var valuesComputedFor: [Int]? = nil
    /// The variables' values refined against A (see ``SolverCore/refreshPublishedValues()``),
    /// nil when they needed no refinement, and the state they were refined for.
    var refinedValues: RefinedValues? = nil
    var refinedFor: [Int]? = nil
    /// The worst residual of a row of A, relative to its magnitude, left at the values refined
    /// for ``refinedFor`` (0 when they needed no refinement).
    var refinedResidual = 0.0
}

/// Work done, for statistics and tests.
struct Counters {
    var pivots = 0
    var refactorizations = 0
    var explanations = 0
    var rebuilds = 0
    /// Operations that took a weak pivot (and ended with fresh factors); once there has been
    /// one, published values are checked against the required constraints
    /// (``SolverCore/publishableValues()``).
    var weakOperations = 0
    /// Defining rows reached while substituting the basic variables out of new rows: the
    /// work of ``SolverCore/reduce(_:)``, which along a chain grows with the chain.
    var substitutedRows = 0
}

extension SolverCore {
    // MARK: Reading

    /// The current value of a slack, error or dummy: its slot's value if basic, zero otherwise.
    func value(of symbol: Symbol) -> Double {
        basis.value(of: symbol)
    }

    /// The current value of any symbol. A basic variable's comes from P: from the values
    /// computed for the present state if there are any, otherwise computing only what it
    /// depends on, `eᵀ P⁻¹ c = (P⁻ᵀ e)ᵀ c` (one BTRAN of P).
    mutating func currentValue(of symbol: Symbol) -> Double {
        guard let slot = defining.slot(of: symbol) else { return basis.value(of: symbol) }
        if work.valuesComputedFor == valueState { return work.variableValues[slot.index] }
        work.definingInput.clear()
        work.definingInput.set(slot.index, 1)
        defining.solveTransposed(&work.definingInput, into: &work.definingOutput)
        return work.definingOutput.positions.reduce(0) { sum, position in
            let weight = work.definingOutput[position]
            return weight == 0 || !defining.isDefining(Row(position))
                ? sum : sum + weight * definingRemainder(Row(position))
        }
    }

    /// The generations of S's values, P and A's right-hand sides: the state the variables'
    /// values follow from.
    var valueState: [Int] { [basis.generation, defining.generation, matrix.generation] }

    /// `b_d - Σ a_dj·x_j` over the slacks, errors and dummies of defining row `d`: what its
    /// basic variables must make up.
    func definingRemainder(_ row: Row) -> Double {
        matrix.entries(of: row).reduce(matrix.rhs[row.index]) { sum, entry in
            defining.isBasic(entry.symbol) ? sum : sum - entry.value * basis.value(of: entry.symbol)
        }
    }

    /// A symbol's value with the variables' values as last computed (current after
    /// ``refreshVariableValues()``).
    func storedValue(of symbol: Symbol) -> Double {
        guard let slot = defining.slot(of: symbol) else { return basis.value(of: symbol) }
        return slot.index < work.variableValues.count ? work.variableValues[slot.index] : 0
    }

    func kind(_ symbol: Symbol) -> SymbolKind { registry.kind(symbol) }

    /// True for a variable that S holds, basic or not (one a reduced row could define only
    /// through a weak pivot, see ``isWeakPivot``): it is no parameter of P any more.
    func isFreeInSimplex(_ symbol: Symbol) -> Bool {
        kind(symbol) == .external && (basis.isBasic(symbol) || reduced.holds(symbol))
    }

    /// True for a variable that S holds and that is not basic: the simplexes may move it
    /// either way.
    func isFreeNonBasic(_ symbol: Symbol) -> Bool {
        kind(symbol) == .external && !basis.isBasic(symbol) && reduced.holds(symbol)
    }

    /// True for a non-basic symbol whose reduced costs the simplexes read: a slack, error or
    /// dummy, or a free variable of S.
    func isMovableNonBasic(_ symbol: Symbol) -> Bool {
        !basis.isBasic(symbol) && (kind(symbol).isRestricted || isFreeNonBasic(symbol))
    }

    /// The row whose own symbol `symbol` is (slack, error or dummy).
    func ownRow(of symbol: Symbol) -> Row? {
        registry.owner(symbol).flatMap { registry.info($0)?.row }
    }

    /// True when `symbol` is basic in P or in S.
    func isBasic(_ symbol: Symbol) -> Bool {
        basis.isBasic(symbol) || defining.isBasic(symbol)
    }

    /// The tolerance of a basic slack, error or dummy's bound: ``Tolerance/feasibility`` times
    /// the magnitude of its own row (the size of the numbers whose sum its value is). For a
    /// defining row's own symbol, the variables count at their values as last computed: a
    /// scale needs no fresh solve of P.
    func feasibilityTolerance(of symbol: Symbol) -> Double {
        guard let row = ownRow(of: symbol) else { return 0 }
        if reduced.isSimplexRow(row) {
            return Tolerance.feasibility * reduced.magnitude(of: row, values: basis.value(of:))
        }
        return Tolerance.feasibility * matrix.magnitude(of: row, values: { storedValue(of: $0) })
    }

    /// True when the basic value of `symbol` is outside its bound beyond tolerance: a slack
    /// or error below zero, a dummy off zero.
    func isOutOfBounds(_ symbol: Symbol) -> Bool {
        boundViolation(of: symbol) == .clear
    }

    /// How far outside its bound the basic value of `symbol` is: nil when within it (or within
    /// rounding of it, ``Tolerance/rounding`` times its row's magnitude); `.marginal` when the
    /// miss could still be rounding (within ``feasibilityTolerance(of:)``), which the dual
    /// simplex mends if a pivot can but does not count as a proof of infeasibility; `.clear`
    /// beyond that.
    func boundViolation(of symbol: Symbol) -> BoundViolation? {
        let value = basis.value(of: symbol)
        switch kind(symbol) {
        case .slack, .error: if value >= 0 { return nil }
        case .dummy: if value == 0 { return nil }
        case .external, .unused: return nil
        }
        let loose = feasibilityTolerance(of: symbol)
        if abs(value) > loose { return .clear }
        return abs(value) > loose * (Tolerance.rounding / Tolerance.feasibility) ? .marginal : nil
    }

    /// Queues the symbol in `slot` for the dual simplex if its value may be out of bounds.
    mutating func noteValueChanged(in slot: Slot) {
        guard let symbol = basis.symbol(in: slot) else { return }
        let value = basis.value(in: slot)
        switch kind(symbol) {
        case .slack, .error: if value < 0 { work.infeasible.push(symbol.index) }
        case .dummy: if value != 0 { work.infeasible.push(symbol.index) }
        case .external, .unused: break
        }
    }

    /// Makes every per-symbol array of the parts cover `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        basis.reserveSymbols(count)
        objectives.reserveSymbols(count)
    }

    // MARK: Journal

    /// What a change must restore if it fails, besides the journaled parts.
    struct Checkpoint {
        let statistics: Counters
        let symbolCount: Int
    }

    mutating func openJournal() -> Checkpoint {
        basis.open()
        objectives.open()
        return Checkpoint(statistics: statistics, symbolCount: registry.symbolCapacity)
    }

    mutating func commitJournal() {
        basis.commit()
        objectives.commit()
    }

    /// Restores the basis, the reduced costs and the counters (the caller undoes its row and
    /// symbols).
    mutating func rollBackJournal(_ checkpoint: Checkpoint) {
        basis.rollBack()
        objectives.rollBack()
        work.infeasible.removeAll()
        statistics = checkpoint.statistics
    }
}

/// Constraints already explained, so a layout engine that tries a broken constraint again at
/// every layout gets its conflict back without minimising again.
struct ConflictMemory {
    private(set) var entries: [(constraint: Constraint, conflicts: [Constraint])] = []
    static let limit = 64

    /// Forgets what was learnt about `constraint` and the conflicts it took part in (it left
    /// the solver under another name, with another constant).
    mutating func forget(_ constraint: Constraint) {
        entries.removeAll { entry in entry.constraint === constraint || entry.conflicts.contains { $0 === constraint } }
    }

    func known(_ constraint: Constraint, isHeld: (Constraint) -> Bool) -> [Constraint]? {
        guard let entry = entries.last(where: { Self.same($0.constraint, constraint) }),
            entry.conflicts.allSatisfy(isHeld)
        else { return nil }
        return entry.conflicts
    }

    /// False in the throwaway solvers that minimise a conflict or check a certificate (they do
    /// not explain or check again).
    var isEnabled = true

    mutating func remember(_ constraint: Constraint, _ conflicts: [Constraint]) {
        entries.removeAll { Self.same($0.constraint, constraint) }
        entries.append((constraint, conflicts))
        if entries.count > Self.limit { entries.removeFirst() }
    }

    /// Whether two constraints say the same thing, term for term (an engine translates a
    /// broken constraint afresh each time it tries it again).
    static func same(_ a: Constraint, _ b: Constraint) -> Bool {
        if a === b { return true }
        guard a.relation == b.relation, a.strength == b.strength, a.expression.constant == b.expression.constant,
            a.expression.terms.count == b.expression.terms.count
        else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }
}
