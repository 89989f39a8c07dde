import AutoLayout

/// The `text` report: for each layout a header, the drawing and the table of frames.
///
/// A header names the orientation, the size and the scale: `portrait 320x568 (8 pt per
/// column)`. Layouts are placed side by side, `gap` spaces apart, as long as the drawings
/// together fit in ``maximumWidth`` columns (120 by default), and start a new row below
/// otherwise, so a portrait and a landscape 4-inch screen sit side by side at the default
/// scale. In a row of one layout, its frame table follows the drawing after a blank line; in
/// a row of several, the tables follow all the drawings, each after a blank line and a line
/// naming its layout (`portrait 320x568`); a layout with no views but the root has no table.
/// Rows are separated by a blank line.
///
///     let text = TextReport().render([portrait, landscape])
public struct TextReport: Sendable, Hashable {
    /// Draws each layout.
    public var renderer: BoxRenderer
    /// The widest a row of layouts placed side by side may be, in characters.
    public var maximumWidth: Int
    /// Spaces between layouts placed side by side; values outside `0...1000` are clamped.
    public var gap: Int

    /// Creates a report with a renderer, a width limit for side-by-side layouts and a gap.
    public init(renderer: BoxRenderer = BoxRenderer(), maximumWidth: Int = 120, gap: Int = 4) {
        self.renderer = renderer
        self.maximumWidth = maximumWidth
        self.gap = gap
    }

    /// The report's lines, with no trailing whitespace on any of them.
    public func lines(for layouts: [RenderedLayout]) -> [String] {
        let drawings = layouts.map { layout in
            TextBlock(lines: [header(for: layout)] + renderer.lines(for: layout))
        }
        var output: [String] = []
        for row in rows(of: drawings) {
            if !output.isEmpty { output.append("") }
            output += TextBlock.beside(row.map { drawings[$0] }, gap: spacing).lines
            for index in row {
                let frames = FrameList.lines(for: layouts[index].views + layouts[index].listedGuides)
                guard !frames.isEmpty else { continue }
                output.append("")
                if row.count > 1 { output.append(title(for: layouts[index])) }
                output += frames
            }
        }
        return output
    }

    /// The report as one string, lines separated by `\n`, no final newline.
    public func render(_ layouts: [RenderedLayout]) -> String {
        TextLines.joined(lines(for: layouts))
    }

    /// ``gap`` clamped to `0...1000`, so no width sum can overflow.
    var spacing: Int { Swift.min(Swift.max(gap, 0), 1000) }

    /// `portrait 320x568 (8 pt per column)`.
    func header(for layout: RenderedLayout) -> String {
        title(for: layout) + " (" + formatPoints(renderer.effectivePointsPerColumn) + " pt per column)"
    }

    /// `portrait 320x568`.
    func title(for layout: RenderedLayout) -> String {
        TextLines.trimmingTrailingSpaces(
            TextLines.printable(layout.orientation) + " "
                + formatPoints(layout.width) + "x" + formatPoints(layout.height))
    }

    /// Indices of `blocks` grouped into rows, in order: each row takes as many blocks as fit
    /// within ``maximumWidth``; a block wider than that gets a row of its own.
    func rows(of blocks: [TextBlock]) -> [[Int]] {
        var rows: [[Int]] = []
        var current: [Int] = []
        for index in blocks.indices {
            let candidate = (current + [index]).map { blocks[$0] }
            if current.isEmpty || TextBlock.combinedWidth(of: candidate, gap: spacing) <= maximumWidth {
                current.append(index)
            } else {
                rows.append(current)
                current = [index]
            }
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }
}
