extension Character {
    /// How many terminal cells the character takes: 2 for East Asian wide and fullwidth
    /// characters (CJK ideographs, Hangul, fullwidth forms) and for emoji shown as emoji, 1 for
    /// everything else (a tab counts 1 here; the renderer copies tabs instead).
    ///
    /// The same count drives the caret line under a source line and the text-metric model of
    /// titles (``TextMetrics``), so a wide character is twice as wide in both.
    ///
    ///     Character("a").displayWidth    // 1
    ///     Character("界").displayWidth   // 2
    ///     Character("👍").displayWidth   // 2
    package var displayWidth: Int {
        guard let first = unicodeScalars.first else { return 1 }
        if first.value < 0x80 { return 1 }
        if first.properties.isEmojiPresentation { return 2 }
        if unicodeScalars.count > 1, unicodeScalars.contains("\u{FE0F}"),
            first.properties.isEmoji
        {
            return 2
        }
        return Self.isEastAsianWide(first.value) ? 2 : 1
    }

    /// The East Asian Wide (W) and Fullwidth (F) blocks, coarsely: enough for terminal
    /// alignment and for the text-metric model, not a full UAX #11 table.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, // Hangul Jamo initial consonants
            0x2E80...0x303E, // CJK radicals, Kangxi, CJK symbols and punctuation
            0x3041...0x33FF, // Hiragana, Katakana, Bopomofo, CJK compatibility
            0x3400...0x4DBF, // CJK extension A
            0x4E00...0x9FFF, // CJK unified ideographs
            0xA000...0xA4CF, // Yi
            0xAC00...0xD7A3, // Hangul syllables
            0xF900...0xFAFF, // CJK compatibility ideographs
            0xFE30...0xFE4F, // CJK compatibility forms
            0xFF00...0xFF60, // Fullwidth forms
            0xFFE0...0xFFE6, // Fullwidth signs
            0x20000...0x3FFFD: // CJK extensions B and beyond
            return true
        default:
            return false
        }
    }
}
