import AutoLayout
import LayoutRendering

/// The text of a snapshot: for each size a header line, the drawing, a blank line and the
/// frame of every view; sizes are separated by a blank line.
///
///     portrait 320x568
///     +---------------------------------------+
///     | +----------------------------------+  |
///     | |_topGrayView                      |  |
///     ...
///     +---------------------------------------+
///
///     _topGrayView in root (20, 20, 280, 100)
///     _topButton in _topGrayView (20, 35, 46, 30)
///
///     landscape 568x320
///     ...
///
/// - The header is the orientation and the size: `portrait 320x568`.
/// - The drawing is `BoxRenderer`'s, one layout under the other (never side by side), so a
///   change in one orientation shows as a change in a few lines.
/// - A frame line is `NAME in SUPERVIEW (x, y, width, height)`, in superview coordinates, in
///   the order the views were given (declaration order for a file), numbers printed with
///   `formatPoints` (shortest digits that read back as the same number: `20`, `23.25`).
///   The columns are not aligned, so renaming one view changes one line. A layout with no
///   views but the root has no frame lines (and no blank line after its drawing). A layout
///   that uses safe areas or layout margins lists the root's safe area after the views
///   (`root.safeArea in root (0, 59, 393, 759)`), then its layout guides, in the same form.
/// - Control characters in names show as `?`. No line has trailing whitespace; the text ends
///   with exactly one newline.
public struct SnapshotFormat: Sendable {
    /// Draws each layout.
    public var renderer: BoxRenderer

    /// A format drawing with `renderer` (ASCII, 8 points per column by default).
    public init(renderer: BoxRenderer = BoxRenderer()) {
        self.renderer = renderer
    }

    /// The snapshot text of `layouts`, in order.
    public func text(for layouts: [RenderedLayout]) -> String {
        var lines: [String] = []
        for layout in layouts {
            if !lines.isEmpty { lines.append("") }
            lines.append(Self.header(for: layout))
            lines += renderer.lines(for: layout).map(Self.trimmingTrailingWhitespace)
            let frames = (layout.subviews + layout.listedGuides).map(Self.frameLine)
            if !frames.isEmpty {
                lines.append("")
                lines += frames
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `portrait 320x568`.
    static func header(for layout: RenderedLayout) -> String {
        let size = LayoutSize(width: layout.width, height: layout.height)
        return trimmingTrailingWhitespace(printable(layout.orientation) + " " + size.description)
    }

    /// `_topButton in _topGrayView (20, 35, 46, 30)`.
    static func frameLine(for view: LayoutBox) -> String {
        printable(view.name) + " in " + printable(view.superview ?? LayoutBox.rootName) + " " + view.frame.description
    }

    /// `text` with each control character (line breaks, tabs, escapes) shown as `?`.
    static func printable(_ text: String) -> String {
        String(
            text.map { character in
                character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : character
            })
    }

    static func trimmingTrailingWhitespace(_ line: String) -> String {
        var result = Substring(line)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
