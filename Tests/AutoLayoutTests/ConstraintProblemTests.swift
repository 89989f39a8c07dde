import Testing

@testable import AutoLayout

/// `LayoutConstraint.problem(...)`: the checks of `validate()` on a constraint's parts, which
/// the file parser uses to check VFL constraints without making views. Each case is UIKit's
/// rule (or the engine's bound on numbers), written out by hand.
@Suite struct ConstraintProblemTests {
    struct Case: CustomStringConvertible {
        var first: LayoutAttribute
        var firstIsGuide = false
        var second: LayoutAttribute?
        var secondIsGuide = false
        var multiplier = 1.0
        var constant = 0.0
        var priority: Float = 1000
        var expected: LayoutConstraint.Problem?

        var description: String {
            "\(first) \(second.map { "\($0)" } ?? "-") m \(multiplier) c \(constant) @\(priority)"
        }
    }

    static let cases: [Case] = [
        Case(first: .left, second: .right, constant: 8, expected: nil),
        Case(first: .width, second: nil, constant: 100, expected: nil),
        Case(first: .width, second: .height, multiplier: 2, expected: nil),
        Case(first: .leading, second: .trailing, expected: nil),
        Case(first: .centerY, second: .firstBaseline, expected: nil),
        Case(first: .top, firstIsGuide: true, second: .top, expected: nil),
        Case(first: .notAnAttribute, second: .left, expected: .missingAttribute),
        Case(first: .left, second: .notAnAttribute, expected: .missingAttribute),
        Case(first: .left, second: .right, multiplier: .nan, expected: .nonFiniteValue),
        Case(first: .left, second: .right, constant: .infinity, expected: .nonFiniteValue),
        Case(first: .left, second: .right, constant: 1e8, expected: .valueOutOfRange),
        Case(first: .width, second: .width, multiplier: 1e5, expected: .valueOutOfRange),
        Case(first: .left, second: .right, priority: 0, expected: .invalidPriority),
        Case(first: .left, second: .right, priority: 1001, expected: .invalidPriority),
        Case(first: .leftMargin, firstIsGuide: true, second: .left, expected: .guideAttribute),
        Case(first: .left, second: .firstBaseline, secondIsGuide: true, expected: .guideAttribute),
        Case(first: .left, second: nil, constant: 20, expected: .locationEqualToConstant),
        Case(first: .left, second: .right, multiplier: 0, expected: .locationEqualToConstant),
        Case(first: .width, second: .left, expected: .invalidPairing),
        Case(first: .top, second: .left, expected: .invalidPairing),
        Case(first: .leading, second: .left, expected: .leadingTrailingMixedWithLeftRight),
        Case(first: .right, second: .trailing, expected: .leadingTrailingMixedWithLeftRight),
        // The order of the checks: numbers before attributes.
        Case(first: .width, second: .left, constant: .nan, expected: .nonFiniteValue),
        Case(first: .left, second: nil, priority: 0, expected: .invalidPriority)
    ]

    @Test(arguments: cases)
    func problemFollowsUIKitsRules(_ test: Case) {
        let found = LayoutConstraint.problem(
            first: test.first, firstIsGuide: test.firstIsGuide, second: test.second,
            secondIsGuide: test.secondIsGuide, multiplier: test.multiplier, constant: test.constant,
            priority: LayoutPriority(test.priority))
        #expect(found == test.expected)
    }

    /// `validate()` throws the error of the problem found, on a real constraint.
    @Test func validateThrowsTheProblemFound() {
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        let made = LayoutConstraint(unchecked: a, .leading, .equal, b, .left, multiplier: 1, constant: 0)
        #expect(throws: LayoutError.leadingTrailingMixedWithLeftRight(made.description)) { try made.validate() }
        let fine = LayoutConstraint(unchecked: a, .leading, .equal, b, .trailing, multiplier: 1, constant: 8)
        #expect(throws: Never.self) { try fine.validate() }
    }
}
