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
        let hierarchy = NamedHierarchy(views)
        var order: [Int] = []
        order.reserveCapacity(views.count)
        var painted = Array(repeating: false, count: views.count)
        var stack: [Int] = []
        /// Paints what is on the stack and, depth first, everything below it not yet painted.
        /// An explicit stack rather than recursion: hierarchies may be arbitrarily deep.
        func paintStack() {
            while let index = stack.popLast() {
                guard !painted[index] else { continue }
                painted[index] = true
                order.append(index)
                if hierarchy.ownsSubviews(index) { hierarchy.pushSubviews(of: hierarchy.names[index], onto: &stack) }
            }
        }
        let rootName = views.first(where: \.isRoot)?.name ?? LayoutBox.rootName
        if let root = hierarchy.number(of: rootName) { hierarchy.pushSubviews(of: root, onto: &stack) }
        paintStack()
        for index in views.indices where !painted[index] && !views[index].isRoot {
            stack.append(index)
            paintStack()
        }
        return order
    }
}

/// Who is whose subview, by name. Each distinct name gets a number, so a name is hashed once
/// per view that mentions it; painting then follows plain arrays.
private struct NamedHierarchy {
    /// Name -> number, in the order first mentioned. Only looked up, never iterated, so its
    /// order cannot reach the output.
    private var numbers: [String: Int] = [:]
    /// Each view's name number.
    private(set) var names: [Int] = []
    /// For each name number, the first non-root view declared with that name: the one its
    /// subviews belong to.
    private var owner: [Int?] = []
    /// For each name number, the last view declared with it as superview.
    private var lastSubview: [Int?] = []
    /// For each view, the view declared before it with the same superview.
    private var previousSibling: [Int?] = []

    init(_ views: [LayoutBox]) {
        numbers.reserveCapacity(views.count)
        names.reserveCapacity(views.count)
        previousSibling = Array(repeating: nil, count: views.count)
        // Through the array, not a copy of each view: copying one retains all its strings.
        for index in views.indices {
            let name = numbering(views[index].name)
            names.append(name)
            if owner[name] == nil, !views[index].isRoot { owner[name] = index }
            if let superview = views[index].superview {
                let parent = numbering(superview)
                previousSibling[index] = lastSubview[parent]
                lastSubview[parent] = index
            }
        }
    }

    /// The number of `name`, or nil when no view mentions it.
    func number(of name: String) -> Int? { numbers[name] }

    /// True when `view` is the view its name's subviews belong to.
    func ownsSubviews(_ view: Int) -> Bool { owner[names[view]] == view }

    /// Pushes the subviews of the view named `name` so that the first declared is on top.
    func pushSubviews(of name: Int, onto stack: inout [Int]) {
        var next = lastSubview[name]
        while let subview = next {
            stack.append(subview)
            next = previousSibling[subview]
        }
    }

    /// The number of `name`, numbering it if it is new; one hash either way.
    private mutating func numbering(_ name: String) -> Int {
        let new = numbers.count
        let number = Self.read(&numbers[name, default: new])
        if number == new {
            owner.append(nil)
            lastSubview.append(nil)
        }
        return number
    }

    /// Reads an `inout` value: the dictionary's `default:` subscript inserts and reads in one go.
    private static func read(_ value: inout Int) -> Int { value }
}
