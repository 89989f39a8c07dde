// The LU factors of the basis: Gaussian elimination on a square sparse matrix, in an order
// chosen to keep the factors sparse (Markowitz 1957), with threshold pivoting for stability.
//
// Layout systems are nearly triangular: most steps are *singletons* — a column with one entry
// left, or a row with one entry left — which eliminate with no fill-in. The rest (the "bump")
// follows Markowitz's rule: among the entries of the sparsest columns that are not much
// smaller than the largest in their column, the one whose row and column are shortest, since
// it can create at most (r - 1)(c - 1) new entries.

/// The factors of a square matrix `B` over rows and slots, as the elimination steps that made
/// them. Step `k` pivots on row `steps[k].row` and slot `steps[k].slot`; it subtracts
/// `l · (pivot row)` from every row of its column of L, and its row of U is what the pivot
/// row held besides its pivot, on slots pivoted later.
///
/// Both factors are also kept the other way round (by the row or slot an entry reaches), so
/// that each triangular solve visits only the steps its vector reaches: a layout's columns and
/// rows reach a few steps of tens of thousands.
///
/// The factored steps keep their entries in flat lists (``FactorEntries`` and the same by row
/// and slot): a factoring makes thousands of steps of one or two entries, and an array each
/// cost more in allocation than the elimination itself. Borders, appended later one at a
/// time, keep theirs in lists per step and per row.
struct LUFactors {
    struct Step {
        var row: Row
        var slot: Slot
        var pivot: Double
    }

    private(set) var steps: [Step] = []
    /// The factored steps' entries, by step.
    private var factored = FactorEntries()
    /// The same by row (the steps whose multipliers reach the row) and by slot (the steps
    /// whose pivot rows hold the slot): a row's or slot's entries are at `starts[i]..<starts[i + 1]`.
    private var lowerByRow = Transposed<(step: Int, multiplier: Double)>()
    private var upperBySlot = Transposed<(step: Int, value: Double)>()
    /// The multipliers borders added to older steps' columns of L, by step, and the same by
    /// the border's row.
    private var borderLower: [[(row: Row, multiplier: Double)]] = []
    private var borderLowerByRow: [[(step: Int, multiplier: Double)]] = []
    /// The step pivoting on each row and slot id (-1 for none).
    private var stepOfRow: [Int] = []
    private var stepOfSlot: [Int] = []
    private(set) var entryCount = 0

    /// The factors of the empty matrix.
    init() {}

    /// Factors the matrix whose column at `slots[c]` is `columns[c]` (entries by row). Nil when
    /// the columns are linearly dependent (no acceptable pivot remains).
    init?(slots: [Slot], columns: [[(row: Row, value: Double)]]) {
        var elimination = Elimination(slots: slots, columns: columns)
        var entries = FactorEntries()
        while let (r, c, pivot) = elimination.nextPivot() {
            steps.append(Step(row: elimination.rowIDs[r], slot: slots[c], pivot: pivot))
            elimination.eliminate(r, c, pivot, into: &entries)
        }
        if steps.count != slots.count { return nil }
        for (k, step) in steps.enumerated() {
            Self.set(&stepOfRow, step.row.index, k)
            Self.set(&stepOfSlot, step.slot.index, k)
        }
        lowerByRow = Transposed(entries.lower.count, starts: entries.lowerStarts, filler: (0, 0)) { k, i in
            (entries.lower[i].row.index, (k, entries.lower[i].multiplier))
        }
        upperBySlot = Transposed(entries.upper.count, starts: entries.upperStarts, filler: (0, 0)) { k, i in
            (entries.upper[i].slot.index, (k, entries.upper[i].value))
        }
        factored = entries
        entryCount = steps.count + entries.lower.count + entries.upper.count
    }

    private static func set(_ array: inout [Int], _ index: Int, _ value: Int) {
        if array.count <= index { array.grow(to: index + 1, with: -1) }
        array[index] = value
    }

    /// Whether borders were appended since the factoring (or to the empty factors).
    var hasBorders: Bool { steps.count > factored.lowerStarts.count - 1 }

