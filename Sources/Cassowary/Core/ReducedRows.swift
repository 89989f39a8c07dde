/// The simplex rows with the basic variables substituted out: `a' = a - λᵀ A_D`, `b' = b - λᵀ
/// b_D`, `λ = P⁻ᵀ a_E` (see ``DefiningRows``). What is left is over slacks, errors and dummies
/// only: the simplex runs on these rows and never sees a variable.
///
/// On a grid of views, moving one row of views moves every row below it; in the reduced rows
/// those moves cancel out once, when a row joins, so a pivot stays within the rows it
/// concerns.
struct ReducedRows {
    private var storage = SparseRows()
    private var rhs: [Double] = []
    private var isSimplex: [Bool] = []
    private(set) var count = 0

    var entryCount: Int { storage.entryCount }

    func isSimplexRow(_ row: Row) -> Bool { row.index < isSimplex.count && isSimplex[row.index] }
    func entries(of row: Row) -> ArraySlice<SparseRows.Entry> { storage.entries(of: row) }
    func column(_ symbol: Symbol) -> ColumnLists.Column { storage.column(symbol) }
    /// True when some reduced row holds `symbol`.
    func holds(_ symbol: Symbol) -> Bool { storage.columnCount(symbol) > 0 }
    func coefficient(_ symbol: Symbol, in row: Row) -> Double { storage.coefficient(symbol, in: row) }
    func rightHandSide(of row: Row) -> Double { row.index < rhs.count ? rhs[row.index] : 0 }

    /// Makes `row` a simplex row with the reduced entries and right-hand side.
    mutating func add(_ row: Row, _ entries: [SparseRows.Entry], rhs b: Double) {
        if isSimplex.count <= row.index {
            isSimplex.grow(to: row.index + 1, with: false)
            rhs.grow(to: row.index + 1, with: 0)
        }
        storage.set(row, entries)
        rhs[row.index] = b
        isSimplex[row.index] = true
        count += 1
    }

    /// Takes a simplex row out.
    mutating func remove(_ row: Row) {
        guard isSimplexRow(row) else { return }
        storage.clear(row)
        rhs[row.index] = 0
        isSimplex[row.index] = false
        count -= 1
    }

    /// Moves a row's right-hand side.
    mutating func shiftRightHandSide(of row: Row, by delta: Double) {
        rhs[row.index] += delta
    }

    /// Puts back a right-hand side kept before a shift (`b + δ - δ` need not be `b`).
    mutating func restoreRightHandSide(of row: Row, to value: Double) {
        rhs[row.index] = value
    }

    /// The simplex rows, in id order.
    var rows: [Row] {
        isSimplex.indices.filter { isSimplex[$0] }.map(Row.init)
    }

    /// `1 + |b'| + Σ |a'ⱼ·xⱼ|` over the reduced row, with `value(symbol)` the current values:
    /// the size of the numbers whose sum is the row's residual.
    func magnitude(of row: Row, values value: (Symbol) -> Double) -> Double {
        entries(of: row).reduce(1 + abs(rightHandSide(of: row))) { $0 + abs($1.value * value($1.symbol)) }
    }

    mutating func removeAll() {
        storage.removeAll()
        rhs = []
        isSimplex = []
        count = 0
    }
}
