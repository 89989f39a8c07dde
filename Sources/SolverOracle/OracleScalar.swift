/// The numbers the oracle's dense simplex computes with: exact ``Rational``s, or `Double`s
/// whose cancellations are cleaned up relative to the numbers they came from.
public protocol OracleScalar: Sendable {
    static var zero: Self { get }
    static var one: Self { get }
    /// The exact value of a finite double, or the nearest number of this kind.
    init(_ value: Double)
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Self) -> Self
    static func / (lhs: Self, rhs: Self) -> Self
    static prefix func - (operand: Self) -> Self
    /// -1, 0 or 1: the sign of the number as stored (no tolerance).
    var sign: Int { get }
    static func < (lhs: Self, rhs: Self) -> Bool
    var doubleValue: Double { get }
    /// True for exact arithmetic (no rounding to shed).
    static var isExact: Bool { get }
    /// `value`, computed from numbers whose magnitudes add up to `scale`, or zero when it is
    /// no more than what rounding leaves of an exact zero: unchanged for rationals; for
    /// doubles, zero when `|value| <= Double.oracleTolerance · scale`.
    static func settled(_ value: Self, scale: Double) -> Self
}

extension OracleScalar {
    /// `a - b`, with a cancellation down to rounding noise made an exact zero (doubles).
    @_specialize(where Self == Double)
    static func difference(_ a: Self, _ b: Self) -> Self {
        if isExact { return a - b }
        return settled(a - b, scale: abs(a.doubleValue) + abs(b.doubleValue))
    }
}

extension Rational: OracleScalar {
    public init(_ value: Double) { self.init(exactly: value) }
    public var sign: Int { signum }
    public static var isExact: Bool { true }
    public static func settled(_ value: Rational, scale: Double) -> Rational { value }
}

extension Double: OracleScalar {
    /// How small a double computed by the oracle's simplex must be, relative to the sum of
    /// the magnitudes of the numbers it was computed from, to be read as zero.
    ///
    /// Why relative: the systems mix coefficients from 1e-3 to 1e4 and values up to 1e6, so a
    /// fixed threshold (the 1e-9 this used to be) is at once far below the rounding noise of
    /// a sum of terms of size 1e6 (about 1e-10 each: noise read as a real reduced cost, the
    /// oracle pivoting on it) and far above genuine quantities built from 1e-3 coefficients
    /// (a reduced cost of 2⁻²⁰ read as zero: a real improvement ignored — the double oracle
    /// stopped at 24372.5 where the optimum is 35669.45, seed 1 dyadic system 5). A sum of k
    /// terms in doubles is within `k · 2⁻⁵³ · Σ|terms|` of its exact value; the tableau is
    /// rebuilt from the given rows every 50 pivots, so its entries carry the rounding of at
    /// most a few dozen eliminations. 1e-11 is far above that noise and far below any
    /// quantity the data can produce except by near-cancellation.
    ///
    /// The double oracle is only a fast first opinion: every verdict against the solver is
    /// then decided exactly (see ``ExactSimplex`` and ``LocalOptimality``).
    public static let oracleTolerance = 1e-11
    /// An entry of the entering column may be the pivot only above this times the largest
    /// entry of that column (a tiny pivot would amplify rounding).
    public static let oraclePivotTolerance = 1e-9

    public static var one: Double { 1 }
    public static var isExact: Bool { false }
    public var sign: Int { self > 0 ? 1 : (self < 0 ? -1 : 0) }
    public var doubleValue: Double { self }
    public static func settled(_ value: Double, scale: Double) -> Double {
        abs(value) <= oracleTolerance * scale ? 0 : value
    }
}
