import AutoLayout

/// A snapshot failure as a picture: the reference frames and the new frames of each size
/// drawn over each other on one canvas, in two colours.
///
/// Layouts are paired in order, as the failure's list of changed frames pairs them (the
/// first size of the reference with the first of the new layouts); views are paired by name
/// (the second view named `a` with the second named `a`). A view whose root frame is the same
/// in both is outlined in grey; otherwise its reference frame is outlined in red, dashed, and
/// its new frame in blue, solid, each with the view's name. A view on one side only is drawn
/// in that side's colour. Each canvas is as large as the larger of the pair; a size on one
/// side only is drawn alone. A legend above says which colour is which.
///
/// Like ``SVGRenderer``, the output is an XML document, the same bytes for the same layouts.
///
///     let svg = SVGOverlay().render(reference: recorded, actual: current, title: "seed.txt")
public struct SVGOverlay: Sendable, Hashable {
    /// Creates an overlay renderer.
    public init() {}

    /// The height of the legend line above the canvases.
    static let legendHeight = 20.0

    /// The picture of `reference` against `actual`, titled `title`.
    public func render(reference: [RenderedLayout], actual: [RenderedLayout], title: String = "layout") -> String {
        let count = Swift.max(reference.count, actual.count)
        let pairs = (0..<count).map { index in
            (
                old: reference.indices.contains(index) ? reference[index] : nil,
                new: actual.indices.contains(index) ? actual[index] : nil
            )
        }
        let sizes = pairs.map { pair in
            (
                width: Swift.max(SVGCanvas.side(pair.old?.width ?? 0), SVGCanvas.side(pair.new?.width ?? 0)),
                height: Swift.max(SVGCanvas.side(pair.old?.height ?? 0), SVGCanvas.side(pair.new?.height ?? 0))
            )
        }
        let canvas = SVGCanvas(sizes: sizes, extraTop: Self.legendHeight)
        var lines = canvas.openingTag(title: title)
        lines += legend()
        for (index, pair) in pairs.enumerated() {
            lines += SVGOverlayDrawing(
                reference: pair.old, actual: pair.new, size: sizes[index], origin: canvas.origins[index]
            )
            .elements()
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    private func legend() -> [String] {
        let y = XMLText.number(SVGCanvas.margin + 12)
        let size = XMLText.number(SVGPalette.headerFontSize)
        return [
            "<text class=\"legend\" x=\"\(XMLText.number(SVGCanvas.margin))\" y=\"\(y)\" font-size=\"\(size)\">"
                + "<tspan fill=\"\(SVGPalette.reference)\">reference (dashed)</tspan>"
                + "<tspan fill=\"\(SVGPalette.labelText)\"> against </tspan>"
                + "<tspan fill=\"\(SVGPalette.actual)\">new (solid)</tspan>"
                + "<tspan fill=\"\(SVGPalette.unchanged)\">; unchanged in grey</tspan></text>"
        ]
    }
}

/// One pair of layouts drawn over each other.
struct SVGOverlayDrawing {
    let reference: RenderedLayout?
    let actual: RenderedLayout?
    let size: (width: Double, height: Double)
    let origin: (x: Double, y: Double)

    func elements() -> [String] {
        let dx = origin.x
        let dy = origin.y
        let canvas = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
        var lines = [
            "<g class=\"overlay\">",
            "<text class=\"header\" x=\"\(XMLText.number(dx))\" y=\"\(XMLText.number(dy - 8))\""
                + " font-size=\"\(XMLText.number(SVGPalette.headerFontSize))\" fill=\"\(SVGPalette.labelText)\">"
                + XMLText.escaped(header) + "</text>",
            "<rect class=\"canvas\" \(SVGCanvas.rectangle(canvas, dx: dx, dy: dy) ?? "")"
                + " fill=\"\(SVGPalette.canvas)\" stroke=\"\(SVGPalette.border)\" stroke-width=\"1\"/>"
        ]
        let old = visible(reference)
        let new = visible(actual)
        var waiting: [String: ArraySlice<Int>] = [:]
        for (index, view) in old.enumerated() { waiting[view.name, default: []].append(index) }
        var matched = Array(repeating: false, count: old.count)
        var changed: [(LayoutBox, String)] = []
        for view in new {
            if let index = waiting[view.name]?.popFirst() {
                matched[index] = true
                if old[index].rootFrame == view.rootFrame && old[index].superview == view.superview {
                    lines += outline(view, colour: SVGPalette.unchanged, dashed: false, named: true, dx: dx, dy: dy)
                    continue
                }
                changed.append((old[index], SVGPalette.reference))
            }
            changed.append((view, SVGPalette.actual))
        }
        for index in old.indices where !matched[index] { changed.append((old[index], SVGPalette.reference)) }
        // The changes go on top of the unchanged views, so none is hidden under grey.
        for (view, colour) in changed {
            lines += outline(view, colour: colour, dashed: colour == SVGPalette.reference, named: true, dx: dx, dy: dy)
        }
        lines.append("</g>")
        return lines
    }

    /// `portrait 320x568`, or `portrait 320x568 -> portrait 375x667` when the sizes differ.
    var header: String {
        let titles = [reference, actual].compactMap { $0 }.map { layout in
            layout.orientation + " " + formatPoints(layout.width) + "x" + formatPoints(layout.height)
        }
        return titles.count == 2 && titles[0] == titles[1] ? titles[0] : titles.joined(separator: " -> ")
    }

    /// The views drawn: not the root, not hidden, finite.
    private func visible(_ layout: RenderedLayout?) -> [LayoutBox] {
        (layout?.subviews ?? []).filter { !$0.isHidden && $0.rootFrame.isFinite }
    }

    private func outline(
        _ view: LayoutBox, colour: String, dashed: Bool, named: Bool, dx: Double, dy: Double
    ) -> [String] {
        let box = view.rootFrame.standardized
        guard let rectangle = SVGCanvas.rectangle(box, dx: dx, dy: dy) else { return [] }
        let dash = dashed ? " stroke-dasharray=\"5 3\"" : ""
        var lines = [
            "<rect class=\"frame\" data-view=\"\(XMLText.escaped(view.name))\" \(rectangle) fill=\"none\""
                + " stroke=\"\(colour)\" stroke-width=\"\(named ? "1.5" : "1")\"\(dash)/>"
        ]
        if named {
            lines.append(
                "<text x=\"\(XMLText.number(box.x + dx + 3))\" y=\"\(XMLText.number(box.y + dy + 11))\""
                    + " font-size=\"\(XMLText.number(SVGPalette.nameFontSize))\" fill=\"\(colour)\">"
                    + XMLText.escaped(view.name) + "</text>")
        }
        return lines
    }
}
