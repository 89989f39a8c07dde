/// The characters boxes are drawn with.
///
///     ascii      unicode
///     +--+--+    ┌──┬──┐
///     |  |  |    │  │  │
///     +--+--+    └──┴──┘
public enum BoxStyle: String, Sendable, Hashable, CaseIterable {
    /// `+` for corners and junctions, `-` and `|` for lines. Safe in any terminal or file.
    case ascii
    /// Box-drawing characters `┌ ─ ┐ │ └ ┘`, with `├ ┤ ┬ ┴ ┼` where borders meet.
    case unicode

    /// The character for a cell whose line segments leave in the directions `arms`.
    func glyph(for arms: Canvas.Arms) -> Character {
        let horizontal = !arms.isDisjoint(with: [.left, .right])
        let vertical = !arms.isDisjoint(with: [.up, .down])
        switch self {
        case .ascii:
            if horizontal && vertical { return "+" }
            if horizontal { return "-" }
            if vertical { return "|" }
            return "+"
        case .unicode:
            return BoxStyle.unicodeGlyph(arms.subtracting(.dot))
        }
    }

    /// The character for a cell of a dotted line (the safe area): `.` across and `:` down in
    /// ASCII, `┈` and `┊` in Unicode; `.` and `·` where a horizontal and a vertical one meet.
    func dottedGlyph(for arms: Canvas.Arms) -> Character {
        let horizontal = !arms.isDisjoint(with: [.left, .right])
        let vertical = !arms.isDisjoint(with: [.up, .down])
        switch self {
        case .ascii: return vertical && !horizontal ? ":" : "."
        case .unicode: return horizontal && vertical ? "·" : vertical ? "┊" : "┈"
        }
    }

    /// The box-drawing character for a set of arms; a lone arm draws as a full line.
    private static func unicodeGlyph(_ arms: Canvas.Arms) -> Character {
        switch arms {
        case []: return "·"
        case [.left], [.right], [.left, .right]: return "─"
        case [.up], [.down], [.up, .down]: return "│"
        case [.right, .down]: return "┌"
        case [.left, .down]: return "┐"
        case [.right, .up]: return "└"
        case [.left, .up]: return "┘"
        case [.up, .down, .right]: return "├"
        case [.up, .down, .left]: return "┤"
        case [.left, .right, .down]: return "┬"
        case [.left, .right, .up]: return "┴"
        default: return "┼"
        }
    }
}
