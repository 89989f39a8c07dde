/// The rows that define the basic variables, and their block P of A (defining rows × basic
/// variables), factored on its own.
///
/// Cassowary's paper keeps the equations of unrestricted basic variables apart from the simplex
/// tableau: a variable is free, so it never limits a step. Here they are also never updated
/// during one: a variable's value is computed from P when it is read, `x_E = P⁻¹ (b_D - A_D,R
/// x_R)`, and every other row joins the simplex reduced (``ReducedRows``).
///
/// P changes only as rows join (a border, or a border and a pivot when the variable was a
/// parameter of older defining rows); a removal rebuilds the solver's parts from A.
struct DefiningRows {
    private var inverse = BasisInverse()
    private var variableInSlot: [Symbol?] = []
    /// The row each slot was bordered for: the row that defines the slot's variable.
    private var rowInSlot: [Row] = []
    private var slotOfVariable: [Slot?] = []
    private var defining: [Bool] = []
    private(set) var count = 0
    /// Counts every change of P, so that values computed from it can tell they are stale.
    private(set) var generation = 0

    func isDefining(_ row: Row) -> Bool { row.index < defining.count && defining[row.index] }

    func slot(of variable: Symbol) -> Slot? {
        variable.index < slotOfVariable.count ? slotOfVariable[variable.index] : nil
    }

    func isBasic(_ variable: Symbol) -> Bool { slot(of: variable) != nil }
    func variable(in slot: Slot) -> Symbol? { variableInSlot[slot.index] }
    func definingRow(of slot: Slot) -> Row { rowInSlot[slot.index] }
    var slotCapacity: Int { variableInSlot.count }

    /// The slots holding a variable, in id order.
    var slots: [Slot] {
        variableInSlot.indices.filter { variableInSlot[$0] != nil }.map(Slot.init)
    }

    var etaEntryCount: Int { inverse.etaEntryCount }
    var baseEntryCount: Int { inverse.baseEntryCount }
    var weakEtaCount: Int { inverse.weakEtaCount }

    // MARK: Changes

    /// Row `row` joins P with `symbol` basic in a new slot: `symbol`'s column is zero on every
    /// other defining row (a border); `entries` are the row's coefficients on older slots.
    /// Returns the slot.
    mutating func border(row: Row, basic symbol: Symbol, pivot: Double, entries: [(slot: Slot, value: Double)]) -> Slot
    {
        let slot = Slot(variableInSlot.count)
        variableInSlot.append(symbol)
        rowInSlot.append(row)
        setSlot(slot, of: symbol)
        if defining.count <= row.index {
            defining.grow(to: row.index + 1, with: false)
        }
        defining[row.index] = true
        count += 1
        generation += 1
        inverse.border(row: row, slot: slot, pivot: pivot, entries: entries)
        return slot
    }

    /// The symbol basic in `slot` (a row's marker, just bordered in) is replaced by `variable`,
    /// whose column of P's tableau, `P⁻¹ a_variable`, is `alpha` (`columnScale` is the largest
    /// entry of `a_variable`): an eta.
    mutating func replace(in slot: Slot, with variable: Symbol, alpha: SparseVector, columnScale: Double) {
        if let old = variableInSlot[slot.index] { slotOfVariable[old.index] = nil }
        variableInSlot[slot.index] = variable
        setSlot(slot, of: variable)
        generation += 1
        inverse.eta(slot: slot, alpha: alpha, columnScale: columnScale)
    }

    private mutating func setSlot(_ slot: Slot, of symbol: Symbol) {
        if slotOfVariable.count <= symbol.index {
            slotOfVariable.grow(to: symbol.index + 1, with: nil)
        }
        slotOfVariable[symbol.index] = slot
    }

    /// Factors P afresh from A's columns of the basic variables (entries on defining rows
    /// only). False, with nothing changed, when P is singular.
    mutating func refactor(column: (Symbol) -> [(row: Row, value: Double)]) -> Bool {
        // Unchanged since its factoring (a rotation pivots S only): the same factors again.
        if inverse.isAsFactored {
            generation += 1
            return true
        }
        let slots = self.slots
        let columns = slots.map { slot in
            let entries = column(variableInSlot[slot.index]!)
            var defining: [(row: Row, value: Double)] = []
            defining.reserveCapacity(entries.count) // `filter` would grow it entry by entry
            for entry in entries where isDefining(entry.row) { defining.append(entry) }
            return defining
        }
        guard let fresh = BasisInverse(slots: slots, columns: columns) else { return false }
        inverse = fresh
        generation += 1
        return true
    }

    // MARK: Solves

    /// FTRAN of P: `u = P⁻¹ a`, `a` by defining row (consumed), `u` by slot.
    mutating func solve(_ a: inout SparseVector, into u: inout SparseVector) {
        inverse.solve(&a, into: &u)
    }

    /// BTRAN of P: `y = P⁻ᵀ c`, `c` by slot (consumed), `y` by defining row.
    mutating func solveTransposed(_ c: inout SparseVector, into y: inout SparseVector) {
        inverse.solveTransposed(&c, into: &y)
    }
}
