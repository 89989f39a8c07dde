// Adding a constraint: its row joins A (``makeRow(for:isEdit:)``), then gets one basic
// symbol (``join(_:)``, rules 1 to 4 in SolverCore+Join.swift), and the simplexes restore
// the bounds and the objectives.
//
// Everything runs in the journal: on failure the solver is as it was, bit for bit.

extension SolverCore {
    /// The row made for a constraint and the symbols allocated for it.
    struct NewRow {
        let row: Row
        let marker: Symbol
        let other: Symbol?
        let variables: [Symbol]
        let allocated: [Symbol]
        let symbolCountBefore: Int

        /// The row's own slack, error or dummy symbols, marker first.
        var ownSymbols: [Symbol] { other.map { [marker, $0] } ?? [marker] }
    }

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if registry.info(constraint) != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        try insert(constraint, isEdit: false)
    }

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

    /// Adds a validated constraint (see the file's comment).
    ///
    /// A refusal whose certificate does not hold on its own — the certificate's constraints
    /// and this one fit together in a fresh solver — comes from rounding in this solver's
    /// factors and reduced rows, not from the constraints: the solver is rebuilt from A and
    /// tries once more, then once more rebuilt with the strongest constraints first, which
    /// takes other pivots. If both fail, the solver is restored as it was, bit for bit. The other
    /// way round, a miss the dual simplex lets be as rounding of the values is refused when the
    /// certificate's constraints are refused in a fresh solver too (``dualOptimize(adding:)``).
    mutating func insert(_ constraint: Constraint, isEdit: Bool, mayRebuild: Bool = true) throws(SolverError) {
        do {
            try attemptInsert(constraint, isEdit: isEdit)
        } catch let failure where mayRebuild && isRounding(failure, adding: constraint) {
            let saved = self
            var last = failure
            for strongestFirst in [false, true] {
                // A rebuild that loses a constraint is no fresh start: the next order is tried.
                if rebuild(strongestFirst: strongestFirst).isEmpty {
                    do throws(SimplexFailure) {
                        try attemptInsert(constraint, isEdit: isEdit)
                        return
                    } catch {
                        last = error
                    }
                }
                self = saved
            }
            throw describe(last, adding: constraint)
        } catch {
            throw describe(error, adding: constraint)
        }
    }

    /// True when a failure comes from rounding, not from the constraints: a refusal whose
    /// certificate does not refuse on its own, or a breakdown of the arithmetic.
    private mutating func isRounding(_ failure: SimplexFailure, adding constraint: Constraint) -> Bool {
        switch failure {
        case .infeasible(let certificate): return conflict(among: certificate, adding: constraint) == nil
        case .breakdown: return true
        case .unbounded, .iterationLimit: return false
        }
    }

    /// One attempt at adding `constraint`; on failure, the solver is as it was.
    private mutating func attemptInsert(_ constraint: Constraint, isEdit: Bool) throws(SimplexFailure) {
        let strength = constraint.strength
        if !strength.isRequired { _ = objectives.ensureLevel(strength.priority) }
        let checkpoint = openJournal()
        let made = makeRow(for: constraint, isEdit: isEdit)
        do {
            if try join(made, adding: constraint) { try optimizeWithinBounds(adding: constraint) }
        } catch {
            rollBackJournal(checkpoint)
            reduced.remove(made.row)
            undo(made, of: constraint)
            throw error
        }
        commitJournal()
        for variable in made.variables { registry.countUse(of: variable, by: 1) }
        if !strength.isRequired { objectives.count(strength.priority, by: 1) }
        refactorIfDue()
    }

    /// Takes back a row that failed to join, and its symbols; drops a level made for it.
    private mutating func undo(_ made: NewRow, of constraint: Constraint) {
        registry.undoRecord(constraint)
        matrix.undoAppend(made.row)
        for symbol in [made.marker] + (made.other.map { [$0] } ?? []) { objectives.setCost(symbol, nil) }
        registry.undoAllocations(made.allocated, countBefore: made.symbolCountBefore)
        if !constraint.strength.isRequired { objectives.count(constraint.strength.priority, by: 0) }
    }

    private mutating func describe(_ failure: SimplexFailure, adding constraint: Constraint) -> SolverError {
        switch failure {
        case .infeasible(let certificate):
            let others = certificate.filter { $0 !== constraint }
            return .unsatisfiableConstraint(constraint, conflicts: explainConflict(constraint, certificate: others))
        case .unbounded(let symbol):
            return .internalError("the objective is unbounded along \(symbol) after adding \(constraint)")
        case .iterationLimit:
            return .internalError("the simplex did not converge after adding \(constraint)")
        case .breakdown:
            return .internalError("a pivot of zero (rounding) after adding \(constraint)")
        }
    }

    // MARK: The row

    /// Turns the constraint into a row of A (see ``ConstraintMatrix``), records it, and gives
    /// its errors their costs.
    mutating func makeRow(for constraint: Constraint, isEdit: Bool) -> NewRow {
        let symbolCountBefore = registry.symbolCapacity
        var allocated: [Symbol] = []
        let combined = Self.combinedTerms(constraint.expression)
        let largest = combined.reduce(0) { max($0, abs($1.coefficient)) }
        let scale = largest > 0 ? Double(sign: .plus, exponent: -largest.exponent, significand: 1) : 1
        var entries: [ConstraintMatrix.Entry] = []
        entries.reserveCapacity(combined.count + 2)
        // A coefficient below 2⁻⁵⁰ of the row's largest cannot move a result beyond rounding:
        // its variable stays out of the row (and out of the solver, if it is new).
        for term in combined where abs(term.coefficient) > largest * 0x1p-50 {
            let (symbol, isNew) = registry.symbol(for: term.variable)
            if isNew { allocated.append(symbol) }
            entries.append(ConstraintMatrix.Entry(symbol: symbol, value: term.coefficient * scale))
        }
        let variables = entries.map { $0.symbol }
        let (marker, other) = ownSymbols(for: constraint, allocated: &allocated)
        entries.append(marker)
        if let other { entries.append(other) }
        let row = matrix.appendRow(entries, rhs: -constraint.expression.constant * scale, scale: scale)
        reserveSymbols(registry.symbolCapacity)
        registry.record(constraint, row: row, marker: marker.symbol, other: other?.symbol, isEdit: isEdit)
        if !constraint.strength.isRequired, let level = objectives.level(of: constraint.strength.priority) {
            for entry in [marker, other] {
                guard let symbol = entry?.symbol, kind(symbol) == .error else { continue }
                objectives.setCost(symbol, (constraint.strength.priority, 1 / scale))
                objectives.add(1 / scale, to: symbol, level: level)
            }
        }
        return NewRow(
            row: row, marker: marker.symbol, other: other?.symbol, variables: variables, allocated: allocated,
            symbolCountBefore: symbolCountBefore)
    }

    /// The expression's terms with each variable once (coefficients summed) and no zero
    /// coefficient, in order of first appearance: the expression's own terms when they are
    /// so already (most are: a view's edge and size).
    static func combinedTerms(_ expression: Expression) -> [Term] {
        let terms = expression.terms
        if Self.areCombined(terms) { return terms }
        var combined: [Term] = []
        combined.reserveCapacity(terms.count)
        for term in terms where term.coefficient != 0 {
            if let index = combined.firstIndex(where: { $0.variable === term.variable }) {
                combined[index].coefficient += term.coefficient
            } else {
                combined.append(term)
            }
        }
        return combined
    }

    private static func areCombined(_ terms: [Term]) -> Bool {
        for (index, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            for other in terms[..<index] where other.variable === term.variable { return false }
        }
        return true
    }

    /// The row's own symbols and their coefficients, marker first: `<=` gets `+s (-e)`, `>=`
    /// gets `-s (+e)`, a required `==` a dummy `+d`, a non-required one `-e⁺ +e⁻`.
    private mutating func ownSymbols(
        for constraint: Constraint, allocated: inout [Symbol]
    ) -> (marker: ConstraintMatrix.Entry, other: ConstraintMatrix.Entry?) {
        func make(_ kind: SymbolKind, _ coefficient: Double) -> ConstraintMatrix.Entry {
            let symbol = registry.allocate(kind, owner: constraint)
            allocated.append(symbol)
            return ConstraintMatrix.Entry(symbol: symbol, value: coefficient)
        }
        let isRequired = constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = make(.slack, sign)
            return (slack, isRequired ? nil : make(.error, -sign))
        case .equal:
            if isRequired { return (make(.dummy, 1), nil) }
            let first = make(.error, -1)
            return (first, make(.error, 1))
        }
    }
}
