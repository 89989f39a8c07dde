// Iterative refinement of the published values against the rows of A as written.
//
// The values of the basic variables follow from P, `x_E = P⁻¹ (b_D − A_D,R x_R)`, and the basic
// values of S from the reduced rows. When a variable is defined through a coefficient much
// smaller than the rest of its reduced row (the only variable left in it), P is ill-conditioned
// even if the basis as a whole is not: the reduced rows carry numbers of 1e11, and the last bit
// of a basic value of S moves a variable by 1e-3. No value of S's symbols then makes the rows
// hold within the accuracy rule, so the error cannot be mended there. It can be mended in the
// variables: the residual `r = b − A x` of the rows as written is computed from small numbers,
// and one correction solve with the same factors, `B δ = r` by blocks, takes the amplified
// rounding out of `x_E` (Wilkinson's iterative refinement: each step shrinks the error while the
// factors' growth times the unit roundoff is below one).
//
// The refined values are only published: the simplexes' tolerances keep reading the values that
// follow from P, so refinement never changes a pivot.

extension SolverCore {
    /// A row's residual calls for refinement beyond this times its magnitude `1 + |b| + Σ
    /// |aⱼ·xⱼ|`: below it the values hold as well as rounding allows and nothing is solved, so
    /// a layout's values stay as they were, bit for bit.
    static let refinementThreshold = 1e-13

    /// Computes the variables' values for the present state, and their refinement when some
    /// row of A misses by more than rounding (kept only if it makes the rows hold better).
    /// Returns the refined values (by slot of P), nil when there are none.
    @discardableResult
    mutating func refreshPublishedValues() -> [Double]? {
        refreshVariableValues()
        guard work.refinedFor != valueState else { return work.refinedValues }
        work.refinedValues = nil
        work.refinedFor = valueState
        let (residuals, worst) = rowResiduals(work.variableValues)
        guard worst > Self.refinementThreshold else { return nil }
        let refined = correctedValues(residuals)
        if rowResiduals(refined).worst < worst { work.refinedValues = refined }
        return work.refinedValues
    }

    /// A variable's published value: refined if ``refreshPublishedValues()`` refined it for the
    /// present state, otherwise as it follows from P.
    mutating func publishedValue(of symbol: Symbol) -> Double {
        guard work.refinedFor == valueState, let refined = work.refinedValues else { return currentValue(of: symbol) }
        return storedValue(of: symbol, refined: refined)
    }

    /// A symbol's value right after ``refreshPublishedValues()`` returned `refined`: no check of
    /// the state per symbol, for publishing every variable at once.
    func storedValue(of symbol: Symbol, refined: [Double]?) -> Double {
        if let refined, let slot = defining.slot(of: symbol) { return refined[slot.index] }
        return storedValue(of: symbol)
    }

    /// The variables' values corrected by one solve of `B δ = r` by blocks: `z = P⁻¹ r_D`, the
    /// reduced residual `r' = r_S − A_S,E z`, `δ_R = S⁻¹ r'`, `δ_E = P⁻¹ (r_D − A_D,R δ_R)`.
    /// Only `x_E` takes the correction: `δ_R` is below the last bit of S's values when P is
    /// what amplifies.
    private mutating func correctedValues(_ residuals: [(row: Row, value: Double)]) -> [Double] {
        work.definingInput.clear()
        for (row, value) in residuals where defining.isDefining(row) { work.definingInput.set(row.index, value) }
        defining.solve(&work.definingInput, into: &work.definingOutput)
        let z = work.definingOutput
        work.input.clear()
        for (row, value) in residuals where reduced.isSimplexRow(row) { work.input.set(row.index, value) }
        for row in reduced.rows {
            for entry in matrix.entries(of: row) {
                guard let slot = defining.slot(of: entry.symbol), z[slot.index] != 0 else { continue }
                work.input.add(row.index, -entry.value * z[slot.index])
            }
        }
        basis.solve(&work.input, into: &work.column)
        work.definingInput.clear()
        for (row, value) in residuals where defining.isDefining(row) { work.definingInput.set(row.index, value) }
        for position in work.column.positions {
            guard let symbol = basis.symbol(in: Slot(position)) else { continue }
            for entry in matrix.column(symbol) where defining.isDefining(entry.row) {
                work.definingInput.add(entry.row.index, -entry.value * work.column[position])
            }
        }
        defining.solve(&work.definingInput, into: &work.definingOutput)
        var values = work.variableValues
        for slot in defining.slots { values[slot.index] += work.definingOutput[slot.index] }
        return values
    }

    /// The residuals `b − A x` of the live rows with the basic variables at `values` (by slot
    /// of P), and the largest of them relative to its row's magnitude.
    private func rowResiduals(_ values: [Double]) -> (residuals: [(row: Row, value: Double)], worst: Double) {
        var residuals: [(row: Row, value: Double)] = [], worst = 0.0
        for row in matrix.liveRows {
            var sum = matrix.rhs[row.index], size = 1 + abs(sum)
            for entry in matrix.entries(of: row) {
                let value = defining.slot(of: entry.symbol).map { values[$0.index] } ?? basis.value(of: entry.symbol)
                sum -= entry.value * value
                size += abs(entry.value * value)
            }
            if sum != 0 { residuals.append((row, sum)) }
            worst = max(worst, abs(sum) / size)
        }
        return (residuals, worst)
    }
}
