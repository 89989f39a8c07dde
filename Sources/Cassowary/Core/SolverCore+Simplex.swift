// The simplex iterations: the primal simplex re-optimises after a constraint joins or leaves,
// the dual simplex restores the bounds after a right-hand side moves (an edit variable's new
// value, or a required constraint the current values violate).
//
// Both follow Bland's rule — the lowest eligible symbol id enters or leaves, ratio ties go to
// the lowest id — which rules out cycling and makes every choice independent of how entries
// happen to be stored.

extension SolverCore {
    /// A bound on the pivots of one optimisation; reaching it means the arithmetic broke down.
    var iterationLimit: Int { 10_000 + 50 * (registry.symbolCapacity + matrix.liveRowCount) }

    // MARK: Pivoting

    /// Makes `entering` basic in `slot`, its tableau column being in ``Workspace/column`` (from
    /// ``computeColumn(of:withBounds:)``, which also leaves ``Workspace/columnScale``).
    /// When `entering` has reduced costs, the pivot row of `slot` (in ``Workspace/row``, computed
    /// here unless `rowReady`) updates every other one: `dⱼ -= (d_entering / α) · ρⱼ`, and the
    /// leaving symbol gets `-d_entering / α`.
    mutating func pivot(entering: Symbol, slot: Slot, rowReady: Bool = false) {
        let alpha = work.column[slot.index]
        let leaving = basis.symbol(in: slot)!
        let ratios = (0..<objectives.levelCount).map { objectives.reducedCost(entering, level: $0) / alpha }
        if ratios.contains(where: { $0 != 0 }) {
            if !rowReady { computeRow(of: slot) }
            for position in work.row.positions where position != entering.index {
                let entry = work.row[position]
                if entry == 0 { continue }
                for (level, ratio) in ratios.enumerated() where ratio != 0 {
                    objectives.add(-ratio * entry, to: Symbol(position), level: level)
                }
            }
            for (level, ratio) in ratios.enumerated() where ratio != 0 {
                objectives.add(-ratio, to: leaving, level: level)
            }
            objectives.clear(entering)
        }
        objectives.pushCandidate(leaving)
        basis.pivot(entering: entering, slot: slot, alpha: work.column, columnScale: work.columnScale)
        for position in work.column.positions { noteValueChanged(in: Slot(position)) }
        statistics.pivots += 1
    }

    /// Throws ``SimplexFailure/breakdown`` unless the pivot element in `slot` of the column
    /// in ``Workspace/column`` gives a finite step.
    func checkPivot(in slot: Slot) throws(SimplexFailure) {
        let alpha = work.column[slot.index]
        guard alpha != 0, (basis.value(in: slot) / alpha).isFinite else { throw .breakdown }
    }

    /// Factors S afresh when this run of pivots has logged as many etas as
    /// ``refactorIfDue()`` allows between operations, so that a long run stays linear.
    mutating func refactorIfLong() {
        guard pivotLogIsLong else { return }
        if basis.refactorWhileRecording(column: { reduced.column($0).map { ($0.row, $0.value) } }) {
            statistics.refactorizations += 1
        }
    }

    // MARK: Primal simplex

    enum SimplexFailure: Error {
        case unbounded(Symbol)
        case iterationLimit
        /// A pivot element that rounding made zero (or a step that overflowed): the factors no
        /// longer describe the rows.
        case breakdown
        /// Only for the dual simplex: the required constraints whose rows prove that the values
        /// cannot be brought within bounds (a Farkas certificate).
        case infeasible([Constraint])
    }