    private func step(ofRow index: Int) -> Int? {
        index < stepOfRow.count && stepOfRow[index] >= 0 ? stepOfRow[index] : nil
    }

    private func step(ofSlot index: Int) -> Int? {
        index < stepOfSlot.count && stepOfSlot[index] >= 0 ? stepOfSlot[index] : nil
    }

    /// Step `k`'s column of L, in the order its entries came: the factoring's, then the borders'.
    @inline(__always)
    private func forEachLower(of k: Int, _ body: (Row, Double) -> Void) {
        if k + 1 < factored.lowerStarts.count {
            for i in factored.lowerStarts[k]..<factored.lowerStarts[k + 1] {
                body(factored.lower[i].row, factored.lower[i].multiplier)
            }
        }
        if k < borderLower.count { for (row, multiplier) in borderLower[k] { body(row, multiplier) } }
    }

    /// Step `k`'s row of U (borders have none).
    @inline(__always)
    private func forEachUpper(of k: Int, _ body: (Slot, Double) -> Void) {
        guard k + 1 < factored.upperStarts.count else { return }
        for i in factored.upperStarts[k]..<factored.upperStarts[k + 1] {
            body(factored.upper[i].slot, factored.upper[i].value)
        }
    }

    /// The steps whose multipliers reach row `index`.
    @inline(__always)
    private func forEachLower(reaching index: Int, _ body: (Int, Double) -> Void) {
        lowerByRow.forEach(index) { body($0.step, $0.multiplier) }
        if index < borderLowerByRow.count {
            for (step, multiplier) in borderLowerByRow[index] { body(step, multiplier) }
        }
    }

    // MARK: Borders

    /// Appends a border: row `row` joins with a new slot `slot` whose column is zero but for
    /// `pivot` in that row; the row's multipliers on the older steps are `multipliers` (from
    /// ``borderMultipliers(_:heaps:)``). `B' = [B 0; aᵀ σ]` factors as `[L 0; mᵀ 1] [U 0;
    /// 0 σ]` with `mᵀ U = aᵀ`.
    mutating func appendBorder(row: Row, slot: Slot, pivot: Double, multipliers: [(step: Int, multiplier: Double)]) {
        let k = steps.count
        if borderLower.count <= k { borderLower.grow(to: k + 1, with: []) }
        for (step, multiplier) in multipliers { borderLower[step].append((row, multiplier)) }
        steps.append(Step(row: row, slot: slot, pivot: pivot))
        Self.set(&stepOfRow, row.index, k)
        Self.set(&stepOfSlot, slot.index, k)
        if borderLowerByRow.count <= row.index { borderLowerByRow.grow(to: row.index + 1, with: []) }
        borderLowerByRow[row.index] = multipliers
        entryCount += 1 + multipliers.count
    }

    /// Takes back the borders appended after the first `count` steps, newest first.
    mutating func removeBorders(downTo count: Int) {
        while steps.count > count {
            let step = steps.removeLast()
            let reaching = step.row.index < borderLowerByRow.count ? borderLowerByRow[step.row.index] : []
            for (older, _) in reaching { borderLower[older].removeLast() }
            if step.row.index < borderLowerByRow.count { borderLowerByRow[step.row.index] = [] }
            stepOfRow[step.row.index] = -1
            stepOfSlot[step.slot.index] = -1
            entryCount -= 1 + reaching.count
        }
    }

    /// `mᵀ = cᵀ U⁻¹` for `c` by slot (consumed): a border's multipliers, by step.
    func borderMultipliers(_ c: inout SparseVector, heaps: inout SolveHeaps) -> [(step: Int, multiplier: Double)] {
        var multipliers: [(step: Int, multiplier: Double)] = []
        forwardUpper(&c, heap: &heaps.increasing) { k, value in multipliers.append((k, value)) }
        return multipliers
    }

    // MARK: Solves

