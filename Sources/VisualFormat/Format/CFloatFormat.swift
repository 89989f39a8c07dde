/// C's `printf("%g")` for a `Double`, without Foundation or libc: Apple's error messages format
/// priorities with `%g` (`Invalid priority specified: 1e+06. ...`).
///
/// The digits come from the exact decimal expansion of the binary value, rounded half to even,
/// as glibc and Apple's libc do in the default rounding mode.
enum CFloatFormat {
    /// `%g` with the default precision of 6 significant digits: `0`, `-0`, `20.3333`, `1e+06`,
    /// `1e-05`, `inf`, `-inf`, `nan`.
    static func g(_ value: Double, precision: Int = 6) -> String {
        if value.isNaN { return "nan" }
        let sign = value.sign == .minus ? "-" : ""
        if value.isInfinite { return sign + "inf" }
        if value == 0 { return sign + "0" }
        let significantDigits = max(precision, 1)
        var decimal = ExactDecimal(magnitudeOf: value)
        decimal.round(toSignificantDigits: significantDigits)
        let exponent = decimal.scientificExponent
        if exponent < -4 || exponent >= significantDigits {
            return sign + scientific(decimal.digits, exponent: exponent)
        }
        return sign + fixed(decimal.digits, exponent: exponent)
    }

    /// `d.ddde±XX` with trailing zeros of the fraction removed.
    private static func scientific(_ digits: [UInt8], exponent: Int) -> String {
        var text = String(Character(Unicode.Scalar(digits[0] + 48)))
        let fraction = trimmedFraction(digits.dropFirst())
        if !fraction.isEmpty { text += "." + fraction }
        let magnitude = exponent < 0 ? -exponent : exponent
        text += exponent < 0 ? "e-" : "e+"
        if magnitude < 10 { text += "0" }
        return text + String(magnitude)
    }

    /// Plain notation, `-4 <= exponent < precision`, trailing zeros of the fraction removed.
    private static func fixed(_ digits: [UInt8], exponent: Int) -> String {
        if exponent < 0 {
            let zeros = String(repeating: "0", count: -exponent - 1)
            return "0." + zeros + trimmedFraction(digits[...])
        }
        let integerCount = exponent + 1
        var integer = ""
        for index in 0..<integerCount {
            integer.append(Character(Unicode.Scalar((index < digits.count ? digits[index] : 0) + 48)))
        }
        let fraction = integerCount < digits.count ? trimmedFraction(digits[integerCount...]) : ""
        return fraction.isEmpty ? integer : integer + "." + fraction
    }

    private static func trimmedFraction(_ digits: ArraySlice<UInt8>) -> String {
        var slice = digits
        while let last = slice.last, last == 0 { slice = slice.dropLast() }
        return String(slice.map { Character(Unicode.Scalar($0 + 48)) })
    }
}

/// The exact decimal digits of a finite, non-zero `Double` magnitude: `0.d1d2d3… × 10^pointPosition`.
struct ExactDecimal {
    /// Decimal digits, most significant first, no leading zero.
    private(set) var digits: [UInt8]
    /// The number of digits before the decimal point (may be negative or exceed `digits.count`).
    private(set) var pointPosition: Int

    /// The exponent of the leading digit in scientific notation.
    var scientificExponent: Int { pointPosition - 1 }

    init(magnitudeOf value: Double) {
        let magnitude = value.magnitude
        var significand = magnitude.significandBitPattern
        var binaryExponent: Int
        if magnitude.exponentBitPattern == 0 {
            binaryExponent = -1074
        } else {
            significand |= 1 << 52
            binaryExponent = Int(magnitude.exponentBitPattern) - 1075
        }
        var number = DecimalLimbs(significand)
        var decimalShift = 0
        if binaryExponent >= 0 {
            number.multiply(byPowerOf: 2, count: binaryExponent)
        } else {
            // m × 2^-k = m × 5^k / 10^k
            number.multiply(byPowerOf: 5, count: -binaryExponent)
            decimalShift = binaryExponent
        }
        digits = number.decimalDigits
        pointPosition = digits.count + decimalShift
    }

    /// Rounds to `count` significant digits, half to even on an exact tie.
    mutating func round(toSignificantDigits count: Int) {
        guard digits.count > count else { return }
        let first = digits[count]
        let restIsZero = digits[(count + 1)...].allSatisfy { $0 == 0 }
        var kept = Array(digits[..<count])
        let lastKeptIsOdd = (kept.last ?? 0) % 2 == 1
        let roundUp = first > 5 || (first == 5 && (!restIsZero || lastKeptIsOdd))
        if roundUp {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                } else {
                    kept[index] += 1
                    break
                }
            }
            if index < 0 {
                kept.insert(1, at: 0)
                kept.removeLast()
                pointPosition += 1
            }
        }
        digits = kept
    }
}

/// A non-negative integer in base 10⁹ limbs, least significant first: enough arithmetic for
/// `m × 2^k` and `m × 5^k`.
private struct DecimalLimbs {
    private static let base: UInt64 = 1_000_000_000
    private var limbs: [UInt64]

    init(_ value: UInt64) {
        limbs = []
        var rest = value
        repeat {
            limbs.append(rest % Self.base)
            rest /= Self.base
        } while rest > 0
    }

    /// Multiplies by `factor^count` (factor 2 or 5), in steps that keep every product below 2⁶⁴.
    mutating func multiply(byPowerOf factor: UInt64, count: Int) {
        let stepExponent = factor == 2 ? 30 : 13
        var remaining = count
        while remaining > 0 {
            let step = min(remaining, stepExponent)
            var multiplier: UInt64 = 1
            for _ in 0..<step { multiplier *= factor }
            multiply(by: multiplier)
            remaining -= step
        }
    }

    private mutating func multiply(by multiplier: UInt64) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = limbs[index] * multiplier + carry
            limbs[index] = product % Self.base
            carry = product / Self.base
        }
        while carry > 0 {
            limbs.append(carry % Self.base)
            carry /= Self.base
        }
    }

    /// The decimal digits, most significant first.
    var decimalDigits: [UInt8] {
        var digits: [UInt8] = []
        for (position, limb) in limbs.enumerated().reversed() {
            var chunk: [UInt8] = []
            var rest = limb
            for _ in 0..<9 {
                chunk.append(UInt8(rest % 10))
                rest /= 10
            }
            chunk.reverse()
            if position == limbs.count - 1 {
                // The most significant limb has no leading zeros.
                let firstNonZero = chunk.firstIndex(where: { $0 != 0 }) ?? 8
                digits.append(contentsOf: chunk[firstNonZero...])
            } else {
                digits.append(contentsOf: chunk)
            }
        }
        return digits
    }
}
