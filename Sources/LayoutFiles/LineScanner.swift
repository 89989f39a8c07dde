import SourceDiagnostics

/// A cursor over the characters of one source line, for the layout-file parser.
///
/// Whitespace is any `Character.isWhitespace` character (space, tab, no-break space...). A
/// `#` outside a quoted title starts a comment that runs to the end of the line; the scanner
/// treats it as the end of the statement. Every scanning method either consumes at least one
/// character or leaves the cursor where it was, so loops over it always make progress.
///
/// The scanner keeps one code per character: its ASCII value, or ``otherWhitespace`` /
/// ``otherCharacter`` for anything beyond ASCII. Every test the grammar makes (whitespace,
/// identifier characters, digits, punctuation) is on ASCII, so it reads the codes and never
/// asks a `Character` for its Unicode properties twice. For an all-ASCII line the codes are
/// simply its UTF-8 bytes, read in place from the source text, and no `Character`s are kept
/// (16 bytes each: a 64 MiB line would take a gigabyte); a line with other characters keeps
/// its UTF-8 bytes and where each character starts in them (4 bytes a character), and makes a
/// `Character` when asked.
struct LineScanner {
    /// The code of a non-ASCII whitespace character (a no-break space, say).
    static let otherWhitespace: UInt8 = 0xFE
    /// The code of any other non-ASCII character.
    static let otherCharacter: UInt8 = 0xFF

    /// When the line is not all ASCII (otherwise the codes are the characters): its UTF-8
    /// bytes, and the offset of each character in them, then the end.
    private let wide: (bytes: [UInt8], starts: ByteOffsets)?
    /// One code per character (see the type's documentation). A slice: character `i` is at
    /// `codes.startIndex + i` (see ``codeAt(_:)``).
    private let codes: ArraySlice<UInt8>
    /// The 1-based line number.
    let line: Int
    /// The 0-based index of the next character.
    private(set) var index = 0
    /// The index just past the last non-whitespace character consumed.
    private(set) var lastTokenEnd = 0

    init(line: Int, text: String) {
        self.init(line: line, bytes: Array(text.utf8)[...])
    }

    /// A scanner over the UTF-8 bytes of a line, without its terminator.
    init(line: Int, bytes: ArraySlice<UInt8>) {
        self.line = line
        if bytes.allSatisfy({ $0 < 0x80 }) {
            codes = bytes // one byte per character: every character is ASCII
            wide = nil
        } else {
            // Bytes that are not UTF-8 read as U+FFFD, as the line's string shows them.
            let text = String(decoding: bytes, as: UTF8.self)
            let bytes = Array(text.utf8)
            var codes: [UInt8] = []
            var starts = ByteOffsets(capacityFor: bytes.count)
            var offset = 0
            for character in text {
                starts.append(offset)
                offset += character.utf8.count
                codes.append(
                    character.asciiValue ?? (character.isWhitespace ? Self.otherWhitespace : Self.otherCharacter))
            }
            starts.append(offset)
            self.codes = codes[...]
            wide = (bytes, starts)
        }
    }

    /// The number of characters in the line.
    var count: Int { codes.count }

    /// The code of the character at a 0-based index.
    private func codeAt(_ index: Int) -> UInt8 {
        codes[codes.startIndex + index]
    }

    /// The character at a 0-based index.
    func character(at index: Int) -> Character {
        guard let wide else { return Character(Unicode.Scalar(codeAt(index))) }
        // The first (and only) character of its own bytes; never a trap, whatever they are.
        return String(decoding: wide.bytes[wide.starts[index]..<wide.starts[index + 1]], as: UTF8.self).first
            ?? "\u{FFFD}"
    }

    // MARK: Positions

    /// The 1-based column of the next character.
    var column: Int { index + 1 }

