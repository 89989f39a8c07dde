import AutoLayout
import SeededRandomness
import Testing

/// Numbers as people write them, for descriptions and reports (``formatPoints(_:)``).
@Suite("formatPoints")
struct GeometryTests {
    @Test(arguments: [
        (20.0, "20"), (23.2, "23.2"), (-8, "-8"), (0.5, "0.5"), (0, "0"), (-0.0, "0"),
        (1e15, "1000000000000000"), (1e16, "1e16"), (1.5e300, "1.5e300"), (1e-4, "0.0001"),
        (1e-5, "1e-5"), (2.5e-7, "2.5e-7"), (.leastNonzeroMagnitude, "5e-324"), (0.1 + 0.2, "0.30000000000000004"),
        (-1234.5678, "-1234.5678"), (.greatestFiniteMagnitude, "1.7976931348623157e308"),
        (999_999_999_999_999, "999999999999999"), (-4096, "-4096"), (5e15, "5000000000000000")
    ])
    func text(_ value: Double, _ expected: String) {
        #expect(formatPoints(value) == expected)
    }

    @Test func nonFinite() {
        #expect(formatPoints(.nan) == "nan")
        #expect(formatPoints(.infinity) == "inf")
        #expect(formatPoints(-.infinity) == "-inf")
    }

    @Test func roundTripsExactly() {
        for value in [0.1, 1.0 / 3.0, 320.0 / 7.0, 1e-300, 123456.789e10, -9.99e-9] {
            #expect(Double(formatPoints(value)) == value, "\(value)")
        }
    }

    /// `appendPoints` writes whole numbers digit by digit: the same text as `formatPoints`,
    /// after whatever the buffer held, on edge values and on random ones.
    @Test func appendPointsWritesTheSameText() {
        var random = SplitMix64(seed: 11)
        var values: [Double] = [
            0, -0.0, 1, -1, 9, 10, -10, 0.5, -0.5, 1e-7, 1e21, -1e21, 1e15, -1e15, 1e15 - 1, -(1e15 - 1),
            1e15 + 2, 4096.5, 0x1p53, .nan, .infinity, -.infinity, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, Double(Int.max), Double(Int.min)
        ]
        for _ in 0..<2000 {
            let magnitude = Double(random.next() % 1_000_000_000_000_000) / Double(1 << random.below(12))
            values.append(random.chance(50) ? -magnitude : magnitude)
            values.append(Double(bitPattern: random.next()))
        }
        for value in values {
            var text = Array("x=".utf8)
            appendPoints(value, to: &text)
            #expect(text == Array(("x=" + formatPoints(value)).utf8), "\(value)")
        }
    }

    /// Whole numbers below 1e15 read as the integer they are.
    @Test func wholeNumbersAreTheirIntegers() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<2000 {
            let whole = Int64(random.below(1_000_000_000_000_000) >> random.below(50)) * (random.chance(50) ? -1 : 1)
            var text: [UInt8] = []
            appendPoints(Double(whole), to: &text)
            #expect(String(decoding: text, as: UTF8.self) == String(whole))
        }
    }

    /// A rectangle's description is its four numbers in parentheses, as `formatPoints` writes them.
    @Test func rectDescriptionJoinsFormattedNumbers() {
        var random = SplitMix64(seed: 13)
        let picks: [Double] = [0, -0.0, 20, -8, 23.2, 0.1 + 0.2, 1e16, 2.5e-7, .nan, .infinity, -.infinity, 1e15]
        for _ in 0..<500 {
            let numbers = (0..<4).map { _ in
                random.chance(50) ? random.pick(picks) : Double(random.below(200_000) - 100_000) / 4
            }
            let rect = LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            #expect(rect.description == "(" + numbers.map(formatPoints).joined(separator: ", ") + ")")
        }
    }
}
