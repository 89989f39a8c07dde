// Edit variables: a non-required constraint `variable == value` whose value moves. Moving it
// moves one right-hand side; the basic values follow (one FTRAN) and the dual simplex brings
// back any pushed out of bounds, keeping every objective optimal.

extension SolverCore {
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if registry.edit(variable) != nil { throw .duplicateEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        if strength.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try insert(constraint, isEdit: true)
        registry.recordEdit(variable, constraint: constraint)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = registry.edit(variable), let info = registry.info(edit.constraint) else {
            throw .unknownEditVariable(variable)
        }
        registry.forgetEdit(variable)
        try delete(info)
    }

    /// Moves the edit constraint of `variable` to `value`: its row's right-hand side moves by
    /// `δ` (scaled), and with it the reduced right-hand sides of the simplex rows; S's basic
    /// values follow (one FTRAN) and the dual simplex restores the bounds.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard let edit = registry.edit(variable), let info = registry.info(edit.constraint) else {
            throw .unknownEditVariable(variable)
        }
        let delta = (value - edit.value) * matrix.scale[info.row.index]
        if delta == 0 { return }
        do {
            try moveRightHandSide(of: info.row, by: delta)
        } catch {
            throw .internalError("\(error) after suggesting \(value) for \(variable)")
        }
        registry.setEditValue(value, for: variable)
        refactorIfDue()
    }

    /// Moves row `row`'s right-hand side by `delta`: the basic values follow (one FTRAN), the
    /// dual simplex restores the bounds and the primal simplex the optimum. On failure
    /// everything is as it was, bit for bit.
    mutating func moveRightHandSide(of row: Row, by delta: Double) throws(SimplexFailure) {
        let checkpoint = openJournal()
        let shifts = reducedShifts(whenRowMoves: row, by: delta)
        let kept = (matrix: matrix.rhs[row.index], reduced: shifts.map { reduced.rightHandSide(of: $0.row) })
        matrix.shiftRightHandSide(of: row, by: delta)
        work.input.clear()
        for (row, shift) in shifts {
            reduced.shiftRightHandSide(of: row, by: shift)
            work.input.add(row.index, shift)
        }
        basis.solve(&work.input, into: &work.column)
        basis.moveValues(by: work.column, times: 1)
        for position in work.column.positions { noteValueChanged(in: Slot(position)) }
        do {
            try dualOptimize()
            try optimizeWithinBounds()
        } catch {
            rollBackJournal(checkpoint)
            matrix.restoreRightHandSide(of: row, to: kept.matrix)
            for (shift, value) in zip(shifts, kept.reduced) { reduced.restoreRightHandSide(of: shift.row, to: value) }
            throw error
        }
        commitJournal()
    }

    /// How the reduced right-hand sides move when row `row`'s moves by `delta`: by `delta`
    /// itself for a simplex row; for a defining row, the basic variables move by `P⁻¹ eᵣ δ`
    /// and each simplex row by minus its coefficients on them times that.
    mutating func reducedShifts(whenRowMoves row: Row, by delta: Double) -> [(row: Row, shift: Double)] {
        if reduced.isSimplexRow(row) { return [(row, delta)] }
        work.definingInput.clear()
        work.definingInput.set(row.index, delta)
        defining.solve(&work.definingInput, into: &work.definingOutput)
        var shifts = SparseVector()
        for position in work.definingOutput.positions {
            let change = work.definingOutput[position]
            guard change != 0, let variable = defining.variable(in: Slot(position)) else { continue }
            for entry in matrix.column(variable) where reduced.isSimplexRow(entry.row) {
                shifts.add(entry.row.index, -entry.value * change)
            }
        }
        return shifts.sortedPositions.map { (Row($0), shifts[$0]) }
    }
}
