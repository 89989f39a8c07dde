import AutoLayout
import Foundation
import LayoutTesting
import Testing

/// A snapshot of an ambiguous or conflicting layout protects nothing: the assertion fails
/// with the diagnostics, records nothing, unless the test allows them; and a file's
/// `orientation` decides what is laid out.
@Suite("assertLayoutSnapshot and layout problems")
struct LayoutIssueSnapshotTests {
    static let ambiguous = """
        canvas 320x568
        view a
        view b
        H:|-[a]-|
        V:|-[a(20)]-[b(10)]

        """

    @Test func anAmbiguousFileFailsAndRecordsNothing() throws {
        let folder = try ScratchFolder()
        try folder.put(Self.ambiguous, at: "ambiguous.vfl")
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(folder.file("ambiguous.vfl")), named: "a", snapshotDirectory: folder.path)
        }
        let path = folder.file("ambiguous.vfl")
        #expect(
            log.messages == [
                """
                Could not check the layout snapshot: the layout of \(path) is ambiguous, so a snapshot of it would protect \
                nothing; if that is meant, allow it: add 'allow ambiguity' to the file:
                \(path):3:6: error: b is ambiguous horizontally: x and width are not determined by its constraints (ambiguous layout)
                    view b
                         ^

                """
            ])
        #expect(folder.listing() == ["ambiguous.vfl"])
    }

    @Test func allowingAmbiguityRecordsAndMatches() throws {
        let folder = try ScratchFolder()
        try folder.put(Self.ambiguous, at: "ambiguous.vfl")
        let log = FailureLog()
        for _ in 0..<2 {
            withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
                assertLayoutSnapshot(
                    of: .file(folder.file("ambiguous.vfl"), allowing: [.ambiguity]), named: "a",
                    snapshotDirectory: folder.path)
            }
        }
        #expect(log.messages.count == 1 && log.messages[0].hasPrefix("No reference was found on disk. Recorded"))
        try folder.put(Self.ambiguous + "allow ambiguity\n", at: "allowed.vfl")
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(folder.file("allowed.vfl")), named: "a", snapshotDirectory: folder.path)
        }
        #expect(log.messages.count == 1)
    }

    /// An engine built in code: `card` has a width and a top but no x, and a conflict.
    @Test func anEngineWithProblemsFails() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let card = LayoutView(name: "card")
        try engine.root.addSubview(card)
        try LayoutConstraint.activate([
            card.width == 100, card.top == engine.root.top, card.height == 50, card.height == 60
        ])
        let folder = try ScratchFolder()
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(
                of: .engine(engine), orientations: .portrait, named: "card", snapshotDirectory: folder.path)
        }
        #expect(
            log.messages == [
                """
                Could not check the layout snapshot: the layout has conflicting constraints and is ambiguous, so a snapshot \
                of it would protect nothing; if that is meant, allow it: allowing: [.conflicts, .ambiguity]:
                error: unable to simultaneously satisfy constraints; breaking 'card.height == 60'
                error: card is ambiguous horizontally: x is not determined by its constraints (ambiguous layout)

                """
            ])
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(
                of: .engine(engine, allowing: [.conflicts, .ambiguity]), orientations: .portrait,
                named: "card", snapshotDirectory: folder.path)
        }
        #expect(log.messages.count == 2 && log.messages[1].hasPrefix("No reference was found on disk. Recorded"))
        #expect(folder.listing() == ["anEngineWithProblemsFails.card.txt"])
    }

    /// By default a file is laid out in the orientations it names: a 375x44 cell with
    /// `orientation canvas` once, as written.
    @Test func aFileSaysWhichOrientationsItHas() throws {
        let folder = try ScratchFolder()
        try folder.put(
            """
            canvas 375x44
            orientation canvas
            view icon intrinsic 29x29
            H:|-16-[icon]
            icon.centerY == root.centerY

            """, at: "cell.vfl")
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(folder.file("cell.vfl")), named: "cell", snapshotDirectory: folder.path)
        }
        let recorded = try #require(folder.contents("aFileSaysWhichOrientationsItHas.cell.txt"))
        #expect(recorded.hasPrefix("landscape 375x44\n"))
        #expect(recorded.hasSuffix("\nicon in root (16, 7.5, 29, 29)\n"))
        #expect(!recorded.contains("portrait"))
    }
}
