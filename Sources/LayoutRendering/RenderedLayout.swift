import AutoLayout

/// A solved layout for one canvas: what the renderer and the reports draw and print.
///
/// `views` holds every view in declaration order, frames in both coordinate spaces; by
/// convention it starts with the root view (``LayoutBox/root(width:height:)``), though the
/// renderer draws the outer frame from `width` and `height` whether or not it is there.
///
///     let layout = RenderedLayout(orientation: "portrait", width: 320, height: 568, frames: [
///         (name: "_topGrayView", superview: "root",
///          frame: LayoutRect(x: 20, y: 20, width: 280, height: 100)),
///     ])
public struct RenderedLayout: Sendable, Hashable {
    /// A label for the canvas: `"portrait"`, `"landscape"` or a custom one such as `"375x667"`.
    public var orientation: String
    /// The canvas (root view) width in points.
    public var width: Double
    /// The canvas (root view) height in points.
    public var height: Double
    /// Every view in declaration order, normally the root view first.
    public var views: [LayoutBox]
    /// The root view's safe area in root coordinates, for a layout that uses safe areas or
    /// layout margins: the renderer draws it as a dotted frame and the reports list it as
    /// `root.safeArea`. Nil for a layout that uses neither (drawn as it always was).
    public var safeArea: LayoutRect?
    /// The layout guides declared with the views (never the safe-area or margins guides), each
    /// with its owning view as `superview` and its `layoutFrame` as `frame`. The reports list
    /// them after the views; the renderer does not draw them (a guide is invisible).
    public var guides: [LayoutBox]

    /// Creates a layout from views whose root frames are already known.
    public init(
        orientation: String, width: Double, height: Double, views: [LayoutBox],
        safeArea: LayoutRect? = nil, guides: [LayoutBox] = []
    ) {
        self.orientation = orientation
        self.width = width
        self.height = height
        self.views = views
        self.safeArea = safeArea
        self.guides = guides
    }

    /// Creates a layout from frames in superview coordinates, working out each view's root
    /// frame and putting the root view first.
    ///
    /// A view's root frame is its frame moved by its superview's root origin. A superview may
    /// be declared before or after its subviews; if a superview name is not found, or the
    /// superviews form a cycle, the view is treated as top-level (its root frame equals its
    /// frame). With duplicate names, the first view declared with a name is the superview.
    public init(
        orientation: String, width: Double, height: Double,
        frames: [(name: String, superview: String, frame: LayoutRect)]
    ) {
        let resolver = RootFrameResolver(frames: frames)
        var views = [LayoutBox.root(width: width, height: height)]
        for (index, entry) in frames.enumerated() {
            views.append(
                LayoutBox(
                    name: entry.name, superview: entry.superview,
                    frame: entry.frame, rootFrame: resolver.rootFrame(ofEntryAt: index)))
        }
        self.init(orientation: orientation, width: width, height: height, views: views)
    }

    /// The views other than the root, in declaration order: the ones the reports list.
    public var subviews: [LayoutBox] { views.filter { !$0.isRoot } }

    /// What the reports list after the views: the root's safe area as `root.safeArea in root`
    /// (when there is one), then the guides.
    public var listedGuides: [LayoutBox] {
        let safe = safeArea.map {
            LayoutBox(name: LayoutBox.rootName + ".safeArea", superview: LayoutBox.rootName, frame: $0, rootFrame: $0)
        }
        return (safe.map { [$0] } ?? []) + guides
    }
}

/// Works out root-coordinate frames from superview-coordinate frames.
struct RootFrameResolver {
    private let frames: [(name: String, superview: String, frame: LayoutRect)]
    /// The first index declared with each name. Only looked up, never iterated.
    private let firstIndex: [String: Int]

    init(frames: [(name: String, superview: String, frame: LayoutRect)]) {
        self.frames = frames
        var firstIndex: [String: Int] = [:]
        for (index, entry) in frames.enumerated() where firstIndex[entry.name] == nil {
            firstIndex[entry.name] = index
        }
        self.firstIndex = firstIndex
    }

    /// The frame of entry `index` moved by the root origins of all its ancestors.
    ///
    /// Walks up the superview chain, stopping at `root`, at an unknown name, or when a view
    /// repeats (a cycle), so it always terminates.
    func rootFrame(ofEntryAt index: Int) -> LayoutRect {
        guard frames.indices.contains(index) else { return .zero }
        var result = frames[index].frame
        var visited: Set<Int> = [index]
        var superview = frames[index].superview
        while superview != LayoutBox.rootName, let parent = firstIndex[superview], visited.insert(parent).inserted {
            result = result.offsetBy(dx: frames[parent].frame.x, dy: frames[parent].frame.y)
            superview = frames[parent].superview
        }
        return result
    }
}
