// The inverse of a basis made of small independent blocks, kept explicitly. Below a few dozen
// rows, walking sparse factors and an update log costs more than touching every entry of
// `B⁻¹`: a solve is then a few dozen multiply-adds per input entry, and a pivot or a new row
// updates the matrix at once, with no log to grow.
//
// A layout's basis is often many such bases side by side: on a grid of views, once the rows of
// views below a row are placed by its defining rows, the simplex rows of one row of views
// share no basic symbol with another's. `B` is then block diagonal, and so is `B⁻¹`: each
// block is kept dense on its own, and a solve touches only the blocks its input reaches. A
// pivot whose column reaches several blocks, or a new row whose entries do, joins them.

/// `B⁻¹` as dense blocks, each with its rows and slots given positions in order of arrival.
///
/// In a block, `(B⁻¹)[slot][row]` is at `entries[slotPosition * stride + rowPosition]`, so a
/// BTRAN (a combination of slots) reads contiguous memory. Rows and slots of removed
/// constraints keep their positions (and meaningless entries) until the next refactorization:
/// as in ``BasisFactorization``, nothing ever asks for them.
struct DenseInverse {
    /// A square part of `B⁻¹` whose rows and slots no other block shares.
    struct Block {
        /// Rows (and slots) with a position.
        var dimension = 0
        /// Pivots applied since the block was made from factors (those of the blocks it joined
        /// included): each carries the rounding of its solve into the block.
        var etas = 0
        var stride: Int
        var entries: [Double]
        /// The id at each position.
        var rowAt: [Int32] = []
        var slotAt: [Int32] = []
        /// The smallest and largest row id and slot id the block has had a position for since
        /// it was made: bounds for reading ahead (``prefetch(block:)``), never for correctness
        /// (an undone border leaves them wider than the rows and slots left).
        var lowestRow = Int32.max, highestRow: Int32 = -1
        var lowestSlot = Int32.max, highestSlot: Int32 = -1

        /// Widens the bounds to a row and its slot.
        mutating func cover(row: Int32, slot: Int32) {
            lowestRow = Swift.min(lowestRow, row)
            highestRow = Swift.max(highestRow, row)
            lowestSlot = Swift.min(lowestSlot, slot)
            highestSlot = Swift.max(highestSlot, slot)
        }

        /// A block with room for `capacity` positions (none at all for 0: a block left empty
        /// by a join).
        init(capacity: Int) {
            stride = capacity == 0 ? 0 : Swift.max(capacity, 8)
            entries = [Double](repeating: 0, count: stride * stride)
        }

        /// Makes room for `wanted` positions (copying the entries to the new stride).
        mutating func reserve(_ wanted: Int) {
            guard wanted > stride else { return }
            var wider = Swift.max(stride * 2, 8)
            while wider < wanted { wider *= 2 }
            var moved = [Double](repeating: 0, count: wider * wider)
            for s in 0..<dimension {
                for r in 0..<dimension { moved[s * wider + r] = entries[s * stride + r] }
            }
            entries = moved
            stride = wider
        }
    }

    /// The blocks; one joined into another is left empty (until the next refactorization).
    private(set) var blocks: [Block] = []
    /// The block and position of each row id and slot id; -1 for ids without one.
    private var rowBlock: [Int32] = []
    private var rowPosition: [Int32] = []
    private var slotBlock: [Int32] = []
    private var slotPosition: [Int32] = []
    /// In an inverse that grew row by row from nothing, the block that takes a new row
    /// reaching no block, while it is small (``openLimit``): rows that arrive one by one then
    /// share one block, as in a single dense inverse, instead of each starting one that a later
    /// pivot joins. -1 for none. An inverse made from factors has its true blocks, and a row
    /// reaching none starts its own.
    private var open = -1
    private var sharesOpenBlock = true
    static let openLimit = 64

    /// The largest block's dimension, and all of theirs together.
    private(set) var dimension = 0
    private(set) var totalDimension = 0
    /// The most pivots applied to one block.
    private(set) var largestEtaCount = 0

    /// The three sizes above, returned by the updates (so that a holder of an optional inverse
    /// keeps them without copying the inverse to read them).
    typealias Sizes = (dimension: Int, total: Int, etas: Int)
    var sizes: Sizes { (dimension, totalDimension, largestEtaCount) }