    /// Minimises the objectives lexicographically, highest priority first. Past more pivots
    /// than there are rows it gives up preferring large pivots and follows Bland's rule
    /// strictly, which cannot cycle.
    mutating func optimize() throws(SimplexFailure) {
        let limit = iterationLimit
        var pivots = 0
        while let entering = nextEnteringSymbol() {
            refactorIfLong()
            let strict = pivots > 50 + matrix.liveRowCount
            computeColumn(of: entering, withBounds: !strict)
            guard let direction = confirmedDirection(of: entering) else { continue }
            pivots += 1
            if pivots > limit { throw .iterationLimit }
            var singular: [Slot] = [], found: Slot?
            while found == nil, let slot = leavingSlot(direction: direction, strict: strict, excluding: singular) {
                // An entry that was what cancellation left of a zero does not block.
                if makesBasisSingular(entering, in: slot) { singular.append(slot) } else { found = slot }
            }
            guard let slot = found else {
                if singular.isEmpty { throw .unbounded(entering) }
                continue
            }
            try checkPivot(in: slot)
            pivot(entering: entering, slot: slot)
        }
    }

    /// The primal simplex, then the dual simplex for any bound its steps overshot: Harris's
    /// ratio test lets a value pass its bound by its tolerance, which on rows of very different
    /// sizes can be a miss the user sees. The dual simplex keeps the objectives optimal.
    mutating func optimizeWithinBounds(adding constraint: Constraint? = nil) throws(SimplexFailure) {
        try optimize()
        try dualOptimize(adding: constraint)
    }

    /// The lowest-id non-basic slack or error whose kept reduced costs say raising it may
    /// improve the objectives (``Objectives/mayImprove(_:sign:)``), or free variable S holds
    /// that moving either way may. (A variable no reduced row holds changes no objective.)
    mutating func nextEnteringSymbol() -> Symbol? {
        let kinds = registry.kinds, slots = basis.slotsBySymbol, rows = reduced
        return objectives.takeCandidate { symbol in
            guard symbol.index < kinds.count, symbol.index >= slots.count || slots[symbol.index] == nil else {
                return nil
            }
            if kinds[symbol.index].isPivotable { return .raise }
            return kinds[symbol.index] == .external && rows.holds(symbol) ? .eitherWay : nil
        }
    }

    /// Recomputes the reduced costs of `symbol` from its tableau column (in ``Workspace/
    /// column``), `dₖ = cₖ - Σ c_B,k·α`, keeps them (shedding the drift of the incremental
    /// updates), and returns the direction in which moving it improves the objectives: +1
    /// (raise), -1 (lower: variables only), or nil. A level's cost counts as zero within
    /// ``Tolerance/optimality`` times the size of the numbers summed, and only that: a floor at
    /// the level's largest weight would take a cost for zero in one basis and, scaled by a
    /// pivot, not in the next, and two symbols could enter in turn for ever.
    mutating func confirmedDirection(of symbol: Symbol) -> Double? {
        let levels = objectives.levelCount
        var fresh = [Double](repeating: 0, count: levels), scale = [Double](repeating: 0, count: levels)
        if let cost = objectives.cost(of: symbol), let level = objectives.level(of: cost.priority) {
            fresh[level] = cost.weight
            scale[level] = cost.weight
        }
        // Entries the ratio test would take for zero count as zero here too: a cost made of
        // them alone has no slot to stop the step.
        let thresholds = PivotThresholds(work.column)
        for position in work.column.positions where !columnEntryIsZero(position, thresholds: thresholds) {
            guard let basic = basis.symbol(in: Slot(position)), let cost = objectives.cost(of: basic),
                let level = objectives.level(of: cost.priority)
            else { continue }
            let term = cost.weight * work.column[position]
            fresh[level] -= term
            scale[level] += abs(term)
        }
        var sign = 0
        for level in 0..<levels {
            objectives.set(fresh[level], for: symbol, level: level)
            let tolerance = Tolerance.optimality * scale[level]
            if sign == 0 && abs(fresh[level]) > tolerance { sign = fresh[level] < 0 ? -1 : 1 }
        }
        if kind(symbol).isPivotable { return sign < 0 ? 1 : nil }
        return isFreeNonBasic(symbol) && sign != 0 ? Double(-sign) : nil
    }

