import AutoLayout

/// Draws layouts as one SVG picture: each layout's canvas at true scale (one unit per
/// point), side by side as the text report places them, under a header naming its
/// orientation and size (`portrait 320x568`).
///
/// Views are painted as the text drawing paints them (``BoxRenderer``): superviews first,
/// siblings in declaration order, frames in root coordinates, so a subview sits inside its
/// superview. Fills are pale and change with depth; a label shows its text from its leading
/// edge and a button its title centred (in UIKit's system blue), both in 12-point type on the
/// box's middle line; any other view shows its name in small type in its top-left corner;
/// every caption is clipped to its box. Outside a layout's safe area the canvas is shaded and
/// the safe area outlined, dashed, over the views. Hidden views and frames that are not finite
/// are not drawn; negative sizes are standardized.
///
/// The output is an XML document (no declaration, UTF-8, `\n` between lines, no final
/// newline), every text escaped, every number rounded to a hundredth of a point: the same
/// bytes for the same layouts on every run and platform. Each view is a
/// `<g class="view" data-view="NAME">` with a `<title>` (its name and frame), which the HTML
/// page (``HTMLReport``) uses to select it.
///
///     let svg = SVGRenderer().render([portrait, landscape], title: "seed.vfl")
public struct SVGRenderer: Sendable, Hashable {
    /// Creates a renderer.
    public init() {}

    /// The picture of `layouts`, titled `title` (the file's name, say).
    public func render(_ layouts: [RenderedLayout], title: String = "layout") -> String {
        lines(for: layouts, title: title).joined(separator: "\n")
    }

    /// The picture's lines.
    func lines(for layouts: [RenderedLayout], title: String) -> [String] {
        let canvas = SVGCanvas(sizes: layouts.map { ($0.width, $0.height) })
        var lines = canvas.openingTag(title: title)
        for (index, layout) in layouts.enumerated() {
            lines += SVGLayoutDrawing(layout: layout, index: index, origin: canvas.origins[index]).elements()
        }
        lines.append("</svg>")
        return lines
    }
}
