// Consistency checks for tests (swift-collections' `_checkInvariants` habit). They walk the
// whole tableau, so they are for tests and debugging, never for the solving path.

extension SolverCore {
    /// Number of rows (basic symbols) in the tableau.
    var rowCount: Int { basicCount }

    /// Number of symbols in use.
    var symbolCount: Int { kinds.count - freeSymbols.count }

    /// Total number of terms in all rows (the tableau's non-zeros).
    var termCount: Int {
        kinds.indices.reduce(0) { isBasic[$1] ? $0 + rows[$1].count : $0 }
    }

    /// Describes every broken invariant; empty when the solver is consistent.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var terms = 0
        var basics = 0
        for index in kinds.indices {
            let symbol = SymbolID(index)
            if isBasic[index] {
                basics += 1
                if kinds[index] == .invalid { problems.append("free symbol \(symbol) is basic") }
                let row = rows[index]
                terms += row.count
                if kinds[index].isRestricted, row.constant < -epsilon {
                    problems.append("restricted row \(symbol) is infeasible: \(row.constant)")
                }
                for term in row.cells.map(\.symbol) {
                    if isBasic[Int(term)] { problems.append("row \(symbol) contains basic symbol \(term)") }
                    if kinds[Int(term)] == .invalid { problems.append("row \(symbol) contains free symbol \(term)") }
                    if kinds[index].isRestricted, kinds[Int(term)] == .external {
                        problems.append("restricted row \(symbol) contains external \(term)")
                    }
                    if !columns[Int(term)].isDense, !columns[Int(term)].entries.contains(symbol) {
                        problems.append("column \(term) misses row \(symbol)")
                    }
                }
            } else if !rows[index].isConstant {
                problems.append("non-basic symbol \(symbol) keeps a row")
            }
            for level in levels.indices where objectiveCoefficient(level, symbol) != 0 {
                if isBasic[index] { problems.append("basic symbol \(symbol) is in objective level \(level)") }
                if kinds[index] == .invalid { problems.append("free symbol \(symbol) is in objective level \(level)") }
            }
            if kinds[index] == .external, uses[index] <= 0 {
                problems.append("external symbol \(symbol) is used by no constraint")
            }
        }
        if basics != basicCount { problems.append("basicCount \(basicCount) != \(basics) basic symbols") }
        for index in kinds.indices where kinds[index] != .invalid && isEnteringCandidate(SymbolID(index)) {
            problems.append("not optimal: symbol \(index) could enter")
        }
        if Set(freeSymbols).count != freeSymbols.count { problems.append("free list has duplicates") }
        return problems
    }
}
