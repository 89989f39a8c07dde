// Work vectors for the sparse solves: a dense array of values with the list of the positions
// that were written, so that clearing costs what was written and not the full length.

/// The memory of a ``ScatterVector``.
final class ScatterStorage {
    fileprivate var values: UnsafeMutablePointer<Double>
    fileprivate var written: UnsafeMutablePointer<Bool>
    /// Room for every index once: positions never outgrow it.
    fileprivate var positions: UnsafeMutablePointer<Int32>
    fileprivate var count = 0
    fileprivate var capacity = 0

    init() {
        values = .allocate(capacity: 1)
        written = .allocate(capacity: 1)
        positions = .allocate(capacity: 1)
    }

    deinit {
        values.deallocate()
        written.deallocate()
        positions.deallocate()
    }

    fileprivate func grow(to wanted: Int) {
        let grown = Swift.max(wanted, capacity * 2, 64)
        let newValues = UnsafeMutablePointer<Double>.allocate(capacity: grown)
        let newWritten = UnsafeMutablePointer<Bool>.allocate(capacity: grown)
        let newPositions = UnsafeMutablePointer<Int32>.allocate(capacity: grown)
        newValues.update(from: values, count: capacity)
        newValues.advanced(by: capacity).initialize(repeating: 0, count: grown - capacity)
        newWritten.update(from: written, count: capacity)
        newWritten.advanced(by: capacity).initialize(repeating: false, count: grown - capacity)
        newPositions.update(from: positions, count: count)
        values.deallocate()
        written.deallocate()
        positions.deallocate()
        values = newValues
        written = newWritten
        positions = newPositions
        capacity = grown
    }
}

/// A sparse vector scattered over a dense index range (the Gilbert–Peierls work vector).
///
/// The entry at `i` is `self[i]`; ``positions`` lists every index written since the last
/// ``clear()``, each once, in the order first written. Entries may be written back to zero:
/// readers skip zeros.
///
/// A work vector, not a value: copies share one memory (the solver keeps each in one place
/// and uses it as scratch), which spares the copy-on-write check every write would cost.
/// Indices must be below ``capacity``; the solver reserves before it writes.
struct ScatterVector {
    private let storage = ScatterStorage()

    /// Asks for the entries at `indices` to be brought into the cache (their values and
    /// written marks).
    func prefetch(_ indices: ClosedRange<Int>) {
        guard indices.lowerBound >= 0, indices.upperBound < storage.capacity else { return }
        Prefetch.lines(UnsafePointer(storage.values), indices)
        Prefetch.lines(UnsafePointer(storage.written), indices)
    }

    /// The index range the vector covers.
    var capacity: Int { storage.capacity }

    /// Makes room for indices below `count`. Invalidates ``positions`` buffers held.
    func reserve(_ count: Int) {
        if storage.capacity < count { storage.grow(to: count) }
    }

    @inline(__always)
    subscript(index: Int32) -> Double {
        assert(Int(index) < storage.capacity, "scatter index out of range")
        return storage.values[Int(index)]
    }

    /// Adds `value` to the entry at `index`.
    @inline(__always)
    func add(_ index: Int32, _ value: Double) {
        let i = Int(index)
        assert(i < storage.capacity, "scatter index out of range")
        if !storage.written[i] {
            storage.written[i] = true
            storage.positions[storage.count] = index
            storage.count += 1
        }
        storage.values[i] += value
    }

    /// Sets the entry at `index`.
    @inline(__always)
    func set(_ index: Int32, _ value: Double) {
        let i = Int(index)
        assert(i < storage.capacity, "scatter index out of range")
        if !storage.written[i] {
            storage.written[i] = true
            storage.positions[storage.count] = index
            storage.count += 1
        }
        storage.values[i] = value
    }

    /// The indices written since the last clear, each once, in order of first write. Valid
    /// until the next ``clear()`` or ``reserve(_:)``; indices written meanwhile are not in it.
    var positions: UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: storage.positions, count: storage.count)
    }

    /// The number of indices written since the last clear.
    var writtenCount: Int { storage.count }

    /// Sets every written entry back to zero.
    func clear() {
        for k in 0..<storage.count {
            let i = Int(storage.positions[k])
            storage.values[i] = 0
            storage.written[i] = false
        }
        storage.count = 0
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
