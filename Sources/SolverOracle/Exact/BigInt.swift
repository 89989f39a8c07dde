/// A signed integer of any size, for the oracle's exact arithmetic.
///
/// Written for clarity, not speed: the magnitude is a little-endian array of 32-bit digits
/// with no leading zero digits (zero is the empty array, never negative), multiplication is
/// schoolbook and division is Knuth's algorithm D (The Art of Computer Programming, vol. 2,
/// 4.3.1). The oracle only needs the ring operations, exact division and a gcd.
public struct BigInt: Sendable, Hashable {
    /// Little-endian base-2³² digits; empty for zero; the last digit is never zero.
    private(set) var digits: [UInt32]
    /// True for a negative number (never for zero).
    private(set) var isNegative: Bool

    private init(digits: [UInt32], isNegative: Bool) {
        var digits = digits
        while digits.last == 0 { digits.removeLast() }
        self.digits = digits
        self.isNegative = isNegative && !digits.isEmpty
    }

    public init(_ value: Int) {
        let magnitude = value.magnitude
        self.init(
            digits: [UInt32(truncatingIfNeeded: magnitude), UInt32(truncatingIfNeeded: magnitude >> 32)],
            isNegative: value < 0)
    }

    public static let zero = BigInt(0)
    public static let one = BigInt(1)

    public var isZero: Bool { digits.isEmpty }
    /// -1, 0 or 1.
    public var signum: Int { isZero ? 0 : (isNegative ? -1 : 1) }
    public var magnitude: BigInt { BigInt(digits: digits, isNegative: false) }
    public var isEven: Bool { digits.first.map { $0 & 1 == 0 } ?? true }

    /// `self · 2^shift`.
    public func shiftedLeft(_ shift: Int) -> BigInt {
        precondition(shift >= 0)
        if isZero || shift == 0 { return self }
        let whole = shift / 32, bits = shift % 32
        var result = [UInt32](repeating: 0, count: whole)
        result.reserveCapacity(whole + digits.count + 1)
        var carry: UInt32 = 0
        for digit in digits {
            result.append(bits == 0 ? digit : (digit << bits) | carry)
            carry = bits == 0 ? 0 : digit >> (32 - bits)
        }
        if carry != 0 { result.append(carry) }
        return BigInt(digits: result, isNegative: isNegative)
    }

    /// The number of bits of the magnitude (0 for zero).
    public var bitWidth: Int {
        guard let top = digits.last else { return 0 }
        return digits.count * 32 - top.leadingZeroBitCount
    }

    /// The number of trailing zero bits (0 for zero).
    public var trailingZeroBitCount: Int {
        for (index, digit) in digits.enumerated() where digit != 0 {
            return index * 32 + digit.trailingZeroBitCount
        }
        return 0
    }

    /// The closest `Double` (rounded by the conversion of the top 64 bits; enough for reports).
    public var doubleValue: Double {
        var result = 0.0
        for digit in digits.reversed() { result = result * 4_294_967_296.0 + Double(digit) }
        return isNegative ? -result : result
    }
}

// MARK: Magnitudes

