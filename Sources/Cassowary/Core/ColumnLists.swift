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
    /// The first and last node of each symbol's column, and its length.
    private var firsts: [Int32] = []
    private var lasts: [Int32] = []
    private var counts: [Int32] = []
    /// The first reusable node (-1: none); the rest follow through `next`.
    private var firstFree: Int32 = -1

    func column(_ symbol: Symbol) -> Column {
        Column(nodes: nodes, first: symbol.index < firsts.count ? firsts[symbol.index] : -1)
    }

    func count(_ symbol: Symbol) -> Int {
        symbol.index < counts.count ? Int(counts[symbol.index]) : 0
    }

    /// Adds `row`'s entry at the end of `symbol`'s column.
    mutating func append(_ row: Row, _ value: Double, to symbol: Symbol) {
        if firsts.count <= symbol.index {
            firsts.grow(to: symbol.index + 1, with: -1)
            lasts.grow(to: symbol.index + 1, with: -1)
            counts.grow(to: symbol.index + 1, with: 0)
        }
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
        let last = lasts[symbol.index]
        if last >= 0 { nodes[Int(last)].next = position } else { firsts[symbol.index] = position }
        lasts[symbol.index] = position
        counts[symbol.index] += 1
    }

    /// Takes `row`'s entry out of `symbol`'s column; the others keep their order.
    mutating func remove(_ row: Row, from symbol: Symbol) {
        guard symbol.index < firsts.count else { return }
        var previous: Int32 = -1
        var position = firsts[symbol.index]
        while position >= 0, nodes[Int(position)].row != Int32(row.index) {
            previous = position
            position = nodes[Int(position)].next
        }
        guard position >= 0 else { return }
        let next = nodes[Int(position)].next
        if previous >= 0 { nodes[Int(previous)].next = next } else { firsts[symbol.index] = next }
        if lasts[symbol.index] == position { lasts[symbol.index] = previous }
        counts[symbol.index] -= 1
        nodes[Int(position)].next = firstFree
        firstFree = position
    }

    mutating func removeAll() {
        self = ColumnLists()
    }
}
