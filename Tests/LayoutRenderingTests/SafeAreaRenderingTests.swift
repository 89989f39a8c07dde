import AutoLayout
import Testing

@testable import LayoutRendering

/// The root's safe area: a dotted frame under the views (`.` and `:` in ASCII, `┈` and `┊` in
/// Unicode), listed after the views as `root.safeArea`, then the layout's guides; in JSON a
/// `"safeArea"` frame after the size and a `"guides"` list after the views.
@Suite("Safe area rendering")
struct SafeAreaRenderingTests {
    /// A 160x160 root (columns 0...20, rows 0...10) whose safe area is (16, 32, 128, 112):
    /// columns 2...18, rows 2...9; a view `v` at (40, 64, 40, 32): columns 5...10, rows 4...6;
    /// a guide `gap` that is not drawn.
    static let layout: RenderedLayout = {
        var layout = canvas(160, 160, [("v", rect(40, 64, 40, 32))])
        layout.safeArea = rect(16, 32, 128, 112)
        layout.guides = [
            LayoutBox(name: "gap", superview: "v", frame: rect(0, 8, 40, 8), rootFrame: rect(40, 72, 40, 8))
        ]
        return layout
    }()

    @Test func aDottedFrameUnderTheViews() {
        #expect(
            BoxRenderer().render(Self.layout) == """
                +-------------------+
                |                   |
                | ................. |
                | :               : |
                | :  +----+       : |
                | :  |v   |       : |
                | :  +----+       : |
                | :               : |
                | :               : |
                | ................. |
                +-------------------+
                """)
        #expect(
            BoxRenderer(style: .unicode).render(Self.layout) == """
                ┌───────────────────┐
                │                   │
                │ ·┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈· │
                │ ┊               ┊ │
                │ ┊  ┌────┐       ┊ │
                │ ┊  │v   │       ┊ │
                │ ┊  └────┘       ┊ │
                │ ┊               ┊ │
                │ ┊               ┊ │
                │ ·┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈· │
                └───────────────────┘
                """)
    }

    /// A view across the dotted line replaces it, and so does the root's border where the
    /// safe area's edge falls in the border's cell. A 160x96 root (columns 0...20, rows 0...6)
    /// with a safe area (4, 24, 152, 56): its left edge (x 4) is column 0, the border's; its
    /// right edge (x 156) column 19; its top (y 24) row 1, under `bar` (rows 0...2); its
    /// bottom (y 80) row 5.
    @Test func viewsAndTheRootPaintOverIt() {
        var layout = canvas(160, 96, [("bar", rect(0, 0, 160, 40))])
        layout.safeArea = rect(4, 24, 152, 56)
        #expect(
            BoxRenderer().render(layout) == """
                +-------------------+
                |bar                |
                +-------------------+
                |                  :|
                |                  :|
                |...................|
                +-------------------+
                """)
    }

    /// Without a safe area the drawing is as it always was.
    @Test func noSafeAreaNoDots() {
        var layout = Self.layout
        layout.safeArea = nil
        #expect(!BoxRenderer().render(layout).contains(":") && !BoxRenderer().render(layout).contains("."))
    }

    @Test func theReportsListTheSafeAreaThenTheGuides() {
        #expect(Self.layout.listedGuides.map(\.name) == ["root.safeArea", "gap"])
        #expect(
            JSONReport(file: "a.vfl", layouts: [Self.layout]).render() == """
                {
                  "file": "a.vfl",
                  "layouts": [
                    {
                      "orientation": "test",
                      "size": {"width": 160, "height": 160},
                      "safeArea": {"x": 16, "y": 32, "width": 128, "height": 112},
                      "views": [
                        {"name": "v", "superview": "root", "frame": {"x": 40, "y": 64, "width": 40, "height": 32}}
                      ],
                      "guides": [
                        {"name": "gap", "superview": "v", "frame": {"x": 0, "y": 8, "width": 40, "height": 8}}
                      ]
                    }
                  ],
                  "diagnostics": []
                }
                """)
    }
}
