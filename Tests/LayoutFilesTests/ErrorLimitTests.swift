import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// Errors are reported up to a limit, as clang's `-ferror-limit`: the first ones by location,
/// then `too many errors emitted, stopping now`, and the parser stops looking past them.
@Suite struct ErrorLimitTests {
    /// Seven kinds of bad line, found by either sweep of the parser: an unknown statement, a
    /// bad view name, an unknown metric, a bad VFL string, a bad
    /// metric, a bad size and a stray character.
    static let badLines = ["x", "view 1", "a.width == nope", "H:[a]-[", "metrics =", "view v intrinsic 1", "?"]

    static func badFile(lines count: Int) -> String {
        (0..<count).map { badLines[$0 % badLines.count] }.joined(separator: "\n") + "\n"
    }

    /// The first `limit` errors of the unlimited parse, with what lies between them, and
    /// nothing after.
    @Test(arguments: [1, 3, 20, 57])
    func theFirstErrorsByLocationAreKept(limit: Int) throws {
        let source = Self.badFile(lines: 700)
        let all = LayoutFileParser.parse(source: source, path: "bad.vfl", limit: .unlimited)
        let limited = LayoutFileParser.parse(source: source, path: "bad.vfl", limit: DiagnosticLimit(errors: limit))
        #expect(!all.stoppedAtLimit && limited.stoppedAtLimit)
        #expect(limited.diagnostics.filter(\.isError).count == limit)
        let last = try #require(limited.diagnostics.last)
        #expect(last.isError)
        let index = try #require(all.diagnostics.firstIndex(of: last))
        #expect(Array(all.diagnostics[...index]) == limited.diagnostics.elements)
        #expect(all.diagnostics[...index].filter(\.isError).count == limit)
    }

    /// The first sweep finds the declarations' errors (lines 41-80) before the second finds
    /// the statements' (lines 1-40): the statements' still come first.
    @Test func errorsFoundLaterButLocatedEarlierDisplaceLaterOnes() throws {
        let source =
            Array(repeating: "x", count: 40).joined(separator: "\n") + "\n"
            + Array(repeating: "view 1", count: 40).joined(separator: "\n")
        let limited = LayoutFileParser.parse(source: source, path: "bad.vfl")
        #expect(limited.diagnostics.count == 20 && limited.stoppedAtLimit)
        #expect(limited.diagnostics.map { $0.location?.line } == Array(1...20))
        #expect(limited.diagnostics.allSatisfy { $0.message.hasPrefix("unknown statement 'x'") })
    }

    /// The rendering is the unlimited one cut after the last error shown, then clang's line.
    @Test func renderingEndsWithClangsLine() throws {
        let source = Self.badFile(lines: 70)
        let all = LayoutFileParser.parse(source: source, path: "bad.vfl", limit: .unlimited).renderedDiagnostics()
        let limited = LayoutFileParser.parse(source: source, path: "bad.vfl", limit: DiagnosticLimit(errors: 2))
        let text = limited.renderedDiagnostics()
        #expect(text.hasSuffix("\nbad.vfl: error: too many errors emitted, stopping now\n"))
        let shown = text.dropLast("bad.vfl: error: too many errors emitted, stopping now\n".count)
        #expect(all.hasPrefix(shown))
        #expect(text.components(separatedBy: ": error: ").count - 1 == 3)
        #expect(!all.contains("too many errors"))
    }

    /// A file with exactly as many errors as the limit is reported whole.
    @Test func exactlyTheLimitIsNotCut() {
        let source = "view a\n" + Array(repeating: "x", count: 20).joined(separator: "\n")
        let result = LayoutFileParser.parse(source: source, path: "bad.vfl")
        #expect(result.diagnostics.count == 20 && !result.stoppedAtLimit)
        #expect(!result.renderedDiagnostics().contains("too many errors"))
    }

    /// Views declared after the last error reported are only noted by name, but an earlier
    /// line that uses them is read as it would be without a limit: no "unknown view", and the
    /// fix suggested for `a.left == 20` names a's parent from its (late) declaration.
    @Test func namesDeclaredPastTheCutoffStillResolve() throws {
        var lines = ["a.left == 20", "b.width == a.width", "p.width == 10 @nope"]
        lines += Array(repeating: "view 1", count: 30)
        lines += ["view p", "view a in p intrinsic 5x", "view b in a", "metrics m=3"]
        lines[1] = "b.width == a.width + m"
        let source = lines.joined(separator: "\n")
        let all = LayoutFileParser.parse(source: source, path: "late.vfl", limit: .unlimited)
        let limited = LayoutFileParser.parse(source: source, path: "late.vfl", limit: DiagnosticLimit(errors: 5))
        #expect(limited.stoppedAtLimit)
        #expect(limited.diagnostics.count == 5)
        #expect(Array(all.diagnostics.prefix(5)) == limited.diagnostics.elements)
        #expect(
            limited.diagnostics[0].message
                == "'a.left' is a position and cannot equal a constant; to place it relative to its superview, write 'a.left == p.left + 20'"
        )
        #expect(limited.diagnostics[1].message.hasPrefix("unknown priority 'nope'"))
        #expect(
            !limited.diagnostics.contains {
                $0.message.contains("unknown view") || $0.message.contains("unknown metric")
            })
    }

    /// VFL strings are parsed with the rest of the file, under the same limit: 30 strings
    /// Apple's parser rejects, 20 reported.
    @Test func visualFormatErrorsStopAtTheLimit() throws {
        let source = "view a\n" + Array(repeating: "H:[a]-[", count: 30).joined(separator: "\n")
        let limited = LayoutFileParser.parse(source: source, path: "vfl.vfl")
        #expect(limited.diagnostics.count == 20 && limited.stoppedAtLimit)
        #expect(limited.diagnostics.map { $0.location?.line } == Array(2...21))
        let unlimited = LayoutFileParser.parse(source: source, path: "vfl.vfl", limit: .unlimited)
        #expect(unlimited.diagnostics.count == 30 && !unlimited.stoppedAtLimit)
    }
}
