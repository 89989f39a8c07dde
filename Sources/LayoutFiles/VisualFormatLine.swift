import SourceDiagnostics
/// One line of Apple's Visual Format Language, captured but not parsed.
///
///     H:[a]-[b]-[c] alignAllCenterY
///     V:|-[a]-[b]-| alignAllLeading|alignAllTrailing
///
/// The format string is the text from the start of the statement up to the first whitespace
/// or `#`, exactly as written; the format options follow it, separated by whitespace or `|`.
/// To report an error at the 0-based character offset `i` of the format string, use
/// ``location(ofFormatOffset:)``: column `format.range.start.column + i`.
public struct VisualFormatLine: Sendable, Hashable {
    /// The format string, as written: `H:|-[_topGrayView]-|`.
    public var format: Located<String>
    /// The option names in order, each at its own range: `alignAllCenterY`.
    public var options: [Located<String>]
    /// The whole statement, without a trailing comment.
    public var range: SourceRange

    /// Creates a line.
    public init(format: Located<String>, options: [Located<String>] = [], range: SourceRange) {
        self.format = format
        self.options = options
        self.range = range
    }

    /// The location of the 0-based character offset `offset` in the format string.
    public func location(ofFormatOffset offset: Int) -> SourceLocation {
        SourceLocation(line: format.range.start.line, column: format.range.start.column + max(offset, 0))
    }

    /// The option names a line may use: `NSLayoutConstraint.FormatOptions`, by their Swift
    /// names. `alignAllBaseline` is Apple's older name for `alignAllLastBaseline`.
    public static let optionNames: [String] = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom",
        "alignAllLeading", "alignAllTrailing", "alignAllCenterX", "alignAllCenterY",
        "alignAllLastBaseline", "alignAllFirstBaseline", "alignAllBaseline",
        "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
        "spacingEdgeToEdge", "spacingBaselineToBaseline",
    ]
}
