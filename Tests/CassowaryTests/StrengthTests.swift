import Testing

@testable import Cassowary

@Suite struct StrengthTests {
    @Test func namedStrengthsUseAutoLayoutNumbers() {
        #expect(Strength.required.priority == 1000)
        #expect(Strength.strong.priority == 750)
        #expect(Strength.medium.priority == 500)
        #expect(Strength.weak.priority == 250)
        #expect(Strength.required.isRequired && !Strength(999.5).isRequired)
        #expect(Strength.weak < Strength.medium && Strength.medium < Strength.strong)
    }

    @Test func validity() {
        #expect(Strength(1).isValid && Strength(0.5).isValid && Strength(1000).isValid)
        for bad in [0, -1, 1000.5, .nan, .infinity] {
            #expect(!Strength(bad).isValid, "\(bad)")
        }
    }

    @Test func descriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength(999).description == "999")
        #expect(Strength(999.5).description == "999.5")
    }
}
