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
/// `l · (pivot row)` from every row of `lower[k]`, and `upper[k]` is what the pivot row held
/// besides its pivot, on slots pivoted later.
///
/// Both factors are also kept the other way round (by the row or slot an entry reaches), so
/// that each triangular solve visits only the steps its vector reaches: a layout's columns and
/// rows reach a few steps of tens of thousands.
struct LUFactors {
    struct Step {
        var row: Row
        var slot: Slot
        var pivot: Double
    }

    private(set) var steps: [Step] = []
    private var lower: [[(row: Row, multiplier: Double)]] = []
    private var upper: [[(slot: Slot, value: Double)]] = []
    /// The step pivoting on each row and slot id (-1 for none).
    private var stepOfRow: [Int] = []
    private var stepOfSlot: [Int] = []
    /// `lower` by row: the steps whose multipliers reach the row.
    private var lowerByRow: [[(step: Int, multiplier: Double)]] = []
    /// `upper` by slot: the steps whose pivot rows hold the slot.
    private var upperBySlot: [[(step: Int, value: Double)]] = []
    private(set) var entryCount = 0

    /// The factors of the empty matrix.
    init() {}

    /// Factors the matrix whose column at `slots[c]` is `columns[c]` (entries by row). Nil when
    /// the columns are linearly dependent (no acceptable pivot remains).
    init?(slots: [Slot], columns: [[(row: Row, value: Double)]]) {
        var elimination = Elimination(slots: slots, columns: columns)
        var pivots: [(step: Step, lower: [(row: Row, multiplier: Double)], upper: [(slot: Slot, value: Double)])] = []
        while let (r, c, pivot) = elimination.nextPivot() {
            let (lower, upper) = elimination.eliminate(r, c, pivot)
            pivots.append((Step(row: elimination.rowIDs[r], slot: slots[c], pivot: pivot), lower, upper))
        }
        if pivots.count != slots.count { return nil }
        for (step, lower, upper) in pivots { append(step, lower: lower, upper: upper) }
    }

    /// Appends a step (its pivot row and slot new to the factors) with its two factor entries.
    private mutating func append(
        _ step: Step, lower: [(row: Row, multiplier: Double)], upper: [(slot: Slot, value: Double)]
    ) {
        let k = steps.count
        steps.append(step)
        self.lower.append(lower)
        self.upper.append(upper)
        Self.set(&stepOfRow, step.row.index, k)
        Self.set(&stepOfSlot, step.slot.index, k)
        for (row, multiplier) in lower { Self.append(&lowerByRow, row.index, (k, multiplier)) }
        for (slot, value) in upper { Self.append(&upperBySlot, slot.index, (k, value)) }
        entryCount += 1 + lower.count + upper.count
    }

    private static func set(_ array: inout [Int], _ index: Int, _ value: Int) {
        if array.count <= index { array.grow(to: index + 1, with: -1) }
        array[index] = value
    }

    private static func append<T>(_ lists: inout [[T]], _ index: Int, _ element: T) {
        if lists.count <= index { lists.grow(to: index + 1, with: []) }
        lists[index].append(element)
    }

    private func step(ofRow index: Int) -> Int? {
        index < stepOfRow.count && stepOfRow[index] >= 0 ? stepOfRow[index] : nil
    }

    private func step(ofSlot index: Int) -> Int? {
        index < stepOfSlot.count && stepOfSlot[index] >= 0 ? stepOfSlot[index] : nil
    }

    // MARK: Borders

    /// Appends a border: row `row` joins with a new slot `slot` whose column is zero but for
    /// `pivot` in that row; the row's multipliers on the older steps are `multipliers` (from
    /// ``borderMultipliers(_:heaps:)``). `B' = [B 0; aᵀ σ]` factors as `[L 0; mᵀ 1] [U 0;
    /// 0 σ]` with `mᵀ U = aᵀ`.
    mutating func appendBorder(row: Row, slot: Slot, pivot: Double, multipliers: [(step: Int, multiplier: Double)]) {
        let k = steps.count
        for (step, multiplier) in multipliers { lower[step].append((row, multiplier)) }
        steps.append(Step(row: row, slot: slot, pivot: pivot))
        lower.append([])
        upper.append([])
        Self.set(&stepOfRow, row.index, k)
        Self.set(&stepOfSlot, slot.index, k)
        for (step, multiplier) in multipliers { Self.append(&lowerByRow, row.index, (step, multiplier)) }
        entryCount += 1 + multipliers.count
    }

    /// Takes back the borders appended after the first `count` steps, newest first.
    mutating func removeBorders(downTo count: Int) {
        while steps.count > count {
            let step = steps.removeLast()
            lower.removeLast()
            upper.removeLast()
            let reaching = step.row.index < lowerByRow.count ? lowerByRow[step.row.index] : []
            for (older, _) in reaching { lower[older].removeLast() }
            if step.row.index < lowerByRow.count { lowerByRow[step.row.index] = [] }
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
            for (row, multiplier) in lower[k] {
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
            let slot = steps[k].slot.index
            if slot < upperBySlot.count { for (earlier, _) in upperBySlot[slot] { heaps.decreasing.push(earlier) } }
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
            for (row, multiplier) in lower[k] { a.add(row.index, abs(multiplier) * value) }
        }
        for k in steps.indices.reversed() {
            let value = a[steps[k].row.index] / abs(steps[k].pivot)
            if value == 0 { continue }
            result.set(steps[k].slot.index, value)
            let slot = steps[k].slot.index
            guard slot < upperBySlot.count else { continue }
            for (earlier, entry) in upperBySlot[slot] { a.add(steps[earlier].row.index, abs(entry) * value) }
        }
    }

    /// `value` (step `k`'s result) scattered up to the rows that hold its slot.
    @inline(__always)
    private func scatterUp(_ value: Double, from k: Int, into a: inout SparseVector) {
        let slot = steps[k].slot.index
        guard slot < upperBySlot.count else { return }
        for (earlier, entry) in upperBySlot[slot] { a.add(steps[earlier].row.index, -entry * value) }
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
            for (row, multiplier) in lower[k] { a.add(row.index, -multiplier * value) }
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
            let row = steps[k].row.index
            let value = result[row]
            if value == 0 || row >= lowerByRow.count { continue }
            for (earlier, multiplier) in lowerByRow[row] {
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
            for (slot, entry) in upper[k] { c.add(slot.index, -entry * scaled) }
        }
        for k in steps.indices.reversed() {
            let row = steps[k].row.index
            let value = result[row]
            if value == 0 || row >= lowerByRow.count { continue }
            for (earlier, multiplier) in lowerByRow[row] { result.add(steps[earlier].row.index, -multiplier * value) }
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
            for (slot, entry) in upper[k] {
                c.add(slot.index, -entry * scaled)
                if let later = step(ofSlot: slot.index) { heap.push(later) }
            }
        }
    }
}
