/// Renders diagnostics as text, the way clang and swiftc print them: a header line, then the
/// source line indented by four spaces, then a caret line under it.
///
///     path/to/file.vfl:12:23: error: unknown view '_topButon'; did you mean '_topButton'?
///         _bottomButton.left == _topButon.right
///                               ^~~~~~~~~
///
/// - The header is `PATH:LINE:COLUMN: SEVERITY: MESSAGE`, or `PATH: SEVERITY: MESSAGE` for a
///   diagnostic without a location.
/// - The source line is printed as it is, after four spaces. Control characters are shown as
///   their Unicode control pictures (`␛` for ESC) and bidirectional overrides as `�`, so a
///   file cannot drive the terminal.
/// - The caret line starts with the same four spaces, copies every tab that comes before the
///   column (so it lines up whatever the tab width), puts two spaces under a wide character,
///   a `^` under the first character of the range and a `~` under each further one.
/// - A line wider than ``maximumSnippetWidth`` cells is cut to a window around the caret,
///   with `...` where text was left out.
/// - An empty source line is not shown (there would be nothing to point at).
/// - Notes follow the diagnostic they belong to, in the same format. Every line ends with
///   `\n`, and there are no trailing spaces.
public struct DiagnosticRenderer: Sendable {
    /// The path printed in headers. An empty path prints as `<input>`.
    public var path: String
    /// The text the locations refer to; without it no source lines are shown.
    public var source: SourceText?
    /// The widest source excerpt shown, in terminal cells.
    public var maximumSnippetWidth: Int

    /// The indentation of source and caret lines.
    static let indentation = "    "

    /// Creates a renderer for diagnostics about `source`, read from `path`.
    public init(path: String, source: SourceText?, maximumSnippetWidth: Int = 200) {
        self.path = path
        self.source = source
        self.maximumSnippetWidth = max(maximumSnippetWidth, 20)
    }

