/// A binary heap of distinct small non-negative integers, smallest first — or largest first
/// when made with `largestFirst`. The triangular solves use it to visit only the elimination
/// steps a sparse vector reaches, in the order the factors require.
struct IndexHeap {
    private var heap: [Int] = []
    private var queued: [Bool] = []
    private let largestFirst: Bool

    init(largestFirst: Bool = false) { self.largestFirst = largestFirst }

    var isEmpty: Bool { heap.isEmpty }

    private func before(_ a: Int, _ b: Int) -> Bool { largestFirst ? a > b : a < b }

    /// Queues `value` unless it is queued already.
    mutating func push(_ value: Int) {
        if queued.count <= value { queued.grow(to: value + 1, with: false) }
        if queued[value] { return }
        queued[value] = true
        heap.append(value)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !before(heap[child], heap[parent]) { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the first value, or nil when empty.
    mutating func pop() -> Int? {
        guard let top = heap.first else { return nil }
        queued[top] = false
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < heap.count && before(heap[left], heap[first]) { first = left }
            if right < heap.count && before(heap[right], heap[first]) { first = right }
            if first == parent { break }
            heap.swapAt(parent, first)
            parent = first
        }
        return top
    }

    mutating func removeAll() {
        for value in heap { queued[value] = false }
        heap.removeAll(keepingCapacity: true)
    }
}

/// The two heaps a triangular solve walks with, kept between solves: a heap's flags grow to the
/// largest index it has held, so a fresh one per solve would cost the size of the factors.
struct SolveHeaps {
    var increasing = IndexHeap()
    var decreasing = IndexHeap(largestFirst: true)
}
