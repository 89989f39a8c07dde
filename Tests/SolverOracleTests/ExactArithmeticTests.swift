import SolverOracle
import Testing

/// The oracle's exact arithmetic, against values worked out by hand or with `Int`.
struct ExactArithmeticTests {
    @Test func bigIntAgreesWithIntOnSmallNumbers() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let a = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
            let b = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
            #expect((BigInt(a) + BigInt(b)).description == String(a + b))
            #expect((BigInt(a) - BigInt(b)).description == String(a - b))
            #expect((BigInt(a) * BigInt(b)).description == String(a * b))
            if b != 0 {
                #expect((BigInt(a) / BigInt(b)).description == String(a / b))
                #expect((BigInt(a) % BigInt(b)).description == String(a % b))
            }
            #expect((BigInt(a) < BigInt(b)) == (a < b))
        }
    }

    @Test func bigIntDividesManyDigitNumbers() {
        // (2^200 + 12345) · (2^130 + 7) + 99, divided back by 2^130 + 7.
        let a = BigInt.one.shiftedLeft(200) + BigInt(12_345)
        let b = BigInt.one.shiftedLeft(130) + BigInt(7)
        let (q, r) = (a * b + BigInt(99)).quotientAndRemainder(dividingBy: b)
        #expect(q == a)
        #expect(r == BigInt(99))
        #expect(BigInt.one.shiftedLeft(100).description == "1267650600228229401496703205376")
        #expect(
            BigInt.gcd(BigInt(2 * 3 * 5 * 7 * 11).shiftedLeft(90), BigInt(3 * 11 * 13).shiftedLeft(64))
                == BigInt(33).shiftedLeft(64))
    }

    @Test func bigIntKnuthDivisionCorrectsItsEstimate() {
        // Divisors whose top digit makes the two-digit estimate too large (the add-back step).
        var random = SeededGenerator(seed: 5)
        for _ in 0..<300 {
            let divisor =
                BigInt(Int.random(in: 1...Int(Int32.max), using: &random)).shiftedLeft(
                    Int.random(in: 32...96, using: &random))
                + BigInt(Int.random(in: 0...Int(Int32.max), using: &random))
            let quotient = BigInt(Int.random(in: 1...Int.max / 2, using: &random)).shiftedLeft(
                Int.random(in: 0...64, using: &random))
            let remainder = BigInt(Int.random(in: 0...Int(Int32.max), using: &random)) % divisor
            let (q, r) = (quotient * divisor + remainder).quotientAndRemainder(dividingBy: divisor)
            #expect(q == quotient)
            #expect(r == remainder)
        }
    }

    @Test func rationalsAreExactDoubles() {
        #expect(Rational(exactly: 0.75).description == "3/4")
        #expect(Rational(exactly: -6.0).description == "-6")
        #expect(Rational(exactly: 0.1).description == "3602879701896397/36028797018963968")
        #expect(Rational(exactly: .leastNonzeroMagnitude).denominator == BigInt.one.shiftedLeft(1074))
        #expect(Rational(exactly: 0).description == "0")
        let third = Rational(1) / Rational(3)
        #expect((third + third + third) == .one)
        #expect((Rational(exactly: 0.1) + Rational(exactly: 0.2)) != Rational(exactly: 0.3))
        #expect(Rational(exactly: 1e300).doubleValue == 1e300)
        #expect(abs(third.doubleValue - 1.0 / 3) < 1e-16)
    }
}

/// SplitMix64, for the seeded tests of this target.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