    /// The ratio test: as the entering symbol moves by `t ≥ 0` in `direction`, the value in
    /// each slot falls by `t·direction·α`. A slack or error with a positive rate reaches zero at
    /// `x / rate`; a dummy that moves at all stops the step at once.
    ///
    /// Harris's two passes: the first finds how far the step may go with every bound relaxed
    /// by its tolerance; the second takes, among the slots that reach their bound within that
    /// step, the one with the largest rate (a large pivot keeps the rounding small). Ties, and
    /// every choice when `strict`, go to the smallest ratio, then the lowest symbol id.
    mutating func leavingSlot(direction: Double, strict: Bool, excluding excluded: [Slot] = []) -> Slot? {
        let thresholds = PivotThresholds(work.column)
        var candidates: [(slot: Slot, symbol: Symbol, rate: Double, ratio: Double, relaxed: Double)] = []
        for position in work.column.positions {
            let slot = Slot(position)
            guard !excluded.contains(slot), let symbol = basis.symbol(in: slot) else { continue }
            let rate = direction * work.column[position]
            guard !columnEntryIsZero(position, thresholds: thresholds) else { continue }
            switch kind(symbol) {
            case .slack, .error: guard rate > 0 else { continue }
            case .dummy: break
            case .external, .unused: continue
            }
            let value = kind(symbol) == .dummy ? 0 : max(0, basis.value(in: slot))
            let slack = feasibilityTolerance(of: symbol)
            candidates.append((slot, symbol, abs(rate), value / abs(rate), (value + slack) / abs(rate)))
        }
        if strict {
            return candidates.min { ($0.ratio, $0.symbol) < ($1.ratio, $1.symbol) }?.slot
        }
        guard let reach = candidates.map { $0.relaxed }.min() else { return nil }
        return candidates.filter { $0.ratio <= reach }.min {
            ($1.rate, $0.ratio, $0.symbol) < ($0.rate, $1.ratio, $1.symbol)
        }?.slot
    }

    // MARK: Dual simplex

    /// Brings every basic value back within its bounds while keeping every objective optimal:
    /// the lowest-id symbol out of bounds leaves; among the non-basic slacks and errors whose
    /// pivot-row entry moves it the right way, and the free variables with any entry, the one
    /// whose reduced costs divided by that entry are lexicographically smallest enters, so the
    /// objectives stay optimal.
    ///
    /// `constraint` is the constraint being added, if any: a miss let be as rounding of the
    /// values is then checked on its certificate alone (see below).
    mutating func dualOptimize(adding constraint: Constraint? = nil) throws(SimplexFailure) {
        var budget = iterationLimit, recomputed = false, probed: [Symbol] = []
        while let next = work.infeasible.pop() {
            let leaving = Symbol(next)
            guard let slot = basis.slot(of: leaving), let violation = boundViolation(of: leaving) else { continue }
            budget -= 1
            refactorIfLong()
            if budget < 0 {
                if violation == .marginal { continue }
                throw .iterationLimit
            }
            // Raising a non-basic symbol with row entry `a` moves the leaving value by `-a`.
            let raise = basis.value(in: slot) < 0
            computeRow(of: slot)
            guard let entering = dualEnteringSymbol(raise: raise, slot: slot) else {
                // A proof needs the miss in both views: in the reduced row, and beyond the
                // rounding the values carry in the constraint's own row, whose terms may be
                // large only because a degenerate vertex put its variables at 1e12. A miss
                // marginal in the reduced row may be the rounding of its numbers (a duplicate
                // of a held constraint misses by 7e-7 beside numbers of 2e5), unless it is
                // clear in the own row (``Tolerance/ownRowMiss``).
                let ownRowBound = violation == .marginal ? Tolerance.ownRowMiss : Tolerance.rounding
                if !missesItsRow(leaving, beyond: ownRowBound) {
                    // Values that a degenerate vertex put at 1e12 make the own row's terms
                    // large, and a miss of 30 looks like their rounding; the certificate does
                    // not depend on them. If its constraints are refused in a fresh solver
                    // too, the miss is real (`E + 302 <= 0` beside `E + 272 >= 0`): accepted,
                    // it holds only until a rebuild, which cannot add the pair back. A probe
                    // (conflicts disabled) does not probe again.
                    if let constraint, conflicts.isEnabled, !probed.contains(leaving) {
                        probed.append(leaving)
                        let certificate = infeasibilityCertificate()
                        if conflict(among: certificate, adding: constraint) != nil { throw .infeasible(certificate) }
                    }
                    continue
                }
                // Before a refusal, the basic values afresh from the factors: a miss that the
                // drift of incremental updates made goes (a sum of two held equalities, refused).
                if !recomputed {
                    recomputed = true
                    recomputeValues()
                    work.infeasible.push(leaving.index)
                    continue
                }
                throw .infeasible(infeasibilityCertificate())
            }
            _ = confirmedDirection(of: entering)
            try checkPivot(in: slot)
            pivot(entering: entering, slot: slot, rowReady: true)
        }
    }

