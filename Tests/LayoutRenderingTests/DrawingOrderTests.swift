import Testing

@testable import LayoutRendering

@Suite("DrawingOrder")
struct DrawingOrderTests {
    private func order(_ views: [(String, String?)]) -> [String] {
        let boxes = views.map { LayoutBox(name: $0.0, superview: $0.1, frame: .zero, rootFrame: .zero) }
        return DrawingOrder.indices(of: boxes).map { boxes[$0].name }
    }

    @Test func seedIsDepthFirst() {
        #expect(DrawingOrder.indices(of: Seed.portrait.views) == [1, 3, 2, 4])
    }

    @Test func superviewsBeforeSubviewsSiblingsInDeclarationOrder() {
        #expect(
            order([
                ("c1", "b"), ("root", nil), ("a", "root"), ("b", "root"), ("a1", "a"), ("b1", "b"), ("a11", "a1")
            ]) == ["a", "a1", "a11", "b", "c1", "b1"])
    }

    @Test func unreachableViewsComeLastInDeclarationOrder() {
        #expect(
            order([
                ("root", nil), ("x", "y"), ("y", "x"), ("top", "root"), ("orphanChild", "orphan"), ("orphan", "lost")
            ]) == ["top", "x", "y", "orphanChild", "orphan"])
    }

    @Test func orphanSubtreesStayTogether() {
        // "orphan" is unreachable; its subview follows it rather than preceding it.
        #expect(order([("root", nil), ("orphan", "lost"), ("kid", "orphan")]) == ["orphan", "kid"])
        #expect(order([("root", nil), ("kid", "orphan"), ("orphan", "lost")]) == ["kid", "orphan"])
    }

    @Test func duplicateNamesAndSelfParentsAreDrawnOnce() {
        #expect(
            order([("root", nil), ("box", "root"), ("box", "root"), ("kid", "box"), ("me", "me")])
                == ["box", "kid", "box", "me"])
    }

    @Test func withoutARootTopLevelViewsNameRoot() {
        #expect(order([("a", "root"), ("b", "a")]) == ["a", "b"])
    }

    @Test func deepHierarchiesDoNotOverflowTheStack() {
        var views: [(String, String?)] = [("root", nil)]
        for depth in 0..<20_000 { views.append(("v\(depth)", depth == 0 ? "root" : "v\(depth - 1)")) }
        let painted = order(views)
        #expect(painted.count == 20_000)
        #expect(painted.first == "v0")
        #expect(painted.last == "v19999")
    }
}
