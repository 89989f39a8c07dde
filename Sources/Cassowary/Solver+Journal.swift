// Undo for a required constraint that may not fit. Adding it runs the dual simplex before it
// is known whether the constraint is satisfiable. If it is not, the solver must be exactly as
// before (kiwi is not: after `x >= 10`, a failed `x <= 5` leaves x = 5). The journal keeps the
// first value of every slot touched, every reduced cost changed and every basis change during
// the attempt, and the length of the factorization's update log; rolling back restores them.

struct Journal {
    /// The update log's length at the start.
    let factorMark: BasisFactorization.Mark
    /// The pivot count at the start.
    let pivotCount: Int
    /// The first value of each slot touched, in the order first touched.
    var values: [(slot: Int32, value: Double)] = []
    /// Reduced costs as they were before each change, oldest first.
    var reduced: [(symbol: SymbolID, level: Int, old: Double)] = []
    /// Each pivot: the slot, the symbol that left it and the one that entered.
    var basis: [(slot: Int32, leaving: SymbolID, entering: SymbolID)] = []
}

extension SolverCore {
    mutating func beginJournal() {
        journalEpoch &+= 1
        if journalEpoch == 0 {  // wrapped: forget every stale mark
            for i in slotTouched.indices { slotTouched[i] = 0 }
            for i in symbolTouched.indices { symbolTouched[i] = 0 }
            journalEpoch = 1
        }
        journal = Journal(factorMark: factor.mark, pivotCount: pivotCount)
        factor.beginRecording()
    }

    /// Records the slot's value before its first change in the current attempt.
    @inline(__always)
    mutating func touchSlot(_ slot: Int32) {
        guard journal != nil else { return }
        let index = Int(slot)
        if slotTouched[index] == journalEpoch { return }
        slotTouched[index] = journalEpoch
        journal?.values.append((slot, x[index]))
    }

    mutating func endJournal() {
        journal = nil
        factor.endRecording()
    }

    /// Restores every value, reduced cost and basis change recorded since ``beginJournal()``,
    /// and truncates the factorization's log to where it was.
    mutating func rollBackJournal() {
        guard let record = journal else { return }
        journal = nil
        for change in record.basis.reversed() {
            head[Int(change.slot)] = change.leaving
            slotOf[Int(change.leaving)] = change.slot
            slotOf[Int(change.entering)] = -1
        }
        for (slot, value) in record.values { x[Int(slot)] = value }
        for change in record.reduced.reversed() {
            reduced[Int(change.symbol) * levelStride + change.level] = change.old
        }
        for change in record.reduced where isEnteringCandidate(change.symbol) {
            candidates.push(change.symbol)
        }
        factor.truncate(to: record.factorMark)
        pivotCount = record.pivotCount
        // The solver was feasible before the attempt.
        infeasibleRows.removeAll()
        externalsCurrent = false
    }
}
