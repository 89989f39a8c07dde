// Joining the basis: a new row of A (``makeRow(for:isEdit:)``) gets one basic symbol, chosen
// as kiwi's `chooseSubject` would:
//
// 1. a variable of the row that no other row mentions: the row defines it (P gains a row and
//    a column, a border) and holds at once — nothing else moves;
// 2. otherwise, with the basic variables substituted out of the row (``reduce(_:)``): a
//    variable left in it. The row defines that variable (it is free, so the row holds once it
//    moves); the variable was a parameter of older defining rows only, never of a simplex row.
//    The candidates near the row are tried first, each with one solve of P
//    (``definableVariable(in:)``), since reducing the whole row walks every chain behind it.
//    A variable S already holds is no candidate, and one whose reduced coefficient is a weak
//    pivot against the whole row is not defined: the row goes on to rule 3 with its variables
//    left in it, free (``isWeakPivot(_:in:)``);
// 3. otherwise the row joins the simplex rows, reduced, with its own slack or error basic if
//    that comes out non-negative (a border of S);
// 4. otherwise (a required row the current values violate) with its own symbol anyway, out of
//    bounds, and the dual simplex restores the bounds or proves the constraint unsatisfiable.
//
// Everything runs in the journal that ``addConstraint(_:)`` opens.

extension SolverCore {
    /// Gives the new row its basic symbol (rules 1 to 4 of the file's comment). True when it
    /// joined the simplex rows (which may need optimising); a defining row changes nothing
    /// there. (`constraint` is the row's, for the dual simplex: see ``dualOptimize(adding:)``.)
    mutating func join(_ made: NewRow, adding constraint: Constraint) throws(SimplexFailure) -> Bool {
        let row = made.row
        if let variable = freshVariable(in: row) {
            let slots = matrix.entries(of: row).compactMap { entry in
                defining.slot(of: entry.symbol).map { (slot: $0, value: entry.value) }
            }
            _ = defining.border(row: row, basic: variable, pivot: matrix.coefficient(variable, in: row), entries: slots)
            return false
        }
        if let variable = definableVariable(in: row) {
            define(made, variable)
            return false
        }
        let (entries, rhs) = reduce(row)
        if let variable = subjectVariable(in: entries) {
            guard isWeakPivot(variable, in: entries) else {
                define(made, variable)
                return false
            }
        }
        reduced.add(row, entries, rhs: rhs)
        let residual = computeSubstitutedRow(row)
        for symbol in made.ownSymbols where kind(symbol).isPivotable {
            let coefficient = reduced.coefficient(symbol, in: row)
            if residual / coefficient >= 0 {
                joinWithOwnSymbol(symbol, row: row, value: residual / coefficient)
                return true
            }
        }
        let pivot = reduced.coefficient(made.marker, in: row)
        let slot = basis.border(
            row: row, basic: made.marker, pivot: pivot, entries: borderEntries(of: row),
            value: residual / pivot)
        noteValueChanged(in: slot)
        try dualOptimize(adding: constraint)
        return true
    }

    /// A variable of the row that no other row mentions and is not basic, whose coefficient
    /// is a stable pivot: not much smaller than the largest of the row's variables (the
    /// largest such, then the lowest id). Defining a variable through a small coefficient
    /// would put large multiples of its row into every row reduced against it later.
    private func freshVariable(in row: Row) -> Symbol? {
        let entries = matrix.entries(of: row)
        let floor = Tolerance.stablePivot * largestPivotCandidate(in: entries)
        var best: SparseRows.Entry?
        for entry in entries
        where isStablePivot(entry, floor: floor) && !defining.isBasic(entry.symbol)
            && matrix.columnCount(entry.symbol) == 1
        {
            if let chosen = best, (-abs(chosen.value), chosen.symbol) <= (-abs(entry.value), entry.symbol) { continue }
            best = entry
        }
        return best?.symbol
    }

