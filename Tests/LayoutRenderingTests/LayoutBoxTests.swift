import Testing

@testable import LayoutRendering

@Suite("LayoutBox")
struct LayoutBoxTests {
    @Test func rootView() {
        let root = LayoutBox.root(width: 320, height: 568)
        #expect(root.name == "root")
        #expect(root.superview == nil)
        #expect(root.isRoot)
        #expect(root.frame == rect(0, 0, 320, 568))
        #expect(root.rootFrame == rect(0, 0, 320, 568))
    }

    @Test func topLevelViewIsNotRoot() {
        let view = LayoutBox(name: "root", superview: "root", frame: .zero, rootFrame: .zero)
        #expect(!view.isRoot) // a superview, even one named "root", makes it an ordinary view
    }
}
