import AutoLayout
import SourceDiagnostics
import Testing
import VisualFormat

/// `LayoutConstraint.constraints(withVisualFormat:...)` gives every constraint Apple would
/// create, or an error: a constraint the engine refuses (a number beyond its limits, which
/// UIKit does not have) is a `constraintRejected` error at the number, never left out.
@Suite struct EngineLimitTests {
    /// Views `a` and `b` in `engine`'s root, named `root`.
    let views: [String: LayoutView]
    let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))

    init() throws {
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        try engine.root.addSubview(a)
        try engine.root.addSubview(b)
        views = ["a": a, "b": b]
    }

    /// The error the library call throws for `format`, or nil (with an issue) if it returned.
    func rejection(
        _ format: String, metrics: [String: Double] = [:], spacing: StandardSpacing = StandardSpacing(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> VisualFormatError? {
        do {
            let made = try LayoutConstraint.constraints(
                withVisualFormat: format, metrics: metrics, views: views, spacing: spacing)
            Issue.record("expected an error, got \(made)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func aConstantBeyondTheEngineLimitIsAnErrorAtTheNumber() throws {
        let error = try #require(rejection("H:|-1e308-[a]"))
        #expect(error.kind == .constraintRejected(.valueOutOfRange("a.leading == root.leading + 1e308")))
        #expect(error.index == 4)
        #expect(
            error.message == "A constant must be within ±10000000 points and a multiplier within ±10000: "
                + "a.leading == root.leading + 1e308")
        #expect(
            error.reason == """
                Unable to parse constraint format: \("")
                A constant must be within ±10000000 points and a multiplier within ±10000: a.leading == root.leading + 1e308 \("")
                H:|-1e308-[a] \("")
                    ^
                """)
        #expect(!error.kind.isApples)
    }

    /// Size predicates, negative constants and metrics are located the same way; the error
    /// is the first refused constraint in Apple's order.
    @Test(
        arguments: [
            ("[a(==1e9)]", [:], 5, "a.width == 1000000000"),
            // Once dropped without a word, leaving a's width to ambiguity.
            ("H:|-[a(1e300)]", [:], 7, "a.width == 1e300"),
            ("[a(>=10,<=1e9@750)]", [:], 10, "a.width <= 1000000000 @750"),
            ("[a]-(-2e7)-[b]", [:], 5, "b.leading == a.trailing - 20000000"),
            ("H:|-8-[a]-big-|", ["big": 1e9], 10, "root.trailing == a.trailing + 1000000000"),
            ("V:[a(big)]-big-[b]", ["big": 1e9], 5, "a.height == 1000000000")
        ] as [(String, [String: Double], Int, String)])
    func everyRefusedConstantIsLocated(
        _ format: String, _ metrics: [String: Double], _ index: Int, _ constraint: String
    ) throws {
        let error = try #require(rejection(format, metrics: metrics))
        #expect(error.kind == .constraintRejected(.valueOutOfRange(constraint)))
        #expect(error.index == index, "\(error.reason)")
    }

    /// Apple takes any priority above 0; the engine's are 1...1000.
    @Test func aPriorityBelowOneIsAnErrorAtThePriority() throws {
        let error = try #require(rejection("[a(50@0.5)]"))
        #expect(error.kind == .constraintRejected(.invalidPriority("a.width == 50 @0.5")))
        #expect(error.index == 6)
        #expect(error.message == "A priority must be from 1 to 1000: a.width == 50 @0.5")
    }

    /// A standard space the caller made unusable is reported at its `-`.
    @Test func anUnusableStandardSpaceIsAnErrorAtTheDash() throws {
        let error = try #require(rejection("[a]-[b]", spacing: StandardSpacing(sibling: .nan)))
        #expect(error.kind == .constraintRejected(.nonFiniteValue("b.leading == a.trailing + nan")))
        #expect(error.index == 3)
        let huge = try #require(rejection("|-[a]", spacing: StandardSpacing(superview: 2e7)))
        #expect(huge.kind == .constraintRejected(.valueOutOfRange("a.leading == root.leading + 20000000")))
        #expect(huge.index == 1)
    }

    /// At the limits every constraint comes back: as many as the parser describes.
    @Test func numbersAtTheLimitsGiveEveryConstraint() throws {
        let formats = ["H:|-10000000-[a(==10000000@1)]-(-10000000)-[b]", "V:[a(>=1e7,<=1e7)]-(>=-1e7@1)-|"]
        for format in formats {
            let parsed = try VisualFormatLanguage.constraints(withVisualFormat: format, views: Set(views.keys))
            let made = try LayoutConstraint.constraints(withVisualFormat: format, views: views)
            #expect(made.count == parsed.count, "\(format)")
            #expect(made.map(\.constant) == parsed.map(\.constant), "\(format)")
            #expect(made.map(\.priority) == parsed.map(\.priority), "\(format)")
        }
    }

    /// The parser records which characters gave each constant and priority.
    @Test func constantAndPriorityRangesPointAtTheirText() throws {
        let format = "|-[a]-pad-[b(>=-2e6@high,==a)][a]"
        let parsed = try VisualFormatLanguage.constraints(
            withVisualFormat: format, metrics: ["pad": 8, "high": 750], views: ["a", "b"])
        let characters = Array(format)
        func text(_ range: Range<Int>?) -> String? { range.map { String(characters[$0]) } }
        #expect(parsed.map { text($0.constantRange) } == ["-", "pad", "-2e6", nil, nil])
        #expect(parsed.map { text($0.priorityRange) } == [nil, nil, "high", nil, nil])
    }
}
