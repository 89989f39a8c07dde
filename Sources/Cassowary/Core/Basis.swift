/// The basis: which symbol is basic in each slot, the basic values `x_B = B⁻¹ b`, and
/// `B⁻¹` itself (``BasisInverse``). Non-basic symbols are at zero.
///
/// Every change goes through a verb here — a border, a pivot, a retirement, a move of the
/// values — so the symbols, the values and the inverse never disagree; while the journal is
/// open each verb records what it changes, and ``rollBack()`` restores it bit for bit.
struct Basis {
    private var basicSymbol = JournaledArray<Symbol?>()
    private var slotOfSymbol = JournaledArray<Slot?>()
    private var values = JournaledArray<Double>()
    /// The basic values by slot.
    var allValues: [Double] { values.elements }
    private(set) var inverse = BasisInverse()
    /// Slots free for reuse, and slots of removed rows the inverse still holds (free after the
    /// next factoring).
    private var freeSlots: [Int] = []
    private(set) var retiredSlots: [Int] = []
    /// Counts every change of the basic values, so that what is computed from them can tell
    /// it is stale.
    private(set) var generation = 0
    private var openedAt: (inverse: (steps: Int, etas: Int), freeSlots: [Int], retiredSlots: [Int])?
    /// The factors as they were when the journal opened, kept once they are factored afresh
    /// during the change (a roll-back can no longer truncate the log back to them).
    private var inverseAtOpen: BasisInverse?

    var slotCapacity: Int { basicSymbol.count }
    var isRecording: Bool { openedAt != nil }

    func symbol(in slot: Slot) -> Symbol? { basicSymbol[slot.index] }
    func value(in slot: Slot) -> Double { values[slot.index] }

    func slot(of symbol: Symbol) -> Slot? {
        symbol.index < slotOfSymbol.count ? slotOfSymbol[symbol.index] : nil
    }

    func isBasic(_ symbol: Symbol) -> Bool { slot(of: symbol) != nil }

    /// The slot of each symbol (nil when non-basic), for a loop that asks of many.
    var slotsBySymbol: [Slot?] { slotOfSymbol.elements }

    /// The current value of a symbol: its slot's value, or zero when non-basic.
    func value(of symbol: Symbol) -> Double {
        slot(of: symbol).map { values[$0.index] } ?? 0
    }

    /// The slots holding a basic symbol, in id order.
    var liveSlots: [Slot] {
        (0..<basicSymbol.count).filter { basicSymbol[$0] != nil }.map(Slot.init)
    }

    mutating func reserveSymbols(_ count: Int) {
        slotOfSymbol.grow(to: count, with: nil)
    }

    // MARK: Solves

    /// FTRAN: `u = B⁻¹ a`, `a` by row (consumed), `u` by slot.
    mutating func solve(_ a: inout SparseVector, into u: inout SparseVector) {
        inverse.solve(&a, into: &u)
    }

    /// FTRAN's rounding bound: `m ≥ |B⁻¹ a|` from `|a|` by row (consumed), `m` by slot.
    mutating func solveMagnitudes(_ a: inout SparseVector, into m: inout SparseVector) {
        inverse.solveMagnitudes(&a, into: &m)
    }

    /// BTRAN: `y = B⁻ᵀ c`, `c` by slot (consumed), `y` by row.
    mutating func solveTransposed(_ c: inout SparseVector, into y: inout SparseVector) {
        inverse.solveTransposed(&c, into: &y)
    }

    // MARK: Changes

    /// Row `row` joins with `symbol` basic (coefficient `pivot` in the row, zero in every other
    /// row) at `value`; `entries` are the row's coefficients on the older basic symbols.
    mutating func border(
        row: Row, basic symbol: Symbol, pivot: Double, entries: [(slot: Slot, value: Double)],
        value: Double
    ) -> Slot {
        generation += 1
        let slot: Slot
        if let free = freeSlots.popLast() {
            slot = Slot(free)
            basicSymbol[free] = symbol
            values[free] = value
        } else {
            slot = Slot(basicSymbol.count)
            basicSymbol.append(symbol)
            values.append(value)
        }
        reserveSymbols(symbol.index + 1)
        slotOfSymbol[symbol.index] = slot
        inverse.border(row: row, slot: slot, pivot: pivot, entries: entries)
        return slot
    }