    /// True when the value of `symbol` (basic in S) is beyond `tolerance` (by default
    /// ``Tolerance/feasibility``) times the magnitude of its own row of A at the current
    /// values: a miss the user would see in the constraint, whatever the size of the numbers
    /// in its reduced row.
    mutating func missesItsRow(_ symbol: Symbol, beyond tolerance: Double = Tolerance.feasibility) -> Bool {
        guard let row = ownRow(of: symbol) else { return false }
        refreshVariableValues()
        return abs(basis.value(of: symbol)) > tolerance * matrix.magnitude(of: row, values: storedValue(of:))
    }

    /// The entering symbol for the pivot row of `slot` (in ``Workspace/row``), its column left
    /// in ``Workspace/column``: the best of ``dualEnteringSymbol(raise:excluding:tolerance:)``
    /// whose column agrees with the row on the pivot element. The two are one number computed
    /// two ways (BTRAN, FTRAN); when rounding in an ill-conditioned basis makes them disagree,
    /// a pivot on it would divide by rounding, so the next best is taken.
    ///
    /// When no entry is above the pivot tolerance, the entries down to
    /// ``Tolerance/smallestPivot`` of the largest are tried before the row is called
    /// infeasible, each only if its column entry is far above its rounding bound (the solve
    /// redone on magnitudes): exact coefficients spanning many orders (a chain of 4096s and
    /// 0.25s) make such entries, cancellation between nearly dependent rows makes rounding of
    /// the same size. (Those the first pass rejected stay rejected.)
    mutating func dualEnteringSymbol(raise: Bool, slot: Slot) -> Symbol? {
        var excluded: [Symbol] = []
        if let entering = dualEnteringSymbol(
            raise: raise, slot: slot, tolerance: pivotTolerance(work.row), excluded: &excluded)
        {
            return entering
        }
        return dualEnteringSymbol(
            raise: raise, slot: slot, tolerance: smallestPivot(work.row), bounded: true, excluded: &excluded)
    }

    private mutating func dualEnteringSymbol(
        raise: Bool, slot: Slot, tolerance: Double, bounded: Bool = false, excluded: inout [Symbol]
    ) -> Symbol? {
        while let entering = dualEnteringSymbol(raise: raise, excluding: excluded, tolerance: tolerance) {
            computeColumn(of: entering, withBounds: false)
            let fromRow = work.row[entering.index], fromColumn = work.column[slot.index]
            if fromRow * fromColumn > 0 && abs(fromRow - fromColumn) <= Tolerance.pivotAgreement * abs(fromRow)
                && (!bounded || isAboveRounding(columnOf: entering, in: slot))
                && !makesBasisSingular(entering, in: slot)
            {
                return entering
            }
            excluded.append(entering)
        }
        return nil
    }

