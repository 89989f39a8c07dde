// Iterative refinement of the published values against the rows of A as written.
//
// The values of the basic variables follow from P, `x_E = P⁻¹ (b_D − A_D,R x_R)`, and the basic
// values of S from the reduced rows. When a variable is defined through a coefficient much
// smaller than the rest of its reduced row (the only variable left in it), P is ill-conditioned
// even if the basis as a whole is not: the reduced rows carry numbers of 1e11, and the last bit
// of a basic value of S moves a variable by 1e-3 (a P of condition 3e12 beside a whole basis of
// condition 3e3 was measured on a reproduction). The residual `r = b − A x` of the rows as
// written is computed from small numbers, and correction solves with the same factors,
// `B δ = r` by blocks, take the amplified rounding out (Wilkinson's iterative refinement: each
// step shrinks the error while the factors' growth times the unit roundoff is below one). Each
// step corrects S's symbols as well as the variables, so that the next residual counts both:
// correcting the variables alone stalled at a tenth of a row's magnitude on that P.
//
// The refined values are only published: the simplexes' tolerances keep reading the values that
// follow from P, so refinement never changes a pivot.

/// Basic values refined against A: the variables by slot of P and the symbols of S by slot of S.
/// Only the variables are published; S's part is kept so that each step's residual counts the
/// corrections made so far to both.
struct RefinedValues {
    var variables: [Double]
    var simplex: [Double]
}

/// A published value and its variable's identity (0: no variable), 16 bytes: an optional
/// identifier would pad each element to 24, for every symbol of the solver.
struct PublishedValue {
    let variable: UInt
    let value: Double
}

extension SolverCore {
    /// A row's residual calls for refinement beyond this times its magnitude `1 + |b| + Σ
    /// |aⱼ·xⱼ|`: below it the values hold as well as rounding allows and nothing is solved, so
    /// a layout's values stay as they were, bit for bit.
    static let refinementThreshold = 1e-13

    /// The most correction steps: each gains about as many digits as the factors lose (a P
    /// whose condition is 1e12 still gains three), and a step that gains nothing ends it.
    static let refinementSteps = 4

    /// Computes the variables' values for the present state, and their refinement when some
    /// row of A misses by more than rounding (kept only if it makes the rows hold better).
    /// Returns the refined values, nil when there are none.
    @discardableResult
    mutating func refreshPublishedValues() -> RefinedValues? {
        refreshVariableValues()
        guard work.refinedFor != valueState else { return work.refinedValues }
        work.refinedValues = nil
        work.refinedFor = valueState
        work.refinedResidual = 0
        var values = RefinedValues(variables: work.variableValues, simplex: basis.allValues)
        let (residuals, worst) = rowResiduals(values)
        guard worst > Self.refinementThreshold else { return nil }
        var best = (residuals: residuals, worst: worst)
        for _ in 0..<Self.refinementSteps where best.worst > Self.refinementThreshold {
            let next = corrected(values, best.residuals)
            let measured = rowResiduals(next)
            guard measured.worst < best.worst else { break }
            (values, best) = (next, measured)
        }
        if best.worst < worst { work.refinedValues = values }
        work.refinedResidual = best.worst
        return work.refinedValues
    }

    /// A variable's published value: refined if ``refreshPublishedValues()`` refined it for the
    /// present state, otherwise as it follows from P.
    mutating func publishedValue(of symbol: Symbol) -> Double {
        guard work.refinedFor == valueState, let refined = work.refinedValues else { return currentValue(of: symbol) }
        return storedValue(of: symbol, refined: refined)
    }

