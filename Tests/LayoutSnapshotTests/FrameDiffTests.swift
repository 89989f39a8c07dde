import Testing

@testable import LayoutSnapshot

@Suite("FrameDiff")
struct FrameDiffTests {
    typealias View = SnapshotFrames.View

    @Test func readsTheSeedSnapshot() {
        let frames = SnapshotFrames(text: Seed.text())
        #expect(frames.sections.map(\.header) == ["portrait 320x568", "landscape 568x320"])
        #expect(
            frames.sections.first?.views == [
                View(name: "_topGrayView", superview: "root", frame: "(20, 20, 280, 100)"),
                View(name: "_bottomGrayView", superview: "root", frame: "(20, 128, 280, 100)"),
                View(name: "_topButton", superview: "_topGrayView", frame: "(20, 35, 46, 30)"),
                View(name: "_bottomButton", superview: "_bottomGrayView", frame: "(66, 35, 46, 30)")
            ])
        #expect(frames.sections.last?.views.first?.frame == "(20, 20, 528, 100)")
    }

    // Drawing lines are never taken for frames, whatever they contain; names may hold " in ".
    @Test func readingIsStrictAboutPlaces() {
        let text = """
            portrait 10x10
            a in b (1, 2, 3, 4)

            view in a box in root (1, 2, 3, 4)
            not a frame (1, 2)
            x in y (1, 2, 3, 4)
            """
        #expect(
            SnapshotFrames(text: text).sections == [
                SnapshotFrames.Section(
                    header: "portrait 10x10",
                    views: [
                        View(name: "view in a box", superview: "root", frame: "(1, 2, 3, 4)"),
                        View(name: "x", superview: "y", frame: "(1, 2, 3, 4)")
                    ])
            ])
        #expect(SnapshotFrames(text: "").sections == [])
        #expect(SnapshotFrames(text: "a in b (1, 2, 3, 4)\n").sections == [])
        #expect(SnapshotFrames.isHeader("landscape 568x320"))
        #expect(!SnapshotFrames.isHeader("landscape 568 x 320"))
        #expect(!SnapshotFrames.isHeader("+-----+"))
    }

    func section(_ header: String, _ views: [(String, String, String)]) -> SnapshotFrames.Section {
        SnapshotFrames.Section(header: header, views: views.map { View(name: $0.0, superview: $0.1, frame: $0.2) })
    }

    @Test func changedAddedRemovedAndReparentedViews() {
        let old = SnapshotFrames(sections: [
            section(
                "portrait 320x568",
                [
                    ("a", "root", "(0, 0, 10, 10)"), ("b", "root", "(1, 1, 1, 1)"), ("c", "a", "(2, 2, 2, 2)"),
                    ("same", "root", "(5, 5, 5, 5)")
                ])
        ])
        let new = SnapshotFrames(sections: [
            section(
                "portrait 320x568",
                [
                    ("a", "root", "(0, 0, 12, 10)"), ("same", "root", "(5, 5, 5, 5)"), ("c", "root", "(2, 2, 2, 2)"),
                    ("d", "root", "(3, 3, 3, 3)")
                ])
        ])
        #expect(
            FrameDiff.lines(from: old, to: new) == [
                "Frames that changed (reference -> actual):",
                "  portrait 320x568",
                "    a: (0, 0, 10, 10) -> (0, 0, 12, 10)",
                "    c: (2, 2, 2, 2) in a -> (2, 2, 2, 2) in root",
                "    added d in root (3, 3, 3, 3)",
                "    removed b in root (1, 1, 1, 1)"
            ])
    }

    // Views sharing a name pair up in order; sections pair up by position.
    @Test func duplicateNamesAndSections() {
        let old = SnapshotFrames(sections: [
            section("portrait 320x568", [("x", "root", "(1, 0, 0, 0)"), ("x", "root", "(2, 0, 0, 0)")]),
            section("landscape 568x320", [("x", "root", "(1, 0, 0, 0)")])
        ])
        let new = SnapshotFrames(sections: [
            section("portrait 375x667", [("x", "root", "(1, 0, 0, 0)"), ("x", "root", "(3, 0, 0, 0)")])
        ])
        #expect(
            FrameDiff.lines(from: old, to: new) == [
                "Frames that changed (reference -> actual):",
                "  portrait 320x568 -> portrait 375x667",
                "    x: (2, 0, 0, 0) -> (3, 0, 0, 0)",
                "  landscape 568x320: only in the reference"
            ])
        #expect(FrameDiff.lines(from: new, to: old).last == "  landscape 568x320: only in the actual snapshot")
    }

    @Test func noFrameChangesNoLines() {
        let frames = SnapshotFrames(text: Seed.text())
        #expect(FrameDiff.lines(from: frames, to: frames) == [])
    }

    // The seed with the bottom button 8 points to the right: the frames, then the lines.
    @Test func seedMismatch() {
        #expect(
            SnapshotDiff.lines(reference: Seed.text(), actual: Seed.text(Seed.movedSource))
                == lines(
                    """
                    Frames that changed (reference -> actual):
                      portrait 320x568
                        _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)
                      landscape 568x320
                        _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)

                    --- reference
                    +++ actual
                    @@ -9,9 +9,9 @@
                     | +----------------------------------+  |
                     | +----------------------------------+  |
                     | |_bottomGrayView                   |  |
                    -| |       Button+                    |  |
                    -| |       |     |                    |  |
                    -| |       +-----+                    |  |
                    +| |        Button+                   |  |
                    +| |        |     |                   |  |
                    +| |        +-----+                   |  |
                     | |                                  |  |
                     | +----------------------------------+  |
                     |                                       |
                    @@ -39,7 +39,7 @@
                     _topGrayView in root (20, 20, 280, 100)
                     _bottomGrayView in root (20, 128, 280, 100)
                     _topButton in _topGrayView (20, 35, 46, 30)
                    -_bottomButton in _bottomGrayView (66, 35, 46, 30)
                    +_bottomButton in _bottomGrayView (74, 35, 46, 30)

                     landscape 568x320
                     +----------------------------------------------------------------------+
                    @@ -52,9 +52,9 @@
                     | +-----------------------------------------------------------------+  |
                     | +-----------------------------------------------------------------+  |
                     | |_bottomGrayView                                                  |  |
                    -| |       Button+                                                   |  |
                    -| |       |     |                                                   |  |
                    -| |       +-----+                                                   |  |
                    +| |        Button+                                                  |  |
                    +| |        |     |                                                  |  |
                    +| |        +-----+                                                  |  |
                     | |                                                                 |  |
                     | +-----------------------------------------------------------------+  |
                     |                                                                      |
                    @@ -67,4 +67,4 @@
                     _topGrayView in root (20, 20, 528, 100)
                     _bottomGrayView in root (20, 128, 528, 100)
                     _topButton in _topGrayView (20, 35, 46, 30)
                    -_bottomButton in _bottomGrayView (66, 35, 46, 30)
                    +_bottomButton in _bottomGrayView (74, 35, 46, 30)
                    """))
    }

    // A reference edited by hand to end lines in spaces: no frame changed, the diff shows why.
    @Test func trailingWhitespaceOnlyShowsInTheLineDiff() {
        let reference = Seed.text().replacingOccurrences(of: "(20, 35, 46, 30)\n", with: "(20, 35, 46, 30)  \n")
        let output = SnapshotDiff.lines(reference: reference, actual: Seed.text())
        #expect(output.first == "--- reference")
        #expect(output.contains("-_topButton in _topGrayView (20, 35, 46, 30)␠␠"))
        #expect(output.contains("+_topButton in _topGrayView (20, 35, 46, 30)"))
        #expect(SnapshotDiff.lines(reference: Seed.text(), actual: Seed.text()) == [])
    }
}
