import SourceDiagnostics

/// How text is measured: the fixed cells of iOS 7's "Button" model, or the system font.
///
/// - ``iOS7Cells``: every character is 7 points wide (two cells, 14 points, for a wide
///   character: East Asian wide and fullwidth characters and emoji) and a line is 18 points
///   high with its baseline 14 points below its top, whatever the font. A system button titled
///   "Button" is 46x30, as on iOS 7. The font is ignored.
/// - ``systemFont``: widths are the sum of each character's advance in Inter (see
///   `Scripts/font-table.py`) plus San Francisco's tracking at that size; heights and baselines
///   are SF Pro's (``LayoutFont``). A character the tables do not have is one em wide if it is
///   wide (CJK, emoji) and half an em otherwise: a guess. Kerning and ligatures are ignored.
public enum TextModel: String, Sendable, Hashable, CaseIterable {
    case iOS7Cells = "ios7"
    case systemFont = "system"

    /// Points per cell in the iOS 7 model.
    public static let pointsPerCell: Double = 7
    /// The height of a line in the iOS 7 model.
    public static let cellLineHeight: Double = 18
    /// The baseline of a line in the iOS 7 model, below its top.
    public static let cellBaseline: Double = 14

    /// The width of one line of text, unrounded.
    public func width(of text: Substring, font: LayoutFont) -> Double {
        switch self {
        case .iOS7Cells:
            // Printable ASCII, most titles: one character and one cell per byte.
            if text.isPrintableASCII { return Double(text.utf8.count) * Self.pointsPerCell }
            return Double(text.reduce(0) { $0 + $1.displayWidth }) * Self.pointsPerCell
        case .systemFont:
            let display = font.usesDisplayDesign
            let tracking = SystemFontTracking.points(at: font.pointSize)
            var ems = 0.0
            var characters = 0
            for character in text {
                characters += 1
                // A character of several scalars (an accent, an emoji sequence) is measured by
                // its first: the others combine with it.
                guard let scalar = character.unicodeScalars.first else { continue }
                if let advance = GlyphAdvances.advance(of: scalar, weight: font.weight, display: display) {
                    ems += advance
                } else {
                    ems += character.displayWidth == 2 ? 1 : 0.5
                }
            }
            return ems * font.pointSize + tracking * Double(characters)
        }
    }

    /// The height of one line.
    public func lineHeight(_ font: LayoutFont) -> Double {
        self == .iOS7Cells ? Self.cellLineHeight : font.lineHeight
    }

    /// The first baseline, below the top of a line.
    public func ascender(_ font: LayoutFont) -> Double {
        self == .iOS7Cells ? Self.cellBaseline : font.ascender
    }
}
