import AutoLayout

/// One hidden block per view, which the page's script shows in the selection panel when the
/// view is selected: its superview, its frames and the constraints that place it.
struct HTMLViewDetails {
    let file: String
    let layouts: [RenderedLayout]
    let constraints: [String: [PlacingConstraint]]
    let lookup: ViewLookup

    init(file: String, layouts: [RenderedLayout], constraints: [String: [PlacingConstraint]]) {
        self.file = file
        self.layouts = layouts
        self.constraints = constraints
        lookup = ViewLookup(layouts)
    }

    func elements() -> [String] {
        var lines = ["<div id=\"view-details\">"]
        for name in HTMLFrameTable.viewNames(in: layouts) {
            lines += block(for: name)
        }
        lines.append("</div>")
        return lines
    }

    private func block(for name: String) -> [String] {
        let escaped = XMLText.escaped(name)
        let views = lookup.views(named: name)
        let superview = views.lazy.compactMap { $0?.superview }.first
        var lines = [
            "<div class=\"details\" data-details=\"\(escaped)\" hidden=\"hidden\">",
            "<h2>\(escaped)</h2>",
            "<p>in <code>\(XMLText.escaped(superview ?? LayoutBox.rootName))</code></p>",
            "<table class=\"selected-frames\">",
            "<tr><th>layout</th><th>frame</th><th>in the root</th></tr>"
        ]
        for (layout, view) in zip(layouts, views) {
            guard let view else { continue }
            lines.append(
                "<tr><td>\(XMLText.escaped(HTMLFrameTable.title(of: layout)))</td>"
                    + "<td class=\"frame\">\(XMLText.escaped(view.frame.description))</td>"
                    + "<td>\(XMLText.escaped(view.rootFrame.description))</td></tr>")
        }
        lines.append("</table>")
        let placing = constraints[name] ?? []
        guard !placing.isEmpty else { return lines + ["<p>No constraint mentions it.</p>", "</div>"] }
        lines.append("<h3>Constraints that place it</h3>")
        lines.append("<ul class=\"constraints\">")
        for constraint in placing {
            var item = "<li><code>\(XMLText.escaped(constraint.text))</code>"
            if constraint.line > 0 {
                let location = "\(file):\(constraint.line):\(constraint.column)"
                item += " <a href=\"#line-\(constraint.line)\">\(XMLText.escaped(location))</a>"
            }
            lines.append(item + "</li>")
        }
        return lines + ["</ul>", "</div>"]
    }
}

/// The table of every view's frame, a column per layout.
struct HTMLFrameTable {
    let layouts: [RenderedLayout]
    let lookup: ViewLookup

    init(layouts: [RenderedLayout]) {
        self.layouts = layouts
        lookup = ViewLookup(layouts)
    }

    func elements() -> [String] {
        let names = Self.viewNames(in: layouts)
        guard !names.isEmpty else { return [] }
        var header = "<tr><th>view</th><th>superview</th>"
        for layout in layouts { header += "<th>\(XMLText.escaped(Self.title(of: layout)))</th>" }
        var lines = ["<h2>Frames</h2>", "<table class=\"frames\">", header + "</tr>"]
        for name in names {
            let escaped = XMLText.escaped(name)
            let views = lookup.views(named: name)
            let superview = views.lazy.compactMap { $0?.superview }.first ?? LayoutBox.rootName
            var row = "<tr data-view=\"\(escaped)\"><td><code>\(escaped)</code></td>"
            row += "<td><code>\(XMLText.escaped(superview))</code></td>"
            for view in views {
                let hidden = view?.isHidden == true ? " (hidden)" : ""
                row += "<td>\(XMLText.escaped((view?.frame.description ?? "-") + hidden))</td>"
            }
            lines.append(row + "</tr>")
        }
        return lines + ["</table>"]
    }

    /// Every view's name but the root's, each once, in the order the layouts list them.
    static func viewNames(in layouts: [RenderedLayout]) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for layout in layouts {
            for view in layout.subviews where seen.insert(view.name).inserted {
                names.append(view.name)
            }
        }
        return names
    }

    /// `portrait 320x568`.
    static func title(of layout: RenderedLayout) -> String {
        layout.orientation + " " + formatPoints(layout.width) + "x" + formatPoints(layout.height)
    }
}

/// The diagnostics, each with its source line, and the source with numbered, linkable lines.
struct HTMLSourceSections {
    let file: String
    let diagnostics: [ReportDiagnostic]
    let source: [String]

    func elements() -> [String] {
        var lines = ["<h2>Diagnostics</h2>"]
        if diagnostics.isEmpty {
            lines.append("<p class=\"no-problems\">No conflicts, ambiguity or warnings.</p>")
        } else {
            lines.append("<ul class=\"diagnostics\">")
            for diagnostic in diagnostics {
                var item = "<li class=\"\(diagnostic.severity.rawValue)\">"
                let text = XMLText.escaped(diagnostic.description)
                item += diagnostic.line > 0 ? "<a href=\"#line-\(diagnostic.line)\">\(text)</a>" : text
                if source.indices.contains(diagnostic.line - 1) {
                    item += "<pre>\(XMLText.escaped(source[diagnostic.line - 1]))</pre>"
                }
                lines.append(item + "</li>")
            }
            lines.append("</ul>")
        }
        guard !source.isEmpty else { return lines }
        lines += ["<h2>Source</h2>", "<ol class=\"source\">"]
        for (index, line) in source.enumerated() {
            lines.append("<li id=\"line-\(index + 1)\"><code>\(XMLText.escaped(line))</code></li>")
        }
        return lines + ["</ol>"]
    }
}

/// Each layout's first view of each name (the root left out), found without a search, so a
/// page of many views takes time linear in their number.
struct ViewLookup {
    private let layouts: [RenderedLayout]
    /// Per layout, name -> index of its first view. Only looked up, never iterated.
    private let indices: [[String: Int]]

    init(_ layouts: [RenderedLayout]) {
        self.layouts = layouts
        indices = layouts.map { layout in
            var first: [String: Int] = [:]
            for (index, view) in layout.views.enumerated() where !view.isRoot && first[view.name] == nil {
                first[view.name] = index
            }
            return first
        }
    }

    /// The view named `name` in each layout, nil where it has none.
    func views(named name: String) -> [LayoutBox?] {
        zip(layouts, indices).map { layout, first in first[name].map { layout.views[$0] } }
    }
}
