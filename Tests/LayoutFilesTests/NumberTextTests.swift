import Testing
@testable import LayoutFiles

@Suite struct NumberTextTests {
    @Test func decimalForms() {
        #expect(NumberText.parse("8") == .value(8))
        #expect(NumberText.parse("0.5") == .value(0.5))
        #expect(NumberText.parse(".5") == .value(0.5))
        #expect(NumberText.parse("5.") == .value(5))
        #expect(NumberText.parse("007") == .value(7))
        #expect(NumberText.parse("1000000") == .value(1_000_000))
    }

    @Test func rejectsEverythingElse() {
        for text in ["", ".", "1.2.3", "1e5", "10pt", "0x10", "-1", "+1", "1_000", "١"] {
            #expect(NumberText.parse(text) == .invalid, "\(text)")
        }
        for text in ["nan", "NaN", "inf", "Infinity"] {
            #expect(NumberText.parse(text) == .notFinite, "\(text)")
        }
    }

    @Test func hugeLiteralsAreTooLargeWithoutConverting() {
        #expect(NumberText.parse(String(repeating: "9", count: 17)) == .tooLarge)
        #expect(NumberText.parse(String(repeating: "0", count: 100_000) + "1") == .value(1))
        #expect(NumberText.parse("1." + String(repeating: "5", count: 100_000)) == .value(1.5555555555555556))
    }
}
