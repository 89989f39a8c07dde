import AutoLayout
import LayoutFiles
import LayoutRendering
import Testing

@testable import LayoutSnapshot

@Suite("SnapshotFormat")
struct SnapshotFormatTests {
    // The seed in both orientations: the frames are the ones of the product brief.
    @Test func seedBothOrientations() {
        let text = Seed.text()
        #expect(
            text == """
                portrait 320x568
                +---------------------------------------+
                | +----------------------------------+  |
                | |_topGrayView                      |  |
                | |  Button                          |  |
                | |  |    |                          |  |
                | |  +----+                          |  |
                | |                                  |  |
                | +----------------------------------+  |
                | +----------------------------------+  |
                | |_bottomGrayView                   |  |
                | |       Button+                    |  |
                | |       |     |                    |  |
                | |       +-----+                    |  |
                | |                                  |  |
                | +----------------------------------+  |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                |                                       |
                +---------------------------------------+

                _topGrayView in root (20, 20, 280, 100)
                _bottomGrayView in root (20, 128, 280, 100)
                _topButton in _topGrayView (20, 35, 46, 30)
                _bottomButton in _bottomGrayView (66, 35, 46, 30)

                landscape 568x320
                +----------------------------------------------------------------------+
                | +-----------------------------------------------------------------+  |
                | |_topGrayView                                                     |  |
                | |  Button                                                         |  |
                | |  |    |                                                         |  |
                | |  +----+                                                         |  |
                | |                                                                 |  |
                | +-----------------------------------------------------------------+  |
                | +-----------------------------------------------------------------+  |
                | |_bottomGrayView                                                  |  |
                | |       Button+                                                   |  |
                | |       |     |                                                   |  |
                | |       +-----+                                                   |  |
                | |                                                                 |  |
                | +-----------------------------------------------------------------+  |
                |                                                                      |
                |                                                                      |
                |                                                                      |
                |                                                                      |
                |                                                                      |
                +----------------------------------------------------------------------+

                _topGrayView in root (20, 20, 528, 100)
                _bottomGrayView in root (20, 128, 528, 100)
                _topButton in _topGrayView (20, 35, 46, 30)
                _bottomButton in _bottomGrayView (66, 35, 46, 30)

                """)
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        for line in lines(text) { #expect(line.last?.isWhitespace != true, "trailing whitespace: \(line)") }
    }