extension BigInt {
    static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in stride(from: a.count - 1, through: 0, by: -1) where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(max(a.count, b.count) + 1)
        var carry: UInt64 = 0
        for index in 0..<max(a.count, b.count) {
            let sum = UInt64(index < a.count ? a[index] : 0) + UInt64(index < b.count ? b[index] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        if carry != 0 { result.append(UInt32(carry)) }
        return result
    }

    /// `a - b` for `a >= b`.
    static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(a.count)
        var borrow: Int64 = 0
        for index in 0..<a.count {
            var difference = Int64(a[index]) - Int64(index < b.count ? b[index] : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            result.append(UInt32(difference))
        }
        precondition(borrow == 0, "subtractMagnitudes needs a >= b")
        return result
    }

    static func multiplyMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        if a.isEmpty || b.isEmpty { return [] }
        var result = [UInt32](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            let ai = UInt64(a[i])
            for j in 0..<b.count {
                let product = ai * UInt64(b[j]) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: product)
                carry = product >> 32
            }
            result[i + b.count] = UInt32(carry)
        }
        return result
    }

    /// Quotient and remainder of magnitudes, `b` not zero (Knuth's algorithm D).
    static func divideMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> (quotient: [UInt32], remainder: [UInt32]) {
        precondition(!b.isEmpty, "division by zero")
        if compareMagnitudes(a, b) < 0 { return ([], a) }
        if b.count == 1 { return divideBySingleDigit(a, b[0]) }
        // Normalise so the divisor's top digit has its high bit set: each quotient digit
        // estimated from the top two digits is then at most 2 too large.
        let shift = b.last!.leadingZeroBitCount
        let divisor = BigInt(digits: b, isNegative: false).shiftedLeft(shift).digits
        var dividend = BigInt(digits: a, isNegative: false).shiftedLeft(shift).digits
        dividend.append(0)
        let n = divisor.count, m = dividend.count - n - 1
        var quotient = [UInt32](repeating: 0, count: m + 1)
        let top = UInt64(divisor[n - 1]), next = UInt64(divisor[n - 2])
        for j in stride(from: m, through: 0, by: -1) {
            let numerator = (UInt64(dividend[j + n]) << 32) | UInt64(dividend[j + n - 1])
            var estimate = numerator / top
            var remainder = numerator % top
            while estimate >= 1 << 32 || estimate * next > ((remainder << 32) | UInt64(dividend[j + n - 2])) {
                estimate -= 1
                remainder += top
                if remainder >= 1 << 32 { break }
            }
            // dividend[j ... j+n] -= estimate · divisor
            var borrow: Int64 = 0, carry: UInt64 = 0
            for i in 0..<n {
                let product = estimate * UInt64(divisor[i]) + carry
                carry = product >> 32
                let difference = Int64(dividend[i + j]) - Int64(product & 0xFFFF_FFFF) - borrow
                dividend[i + j] = UInt32(truncatingIfNeeded: difference)
                borrow = difference < 0 ? 1 : 0
            }
            let difference = Int64(dividend[j + n]) - Int64(carry) - borrow
            dividend[j + n] = UInt32(truncatingIfNeeded: difference)
            if difference < 0 {
                // The estimate was one too large: add the divisor back.
                estimate -= 1
                var carryBack: UInt64 = 0
                for i in 0..<n {
                    let sum = UInt64(dividend[i + j]) + UInt64(divisor[i]) + carryBack
                    dividend[i + j] = UInt32(truncatingIfNeeded: sum)
                    carryBack = sum >> 32
                }
                dividend[j + n] = UInt32(truncatingIfNeeded: UInt64(dividend[j + n]) + carryBack)
            }
            quotient[j] = UInt32(estimate)
        }
        let remainder = BigInt(digits: Array(dividend[0..<n]), isNegative: false).shiftedRight(shift)
        return (BigInt(digits: quotient, isNegative: false).digits, remainder.digits)
    }

    private static func divideBySingleDigit(_ a: [UInt32], _ d: UInt32) -> (quotient: [UInt32], remainder: [UInt32]) {
        var quotient = [UInt32](repeating: 0, count: a.count)
        var remainder: UInt64 = 0
        for index in stride(from: a.count - 1, through: 0, by: -1) {
            let current = (remainder << 32) | UInt64(a[index])
            quotient[index] = UInt32(current / UInt64(d))
            remainder = current % UInt64(d)
        }
        return (BigInt(digits: quotient, isNegative: false).digits, remainder == 0 ? [] : [UInt32(remainder)])
    }

    /// `self / 2^shift`, rounded toward zero.
    public func shiftedRight(_ shift: Int) -> BigInt {
        precondition(shift >= 0)
        let whole = shift / 32, bits = shift % 32
        if whole >= digits.count { return .zero }
        var result: [UInt32] = []
        result.reserveCapacity(digits.count - whole)
        for index in whole..<digits.count {
            let low = digits[index] >> bits
            let high = bits == 0 || index + 1 >= digits.count ? 0 : digits[index + 1] << (32 - bits)
            result.append(low | high)
        }
        return BigInt(digits: result, isNegative: isNegative)
    }
}