    /// While recording (between ``beginRecording()`` and ``endRecording()``), how to undo each
    /// change, oldest first: what a border added, the numbers a pivot is about to change, the
    /// blocks a join is about to take apart.
    private enum Change {
        case block(Int, Block)
        case blockCount(Int)
        case row(Int32, block: Int32, position: Int32)
        case slot(Int32, block: Int32, position: Int32)
        /// A border added the last position of block `b`.
        case border(Int)
        /// The entries of the slot at `position` in block `b`, before a pivot changed them.
        case slotEntries(Int, position: Int, values: [Double])
    }
    private var undo: [Change]?
    private var undoDimensions = (largest: 0, total: 0, etas: 0, open: -1)

    /// Scratch: one number per position of a block, the entries of a solve's input by block,
    /// and marks of the blocks an update joins.
    private var scratch: [Double] = []
    private var inputs: [(block: Int32, position: Int32, value: Double)] = []
    private var joinedEpoch: [UInt32] = []
    private var joinEpoch: UInt32 = 0

    /// An empty inverse (a basis with no rows).
    init() {}

    /// The inverse whose column for each row is given (`B⁻¹ e_row`, by slot), split into its
    /// blocks: a row and the slots of its column belong together. Nil when a block does not
    /// have as many rows as slots (which a non-singular `B` rules out).
    init?(columns: [(row: Int32, slots: [Int32], values: [Double])]) {
        sharesOpenBlock = false
        // Union-find over rows (0..<n) and slots (n..<n + slot count).
        let n = columns.count
        var slotNode: [Int32: Int] = [:]
        var slotIDs: [Int32] = []
        for column in columns {
            for slot in column.slots where slotNode[slot] == nil {
                slotNode[slot] = n + slotIDs.count
                slotIDs.append(slot)
            }
        }
        var sets = DisjointSets(count: n + slotIDs.count)
        for (index, column) in columns.enumerated() {
            for slot in column.slots {
                if let node = slotNode[slot] { sets.union(index, node) }
            }
        }
        func root(_ node: Int) -> Int { sets.root(node) }
        // The blocks, in order of their first row; slots in increasing id.
        var blockOfRoot: [Int: Int] = [:]
        var members: [(rows: [Int], slots: [Int32])] = []
        for index in 0..<n {
            let r = root(index)
            if let b = blockOfRoot[r] {
                members[b].rows.append(index)
            } else {
                blockOfRoot[r] = members.count
                members.append(([index], []))
            }
        }
        for slot in slotIDs.sorted() {
            guard let node = slotNode[slot], let b = blockOfRoot[root(node)] else { return nil }
            members[b].slots.append(slot)
        }
        for (rows, slots) in members {
            guard rows.count == slots.count else { return nil }
            let b = blocks.count
            var block = Block(capacity: rows.count + 4)
            for (position, slot) in slots.enumerated() {
                Self.cover(&slotBlock, &slotPosition, slot)
                slotBlock[Int(slot)] = Int32(b)
                slotPosition[Int(slot)] = Int32(position)
            }
            for (position, index) in rows.enumerated() {
                let column = columns[index]
                Self.cover(&rowBlock, &rowPosition, column.row)
                rowBlock[Int(column.row)] = Int32(b)
                rowPosition[Int(column.row)] = Int32(position)
                for (slot, value) in zip(column.slots, column.values) {
                    block.entries[Int(slotPosition[Int(slot)]) * block.stride + position] = value
                }
            }
            block.rowAt = rows.map { columns[$0].row }
            block.slotAt = slots
            for (row, slot) in zip(block.rowAt, slots) { block.cover(row: row, slot: slot) }
            block.dimension = rows.count
            blocks.append(block)
            dimension = Swift.max(dimension, rows.count)
            totalDimension += rows.count
        }
    }

    /// Makes the maps cover id `id`, growing them geometrically.
    private static func cover(_ blockOf: inout [Int32], _ positionOf: inout [Int32], _ id: Int32) {
        guard blockOf.count <= Int(id) else { return }
        let wanted = Swift.max(Int(id) + 1, 2 * blockOf.count, 64)
        blockOf.append(contentsOf: repeatElement(-1, count: wanted - blockOf.count))
        positionOf.append(contentsOf: repeatElement(-1, count: wanted - positionOf.count))
    }

    /// The number of blocks (those left empty by a join included).
    var blockCount: Int { blocks.count }

