/// A vector of doubles over positions `0 ..< capacity`, most of them zero: the values are kept
/// dense, and the positions written since the last ``clear()`` are listed, so clearing and
/// walking the non-zeros cost what was written, not the capacity. The work vectors of the
/// solves (a column or row of the tableau, the input of a solve) are of this kind.
///
/// A value type with mutating methods only: a copy is a copy.
struct SparseVector {
    private var values: [Double] = []
    private var written: [Bool] = []
    /// The positions written since the last clear, each once, in the order first written.
    private(set) var positions: [Int] = []

    /// Makes room for positions below `capacity`.
    mutating func reserve(_ capacity: Int) {
        if values.count < capacity {
            values.grow(to: capacity, with: 0)
            written.grow(to: capacity, with: false)
        }
    }

    subscript(position: Int) -> Double {
        position < values.count ? values[position] : 0
    }

    @inline(__always)
    mutating func add(_ position: Int, _ value: Double) {
        if position >= values.count { reserve(Swift.max(position + 1, values.count * 2)) }
        if !written[position] {
            written[position] = true
            positions.append(position)
        }
        values[position] += value
    }

    @inline(__always)
    mutating func set(_ position: Int, _ value: Double) {
        if position >= values.count { reserve(Swift.max(position + 1, values.count * 2)) }
        if !written[position] {
            written[position] = true
            positions.append(position)
        }
        values[position] = value
    }

    /// Sets every written position back to zero.
    mutating func clear() {
        for position in positions {
            values[position] = 0
            written[position] = false
        }
        positions.removeAll(keepingCapacity: true)
    }

    /// The written positions in increasing order, for walks whose order reaches a result.
    var sortedPositions: [Int] { positions.sorted() }

    /// Puts ``positions`` in increasing order, in place (a vector about to be walked in order
    /// and cleared).
    mutating func sortPositions() { positions.sort() }

    /// The largest magnitude written.
    var largestMagnitude: Double {
        positions.reduce(0) { max($0, abs(values[$1])) }
    }
}
