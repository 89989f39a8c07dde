/// An exact fraction of ``BigInt``s, always in lowest terms with a positive denominator.
public struct Rational: Sendable, Hashable {
    public private(set) var numerator: BigInt
    public private(set) var denominator: BigInt

    public init(_ numerator: BigInt, _ denominator: BigInt = .one) {
        precondition(!denominator.isZero, "a rational with a zero denominator")
        var n = numerator, d = denominator
        if d.signum < 0 { n = -n; d = -d }
        if d == .one || n.isZero {
            self.numerator = n
            self.denominator = n.isZero ? .one : d
            return
        }
        let divisor = BigInt.gcd(n, d)
        if !divisor.isZero && divisor != .one { n = n / divisor; d = d / divisor }
        self.numerator = n
        self.denominator = d
    }

    public init(_ value: Int) { self.init(BigInt(value)) }

    /// The exact value of a finite `Double` (every finite double is a fraction `m / 2^k`).
    public init(exactly value: Double) {
        precondition(value.isFinite, "only finite doubles are rational")
        // A normal double is (2^52 + fraction bits) · 2^(biased exponent - 1075); a subnormal
        // one, its fraction bits · 2^-1074.
        let fraction = Int(value.significandBitPattern)
        let biased = Int(value.exponentBitPattern)
        let integral = BigInt(biased == 0 ? fraction : (1 << 52) | fraction)
        let exponent = biased == 0 ? -1074 : biased - 1075
        let signed = value < 0 ? -integral : integral
        if exponent >= 0 {
            self.init(signed.shiftedLeft(exponent))
        } else {
            self.init(signed, BigInt.one.shiftedLeft(-exponent))
        }
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var signum: Int { numerator.signum }
    public var isZero: Bool { numerator.isZero }

    /// The nearest double, to about 15 significant digits (for reports only): the top 64 bits
    /// of each part, divided, times the power of two that was cut off.
    public var doubleValue: Double {
        let numeratorShift = max(0, numerator.bitWidth - 64), denominatorShift = max(0, denominator.bitWidth - 64)
        let quotient =
            numerator.shiftedRight(numeratorShift).doubleValue / denominator.shiftedRight(denominatorShift).doubleValue
        return quotient * Double(sign: .plus, exponent: numeratorShift - denominatorShift, significand: 1)
    }

    public static func + (a: Rational, b: Rational) -> Rational {
        if a.denominator == b.denominator { return Rational(a.numerator + b.numerator, a.denominator) }
        return Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    public static prefix func - (a: Rational) -> Rational { Rational(-a.numerator, a.denominator) }
    public static func - (a: Rational, b: Rational) -> Rational { a + -b }

    public static func * (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    public static func / (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    public static func < (a: Rational, b: Rational) -> Bool { (a - b).signum < 0 }
}

extension Rational: CustomStringConvertible {
    public var description: String {
        denominator == .one ? numerator.description : "\(numerator)/\(denominator)"
    }
}