    /// Solves `B u = a` in place: `a` by row in (left holding intermediate values), `u` by slot
    /// out (into `result`, which the caller cleared).
    func solve(_ a: inout SparseVector, into result: inout SparseVector, heaps: inout SolveHeaps) {
        if isSmall(for: a) {
            solveBySweeping(&a, into: &result)
            return
        }
        // L: steps in increasing order, each scattering its row's value down its column of L.
        heaps.increasing.removeAll()
        for position in a.positions { if let k = step(ofRow: position) { heaps.increasing.push(k) } }
        while let k = heaps.increasing.pop() {
            let value = a[steps[k].row.index]
            if value == 0 { continue }
            forEachLower(of: k) { row, multiplier in
                a.add(row.index, -multiplier * value)
                if let later = step(ofRow: row.index) { heaps.increasing.push(later) }
            }
        }
        // U: steps in decreasing order, each value scattered up to the rows that hold its slot.
        heaps.decreasing.removeAll()
        for position in a.positions { if let k = step(ofRow: position) { heaps.decreasing.push(k) } }
        while let k = heaps.decreasing.pop() {
            let value = a[steps[k].row.index] / steps[k].pivot
            if value == 0 { continue }
            result.set(steps[k].slot.index, value)
            scatterUp(value, from: k, into: &a)
            upperBySlot.forEach(steps[k].slot.index) { heaps.decreasing.push($0.step) }
        }
    }

    /// The bound of a solve's rounding: the solve of ``solve(_:into:heaps:)`` with every
    /// number taken by its magnitude, so that nothing cancels. `a` holds `|a|` by row (consumed),
    /// `result` (cleared by the caller) gets `m ≥ |u|` by slot; the rounding error of `uᵢ` is a
    /// small multiple of the unit roundoff times `mᵢ` (Higham, *Accuracy and Stability of
    /// Numerical Algorithms*, §8.1). A sweep over every step: it is rarely needed.
    func solveMagnitudes(_ a: inout SparseVector, into result: inout SparseVector) {
        for k in steps.indices {
            let value = a[steps[k].row.index]
            if value == 0 { continue }
            forEachLower(of: k) { row, multiplier in a.add(row.index, abs(multiplier) * value) }
        }
        for k in steps.indices.reversed() {
            let value = a[steps[k].row.index] / abs(steps[k].pivot)
            if value == 0 { continue }
            result.set(steps[k].slot.index, value)
            upperBySlot.forEach(steps[k].slot.index) { a.add(steps[$0.step].row.index, abs($0.value) * value) }
        }
    }

    /// `value` (step `k`'s result) scattered up to the rows that hold its slot.
    @inline(__always)
    private func scatterUp(_ value: Double, from k: Int, into a: inout SparseVector) {
        upperBySlot.forEach(steps[k].slot.index) { a.add(steps[$0.step].row.index, -$0.value * value) }
    }

    /// Whether a solve is cheaper as a sweep over every step than as a walk of the steps the
    /// vector reaches, which costs a heap operation each: so for small factors.
    private func isSmall(for vector: SparseVector) -> Bool {
        steps.count <= 64 + 8 * vector.positions.count
    }

    /// `solve` as two plain sweeps over the steps.
    private func solveBySweeping(_ a: inout SparseVector, into result: inout SparseVector) {
        for k in steps.indices {
            let value = a[steps[k].row.index]
            if value == 0 { continue }
            forEachLower(of: k) { row, multiplier in a.add(row.index, -multiplier * value) }
        }
        for k in steps.indices.reversed() {
            let value = a[steps[k].row.index] / steps[k].pivot
            if value == 0 { continue }
            result.set(steps[k].slot.index, value)
            scatterUp(value, from: k, into: &a)
        }
    }

