// Consistency checks for tests (swift-collections' `_checkInvariants` habit): each part's own
// bookkeeping, then what the solver keeps incrementally — the basic values and the reduced
// costs — against a fresh computation on a copy, and the two invariants of the optimum.

extension SolverCore {
    var rowCount: Int { matrix.liveRowCount }
    var symbolCount: Int { registry.symbolCount }
    var termCount: Int { matrix.entryCount }

    /// Describes every broken invariant; empty when the solver is consistent.
    func invariantViolations() -> [String] {
        var probe = self
        probe.commitJournal()
        var problems = probe.partViolations() + probe.optimalityViolations() + probe.rowViolations()
        var fresh = probe
        guard fresh.refactorAndRecompute() else { return problems + ["the basis is singular"] }
        problems += compareValues(with: fresh) + compareReducedCosts(with: fresh)
        return problems
    }

    /// Each part's bookkeeping: one basic symbol per row, variables basic in P only, and
    /// slacks, errors and dummies in S only, within their bounds.
    private mutating func partViolations() -> [String] {
        var problems: [String] = []
        let slots = basis.liveSlots
        if slots.count != reduced.count {
            problems.append("\(slots.count) basic symbols for \(reduced.count) simplex rows")
        }
        if defining.count + reduced.count != matrix.liveRowCount {
            problems.append(
                "\(defining.count) defining and \(reduced.count) simplex rows for \(matrix.liveRowCount) rows")
        }
        for slot in slots {
            let symbol = basis.symbol(in: slot)!
            if basis.slot(of: symbol) != slot { problems.append("\(symbol) does not know its slot \(slot)") }
            if !kind(symbol).isRestricted && kind(symbol) != .external {
                problems.append("\(kind(symbol)) \(symbol) is basic in S")
            }
            if isOutOfBounds(symbol) && missesItsRow(symbol) {
                problems.append("\(symbol) is out of bounds at \(basis.value(in: slot))")
            }
        }
        for slot in defining.slots where kind(defining.variable(in: slot)!) != .external {
            problems.append("\(defining.variable(in: slot)!) is basic in P")
        }
        return problems
    }

    /// No non-basic slack or error, nor a free variable moved either way, could improve an
    /// objective.
    private func optimalityViolations() -> [String] {
        (0..<registry.symbolCapacity).compactMap { index in
            let symbol = Symbol(index)
            let sign = objectives.lexicographicSign(of: symbol)
            let improves = kind(symbol).isPivotable ? sign < 0 : isFreeNonBasic(symbol) && sign != 0
            guard improves, !basis.isBasic(symbol) else { return nil }
            return "\(symbol) could still improve an objective"
        }
    }

    /// Every reduced row against the row reduced afresh (no variable left in it), and every
    /// row of A holding at the published values.
    private mutating func rowViolations() -> [String] {
        var problems: [String] = []
        for row in reduced.rows {
            let kept = reduced.entries(of: row)
            if let variable = kept.first(where: { defining.isBasic($0.symbol) }) {
                problems.append("reduced row \(row) holds basic variable \(variable.symbol)")
            }
            let (entries, rhs) = reduce(row)
            let size = 1 + abs(rhs) + entries.reduce(0) { $0 + abs($1.value) }
            var difference = abs(rhs - reduced.rightHandSide(of: row))
            for entry in entries {
                difference = max(difference, abs(entry.value - reduced.coefficient(entry.symbol, in: row)))
            }
            for entry in kept {
                difference = max(
                    difference, abs(entry.value - (entries.first { $0.symbol == entry.symbol }?.value ?? 0)))
            }
            if difference > 1e-9 * size { problems.append("reduced row \(row) is off by \(difference)") }
        }
        // The values published (refined where rounding in P calls for it): what users read.
        let refined = refreshPublishedValues()
        for row in matrix.liveRows {
            let residual = matrix.entries(of: row).reduce(matrix.rhs[row.index]) {
                $0 - $1.value * storedValue(of: $1.symbol, refined: refined)
            }
            let size = matrix.magnitude(of: row, values: { storedValue(of: $0, refined: refined) })
            if abs(residual) > 1e-9 * size { problems.append("row \(row) misses by \(residual)") }
        }
        return problems
    }

    /// Kept basic values against fresh ones, within 1e-8 of the largest magnitude of the rows
    /// the symbol is in (the size of the numbers its value is made from).
    private func compareValues(with fresh: SolverCore) -> [String] {
        var problems: [String] = []
        for slot in basis.liveSlots {
            let symbol = basis.symbol(in: slot)!
            let scale = reduced.column(symbol).reduce(1) {
                max($0, reduced.magnitude(of: $1.row, values: basis.value(of:)))
            }
            let kept = basis.value(in: slot), computed = fresh.basis.value(in: slot)
            if abs(kept - computed) > 1e-8 * scale {
                problems.append("value of \(symbol) in \(slot) is \(kept), not \(computed)")
            }
        }
        return problems
    }

    /// Kept reduced costs against fresh ones, within 1e-7 of the size of the numbers summed
    /// (`|c| + Σ |c_B·α|`, from the symbol's fresh column).
    private func compareReducedCosts(with fresh: SolverCore) -> [String] {
        var problems: [String] = []
        var probe = fresh
        for index in 0..<registry.symbolCapacity where isMovableNonBasic(Symbol(index)) {
            let symbol = Symbol(index)
            probe.computeColumn(of: symbol)
            var scale = [Double](repeating: 0, count: objectives.levelCount)
            for position in probe.work.column.positions {
                guard let basic = probe.basis.symbol(in: Slot(position)), let cost = objectives.cost(of: basic),
                    let level = objectives.level(of: cost.priority)
                else { continue }
                scale[level] += abs(cost.weight * probe.work.column[position])
            }
            for level in 0..<objectives.levelCount {
                let kept = objectives.reducedCost(symbol, level: level)
                let computed = fresh.objectives.reducedCost(symbol, level: level)
                let tolerance = 1e-7 * max(scale[level], objectives.largestWeight(level))
                if abs(kept - computed) > tolerance {
                    problems.append("reduced cost of \(symbol) at level \(level) is \(kept), not \(computed)")
                }
            }
        }
        return problems
    }
}
