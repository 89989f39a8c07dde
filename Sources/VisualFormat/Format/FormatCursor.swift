/// A position in the ASCII bytes of a format string. Every read is bounds-checked: past the end,
/// `peek` is nil and `advance` does nothing.
struct FormatCursor {
    let bytes: [UInt8]
    private(set) var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the cursor, or nil at the end.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// True when the byte at the cursor is `character`.
    func sees(_ character: Unicode.Scalar) -> Bool { peek == UInt8(truncatingIfNeeded: character.value) }

    /// Moves one byte on, unless at the end.
    mutating func advance() { if index < bytes.count { index += 1 } }

    /// Moves to `newIndex`, which must not be behind the cursor nor past the end.
    mutating func move(to newIndex: Int) {
        index = min(max(newIndex, index), bytes.count)
    }

    /// Reads `name := [A-Za-z_] [A-Za-z0-9_]*` (a C identifier, ASCII only). Returns nil, without
    /// moving, when the cursor is not on a letter or underscore.
    mutating func readName() -> String? {
        guard let first = peek, Self.startsName(first) else { return nil }
        let start = index
        while let byte = peek, Self.continuesName(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func startsName(_ byte: UInt8) -> Bool { isLetter(byte) || byte == 95 }
    static func continuesName(_ byte: UInt8) -> Bool { startsName(byte) || isDigit(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) }
}

/// Where and why parsing stopped, before the format string is attached.
package struct ParseFailure: Error {
    package let kind: VisualFormatError.Kind
    package let index: Int
}
