import Testing

@testable import SourceDiagnostics

@Suite struct SuggestionsTests {
    @Test func editDistanceCountsSwapsAsOneEdit() {
        #expect(Suggester.editDistance(Array("width"), Array("widht")) == 1)
        #expect(Suggester.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggester.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggester.editDistance(Array("abc"), Array("abc")) == 0)
        #expect(Suggester.editDistance(Array("ca"), Array("abc")) == 3)
    }

    @Test func suggestsTheClosestWithinAThirdOfTheLength() {
        var suggester = Suggester()
        #expect(suggester.suggestion(for: "_topButon", among: ["_topGrayView", "_topButton"]) == "_topButton")
        #expect(suggester.suggestion(for: "crad", among: ["card", "cart"]) == "card")
        #expect(suggester.suggestion(for: "xyz", among: ["view", "label"]) == nil)
        #expect(suggester.suggestion(for: "same", among: ["same"]) == nil)
        #expect(suggester.suggestion(for: "ab", among: ["xy"]) == nil)
        #expect(suggester.suggestion(for: "x", among: ["a", "b"]) == nil)
        #expect(suggester.suggestion(for: "ab", among: ["x", "ac"]) == "ac")
    }

    @Test func tiesGoToTheFirstCandidate() {
        var suggester = Suggester()
        #expect(suggester.suggestion(for: "bat", among: ["cat", "hat"]) == "cat")
        #expect(suggester.suggestion(for: "bat", among: ["hat", "cat"]) == "hat")
    }

    @Test func longNamesAndAnExhaustedBudgetGetNoSuggestion() {
        var suggester = Suggester()
        let long = String(repeating: "a", count: 65)
        #expect(suggester.suggestion(for: long, among: [long + "b"]) == nil)
        var poor = Suggester(budget: 10)
        #expect(poor.suggestion(for: "widht", among: ["width"]) == nil)
        #expect(poor.budget <= 10)
    }
}