    /// Block `b`'s bounds on row and slot ids (see ``Block``); nil for an empty block or none.
    func bounds(ofBlock b: Int) -> (rows: ClosedRange<Int>, slots: ClosedRange<Int>)? {
        guard b >= 0, b < blocks.count, blocks[b].highestRow >= blocks[b].lowestRow,
              blocks[b].highestSlot >= blocks[b].lowestSlot else { return nil }
        return (Int(blocks[b].lowestRow)...Int(blocks[b].highestRow),
                Int(blocks[b].lowestSlot)...Int(blocks[b].highestSlot))
    }

    /// Asks for block `b`'s entries to be brought into the cache.
    func prefetch(block b: Int) {
        guard b >= 0, b < blocks.count else { return }
        let count = blocks[b].dimension * blocks[b].stride
        if count > 0 { Prefetch.span(blocks[b].entries, 0...(count - 1)) }
    }

    /// Asks for the block and position of rows `rows` and slots `slots` to be brought into the
    /// cache.
    func prefetchPlaces(rows: ClosedRange<Int>, slots: ClosedRange<Int>) {
        Prefetch.span(rowBlock, rows)
        Prefetch.span(rowPosition, rows)
        Prefetch.span(slotBlock, slots)
        Prefetch.span(slotPosition, slots)
    }

    /// The block `row` lies in; -1 for a row without a place.
    func block(ofRow row: Int32) -> Int32 {
        Int(row) < rowBlock.count ? rowBlock[Int(row)] : -1
    }

    @inline(__always)
    private func place(ofRow row: Int32) -> (block: Int, position: Int)? {
        guard Int(row) < rowBlock.count, rowBlock[Int(row)] >= 0 else { return nil }
        return (Int(rowBlock[Int(row)]), Int(rowPosition[Int(row)]))
    }

    @inline(__always)
    private func place(ofSlot slot: Int32) -> (block: Int, position: Int)? {
        guard Int(slot) < slotBlock.count, slotBlock[Int(slot)] >= 0 else { return nil }
        return (Int(slotBlock[Int(slot)]), Int(slotPosition[Int(slot)]))
    }

    // MARK: Recording

    /// Starts recording changes, so that ``rollBack()`` can undo them.
    mutating func beginRecording() {
        undo = []
        undoDimensions = (dimension, totalDimension, largestEtaCount, open)
    }

    /// Keeps the changes since ``beginRecording()`` and stops recording.
    mutating func endRecording() {
        undo = nil
    }

    /// Undoes the changes since ``beginRecording()`` and stops recording.
    @discardableResult
    mutating func rollBack() -> Sizes {
        guard let changes = undo else { return sizes }
        undo = nil
        for change in changes.reversed() {
            switch change {
            case .block(let b, let block): blocks[b] = block
            case .blockCount(let count): blocks.removeSubrange(count...)
            case .row(let row, let block, let position):
                rowBlock[Int(row)] = block
                rowPosition[Int(row)] = position
            case .slot(let slot, let block, let position):
                slotBlock[Int(slot)] = block
                slotPosition[Int(slot)] = position
            case .border(let b):
                blocks[b].rowAt.removeLast()
                blocks[b].slotAt.removeLast()
                blocks[b].dimension -= 1
            case .slotEntries(let b, let position, let values):
                let base = position * blocks[b].stride
                blocks[b].entries.withUnsafeMutableBufferPointer { entries in
                    for (r, value) in values.enumerated() { entries[base + r] = value }
                }
            }
        }
        (dimension, totalDimension, largestEtaCount, open) = undoDimensions
        return sizes
    }

    /// Saves block `b` whole (before a join changes it).
    private mutating func save(_ b: Int) {
        guard undo != nil else { return }
        undo?.append(.block(b, blocks[b]))
    }

    private mutating func setRow(_ row: Int32, block: Int, position: Int) {
        Self.cover(&rowBlock, &rowPosition, row)
        undo?.append(.row(row, block: rowBlock[Int(row)], position: rowPosition[Int(row)]))
        rowBlock[Int(row)] = Int32(block)
        rowPosition[Int(row)] = Int32(position)
    }

    private mutating func setSlot(_ slot: Int32, block: Int, position: Int) {
        Self.cover(&slotBlock, &slotPosition, slot)
        undo?.append(.slot(slot, block: slotBlock[Int(slot)], position: slotPosition[Int(slot)]))
        slotBlock[Int(slot)] = Int32(block)
        slotPosition[Int(slot)] = Int32(position)
    }

    // MARK: Joining blocks

