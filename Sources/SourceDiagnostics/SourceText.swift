/// A source text split into lines, as the parser and the diagnostic renderer see it.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`; the terminators are not part of the lines. A
/// UTF-8 byte-order mark (U+FEFF) at the very start is dropped. A text that ends with a line
/// break has no empty last line, so `"a\n"` and `"a"` both have one line; the empty text has
/// one empty line.
///
///     SourceText("view a\r\nview b\n").lines   // ["view a", "view b"]
///
/// The text is kept once, as its UTF-8 bytes, with where each line starts (4 bytes a line
/// for a text under 4 GiB): a file of millions of short lines takes a small multiple of its
/// size, not a string object per line. ``line(_:)`` makes the string of one line.
///
/// - Complexity: O(n) in the length of the text to make; ``line(_:)`` is O(length of the line).
public struct SourceText: Sendable, Hashable {
    /// The UTF-8 bytes, without a leading byte-order mark.
    private let bytes: [UInt8]
    /// Where each line starts in `bytes`, and after the last one the end of the text.
    private let starts: ByteOffsets

    /// Splits `text` into lines.
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// Splits UTF-8 bytes into lines (bytes that are not UTF-8 show as U+FFFD in ``line(_:)``).
    package init(bytes: [UInt8]) {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var starts = ByteOffsets(capacityFor: bytes.count)
        Self.forEachLineStart(in: bytes) { starts.append($0) }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
    }

    /// The number of lines (at least 1).
    public var lineCount: Int { starts.count - 1 }

    /// The lines, without terminators.
    ///
    /// - Complexity: O(n): every line is made. Prefer ``line(_:)`` for a few of them.
    public var lines: [String] {
        (1...lineCount).map { line($0) ?? "" }
    }

    /// The text of a 1-based line, or nil when there is no such line.
    public func line(_ number: Int) -> String? {
        lineBytes(number).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The UTF-8 bytes of a 1-based line, without its terminator, or nil when there is no such
    /// line. The slice shares the text's storage: a parser reads a line without copying it.
    package func lineBytes(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= lineCount else { return nil }
        var end = starts[number]
        let start = starts[number - 1]
        // Every line but the last one in the text ends with its terminator: \n, \r\n or \r.
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// Calls `body` with the offset of the start of each line: 0, then the offset after each
    /// terminator except one that ends the text. `\n`, `\r\n` and a lone `\r` end a line.
    private static func forEachLineStart(in bytes: [UInt8], _ body: (Int) -> Void) {
        body(0)
        var index = 0
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            index += 1
            // One comparison for nearly every byte: the line breaks are below 0x0E.
            guard byte <= 0x0D, byte == 0x0A || byte == 0x0D else { continue }
            if byte == 0x0D, index < end, bytes[index] == 0x0A { index += 1 }
            if index < end { body(index) }
        }
    }

    /// The byte ranges of the lines in `bytes`, terminators excluded; `\n`, `\r\n`
    /// and a lone `\r` end a line. The text after the last terminator is a line when it is not
    /// empty, or when `keepingEmptyLastLine` (so that the range of the line an offset falls
    /// on is always the last one), or when there is no other line.
    package static func lineRanges(in bytes: [UInt8], keepingEmptyLastLine: Bool) -> [Range<Int>] {
        let end = bytes.count
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                ranges.append(lineStart..<index)
                let isCRLF = byte == 0x0D && index + 1 < end && bytes[index + 1] == 0x0A
                index += isCRLF ? 2 : 1
                lineStart = index
            } else {
                index += 1
            }
        }
        if lineStart < end || keepingEmptyLastLine || ranges.isEmpty { ranges.append(lineStart..<end) }
        return ranges
    }

    /// True when `range` lies inside the text: its lines exist and its columns are at most one
    /// past the end of their lines.
    public func contains(_ range: SourceRange) -> Bool {
        contains(range.start) && contains(range.end)
    }

    /// True when `location` lies inside the text, counting the position just past the end of a
    /// line as inside.
    public func contains(_ location: SourceLocation) -> Bool {
        guard let text = line(location.line) else { return false }
        return location.column >= 1 && location.column <= text.count + 1
    }
}

/// Byte offsets into a text (where its lines start, where a line's characters start), 4 bytes
/// each when the text is under 4 GiB (every file the reader accepts), 8 otherwise.
package enum ByteOffsets: Sendable, Hashable {
    case compact([UInt32])
    case wide([Int])

    package init(capacityFor byteCount: Int) {
        self = byteCount < Int(UInt32.max) ? .compact([]) : .wide([])
    }

    package var count: Int {
        switch self {
        case .compact(let offsets): return offsets.count
        case .wide(let offsets): return offsets.count
        }
    }

    package subscript(index: Int) -> Int {
        switch self {
        case .compact(let offsets): return Int(offsets[index])
        case .wide(let offsets): return offsets[index]
        }
    }

    package mutating func append(_ offset: Int) {
        switch self {
        case .compact(var offsets):
            self = .wide([]) // let go of the array while it grows, so it is not copied
            offsets.append(UInt32(offset))
            self = .compact(offsets)
        case .wide(var offsets):
            self = .compact([])
            offsets.append(offset)
            self = .wide(offsets)
        }
    }
}
