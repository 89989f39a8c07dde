import SourceDiagnostics
import VisualFormat

/// One line of Apple's Visual Format Language, as the parser read it: the format string as
/// written, its options, and the constraints Apple's parser made of it (parsed once, when
/// the line was read; building makes them on the file's views).
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
    public let format: Located<String>
    /// The option names in order, each at its own range: `alignAllCenterY`.
    public let options: [Located<String>]
    /// The constraints the format describes, in Apple's order, each with the offsets of the
    /// part of the format it came from.
    public let constraints: [VisualFormatConstraint]
    /// The whole statement, without a trailing comment.
    public let range: SourceRange

    /// Creates a line; only the parser does, once the format has parsed and every constraint
    /// has been checked.
    init(format: Located<String>, options: [Located<String>], constraints: [VisualFormatConstraint], range: SourceRange)
    {
        self.format = format
        self.options = options
        self.constraints = constraints
        self.range = range
    }

    /// The location of the 0-based character offset `offset` in the format string.
    public func location(ofFormatOffset offset: Int) -> SourceLocation {
        format.location(ofOffset: offset)
    }

    /// Where in the file a constraint of the line came from.
    public func range(of constraint: VisualFormatConstraint) -> SourceRange {
        SourceRange(
            start: location(ofFormatOffset: constraint.range.lowerBound),
            end: location(ofFormatOffset: constraint.range.upperBound))
    }

    /// The part of the format a constraint came from: `[a]-10-[b]`, `>=50`.
    public func text(of constraint: VisualFormatConstraint) -> String {
        // The format is ASCII (Apple's parser rejects anything else): offsets are bytes.
        String(
            decoding: format.value.utf8.dropFirst(constraint.range.lowerBound).prefix(constraint.range.count),
            as: UTF8.self)
    }

    /// The option names a line may use: `NSLayoutConstraint.FormatOptions`, by their Swift
    /// names. `alignAllBaseline` is Apple's older name for `alignAllLastBaseline`.
    public static let optionNames: [String] = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom",
        "alignAllLeading", "alignAllTrailing", "alignAllCenterX", "alignAllCenterY",
        "alignAllLastBaseline", "alignAllFirstBaseline", "alignAllBaseline",
        "directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
        "spacingEdgeToEdge", "spacingBaselineToBaseline"
    ]
}

extension Located where Value == String {
    /// The location of the 0-based character offset `offset` in the text, on its line.
    func location(ofOffset offset: Int) -> SourceLocation {
        SourceLocation(line: range.start.line, column: range.start.column + max(offset, 0))
    }
}
