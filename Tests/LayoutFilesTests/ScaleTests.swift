import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// Very long lines and very long files parse in bounded (linear) time. The bounds are loose
/// enough for a debug build on a slow machine, and far below what a quadratic step would take
/// on these sizes.
@Suite(.serialized) struct ScaleTests {
    static let million = 1_000_000

    /// Parses and renders `source`, and returns the result and the seconds it took.
    func timed(_ source: String, limit: DiagnosticLimit = .default) -> (LayoutParseResult, Double) {
        let clock = ContinuousClock()
        var result: LayoutParseResult?
        let elapsed = clock.measure {
            let parsed = LayoutFileParser.parse(source: source, path: "big.vfl", limit: limit)
            _ = parsed.renderedDiagnostics()
            result = parsed
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (result ?? LayoutFileParser.parse(source: "", path: ""), seconds)
    }

    @Test func millionCharacterLines() {
        let a = String(repeating: "a", count: Self.million)
        let shapes: [(String, String)] = [
            ("VFL string", "view a\nH:|" + String(repeating: "-[a]", count: Self.million / 4) + "|"),
            ("comment", "view a\n#" + a),
            ("long name in an equation", "view a\n" + a + ".width == 1"),
            ("long unknown attribute", "view a\na." + a + " == 1"),
            ("long title", "label l \"" + a + "\""),
            ("unterminated title", "label l \"" + a),
            ("leading whitespace", String(repeating: " ", count: Self.million) + "view a"),
            ("long number", "view a\na.width == " + String(repeating: "7", count: Self.million)),
            ("long garbage", "view a\n" + String(repeating: "?", count: Self.million)),
            ("many options", "view a\nH:[a] " + String(repeating: "alignAllTop|", count: Self.million / 12)),
            ("many metrics", "view a\nmetrics " + (0..<(Self.million / 10)).map { "m\($0)=1" }.joined(separator: " ")),
            ("wide characters", "label l \"" + String(repeating: "界", count: Self.million) + "\" oops")
        ]
        for (name, source) in shapes {
            let (result, seconds) = timed(source)
            #expect(seconds < 30, "\(name) took \(seconds) s")
            for diagnostic in result.diagnostics {
                #expect(
                    diagnostic.range.map(result.source.contains) == true, "\(name): \(diagnostic.message.prefix(80))")
                #expect(diagnostic.message.count < 400, "\(name): message of \(diagnostic.message.count) characters")
            }
        }
    }

    @Test func hundredThousandLines() {
        var lines = ["canvas iphone-se"]
        for index in 0..<25_000 {
            lines.append("view v\(index)\(index > 0 ? " in v\(index - 1)" : "") intrinsic 10x10")
            lines.append("v\(index).width == 10 @defaultHigh")
            lines.append("H:|-[v\(index)]-|")
            lines.append("# comment \(index)")
        }
        let (result, seconds) = timed(lines.joined(separator: "\n"))
        #expect(seconds < 60, "took \(seconds) s")
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.views.count == 25_000 && result.document?.statements.count == 50_000)
    }

    @Test func hundredThousandErrorsAgainstManyNames() {
        // Every line needs a "did you mean" search over 50,000 names: the suggestion budget
        // keeps this linear.
        var lines: [String] = []
        for index in 0..<50_000 { lines.append("view view\(index)") }
        for index in 0..<50_000 { lines.append("wiew\(index).width == 1") }
        let (result, seconds) = timed(lines.joined(separator: "\n"), limit: .unlimited)
        #expect(seconds < 60, "took \(seconds) s")
        #expect(result.diagnostics.count == 50_000)
        #expect(result.diagnostics.first?.message == "unknown view 'wiew0'; did you mean 'view0'?")
    }
}