    /// Every symbol's published value, by symbol id, into `published` (emptied first): a
    /// variable's value right after ``refreshPublishedValues()`` returned `refined`, with no
    /// negative zero; zero for any other symbol. In one call, so that the solver's parts are
    /// read in place, not reached through the ``Solver`` for each symbol.
    func publish(refined: RefinedValues?, into published: inout [PublishedValue]) {
        published.removeAll(keepingCapacity: true)
        published.reserveCapacity(registry.symbolCapacity)
        for index in 0..<registry.symbolCapacity {
            let symbol = Symbol(index)
            guard kind(symbol) == .external, let variable = registry.variable(symbol) else {
                published.append(PublishedValue(variable: 0, value: 0))
                continue
            }
            let value = storedValue(of: symbol, refined: refined)
            published.append(
                PublishedValue(variable: UInt(bitPattern: ObjectIdentifier(variable)), value: value == 0 ? 0 : value))
        }
    }

    /// A symbol's value right after ``refreshPublishedValues()`` returned `refined`: no check of
    /// the state per symbol, for publishing every variable at once.
    func storedValue(of symbol: Symbol, refined: RefinedValues?) -> Double {
        guard let refined else { return storedValue(of: symbol) }
        if let slot = defining.slot(of: symbol) { return refined.variables[slot.index] }
        return basis.slot(of: symbol).map { refined.simplex[$0.index] } ?? 0
    }

    /// The values corrected by one solve of `B δ = r` by blocks: `z = P⁻¹ r_D`, the reduced
    /// residual `r' = r_S − A_S,E z`, `δ_R = S⁻¹ r'`, `δ_E = P⁻¹ (r_D − A_D,R δ_R)`.
    private mutating func corrected(_ values: RefinedValues, _ residuals: [(row: Row, value: Double)])
        -> RefinedValues
    {
        solveDefining(residuals, minus: nil)
        work.input.clear()
        for (row, value) in residuals where reduced.isSimplexRow(row) { work.input.set(row.index, value) }
        for row in reduced.rows {
            for entry in matrix.entries(of: row) {
                guard let slot = defining.slot(of: entry.symbol), work.definingOutput[slot.index] != 0 else { continue }
                work.input.add(row.index, -entry.value * work.definingOutput[slot.index])
            }
        }
        basis.solve(&work.input, into: &work.column)
        solveDefining(residuals, minus: work.column)
        var next = values
        for position in work.column.positions where basis.symbol(in: Slot(position)) != nil {
            next.simplex[position] += work.column[position]
        }
        for slot in defining.slots { next.variables[slot.index] += work.definingOutput[slot.index] }
        return next
    }

    /// `P⁻¹ (r_D − A_D,R δ_R)` into ``Workspace/definingOutput``, `δ_R` by slot of S (none: zero).
    private mutating func solveDefining(_ residuals: [(row: Row, value: Double)], minus delta: SparseVector?) {
        work.definingInput.clear()
        for (row, value) in residuals where defining.isDefining(row) { work.definingInput.set(row.index, value) }
        if let delta {
            for position in delta.positions {
                guard let symbol = basis.symbol(in: Slot(position)) else { continue }
                for entry in matrix.column(symbol) where defining.isDefining(entry.row) {
                    work.definingInput.add(entry.row.index, -entry.value * delta[position])
                }
            }
        }
        defining.solve(&work.definingInput, into: &work.definingOutput)
    }

    /// The residuals `b − A x` of the live rows with the basic symbols at `values`, and the
    /// largest of them relative to its row's magnitude.
    private func rowResiduals(_ values: RefinedValues) -> (residuals: [(row: Row, value: Double)], worst: Double) {
        var residuals: [(row: Row, value: Double)] = [], worst = 0.0
        for row in matrix.liveRows {
            var sum = matrix.rhs[row.index], size = 1 + abs(sum)
            for entry in matrix.entries(of: row) {
                let value = storedValue(of: entry.symbol, refined: values)
                sum -= entry.value * value
                size += abs(entry.value * value)
            }
            if sum != 0 { residuals.append((row, sum)) }
            worst = max(worst, abs(sum) / size)
        }
        return (residuals, worst)
    }
}
