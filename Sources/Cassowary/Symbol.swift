// Symbols are the solver's own unknowns: one per external variable, plus the slack, error and
// dummy symbols that turn constraints into equations (kiwi's `symbol.h`). A symbol is a dense
// integer id indexing the solver's per-symbol arrays; ids of removed symbols are reused.

/// The tolerance below which the solver treats a number as zero. The only one it uses.
let epsilon = 1.0e-8

/// True when `value` is within ``epsilon`` of zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// An index into the solver's per-symbol arrays.
typealias SymbolID = Int32

/// What a symbol stands for.
enum SymbolKind: UInt8 {
    /// A free id, not in use.
    case invalid
    /// A user ``Variable``: unrestricted in sign.
    case external
    /// The slack `s >= 0` of an inequality (`expr - s == 0`), also used for the artificial
    /// variable of phase one.
    case slack
    /// An error `e >= 0` measuring how far a non-required constraint is from holding.
    case error
    /// The marker of a required equality; always zero and never chosen to enter the basis.
    case dummy

    /// Slack and error symbols are restricted to non-negative values and may be pivoted on.
    var isPivotable: Bool { self == .slack || self == .error }
    /// Everything but external variables is restricted (`>= 0`, or `== 0` for dummies).
    var isRestricted: Bool { self != .external }
}
