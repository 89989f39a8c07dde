import AutoLayout

/// Why a visual format string was rejected, with Apple's description and the character index
/// where parsing stopped.
///
/// `reason` is built exactly as Apple's `NSInvalidArgumentException` reason:
///
///     Unable to parse constraint format:
///     Expected a view
///     H:[a]-x
///           ^
///
/// (each of the first three lines ends with a space).
public struct VisualFormatError: Error, Sendable, Hashable {
    /// What went wrong.
    public let kind: Kind
    /// The format string that was parsed.
    public let format: String
    /// The 0-based character index where parsing stopped (0 for an empty or non-ASCII format).
    ///
    /// Formats are ASCII, so this is an offset in `format.utf8` and `format.unicodeScalars` alike;
    /// it is in `0...format.utf8.count`, and also within `0...format.count` (the parser never
    /// reads past a `"\r\n"`, the one ASCII pair Swift counts as one `Character`).
    public let index: Int

    /// Creates an error.
    public init(_ kind: Kind, format: String, index: Int) {
        self.kind = kind
        self.format = format
        self.index = index
    }

    /// Apple's description of the problem, without the format and caret lines.
    public var message: String { kind.message }

    /// The `reason` of Apple's exception: the description, the format and a caret under `index`.
    public var reason: String {
        switch kind {
        case .emptyFormat, .nonASCII:
            return Self.prefix + " " + message
        default:
            return Self.prefix + " \n" + message + " \n" + format + " \n"
                + String(repeating: " ", count: max(index, 0)) + "^"
        }
    }

    /// `Unable to parse constraint format:`, the start of every reason.
    public static let prefix = "Unable to parse constraint format:"

    /// Apple's description when `|` is used but the view next to it has no superview. The parser
    /// cannot know the view hierarchy; an integrator that finds no superview reports this message
    /// (`Kind.missingSuperview`) at the `range.upperBound` of the spacing constraint, or passes the
    /// orphans to the parser in `viewsWithoutSuperview`.
    public static let missingSuperviewMessage =
        "Unable to interpret '|' character, because the related view doesn't have a superview"
}

extension VisualFormatError: CustomStringConvertible {
    /// The full `reason`.
    public var description: String { reason }
}

extension VisualFormatError {
    /// Every way a format can be rejected. All but `nonFiniteNumber`, `notANumberPriority` and
    /// `constraintRejected` are Apple's own diagnostics, with Apple's text.
    public enum Kind: Sendable, Hashable {
        /// The format is empty. Reason `Unable to parse constraint format: It's an empty string.`
        case emptyFormat
        /// The format has a character outside ASCII. Apple's parser measures the string in ASCII,
        /// gets 0 and so reports it as empty: same reason as `emptyFormat`.
        case nonASCII
        /// `H` or `V` at the start not followed by `:`.
        case expectedColonAfterOrientation(LayoutAxis)
        /// `|` at the start with nothing after it.
        case expectedConnectionAfterSuperview
        /// No `[` where a view must start, or the format ends just after `[`.
        case expectedView
        /// `[` not followed by a name.
        case invalidViewName
        /// A view name that is not in the views.
        case unknownView(String)
        /// A view name not followed by `]` or `(`.
        case expectedViewEnd
        /// The format ends just after a view's `(`.
        case unexpectedEndInView
        /// A view's predicate list not closed by `)`.
        case expectedThicknessEnd
        /// A view's `)` not followed by `]`.
        case expectedBracketAfterThickness
        /// After a connection, neither `[` nor `|`.
        case expectedViewOrSuperview
        /// Characters after the last view or `|`.
        case expectedEndOfFormat
        /// `--`: a connection's predicate starting with `-`.
        case ambiguousMinus
        /// A connection's predicate list not closed by `)`.
        case expectedClosingParenthesis
        /// A connection's simple predicate followed by `,`.
        case expectedDashBeforeList
        /// A connection's predicate not followed by `-`.
        case expectedDash
        /// The format ends where a predicate must start.
        case expectedMoreInput
        /// `<`, `=` or `>` not followed by `=`.
        case unknownRelation
        /// Something other than a number or a name where a constant or priority must be.
        case expectedNumberOrMetric
        /// `-` not starting a number (`(-x)`): Apple's "a key" variant of `expectedNumberOrMetric`.
        case malformedNumber
        /// A name in neither the metrics nor the views.
        case unknownMetric(String)
        /// A view's name used as the constant of a connection.
        case viewAsSpacing
        /// A priority of 0 or less.
        case priorityNotPositive(Double)
        /// A priority above 1000.
        case priorityAboveRequired(Double)
        /// An alignment option on the format's own axis (`alignAllLeading` in `H:`).
        case alignmentOnLayoutAxis(LayoutAxis)
        /// `spacingBaselineToBaseline` in a horizontal format.
        case baselineSpacingInHorizontalLayout
        /// `|` next to a view that has no superview.
        case missingSuperview
        /// Not Apple's: a constant (number or metric) that is infinite or not a number. Apple
        /// accepts it and makes a constraint no layout can satisfy.
        case nonFiniteNumber(Double)
        /// Not Apple's: a priority that is not a number (`@-nan`, or a NaN metric). Apple accepts it.
        case notANumberPriority
        /// Not Apple's: the format is valid and Apple would create the constraint, but the layout
        /// engine refuses it, for a limit UIKit does not have (`LayoutConstraint.validate()`):
        /// a constant beyond ±`LayoutConstraint.maximumConstant` points (`H:|-1e308-[a]`,
        /// `[a(==1e9)]`, a metric of `1e9`), a priority below 1 (`[a(50@0.5)]`; Apple takes any
        /// above 0), or a standard space that is not a finite number. Only
        /// ``AutoLayout/LayoutConstraint/constraints(withVisualFormat:options:metrics:views:spacing:)``,
        /// which makes the constraints, reports it; `index` is at the number, metric name or `-`
        /// that gave the refused value, and the message is the engine's, naming the constraint.
        ///
        /// A case of this error rather than a thrown `LayoutError`: the problem is a place in
        /// the format, which only this error can point at (`index`, the caret in `reason`), and
        /// callers that catch the one error type the function throws see it too. The engine's
        /// error is kept for code that wants to match it.
        case constraintRejected(LayoutError)

