// The pieces of the tableau a step needs, computed on demand: one column (FTRAN of S) or one
// row (BTRAN of S, then a pass over the reduced rows it reaches); a row reduced against P as it
// joins; and the variables' values, from P.

extension SolverCore {
    // MARK: The simplex part

    /// Leaves `α = S⁻¹ a'_symbol` in ``Workspace/column`` (by slot): how every basic value of
    /// S falls as `symbol` rises by one.
    mutating func computeColumn(of symbol: Symbol, withBounds: Bool = true) {
        work.input.clear()
        work.columnScale = 0
        for entry in reduced.column(symbol) {
            work.input.add(entry.row.index, entry.value)
            work.columnScale = max(work.columnScale, abs(entry.value))
        }
        basis.solve(&work.input, into: &work.column)
        work.hasColumnBounds = false
        guard withBounds else { return }
        let thresholds = PivotThresholds(work.column)
        guard
            work.column.positions.contains(where: {
                (thresholds.smallest...thresholds.pivot).contains(abs(work.column[$0]))
            })
        else {
            return
        }
        // Entries between the floor and the tolerance may be exact data of very different sizes
        // or what cancellation left of a zero: their rounding bounds tell which.
        solveColumnBounds(of: symbol)
        work.hasColumnBounds = true
    }

    /// Leaves in ``Workspace/columnBounds`` the rounding bounds of `symbol`'s column: the same
    /// solve on magnitudes, where nothing cancels.
    mutating func solveColumnBounds(of symbol: Symbol) {
        work.input.clear()
        for entry in reduced.column(symbol) { work.input.add(entry.row.index, abs(entry.value)) }
        basis.solveMagnitudes(&work.input, into: &work.columnBounds)
    }

    /// Whether entry `position` of ``Workspace/column`` counts as zero (no pivot), judged by
    /// the column's `thresholds`. Above the pivot tolerance never; below the smallest pivot
    /// always; in between, when ``computeColumn(of:withBounds:)`` computed the rounding bounds,
    /// only within ``Tolerance/solveRounding`` of its bound.
    func columnEntryIsZero(_ position: Int, thresholds: PivotThresholds) -> Bool {
        let entry = abs(work.column[position])
        if entry > thresholds.pivot { return false }
        guard work.hasColumnBounds, entry >= thresholds.smallest else { return true }
        return entry <= Tolerance.solveRounding * work.columnBounds[position]
    }

    /// Leaves the tableau row of `slot` in ``Workspace/row`` (by non-basic symbol): `x[slot] =
    /// value - Σ αⱼ·xⱼ`. The multipliers `ρ = S⁻ᵀ e_slot` stay in ``Workspace/multipliers``.
    mutating func computeRow(of slot: Slot) {
        work.input.clear()
        work.input.set(slot.index, 1)
        basis.solveTransposed(&work.input, into: &work.multipliers)
        combineRowsIntoRow(weightedBy: work.multipliers)
    }

    /// ``Workspace/row`` `r_j = Σᵢ yᵢ·a'ᵢⱼ` over the non-basic symbols `j` and the simplex rows
    /// `i`. Mutating, so that writing the workspace's row does not copy the solver for the call
    /// (and with it every work vector, whose next write would then copy it whole).
    mutating func combineRowsIntoRow(weightedBy y: SparseVector) {
        work.row.clear()
        for position in y.positions {
            let weight = y[position]
            let row = Row(position)
            guard weight != 0, reduced.isSimplexRow(row) else { continue }
            for entry in reduced.entries(of: row) where !basis.isBasic(entry.symbol) {
                work.row.add(entry.symbol.index, weight * entry.value)
            }
        }
    }

    /// For a reduced row not yet in S: its entries with every basic symbol of S substituted
    /// out (kiwi's `createRow`), `r = a' - (S⁻ᵀ a'_B)ᵀ A'` over the non-basic symbols, left in
    /// ``Workspace/row``; returns the *residual* `b' - Σ a'_B·x_B`, what the non-basic symbols
    /// must make up. (When the row joins with a symbol `σ`-basic, `r / σ` is its tableau row.)
    mutating func computeSubstitutedRow(_ row: Row) -> Double {
        var residual = reduced.rightHandSide(of: row)
        work.input.clear()
        for entry in reduced.entries(of: row) {
            guard let slot = basis.slot(of: entry.symbol) else { continue }
            work.input.set(slot.index, entry.value)
            residual -= entry.value * basis.value(in: slot)
        }
        if work.input.positions.isEmpty {
            work.row.clear()
        } else {
            basis.solveTransposed(&work.input, into: &work.multipliers)
            combineRowsIntoRow(weightedBy: work.multipliers)
            for position in work.row.positions { work.row.set(position, -work.row[position]) }
        }
        for entry in reduced.entries(of: row) where !basis.isBasic(entry.symbol) {
            work.row.add(entry.symbol.index, entry.value)
        }
        return residual
    }

    /// The reduced row's coefficients on the slots of its basic symbols: a border's entries.
    func borderEntries(of row: Row) -> [(slot: Slot, value: Double)] {
        reduced.entries(of: row).compactMap { entry in basis.slot(of: entry.symbol).map { ($0, entry.value) } }
    }