    /// Makes `entering`, whose tableau column is `alpha`, basic in `slot`; the symbol there
    /// leaves at zero. `entering` takes `θ = x[slot] / α[slot]` and every basic value moves by
    /// `-θ·α`. `columnScale` is the largest entry of the column `alpha` was solved from.
    mutating func pivot(entering: Symbol, slot: Slot, alpha: SparseVector, columnScale: Double) {
        generation += 1
        let theta = values[slot.index] / alpha[slot.index]
        for position in alpha.positions where position != slot.index {
            let a = alpha[position]
            if a != 0, basicSymbol[position] != nil { values[position] -= theta * a }
        }
        if let leaving = basicSymbol[slot.index] { slotOfSymbol[leaving.index] = nil }
        reserveSymbols(entering.index + 1)
        basicSymbol[slot.index] = entering
        slotOfSymbol[entering.index] = slot
        values[slot.index] = theta
        inverse.eta(slot: slot, alpha: alpha, columnScale: columnScale)
    }

    /// Every basic value moves by `factor · u` (`u` by slot): the right-hand side moved by
    /// `factor · a` and `u = B⁻¹ a`.
    mutating func moveValues(by u: SparseVector, times factor: Double) {
        generation += 1
        for position in u.positions where basicSymbol[position] != nil && u[position] != 0 {
            values[position] += factor * u[position]
        }
    }

    /// Overwrites one basic value (a value computed afresh).
    mutating func setValue(_ value: Double, in slot: Slot) {
        generation += 1
        values[slot.index] = value
    }

    /// The slot of a removed row's own basic symbol: out of the basis, its id held until the
    /// next factoring.
    mutating func retire(_ slot: Slot) {
        generation += 1
        if let symbol = basicSymbol[slot.index] { slotOfSymbol[symbol.index] = nil }
        basicSymbol[slot.index] = nil
        values[slot.index] = 0
        retiredSlots.append(slot.index)
    }

    /// Factors the basis afresh from `column(symbol)` (A's columns, live rows only), compacting
    /// the slots. False, with nothing changed, when the basis is singular.
    mutating func refactor(column: (Symbol) -> [(row: Row, value: Double)]) -> Bool {
        precondition(!isRecording, "the basis was factored while recording")
        guard let fresh = freshInverse(column: column) else { return false }
        inverse = fresh
        freeSlots = (freeSlots + retiredSlots).sorted(by: >)
        retiredSlots = []
        return true
    }

    /// Factors the basis afresh in the middle of a change, the slots staying as they are: a
    /// long run of pivots then costs no more per pivot than a short one. A roll-back brings
    /// back the factors from before the change. False, with nothing changed, when singular.
    mutating func refactorWhileRecording(column: (Symbol) -> [(row: Row, value: Double)]) -> Bool {
        guard let opened = openedAt else { return refactor(column: column) }
        guard let fresh = freshInverse(column: column) else { return false }
        if inverseAtOpen == nil {
            var before = inverse
            before.truncate(to: opened.inverse)
            inverseAtOpen = before
        }
        inverse = fresh
        return true
    }

    /// Whether the basis with `entering` in `slot`, in place of its symbol, is regular: a
    /// fresh factoring of it finds every pivot above ``Tolerance/singularPivot`` of its
    /// column's largest entry. (A pivot costs this much only when it is weak.)
    func staysRegular(with entering: Symbol, in slot: Slot, column: (Symbol) -> [(row: Row, value: Double)]) -> Bool {
        let slots = liveSlots
        let columns = slots.map { column($0 == slot ? entering : basicSymbol[$0.index]!) }
        guard let factors = LUFactors(slots: slots, columns: columns) else { return false }
        var scale = [Double](repeating: 0, count: (slots.map { $0.index }.max() ?? -1) + 1)
        for (slot, entries) in zip(slots, columns) {
            scale[slot.index] = entries.reduce(0) { max($0, abs($1.value)) }
        }
        return factors.steps.allSatisfy { abs($0.pivot) > Tolerance.singularPivot * scale[$0.slot.index] }
    }

    /// The live slots' basis factored afresh; nil when singular.
    private func freshInverse(column: (Symbol) -> [(row: Row, value: Double)]) -> BasisInverse? {
        let slots = liveSlots
        return BasisInverse(slots: slots, columns: slots.map { column(basicSymbol[$0.index]!) })
    }

    // MARK: Journal

    mutating func open() {
        openedAt = (inverse.mark, freeSlots, retiredSlots)
        basicSymbol.open()
        slotOfSymbol.open()
        values.open()
    }

    mutating func commit() {
        openedAt = nil
        inverseAtOpen = nil
        basicSymbol.commit()
        slotOfSymbol.commit()
        values.commit()
    }

    mutating func rollBack() {
        generation += 1
        guard let opened = openedAt else { return }
        if let before = inverseAtOpen {
            inverse = before
            inverseAtOpen = nil
        } else {
            inverse.truncate(to: opened.inverse)
        }
        freeSlots = opened.freeSlots
        retiredSlots = opened.retiredSlots
        basicSymbol.rollBack()
        slotOfSymbol.rollBack()
        values.rollBack()
        openedAt = nil
    }
}
