extension Array {
    /// Makes the array at least `count` long, appending `element`. The solver's arrays mostly
    /// grow by a symbol or a row at a time, and a few appends cost a fraction of a generic
    /// bulk append of a repeated element; a long run is appended in bulk, which sizes the
    /// buffer to it.
    mutating func grow(to count: Int, with element: Element) {
        let missing = count - self.count
        if missing > 8 {
            append(contentsOf: repeatElement(element, count: missing))
        } else if missing > 0 {
            for _ in 0..<missing { append(element) }
        }
    }
}
