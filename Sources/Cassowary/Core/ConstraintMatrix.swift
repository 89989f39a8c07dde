/// The constraint matrix A and its right-hand side b: one row per constraint, `Σ aⱼ·xⱼ = b`
/// over the symbols, kept by rows and by columns.
///
/// A constraint `expr OP 0` becomes a row with its own symbols (see ``SolverCore/insert``):
///
///     expr <= 0   expr + s (- e) = -c          s, e >= 0 (e for a non-required one)
///     expr >= 0   expr - s (+ e) = -c
///     expr == 0   expr + d = -c                d == 0 (required)
///                 expr - e⁺ + e⁻ = -c          e⁺, e⁻ >= 0
///
/// Each row is scaled by a power of two (exact) so that its largest coefficient on a variable
/// lies in `[1, 2)`: the tolerances are then relative to the row, whatever units its
/// constraint is written in. The own symbols keep coefficients ±1; an error therefore measures
/// the scaled violation, and its cost in the objective is `1 / scale` (see ``Objectives``).
struct ConstraintMatrix {
    typealias Entry = SparseRows.Entry

    private var storage = SparseRows()
    private(set) var rhs: [Double] = []
    /// The factor each row was multiplied by.
    private(set) var scale: [Double] = []
    private var isLive: [Bool] = []
    private var freeRows: [Int] = []
    /// Removed rows the basis factors may still hold: free after ``releaseRetiredRows()``.
    private var retiredRows: [Int] = []
    private(set) var liveRowCount = 0
    /// Counts every change of a right-hand side.
    private(set) var generation = 0

    /// Row ids in use or retired are below this.
    var rowCapacity: Int { isLive.count }
    var entryCount: Int { storage.entryCount }

    func isLive(_ row: Row) -> Bool { row.index < isLive.count && isLive[row.index] }
    func entries(of row: Row) -> ArraySlice<Entry> { storage.entries(of: row) }
    func column(_ symbol: Symbol) -> ColumnLists.Column { storage.column(symbol) }
    func coefficient(_ symbol: Symbol, in row: Row) -> Double { storage.coefficient(symbol, in: row) }
    func columnCount(_ symbol: Symbol) -> Int { storage.columnCount(symbol) }

    /// Adds a row (its entries distinct and non-zero) under the lowest free id, or a new one.
    mutating func appendRow(_ entries: [Entry], rhs b: Double, scale factor: Double) -> Row {
        let row: Row
        if let free = freeRows.popLast() {
            row = Row(free)
            rhs[free] = b
            scale[free] = factor
            isLive[free] = true
        } else {
            row = Row(isLive.count)
            rhs.append(b)
            scale.append(factor)
            isLive.append(true)
        }
        storage.set(row, entries)
        liveRowCount += 1
        return row
    }

    /// Takes a row out of A. Its id is retired: the basis factors may still hold the row, so
    /// it is free for reuse only after ``releaseRetiredRows()``, once they are made afresh.
    mutating func removeRow(_ row: Row) {
        clear(row)
        retiredRows.append(row.index)
    }

    /// Makes the ids of the retired rows available again.
    mutating func releaseRetiredRows() {
        freeRows = (freeRows + retiredRows).sorted(by: >)
        retiredRows = []
    }

    private mutating func clear(_ row: Row) {
        storage.clear(row)
        liveRowCount -= 1
        rhs[row.index] = 0
        isLive[row.index] = false
    }

    /// Undoes the ``appendRow`` that gave `row` (for a constraint that failed to join): the
    /// id goes back exactly where it came from.
    mutating func undoAppend(_ row: Row) {
        clear(row)
        if row.index == isLive.count - 1 {
            rhs.removeLast()
            scale.removeLast()
            isLive.removeLast()
        } else {
            freeRows = (freeRows + [row.index]).sorted(by: >)
        }
    }

    /// Moves a row's right-hand side (an edit variable's new value).
    mutating func shiftRightHandSide(of row: Row, by delta: Double) {
        rhs[row.index] += delta
        generation += 1
    }

    /// Puts back a right-hand side kept before a shift (`b + δ - δ` need not be `b`).
    mutating func restoreRightHandSide(of row: Row, to value: Double) {
        rhs[row.index] = value
        generation += 1
    }

    /// The live rows, in id order.
    var liveRows: [Row] {
        isLive.indices.filter { isLive[$0] }.map(Row.init)
    }

    /// `1 + |b| + Σ |aⱼ·xⱼ|` over the row's entries, with `value(symbol)` the current values:
    /// the size of the numbers whose sum is the row's residual.
    func magnitude(of row: Row, values value: (Symbol) -> Double) -> Double {
        entries(of: row).reduce(1 + abs(rhs[row.index])) { $0 + abs($1.value * value($1.symbol)) }
    }
}