    /// Starts collecting the blocks an update joins (``collect(_:into:)``).
    private mutating func beginJoin() {
        joinEpoch &+= 1
        if joinEpoch == 0 {
            for i in joinedEpoch.indices { joinedEpoch[i] = 0 }
            joinEpoch = 1
        }
        if joinedEpoch.count < blocks.count {
            joinedEpoch.append(contentsOf: repeatElement(0, count: blocks.count - joinedEpoch.count))
        }
    }

    @inline(__always)
    private mutating func collect(_ b: Int, into joined: inout [Int]) {
        if joinedEpoch[b] == joinEpoch { return }
        joinedEpoch[b] = joinEpoch
        joined.append(b)
    }

    /// One block holding the given ones side by side, or a new empty block when none is
    /// given. Returns its index. The largest keeps its index and its positions and takes the
    /// others' after them (they are left empty), so joining a small block to a large one costs
    /// the small one's rows times the large one's, not the large one's square.
    private mutating func join(_ joined: [Int]) -> Int {
        if joined.isEmpty {
            if sharesOpenBlock && open >= 0 && open < blocks.count && blocks[open].dimension < Self.openLimit {
                return open
            }
            undo?.append(.blockCount(blocks.count))
            blocks.append(Block(capacity: 32))
            open = blocks.count - 1
            return open
        }
        if joined.count == 1 { return joined[0] }
        var target = joined[0]
        for b in joined where blocks[b].dimension > blocks[target].dimension
            || (blocks[b].dimension == blocks[target].dimension && b < target) {
            target = b
        }
        save(target)
        blocks[target].reserve(joined.reduce(0) { $0 + blocks[$1].dimension })
        for b in joined where b != target {
            save(b)
            let part = blocks[b]
            let offset = blocks[target].dimension, e = part.dimension
            let stride = blocks[target].stride
            blocks[target].entries.withUnsafeMutableBufferPointer { entries in
                for s in 0..<offset {
                    for j in 0..<e { entries[s * stride + offset + j] = 0 }
                }
                for i in 0..<e {
                    let base = (offset + i) * stride
                    for r in 0..<offset { entries[base + r] = 0 }
                    for j in 0..<e { entries[base + offset + j] = part.entries[i * part.stride + j] }
                }
            }
            blocks[target].rowAt.append(contentsOf: part.rowAt)
            blocks[target].slotAt.append(contentsOf: part.slotAt)
            for (row, slot) in zip(part.rowAt, part.slotAt) { blocks[target].cover(row: row, slot: slot) }
            blocks[target].dimension += e
            blocks[target].etas += part.etas
            for (k, row) in part.rowAt.enumerated() { setRow(row, block: target, position: offset + k) }
            for (k, slot) in part.slotAt.enumerated() { setSlot(slot, block: target, position: offset + k) }
            blocks[b] = Block(capacity: 0)
        }
        dimension = Swift.max(dimension, blocks[target].dimension)
        largestEtaCount = Swift.max(largestEtaCount, blocks[target].etas)
        return target
    }

    // MARK: Updates

