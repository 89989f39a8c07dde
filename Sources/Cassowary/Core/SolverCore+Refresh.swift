// Making the numbers afresh. The pivot logs grow with every pivot, and every pivot carries the
// rounding of its solve into the values and reduced costs that follow; from time to time both
// parts of the basis are factored anew, and the basic values and reduced costs are computed
// from the reduced rows directly. Anything the fresh numbers show out of place (a value just
// below its bound, a reduced cost just negative) is then put right by the simplexes.

extension SolverCore {
    /// Refreshes when a pivot log has grown past the factors it started from, or when the
    /// factors hold more removed rows than a fraction of the live ones. (Waiting until the log
    /// is twice the factors saves a fifth of a grid's rotation, but the reduced costs then
    /// drift further between refreshes: the long oracle run found a level left above its
    /// optimum on a system of small coefficients.)
    mutating func refactorIfDue() {
        let s = basis.inverse
        let tookWeakPivot = s.weakEtaCount > 0 || defining.weakEtaCount > 0
        let pivotsDue =
            pivotLogIsLong || s.etaEntryCount > s.baseEntryCount + 256
            || defining.etaEntryCount > defining.baseEntryCount + 256 || tookWeakPivot
        let removalsDue = basis.retiredSlots.count > reduced.count / 2 + 16
        if tookWeakPivot { statistics.weakOperations += 1 }
        if pivotsDue || removalsDue { refresh() }
    }

    /// The values to publish (``refreshPublishedValues()``), after a repair when they miss
    /// a required constraint by more than ``Tolerance/ownRowMiss`` of its terms. They are
    /// checked when refinement could not make every row hold, or once the solver has taken
    /// a weak pivot (its values can then miss although every row holds: 2,132 in a system
    /// whose weak pivots came long before). The basis is then too ill-conditioned for any
    /// factoring of it to be trusted (a pivot of 4.8e-7 beside 0.78 took the values through
    /// 1e9, and a required row tight in the basis's own arithmetic missed by 68 at the
    /// values that follow from it). The solver is rebuilt with the strongest constraints
    /// first, which takes other pivots, and the rebuild is kept when it loses no constraint
    /// and every required one holds. The grids take no weak pivot and their rows hold to
    /// 1e-13, so their values are neither refined nor checked here.
    mutating func publishableValues() -> RefinedValues? {
        let refined = refreshPublishedValues()
        let suspect = work.refinedResidual > Tolerance.ownRowMiss || statistics.weakOperations > 0
        guard suspect, missesARequiredConstraint() else { return refined }
        var rebuilt = self
        guard rebuilt.rebuild(strongestFirst: true).isEmpty, !rebuilt.missesARequiredConstraint() else {
            return refined
        }
        self = rebuilt
        return refreshPublishedValues()
    }

    /// Whether some required constraint misses, at the values the solver would publish, by
    /// more than ``Tolerance/ownRowMiss`` of its terms.
    mutating func missesARequiredConstraint() -> Bool {
        let refined = refreshPublishedValues()
        func value(_ variable: Variable) -> Double {
            registry.symbol(of: variable).map { storedValue(of: $0, refined: refined) } ?? 0
        }
        for info in registry.constraints(includingEdits: false) where info.constraint.strength.isRequired {
            let expression = info.constraint.expression
            let size = expression.terms.reduce(abs(expression.constant)) {
                $0 + abs($1.coefficient * value($1.variable))
            }
            if !info.constraint.isSatisfied(by: value, tolerance: Tolerance.ownRowMiss * size) { return true }
        }
        return false
    }

    /// True when S's log holds as many pivots as are worth reading through before factoring
    /// it afresh: half as many as S has rows (at least 400). A factoring costs about as much
    /// as reading every row's pivots once; at an eighth, a grid's rotation spent a third of
    /// its time factoring.
    var pivotLogIsLong: Bool { basis.inverse.etaCount >= max(400, reduced.count / 2) }

