import AutoLayout
import Testing

@testable import VisualFormat

/// One malformed format and what Apple reports for it.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    var format: String
    var index: Int
    var message: String
    var kind: VisualFormatError.Kind
    var options: FormatOptions = []
    var metrics: [String: Double] = ["m": 10, "p": 250]
    var views: Set<String> = ["a", "b", "c"]

    var testDescription: String { format }
}

private let viewNameMessage =
    "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."
private let viewEndMessage = "Expected a ']' here. That is how you give the end of a view."
private let thicknessMessage = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
private let numberMessage = "Expected a number or key from the metrics dictionary, but encountered something else"
private let spacerMessage =
    "It's not possible to set a space equal to the width or height of a view.  "
    + "Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
private let closeMessage =
    "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"
private let minusMessage =
    "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
    + "Use parentheses around negative numbers."

/// Every diagnostic, with the index Apple's parser stops at.
let errorCases: [ErrorCase] = [
    ErrorCase(
        format: "V|[a]|", index: 1, message: "Expected ':' after 'V' to specify vertical arrangement",
        kind: .expectedColonAfterOrientation(.vertical)),
    ErrorCase(
        format: "H", index: 1, message: "Expected ':' after 'H' to specify horizontal arrangement",
        kind: .expectedColonAfterOrientation(.horizontal)),
    ErrorCase(
        format: "H:|", index: 3, message: "Expected a connection after the '|' character",
        kind: .expectedConnectionAfterSuperview),
    ErrorCase(
        format: "|", index: 1, message: "Expected a connection after the '|' character",
        kind: .expectedConnectionAfterSuperview),
    ErrorCase(format: "H:", index: 2, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: "-[a]", index: 0, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: "[", index: 1, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: "|-|", index: 2, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: "h:[a]", index: 0, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: "[]", index: 1, message: viewNameMessage, kind: .invalidViewName),
    ErrorCase(format: "[1a]", index: 1, message: viewNameMessage, kind: .invalidViewName),
    ErrorCase(
        format: "H:[self.arrows]-5-|", index: 7, message: "self is not a key in the views dictionary.",
        kind: .unknownView("self")),
    ErrorCase(
        format: "[a]-[zed_9]", index: 10, message: "zed_9 is not a key in the views dictionary.",
        kind: .unknownView("zed_9")),
    ErrorCase(format: "[a", index: 2, message: viewEndMessage, kind: .expectedViewEnd),
    ErrorCase(format: "[a.b]", index: 2, message: viewEndMessage, kind: .expectedViewEnd),
    ErrorCase(
        format: "[a(", index: 3,
        message: "Unexpectedly ran out of character fodder in the middle of parsing a view",
        kind: .unexpectedEndInView),
    ErrorCase(format: "[a(10]", index: 5, message: thicknessMessage, kind: .expectedThicknessEnd),
    ErrorCase(
        format: "[a(10)", index: 6, message: "Expected ']' after specifying thickness.",
        kind: .expectedBracketAfterThickness),
    ErrorCase(
        format: "[a(10))]", index: 6, message: "Expected ']' after specifying thickness.",
        kind: .expectedBracketAfterThickness),
    ErrorCase(format: "[a]-10-", index: 7, message: "Expected a view or '|'", kind: .expectedViewOrSuperview),
    ErrorCase(format: "[a]x", index: 3, message: "Expected a view or '|'", kind: .expectedViewOrSuperview),
    ErrorCase(
        format: "[a]|[b]", index: 4, message: "Expected the end of the format string",
        kind: .expectedEndOfFormat),
    ErrorCase(format: "[a]--[b]", index: 4, message: minusMessage, kind: .ambiguousMinus),
    ErrorCase(format: "[a]--10-[b]", index: 4, message: minusMessage, kind: .ambiguousMinus),
    ErrorCase(format: "[a]-(10-[b]", index: 7, message: closeMessage, kind: .expectedClosingParenthesis),
    ErrorCase(format: "[a]-(>=10;<=20)-[b]", index: 9, message: closeMessage, kind: .expectedClosingParenthesis),
    ErrorCase(
        format: "[a]-10,20-[b]", index: 6,
        message:
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
        kind: .expectedDashBeforeList),
    ErrorCase(format: "[a]-10[b]", index: 6, message: "Expected a '-' here", kind: .expectedDash),
    ErrorCase(format: "[a]-", index: 4, message: "Expected more input", kind: .expectedMoreInput),
    ErrorCase(format: "[a(10,", index: 6, message: "Expected more input", kind: .expectedMoreInput),
    ErrorCase(
        format: "V:|[a(>30)]|", index: 7, message: "Unknown relation. Must be ==, >=, or <=",
        kind: .unknownRelation),
    ErrorCase(
        format: "[a(=10)]", index: 4, message: "Unknown relation. Must be ==, >=, or <=",
        kind: .unknownRelation),
    ErrorCase(
        format: "[a]-(=<10)-[b]", index: 6, message: "Unknown relation. Must be ==, >=, or <=",
        kind: .unknownRelation),
    ErrorCase(format: "[a(.5)]", index: 3, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(format: "[a(+5)]", index: 3, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(format: "[a(>=)]", index: 5, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(format: "[a(10@)]", index: 6, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(format: "[a(==", index: 5, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(
        format: "[a(-x)]", index: 3,
        message: "Expected a number or a key from the metrics dictionary, but encountered something else",
        kind: .malformedNumber),
    ErrorCase(
        format: "[a]-(-)-[b]", index: 5,
        message: "Expected a number or a key from the metrics dictionary, but encountered something else",
        kind: .malformedNumber),
    ErrorCase(
        format: "[a]-gap-[b]", index: 7,
        message: "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries",
        kind: .unknownMetric("gap")),
    ErrorCase(
        format: "[a(width)]", index: 8,
        message: "Encountered metric with name \"width\", but value was not specified in metrics or views dictionaries",
        kind: .unknownMetric("width")),
    ErrorCase(format: "[a]-c-[b]", index: 5, message: spacerMessage, kind: .viewAsSpacing),
    ErrorCase(format: "[a]-(>=8,==c)-[b]", index: 12, message: spacerMessage, kind: .viewAsSpacing),
    ErrorCase(format: "[a]-10@c-[b]", index: 8, message: spacerMessage, kind: .viewAsSpacing),
    ErrorCase(
        format: "[a(100@0)]", index: 8,
        message: "Invalid priority specified: 0. Priority must be greater than 0", kind: .priorityNotPositive(0)),
    ErrorCase(
        format: "[a(100@-2.5)]", index: 11,
        message: "Invalid priority specified: -2.5. Priority must be greater than 0",
        kind: .priorityNotPositive(-2.5)),
    ErrorCase(
        format: "[a(100@-0)]", index: 9,
        message: "Invalid priority specified: -0. Priority must be greater than 0",
        kind: .priorityNotPositive(-0.0)),
    ErrorCase(
        format: "[a(100@b)]", index: 8,
        message: "Invalid priority specified: 0. Priority must be greater than 0", kind: .priorityNotPositive(0)),
    ErrorCase(
        format: "[a(100@1001)]", index: 11,
        message:
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
        kind: .priorityAboveRequired(1001)),
    ErrorCase(
        format: "[a(100@1e7)]", index: 10,
        message:
            "Invalid priority specified: 1e+07. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
        kind: .priorityAboveRequired(1e7)),
    ErrorCase(
        format: "[a]-10@1000.5-[b]", index: 13,
        message:
            "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
        kind: .priorityAboveRequired(1000.5)),
    ErrorCase(
        format: "[a]-[b]-[c]", index: 7,
        message:
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
        kind: .alignmentOnLayoutAxis(.horizontal), options: .alignAllLeading),
    ErrorCase(
        format: "V:[a][b]", index: 8,
        message:
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
        kind: .alignmentOnLayoutAxis(.vertical), options: .alignAllTop),
    ErrorCase(
        format: "|-[a]-[b]", index: 5,
        message: "BaselineToBaseline format option not valid for horizontal layout",
        kind: .baselineSpacingInHorizontalLayout, options: .spacingBaselineToBaseline),
    // Whitespace is not skipped: the error is whatever the parser expected where the space stands.
    ErrorCase(format: "H: [a]", index: 2, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: " [a]", index: 0, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: "[ a]", index: 1, message: viewNameMessage, kind: .invalidViewName),
    ErrorCase(format: "[a ]", index: 2, message: viewEndMessage, kind: .expectedViewEnd),
    ErrorCase(format: "[a] -[b]", index: 3, message: "Expected a view or '|'", kind: .expectedViewOrSuperview),
    ErrorCase(format: "[a]- [b]", index: 4, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(format: "[a]-\t10-[b]", index: 4, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(format: "[a(>= 10)]", index: 5, message: numberMessage, kind: .expectedNumberOrMetric),
    ErrorCase(format: "| -[a]", index: 1, message: "Expected a view", kind: .expectedView),
    ErrorCase(format: "[a]\n", index: 3, message: "Expected a view or '|'", kind: .expectedViewOrSuperview),
    // Checks beyond Apple's (Apple accepts these and makes unusable constraints).
    ErrorCase(
        format: "[a(-inf)]", index: 7,
        message: "Invalid constant specified: -inf. Constants must be finite numbers",
        kind: .nonFiniteNumber(-.infinity)),
    ErrorCase(
        format: "[a]-1e999-[b]", index: 9,
        message: "Invalid constant specified: inf. Constants must be finite numbers",
        kind: .nonFiniteNumber(.infinity)),
    ErrorCase(
        format: "[a(10@-nan)]", index: 10, message: "Invalid priority specified: nan. Priority must be a number",
        kind: .notANumberPriority)
]

@Suite struct ErrorTests {
    @Test(arguments: errorCases)
    func diagnostic(_ expected: ErrorCase) throws {
        let error = try #require(
            failure(
                expected.format, options: expected.options,
                metrics: expected.metrics, views: expected.views))
        #expect(error.index == expected.index)
        #expect(error.message == expected.message)
        #expect(error.kind == expected.kind)
        #expect(error.format == expected.format)
        #expect(error.reason == appleReason(expected.message, expected.format, caretAt: expected.index))
        #expect((0...expected.format.count).contains(error.index))
    }

    @Test func reasonIsBuiltLikeFoundations() throws {
        let error = try #require(failure("[a]-[b", views: ["a", "b"]))
        #expect(
            error.reason == """
                Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \n[a]-[b \n      ^
                """)
        #expect(error.description == error.reason)
    }

    @Test func emptyFormat() throws {
        let error = try #require(failure("", views: ["a"]))
        #expect(error.kind == .emptyFormat)
        #expect(error.index == 0)
        #expect(error.reason == "Unable to parse constraint format: It's an empty string.")
    }

    @Test func nonASCIIFormatIsReportedAsEmptyAsByApple() throws {
        let error = try #require(failure("[a]-[é]", views: ["a", "é"]))
        #expect(error.kind == .nonASCII)
        #expect(error.index == 0)
        #expect(error.reason == "Unable to parse constraint format: It's an empty string.")
    }

    @Test func missingSuperviewIsReportedWhereApplesParserFindsIt() throws {
        let leading = try #require(failure("|-[a]-[b]x", views: ["a", "b"], viewsWithoutSuperview: ["a"]))
        #expect(leading.kind == .missingSuperview)
        #expect(leading.index == 5)
        #expect(
            leading.reason
                == appleReason(
                    "Unable to interpret '|' character, because the related view doesn't have a superview",
                    "|-[a]-[b]x", caretAt: 5))

        let trailing = try #require(failure("[a]-[b]-|", views: ["a", "b"], viewsWithoutSuperview: ["b"]))
        #expect(trailing.kind == .missingSuperview)
        #expect(trailing.index == 9)
        // A view without superview is fine when `|` is not next to it.
        #expect(shapes("[a]-[b]-|", views: ["a", "b"]).count == 2)
        #expect(
            VisualFormatError.missingSuperviewMessage
                == "Unable to interpret '|' character, because the related view doesn't have a superview")
    }

    /// Apple checks options when a connection between two views is finished, not before.
    @Test func optionErrorsNeedAConnection() {
        #expect(shapes("[a]", options: .alignAllLeading, views: ["a"]) == [])
        #expect(shapes("[a(10)]", options: .spacingBaselineToBaseline, views: ["a"]).count == 1)
        // The alignment check needs two views; a superview connection does not trigger it.
        #expect(shapes("|-[a]-|", options: .alignAllLeading, views: ["a"]).count == 2)
        // A syntax error before the first connection wins over an option error.
        #expect(failure("[a(]-[b]", options: .alignAllLeading, views: ["a", "b"])?.kind == .expectedNumberOrMetric)
    }

    @Test func onlyExtensionsAreMarkedAsNotApples() {
        #expect(!VisualFormatError.Kind.nonFiniteNumber(1).isApples)
        #expect(!VisualFormatError.Kind.notANumberPriority.isApples)
        for expected in errorCases where expected.kind != .notANumberPriority {
            if case .nonFiniteNumber = expected.kind { continue }
            #expect(expected.kind.isApples, "\(expected.format)")
        }
    }

    /// NaN metrics are rejected (an extension); infinite priorities get Apple's messages.
    @Test func nonFiniteMetrics() {
        #expect(
            failure("[a(w)]", metrics: ["w": .nan], views: ["a"])?.message
                == "Invalid constant specified: nan. Constants must be finite numbers")
        #expect(failure("[a(10@w)]", metrics: ["w": .nan], views: ["a"])?.kind == .notANumberPriority)
        #expect(
            failure("[a(10@w)]", metrics: ["w": .infinity], views: ["a"])?.message
                == "Invalid priority specified: inf. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
        )
        #expect(
            failure("[a(10@w)]", metrics: ["w": -.infinity], views: ["a"])?.message
                == "Invalid priority specified: -inf. Priority must be greater than 0")
    }
}
