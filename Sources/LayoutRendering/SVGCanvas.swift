import AutoLayout

/// Where each layout of a picture goes: side by side, left to right, top-aligned, each under
/// its header, at one SVG unit per point.
struct SVGCanvas {
    /// The blank border around the picture, in points.
    static let margin = 16.0
    /// The space between two layouts side by side.
    static let gap = 32.0
    /// The height of a layout's header line above its canvas.
    static let headerHeight = 24.0

    /// The top-left corner of each layout's canvas (below its header).
    let origins: [(x: Double, y: Double)]
    /// The whole picture's size.
    let width: Double
    let height: Double

    /// Places canvases of the given sizes; a size that is not finite and positive counts as 0.
    init(sizes: [(width: Double, height: Double)], extraTop: Double = 0) {
        var x = Self.margin
        var origins: [(x: Double, y: Double)] = []
        var tallest = 0.0
        let top = Self.margin + extraTop + Self.headerHeight
        for size in sizes {
            origins.append((x, top))
            x += Self.side(size.width) + Self.gap
            tallest = Swift.max(tallest, Self.side(size.height))
        }
        self.origins = origins
        width = sizes.isEmpty ? 2 * Self.margin : x - Self.gap + Self.margin
        height = top + tallest + Self.margin
    }

    /// A side as drawn: 0 for a negative, NaN or infinite one.
    static func side(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// The opening `<svg>` tag of a picture this size, with its style sheet.
    func openingTag(title: String) -> [String] {
        let w = XMLText.number(width)
        let h = XMLText.number(height)
        return [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
                + " font-family=\"\(XMLText.escaped(SVGPalette.fontFamily))\">",
            "<title>\(XMLText.escaped(title))</title>"
        ]
    }

    /// A rectangle's position and size attributes, or nil for a frame that is not finite.
    static func rectangle(_ frame: LayoutRect, dx: Double, dy: Double) -> String? {
        guard frame.isFinite else { return nil }
        let box = frame.standardized
        return "x=\"\(XMLText.number(box.x + dx))\" y=\"\(XMLText.number(box.y + dy))\""
            + " width=\"\(XMLText.number(box.width))\" height=\"\(XMLText.number(box.height))\""
    }
}
