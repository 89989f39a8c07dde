/// The numbers the oracle's simplex computes with: exact ``Rational``s, or `Double`s whose
/// sign is read with a tolerance.
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
    /// -1, 0 or 1; for doubles, 0 within ``Double/oracleTolerance`` of zero.
    var sign: Int { get }
    /// For comparing ratios in the ratio test: exact for rationals, plain for doubles.
    static func < (lhs: Self, rhs: Self) -> Bool
    var doubleValue: Double { get }
    /// True for exact arithmetic (no rounding to shed).
    static var isExact: Bool { get }
}

extension Rational: OracleScalar {
    public init(_ value: Double) { self.init(exactly: value) }
    public var sign: Int { signum }
    public static var isExact: Bool { true }
}

extension Double: OracleScalar {
    /// How close to zero a tableau entry or a reduced cost must be to count as zero, in the
    /// double oracle. The rows are scaled to a largest coefficient of 1 before solving, so this
    /// is relative to each row's scale.
    public static let oracleTolerance = 1e-9

    public static var one: Double { 1 }
    public static var isExact: Bool { false }
    public var sign: Int { self > Self.oracleTolerance ? 1 : (self < -Self.oracleTolerance ? -1 : 0) }
    public var doubleValue: Double { self }
}
