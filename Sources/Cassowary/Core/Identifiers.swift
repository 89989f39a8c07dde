// The solver's own index spaces. A constraint is a *row* of the constraint matrix A; each
// unknown of A is a *symbol* (a column): a user's variable, or one of the slack, error and
// dummy symbols that turn a constraint into an equation (kiwi's `symbol.h`). The basis pairs
// each row with one basic symbol, kept in a *slot*: the position of its column in the basis
// matrix B. Three small types keep the three kinds of index apart. Each is 32 bits: the
// solver keeps arrays of optional ones sized by the symbols (over half a million on a
// 20,000-view layout), and no system that fits in memory has 2³¹ symbols or rows.

/// A column of A: a variable, or a constraint's slack, error or dummy.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    var index: Int { Int(storedIndex) }
    private let storedIndex: Int32
    init(_ index: Int) { storedIndex = Int32(index) }
    static func < (a: Symbol, b: Symbol) -> Bool { a.storedIndex < b.storedIndex }
    var description: String { "s\(index)" }
}

/// A row of A: one constraint (an edit variable's included).
struct Row: Hashable, Comparable, CustomStringConvertible {
    var index: Int { Int(storedIndex) }
    private let storedIndex: Int32
    init(_ index: Int) { storedIndex = Int32(index) }
    static func < (a: Row, b: Row) -> Bool { a.storedIndex < b.storedIndex }
    var description: String { "r\(index)" }
}

/// A position in the basis: the column of B holding one basic symbol.
struct Slot: Hashable, Comparable, CustomStringConvertible {
    var index: Int { Int(storedIndex) }
    private let storedIndex: Int32
    init(_ index: Int) { storedIndex = Int32(index) }
    static func < (a: Slot, b: Slot) -> Bool { a.storedIndex < b.storedIndex }
    var description: String { "b\(index)" }
}

/// What a symbol stands for.
enum SymbolKind: UInt8 {
    /// A free id.
    case unused
    /// A user's ``Variable``: free in sign.
    case external
    /// The slack `s >= 0` of an inequality.
    case slack
    /// An error `e >= 0`: how far a non-required constraint is from holding.
    case error
    /// The marker of a required equality: pinned at zero, never entering the basis.
    case dummy

    /// Slacks and errors are bounded below by zero and may enter the basis.
    var isPivotable: Bool { self == .slack || self == .error }
    /// Everything but a variable has a bound that the simplex must keep.
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
}

/// The tolerances of the solver, all in one place. Rows are scaled so that their largest
/// coefficient is between 1 and 2 (see ``ConstraintMatrix``), which makes these relative to
/// each row's own size.
enum Tolerance {
    /// A basic slack or error counts as below zero (a dummy as off zero) only beyond this
    /// times its row's magnitude `1 + |b| + Σ |aⱼ·xⱼ|`: rounding in the values of the other
    /// symbols of the row is not a violation.
    static let feasibility = 1e-10
    /// A basic value outside its bound by less than ``feasibility`` but more than this times
    /// its row's magnitude may be a real miss that the reduction's large numbers hide: the
    /// dual simplex mends it when a pivot can, and lets it be when none can (unless it is
    /// beyond ``ownRowMiss`` of the constraint's own row).
    static let rounding = 1e-13
    /// A miss marginal beside its reduced row still refuses, when no pivot can mend it, beyond
    /// this times the constraint's own row at the current values: far above any drift of the
    /// values. A reduced row's numbers can be large only because weaker constraints' errors
    /// are (a required row missed by 177 beside terms of 5e6 was let be); a bound of 1e-10
    /// refused a duplicate of a held equality whose values had drifted.
    static let ownRowMiss = 1e-7
    /// A variable's coefficient in its row makes a stable pivot for defining it only above
    /// this times the largest coefficient of the row's variables (threshold pivoting).
    static let stablePivot = 0.1
    /// An entry of a column or row of the tableau is a possible pivot only above this times
    /// the largest entry of its vector (at least 1): a tiny pivot would amplify rounding. A
    /// column's entries down to ``smallestPivot`` count too when they are far above their
    /// rounding bound (``solveRounding``): exact coefficients of very different sizes make them.
    static let pivot = 1e-7
    static let smallestPivot = 1e-11
    /// A tableau entry within this times its rounding bound (the solve redone on magnitudes,
    /// where nothing cancels) may be rounding alone: the bound times the unit roundoff, times
    /// the rounding the reduced rows already carry.
    static let solveRounding = 1e-9
    /// The dual simplex's pivot element computed from the row (BTRAN) and from the column
    /// (FTRAN) must agree to this relative difference to be pivoted on.
    static let pivotAgreement = 1e-3
    /// A pivot of the simplex or of P below this times the largest entry of the column it was
    /// solved from is what cancellation left: the factors are made afresh after the operation
    /// that took it, before its rounding spreads through later pivots.
    static let weakPivot = 1e-3
    /// A basis whose fresh factoring has a pivot below this times the largest entry of its
    /// column is singular in doubles: the pivot is rounding (a weak pivot of 2.1e-7 beside 1
    /// made one of 4.7e-17, and a required row was then missed by 1.1e6). Any value from 1e-15
    /// to 1e-12 gave 91 or 92 failing systems of the quick oracle sweeps; 1e-16 gave 97 and
    /// 1e-10 gave 101.
    static let singularPivot = 1e-13
    /// A reduced cost counts as non-zero only beyond this times the numbers it is summed from
    /// when it is computed afresh from its column (``SolverCore/confirmedDirection(of:)``), and
    /// beyond this times the level's largest weight when it is a kept cost, which incremental
    /// updates leave with crumbs of that size where it is exactly zero.
    static let optimality = 1e-10
    /// How far kept reduced costs may have drifted from their exact value through incremental
    /// updates (relative to the level's largest weight): a higher level's cost within it does
    /// not rule a symbol out before its costs are computed afresh.
    static let drift = 1e-6
    /// An entry of a row reduced against P below this times the sum of the magnitudes of the
    /// terms summed into it is what cancellation left of a zero.
    static let cancellation = 1e-12
    /// A multiplier of an infeasibility certificate counts only above this times the largest:
    /// below, it is rounding. (Exact multipliers of a chain of scaled rows span many orders.)
    static let certificate = 1e-12
}

/// How far a basic value is outside its bound (see ``SolverCore/boundViolation(of:)``).
enum BoundViolation {
    /// Within rounding of the row's large numbers, but perhaps a real miss.
    case marginal
    /// Beyond what rounding explains.
    case clear
}