    // Frames print with every digit needed to read back the same number: the engine keeps
    // frames to the micro-point (a third of 100 is 33.333333), and a frame in its superview,
    // a difference of root coordinates, is kept to the micro-point too (37.333333 - 8 is
    // 29.333333, not 29.333333000000003).
    @Test func engineBuiltInCodeAtFixedSizesFullPrecision() throws {
        let (engine, _, _) = try thirdsEngine()
        let sizes = [LayoutSize(width: 100, height: 48)]
        guard case .success(let layouts) = SnapshotSubject.engine(engine).layouts(.sizes(sizes)) else {
            Issue.record("no layouts")
            return
        }
        #expect(
            SnapshotFormat().text(for: layouts) == """
                landscape 100x48
                ++---+------+
                |+---+      |
                |           |
                +-----------+

                box in root (8, 8, 33.333333, 16)
                dot in box (29.333333, 0, 4, 4)

                """)
    }

    // Laying out at other sizes puts the engine back to the size it had.
    @Test func engineSubjectRestoresTheEngineSize() throws {
        let (engine, box, _) = try thirdsEngine()
        let result = SnapshotSubject.engine(engine).layouts(.both)
        guard case .success(let layouts) = result else {
            Issue.record("no layouts")
            return
        }
        #expect(layouts.map(\.orientation) == ["portrait", "landscape"])
        #expect(layouts.map(\.width) == [48, 96])
        #expect(engine.size == LayoutSize(width: 96, height: 48))
        #expect(box.frame == LayoutRect(x: 8, y: 8, width: 32, height: 16))
    }

    // Only the views asked for are listed, in the order given.
    @Test func engineSubjectWithChosenViews() throws {
        let (engine, box, dot) = try thirdsEngine()
        guard case .success(let layouts) = SnapshotSubject.engine(engine, views: [dot, box]).layouts(.canvas) else {
            Issue.record("no layouts")
            return
        }
        #expect(layouts.first?.subviews.map(\.name) == ["dot", "box"])
    }

    // A built layout is laid out at the document's canvas sizes and put back afterwards.
    @Test func builtLayoutSubject() throws {
        let document = try #require(Seed.document())
        let built = document.build(size: LayoutSize(width: 400, height: 400))
        guard case .success(let layouts) = SnapshotSubject.built(built).layouts(.landscape) else {
            Issue.record("no layouts")
            return
        }
        #expect(layouts.map(\.width) == [568])
        #expect(built.engine.size == LayoutSize(width: 400, height: 400))
        let landscape = "landscape" + (Seed.text().components(separatedBy: "\nlandscape").last ?? "")
        #expect(landscape.hasPrefix("landscape 568x320\n+---"))
        #expect(SnapshotFormat().text(for: layouts) == landscape)
    }

    @Test func layoutWithoutViewsHasNoFrameLines() {
        let layout = RenderedLayout(orientation: "portrait", width: 16, height: 32, frames: [])
        #expect(
            SnapshotFormat().text(for: [layout, layout]) == """
                portrait 16x32
                +-+
                | |
                +-+

                portrait 16x32
                +-+
                | |
                +-+

                """)
    }

    @Test func noLayoutsIsEmpty() {
        #expect(SnapshotFormat().text(for: []) == "")
    }

    // Names cannot break lines or end a line in whitespace.
    @Test func controlCharactersInNamesArePrintable() {
        let layout = RenderedLayout(
            orientation: "portrait", width: 16, height: 32,
            frames: [
                (name: "a\nb", superview: "root", frame: LayoutRect(x: 0, y: 0, width: 8, height: 8)),
                (name: "tab\t", superview: "a\nb", frame: LayoutRect(x: 1, y: 2, width: 3, height: 4))
            ])
        let frames = lines(SnapshotFormat().text(for: [layout])).suffix(3)
        #expect(Array(frames) == ["a?b in root (0, 0, 8, 8)", "tab? in a?b (1, 2, 3, 4)", ""])
    }

    // A file that does not parse fails with its diagnostics: a VFL string Apple's parser
    // rejects is a parse error, so there is no document to build.
    @Test func documentWithErrorsFails() throws {
        let source = "view a\nH:|-[b]-|\n"
        let parsed = LayoutFileParser.parse(source: source, path: "bad.vfl")
        #expect(parsed.document == nil)
        guard case .failure(let error) = SnapshotSubject.parsed(parsed).layouts(.both) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description.hasPrefix("could not lay out bad.vfl:\nbad.vfl:2:"))
        #expect(error.description.contains("error:"))
    }

    @Test func missingFileFails() throws {
        let folder = try TemporaryFolder()
        let path = folder.url("nothing.vfl")
        guard case .failure(let error) = SnapshotSubject.file(path).layouts(.both) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error == .layout(path: path, diagnostics: "\(path): error: no such file\n"))
    }

    @Test func orientationsFromTheCanvas() {
        let canvas = LayoutSize(width: 568, height: 320)
        #expect(SnapshotOrientations.both.sizes(canvas) == [LayoutSize(width: 320, height: 568), canvas])
        #expect(SnapshotOrientations.portrait.sizes(canvas) == [LayoutSize(width: 320, height: 568)])
        #expect(SnapshotOrientations.landscape.sizes(canvas) == [canvas])
        #expect(SnapshotOrientations.canvas.sizes(canvas) == [canvas])
        #expect(SnapshotOrientations.sizes([.zero]).sizes(canvas) == [.zero])
    }
}
