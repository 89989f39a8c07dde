/// What a number literal's text reads as.
enum NumberLiteral: Equatable {
    case value(Double)
    /// Not a number in the file's syntax (`10pt`, `1.2.3`, `1e5`).
    case invalid
    /// `nan`, `inf`, `infinity`, in any case.
    case notFinite
    /// More than 16 digits before the point: beyond every bound the format has.
    case tooLarge

    /// Reads a literal without a sign.
    ///
    ///     number := digit+ ['.' digit*] | '.' digit+
    ///
    /// Long runs of digits are handled in linear time: leading zeros are dropped, a value
    /// with more than 16 integer digits is ``tooLarge`` and fraction digits after the 20th
    /// are ignored, so the conversion never sees a huge string.
    static func parse(_ text: String) -> NumberLiteral {
        if let first = text.utf8.first, LineScanner.isIdentifierHead(first), text.utf8.count <= 8,
            ["nan", "inf", "infinity"].contains(text.lowercased())
        {
            return .notFinite
        }
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var sawPoint = false
        var sawDigit = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !sawPoint else { return .invalid }
                sawPoint = true
            } else if LineScanner.isDigit(byte) {
                sawDigit = true
                if sawPoint {
                    if fraction.count < 20 { fraction.append(byte) }
                } else if !(integer.isEmpty && byte == UInt8(ascii: "0")) {
                    integer.append(byte)
                    if integer.count > 16 { return .tooLarge }
                }
            } else {
                return .invalid
            }
        }
        guard sawDigit else { return .invalid }
        let digits =
            (integer.isEmpty ? "0" : String(decoding: integer, as: UTF8.self)) + "."
            + (fraction.isEmpty ? "0" : String(decoding: fraction, as: UTF8.self))
        guard let value = Double(digits), value.isFinite else { return .invalid }
        return .value(value)
    }
}
