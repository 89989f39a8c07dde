// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import LayoutSnapshot
import Testing

/// The Swift samples of the LayoutSnapshot catalog's articles, verbatim (the documentation
/// tests find each one here): if one fails, fix the article too. Run from the package root,
/// as `swift test` runs; nothing is written (record mode `never`).
@Suite struct LayoutSnapshotDocumentationExamples {
    /// GettingStarted.md: one layout against its reference, without a test framework.
    @Test func verifier() {
        let verifier = SnapshotVerifier(record: .never)
        let failure = verifier.verify(.file("Layouts/seed.vfl"), referencePath: "Layouts/__Snapshots__/seed.txt")
        #expect(failure == nil)
    }

    /// GettingStarted.md: what `layout test` runs.
    @Test func runner() {
        let report = LayoutTestRunner(options: LayoutTestOptions(paths: ["Layouts/"], record: .never)).run()
        #expect(report.lines.last == "10 passed, 0 failed")
        #expect(report.exitCode == 0)
    }
}