    /// Solves `Bᵀ y = c` in place: `c` by slot in (left holding intermediate values), `y` by
    /// row out (into `result`, which the caller cleared).
    func solveTransposed(_ c: inout SparseVector, into result: inout SparseVector, heaps: inout SolveHeaps) {
        if isSmall(for: c) {
            solveTransposedBySweeping(&c, into: &result)
            return
        }
        // The decreasing heap is taken out for the pass over Uᵀ, which fills it as it goes.
        var backward = IndexHeap()
        swap(&backward, &heaps.decreasing)
        defer { swap(&backward, &heaps.decreasing) }
        backward.removeAll()
        forwardUpper(&c, heap: &heaps.increasing) { k, value in
            result.set(steps[k].row.index, value)
            backward.push(k)
        }
        // Lᵀ: steps in decreasing order, each row's final value scattered to the rows whose
        // elimination it entered.
        while let k = backward.pop() {
            let value = result[steps[k].row.index]
            if value == 0 { continue }
            forEachLower(reaching: steps[k].row.index) { earlier, multiplier in
                result.add(steps[earlier].row.index, -multiplier * value)
                backward.push(earlier)
            }
        }
    }

    /// `solveTransposed` as two plain sweeps over the steps.
    private func solveTransposedBySweeping(_ c: inout SparseVector, into result: inout SparseVector) {
        for k in steps.indices {
            let value = c[steps[k].slot.index]
            if value == 0 { continue }
            let scaled = value / steps[k].pivot
            result.set(steps[k].row.index, scaled)
            forEachUpper(of: k) { slot, entry in c.add(slot.index, -entry * scaled) }
        }
        for k in steps.indices.reversed() {
            let value = result[steps[k].row.index]
            if value == 0 { continue }
            forEachLower(reaching: steps[k].row.index) { earlier, multiplier in
                result.add(steps[earlier].row.index, -multiplier * value)
            }
        }
    }

    /// Uᵀ's pass: steps in increasing order, each `c[slot] / pivot` handed to `visit` and
    /// scattered along the pivot row's entries.
    private func forwardUpper(_ c: inout SparseVector, heap: inout IndexHeap, visit: (Int, Double) -> Void) {
        heap.removeAll()
        for position in c.positions { if let k = step(ofSlot: position) { heap.push(k) } }
        while let k = heap.pop() {
            let value = c[steps[k].slot.index]
            if value == 0 { continue }
            let scaled = value / steps[k].pivot
            visit(k, scaled)
            forEachUpper(of: k) { slot, entry in
                c.add(slot.index, -entry * scaled)
                if let later = step(ofSlot: slot.index) { heap.push(later) }
            }
        }
    }
}

/// Entries grouped by a row or slot index, flat: index `i`'s are `entries[starts[i]..<starts[i + 1]]`,
/// in the order they were given. Made once, from a factoring's entries by step.
struct Transposed<Element> {
    private var starts: [Int] = []
    private var entries: [Element] = []

    init() {}

    /// Groups `count` entries, given by step (step `k`'s are `stepStarts[k]..<stepStarts[k + 1]`),
    /// by the index `entry(k, i)` names for entry `i` of step `k`; `filler` holds each place
    /// until its entry is put there.
    init(
        _ count: Int, starts stepStarts: [Int], filler: Element, entry: (Int, Int) -> (index: Int, element: Element)
    ) {
        var counts: [Int] = []
        for k in 0..<stepStarts.count - 1 {
            for i in stepStarts[k]..<stepStarts[k + 1] {
                let index = entry(k, i).index
                if counts.count <= index { counts.grow(to: index + 1, with: 0) }
                counts[index] += 1
            }
        }
        starts = [Int](repeating: 0, count: counts.count + 1)
        for index in counts.indices { starts[index + 1] = starts[index] + counts[index] }
        var next = starts
        entries = [Element](repeating: filler, count: count)
        for k in 0..<stepStarts.count - 1 {
            for i in stepStarts[k]..<stepStarts[k + 1] {
                let (index, element) = entry(k, i)
                entries[next[index]] = element
                next[index] += 1
            }
        }
    }

    @inline(__always)
    func forEach(_ index: Int, _ body: (Element) -> Void) {
        guard index + 1 < starts.count else { return }
        for position in starts[index]..<starts[index + 1] { body(entries[position]) }
    }
}