    /// Factors both parts anew and recomputes the basic values and reduced costs; then
    /// restores the invariants the fresh numbers may show broken by rounding.
    mutating func refresh() {
        guard refactorAndRecompute() else { return }
        try? dualOptimize()
        try? optimize()
    }

    /// Factors both parts anew and recomputes the basic values and reduced costs; false (and
    /// nothing changed) when a part is singular.
    mutating func refactorAndRecompute() -> Bool {
        var refactored = self
        guard refactored.defining.refactor(column: { matrix.column($0).map { ($0.row, $0.value) } }),
            refactored.basis.refactor(column: { reduced.column($0).map { ($0.row, $0.value) } })
        else {
            return false
        }
        self = refactored
        matrix.releaseRetiredRows()
        statistics.refactorizations += 1
        recomputeValues()
        recomputeReducedCosts()
        return true
    }

    /// `x_S = S⁻¹ b'`.
    mutating func recomputeValues() {
        work.input.clear()
        for row in reduced.rows { work.input.set(row.index, reduced.rightHandSide(of: row)) }
        basis.solve(&work.input, into: &work.column)
        for slot in basis.liveSlots {
            basis.setValue(work.column[slot.index], in: slot)
            noteValueChanged(in: slot)
        }
    }

    /// For each level, `d = c - A'ᵀ S⁻ᵀ c_B` over the non-basic slacks, errors and dummies
    /// (one BTRAN and a pass over A' per level).
    private mutating func recomputeReducedCosts() {
        let levels = objectives.levelCount, symbols = registry.symbolCapacity
        var fresh = [[Double]](repeating: [Double](repeating: 0, count: symbols), count: levels)
        for level in 0..<levels {
            let priority = objectives.priorities[level]
            work.input.clear()
            for slot in basis.liveSlots {
                if let cost = objectives.cost(of: basis.symbol(in: slot)!), cost.priority == priority {
                    work.input.set(slot.index, cost.weight)
                }
            }
            basis.solveTransposed(&work.input, into: &work.multipliers)
            combineRowsIntoRow(weightedBy: work.multipliers)
            for symbol in 0..<symbols where isMovableNonBasic(Symbol(symbol)) {
                var value = -work.row[symbol]
                if let cost = objectives.cost(of: Symbol(symbol)), cost.priority == priority { value += cost.weight }
                fresh[level][symbol] = value
            }
        }
        objectives.reserveSymbols(symbols)
        objectives.replaceAll(fresh)
    }

    /// A new solver with the same constraints, edit variables and suggested values, in the
    /// order they came (or, `strongestFirst`, by strength, required first, then in that order):
    /// after a defining row leaves (the rows are sorted into defining and simplex rows afresh),
    /// or as the last resort after a failure that left the solver inconsistent. A constraint
    /// that rounding makes fail is tried again after all the others; those that still fail are
    /// returned (and are no longer in the solver).
    @discardableResult
    mutating func rebuild(strongestFirst: Bool = false) -> [Constraint] {
        var constraints = registry.constraints(includingEdits: true)
        if strongestFirst {
            constraints = constraints.enumerated().sorted {
                let (a, b) = ($0.element.constraint.strength.priority, $1.element.constraint.strength.priority)
                return a != b ? a > b : $0.offset < $1.offset
            }.map { $0.element }
        }
        let edits = registry.edits.values.map { $0 }
        var fresh = SolverCore()
        fresh.conflicts = conflicts
        var failed: [Constraint] = []
        for info in constraints {
            if info.isEdit, let edit = edits.first(where: { $0.constraint === info.constraint }) {
                try? fresh.addEditVariable(edit.variable, strength: info.constraint.strength)
                try? fresh.suggestValue(edit.value, for: edit.variable)
            } else if !info.isEdit, (try? fresh.insert(info.constraint, isEdit: false, mayRebuild: false)) == nil {
                failed.append(info.constraint)
            }
        }
        failed = failed.filter { (try? fresh.insert($0, isEdit: false, mayRebuild: false)) == nil }
        fresh.statistics = statistics
        fresh.statistics.rebuilds += 1
        self = fresh
        return failed
    }
}
