import Foundation
import LayoutFuzzing
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// Seeded grammar-aware and mutated layout files, their bytes and equations
/// (``FuzzCampaign``), from the built-in corpus and the example layouts: none may trap,
/// every diagnostic must point inside the input, parsing must be deterministic, a document
/// must come exactly when there is no error, and every fourth document is laid out and drawn
/// (finite frames, a JSON report that parses).
@Suite struct LayoutFileFuzzTests {
    /// The example layouts, from the package's `Layouts/` folder.
    static let layoutsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts").path
    static let corpus = FuzzCorpus.loadingLayouts(in: layoutsFolder)

    static func expectClean(_ report: FuzzReport, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(
            report.failures.isEmpty, "\(report.failures.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
    }

    @Test func corpusHasTheExampleLayouts() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Self.layoutsFolder).filter {
            $0.hasSuffix(".vfl")
        }
        #expect(examples.count >= 6)
        #expect(Self.corpus.layoutFiles.count == FuzzCorpus.builtIn.layoutFiles.count + examples.count)
        #expect(Self.corpus.layoutFiles.contains { $0.contains("_bottomButton.left == _topButton.right") })
        for file in Self.corpus.layoutFiles { #expect(LayoutFileCheck.problems(in: file, layingOut: true).isEmpty) }
    }

    /// 6,000 files in three parallel chunks.
    @Test(arguments: 0..<3)
    func files(chunk: Int) {
        let report = FuzzCampaign(seed: 3, corpus: Self.corpus).run(.layoutFile, iterations: 2_000, from: chunk * 2_000)
        Self.expectClean(report)
        // Both outcomes, many different errors, and layouts drawn.
        #expect(report.accepted > 300 && report.rejected > 300, "\(report.summary)")
        #expect(report.messages.count > 60, "\(report.summary)")
        #expect(report.laidOut > 60, "\(report.summary)")
    }

    @Test func equations() {
        let report = FuzzCampaign(seed: 4, corpus: Self.corpus).run(.equation, iterations: 3_000)
        Self.expectClean(report)
        #expect(report.accepted > 500 && report.rejected > 500, "\(report.summary)")
        #expect(report.messages.count > 40, "\(report.summary)")
    }

    @Test func bytes() {
        let report = FuzzCampaign(seed: 5, corpus: Self.corpus).run(.bytes, iterations: 3_000)
        Self.expectClean(report)
        #expect(report.messages.contains("not UTF-8") && report.accepted > 100, "\(report.summary)")
    }
}