    /// The location of the next character.
    var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The range of the characters at 0-based indices `start..<end`.
    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(line: line, columns: (start + 1)..<(max(start, end) + 1))
    }

    /// The range from index `start` to the end of the last token consumed.
    func range(from start: Int) -> SourceRange {
        range(start, max(start, lastTokenEnd))
    }

    /// An empty range at the cursor.
    var here: SourceRange { SourceRange(at: location) }

    // MARK: Looking

    /// The character `offset` places after the cursor, or nil past the end.
    func peek(_ offset: Int = 0) -> Character? {
        let position = index + offset
        return position >= 0 && position < codes.count ? character(at: position) : nil
    }

    /// The code of the character `offset` places after the cursor, or nil past the end.
    func code(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position >= 0 && position < codes.count ? codeAt(position) : nil
    }

    /// True when the next characters are exactly the ASCII `text`.
    func looks(at text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < codes.count, codeAt(position) == byte else { return false }
            position += 1
        }
        return true
    }

    /// True at the end of the line or at a comment, after skipping whitespace.
    mutating func isAtStatementEnd() -> Bool {
        skipWhitespace()
        return index >= codes.count || codeAt(index) == UInt8(ascii: "#")
    }

    // MARK: Moving

    /// Moves past `count` characters.
    mutating func advance(_ count: Int = 1) {
        let end = min(index + max(count, 0), codes.count)
        while index < end {
            if !Self.isWhitespace(codeAt(index)) { lastTokenEnd = index + 1 }
            index += 1
        }
    }

    /// Moves back to an earlier index (to retry a different reading of the same text).
    mutating func rewind(to position: Int) {
        index = min(max(position, 0), codes.count)
        lastTokenEnd = min(lastTokenEnd, index)
    }

    /// Skips whitespace.
    mutating func skipWhitespace() {
        while index < codes.count, Self.isWhitespace(codeAt(index)) { index += 1 }
    }

    /// Consumes the ASCII `text` if the next characters are exactly it.
    mutating func consume(_ text: String) -> Bool {
        guard looks(at: text) else { return false }
        advance(text.utf8.count)
        return true
    }

    // MARK: Tokens

    /// The codes of the characters at `start..<end`.
    private func codeSlice(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        codes[(codes.startIndex + start)..<(codes.startIndex + end)]
    }

    /// The text of the characters at `start..<end`.
    func text(_ start: Int, _ end: Int) -> String {
        guard let wide else { return String(decoding: codeSlice(start, end), as: UTF8.self) }
        return String(decoding: wide.bytes[wide.starts[start]..<wide.starts[end]], as: UTF8.self)
    }

    /// identifier := [A-Za-z_] [A-Za-z0-9_]*   (a C identifier, as VFL view names are)
    mutating func scanIdentifier() -> Located<String>? {
        guard let first = code(), Self.isIdentifierHead(first) else { return nil }
        let start = index
        index += 1
        while index < codes.count, Self.isIdentifierBody(codeAt(index)) { index += 1 }
        lastTokenEnd = index
        // An identifier is ASCII: its codes are its bytes, whatever else the line holds.
        return Located(String(decoding: codeSlice(start, index), as: UTF8.self), at: range(start, index))
    }

    /// word := (any character but whitespace and '#')+
    mutating func scanWord() -> Located<String>? {
        let start = index
        while index < codes.count, !Self.isWhitespace(codeAt(index)), codeAt(index) != UInt8(ascii: "#") { index += 1 }
        guard index > start else { return nil }
        lastTokenEnd = index
        return Located(text(start, index), at: range(start, index))
    }

    /// The next word, or an empty one at the cursor when there is none (at a comment).
    mutating func nextWord() -> Located<String> {
        scanWord() ?? Located("", at: here)
    }

    /// Scans a run of characters whose codes satisfy `accepts`, and returns its text.
    mutating func scan(while accepts: (UInt8) -> Bool) -> Located<String>? {
        let start = index
        while index < codes.count, accepts(codeAt(index)) { index += 1 }
        guard index > start else { return nil }
        lastTokenEnd = index
        return Located(text(start, index), at: range(start, index))
    }

    // MARK: Character classes

    /// Space, tab, the other ASCII white space (LF to CR), and non-ASCII white space.
    static func isWhitespace(_ code: UInt8) -> Bool {
        code == 0x20 || (code >= 0x09 && code <= 0x0D) || code == otherWhitespace
    }

    /// `[A-Za-z_]`.
    static func isIdentifierHead(_ code: UInt8) -> Bool {
        (code >= 0x41 && code <= 0x5A) || (code >= 0x61 && code <= 0x7A) || code == 0x5F
    }

    /// `[A-Za-z0-9_]`.
    static func isIdentifierBody(_ code: UInt8) -> Bool {
        isIdentifierHead(code) || isDigit(code)
    }

    /// `[0-9]`.
    static func isDigit(_ code: UInt8) -> Bool {
        code >= 0x30 && code <= 0x39
    }
}