    /// The threshold under which an entry of `vector` is no pivot unless its rounding bound
    /// shows it real (see ``columnEntryIsZero(_:thresholds:)``).
    func pivotTolerance(_ vector: SparseVector) -> Double {
        PivotThresholds(vector).pivot
    }

    /// The threshold under which an entry of `vector` is no pivot at all.
    func smallestPivot(_ vector: SparseVector) -> Double {
        PivotThresholds(vector).smallest
    }

    // MARK: The defining part

    /// Row `row` of A with the basic variables substituted out: `a' = a - λᵀ A_D` and `b' = b -
    /// λᵀ b_D`, `λ = P⁻ᵀ a_E` (one BTRAN of P). An entry that cancels to within rounding of
    /// the terms summed into it is zero: left in, it would be a tiny pivot of pure rounding.
    mutating func reduce(_ row: Row) -> (entries: [SparseRows.Entry], rhs: Double) {
        var combined = SparseVector(), sizes = SparseVector()
        swap(&combined, &work.combined)
        swap(&sizes, &work.combinedSizes)
        defer {
            combined.clear(); sizes.clear()
            swap(&combined, &work.combined); swap(&sizes, &work.combinedSizes)
        }
        var b = matrix.rhs[row.index], bSize = abs(b)
        work.definingInput.clear()
        for entry in matrix.entries(of: row) {
            if let slot = defining.slot(of: entry.symbol) {
                work.definingInput.set(slot.index, entry.value)
            } else {
                combined.add(entry.symbol.index, entry.value)
                sizes.add(entry.symbol.index, abs(entry.value))
            }
        }
        if !work.definingInput.positions.isEmpty {
            defining.solveTransposed(&work.definingInput, into: &work.definingOutput)
            statistics.substitutedRows += work.definingOutput.positions.count
            for position in work.definingOutput.positions {
                let lambda = work.definingOutput[position]
                let other = Row(position)
                guard lambda != 0, defining.isDefining(other) else { continue }
                b -= lambda * matrix.rhs[other.index]
                bSize += abs(lambda * matrix.rhs[other.index])
                for entry in matrix.entries(of: other) where !defining.isBasic(entry.symbol) {
                    combined.add(entry.symbol.index, -lambda * entry.value)
                    sizes.add(entry.symbol.index, abs(lambda * entry.value))
                }
            }
        }
        // Rounding in λ leaves crumbs in entries that are exactly zero, of the size of the
        // largest term summed anywhere in the row: the floor under which an entry is zero.
        let floor = sizes.largestMagnitude
        combined.sortPositions()
        var entries: [SparseRows.Entry] = []
        entries.reserveCapacity(combined.positions.count)
        for position in combined.positions {
            let value = combined[position]
            let negligible = Tolerance.cancellation * max(sizes[position], floor)
            if abs(value) > negligible { entries.append(SparseRows.Entry(symbol: Symbol(position), value: value)) }
        }
        return (entries, abs(b) > Tolerance.cancellation * max(bSize, floor) ? b : 0)
    }

    /// The basic variables' values `x_E = P⁻¹ (b_D - A_D,R x_R)` (one FTRAN of P), unless they
    /// are current: computed for the present values of S, P and A's right-hand sides.
    mutating func refreshVariableValues() {
        let state = valueState
        if work.valuesComputedFor == state { return }
        work.definingInput.clear()
        for row in matrix.liveRows where defining.isDefining(row) {
            let remainder = definingRemainder(row)
            if remainder != 0 { work.definingInput.set(row.index, remainder) }
        }
        defining.solve(&work.definingInput, into: &work.definingOutput)
        work.variableValues = [Double](repeating: 0, count: defining.slotCapacity)
        for slot in defining.slots { work.variableValues[slot.index] = work.definingOutput[slot.index] }
        work.valuesComputedFor = state
    }

    /// How the basic variables move, by slot of P, when the non-basic `symbol` rises by one
    /// and the basic symbols of S move by `-sColumn` (by slot of S): `-P⁻¹ (a_D,symbol -
    /// Σ α_s a_D,basic(s))`. Left in ``Workspace/definingOutput``.
    mutating func variableChanges(raising symbol: Symbol, sColumn: [(slot: Slot, alpha: Double)]) {
        work.definingInput.clear()
        for entry in matrix.column(symbol) where defining.isDefining(entry.row) {
            work.definingInput.add(entry.row.index, -entry.value)
        }
        for (slot, alpha) in sColumn {
            guard let basic = basis.symbol(in: slot) else { continue }
            for entry in matrix.column(basic) where defining.isDefining(entry.row) {
                work.definingInput.add(entry.row.index, alpha * entry.value)
            }
        }
        defining.solve(&work.definingInput, into: &work.definingOutput)
    }
}

/// The thresholds a vector's entries are judged by as pivots, each relative to its largest
/// entry (at least 1): below ``Tolerance/weakPivot`` a pivot is weak (see
/// ``SolverCore/makesBasisSingular(_:in:)``), below ``Tolerance/pivot`` it is no pivot unless
/// its rounding bound shows it real, and below ``Tolerance/smallestPivot`` none at all.
struct PivotThresholds {
    let weak: Double
    let pivot: Double
    let smallest: Double

    init(_ vector: SparseVector) {
        let scale = max(1, vector.largestMagnitude)
        weak = Tolerance.weakPivot * scale
        pivot = Tolerance.pivot * scale
        smallest = Tolerance.smallestPivot * scale
    }
}