    /// Rule 2 without reducing the whole row: a variable, not basic, in the row or in the
    /// defining rows near it, whose reduced coefficient `a'ᵥ = aᵥ − a_Eᵀ P⁻¹ A_D,v` is a stable
    /// pivot. Each candidate costs one solve of P that reaches only the basic variables moving
    /// with it, where reducing the row reaches every defining row its basic variables lean on
    /// (along a chain of views, the whole chain, whose end is what the row defines).
    ///
    /// The choice is ``subjectVariable(in:)``'s among the candidates: stable against the
    /// largest of their reduced coefficients, of the terms whose difference each is and of
    /// the row's own variables' coefficients; then fewest rows, lowest id. When none
    /// qualifies, the caller reduces the row.
    private mutating func definableVariable(in row: Row) -> Symbol? {
        let entries = matrix.entries(of: row)
        // With no basic variable the row is its own reduction: the caller's rule decides at once.
        guard entries.contains(where: { defining.slot(of: $0.symbol) != nil }) else { return nil }
        let candidates = nearbyParameters(of: entries).prefix(Self.definableCandidates)
        if candidates.isEmpty { return nil }
        let basic = entries.compactMap { entry in defining.slot(of: entry.symbol).map { (slot: $0, value: entry.value) }
        }
        // The row's own variables count too: a coefficient much smaller than those is what a
        // reduction may leave of a zero.
        var largest = entries.reduce(0) { kind($1.symbol) == .external ? max($0, abs($1.value)) : $0 }
        var reduced: [(symbol: Symbol, value: Double)] = []
        for candidate in candidates {
            var value = matrix.coefficient(candidate, in: row)
            work.definingInput.clear()
            for entry in matrix.column(candidate) where defining.isDefining(entry.row) {
                work.definingInput.add(entry.row.index, entry.value)
            }
            defining.solve(&work.definingInput, into: &work.definingOutput)
            for (slot, coefficient) in basic {
                let term = coefficient * work.definingOutput[slot.index]
                value -= term
                largest = max(largest, abs(term))
            }
            largest = max(largest, abs(value))
            reduced.append((candidate, value))
        }
        return reduced.first { abs($0.value) >= Tolerance.stablePivot * largest }?.symbol
    }

    /// How many candidates ``definableVariable(in:)`` tries, and how many defining rows it
    /// looks through for them, before reducing the row instead.
    private static let definableCandidates = 8
    private static let searchedDefiningRows = 32

    /// The variables that are not basic in the row, then in the rows that define the row's
    /// basic variables, and so on up, breadth first: the parameters a reduction would most
    /// likely leave in the row. Sorted as ``subjectVariable(in:)`` prefers them: fewest rows,
    /// then lowest id.
    private func nearbyParameters(of entries: ArraySlice<SparseRows.Entry>) -> [Symbol] {
        var found: [Symbol] = []
        // Few symbols: a linear search costs less than hashing them.
        var queue: [Symbol] = []
        for entry in entries where kind(entry.symbol) == .external { queue.append(entry.symbol) }
        var next = 0, rowsSearched = 0
        while next < queue.count {
            let symbol = queue[next]
            next += 1
            guard let slot = defining.slot(of: symbol) else {
                if !isFreeInSimplex(symbol) { found.append(symbol) }
                continue
            }
            guard rowsSearched < Self.searchedDefiningRows else { continue }
            rowsSearched += 1
            for other in matrix.entries(of: defining.definingRow(of: slot))
            where kind(other.symbol) == .external && !queue.contains(other.symbol) {
                queue.append(other.symbol)
            }
        }
        if found.count < 2 { return found }
        return found.map { (rows: matrix.columnCount($0), symbol: $0) }.sorted { $0 < $1 }.map { $0.symbol }
    }

    /// The variable a reduced row defines, if a variable is left in it: among those whose
    /// coefficient is not much smaller than the largest (a stable pivot), the one in the
    /// fewest rows (the sparsest P), then the lowest id.
    private func subjectVariable(in entries: [SparseRows.Entry]) -> Symbol? {
        stablePivots(in: entries[...])
            .min { (matrix.columnCount($0.symbol), $0.symbol) < (matrix.columnCount($1.symbol), $1.symbol) }?.symbol
    }