// MARK: Arithmetic

extension BigInt: Comparable, Numeric, SignedNumeric {
    public typealias Magnitude = BigInt

    public init(integerLiteral value: Int) { self.init(value) }

    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(value)
    }

    public static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let order = compareMagnitudes(lhs.digits, rhs.digits)
        return lhs.isNegative ? order > 0 : order < 0
    }

    public static prefix func - (operand: BigInt) -> BigInt {
        BigInt(digits: operand.digits, isNegative: !operand.isNegative)
    }

    public mutating func negate() { self = -self }

    public static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        if lhs.isNegative == rhs.isNegative {
            return BigInt(digits: addMagnitudes(lhs.digits, rhs.digits), isNegative: lhs.isNegative)
        }
        if compareMagnitudes(lhs.digits, rhs.digits) >= 0 {
            return BigInt(digits: subtractMagnitudes(lhs.digits, rhs.digits), isNegative: lhs.isNegative)
        }
        return BigInt(digits: subtractMagnitudes(rhs.digits, lhs.digits), isNegative: rhs.isNegative)
    }

    public static func - (lhs: BigInt, rhs: BigInt) -> BigInt { lhs + -rhs }

    public static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        BigInt(digits: multiplyMagnitudes(lhs.digits, rhs.digits), isNegative: lhs.isNegative != rhs.isNegative)
    }

    public static func += (lhs: inout BigInt, rhs: BigInt) { lhs = lhs + rhs }
    public static func -= (lhs: inout BigInt, rhs: BigInt) { lhs = lhs - rhs }
    public static func *= (lhs: inout BigInt, rhs: BigInt) { lhs = lhs * rhs }

    /// Quotient rounded toward zero and remainder with the dividend's sign, as for `Int`.
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        let (q, r) = Self.divideMagnitudes(digits, divisor.digits)
        return (
            BigInt(digits: q, isNegative: isNegative != divisor.isNegative), BigInt(digits: r, isNegative: isNegative)
        )
    }

    public static func / (lhs: BigInt, rhs: BigInt) -> BigInt { lhs.quotientAndRemainder(dividingBy: rhs).quotient }
    public static func % (lhs: BigInt, rhs: BigInt) -> BigInt { lhs.quotientAndRemainder(dividingBy: rhs).remainder }

    /// The greatest common divisor of the magnitudes; `gcd(0, 0) = 0`. The common factors of
    /// two come out by shifts first (the oracle's numbers start as doubles, `m·2ᵏ`, and many
    /// denominators stay powers of two: then the rest is 1 at once); Euclid's algorithm does
    /// the rest.
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        if a.isZero { return b.magnitude }
        if b.isZero { return a.magnitude }
        let aTwos = a.trailingZeroBitCount, bTwos = b.trailingZeroBitCount
        var x = a.magnitude.shiftedRight(aTwos), y = b.magnitude.shiftedRight(bTwos)
        let twos = Swift.min(aTwos, bTwos)
        if x == .one || y == .one { return BigInt.one.shiftedLeft(twos) }
        while !y.isZero { (x, y) = (y, x % y) }
        return x.shiftedLeft(twos)
    }
}

extension BigInt: CustomStringConvertible {
    /// Decimal digits, with a leading minus sign for a negative number.
    public var description: String {
        if isZero { return "0" }
        var chunks: [String] = []
        var rest = magnitude
        let billion = BigInt(1_000_000_000)
        while !rest.isZero {
            let (q, r) = rest.quotientAndRemainder(dividingBy: billion)
            chunks.append(String(r.digits.first ?? 0))
            rest = q
        }
        var text = chunks.last!
        for chunk in chunks.dropLast().reversed() {
            text += String(repeating: "0", count: 9 - chunk.count) + chunk
        }
        return (isNegative ? "-" : "") + text
    }
}
