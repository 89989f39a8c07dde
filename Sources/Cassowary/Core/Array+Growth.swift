extension Array {
    /// Makes the array at least `count` long, appending `element`: the solver's arrays by
    /// symbol, row and slot grow as those are made.
    mutating func grow(to count: Int, with element: Element) {
        if self.count < count { append(contentsOf: repeatElement(element, count: count - self.count)) }
    }
}
