/// Makes invisible characters in a diff line visible, so two lines that look the same but
/// differ say why.
///
///     VisibleText.line("| |_top|  ")    // "| |_top|␠␠"
///     VisibleText.line("a\tb\r")        // "a␉b␍"
///
/// - Trailing spaces show as `␠` (snapshots never end a line in whitespace, but a
///   hand-edited reference might).
/// - Control characters anywhere show as their Unicode control pictures (`␉` for a tab,
///   `␍` for the carriage return of a CRLF line ending, `␛` for ESC), so no line can drive
///   the terminal.
/// - Any other whitespace at the end of a line (a no-break space, say) shows as `<U+00A0>`.
enum VisibleText {
    static func line(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var trailingStart = scalars.count
        while trailingStart > 0, scalars[trailingStart - 1].properties.isWhitespace { trailingStart -= 1 }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if let picture = controlPicture(scalar) {
                result.unicodeScalars.append(picture)
            } else if index >= trailingStart {
                result += scalar == " " ? "␠" : "<U+" + hex(scalar.value) + ">"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `␀`...`␟` for C0 controls, `␡` for DEL, `�` for the C1 controls (which have no picture).
    static func controlPicture(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "␡"
        case 0x80...0x9F: return "\u{FFFD}"
        default: return nil
        }
    }

    /// At least four uppercase hex digits: `00A0`, `3000`.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
