/// The order views are painted in: the view hierarchy depth first, each superview before its
/// subviews and siblings in declaration order, as UIKit composites them. A later sibling and
/// its subviews therefore paint over an earlier sibling and its subviews.
///
/// The root view is the view without a superview (the first one, if several); top-level views
/// name it as their superview (by default `root`). Views that cannot be reached from the root
/// (an unknown superview, or superviews in a cycle) are painted after it, each unreached view
/// in declaration order followed by its own unreached subviews, so every view is drawn
/// exactly once. With duplicate names, subviews belong to the first view declared with the name.
enum DrawingOrder {
    /// Indices into `views`, excluding root views, in painting order.
    static func indices(of views: [LayoutBox]) -> [Int] {
        let rootName = views.first(where: \.isRoot)?.name ?? LayoutBox.rootName
        // Name -> first index, and superview name -> subview indices. Only looked up by key,
        // never iterated, so their order cannot reach the output.
        var firstIndex: [String: Int] = [:]
        var subviews: [String: [Int]] = [:]
        for (index, view) in views.enumerated() {
            if firstIndex[view.name] == nil, !view.isRoot { firstIndex[view.name] = index }
            if let superview = view.superview { subviews[superview, default: []].append(index) }
        }

        var order: [Int] = []
        var painted = Array(repeating: false, count: views.count)
        /// Paints `start` (in order) and, depth first, everything below them not yet painted.
        /// An explicit stack rather than recursion: hierarchies may be arbitrarily deep.
        func paint(_ start: [Int]) {
            var stack = Array(start.reversed())
            while let index = stack.popLast() {
                guard !painted[index] else { continue }
                painted[index] = true
                order.append(index)
                if firstIndex[views[index].name] == index {
                    stack.append(contentsOf: (subviews[views[index].name] ?? []).reversed())
                }
            }
        }
        paint((subviews[rootName] ?? []).filter { !views[$0].isRoot })
        for index in views.indices where !painted[index] && !views[index].isRoot {
            paint([index])
        }
        return order
    }
}
