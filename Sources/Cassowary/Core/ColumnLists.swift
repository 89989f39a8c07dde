/// The columns of ``SparseRows``: for each symbol, the rows that hold it, in the order they
/// were added.
///
/// A large layout has hundreds of thousands of symbols with two or three entries each. An
/// array per column would cost a heap block (and its header and spare capacity) per symbol,
/// more than the entries themselves; here every entry is a node of one shared pool, linked
/// from its column's first node to its last, and a removed node is reused.
struct ColumnLists {
    /// One entry of a column: its row, its value and the next node of the column (-1: none).
    struct Node {
        var row: Int32
        var next: Int32
        var value: Double
    }

    /// A column's entries, first added first. A view of the pool at the time it was taken.
    struct Column: Sequence {
        fileprivate let nodes: [Node]
        fileprivate let first: Int32
        /// Its length: `map` and `Array(_:)` then allocate once.
        let underestimatedCount: Int

        struct Iterator: IteratorProtocol {
            fileprivate let nodes: [Node]
            fileprivate var position: Int32

            mutating func next() -> SparseRows.ColumnEntry? {
                guard position >= 0 else { return nil }
                let node = nodes[Int(position)]
                position = node.next
                return SparseRows.ColumnEntry(row: Row(Int(node.row)), value: node.value)
            }
        }

        func makeIterator() -> Iterator { Iterator(nodes: nodes, position: first) }
    }

    private var nodes: [Node] = []
    /// The first and last node of a column, and its length: kept together, so that adding an
    /// entry reads one place per symbol (on a large layout, a cache miss each).
    private struct Head {
        var first: Int32 = -1
        var last: Int32 = -1
        var count: Int32 = 0
    }

    private var heads: [Head] = []
    /// The first reusable node (-1: none); the rest follow through `next`.
    private var firstFree: Int32 = -1

    func column(_ symbol: Symbol) -> Column {
        guard symbol.index < heads.count else { return Column(nodes: nodes, first: -1, underestimatedCount: 0) }
        let head = heads[symbol.index]
        return Column(nodes: nodes, first: head.first, underestimatedCount: Int(head.count))
    }

    func count(_ symbol: Symbol) -> Int {
        symbol.index < heads.count ? Int(heads[symbol.index].count) : 0
    }

    /// Adds `row`'s entry at the end of `symbol`'s column.
    mutating func append(_ row: Row, _ value: Double, to symbol: Symbol) {
        if heads.count <= symbol.index { heads.grow(to: symbol.index + 1, with: Head()) }
        let node = Node(row: Int32(row.index), next: -1, value: value)
        let position: Int32
        if firstFree >= 0 {
            position = firstFree
            firstFree = nodes[Int(position)].next
            nodes[Int(position)] = node
        } else {
            position = Int32(nodes.count)
            nodes.append(node)
        }
        let last = heads[symbol.index].last
        if last >= 0 { nodes[Int(last)].next = position } else { heads[symbol.index].first = position }
        heads[symbol.index].last = position
        heads[symbol.index].count += 1
    }

    /// Takes `row`'s entry out of `symbol`'s column; the others keep their order.
    mutating func remove(_ row: Row, from symbol: Symbol) {
        guard symbol.index < heads.count else { return }
        var previous: Int32 = -1
        var position = heads[symbol.index].first
        while position >= 0, nodes[Int(position)].row != Int32(row.index) {
            previous = position
            position = nodes[Int(position)].next
        }
        guard position >= 0 else { return }
        let next = nodes[Int(position)].next
        if previous >= 0 { nodes[Int(previous)].next = next } else { heads[symbol.index].first = next }
        if heads[symbol.index].last == position { heads[symbol.index].last = previous }
        heads[symbol.index].count -= 1
        nodes[Int(position)].next = firstFree
        firstFree = position
    }

    mutating func removeAll() {
        self = ColumnLists()
    }
}
