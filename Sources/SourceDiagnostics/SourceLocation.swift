/// A position in a source text: a 1-based line and a 1-based column.
///
/// Columns count `Character`s (extended grapheme clusters, what `String.count` counts) from
/// the start of the line, so `é` written as `e` plus a combining accent is one column and a
/// tab is one column. A location just past the last character of a line has column
/// `count + 1`. Line 0 is never produced by the parser; a diagnostic about a whole file (a
/// missing file, say) has no location at all.
///
///     SourceLocation(line: 12, column: 9)     // prints as 12:9
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column, in characters.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    // 32 bits each: a parsed file's declarations hold a dozen ranges apiece, and no file
    // within the readers' size limits (64 MiB) has 2³¹ lines or columns. Larger values are
    // clamped.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// Creates a location.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Orders by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`, as in `12:9`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open span of source text: from `start` up to, but not including, `end`.
///
/// An empty range (`start == end`) marks a point, such as the end of a line where something
/// is missing. Ranges the parser makes never span lines.
///
///     SourceRange(line: 3, columns: 5..<9)   // columns 5, 6, 7 and 8 of line 3
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The first position in the range.
    public var start: SourceLocation
    /// The position just past the range.
    public var end: SourceLocation

    /// Creates a range; if `end` comes before `start` the two are swapped, so a range is never
    /// inverted.
    public init(start: SourceLocation, end: SourceLocation) {
        if end < start {
            self.start = end
            self.end = start
        } else {
            self.start = start
            self.end = end
        }
    }

    /// A range within one line, from a half-open range of 1-based columns.
    public init(line: Int, columns: Range<Int>) {
        self.init(
            start: SourceLocation(line: line, column: columns.lowerBound),
            end: SourceLocation(line: line, column: columns.upperBound))
    }

    /// An empty range at `location`.
    public init(at location: SourceLocation) {
        self.start = location
        self.end = location
    }

    /// True when the range covers no characters.
    public var isEmpty: Bool { start == end }

    /// The smallest range that covers both ranges.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// `line:column-line:column`, as in `3:5-3:9`.
    public var description: String { "\(start)-\(end)" }
}