    /// Renders the diagnostics sorted by location (see ``Diagnostic/sorted(_:)``), each
    /// followed by its notes.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(DiagnosticList(sorting: diagnostics))
    }

    /// Renders the diagnostics in the list's order, each followed by its notes.
    public func render(_ diagnostics: DiagnosticList) -> String {
        diagnostics.map(render).joined()
    }

    /// Renders the diagnostics sorted by location up to the last error `limit` lets through,
    /// then, if any error was left out (or `stopped` says one was, before these were
    /// collected), one more line as clang ends with: `PATH: error: too many errors emitted,
    /// stopping now`, followed by `hint` when given.
    ///
    ///     Layouts/bad.vfl:30:1: error: unknown statement 'x'; ...
    ///     Layouts/bad.vfl: error: too many errors emitted, stopping now
    public func render(
        _ diagnostics: [Diagnostic], limit: DiagnosticLimit, stopped: Bool = false,
        hint: String = ""
    ) -> String {
        render(DiagnosticList(sorting: diagnostics), limit: limit, stopped: stopped, hint: hint)
    }

    /// Renders the list in its order as ``render(_:limit:stopped:hint:)`` renders an array.
    public func render(
        _ diagnostics: DiagnosticList, limit: DiagnosticLimit, stopped: Bool = false,
        hint: String = ""
    ) -> String {
        let (shown, cut) = limit.applied(to: diagnostics)
        var text = shown.map(render).joined()
        if cut || stopped {
            text += header(Diagnostic(.error, DiagnosticLimit.stoppedMessage + hint, at: nil)) + "\n"
        }
        return text
    }

    /// Renders one diagnostic and its notes.
    public func render(_ diagnostic: Diagnostic) -> String {
        var text = header(diagnostic) + "\n"
        if let range = diagnostic.range, let snippet = snippet(for: range), !snippet.source.isEmpty {
            text += Self.indentation + snippet.source + "\n"
            text += Self.indentation + snippet.carets + "\n"
        }
        for note in diagnostic.notes { text += render(note) }
        return text
    }

    /// `path:line:column: severity: message`.
    package func header(_ diagnostic: Diagnostic) -> String {
        let name = path.isEmpty ? "<input>" : path
        let place = diagnostic.location.map { "\(name):\($0.line):\($0.column)" } ?? name
        return "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }

    /// The excerpt of the source line and the caret line under it, or nil when the range's
    /// line is not in the source.
    ///
    /// Only the characters shown are kept: a line of 64 MiB is read once, not copied into an
    /// array of characters (16 bytes each).
    func snippet(for range: SourceRange) -> (source: String, carets: String)? {
        guard let line = source?.line(range.start.line) else { return nil }
        let (characters, offset, count) = window(of: line, around: max(range.start.column - 1, 0))
        let start = min(max(range.start.column - 1, 0), count)
        let end = range.end.line == range.start.line ? min(max(range.end.column - 1, start), count) : count
        let window = offset..<(offset + characters.count)

        var sourceLine = window.lowerBound > 0 ? "..." : ""
        var caretLine = window.lowerBound > 0 ? "   " : ""
        for character in characters {
            sourceLine.append(contentsOf: Self.printable(character))
        }
        if window.upperBound < count { sourceLine += "..." }

        for index in window.lowerBound..<max(window.lowerBound, min(start, window.upperBound)) {
            let character = characters[index - offset]
            caretLine += character == "\t" ? "\t" : String(repeating: " ", count: character.displayWidth)
        }
        caretLine += "^"
        if start < count, start < window.upperBound {
            caretLine += String(repeating: "~", count: characters[start - offset].displayWidth - 1)
            for index in (start + 1)..<max(start + 1, min(end, window.upperBound)) {
                caretLine += String(repeating: "~", count: characters[index - offset].displayWidth)
            }
        }
        return (sourceLine, caretLine)
    }

    /// The characters of a line to show, the index of the first, and the line's length in
    /// characters: all of it when it fits in ``maximumSnippetWidth`` cells, otherwise a window
    /// that starts a quarter of the width before the caret and reaches at least the caret.
    func window(of line: String, around caretColumn: Int) -> (characters: [Character], offset: Int, count: Int) {
        var total = 0
        var fits = true
        for character in line {
            total += character.displayWidth
            if total > maximumSnippetWidth {
                fits = false
                break
            }
        }
        if fits {
            let characters = Array(line)
            return (characters, 0, characters.count)
        }
        var count = 0
        var lower: Int?
        var kept: [Character] = []
        var cells = 0
        var full = false
        for character in line {
            defer { count += 1 }
            if lower == nil {
                let caret = caretColumn // clamped below once the count is known
                guard count >= max(0, caret - maximumSnippetWidth / 4) else { continue }
                lower = count
            }
            if !full, cells + character.displayWidth <= maximumSnippetWidth || count < caretColumn {
                cells += character.displayWidth
                kept.append(character)
            } else {
                full = true
            }
        }
        // A caret past the end of the line: the window ends with the line.
        if lower == nil {
            let start = max(0, min(caretColumn, count) - maximumSnippetWidth / 4)
            return window(of: line, from: start, count: count)
        }
        return (kept, lower ?? 0, count)
    }

    /// The characters from `start` to the end of a line of `count` characters, at most
    /// ``maximumSnippetWidth`` cells of them.
    private func window(of line: String, from start: Int, count: Int) -> (
        characters: [Character], offset: Int, count: Int
    ) {
        var kept: [Character] = []
        var cells = 0
        for (index, character) in line.enumerated() where index >= start {
            guard cells + character.displayWidth <= maximumSnippetWidth else { break }
            cells += character.displayWidth
            kept.append(character)
        }
        return (kept, start, count)
    }

    /// The character as it is safe to print: C0 controls (but tab) and DEL as control
    /// pictures, C1 controls and bidirectional formatting characters as U+FFFD.
    static func printable(_ character: Character) -> String {
        guard let scalar = character.unicodeScalars.first, scalar != "\t", scalar.isUnsafeInTerminal else {
            return String(character)
        }
        switch scalar.value {
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value).map(Character.init) ?? "\u{FFFD}")
        case 0x7F: return "\u{2421}"
        default: return "\u{FFFD}"
        }
    }
}

extension Unicode.Scalar {
    /// True for what a terminal acts on rather than shows: C0 and C1 controls, DEL, and the
    /// bidirectional embeddings, overrides and isolates (which can make text read differently
    /// from what it is).
    var isUnsafeInTerminal: Bool {
        switch value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
