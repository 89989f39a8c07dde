import AutoLayout

/// The SVG elements of one layout: its header, its canvas, its views in painting order and
/// the shading outside its safe area, at one unit per point, moved to `origin`.
///
/// Every view is a group `<g class="view" data-view="NAME">` holding its box, its caption
/// clipped to the box, and a `<title>` (the name and the frame, which a browser shows on
/// hover). Ids are `l<layout>-c<view>`, unique in a picture and the same on every run.
struct SVGLayoutDrawing {
    let layout: RenderedLayout
    /// The layout's position among the layouts of the picture, for unique ids.
    let index: Int
    let origin: (x: Double, y: Double)

    func elements() -> [String] {
        let dx = origin.x
        let dy = origin.y
        let size = LayoutRect(
            x: 0, y: 0, width: SVGCanvas.side(layout.width), height: SVGCanvas.side(layout.height))
        var lines = [
            "<g class=\"layout\" data-layout=\"\(index)\">",
            "<text class=\"header\" x=\"\(XMLText.number(dx))\" y=\"\(XMLText.number(dy - 8))\""
                + " font-size=\"\(XMLText.number(SVGPalette.headerFontSize))\" fill=\"\(SVGPalette.labelText)\">"
                + XMLText.escaped(header) + "</text>",
            "<rect class=\"canvas\" \(SVGCanvas.rectangle(size, dx: dx, dy: dy) ?? "")"
                + " fill=\"\(SVGPalette.canvas)\" stroke=\"\(SVGPalette.border)\" stroke-width=\"1\"/>"
        ]
        var depths = ViewDepths(views: layout.views)
        for viewIndex in DrawingOrder.indices(of: layout.views) {
            let view = layout.views[viewIndex]
            guard !view.isHidden, view.rootFrame.isFinite else { continue }
            lines += SVGViewDrawing(view: view, id: "l\(index)-c\(viewIndex)", depth: depths.depth(of: viewIndex))
                .elements(dx: dx, dy: dy)
        }
        lines += unsafeShading(size: size, dx: dx, dy: dy)
        lines.append("</g>")
        return lines
    }

    /// `portrait 320x568`, as the text report's title.
    var header: String {
        layout.orientation + " " + formatPoints(layout.width) + "x" + formatPoints(layout.height)
    }

    /// The canvas outside the safe area, shaded and translucent over the views (a path with
    /// a hole, filled even-odd), and the safe area's outline, dashed; nothing without one.
    private func unsafeShading(size: LayoutRect, dx: Double, dy: Double) -> [String] {
        guard let safe = layout.safeArea, safe.isFinite else { return [] }
        let inner = safe.standardized
        func path(_ r: LayoutRect) -> String {
            "M\(XMLText.number(r.x + dx)) \(XMLText.number(r.y + dy))h\(XMLText.number(r.width))"
                + "v\(XMLText.number(r.height))h\(XMLText.number(-r.width))z"
        }
        return [
            "<path class=\"unsafe-area\" d=\"\(path(size))\(path(inner))\" fill-rule=\"evenodd\""
                + " fill=\"\(SVGPalette.unsafeArea)\" fill-opacity=\"0.25\" pointer-events=\"none\"/>",
            "<rect class=\"safe-area\" \(SVGCanvas.rectangle(inner, dx: dx, dy: dy) ?? "") fill=\"none\""
                + " stroke=\"\(SVGPalette.unsafeArea)\" stroke-dasharray=\"4 3\" pointer-events=\"none\"/>"
        ]
    }
}

/// One view's group: box, caption, tooltip.
struct SVGViewDrawing {
    let view: LayoutBox
    let id: String
    let depth: Int

    func elements(dx: Double, dy: Double) -> [String] {
        let box = view.rootFrame.standardized
        guard let rectangle = SVGCanvas.rectangle(box, dx: dx, dy: dy) else { return [] }
        let fill = SVGPalette.fills[(Swift.max(depth, 1) - 1) % SVGPalette.fills.count]
        var lines = [
            "<g class=\"view\" data-view=\"\(XMLText.escaped(view.name))\">",
            "<title>\(XMLText.escaped(view.name + " " + view.frame.description))</title>",
            "<clipPath id=\"\(id)\"><rect \(rectangle)/></clipPath>",
            "<rect class=\"box\" \(rectangle) fill=\"\(fill)\" stroke=\"\(SVGPalette.border)\" stroke-width=\"1\"/>"
        ]
        lines.append(caption(in: box, dx: dx, dy: dy))
        lines.append("</g>")
        return lines
    }

    /// A label's text from its leading edge or a button's title centred, both on the box's
    /// middle line (a text broken into lines, one line each, evenly down the box); any other
    /// view's name in small type in its top-left corner. Clipped to the box.
    private func caption(in box: LayoutRect, dx: Double, dy: Double) -> String {
        let clip = "clip-path=\"url(#\(id))\""
        guard let content = view.content, !content.text.isEmpty else {
            return
                "<text class=\"name\" x=\"\(XMLText.number(box.x + dx + 3))\" y=\"\(XMLText.number(box.y + dy + 11))\""
                + " font-size=\"\(XMLText.number(SVGPalette.nameFontSize))\" fill=\"\(SVGPalette.name)\" \(clip)>"
                + XMLText.escaped(view.name) + "</text>"
        }
        let x = content.isCentred ? box.midX : box.x
        let anchor = content.isCentred ? "middle" : "start"
        let colour = content.isCentred ? SVGPalette.buttonText : SVGPalette.labelText
        let style =
            " font-size=\"\(XMLText.number(SVGPalette.textFontSize))\" text-anchor=\"\(anchor)\""
            + " dominant-baseline=\"central\" fill=\"\(colour)\" \(clip)>"
        guard view.textLines.count > 1 else {
            return "<text class=\"content\" x=\"\(XMLText.number(x + dx))\" y=\"\(XMLText.number(box.midY + dy))\""
                + style + XMLText.escaped(content.text) + "</text>"
        }
        let step = box.height / Double(view.textLines.count)
        let spans = view.textLines.enumerated().map { index, line in
            let y = box.y + dy + step * (Double(index) + 0.5)
            return "<tspan x=\"\(XMLText.number(x + dx))\" y=\"\(XMLText.number(y))\">" + XMLText.escaped(line)
                + "</tspan>"
        }
        return "<text class=\"content\"" + style + spans.joined() + "</text>"
    }
}

/// How deep each view is below the root (top-level views are 1), from the superview names,
/// for the fill colours. Views are asked in painting order, parents first; a view whose
/// superview is unknown or not yet asked counts as top-level.
struct ViewDepths {
    private let views: [LayoutBox]
    /// Only looked up, never iterated.
    private var known: [String: Int] = [:]

    init(views: [LayoutBox]) {
        self.views = views
    }

    mutating func depth(of index: Int) -> Int {
        let view = views[index]
        let depth = view.superview.flatMap { known[$0] }.map { $0 + 1 } ?? 1
        if known[view.name] == nil { known[view.name] = depth }
        return depth
    }
}
