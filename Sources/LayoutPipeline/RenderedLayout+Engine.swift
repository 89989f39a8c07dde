import AutoLayout
import LayoutRendering

extension RenderedLayout {
    /// The engine's current frames as a layout to draw or report: the root first, then
    /// `views` in the order given — by default every view of the tree, parents before
    /// children (a file passes its declaration order) — and `guides` likewise (by default the
    /// guides added to the tree's views). The root's safe area is marked when the layout uses
    /// a safe-area or margins guide (`LayoutEngine.systemGuidesInUse`).
    ///
    /// Call `LayoutEngine.layoutIfNeeded()` first.
    public init(engine: LayoutEngine, orientation: String, views: [LayoutView]? = nil, guides: [LayoutGuide]? = nil) {
        let order = views ?? engine.root.subtree().filter { $0 !== engine.root }
        var boxes = [
            LayoutBox(
                name: engine.root.name, superview: nil, frame: engine.root.frame, rootFrame: engine.root.frameInRoot)
        ]
        var hidden = HiddenOnScreen()
        for view in order where view !== engine.root {
            boxes.append(
                LayoutBox(
                    name: view.name, superview: view.superview?.name ?? engine.root.name,
                    frame: view.frame, rootFrame: view.frameInRoot, isHidden: hidden.contains(view),
                    textLines: view.textLines))
        }
        let guideBoxes = (guides ?? engine.root.subtree().flatMap(\.layoutGuides)).map { guide in
            LayoutBox(
                name: guide.name, superview: guide.owningView?.name ?? engine.root.name,
                frame: guide.layoutFrame, rootFrame: guide.frameInRoot)
        }
        let screen = LayoutRect(x: 0, y: 0, width: engine.usableSize.width, height: engine.usableSize.height)
        let safeArea = engine.systemGuidesInUse.isEmpty ? nil : screen.inset(by: engine.safeAreaInsets)
        self.init(
            orientation: orientation, width: engine.usableSize.width, height: engine.usableSize.height, views: boxes,
            safeArea: safeArea, guides: guideBoxes)
    }
}

/// Which views are not drawn: a view that is hidden or has a hidden superview, as UIKit. Each
/// view's answer is kept, so the views of a tree are answered in time linear in its size,
/// however deep it is.
struct HiddenOnScreen {
    private var known: [ObjectIdentifier: Bool] = [:]

    mutating func contains(_ view: LayoutView) -> Bool {
        var path: [LayoutView] = []
        var current: LayoutView? = view
        var answer = false
        while let next = current {
            if let kept = known[ObjectIdentifier(next)] {
                answer = kept
                break
            }
            path.append(next)
            if next.isHidden {
                answer = true
                break
            }
            current = next.superview
        }
        for visited in path { known[ObjectIdentifier(visited)] = answer }
        return answer
    }
}
