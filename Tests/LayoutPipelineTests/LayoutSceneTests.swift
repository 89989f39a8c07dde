import AutoLayout
import Foundation
import LayoutFiles
import Testing

@testable import LayoutPipeline

@Suite("LayoutScene")
struct LayoutSceneTests {
    static let seedPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts/seed.vfl").path

    @Test func seedInBothOrientations() throws {
        let document = try #require(LayoutFile.load(path: Self.seedPath).document)
        let scene = LayoutScene(document: document, sizes: OrientationChoice.both.sizes(for: document.canvasSize))
        #expect(scene.layouts.map(\.orientation) == ["portrait", "landscape"])
        #expect(scene.layouts.map { "\($0.width)x\($0.height)" } == ["320.0x568.0", "568.0x320.0"])
        #expect(scene.diagnostics.isEmpty)
        let landscape = scene.layouts[1]
        #expect(
            landscape.views.map(\.name) == ["root", "_topGrayView", "_bottomGrayView", "_topButton", "_bottomButton"])
        #expect(landscape.views[1].frame == LayoutRect(x: 20, y: 20, width: 528, height: 100))
        #expect(landscape.views[4].frame == LayoutRect(x: 66, y: 35, width: 46, height: 30))
        #expect(landscape.views[4].rootFrame == LayoutRect(x: 86, y: 163, width: 46, height: 30))
    }

    @Test func diagnosticsFoundAtEachSizeAppearOnce() throws {
        let source = """
            canvas 320x568
            view a
            view b
            H:|-[a(==300)]-|
            V:|-[a(==10)]
            """
        let document = try #require(LayoutFileParser.parse(source: source, path: "x.vfl").document)
        let scene = LayoutScene(document: document, sizes: OrientationChoice.both.sizes(for: document.canvasSize))
        // Portrait: 20 + 300 + 20 != 320 conflicts; landscape (568) too. b is ambiguous in both.
        let messages = scene.diagnostics.map(\.message)
        #expect(messages.filter { $0.hasPrefix("unable to simultaneously satisfy") }.count == 2)
        #expect(messages.filter { $0.hasPrefix("b is ambiguous horizontally") }.count == 1)
        // In the report, each warning is followed by its notes (the constraints in conflict).
        let reports = scene.reportDiagnostics(path: "x.vfl")
        #expect(reports.allSatisfy { $0.file == "x.vfl" })
        #expect(reports.filter { $0.severity != .note }.map(\.message) == messages)
        #expect(reports.filter { $0.severity != .note }.allSatisfy { $0.severity == .warning })
        #expect(
            reports.filter { $0.severity == .note }.map(\.message)
                == scene.diagnostics.flatMap { $0.notes.map(\.message) })
        #expect(reports.first?.severity == .warning)
    }

    /// Constraints that conflict at any size are found while activating them, at the first
    /// size; that layout reports them too, so one orientation alone is not clean.
    @Test func conflictFoundWhileBuildingIsReportedAtTheFirstSize() throws {
        let source = """
            canvas 320x568
            view a
            H:|[a]
            V:|[a(10)]
            a.width == 10
            a.width == 20
            """
        let document = try #require(LayoutFileParser.parse(source: source, path: "x.vfl").document)
        let expected = "unable to simultaneously satisfy constraints; breaking 'a.width == 20'"
        for choice in [OrientationChoice.portrait, .landscape, .both] {
            let scene = LayoutScene(document: document, sizes: choice.sizes(for: document.canvasSize))
            #expect(scene.diagnostics.map(\.message) == [expected], "\(choice)")
            #expect(scene.diagnostics.first?.location?.line == 6)
            #expect(scene.layouts.allSatisfy { $0.views[1].frame.width == 10 }, "\(choice)")
        }
    }
}
