import SeededRandomness
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

    /// Random hierarchies with duplicate names, unknown superviews, cycles and several roots,
    /// painted as a plain search over name-keyed dictionaries would paint them.
    @Test func randomHierarchiesMatchAPlainSearch() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let names = (0..<random.below(12) + 1).map { "v\($0)" } + ["root", "lost"]
            let boxes = (0..<random.below(40)).map { _ in
                LayoutBox(
                    name: random.pick(names), superview: random.chance(5) ? nil : random.pick(names),
                    frame: .zero, rootFrame: .zero)
            }
            #expect(DrawingOrder.indices(of: boxes) == plainOrder(boxes))
        }
    }

    /// The painting order by the definition: subviews found by name, pushed on a stack.
    private func plainOrder(_ views: [LayoutBox]) -> [Int] {
        let rootName = views.first(where: \.isRoot)?.name ?? "root"
        var owner: [String: Int] = [:]
        var subviews: [String: [Int]] = [:]
        for (index, view) in views.enumerated() {
            if owner[view.name] == nil, !view.isRoot { owner[view.name] = index }
            if let superview = view.superview { subviews[superview, default: []].append(index) }
        }
        var order: [Int] = []
        var painted = Set<Int>()
        func paint(_ start: [Int]) {
            var stack = Array(start.reversed())
            while let index = stack.popLast() {
                guard painted.insert(index).inserted else { continue }
                order.append(index)
                if owner[views[index].name] == index {
                    stack += (subviews[views[index].name] ?? []).reversed()
                }
            }
        }
        paint(subviews[rootName] ?? [])
        for index in views.indices where !painted.contains(index) && !views[index].isRoot { paint([index]) }
        return order
    }
}
