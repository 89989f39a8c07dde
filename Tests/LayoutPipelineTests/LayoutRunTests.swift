import AutoLayout
import LayoutFiles
import LayoutPipeline
import SourceDiagnostics
import Testing

/// One file the whole way: parsed, and only without errors built, laid out and checked.
@Suite struct LayoutRunTests {
    func run(_ source: String) -> LayoutRun {
        LayoutRun(LayoutFileParser.parse(source: source, path: "x.vfl"), sizes: .fileCanvas)
    }

    /// A file with errors, a VFL string's included, is never built or solved: no scene, no
    /// layouts, and its diagnostics are parsing's.
    @Test func aFileWithErrorsIsNeverLaidOut() {
        let run = run("view a\nH:|-[a]-[b]-|\na.width == 10\n")
        #expect(run.scene == nil)
        #expect(run.layouts.isEmpty)
        #expect(run.diagnostics == run.parsed.diagnostics)
        #expect(run.diagnostics.map(\.message) == ["b is not a key in the views dictionary."])
    }

    /// Parse warnings and what laying out found come in one list, by location.
    @Test func parseWarningsAndLayoutProblemsAreMergedByLocation() throws {
        let run = run(
            """
            canvas 320x568
            view a
            label b "Hi" baseline 30 4
            H:|[a]|
            """)
        #expect(run.layouts.map(\.orientation) == ["portrait", "landscape"])
        #expect(
            run.diagnostics.map { $0.location?.line }
                == run.diagnostics.map { $0.location?.line }.sorted { ($0 ?? 0) < ($1 ?? 0) })
        #expect(run.diagnostics.contains { $0.severity == .warning && $0.location?.line == 3 && $0.issue == nil })
        #expect(run.diagnostics.contains { $0.issue == .ambiguity && $0.location?.line == 2 })
    }

    /// The file's `allow` statement, and what a caller adds, let problems of those kinds through.
    @Test func allowedProblems() throws {
        let run = run("canvas 320x568\nview a\nallow ambiguity\n")
        let ambiguity = try #require(run.diagnostics.first { $0.issue == .ambiguity })
        #expect(run.isAllowed(ambiguity))
        let strict = self.run("canvas 320x568\nview a\n")
        let unallowed = try #require(strict.diagnostics.first { $0.issue == .ambiguity })
        #expect(!strict.isAllowed(unallowed))
        #expect(strict.isAllowed(unallowed, alsoAllowed: [.ambiguity]))
    }
}
