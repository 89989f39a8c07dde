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

    /// Every row's entries, row after row, in one buffer: a large layout has hundreds of
    /// thousands of rows of two to four entries, and an array each would cost a heap block
    /// per row, its header and rounding as much again as its entries. A cleared row's entries
    /// stay behind until they are half the buffer; then the live rows are packed.
    private var pool: [Entry] = []
    private var starts: [Int32] = []
    private var counts: [Int32] = []
    private var cleared = 0
    private var columns = ColumnLists()
    private(set) var entryCount = 0

    func entries(of row: Row) -> ArraySlice<Entry> {
        guard row.index < starts.count else { return [] }
        let start = Int(starts[row.index])
        return pool[start..<start + Int(counts[row.index])]
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
        if starts.count <= row.index {
            starts.grow(to: row.index + 1, with: 0)
            counts.grow(to: row.index + 1, with: 0)
        }
        precondition(counts[row.index] == 0, "a row was set twice")
        starts[row.index] = Int32(pool.count)
        counts[row.index] = Int32(entries.count)
        pool.append(contentsOf: entries)
        for entry in entries { columns.append(row, entry.value, to: entry.symbol) }
        entryCount += entries.count
    }

    /// Empties a row. Emptying the row set last restores the columns exactly (its entries are
    /// their last ones).
    mutating func clear(_ row: Row) {
        guard row.index < counts.count, counts[row.index] > 0 else { return }
        for entry in entries(of: row) { columns.remove(row, from: entry.symbol) }
        entryCount -= Int(counts[row.index])
        cleared += Int(counts[row.index])
        counts[row.index] = 0
        if cleared > entryCount + 1024 { pack() }
    }

    /// Moves the live rows to the front of the buffer, in the order of their ids.
    private mutating func pack() {
        var packed: [Entry] = []
        packed.reserveCapacity(entryCount)
        for row in starts.indices where counts[row] > 0 {
            let start = Int(starts[row])
            starts[row] = Int32(packed.count)
            packed.append(contentsOf: pool[start..<start + Int(counts[row])])
        }
        pool = packed
        cleared = 0
    }

    /// Empties every row.
    mutating func removeAll() {
        pool = []
        starts = []
        counts = []
        cleared = 0
        columns.removeAll()
        entryCount = 0
    }
}
