import AutoLayout
import LayoutRendering

extension RenderedLayout {
    /// The engine's current frames as a layout to draw or report: the root first, then
    /// `views` in the order given — by default every view of the tree, parents before
    /// children (a file passes its declaration order).
    ///
    /// Call `LayoutEngine.layoutIfNeeded()` first.
    public init(engine: LayoutEngine, orientation: String, views: [LayoutView]? = nil) {
        let order = views ?? engine.root.subtree().filter { $0 !== engine.root }
        var boxes = [LayoutBox(name: engine.root.name, superview: nil, frame: engine.root.frame, rootFrame: engine.root.frameInRoot)]
        for view in order where view !== engine.root {
            boxes.append(LayoutBox(name: view.name, superview: view.superview?.name ?? engine.root.name,
                                   frame: view.frame, rootFrame: view.frameInRoot, isHidden: view.isHiddenOnScreen))
        }
        self.init(orientation: orientation, width: engine.usableSize.width, height: engine.usableSize.height, views: boxes)
    }
}

extension LayoutView {
    /// True when the view or one of its superviews is hidden: UIKit does not draw it.
    var isHiddenOnScreen: Bool {
        var current: LayoutView? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }
}
