// Work vectors for the sparse solves: a dense array of values with the list of the positions
// that were written, so that clearing costs what was written and not the full length.

/// A sparse vector scattered over a dense index range (the Gilbert–Peierls work vector).
///
/// `values[i]` holds the entry at `i`; `positions` lists every index written since the last
/// ``clear()``, each once, in the order first written. Entries may be written back to zero:
/// readers skip zeros.
struct ScatterVector {
    private(set) var values: [Double] = []
    private var written: [Bool] = []
    /// The indices written since the last clear, each once, in order of first write.
    private(set) var positions: [Int32] = []

    /// The index range the vector covers.
    var capacity: Int { values.count }

    /// Makes room for indices below `count`.
    mutating func reserve(_ count: Int) {
        guard values.count < count else { return }
        let grown = Swift.max(count, values.count * 2, 64)
        values.append(contentsOf: repeatElement(0, count: grown - values.count))
        written.append(contentsOf: repeatElement(false, count: grown - written.count))
    }

    @inline(__always)
    subscript(index: Int32) -> Double {
        values[Int(index)]
    }

    /// Adds `value` to the entry at `index`.
    @inline(__always)
    mutating func add(_ index: Int32, _ value: Double) {
        let i = Int(index)
        if !written[i] {
            written[i] = true
            positions.append(index)
        }
        values[i] += value
    }

    /// Sets the entry at `index`.
    @inline(__always)
    mutating func set(_ index: Int32, _ value: Double) {
        let i = Int(index)
        if !written[i] {
            written[i] = true
            positions.append(index)
        }
        values[i] = value
    }

    /// Sets every written entry back to zero.
    mutating func clear() {
        for index in positions {
            values[Int(index)] = 0
            written[Int(index)] = false
        }
        positions.removeAll(keepingCapacity: true)
    }

    /// The non-zero entries whose magnitude is at least `threshold`, in order of first write.
    func nonZeros(atLeast threshold: Double = 0) -> [(index: Int32, value: Double)] {
        var result: [(index: Int32, value: Double)] = []
        result.reserveCapacity(positions.count)
        for index in positions {
            let value = values[Int(index)]
            if value != 0, abs(value) >= threshold { result.append((index, value)) }
        }
        return result
    }
}

/// A binary min-heap. The sparse solves use it to visit elimination steps in order, and the
/// factorization to find the sparsest column; callers keep membership marks when an element
/// must be queued at most once.
struct BinaryHeap<Element: Comparable> {
    private(set) var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func removeAll() { items.removeAll(keepingCapacity: true) }

    mutating func push(_ item: Element) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            let count = items.count
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < count, items[left] < items[smallest] { smallest = left }
                if right < count, items[right] < items[smallest] { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}
