import AutoLayout
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
}
