extension Array {
    /// Makes the array at least `count` long, appending `element`. The solver's arrays grow
    /// by a symbol or a row at a time, and a loop of appends costs a fraction of a generic
    /// bulk append of a repeated element at that size.
    mutating func grow(to count: Int, with element: Element) {
        while self.count < count { append(element) }
    }
}
