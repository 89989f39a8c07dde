/// A binary min-heap of symbol ids with at most one entry per id (a membership flag per id).
/// The solver uses it to visit candidate symbols lowest id first (Bland's rule) without
/// scanning whole rows.
struct SymbolHeap {
    private var heap: [SymbolID] = []
    private var queued: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func push(_ symbol: SymbolID) {
        let index = Int(symbol)
        if index >= queued.count {
            queued.append(contentsOf: repeatElement(false, count: Swift.max(index + 1, 2 * queued.count, 64) - queued.count))
        }
        if queued[index] { return }
        queued[index] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> SymbolID? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, heap[left] < heap[smallest] { smallest = left }
                if right < heap.count, heap[right] < heap[smallest] { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        queued[Int(top)] = false
        return top
    }

    /// The smallest id without removing it.
    var min: SymbolID? { heap.first }

    mutating func removeAll() {
        heap.removeAll()
        queued.removeAll()
    }
}
