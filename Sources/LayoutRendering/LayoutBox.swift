import AutoLayout

/// One view of a solved layout: its name, its superview and its frame in two coordinate spaces.
///
/// `frame` is in the coordinates of the superview, as UIKit's `UIView.frame`; `rootFrame` is
/// the same rectangle in the coordinates of the root view, which is what the drawing uses.
///
///     LayoutBox(name: "_topButton", superview: "_topGrayView",
///               frame: LayoutRect(x: 20, y: 35, width: 46, height: 30),
///               rootFrame: LayoutRect(x: 40, y: 55, width: 46, height: 30))
public struct LayoutBox: Sendable, Hashable {
    /// The view's name, for example `_topGrayView`.
    public var name: String
    /// The name of the superview: `"root"` for top-level views, `nil` for the root view itself.
    public var superview: String?
    /// The frame in superview coordinates (UIKit's `frame`).
    public var frame: LayoutRect
    /// The frame in root-view coordinates.
    public var rootFrame: LayoutRect
    /// True when the view, or a view it is inside, is hidden (UIKit's `isHidden`): it is laid
    /// out but not drawn.
    public var isHidden: Bool
    /// The lines of text the view shows at its width (a label's wrapped text, a button's
    /// title), empty for a view without text. The drawing and the JSON report show them when
    /// the text takes more than one line.
    public var textLines: [String]
    /// A label's text or a button's title, which the drawings show when it fits; nil for any
    /// other view.
    public var content: BoxContent?

    /// Creates a view from its frames in superview and root coordinates.
    public init(
        name: String, superview: String?, frame: LayoutRect, rootFrame: LayoutRect, isHidden: Bool = false,
        textLines: [String] = [], content: BoxContent? = nil
    ) {
        self.name = name
        self.superview = superview
        self.frame = frame
        self.rootFrame = rootFrame
        self.isHidden = isHidden
        self.textLines = textLines
        self.content = content
    }

    /// The text lines worth showing apart from the name: those of a text broken into lines.
    var shownTextLines: [String] { textLines.count > 1 ? textLines : [] }

    /// The root view of a canvas of the given size: named `root`, no superview, frame
    /// `(0, 0, width, height)` in both coordinate spaces.
    public static func root(width: Double, height: Double) -> LayoutBox {
        let frame = LayoutRect(x: 0, y: 0, width: width, height: height)
        return LayoutBox(name: LayoutBox.rootName, superview: nil, frame: frame, rootFrame: frame)
    }

    /// The name of the root view, `"root"`, which top-level views give as their superview.
    public static let rootName = "root"

    /// Whether this is the root view (it has no superview).
    public var isRoot: Bool { superview == nil }
}