    /// Whether pivoting `symbol` (its column in ``Workspace/column``) into `slot` would make S
    /// singular. Asked of weak pivots only (below ``Tolerance/weakPivot`` of the column's
    /// largest entry), with a fresh factoring: such an entry may be what cancellation left of
    /// a zero in the reduced rows themselves, which the rounding bounds of the solve do not
    /// see. (An entry of 2.5e-11 beside 0.84, in agreement between row and column and above
    /// its bound, made S singular, and a contradictory required add was accepted.)
    func makesBasisSingular(_ symbol: Symbol, in slot: Slot) -> Bool {
        guard abs(work.column[slot.index]) <= PivotThresholds(work.column).weak else { return false }
        return !basis.staysRegular(with: symbol, in: slot) { reduced.column($0).map { ($0.row, $0.value) } }
    }

    /// Whether the entry in `slot` of `symbol`'s column (in ``Workspace/column``) is far above
    /// its rounding bound (``Tolerance/solveRounding``).
    private mutating func isAboveRounding(columnOf symbol: Symbol, in slot: Slot) -> Bool {
        solveColumnBounds(of: symbol)
        return abs(work.column[slot.index]) > Tolerance.solveRounding * work.columnBounds[slot.index]
    }

    /// The entering symbol for the pivot row in ``Workspace/row``, other than `excluded`: a
    /// slack or error whose entry moves the leaving value the right way, or a free variable S
    /// holds (it moves either way); nil when none does.
    func dualEnteringSymbol(raise: Bool, excluding excluded: [Symbol], tolerance: Double) -> Symbol? {
        var best: (symbol: Symbol, magnitude: Double)?
        for position in work.row.positions where !excluded.contains(Symbol(position)) {
            let symbol = Symbol(position)
            let entry = work.row[position]
            switch kind(symbol) {
            case .slack, .error: guard raise ? entry < -tolerance : entry > tolerance else { continue }
            case .external: guard abs(entry) > tolerance, isFreeNonBasic(symbol) else { continue }
            case .dummy, .unused: continue
            }
            let magnitude = abs(entry)
            if let current = best {
                // The smallest ratio; among equal ones the largest pivot, then the lowest id.
                let order = objectives.compareRatios(symbol, magnitude, current.symbol, current.magnitude)
                if order > 0 || (order == 0 && (magnitude, current.symbol) < (current.magnitude, symbol)) { continue }
            }
            best = (symbol, magnitude)
        }
        return best?.symbol
    }

    /// The required constraints that prove the pivot row's value cannot come back within
    /// bounds: the simplex rows with non-zero multipliers `ρ` in ``Workspace/multipliers``, and
    /// the defining rows their reduction drew on, `μ = P⁻ᵀ A_S,Eᵀ ρ` (one BTRAN of P). (A
    /// non-required row always has a zero multiplier there: its errors could move.) A
    /// multiplier counts down to ``Tolerance/certificate`` of the largest: a chain of rows
    /// with coefficients of 4096 and 0.25 gives multipliers 2²⁴ apart, all of them needed,
    /// and a row kept in by rounding only costs the deletion filter one more probe.
    mutating func infeasibilityCertificate() -> [Constraint] {
        let rho = work.multipliers
        let tolerance = Tolerance.certificate * max(1, rho.largestMagnitude)
        var rows: [Row] = []
        work.definingInput.clear()
        for position in rho.sortedPositions where abs(rho[position]) > tolerance && reduced.isSimplexRow(Row(position))
        {
            rows.append(Row(position))
            for entry in matrix.entries(of: Row(position)) {
                if let slot = defining.slot(of: entry.symbol) {
                    work.definingInput.add(slot.index, rho[position] * entry.value)
                }
            }
        }
        if !work.definingInput.positions.isEmpty {
            defining.solveTransposed(&work.definingInput, into: &work.definingOutput)
            let mu = work.definingOutput
            let muTolerance = Tolerance.certificate * max(1, mu.largestMagnitude)
            rows += mu.sortedPositions.filter { abs(mu[$0]) > muTolerance && defining.isDefining(Row($0)) }.map(
                Row.init)
        }
        return rows.compactMap { row in
            guard let constraint = registry.constraint(of: row), constraint.strength.isRequired else { return nil }
            return constraint
        }
    }
}
