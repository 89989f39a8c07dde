import Testing

@testable import LayoutRendering

@Suite("RenderedLayout")
struct RenderedLayoutTests {
    @Test func seedRootFrames() {
        let views = Seed.portrait.views
        #expect(views.map(\.name) == ["root", "_topGrayView", "_bottomGrayView", "_topButton", "_bottomButton"])
        #expect(
            views.map(\.rootFrame) == [
                rect(0, 0, 320, 568), rect(20, 20, 280, 100), rect(20, 128, 280, 100),
                rect(40, 55, 46, 30), rect(86, 163, 46, 30)
            ])
        #expect(views[3].frame == rect(20, 35, 46, 30)) // superview coordinates are kept
        #expect(views[3].superview == "_topGrayView")
    }

    @Test func subviewsLeaveOutTheRoot() {
        #expect(
            Seed.landscape.subviews.map(\.name) == ["_topGrayView", "_bottomGrayView", "_topButton", "_bottomButton"])
    }

    @Test func superviewDeclaredAfterItsSubview() {
        let layout = RenderedLayout(
            orientation: "o", width: 100, height: 100,
            frames: [
                (name: "leaf", superview: "middle", frame: rect(1, 1, 1, 1)),
                (name: "middle", superview: "top", frame: rect(10, 10, 5, 5)),
                (name: "top", superview: "root", frame: rect(100, 100, 50, 50))
            ])
        #expect(layout.views[1].rootFrame == rect(111, 111, 1, 1))
        #expect(layout.views[2].rootFrame == rect(110, 110, 5, 5))
    }

    @Test func unknownSuperviewCountsAsTopLevel() {
        let layout = RenderedLayout(
            orientation: "o", width: 100, height: 100,
            frames: [
                (name: "lost", superview: "nowhere", frame: rect(3, 4, 5, 6))
            ])
        #expect(layout.views[1].rootFrame == rect(3, 4, 5, 6))
    }

    @Test func superviewCycleTerminates() {
        let layout = RenderedLayout(
            orientation: "o", width: 100, height: 100,
            frames: [
                (name: "a", superview: "b", frame: rect(1, 0, 1, 1)),
                (name: "b", superview: "a", frame: rect(10, 0, 1, 1)),
                (name: "self", superview: "self", frame: rect(100, 0, 1, 1))
            ])
        #expect(layout.views[1].rootFrame == rect(11, 0, 1, 1)) // a + b, then the cycle stops
        #expect(layout.views[2].rootFrame == rect(11, 0, 1, 1)) // b + a
        #expect(layout.views[3].rootFrame == rect(100, 0, 1, 1))
    }

    @Test func duplicateNamesUseTheFirstDeclaration() {
        let layout = RenderedLayout(
            orientation: "o", width: 100, height: 100,
            frames: [
                (name: "box", superview: "root", frame: rect(10, 10, 1, 1)),
                (name: "box", superview: "root", frame: rect(50, 50, 1, 1)),
                (name: "child", superview: "box", frame: rect(1, 1, 1, 1))
            ])
        #expect(layout.views[3].rootFrame == rect(11, 11, 1, 1))
    }
}
