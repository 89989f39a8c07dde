import Testing

@testable import LayoutFiles

@Suite struct NumberTextTests {
    @Test func decimalForms() {
        #expect(NumberLiteral.parse("8") == .value(8))
        #expect(NumberLiteral.parse("0.5") == .value(0.5))
        #expect(NumberLiteral.parse(".5") == .value(0.5))
        #expect(NumberLiteral.parse("5.") == .value(5))
        #expect(NumberLiteral.parse("007") == .value(7))
        #expect(NumberLiteral.parse("1000000") == .value(1_000_000))
    }

    @Test func rejectsEverythingElse() {
        for text in ["", ".", "1.2.3", "1e5", "10pt", "0x10", "-1", "+1", "1_000", "١"] {
            #expect(NumberLiteral.parse(text) == .invalid, "\(text)")
        }
        for text in ["nan", "NaN", "inf", "Infinity"] {
            #expect(NumberLiteral.parse(text) == .notFinite, "\(text)")
        }
    }

    @Test func hugeLiteralsAreTooLargeWithoutConverting() {
        #expect(NumberLiteral.parse(String(repeating: "9", count: 17)) == .tooLarge)
        #expect(NumberLiteral.parse(String(repeating: "0", count: 100_000) + "1") == .value(1))
        #expect(NumberLiteral.parse("1." + String(repeating: "5", count: 100_000)) == .value(1.5555555555555556))
    }
}
