/// An array that can record its changes and take them back: the solver tries a required
/// constraint that may prove unsatisfiable with the journal open, and a failure restores every
/// recorded element bit for bit.
///
/// Writes while recording keep the element's old value; appends keep the count. Removing
/// elements while recording is not allowed (nothing in the solver needs it).
///
/// An element written twice is kept twice: rolling back in reverse order restores its first
/// value last. That costs a little per write, where marking each element's first write would
/// cost a mark per element for as long as the array lives (a large layout's reduced costs
/// have hundreds of thousands of elements per priority, and a recording writes a few).
struct JournaledArray<Element> {
    private(set) var elements: [Element]
    private var saved: [(index: Int, value: Element)] = []
    private var countWhenOpened: Int?

    init(repeating value: Element, count: Int) {
        elements = Array(repeating: value, count: count)
    }

    init() { elements = [] }

    var count: Int { elements.count }
    var isRecording: Bool { countWhenOpened != nil }

    subscript(index: Int) -> Element {
        get { elements[index] }
        set {
            if let opened = countWhenOpened, index < opened { saved.append((index, elements[index])) }
            elements[index] = newValue
        }
    }

    mutating func append(_ element: Element) {
        elements.append(element)
    }

    /// Makes the array at least `count` long, filling with `element`; it grows by at least
    /// half its size, so that growing one element at a time costs amortised constant time.
    mutating func grow(to count: Int, with element: Element) {
        guard elements.count < count else { return }
        let target = Swift.max(count, elements.count + elements.count / 2)
        elements.grow(to: target, with: element)
    }

    /// Replaces everything (not while recording).
    mutating func replaceAll(with elements: [Element]) {
        precondition(!isRecording, "a journaled array was replaced while recording")
        self.elements = elements
    }

    /// Starts recording.
    mutating func open() {
        precondition(!isRecording, "a journal was opened twice")
        countWhenOpened = elements.count
    }

    /// Keeps the changes and stops recording.
    mutating func commit() {
        saved.removeAll(keepingCapacity: true)
        countWhenOpened = nil
    }

    /// Restores the array as it was when recording started, and stops recording.
    mutating func rollBack() {
        guard let opened = countWhenOpened else { return }
        for (index, value) in saved.reversed() { elements[index] = value }
        if elements.count > opened { elements.removeSubrange(opened...) }
        commit()
    }
}