    /// A border: row `row` joins with a symbol basic in the new `slot`, `B' = [B 0; aᵀ σ]`,
    /// so `B'⁻¹ = [B⁻¹ 0; -aᵀB⁻¹/σ 1/σ]`. The blocks of the slots `a` names become one.
    @discardableResult
    mutating func border(row: Int32, slot: Int32, pivot: Double, entrySlots: ArraySlice<Int32>,
                         entryValues: ArraySlice<Double>) -> Sizes {
        // The block of the entries, if they lie in one; else the blocks they reach, joined.
        let count = Swift.min(entrySlots.count, entryValues.count)
        let firstSlot = entrySlots.startIndex, firstValue = entryValues.startIndex
        var only = -1, crosses = false
        for k in 0..<count where entryValues[firstValue + k] != 0 {
            guard let place = place(ofSlot: entrySlots[firstSlot + k]) else { continue }
            if only < 0 { only = place.block } else if place.block != only { crosses = true; break }
        }
        let b: Int
        if crosses || only < 0 {
            beginJoin()
            var joined: [Int] = []
            for k in 0..<count where entryValues[firstValue + k] != 0 {
                if let place = place(ofSlot: entrySlots[firstSlot + k]) { collect(place.block, into: &joined) }
            }
            b = join(joined)
        } else {
            b = only
        }
        let d = blocks[b].dimension
        blocks[b].reserve(d + 1)
        if scratch.count < d + 1 { scratch = [Double](repeating: 0, count: Swift.max(d + 1, 2 * scratch.count)) }
        let stride = blocks[b].stride
        let slotPosition = slotPosition
        blocks[b].entries.withUnsafeMutableBufferPointer { entries in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for r in 0..<d { scratch[r] = 0 }
                for k in 0..<count {
                    let other = entrySlots[firstSlot + k], value = entryValues[firstValue + k]
                    guard value != 0, Int(other) < slotPosition.count, slotPosition[Int(other)] >= 0 else { continue }
                    let base = Int(slotPosition[Int(other)]) * stride
                    for r in 0..<d { scratch[r] += value * entries[base + r] }
                }
                let base = d * stride
                for r in 0..<d { entries[base + r] = -scratch[r] / pivot }
                entries[base + d] = 1 / pivot
                for s in 0..<d { entries[s * stride + d] = 0 }
            }
        }
        blocks[b].rowAt.append(row)
        blocks[b].slotAt.append(slot)
        blocks[b].cover(row: row, slot: slot)
        blocks[b].dimension = d + 1
        undo?.append(.border(b))
        setRow(row, block: b, position: d)
        setSlot(slot, block: b, position: d)
        dimension = Swift.max(dimension, d + 1)
        totalDimension += 1
        return sizes
    }

    /// A pivot: the symbol entering `slot` has `B⁻¹`-column `alpha` (holding `pivot` there), so
    /// `B'⁻¹ = E⁻¹ B⁻¹`: the slot's row is divided by the pivot, and `αₚ` times it is taken
    /// from every other slot's. The blocks `alpha` reaches become one with the slot's.
    @discardableResult
    mutating func eta(slot: Int32, pivot: Double, alpha: ScatterVector) -> Sizes {
        guard let pivotPlace = place(ofSlot: slot) else { return sizes }
        var b = pivotPlace.block
        // Most pivots stay within their block: join only when the column leaves it.
        var crosses = false
        for other in alpha.positions where other != slot && alpha[other] != 0 {
            if let place = place(ofSlot: other), place.block != b {
                crosses = true
                break
            }
        }
        if crosses {
            beginJoin()
            var joined: [Int] = []
            collect(b, into: &joined)
            for other in alpha.positions where other != slot && alpha[other] != 0 {
                if let place = place(ofSlot: other) { collect(place.block, into: &joined) }
            }
            b = join(joined)
        }
        guard let s = place(ofSlot: slot)?.position else { return sizes }
        let d = blocks[b].dimension
        let stride = blocks[b].stride
        if undo != nil {
            // The rows of B⁻¹ the pivot changes: the slot's and those of the slots α reaches.
            let entries = blocks[b].entries
            func keep(_ position: Int) {
                undo?.append(.slotEntries(b, position: position, values: Array(entries[(position * stride)..<(position * stride + d)])))
            }
            keep(s)
            for other in alpha.positions where other != slot && alpha[other] != 0 {
                if let place = place(ofSlot: other), place.block == b { keep(place.position) }
            }
        }
        blocks[b].etas += 1
        largestEtaCount = Swift.max(largestEtaCount, blocks[b].etas)
        let slotBlock = slotBlock, slotPosition = slotPosition
        blocks[b].entries.withUnsafeMutableBufferPointer { entries in
            let base = s * stride
            for r in 0..<d { entries[base + r] /= pivot }
            for other in alpha.positions where other != slot {
                let a = alpha[other]
                if a == 0 || Int(other) >= slotBlock.count || slotBlock[Int(other)] < 0 { continue }
                let otherBase = Int(slotPosition[Int(other)]) * stride
                for r in 0..<d { entries[otherBase + r] -= a * entries[base + r] }
            }
        }
        return sizes
    }

    // MARK: Solves

    /// The one block the input's non-zero entries lie in: nil when they lie in several, -1
    /// when none has a place.
    private func onlyBlock(of input: ScatterVector, byRow: Bool) -> Int? {
        let blockOf = byRow ? rowBlock : slotBlock
        var only = -1
        for id in input.positions {
            guard Int(id) < blockOf.count, blockOf[Int(id)] >= 0, input[id] != 0 else { continue }
            let b = Int(blockOf[Int(id)])
            if only < 0 { only = b } else if b != only { return nil }
        }
        return only
    }

    /// The input's non-zero entries with a place, in ``inputs``, grouped by block (in order of
    /// block index; in input order within one).
    private mutating func gather(_ input: ScatterVector, byRow: Bool) {
        inputs.removeAll(keepingCapacity: true)
        for id in input.positions {
            let value = input[id]
            if value == 0 { continue }
            guard let place = byRow ? place(ofRow: id) : place(ofSlot: id) else { continue }
            inputs.append((Int32(place.block), Int32(place.position), value))
        }
        // Stable: the sort key is the block, then the input order.
        let keyed = inputs.enumerated().sorted { ($0.element.block, $0.offset) < ($1.element.block, $1.offset) }
        inputs = keyed.map(\.element)
    }

    /// FTRAN: `x = B⁻¹ a` for `a` in `input` (by row), into `result` (by slot).
    mutating func solve(_ input: ScatterVector, into result: inout ScatterVector) {
        solve(input, into: &result, transposed: false)
    }

    /// BTRAN: `y = B⁻ᵀ c` for `c` in `input` (by slot), into `result` (by row).
    mutating func solveTransposed(_ input: ScatterVector, into result: inout ScatterVector) {
        solve(input, into: &result, transposed: true)
    }

    /// FTRAN, or BTRAN when `transposed`: each block the input reaches, on its own.
    @inline(__always)
    private mutating func solve(_ input: ScatterVector, into result: inout ScatterVector, transposed: Bool) {
        guard let only = onlyBlock(of: input, byRow: !transposed) else {
            gather(input, byRow: !transposed)
            let entries = inputs
            for group in Self.groups(entries) {
                withBlock(group.block, transposed: transposed, into: &result) { matrix, scratch, d, stride in
                    for entry in entries[group.range] {
                        Self.add(matrix, scratch, Int(entry.position), entry.value, d, stride, transposed: transposed)
                    }
                }
            }
            return
        }
        if only < 0 { return }
        // One block (the usual case): its entries straight from the input.
        let positionOf = transposed ? slotPosition : rowPosition
        withBlock(only, transposed: transposed, into: &result) { matrix, scratch, d, stride in
            for id in input.positions {
                let value = input[id]
                let position = Int(id) < positionOf.count ? Int(positionOf[Int(id)]) : -1
                if value != 0 && position >= 0 {
                    Self.add(matrix, scratch, position, value, d, stride, transposed: transposed)
                }
            }
        }
    }

    /// The runs of entries of one block in grouped entries.
    private static func groups(_ entries: [(block: Int32, position: Int32, value: Double)]) -> [(block: Int, range: Range<Int>)] {
        var result: [(block: Int, range: Range<Int>)] = []
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count && entries[end].block == entries[start].block { end += 1 }
            result.append((Int(entries[start].block), start..<end))
            start = end
        }
        return result
    }

    /// A solve within block `b`: `body` adds its input into the scratch (zeroed for the
    /// block's positions) through the block's matrix; the non-zero sums then go to `result`,
    /// by slot (FTRAN) or, `transposed`, by row (BTRAN).
    @inline(__always)
    private mutating func withBlock(_ b: Int, transposed: Bool, into result: inout ScatterVector,
                                    _ body: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>, Int, Int) -> Void) {
        let d = blocks[b].dimension, stride = blocks[b].stride
        if scratch.count < d { scratch = [Double](repeating: 0, count: Swift.max(d, 2 * scratch.count)) }
        blocks[b].entries.withUnsafeBufferPointer { matrix in
            scratch.withUnsafeMutableBufferPointer { scratch in
                for k in 0..<d { scratch[k] = 0 }
                body(matrix, scratch, d, stride)
            }
        }
        let ids = transposed ? blocks[b].rowAt : blocks[b].slotAt
        for k in 0..<min(d, ids.count) where scratch[k] != 0 { result.set(ids[k], scratch[k]) }
    }

    /// One input entry into the scratch: FTRAN adds `value` times column `position` of the
    /// block's `B⁻¹` (strided), BTRAN `value` times row `position` (contiguous).
    @inline(__always)
    private static func add(_ matrix: UnsafeBufferPointer<Double>, _ scratch: UnsafeMutableBufferPointer<Double>,
                            _ position: Int, _ value: Double, _ d: Int, _ stride: Int, transposed: Bool) {
        if transposed {
            let base = position * stride
            for r in 0..<d { scratch[r] += value * matrix[base + r] }
        } else {
            var at = position
            for s in 0..<d {
                scratch[s] += matrix[at] * value
                at += stride
            }
        }
    }
}
