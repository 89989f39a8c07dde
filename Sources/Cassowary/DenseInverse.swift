// The inverse of a small basis, kept explicitly. Below a few dozen rows, walking sparse factors
// and an update log costs more than touching every entry of `B⁻¹`: a solve is then a few
// dozen multiply-adds per input entry, and a pivot or a new row updates the matrix at once,
// with no log to grow.

/// `B⁻¹` of a small basis, dense, with its rows and slots given positions in order of arrival.
///
/// `(B⁻¹)[slot][row]` is at `entries[slotPosition * stride + rowPosition]`, so a BTRAN (a
/// combination of slots) reads contiguous memory. Rows and slots of removed constraints keep
/// their positions (and meaningless entries) until the next refactorization: as in
/// ``BasisFactorization``, nothing ever asks for them.
struct DenseInverse {
    /// Rows (and slots) with a position.
    private(set) var dimension = 0
    private var stride: Int
    private var entries: [Double]
    /// The position of each row and slot id; -1 for ids without one.
    private var rowPosition: [Int32] = []
    private var slotPosition: [Int32] = []
    /// The id at each position.
    private var rowAt: [Int32] = []
    private var slotAt: [Int32] = []
    /// One scratch number per position.
    private var scratch: [Double] = []

    init(capacity: Int) {
        stride = Swift.max(capacity, 8)
        entries = [Double](repeating: 0, count: stride * stride)
        scratch = [Double](repeating: 0, count: stride)
        rowAt.reserveCapacity(stride)
        slotAt.reserveCapacity(stride)
    }

    /// Doubles the room (copying the entries to the new stride).
    private mutating func grow() {
        let wider = stride * 2
        var moved = [Double](repeating: 0, count: wider * wider)
        for s in 0..<dimension {
            for r in 0..<dimension { moved[s * wider + r] = entries[s * stride + r] }
        }
        entries = moved
        stride = wider
        scratch = [Double](repeating: 0, count: stride)
    }

    /// Makes `positions` cover index `id`, growing it geometrically.
    private static func cover(_ positions: inout [Int32], _ id: Int32) {
        guard positions.count <= Int(id) else { return }
        let wanted = Swift.max(Int(id) + 1, 2 * positions.count, 64)
        positions.append(contentsOf: repeatElement(-1, count: wanted - positions.count))
    }

    private mutating func place(row: Int32, slot: Int32, at position: Int) {
        Self.cover(&rowPosition, row)
        Self.cover(&slotPosition, slot)
        rowPosition[Int(row)] = Int32(position)
        slotPosition[Int(slot)] = Int32(position)
        rowAt.append(row)
        slotAt.append(slot)
    }

    @inline(__always)
    private func position(ofRow row: Int32) -> Int {
        Int(row) < rowPosition.count ? Int(rowPosition[Int(row)]) : -1
    }

    @inline(__always)
    private func position(ofSlot slot: Int32) -> Int {
        Int(slot) < slotPosition.count ? Int(slotPosition[Int(slot)]) : -1
    }

    /// Sets the column of `B⁻¹` for `row` (the solution of `B x = e_row`, by slot), when the
    /// inverse is first made from factors. Rows and slots are placed as they come.
    mutating func setColumn(row: Int32, slots: [Int32], values: [Double]) {
        var r = position(ofRow: row)
        if r < 0 {
            if dimension == stride { grow() }
            r = dimension
            Self.cover(&rowPosition, row)
            rowPosition[Int(row)] = Int32(r)
            rowAt.append(row)
            dimension += 1
        }
        for (slot, value) in zip(slots, values) {
            var s = position(ofSlot: slot)
            if s < 0 {
                s = slotAt.count
                Self.cover(&slotPosition, slot)
                slotPosition[Int(slot)] = Int32(s)
                slotAt.append(slot)
            }
            entries[s * stride + r] = value
        }
    }

    /// A border: row `row` joins with a symbol basic in the new `slot`, `B' = [B 0; aᵀ σ]`,
    /// so `B'⁻¹ = [B⁻¹ 0; -aᵀB⁻¹/σ 1/σ]`.
    mutating func border(row: Int32, slot: Int32, pivot: Double, entrySlots: ArraySlice<Int32>,
                         entryValues: ArraySlice<Double>) {
        if dimension == stride { grow() }
        let d = dimension
        for r in 0..<d { scratch[r] = 0 }
        for (other, value) in zip(entrySlots, entryValues) {
            let p = position(ofSlot: other)
            if p < 0 { continue }
            let base = p * stride
            for r in 0..<d { scratch[r] += value * entries[base + r] }
        }
        let base = d * stride
        for r in 0..<d { entries[base + r] = -scratch[r] / pivot }
        entries[base + d] = 1 / pivot
        for s in 0..<d { entries[s * stride + d] = 0 }
        place(row: row, slot: slot, at: d)
        dimension += 1
    }

    /// A pivot: the symbol entering `slot` has `B⁻¹`-column `alpha` (holding `pivot` there), so
    /// `B'⁻¹ = E⁻¹ B⁻¹`: the slot's row is divided by the pivot, and `αₚ` times it is taken
    /// from every other slot's.
    mutating func eta(slot: Int32, pivot: Double, alpha: ScatterVector) {
        let s = position(ofSlot: slot)
        guard s >= 0 else { return }
        let base = s * stride
        let d = dimension
        let stride = stride
        let positions = slotPosition
        entries.withUnsafeMutableBufferPointer { entries in
            for r in 0..<d { entries[base + r] /= pivot }
            for other in alpha.positions where other != slot {
                let a = alpha[other]
                let p = Int(other) < positions.count ? Int(positions[Int(other)]) : -1
                if a == 0 || p < 0 { continue }
                let otherBase = p * stride
                for r in 0..<d { entries[otherBase + r] -= a * entries[base + r] }
            }
        }
    }

    /// FTRAN: `x = B⁻¹ a` for `a` in `input` (by row), into `result` (by slot).
    mutating func solve(_ input: ScatterVector, into result: inout ScatterVector) {
        let d = dimension
        let stride = stride
        let rowPositions = rowPosition
        entries.withUnsafeBufferPointer { entries in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for s in 0..<d { scratch[s] = 0 }
                for row in input.positions {
                    let a = input[row]
                    let r = Int(row) < rowPositions.count ? Int(rowPositions[Int(row)]) : -1
                    if a == 0 || r < 0 { continue }
                    var at = r
                    for s in 0..<d {
                        scratch[s] += entries[at] * a
                        at += stride
                    }
                }
            }
        }
        let slots = min(d, slotAt.count)
        for s in 0..<slots where scratch[s] != 0 { result.set(slotAt[s], scratch[s]) }
    }

    /// BTRAN: `y = B⁻ᵀ c` for `c` in `input` (by slot), into `result` (by row).
    mutating func solveTransposed(_ input: ScatterVector, into result: inout ScatterVector) {
        let d = dimension
        let stride = stride
        let slotPositions = slotPosition
        entries.withUnsafeBufferPointer { entries in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for r in 0..<d { scratch[r] = 0 }
                for slot in input.positions {
                    let c = input[slot]
                    let s = Int(slot) < slotPositions.count ? Int(slotPositions[Int(slot)]) : -1
                    if c == 0 || s < 0 { continue }
                    let base = s * stride
                    for r in 0..<d { scratch[r] += c * entries[base + r] }
                }
            }
        }
        for r in 0..<d where scratch[r] != 0 { result.set(rowAt[r], scratch[r]) }
    }
}
