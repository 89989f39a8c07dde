/// What the solver knows by name: which symbol each ``Variable`` is, what each symbol stands
/// for, which row each ``Constraint`` is, and the edit variables.
///
/// Nothing here is iterated in hash order: listings are sorted by the order of addition, so
/// no hash seed ever reaches a result.
struct Registry {
    /// What the solver keeps for a constraint it holds.
    struct ConstraintInfo {
        let constraint: Constraint
        let row: Row
        /// The slack, dummy or first error of the row: its own column, a unit column in its row.
        let marker: Symbol
        /// The second error of a non-required constraint, if any.
        let other: Symbol?
        /// Order of addition.
        let sequence: Int
        let isEdit: Bool

        var ownSymbols: [Symbol] { other.map { [marker, $0] } ?? [marker] }
    }

    /// An edit variable: its constraint `variable == value` and the value suggested last.
    struct EditInfo {
        let variable: Variable
        let constraint: Constraint
        var value: Double
    }

    private(set) var kinds: [SymbolKind] = []
    /// The constraint whose own symbol each slack, error or dummy is.
    private var owners: [Constraint?] = []
    /// The variable of each external symbol, and how many rows mention it.
    private var variables: [Variable?] = []
    private var uses: [Int32] = []
    private var freeSymbols: [Int] = []
    private var symbolOfVariable = IdentityMap(placeholder: Symbol(0))
    /// Each held constraint's row, and what is kept for it by row: an array rather than a
    /// dictionary of infos, which on a large layout cost several times the infos themselves.
    private var rowOfConstraint = IdentityMap(placeholder: Row(0))
    private var infoOfRow: [ConstraintInfo?] = []
    private(set) var edits: [ObjectIdentifier: EditInfo] = [:]
    private var nextSequence = 0

    var symbolCapacity: Int { kinds.count }
    var symbolCount: Int { kinds.count - freeSymbols.count }

    func kind(_ symbol: Symbol) -> SymbolKind { kinds[symbol.index] }
    func owner(_ symbol: Symbol) -> Constraint? { owners[symbol.index] }
    func variable(_ symbol: Symbol) -> Variable? { variables[symbol.index] }
    func uses(_ symbol: Symbol) -> Int { Int(uses[symbol.index]) }
    func symbol(of variable: Variable) -> Symbol? { symbolOfVariable[ObjectIdentifier(variable)] }
    func info(_ constraint: Constraint) -> ConstraintInfo? {
        rowOfConstraint[ObjectIdentifier(constraint)].flatMap { infoOfRow[$0.index] }
    }
    func edit(_ variable: Variable) -> EditInfo? { edits[ObjectIdentifier(variable)] }
    func constraint(of row: Row) -> Constraint? { row.index < infoOfRow.count ? infoOfRow[row.index]?.constraint : nil }

    /// The constraints held (edit constraints too when `includingEdits`), in order of addition.
    func constraints(includingEdits: Bool) -> [ConstraintInfo] {
        infoOfRow.compactMap { $0 }.filter { includingEdits || !$0.isEdit }.sorted { $0.sequence < $1.sequence }
    }

    // MARK: Symbols

    /// A new symbol of `kind`: the lowest free id, or a new one.
    mutating func allocate(_ kind: SymbolKind, owner: Constraint? = nil) -> Symbol {
        let symbol: Symbol
        if let free = freeSymbols.popLast() {
            symbol = Symbol(free)
            kinds[free] = kind
            owners[free] = owner
        } else {
            symbol = Symbol(kinds.count)
            kinds.append(kind)
            owners.append(owner)
            variables.append(nil)
            uses.append(0)
        }
        return symbol
    }

    /// The symbol of `variable`, allocated when it is new (then `isNew`).
    mutating func symbol(for variable: Variable) -> (symbol: Symbol, isNew: Bool) {
        if let known = symbolOfVariable[ObjectIdentifier(variable)] { return (known, false) }
        let symbol = allocate(.external)
        variables[symbol.index] = variable
        symbolOfVariable.set(symbol, for: ObjectIdentifier(variable))
        return (symbol, true)
    }

    /// Frees a symbol; a variable's is forgotten.
    mutating func free(_ symbol: Symbol) {
        if let variable = variables[symbol.index] { symbolOfVariable.removeValue(for: ObjectIdentifier(variable)) }
        kinds[symbol.index] = .unused
        owners[symbol.index] = nil
        variables[symbol.index] = nil
        uses[symbol.index] = 0
        freeSymbols.append(symbol.index)
        freeSymbols.sort(by: >)
    }

    /// Undoes ``allocate(_:owner:)`` of symbols made for a failed add, newest first, so the
    /// ids and the free list are exactly as before.
    mutating func undoAllocations(_ symbols: [Symbol], countBefore: Int) {
        for symbol in symbols.reversed() { free(symbol) }
        if kinds.count > countBefore {
            freeSymbols.removeAll { $0 >= countBefore }
            kinds.removeSubrange(countBefore...)
            owners.removeSubrange(countBefore...)
            variables.removeSubrange(countBefore...)
            uses.removeSubrange(countBefore...)
        }
    }

    mutating func countUse(of symbol: Symbol, by change: Int) {
        uses[symbol.index] += Int32(change)
    }

    // MARK: Constraints and edits

    mutating func record(_ constraint: Constraint, row: Row, marker: Symbol, other: Symbol?, isEdit: Bool) {
        if infoOfRow.count <= row.index {
            infoOfRow.grow(to: row.index + 1, with: nil)
        }
        rowOfConstraint.set(row, for: ObjectIdentifier(constraint))
        infoOfRow[row.index] = ConstraintInfo(
            constraint: constraint, row: row, marker: marker, other: other,
            sequence: nextSequence, isEdit: isEdit)
        nextSequence += 1
    }

    mutating func forget(_ constraint: Constraint) {
        if let row = rowOfConstraint.removeValue(for: ObjectIdentifier(constraint)) { infoOfRow[row.index] = nil }
    }

    /// Takes back the last ``record(_:row:marker:other:isEdit:)`` (a constraint that failed
    /// to join).
    mutating func undoRecord(_ constraint: Constraint) {
        forget(constraint)
        nextSequence -= 1
    }

    /// Puts `replacement` where `constraint` was: its row, symbols and place in the order.
    mutating func replace(_ constraint: Constraint, with replacement: Constraint) {
        guard let row = rowOfConstraint.removeValue(for: ObjectIdentifier(constraint)),
            let info = infoOfRow[row.index]
        else { return }
        rowOfConstraint.set(row, for: ObjectIdentifier(replacement))
        infoOfRow[row.index] = ConstraintInfo(
            constraint: replacement, row: row, marker: info.marker, other: info.other,
            sequence: info.sequence, isEdit: info.isEdit)
        for symbol in info.ownSymbols where owners[symbol.index] === constraint { owners[symbol.index] = replacement }
    }

    mutating func recordEdit(_ variable: Variable, constraint: Constraint) {
        edits[ObjectIdentifier(variable)] = EditInfo(variable: variable, constraint: constraint, value: 0)
    }

    mutating func setEditValue(_ value: Double, for variable: Variable) {
        edits[ObjectIdentifier(variable)]?.value = value
    }

    mutating func forgetEdit(_ variable: Variable) {
        edits[ObjectIdentifier(variable)] = nil
    }
}
