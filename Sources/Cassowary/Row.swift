/// One term of a row: a symbol and its coefficient.
struct Cell {
    var symbol: SymbolID
    var coefficient: Double
}

/// The storage of a row's cells: a header (count and capacity) and the cells, in one
/// allocation. Rows manage it themselves (copy-on-write, growth), so that merging into a row
/// is one uniqueness check and plain pointer work, with no `Array` count bookkeeping.
final class CellBuffer: ManagedBuffer<CellBuffer.Header, Cell> {
    struct Header {
        var count: Int
        var capacity: Int
    }

    // The header and the cells sit at fixed offsets from the object's address, computed as
    // `ManagedBufferPointer` does (after the two-word object header, each part aligned).
    // Reaching them by address, rather than through `withUnsafeMutablePointers`, spares a
    // retain/release pair per call (its closure pins the object) and `header`'s run-time
    // exclusivity checks (it is a class property). `make` checks the offsets in debug builds.
    private static let headerOffset = roundUp(2 * MemoryLayout<Int>.size, MemoryLayout<Header>.alignment)
    private static let cellsOffset = roundUp(headerOffset + MemoryLayout<Header>.size, MemoryLayout<Cell>.alignment)

    @inline(__always)
    private static func roundUp(_ value: Int, _ alignment: Int) -> Int { (value + alignment - 1) & ~(alignment - 1) }

    /// The header (count and capacity). Valid while the buffer is alive.
    @inline(__always)
    var headerPointer: UnsafeMutablePointer<Header> {
        (UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque()) + CellBuffer.headerOffset)
            .assumingMemoryBound(to: Header.self)
    }

    /// The first cell. Valid while the buffer is alive.
    @inline(__always)
    var cellsPointer: UnsafeMutablePointer<Cell> {
        (UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque()) + CellBuffer.cellsOffset)
            .assumingMemoryBound(to: Cell.self)
    }

    /// The number of cells.
    @inline(__always)
    var count: Int { headerPointer.pointee.count }

    /// The room for cells.
    @inline(__always)
    var room: Int { headerPointer.pointee.capacity }

    /// A buffer with room for exactly `capacity` cells (at least one), holding none.
    @inline(__always)
    static func make(capacity: Int) -> CellBuffer {
        let capacity = Swift.max(capacity, 1)
        let buffer = unsafeDowncast(create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) },
                                    to: CellBuffer.self)
        assert(buffer.withUnsafeMutablePointers { header, cells in
            header == buffer.headerPointer && cells == buffer.cellsPointer
        }, "CellBuffer layout")
        return buffer
    }
}