    /// The entries on variables whose coefficient is at least ``Tolerance/stablePivot`` times
    /// the largest of the variables' (threshold pivoting).
    private func stablePivots(in entries: ArraySlice<SparseRows.Entry>) -> [SparseRows.Entry] {
        let floor = Tolerance.stablePivot * largestPivotCandidate(in: entries)
        // A loop, not a closure: a closure reading `kind` would copy the solver's parts.
        var pivots: [SparseRows.Entry] = []
        for entry in entries where isStablePivot(entry, floor: floor) { pivots.append(entry) }
        return pivots
    }

    /// Whether `entry` is a stable pivot in a row whose floor (``Tolerance/stablePivot`` times
    /// ``largestPivotCandidate(in:)``) is `floor`.
    private func isStablePivot(_ entry: SparseRows.Entry, floor: Double) -> Bool {
        isPivotCandidate(entry.symbol) && abs(entry.value) >= floor
    }

    /// The largest coefficient on a variable that may become basic (see ``stablePivots(in:)``).
    private func largestPivotCandidate(in entries: ArraySlice<SparseRows.Entry>) -> Double {
        var largest = 0.0
        for entry in entries where isPivotCandidate(entry.symbol) { largest = max(largest, abs(entry.value)) }
        return largest
    }

    private func isPivotCandidate(_ symbol: Symbol) -> Bool {
        registry.kind(symbol) == .external && !isFreeInSimplex(symbol)
    }

    /// True when `variable`'s coefficient in the reduced row is below ``Tolerance/weakPivot``
    /// times the row's largest entry, its slacks and errors included: defining the variable
    /// through it would make P ill-conditioned for good (the reduced rows would carry the
    /// inverse of that coefficient), however well-conditioned the basis as a whole. The row
    /// then joins S with its variables left in it, non-basic and free: the simplexes move them
    /// either way and pivot them in on a row where they make a stable pivot.
    private func isWeakPivot(_ variable: Symbol, in entries: [SparseRows.Entry]) -> Bool {
        var largest = 0.0, pivot = 0.0
        for entry in entries {
            largest = max(largest, abs(entry.value))
            if entry.symbol == variable { pivot = abs(entry.value) }
        }
        return pivot < Tolerance.weakPivot * largest
    }

    /// Rule 2: the row joins P with its marker basic (a border), then `variable`, a parameter
    /// of older defining rows only, takes the marker's place (an eta of P). No simplex row
    /// holds the variable, so S and its values are as they were.
    private mutating func define(_ made: NewRow, _ variable: Symbol) {
        let row = made.row
        let slots = matrix.entries(of: row).compactMap { entry in
            defining.slot(of: entry.symbol).map { (slot: $0, value: entry.value) }
        }
        let slot = defining.border(
            row: row, basic: made.marker, pivot: matrix.coefficient(made.marker, in: row), entries: slots)
        work.definingInput.clear()
        var columnScale = 0.0
        for entry in matrix.column(variable) where defining.isDefining(entry.row) {
            work.definingInput.add(entry.row.index, entry.value)
            columnScale = max(columnScale, abs(entry.value))
        }
        defining.solve(&work.definingInput, into: &work.definingOutput)
        defining.replace(in: slot, with: variable, alpha: work.definingOutput, columnScale: columnScale)
        objectives.clear(variable)
        statistics.pivots += 1
    }

    /// Rule 3: the row's own slack or error becomes basic at a non-negative value. An error
    /// brings its cost into the basis: every reduced cost drops by `w/σ` times the row's
    /// substituted entry (in ``Workspace/row``).
    private mutating func joinWithOwnSymbol(_ symbol: Symbol, row: Row, value: Double) {
        let coefficient = reduced.coefficient(symbol, in: row)
        if let cost = objectives.cost(of: symbol), let level = objectives.level(of: cost.priority) {
            let ratio = cost.weight / coefficient
            for position in work.row.positions where position != symbol.index {
                objectives.add(-ratio * work.row[position], to: Symbol(position), level: level)
            }
        }
        objectives.clear(symbol)
        _ = basis.border(row: row, basic: symbol, pivot: coefficient, entries: borderEntries(of: row), value: value)
    }
}
