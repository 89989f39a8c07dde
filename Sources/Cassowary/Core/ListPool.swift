/// Many short lists in one array: list `i` holds `count(i)` elements from `start[i]`, with room
/// for `capacity[i]`. A list that outgrows its room moves to the end, with twice the room; the
/// room it leaves stays unused. An elimination keeps its active rows and columns this way, a
/// few entries each for thousands of them, where an array each would cost an allocation.
struct ListPool<Element> {
    private var elements: [Element] = []
    private var start: [Int] = []
    private var counts: [Int] = []
    private var capacity: [Int] = []
    /// What fills room not yet used.
    private let filler: Element

    /// `lengths.count` empty lists, each with room for its length; `filler` fills the room.
    init(lengths: [Int], filler: Element) {
        self.filler = filler
        let total = lengths.reduce(0, +)
        elements = [Element](repeating: filler, count: total)
        start.reserveCapacity(lengths.count)
        var next = 0
        for length in lengths {
            start.append(next)
            next += length
        }
        counts = [Int](repeating: 0, count: lengths.count)
        capacity = lengths
    }

    var listCount: Int { counts.count }

    func count(_ list: Int) -> Int { counts[list] }

    subscript(list: Int, position: Int) -> Element { elements[start[list] + position] }

    /// The positions of `list`'s elements in ``element(at:)``'s numbering: valid until the list
    /// is changed (another list's change leaves them).
    func positions(_ list: Int) -> Range<Int> { start[list]..<start[list] + counts[list] }

    func element(at position: Int) -> Element { elements[position] }

    mutating func append(_ element: Element, to list: Int) {
        if counts[list] == capacity[list] { move(list, room: max(2 * capacity[list], 4)) }
        elements[start[list] + counts[list]] = element
        counts[list] += 1
    }

    /// Makes `list` hold `replacement`'s elements.
    mutating func replace(_ list: Int, with replacement: [Element]) {
        if replacement.count > capacity[list] {
            counts[list] = 0
            move(list, room: replacement.count)
        }
        for (offset, element) in replacement.enumerated() { elements[start[list] + offset] = element }
        counts[list] = replacement.count
    }

    mutating func removeAll(_ list: Int) { counts[list] = 0 }

    /// Moves `list` to the end of the elements, with room for `room`.
    private mutating func move(_ list: Int, room: Int) {
        // No reserveCapacity: it would allocate exactly, and every move copy the whole pool.
        let newStart = elements.count
        for position in positions(list) { elements.append(elements[position]) }
        for _ in counts[list]..<room { elements.append(filler) }
        start[list] = newStart
        capacity[list] = room
    }
}
