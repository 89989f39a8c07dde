// Removing a constraint (kiwi's `removeConstraint`). A simplex row: its errors leave their
// objective, one of its own symbols is made basic (its column is a unit column of its row),
// and the row leaves with that symbol's slot; what remains is the basis of the other
// constraints, with the same values, recomputed from the factors (the updates of the removal
// leave crumbs where the departed constants cancel: 2e-28 where every constant left is 0).
// Then the primal simplex re-optimises: the constraint may have held others back. A defining
// row takes its variable's definition with it: the other rows are sorted into defining and
// simplex rows afresh (``rebuild()``).

extension SolverCore {
    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let info = registry.info(constraint), !info.isEdit else { throw .unknownConstraint(constraint) }
        try delete(info)
    }

    /// Removes a constraint's row. Everything that can fail runs in the journal before the
    /// row goes; if the final re-optimisation fails, the solver is rebuilt from its
    /// constraints (the constraint stays removed), and only a constraint the rebuild loses is
    /// reported.
    mutating func delete(_ info: Registry.ConstraintInfo) throws(SolverError) {
        guard reduced.isSimplexRow(info.row) else {
            registry.forget(info.constraint)
            try rebuildReportingLosses(after: "removing \(info.constraint)")
            return
        }
        let checkpoint = openJournal()
        let slot: Slot
        do {
            dropCosts(of: info)
            slot = try makeOwnSymbolBasic(info)
        } catch {
            rollBackJournal(checkpoint)
            throw .internalError("\(error) while removing \(info.constraint)")
        }
        commitJournal()
        removeRow(info, slot: slot)
        recomputeValues()
        do {
            try optimizeWithinBounds()
        } catch {
            // Removing a constraint cannot make the others fail: rounding did. The solver made
            // afresh from them holds them all, or names those it lost.
            try rebuildReportingLosses(after: "removing \(info.constraint) (\(error))")
        }
        refactorIfDue()
    }

    /// Rebuilds the solver (``rebuild()``); constraints that rounding kept from being added
    /// back are named in an internal error (they are no longer in the solver). A rebuild that
    /// loses constraints is tried once more with the strongest constraints first, which takes
    /// other pivots (as for a refused add, see ``insert(_:isEdit:mayRebuild:)``); if that loses
    /// some too, the first rebuild stands.
    private mutating func rebuildReportingLosses(after change: String) throws(SolverError) {
        let before = self
        var lost = rebuild()
        if !lost.isEmpty {
            let first = self
            self = before
            if !rebuild(strongestFirst: true).isEmpty { self = first } else { lost = [] }
        }
        guard lost.isEmpty else {
            throw .internalError(
                "\(lost.map { "\($0)" }.joined(separator: "; ")) could not be added back after \(change)")
        }
    }

    /// The constraint's errors leave their objective. A non-basic error's reduced cost drops
    /// by its cost `w`; a basic error's cost leaves the basis: every reduced cost rises by `w`
    /// times its entry in the error's tableau row.
    private mutating func dropCosts(of info: Registry.ConstraintInfo) {
        for symbol in info.ownSymbols {
            guard let cost = objectives.cost(of: symbol), let level = objectives.level(of: cost.priority) else {
                continue
            }
            if let slot = basis.slot(of: symbol) {
                computeRow(of: slot)
                for position in work.row.positions {
                    objectives.add(cost.weight * work.row[position], to: Symbol(position), level: level)
                }
            } else {
                objectives.add(-cost.weight, to: symbol, level: level)
            }
            objectives.setCost(symbol, nil)
        }
    }

    /// The slot of one of the constraint's own symbols, pivoting the marker in when none is
    /// basic (kiwi's `getMarkerLeavingRow`): the basic values keep their bounds.
    private mutating func makeOwnSymbolBasic(_ info: Registry.ConstraintInfo) throws(SimplexFailure) -> Slot {
        for symbol in info.ownSymbols {
            if let slot = basis.slot(of: symbol) { return slot }
        }
        computeColumn(of: info.marker)
        guard let slot = markerLeavingSlot() else { throw .unbounded(info.marker) }
        pivot(entering: info.marker, slot: slot)
        return slot
    }

    /// The slot to pivot a non-basic marker into (its column in ``Workspace/column``) so that
    /// the other basic values keep their bounds:
    ///
    /// 1. a basic dummy the marker moves: the step is then zero, and nothing moves (any other
    ///    choice would push the dummy off zero);
    /// 2. among slacks and errors that fall as the marker rises (`α > 0`), the smallest
    ///    `x / α`;
    /// 3. else among those that rise with it, the smallest `x / -α`;
    /// 4. else a variable's slot.
    ///
    /// Ties go to the lowest symbol id.
    func markerLeavingSlot() -> Slot? {
        let tolerance = pivotTolerance(work.column)
        var dummy: (symbol: Symbol, slot: Slot)?
        var falling: (ratio: Double, symbol: Symbol, slot: Slot)?
        var rising: (ratio: Double, symbol: Symbol, slot: Slot)?
        var free: (symbol: Symbol, slot: Slot)?
        for position in work.column.positions {
            let slot = Slot(position)
            let alpha = work.column[position]
            guard let symbol = basis.symbol(in: slot), abs(alpha) > tolerance else { continue }
            if !kind(symbol).isRestricted {
                if free == nil || symbol < free!.symbol { free = (symbol, slot) }
                continue
            }
            if kind(symbol) == .dummy {
                if dummy == nil || symbol < dummy!.symbol { dummy = (symbol, slot) }
                continue
            }
            let candidate = (ratio: max(0, basis.value(in: slot)) / abs(alpha), symbol: symbol, slot: slot)
            if alpha > 0 {
                if falling == nil || (candidate.ratio, symbol) < (falling!.ratio, falling!.symbol) {
                    falling = candidate
                }
            } else if rising == nil || (candidate.ratio, symbol) < (rising!.ratio, rising!.symbol) {
                rising = candidate
            }
        }
        return dummy?.slot ?? falling?.slot ?? rising?.slot ?? free?.slot
    }

    /// Takes the row, its own symbols (one basic in `slot`) and the variables only it
    /// mentioned out of the solver.
    private mutating func removeRow(_ info: Registry.ConstraintInfo, slot: Slot) {
        basis.retire(slot)
        let variables = matrix.entries(of: info.row).map { $0.symbol }.filter { kind($0) == .external }
        reduced.remove(info.row)
        matrix.removeRow(info.row)
        registry.forget(info.constraint)
        for symbol in info.ownSymbols {
            objectives.clear(symbol)
            registry.free(symbol)
        }
        for variable in variables {
            registry.countUse(of: variable, by: -1)
            if registry.uses(variable) == 0 && !isBasic(variable) {
                objectives.clear(variable)
                registry.free(variable)
            }
        }
        let strength = info.constraint.strength
        if !strength.isRequired { objectives.count(strength.priority, by: -1) }
    }
}
