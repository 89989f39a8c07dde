/// An incremental Cassowary constraint solver (Badros, Borning and Stuckey 2001).
///
/// Add and remove linear equalities and inequalities, each with a ``Strength``; mark
/// variables as *edit variables* and suggest values for them; read the solution. Every change
/// re-solves incrementally: adding a constraint pivots only where the new row reaches,
/// suggesting a value re-optimises with the dual simplex, and removing a constraint restores
/// the solution the remaining constraints give.
///
/// Inside, it is a revised simplex: the constraints' matrix is kept as it is and the basis as
/// sparse LU factors with a log of updates, so that the cost of a change follows what it
/// reaches rather than the size of the system (see `Core/SolverCore.swift`).
///
///     let solver = Solver()
///     let left = Variable("left"), width = Variable("width"), screen = Variable("screen")
///     try solver.addEditVariable(screen, strength: .strong)
///     try solver.suggestValue(320, for: screen)
///     try solver.addConstraint(left == 20)
///     try solver.addConstraint(left + width + 20 == screen)
///     solver.updateVariables()
///     solver.value(of: width)            // 280
///     try solver.suggestValue(568, for: screen)
///     solver.updateVariables()
///     solver.value(of: width)            // 528
///
/// Priorities are strict (lexicographic): the solver never gives up a constraint to satisfy
/// any number of constraints of lower priority, and within one priority it minimises the
/// summed error. Pivot rules are deterministic (Bland's rule: lowest symbol id first), and no
/// hash order reaches a result, so identical input gives identical output on every run.
///
/// A failed call throws a ``SolverError`` and leaves the solver exactly as it was.
public final class Solver {
    var core = SolverCore()
    /// The values published by the last ``updateVariables()``, by symbol, with the variable
    /// each belonged to then (a symbol's id may go to another variable later).
    private var published: [PublishedValue] = []

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was added before,
    ///   ``SolverError/invalidStrength(_:)`` or ``SolverError/nonFiniteValue(_:)`` for bad
    ///   input, and ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required
    ///   constraint cannot hold together with the required constraints already present
    ///   (with a minimal set of them). On error the solver is unchanged.
    /// - Complexity: a pass over the constraint when it brings a variable seen for the first
    ///   time or its own slack or error can be basic; otherwise one solve with the basis, plus
    ///   the pivots needed to re-optimise.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.addConstraint(constraint)
    }

    /// Adds constraints in order. Stops at the first error; the ones before it stay added.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try core.addConstraint(constraint) }
    }

    /// Removes a constraint added before, and restores the solution the remaining constraints
    /// give.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.removeConstraint(constraint)
    }

    /// Replaces a constraint by the same constraint with another constant (its terms, relation
    /// and strength the same), re-solving incrementally as ``suggestValue(_:for:)`` does: only
    /// the constraint's right-hand side moves, and the dual simplex restores optimality. This
    /// is how a layout engine animates a constraint's constant without removing and adding it.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if `constraint` is not in the solver (or
    ///   is an edit constraint), ``SolverError/duplicateConstraint(_:)`` if `replacement` is,
    ///   ``SolverError/nonFiniteValue(_:)`` for a non-finite constant,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` when a required constraint
    ///   cannot hold with its new constant (with the required constraints it conflicts with),
    ///   and ``SolverError/internalError(_:)`` when `replacement` differs in more than its
    ///   constant. On error the solver is unchanged.
    /// - Complexity: one solve with the basis, plus the dual pivots.
    public func replaceConstant(of constraint: Constraint, with replacement: Constraint) throws(SolverError) {
        try core.replaceConstant(of: constraint, with: replacement)
    }

    /// True when the constraint has been added and not removed.
    public func contains(_ constraint: Constraint) -> Bool {
        core.registry.info(constraint).map { !$0.isEdit } ?? false
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] { core.registry.constraints(includingEdits: false).map(\.constraint) }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: values suggested for it hold with `strength`.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)`` when `strength` is required, or
    ///   ``SolverError/invalidStrength(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Stops `variable` being an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// True when `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.registry.edit(variable) != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, or
    ///   ``SolverError/nonFiniteValue(_:)`` for NaN or an infinity.
    /// - Complexity: one solve with the basis, plus the dual pivots.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try core.suggestValue(value, for: variable)
    }

    // MARK: Values

    /// Publishes the current solution: after this call, ``value(of:)`` returns it.
    ///
    /// Values that miss the rows of the constraints by more than rounding are refined first;
    /// if even refined they miss a required constraint, the basis cannot be trusted, and the
    /// solver is rebuilt with the strongest constraints first before it publishes (see
    /// <doc:Accuracy>). Neither happens on a well-scaled system such as a layout.
    ///
    /// - Complexity: one solve for the variables' values, then O(number of symbols); with a
    ///   refinement, a pass over the constraints per step; with a rebuild, a fresh build.
    public func updateVariables() {
        let refined = core.publishableValues()
        core.publish(refined: refined, into: &published)
    }

    /// The value of `variable` in the solution published by the last ``updateVariables()``;
    /// zero for a variable no constraint mentions, or one added since that call.
    public func value(of variable: Variable) -> Double {
        guard let symbol = core.registry.symbol(of: variable), symbol.index < published.count,
            published[symbol.index].variable == UInt(bitPattern: ObjectIdentifier(variable))
        else { return 0 }
        return published[symbol.index].value
    }

    /// The value of `variable` in the current solution, without publishing anything (unlike
    /// ``updateVariables()`` followed by ``value(of:)``); zero for a variable no constraint
    /// mentions.
    ///
    /// - Complexity: O(1) after ``updateVariables()``; otherwise one solve restricted to what
    ///   the variable depends on.
    public func currentValue(of variable: Variable) -> Double {
        guard let symbol = core.registry.symbol(of: variable) else { return 0 }
        let value = core.publishedValue(of: symbol)
        return value == 0 ? 0 : value // no negative zero
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        core = SolverCore()
        published = []
    }

    // MARK: Statistics

    /// The size of the system and the work done so far.
    public struct Statistics: Sendable, Equatable {
        /// Rows: the constraints, edit constraints included (one basic symbol each).
        public var rows: Int
        /// Symbols in use: variables plus the slack, error and dummy symbols of constraints.
        public var symbols: Int
        /// Terms summed over all rows of the constraint matrix.
        public var terms: Int
        /// Distinct non-required priorities in use.
        public var priorities: Int
        /// Simplex pivots performed since the solver was created.
        public var pivots: Int
        /// Times the basis was factored afresh since the solver was created.
        public var refactorizations: Int
    }

    /// The size of the system and the number of pivots so far.
    public var statistics: Statistics {
        Statistics(
            rows: core.rowCount, symbols: core.symbolCount, terms: core.termCount,
            priorities: core.objectives.levelCount, pivots: core.statistics.pivots,
            refactorizations: core.statistics.refactorizations)
    }
}

extension Solver {
    /// For each variable, whether every optimal solution gives it the same value
    /// (``VariableFreedom/determined``) or not (``VariableFreedom/free``: Auto Layout's
    /// ambiguity). Steps that degenerate rows block are settled with a small dense linear
    /// program of their own. A variable no constraint mentions is free. Reads the
    /// current optimum; changes nothing.
    ///
    /// - Complexity: one FTRAN per non-basic symbol whose reduced costs are all zero (none in
    ///   a layout that determines every view and has no constraint slack at no cost).
    package func freedom(of variables: [Variable]) -> [VariableFreedom] {
        core.freedom(of: variables)
    }

    /// Every broken invariant of the solver's state (basic values and reduced costs against
    /// a fresh computation, bounds, optimality); empty when consistent. For tests and the
    /// oracle's long run: it costs a refactorization.
    package func invariantViolations() -> [String] {
        core.invariantViolations()
    }
}
