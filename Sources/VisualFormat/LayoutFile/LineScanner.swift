/// A cursor over the characters of one source line, for the layout-file parser.
///
/// Whitespace is any `Character.isWhitespace` character (space, tab, no-break space...). A
/// `#` outside a quoted title starts a comment that runs to the end of the line; the scanner
/// treats it as the end of the statement. Every scanning method either consumes at least one
/// character or leaves the cursor where it was, so loops over it always make progress.
struct LineScanner {
    /// The line's characters.
    let characters: [Character]
    /// The 1-based line number.
    let line: Int
    /// The 0-based index of the next character.
    private(set) var index = 0
    /// The index just past the last non-whitespace character consumed.
    private(set) var lastTokenEnd = 0

    init(line: Int, text: String) {
        self.line = line
        self.characters = Array(text)
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
        return position >= 0 && position < characters.count ? characters[position] : nil
    }

    /// True when the next characters are exactly `text`.
    func looks(at text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    /// True at the end of the line or at a comment, after skipping whitespace.
    mutating func isAtStatementEnd() -> Bool {
        skipWhitespace()
        return index >= characters.count || characters[index] == "#"
    }

    // MARK: Moving

    /// Moves past `count` characters.
    mutating func advance(_ count: Int = 1) {
        let end = min(index + max(count, 0), characters.count)
        while index < end {
            if !characters[index].isWhitespace { lastTokenEnd = index + 1 }
            index += 1
        }
    }

    /// Moves back to an earlier index (to retry a different reading of the same text).
    mutating func rewind(to position: Int) {
        index = min(max(position, 0), characters.count)
        lastTokenEnd = min(lastTokenEnd, index)
    }

    /// Skips whitespace.
    mutating func skipWhitespace() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }

    /// Consumes `text` if the next characters are exactly it.
    mutating func consume(_ text: String) -> Bool {
        guard looks(at: text) else { return false }
        advance(text.count)
        return true
    }

    // MARK: Tokens

    /// identifier := [A-Za-z_] [A-Za-z0-9_]*   (a C identifier, as VFL view names are)
    mutating func scanIdentifier() -> Located<String>? {
        guard let first = peek(), first.isIdentifierHead else { return nil }
        let start = index
        advance()
        while let next = peek(), next.isIdentifierBody { advance() }
        return Located(String(characters[start..<index]), at: range(start, index))
    }

    /// word := (any character but whitespace and '#')+
    mutating func scanWord() -> Located<String>? {
        let start = index
        while let next = peek(), !next.isWhitespace, next != "#" { advance() }
        guard index > start else { return nil }
        return Located(String(characters[start..<index]), at: range(start, index))
    }
}

extension Character {
    /// `[A-Za-z_]`.
    var isIdentifierHead: Bool {
        guard let ascii = asciiValue else { return false }
        return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A) || ascii == 0x5F
    }

    /// `[A-Za-z0-9_]`.
    var isIdentifierBody: Bool { isIdentifierHead || isASCIIDigit }

    /// `[0-9]`.
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }
}