        /// Apple's description (or, for this package's extensions, one in Apple's style, or the
        /// engine's `LayoutError` description).
        public var message: String {
            switch self {
            case .emptyFormat, .nonASCII:
                return "It's an empty string."
            case .expectedColonAfterOrientation(.horizontal):
                return "Expected ':' after 'H' to specify horizontal arrangement"
            case .expectedColonAfterOrientation(.vertical):
                return "Expected ':' after 'V' to specify vertical arrangement"
            case .expectedConnectionAfterSuperview:
                return "Expected a connection after the '|' character"
            case .expectedView:
                return "Expected a view"
            case .invalidViewName:
                return "Expected a view. View names must start with a letter or an underscore, "
                    + "then contain letters, numbers, and underscores."
            case .unknownView(let name):
                return name + " is not a key in the views dictionary."
            case .expectedViewEnd:
                return "Expected a ']' here. That is how you give the end of a view."
            case .unexpectedEndInView:
                return "Unexpectedly ran out of character fodder in the middle of parsing a view"
            case .expectedThicknessEnd:
                return "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            case .expectedBracketAfterThickness:
                return "Expected ']' after specifying thickness."
            case .expectedViewOrSuperview:
                return "Expected a view or '|'"
            case .expectedEndOfFormat:
                return "Expected the end of the format string"
            case .ambiguousMinus:
                return "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                    + "Use parentheses around negative numbers."
            case .expectedClosingParenthesis:
                return "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
            case .expectedDashBeforeList:
                return "Expected a '-' here. To specify a list of constraints, "
                    + "you must use parentheses around the list of constraints"
            case .expectedDash:
                return "Expected a '-' here"
            case .expectedMoreInput:
                return "Expected more input"
            case .unknownRelation:
                return "Unknown relation. Must be ==, >=, or <="
            case .expectedNumberOrMetric:
                return "Expected a number or key from the metrics dictionary, but encountered something else"
            case .malformedNumber:
                return "Expected a number or a key from the metrics dictionary, but encountered something else"
            case .unknownMetric(let name):
                return "Encountered metric with name \"" + name
                    + "\", but value was not specified in metrics or views dictionaries"
            case .viewAsSpacing:
                return "It's not possible to set a space equal to the width or height of a view.  "
                    + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
            case .priorityNotPositive(let value):
                return "Invalid priority specified: " + CFloatFormat.g(value) + ". Priority must be greater than 0"
            case .priorityAboveRequired(let value):
                return "Invalid priority specified: " + CFloatFormat.g(value)
                    + ". Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
            case .alignmentOnLayoutAxis(.horizontal):
                return "Options mask required views to be aligned on a horizontal edge, "
                    + "which is not allowed for layout that is also horizontal."
            case .alignmentOnLayoutAxis(.vertical):
                return "Options mask required views to be aligned on a vertical edge, "
                    + "which is not allowed for layout that is also vertical."
            case .baselineSpacingInHorizontalLayout:
                return "BaselineToBaseline format option not valid for horizontal layout"
            case .missingSuperview:
                return VisualFormatError.missingSuperviewMessage
            case .nonFiniteNumber(let value):
                return "Invalid constant specified: " + CFloatFormat.g(value) + ". Constants must be finite numbers"
            case .notANumberPriority:
                return "Invalid priority specified: nan. Priority must be a number"
            case .constraintRejected(let error):
                return error.description
            }
        }

        /// False for the checks this package adds to Apple's (`nonFiniteNumber`,
        /// `notANumberPriority`, `constraintRejected`).
        public var isApples: Bool {
            switch self {
            case .nonFiniteNumber, .notANumberPriority, .constraintRejected: return false
            default: return true
            }
        }
    }
}
