/// One equation of the tableau, `basic = constant + Σ coefficient · symbol`, stored without
/// its basic symbol (kiwi's `row.h`).
///
/// Terms are kept sorted by symbol id in two parallel arrays, as kiwi's sorted vectors are:
/// lookups are binary searches, and adding one row to another is a sequential merge (see
/// ``SolverCore/addRow(_:times:to:)``). The order is canonical — it depends only on the
/// terms, never on the history of insertions.
struct Row {
    /// The constant part: the value of the basic symbol while all parameters are zero.
    var constant: Double
    /// Symbol ids, ascending.
    private(set) var symbols: [SymbolID] = []
    /// Parallel to ``symbols``.
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` terms.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    /// What ``add(_:_:)`` did to the set of symbols in the row.
    enum Change { case unchanged, inserted, removed }

    var count: Int { symbols.count }
    /// True when the row has no terms.
    var isConstant: Bool { symbols.isEmpty }

    /// The index of `symbol` if present, else the index where it would be inserted.
    @inline(__always)
    private func search(_ symbol: SymbolID) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let value = symbols[mid]
            if value < symbol { low = mid + 1 } else if value > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// True when `symbol` has a term in the row.
    @inline(__always)
    func contains(_ symbol: SymbolID) -> Bool { search(symbol).found }

    /// The coefficient of `symbol`, or zero when absent.
    @inline(__always)
    func coefficient(of symbol: SymbolID) -> Double {
        let (index, found) = search(symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient · symbol`, dropping the term if its coefficient becomes near zero.
    @discardableResult
    mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Change {
        let (index, found) = search(symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return .removed
            }
            coefficients[index] = sum
            return .unchanged
        }
        if nearZero(coefficient) { return .unchanged }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return .inserted
    }

    /// Removes `symbol`'s term; returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: SymbolID) -> Double {
        let (index, found) = search(symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Adds `factor · source` to this row and removes `dropped` (pass a symbol the row does
    /// not hold to drop nothing), appending to `gained` each symbol the row did not have.
    /// Terms that cancel to near zero are dropped too.
    ///
    /// Both rows are sorted, so this is one merge, done in place from the back: the row grows
    /// by `source.count` slots, the two sequences are merged downwards from the end, and the
    /// merged tail is then closed up against the untouched head. Nothing below the first
    /// symbol of `source` (or `dropped`) moves, and no memory is allocated once the row's
    /// capacity suffices.
    ///
    /// A short source (four terms or fewer) goes in term by term instead.
    ///
    /// - Complexity: O(`source.count` + the terms after the first symbol of `source`).
    mutating func add(_ source: Row, times factor: Double, dropping dropped: SymbolID, gained: inout [SymbolID]) {
        let sourceCount = source.symbols.count
        if sourceCount <= 4 {
            // A short source: removal and insertions shift with memmove, faster than a merge.
            remove(dropped)
            constant += factor * source.constant
            for k in 0..<sourceCount where add(source.symbols[k], factor * source.coefficients[k]) == .inserted {
                gained.append(source.symbols[k])
            }
            return
        }
        constant += factor * source.constant
        let oldCount = symbols.count
        let (droppedIndex, droppedFound) = search(dropped)
        let firstSource = sourceCount > 0 ? search(source.symbols[0]).index : oldCount
        // Target terms below `start` stay where they are.
        let start = droppedFound ? min(droppedIndex, firstSource) : firstSource
        let total = oldCount + sourceCount
        if sourceCount > 0 {
            symbols.append(contentsOf: repeatElement(0, count: sourceCount))
            coefficients.append(contentsOf: repeatElement(0, count: sourceCount))
        }
        var finalCount = 0
        source.symbols.withUnsafeBufferPointer { sourceSymbols in
            source.coefficients.withUnsafeBufferPointer { sourceCoefficients in
                symbols.withUnsafeMutableBufferPointer { targetSymbols in
                    coefficients.withUnsafeMutableBufferPointer { targetCoefficients in
                        var i = oldCount - 1, j = sourceCount - 1, write = total
                        while i >= start || j >= 0 {
                            let a = i >= start ? targetSymbols[i] : -1
                            let b = j >= 0 ? sourceSymbols[j] : -1
                            if a > b {
                                if a != dropped {
                                    write -= 1
                                    targetSymbols[write] = a
                                    targetCoefficients[write] = targetCoefficients[i]
                                }
                                i -= 1
                            } else if a == b {
                                let sum = targetCoefficients[i] + factor * sourceCoefficients[j]
                                if !nearZero(sum) {
                                    write -= 1
                                    targetSymbols[write] = b
                                    targetCoefficients[write] = sum
                                }
                                i -= 1
                                j -= 1
                            } else {
                                let value = factor * sourceCoefficients[j]
                                if !nearZero(value) {
                                    write -= 1
                                    targetSymbols[write] = b
                                    targetCoefficients[write] = value
                                    gained.append(b)
                                }
                                j -= 1
                            }
                        }
                        // [0, start) is the untouched head; [write, total) the merged tail.
                        let tail = total - write
                        if write > start {
                            for k in 0..<tail {
                                targetSymbols[start + k] = targetSymbols[write + k]
                                targetCoefficients[start + k] = targetCoefficients[write + k]
                            }
                        }
                        finalCount = start + tail
                    }
                }
            }
        }
        symbols.removeLast(symbols.count - finalCount)
        coefficients.removeLast(coefficients.count - finalCount)
    }

    /// Adds `factor · source` to this row (see ``add(_:times:dropping:gained:)``).
    mutating func add(_ source: Row, times factor: Double, gained: inout [SymbolID]) {
        add(source, times: factor, dropping: -1, gained: &gained)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Reads the row as the equation `0 = constant + a·symbol + rest` and rewrites it to
    /// express `symbol = -(constant + rest) / a`. (To move a basic symbol to the right, the
    /// caller first adds it with coefficient -1: see ``solve(for:_:)``.)
    mutating func solve(for symbol: SymbolID) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Rewrites `lhs = constant + a·rhs + rest` as `rhs = (lhs - constant - rest)/a`.
    mutating func solve(for lhs: SymbolID, _ rhs: SymbolID) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
