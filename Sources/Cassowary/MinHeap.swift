/// A min-heap of symbol ids with at most one entry per id (a membership flag per id). The
/// solver uses it to visit candidate symbols lowest id first (Bland's rule) without scanning
/// whole rows.
struct SymbolHeap {
    private var heap = BinaryHeap<SymbolID>()
    private var queued: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }

    /// Asks for the membership flags of `symbols` to be brought into the cache.
    func prefetch(_ symbols: ClosedRange<Int>) { Prefetch.span(queued, symbols) }

    /// Queues `symbol` unless it is queued already.
    mutating func push(_ symbol: SymbolID) {
        let index = Int(symbol)
        if index >= queued.count {
            queued.append(contentsOf: repeatElement(false, count: Swift.max(index + 1, 2 * queued.count, 64) - queued.count))
        }
        if queued[index] { return }
        queued[index] = true
        heap.push(symbol)
    }

    /// Removes and returns the smallest id queued.
    mutating func pop() -> SymbolID? {
        guard let top = heap.pop() else { return nil }
        queued[Int(top)] = false
        return top
    }

    /// The smallest id queued, without removing it.
    var min: SymbolID? { heap.items.first }

    mutating func removeAll() {
        heap.removeAll()
        queued.removeAll()
    }
}
