import Foundation
import LayoutFuzzing
import Testing

@testable import VisualFormat

/// The strtod reader and the %g writer, checked against the C library.
@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "-0"), (1, "1"), (-2.5, "-2.5"), (1000.5, "1000.5"), (1001, "1001"),
        (1e6, "1e+06"), (1e7, "1e+07"), (123456, "123456"), (1234567, "1.23457e+06"), (0.0001, "0.0001"),
        (0.00001, "1e-05"), (20.333333, "20.3333"), (999999.5, "1e+06"), (0.5, "0.5"),
        (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (1e300, "1e+300"),
        (.leastNonzeroMagnitude, "4.94066e-324"),
        (2.5e-5, "2.5e-05"), (100, "100")
    ])
    func percentG(_ value: Double, _ text: String) {
        #expect(CFloatFormat.g(value) == text)
    }

    /// Every %g agrees with the C library's on seeded random doubles of all magnitudes.
    @Test func percentGAgreesWithLibc() {
        var random = FuzzRandom(seed: 0x5EED_F00D)
        for round in 0..<4000 {
            let value: Double
            switch round % 4 {
            case 0: value = Double(bitPattern: random.next())
            case 1: value = Double(Int64(bitPattern: random.next()) % 2_000_000) / 1000
            case 2: value = Double(Int64(bitPattern: random.next()) % 20_000_000) / 8
            default: value = (Double(random.next() % 1_000_000) + 0.5) * pow(10, Double(Int(random.next() % 40) - 20))
            }
            guard value.isFinite else { continue }
            let expected = String(format: "%g", value)
            #expect(CFloatFormat.g(value) == expected, "\(value.bitPattern)")
        }
    }

    /// Ties are rounded half to even on the exact binary value, as printf does.
    @Test func percentGTies() {
        for value in [0.5, 1.5, 2.5, 1234565, 1234575, 12345650, 0.1234565, 8.5, 1e21, 123456.5, 999999.5] {
            #expect(CFloatFormat.g(value) == String(format: "%g", value), "\(value)")
        }
    }

    @Test(arguments: [
        "0", "7", "-7", "1e2", "1E+2", "1e", "1e+", "1e-x", "5.", "-.5", ".5", "-", "-x", "0x10", "0X1f",
        "0x", "0xg", "0x.8", "0x.", "0x1p3", "0x1p", "0x1.8p-1", "-0", "inf", "-inf", "-infinity", "-infin",
        "-nan", "-nan(12ab)", "-nan(", "-nan(x y)", "1.5e308", "1e999", "-1e-999", "00012.5000",
        "123456789012345678901234567890", "12-3", "1_000", "2@3", "-Inf", "-INFINITY", "-NaN"
    ])
    func scannerAgreesWithStrtod(_ text: String) {
        let bytes = Array(text.utf8)
        var end: UnsafeMutablePointer<CChar>?
        let (expectedValue, expectedLength) = text.withCString { start in
            let value = strtod(start, &end)
            return (value, end.map { $0 - UnsafeMutablePointer(mutating: start) } ?? 0)
        }
        let scanned = CNumberScanner.scan(bytes, from: 0)
        if expectedLength == 0 {
            #expect(scanned == nil)
        } else {
            #expect(scanned?.end == expectedLength)
            if expectedValue.isNaN {
                #expect(scanned?.value.isNaN == true)
            } else {
                #expect(scanned?.value == expectedValue)
                #expect(scanned?.value.sign == expectedValue.sign)
            }
        }
    }

    @Test func scannerStartsAnywhere() {
        let bytes = Array("[a(12)]".utf8)
        #expect(CNumberScanner.scan(bytes, from: 3)?.value == 12)
        #expect(CNumberScanner.scan(bytes, from: 3)?.end == 5)
        #expect(CNumberScanner.scan(bytes, from: 7) == nil)
        #expect(CNumberScanner.scan(bytes, from: 99) == nil)
    }
}
