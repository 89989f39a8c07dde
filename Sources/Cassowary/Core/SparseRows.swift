/// Rows of sparse entries over symbols, kept by rows and by columns, at row ids the owner
/// chooses: the storage of the constraint matrix A and of the reduced rows A'.
struct SparseRows {
    struct Entry {
        var symbol: Symbol
        var value: Double
    }

    struct ColumnEntry {
        var row: Row
        var value: Double
    }

    private var rows: [[Entry]] = []
    private var columns = ColumnLists()
    private(set) var entryCount = 0

    func entries(of row: Row) -> [Entry] {
        row.index < rows.count ? rows[row.index] : []
    }

    func column(_ symbol: Symbol) -> ColumnLists.Column {
        columns.column(symbol)
    }

    /// How many rows hold `symbol`.
    func columnCount(_ symbol: Symbol) -> Int {
        columns.count(symbol)
    }

    /// The coefficient of `symbol` in `row` (zero when absent).
    func coefficient(_ symbol: Symbol, in row: Row) -> Double {
        entries(of: row).first { $0.symbol == symbol }?.value ?? 0
    }

    /// Gives an empty row its entries (distinct symbols, non-zero values).
    mutating func set(_ row: Row, _ entries: [Entry]) {
        if rows.count <= row.index { rows.append(contentsOf: repeatElement([], count: row.index + 1 - rows.count)) }
        precondition(rows[row.index].isEmpty, "a row was set twice")
        // Rows live as long as their constraints: kept at their size, not at the capacity
        // that building them left (a filtered or grown array has up to twice its count).
        if entries.capacity > entries.count {
            var exact: [Entry] = []
            exact.reserveCapacity(entries.count)
            exact.append(contentsOf: entries)
            rows[row.index] = exact
        } else {
            rows[row.index] = entries
        }
        for entry in entries { columns.append(row, entry.value, to: entry.symbol) }
        entryCount += entries.count
    }

    /// Empties a row. Emptying the row set last restores the columns exactly (its entries are
    /// their last ones).
    mutating func clear(_ row: Row) {
        guard row.index < rows.count else { return }
        for entry in rows[row.index] { columns.remove(row, from: entry.symbol) }
        entryCount -= rows[row.index].count
        rows[row.index] = []
    }

    /// Empties every row.
    mutating func removeAll() {
        rows = []
        columns.removeAll()
        entryCount = 0
    }
}
