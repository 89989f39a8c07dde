// Undo for phase one. Adding a required constraint with an artificial variable pivots the
// tableau before it knows whether the constraint is satisfiable. If it is not, the solver must
// be exactly as before (kiwi is not: after `x >= 10`, a failed `x <= 5` leaves x = 5). The
// journal keeps the first version of every row touched and every objective coefficient
// changed during the attempt; rolling back restores them and the column index.

struct Journal {
    /// The original state of each touched symbol's row, in the order first touched.
    var rows: [(symbol: SymbolID, wasBasic: Bool, row: Row)] = []
    /// Objective coefficients as they were before each change, oldest first.
    var objective: [(level: Int, symbol: SymbolID, old: Double)] = []
    /// The original column entries of each symbol whose column changed, in the order first
    /// changed (columns are history-dependent; restoring them keeps later choices identical).
    var columns: [(symbol: SymbolID, column: Column)] = []
    /// The objective constants at the start.
    var constants: [Double] = []
}

extension SolverCore {
    mutating func beginJournal() {
        journalEpoch &+= 1
        if journalEpoch == 0 {  // wrapped: forget every stale mark
            for i in touchedEpoch.indices { touchedEpoch[i] = 0 }
            for i in columnTouchedEpoch.indices { columnTouchedEpoch[i] = 0 }
            journalEpoch = 1
        }
        journal = Journal(constants: levels.map(\.constant))
    }

    /// Records `symbol`'s row before its first change in the current attempt.
    @inline(__always)
    mutating func touch(_ symbol: SymbolID) {
        guard journal != nil else { return }
        let index = Int(symbol)
        if touchedEpoch[index] == journalEpoch { return }
        touchedEpoch[index] = journalEpoch
        journal?.rows.append((symbol, isBasic[index], rows[index]))
    }

    /// Records `symbol`'s column before its first change in the current attempt.
    @inline(__always)
    mutating func touchColumn(_ symbol: SymbolID) {
        guard journal != nil else { return }
        let index = Int(symbol)
        if columnTouchedEpoch[index] == journalEpoch { return }
        columnTouchedEpoch[index] = journalEpoch
        journal?.columns.append((symbol, columns[index]))
    }

    mutating func endJournal() {
        journal = nil
    }

    /// Restores every row and objective coefficient recorded since ``beginJournal()``.
    mutating func rollBackJournal() {
        guard let record = journal else { return }
        journal = nil
        for entry in record.rows {
            let index = Int(entry.symbol)
            rows[index] = entry.row
            if entry.wasBasic != isBasic[index] {
                if entry.wasBasic { markBasic(entry.symbol) } else { unmarkBasic(entry.symbol) }
            }
        }
        for change in record.objective.reversed() {
            objective[Int(change.symbol) * levelCount + change.level] = change.old
        }
        for change in record.objective where isEnteringCandidate(change.symbol) {
            candidates.push(change.symbol)
        }
        for (level, constant) in record.constants.enumerated() { levels[level].constant = constant }
        for entry in record.columns.reversed() where Int(entry.symbol) < columns.count {
            columns[Int(entry.symbol)] = entry.column
        }
    }
}