/// One equation of the tableau, `basic = constant + Σ coefficient · symbol`, stored without
/// its basic symbol (kiwi's `row.h`).
///
/// Terms are kept sorted by symbol id in one contiguous buffer of cells, as kiwi's sorted
/// vectors are: lookups are binary searches, and adding one row to another is a sequential
/// merge (``add(_:times:droppingAt:gained:)``). The order is canonical — it depends only on
/// the terms, never on the history of insertions.
///
/// A row is a value: copies share their buffer until one of them changes (copy-on-write).
struct Row {
    /// The constant part: the value of the basic symbol while all parameters are zero.
    var constant: Double
    /// The cells, by ascending symbol id; nil while the row has never held any.
    private var buffer: CellBuffer?

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` terms.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        buffer = CellBuffer.make(capacity: capacity)
    }

    /// What ``add(_:_:)`` did to the set of symbols in the row.
    enum Change { case unchanged, inserted, removed }

    /// Number of terms.
    @inline(__always)
    var count: Int { buffer?.count ?? 0 }

    /// True when the row has no terms.
    var isConstant: Bool { count == 0 }

    /// The terms, by ascending symbol id.
    var cells: Cells { Cells(buffer: buffer, count: count) }

    /// A read-only view of a row's cells (valid while the row is not changed).
    struct Cells: RandomAccessCollection {
        fileprivate let buffer: CellBuffer?
        let count: Int
        var startIndex: Int { 0 }
        var endIndex: Int { count }

        @inline(__always)
        subscript(position: Int) -> Cell {
            precondition(position >= 0 && position < count, "cell index out of range")
            return buffer.unsafelyUnwrapped.cellsPointer[position]
        }
    }

    /// Calls `body` with the cells.
    @inline(__always)
    func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
        if buffer == nil { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let buffer = buffer.unsafelyUnwrapped
        return try body(UnsafeBufferPointer(start: buffer.cellsPointer, count: buffer.count))
    }

    /// The index of `symbol` if present, else the index where it would be inserted.
    @inline(__always)
    func search(_ symbol: SymbolID) -> (index: Int, found: Bool) {
        withCells { cells in
            var low = 0, high = cells.count
            while low < high {
                let mid = (low + high) >> 1
                let value = cells[mid].symbol
                if value < symbol { low = mid + 1 } else if value > symbol { high = mid } else { return (mid, true) }
            }
            return (low, false)
        }
    }

    /// True when `symbol` has a term in the row.
    @inline(__always)
    func contains(_ symbol: SymbolID) -> Bool { search(symbol).found }

    /// The coefficient of `symbol`, or zero when absent.
    @inline(__always)
    func coefficient(of symbol: SymbolID) -> Double {
        let (index, found) = search(symbol)
        return found ? coefficient(at: index) : 0
    }

    /// The coefficient of the term at `index`.
    @inline(__always)
    func coefficient(at index: Int) -> Double { cells[index].coefficient }

    // MARK: Storage

    /// Makes the buffer unshared, with room for `capacity` cells, and calls `body` with it.
    @inline(__always)
    private mutating func withUniqueBuffer<Result>(
        capacity: Int, _ body: (UnsafeMutablePointer<CellBuffer.Header>, UnsafeMutablePointer<Cell>) -> Result
    ) -> Result {
        if !(isKnownUniquelyReferenced(&buffer) && buffer.unsafelyUnwrapped.room >= capacity) {
            reallocate(capacity: capacity)
        }
        let header = buffer.unsafelyUnwrapped.headerPointer, cells = buffer.unsafelyUnwrapped.cellsPointer
        return body(header, cells)
    }

    /// Moves the cells to a new buffer with room for `capacity` cells: the old room when that
    /// suffices (the buffer was shared), else at least twice the old room.
    @inline(never)
    private mutating func reallocate(capacity: Int) {
        let oldCount = count, room = buffer?.room ?? 0
        let new = CellBuffer.make(capacity: capacity > room ? Swift.max(capacity, 2 * room, 4) : room)
        new.withUnsafeMutablePointers { header, elements in
            withCells { old in
                if oldCount > 0 { elements.initialize(from: old.baseAddress!, count: oldCount) }
            }
            header.pointee.count = oldCount
        }
        buffer = new
    }

    // MARK: Editing

    /// Adds `coefficient · symbol`, dropping the term if its coefficient becomes near zero.
    @discardableResult
    mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Change {
        let (index, found) = search(symbol)
        if found {
            return withUniqueBuffer(capacity: count) { header, cells in
                let sum = cells[index].coefficient + coefficient
                if nearZero(sum) {
                    let count = header.pointee.count
                    (cells + index).update(from: cells + index + 1, count: count - index - 1)
                    header.pointee.count = count - 1
                    return .removed
                }
                cells[index].coefficient = sum
                return .unchanged
            }
        }
        if nearZero(coefficient) { return .unchanged }
        withUniqueBuffer(capacity: count + 1) { header, cells in
            let count = header.pointee.count
            (cells + index + 1).update(from: cells + index, count: count - index)
            cells[index] = Cell(symbol: symbol, coefficient: coefficient)
            header.pointee.count = count + 1
        }
        return .inserted
    }

    /// Removes the term at `index`.
    mutating func remove(at index: Int) {
        withUniqueBuffer(capacity: count) { header, cells in
            let count = header.pointee.count
            (cells + index).update(from: cells + index + 1, count: count - index - 1)
            header.pointee.count = count - 1
        }
    }

    /// Removes `symbol`'s term; returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: SymbolID) -> Double {
        let (index, found) = search(symbol)
        guard found else { return 0 }
        let coefficient = coefficient(at: index)
        remove(at: index)
        return coefficient
    }

    /// Adds `factor · source` to this row and removes the term at `droppedIndex` (`-1` for
    /// none), appending to `gained` each symbol the row did not have. Terms that cancel to
    /// near zero are dropped too.
    ///
    /// Both rows are sorted, so this is one merge. When the row's buffer is unshared and has
    /// room for both rows, it is done in place from the back: the two sequences are merged
    /// downwards from the end of the room, and the merged tail is then moved down against the
    /// untouched head — nothing below the first symbol of `source` (or the dropped term)
    /// moves. Otherwise it is a forward merge into a new buffer. A short source (four terms or
    /// fewer) goes in term by term instead.
    ///
    /// - Complexity: O(`source.count` + the terms after the first symbol of `source`).
    mutating func add(_ source: Row, times factor: Double, droppingAt droppedIndex: Int, gained: inout [SymbolID]) {
        let sourceCount = source.count
        if sourceCount <= 4 {
            if droppedIndex >= 0 { remove(at: droppedIndex) }
            constant += factor * source.constant
            source.withCells { cells in
                for cell in cells where add(cell.symbol, factor * cell.coefficient) == .inserted {
                    gained.append(cell.symbol)
                }
            }
            return
        }
        constant += factor * source.constant
        let oldCount = count
        let firstSource = search(source.cells[0].symbol).index
        // Target terms below `start` stay where they are.
        let start = droppedIndex >= 0 ? min(droppedIndex, firstSource) : firstSource
        let total = oldCount + sourceCount
        guard isKnownUniquelyReferenced(&buffer), buffer.unsafelyUnwrapped.room >= total else {
            mergeIntoNewBuffer(source, times: factor, droppingAt: droppedIndex, from: start, gained: &gained)
            return
        }
        source.withCells { from in
            do {
                let header = buffer.unsafelyUnwrapped.headerPointer, into = buffer.unsafelyUnwrapped.cellsPointer
                var i = oldCount - 1, j = sourceCount - 1, write = total
                while j >= 0 {
                    let b = from[j].symbol
                    // Target terms above the next source term move up (but for the dropped one).
                    while i >= start, into[i].symbol > b {
                        if i != droppedIndex {
                            write -= 1
                            into[write] = into[i]
                        }
                        i -= 1
                    }
                    if i >= start, into[i].symbol == b {
                        let sum = into[i].coefficient + factor * from[j].coefficient
                        if !nearZero(sum) {
                            write -= 1
                            into[write] = Cell(symbol: b, coefficient: sum)
                        }
                        i -= 1
                    } else {
                        let value = factor * from[j].coefficient
                        if !nearZero(value) {
                            write -= 1
                            into[write] = Cell(symbol: b, coefficient: value)
                            gained.append(b)
                        }
                    }
                    j -= 1
                }
                // The source is exhausted: the remaining target terms down to `start` move up.
                while i >= start {
                    if i != droppedIndex {
                        write -= 1
                        into[write] = into[i]
                    }
                    i -= 1
                }
                // [0, start) is the untouched head; [write, total) the merged tail.
                let tail = total - write
                if write > start { (into + start).update(from: into + write, count: tail) }
                header.pointee.count = start + tail
            }
        }
    }

    /// The merge of ``add(_:times:droppingAt:gained:)`` into a new buffer (with room to
    /// spare): terms below `start` are copied as they are. The same sums, in the same order,
    /// as the in-place merge.
    private mutating func mergeIntoNewBuffer(_ source: Row, times factor: Double, droppingAt droppedIndex: Int,
                                             from start: Int, gained: inout [SymbolID]) {
        let oldCount = count, sourceCount = source.count
        // Grow geometrically when the room is short (not when the buffer is merely shared).
        let room = buffer?.room ?? 0
        let merged = CellBuffer.make(capacity: oldCount + sourceCount > room ? max(oldCount + sourceCount, 2 * room) : room)
        withCells { into in
            source.withCells { from in
                merged.withUnsafeMutablePointers { header, out in
                    if start > 0 { out.initialize(from: into.baseAddress!, count: start) }
                    var i = start, j = 0, write = start
                    while j < sourceCount {
                        let b = from[j].symbol
                        // Target terms below the next source term are copied (but for the dropped one).
                        while i < oldCount, into[i].symbol < b {
                            if i != droppedIndex {
                                (out + write).initialize(to: into[i])
                                write += 1
                            }
                            i += 1
                        }
                        if i < oldCount, into[i].symbol == b {
                            let sum = into[i].coefficient + factor * from[j].coefficient
                            if !nearZero(sum) {
                                (out + write).initialize(to: Cell(symbol: b, coefficient: sum))
                                write += 1
                            }
                            i += 1
                        } else {
                            let value = factor * from[j].coefficient
                            if !nearZero(value) {
                                (out + write).initialize(to: Cell(symbol: b, coefficient: value))
                                write += 1
                                gained.append(b)
                            }
                        }
                        j += 1
                    }
                    while i < oldCount {
                        if i != droppedIndex {
                            (out + write).initialize(to: into[i])
                            write += 1
                        }
                        i += 1
                    }
                    header.pointee.count = write
                }
            }
        }
        buffer = merged
    }

    /// Adds `factor · source` to this row (see ``add(_:times:droppingAt:gained:)``).
    mutating func add(_ source: Row, times factor: Double, gained: inout [SymbolID]) {
        add(source, times: factor, droppingAt: -1, gained: &gained)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        guard count > 0 else { return }
        withUniqueBuffer(capacity: count) { header, cells in
            for i in 0..<header.pointee.count { cells[i].coefficient *= factor }
        }
    }

    /// Reads the row as the equation `0 = constant + a·symbol + rest` and rewrites it to
    /// express `symbol = -(constant + rest) / a`. (To move a basic symbol to the right, the
    /// caller first adds it with coefficient -1: see ``solve(for:_:)``.)
    mutating func solve(for symbol: SymbolID) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Rewrites `lhs = constant + a·rhs + rest` as `rhs = (lhs - constant - rest)/a`.
    mutating func solve(for lhs: SymbolID, _ rhs: SymbolID) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
