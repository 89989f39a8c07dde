import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// Equation statements: every form, every part's location, every error.
@Suite struct EquationTests {
    /// Parses one equation after declaring views a, b and c (in card) and metrics pad and k.
    func equation(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutEquation? {
        expectLayoutDocument(
            "view a\nview b\nview card\nview c in card\nmetrics pad=8 k=2\n" + text,
            sourceLocation: sourceLocation)?.equations.first
    }

    /// The diagnostics of one equation line (line 6) after the same declarations.
    func errors(_ text: String) -> [String] {
        layoutDiagnosticLines("view a\nview b\nview card\nview c in card\nmetrics pad=8 k=2\n" + text)
    }

    @Test func everyPartHasItsRange() throws {
        let eq = try #require(equation("a.width >= 0.5 * b.width + 10 @750"))
        #expect(eq.firstItem == Located("a", at: lineRange(6, 1..<2)))
        #expect(eq.firstAttribute == Located(.width, at: lineRange(6, 3..<8)))
        #expect(eq.relation == Located(.greaterThanOrEqual, at: lineRange(6, 9..<11)))
        #expect(eq.multiplier == EquationNumber(value: 0.5, range: lineRange(6, 12..<15)))
        #expect(eq.secondItem == Located("b", at: lineRange(6, 18..<19)))
        #expect(eq.secondAttribute == Located(.width, at: lineRange(6, 20..<25)))
        #expect(eq.constant == EquationNumber(value: 10, range: lineRange(6, 26..<30)))
        #expect(eq.priority == Located(LayoutPriority(750), at: lineRange(6, 32..<35)))
        #expect(eq.range == lineRange(6, 1..<35))
    }

    @Test func spacesAreOptional() throws {
        let eq = try #require(equation("a.width>=0.5*b.width+10@750"))
        #expect(eq.multiplierValue == 0.5 && eq.constantValue == 10 && eq.priorityValue == 750)
        #expect(eq.constant?.range == lineRange(6, 21..<24))
        let spaced = try #require(equation("  a . width   ==   b . height  "))
        #expect(spaced.secondAttribute?.value == .height && spaced.range == lineRange(6, 3..<30))
    }

    @Test func constantsAndSigns() throws {
        #expect(
            try #require(equation("b.top == a.bottom - 8")).constant
                == EquationNumber(value: -8, range: lineRange(6, 19..<22)))
        #expect(try #require(equation("b.top == a.bottom -8")).constantValue == -8)
        #expect(try #require(equation("b.top == a.bottom + -8")).constantValue == -8)
        #expect(try #require(equation("b.top == a.bottom - -8")).constantValue == 8)
        #expect(
            try #require(equation("a.height == 44")).constant == EquationNumber(value: 44, range: lineRange(6, 13..<15))
        )
        #expect(try #require(equation("a.height == -44")).constantValue == -44)
        #expect(try #require(equation("a.height == + 44")).constantValue == 44)
    }

    @Test func constantOnlyHasNoSecondItem() throws {
        let eq = try #require(equation("a.height == 44 @defaultHigh # toolbar"))
        #expect(eq.secondItem == nil && eq.secondAttribute == nil && eq.multiplier == nil)
        #expect(eq.priority == Located(.defaultHigh, at: lineRange(6, 17..<28)))
        #expect(eq.range == lineRange(6, 1..<28))
    }

    @Test func metricsAsConstantsAndMultipliers() throws {
        let eq = try #require(equation("b.left == a.right - pad"))
        #expect(eq.constant == EquationNumber(value: -8, metric: "pad", range: lineRange(6, 19..<24)))
        let factor = try #require(equation("a.width == k * b.width"))
        #expect(factor.multiplier == EquationNumber(value: 2, metric: "k", range: lineRange(6, 12..<13)))
        let later = expectLayoutDocument("view a\na.width == w\nmetrics w=12")?.equations.first
        #expect(later?.constant == EquationNumber(value: 12, metric: "w", range: lineRange(2, 12..<13)))
    }

    @Test func multiplierAfterTheItemAndNegation() throws {
        let suffix = try #require(equation("a.width == b.height * 2 + 1"))
        #expect(
            suffix.multiplier == EquationNumber(value: 2, range: lineRange(6, 23..<24)) && suffix.constantValue == 1)
        let negated = try #require(equation("a.centerX == -b.centerX"))
        #expect(negated.multiplier == EquationNumber(value: -1, range: lineRange(6, 14..<15)))
        let both = try #require(equation("a.width == -b.width * 3"))
        #expect(both.multiplier == EquationNumber(value: -3, range: lineRange(6, 12..<24)))
        let prefixNegative = try #require(equation("a.width == -0.5 * b.width"))
        #expect(prefixNegative.multiplierValue == -0.5)
    }

    @Test func rootAndAttributeAliases() throws {
        let eq = try #require(equation("a.centerX == root.centerX"))
        #expect(eq.secondItem?.value == "root")
        #expect(try #require(equation("a.baseline == b.baseline")).firstAttribute.value == .lastBaseline)
        #expect(try #require(equation("a.firstBaseline == b.top")).secondAttribute?.value == .top)
        #expect(try #require(equation("a.leading == b.trailing + 8")).firstAttribute.value == .leading)
        #expect(try #require(equation("a.width == 2 * a.height")).secondAttribute?.value == .height)
        #expect(try #require(equation("a.centerX == b.leading")).secondAttribute?.value == .leading)
    }

    @Test func relations() throws {
        #expect(try #require(equation("a.width <= 10")).relation.value == .lessThanOrEqual)
        #expect(try #require(equation("a.width == 10")).relation.value == .equal)
        #expect(try #require(equation("a.width >= 10")).relation.value == .greaterThanOrEqual)
    }

    @Test func priorities() throws {
        #expect(try #require(equation("a.width == 10 @ 999")).priorityValue == 999)
        #expect(try #require(equation("a.width == 10 @defaultLow+1")).priorityValue == 251)
        #expect(try #require(equation("a.width == 10 @defaultHigh - 1")).priorityValue == 749)
        #expect(try #require(equation("a.width == 10 @.fittingSizeLevel")).priorityValue == 50)
        #expect(try #require(equation("a.width == 10 @1")).priorityValue == 1)
        #expect(try #require(equation("a.width == 10 @1000")).priorityValue.isRequired)
        #expect(try #require(equation("a.width == 10 @required")).priority?.range == lineRange(6, 16..<24))
    }

    @Test func identifiers() throws {
        let eq = try #require(equation("gap: b.left == a.right + 8"))
        #expect(eq.identifier == Located("gap", at: lineRange(6, 1..<4)))
        #expect(eq.firstItem.range == lineRange(6, 6..<7) && eq.range == lineRange(6, 1..<27))
        #expect(try #require(equation("view : a.width == 10")).identifier?.value == "view")
        let document = expectLayoutDocument("view a\nx: a.width == 10\ny: a.height == 10")
        #expect(document?.equations.compactMap(\.identifier?.value) == ["x", "y"])
    }

    @Test func viewsMayBeDeclaredAfterTheEquation() throws {
        let document = try #require(expectLayoutDocument("a.left == b.right\nview a\nview b"))
        #expect(document.equations.count == 1)
    }

    @Test func unknownNames() {
        #expect(
            layoutDiagnosticLines("view _topButton\nview _bottomButton\n_bottomButton.left == _topButon.right") == [
                "3:23: error: unknown view '_topButon'; did you mean '_topButton'?"
            ])
        #expect(
            errors("x.width == y.width") == [
                "6:1: error: unknown view 'x'; declare it with 'view x'",
                "6:12: error: unknown view 'y'; declare it with 'view y'"
            ])
        #expect(errors("pad.width == 10") == ["6:1: error: 'pad' is a metric, not a view"])
        #expect(errors("a.width == b.width + pd") == ["6:22: error: unknown metric 'pd'; did you mean 'pad'?"])
        #expect(
            errors("a.width == b.width + gap") == ["6:22: error: unknown metric 'gap'; define it with 'metrics gap=8'"])
        #expect(
            errors("a.width == b.width + b") == [
                "6:22: error: 'b' is a view; use one of its attributes, like 'b.width'"
            ])
        #expect(errors("a.width == rooot.width") == ["6:12: error: unknown view 'rooot'; did you mean 'root'?"])
    }

    @Test func attributeErrors() {
        #expect(errors("a.widht == 10") == ["6:3: error: unknown attribute 'widht'; did you mean 'width'?"])
        #expect(
            errors("a.size == 10") == [
                "6:3: error: unknown attribute 'size'; expected one of left, right, top, bottom, "
                    + "leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, "
                    + "topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins"
            ])
        #expect(
            errors("a.notAnAttribute == 10") == [
                "6:3: error: 'notAnAttribute' cannot be used in an equation; for a constant, write 'a.width == 40'"
            ])
        // The margin attributes are attributes (GuideSyntaxTests has them); as positions, a size
        // cannot relate to them, and leading/trailing and left/right do not mix.
        #expect(
            errors("a.width == b.centerXWithinMargins") == [
                "6:14: error: cannot relate a size ('width') to a position "
                    + "('centerXWithinMargins'); a size relates only to a size, a position to a position"
            ])
        #expect(
            errors("a.leftMargin == b.leading") == [
                "6:19: error: cannot mix 'leftMargin' with 'leading'; "
                    + "use leading/trailing on both sides or left/right on both sides"
            ])
        #expect(errors("a. == 10") == ["6:4: error: expected an attribute after 'a.', like 'a.width'"])
        #expect(errors("a.width == b.") == ["6:14: error: expected an attribute after 'b.', like 'b.width'"])
    }

    @Test func attributePairsUIKitRejects() {
        #expect(
            errors("a.left == b.top") == [
                "6:13: error: cannot relate 'left' (horizontal) to 'top' (vertical): positions on different axes"
            ])
        #expect(
            errors("a.centerY == b.centerX") == [
                "6:16: error: cannot relate 'centerY' (vertical) to 'centerX' (horizontal): positions on different axes"
            ])
        #expect(
            errors("a.width == b.left") == [
                "6:14: error: cannot relate a size ('width') to a position ('left'); a size relates only to a size, a position to a position"
            ])
        #expect(
            errors("a.top == b.height") == [
                "6:12: error: cannot relate a size ('height') to a position ('top'); a size relates only to a size, a position to a position"
            ])
        #expect(
            errors("a.leading == b.left") == [
                "6:16: error: cannot mix 'leading' with 'left'; use leading/trailing on both sides or left/right on both sides"
            ])
        #expect(
            errors("a.right == b.trailing") == [
                "6:14: error: cannot mix 'right' with 'trailing'; use leading/trailing on both sides or left/right on both sides"
            ])
    }

    @Test func positionsCannotEqualAConstant() {
        #expect(
            errors("a.left == 20") == [
                "6:11: error: 'a.left' is a position and cannot equal a constant; to place it relative to its superview, write 'a.left == root.left + 20'"
            ])
        #expect(
            errors("c.top >= -pad") == [
                "6:10: error: 'c.top' is a position and cannot equal a constant; to place it relative to its superview, write 'c.top >= card.top - pad'"
            ])
        #expect(
            errors("c.centerX == 0") == [
                "6:14: error: 'c.centerX' is a position and cannot equal a constant; to place it relative to its superview, write 'c.centerX == card.centerX'"
            ])
        #expect(
            errors("root.left == 0") == [
                "6:14: error: 'root.left' is a position and cannot equal a constant; relate it to another view's left"
            ])
        #expect(
            errors("a.left == 0 * b.left + 20") == [
                "6:11: error: a multiplier of 0 leaves 'a.left' equal to a constant; a position must be related to another view"
            ])
        #expect(errors("a.width == 0 * b.width + 20").isEmpty)
    }

    @Test func numberErrors() {
        #expect(errors("a.width == nan") == ["6:12: error: 'nan' is not a finite number"])
        #expect(errors("a.width == b.width + inf") == ["6:22: error: 'inf' is not a finite number"])
        #expect(errors("a.width == 10pt") == ["6:12: error: invalid constant '10pt'; expected a number like 8 or 0.5"])
        #expect(
            errors("a.width == 1.2.3") == ["6:12: error: invalid constant '1.2.3'; expected a number like 8 or 0.5"])
        #expect(
            errors("a.width == 1000001") == [
                "6:12: error: constant '1000001' is out of range; lengths are limited to ±1000000 points"
            ])
        #expect(
            errors("a.width == b.width - 99999999999999999999") == [
                "6:22: error: constant '-99999999999999999999' is out of range; lengths are limited to ±1000000 points"
            ])
        #expect(
            errors("a.width == 1001 * b.width") == [
                "6:12: error: multiplier 1001 is out of range; multipliers are limited to ±1000"
            ])
        #expect(
            errors("a.width == b.width * 2x") == [
                "6:22: error: invalid multiplier '2x'; expected a number like 8 or 0.5"
            ])
    }

    @Test func priorityErrors() {
        #expect(
            errors("a.width == 10 @hihg") == [
                "6:16: error: unknown priority 'hihg'; use a number from 1 to 1000 or one of required, "
                    + "defaultHigh, dragThatCanResizeScene, sceneSizeStayPut, dragThatCannotResizeScene, defaultLow, fittingSizeLevel"
            ])
        #expect(
            errors("a.width == 10 @defaulthigh") == [
                "6:16: error: unknown priority 'defaulthigh'; did you mean 'defaultHigh'?"
            ])
        #expect(
            errors("a.width == 10 @1001") == ["6:16: error: priority 1001 is out of range; priorities are 1 to 1000"])
        #expect(errors("a.width == 10 @0") == ["6:16: error: priority 0 is out of range; priorities are 1 to 1000"])
        #expect(errors("a.width == 10 @0.5") == ["6:16: error: priority 0.5 is out of range; priorities are 1 to 1000"])
        #expect(
            errors("a.width == 10 @-1") == [
                "6:16: error: expected a priority after '@', like '@750' or '@defaultHigh', found '-1'"
            ])
        #expect(
            errors("a.width == 10 @") == ["6:16: error: expected a priority after '@', like '@750' or '@defaultHigh'"])
        #expect(errors("a.width == 10 @inf") == ["6:16: error: 'inf' is not a finite number"])
        #expect(
            errors("a.width == 10 @99999999999999999999") == [
                "6:16: error: priority '99999999999999999999' is out of range; priorities are 1 to 1000"
            ])
    }

    @Test func syntaxErrors() {
        #expect(errors("a.left = b.left") == ["6:8: error: use '==' for equality, not '='"])
        #expect(errors("a.left => b.left") == ["6:8: error: '=>' is not a relation; did you mean '>='?"])
        #expect(errors("a.left =< b.left") == ["6:8: error: '=<' is not a relation; did you mean '<='?"])
        #expect(errors("a.left < b.left") == ["6:8: error: '<' is not a relation; did you mean '<='?"])
        #expect(errors("a.left != b.left") == ["6:8: error: '!=' is not a relation; use '==', '<=' or '>='"])
        #expect(errors("a.left b.left") == ["6:8: error: expected '==', '<=' or '>=' after 'a.left', found 'b.left'"])
        #expect(errors("a.left") == ["6:7: error: expected '==', '<=' or '>=' after 'a.left'"])
        #expect(errors("a.left ==") == ["6:10: error: expected a view attribute or a constant after '=='"])
        #expect(errors("a.left == ?") == ["6:11: error: expected a view attribute or a constant after '==', found '?'"])
        #expect(errors("a.width == 2 *") == ["6:15: error: expected a view attribute after '*', like 'b.width'"])
        #expect(errors("a.width == 2 * b.width * 3") == ["6:26: error: only one multiplier is allowed"])
        #expect(
            errors("a.width == b.width / 2") == [
                "6:20: error: division is not supported; write the multiplier as a factor, like '0.5 * b.width'"
            ])
        #expect(
            errors("a.width == 10 + b.width") == [
                "6:15: error: unexpected '+' after the constant; write the view attribute first, like 'a.width == b.width + 10'"
            ])
        #expect(errors("a.width == b.width +") == ["6:21: error: expected a constant after '+'"])
        #expect(errors("a.width == b.width * ") == ["6:22: error: expected a multiplier after '*', like '* 0.5'"])
        #expect(errors("a.width == 10 foo") == ["6:15: error: unexpected 'foo' after the equation"])
        #expect(errors("a.width == b.width 10") == ["6:20: error: unexpected '10' after the equation"])
        #expect(
            errors("a width == 10") == ["6:2: error: expected '.' and an attribute after 'a', like 'a.width == 100'"])
        #expect(errors("x: == 10") == ["6:4: error: expected a view attribute like 'a.width', found '=='"])
        #expect(errors("a.width == b .") == ["6:15: error: expected an attribute after 'b.', like 'b.width'"])
        #expect(errors("a.width == b") == ["6:12: error: 'b' is a view; use one of its attributes, like 'b.width'"])
    }

    @Test func duplicateIdentifierHasANote() {
        #expect(
            errors("x: a.width == 10\nx: a.height == 10") == [
                "7:1: error: identifier 'x' is already used",
                "6:1: note: first used here"
            ])
    }

    @Test func severalErrorsOnSeveralLinesAreAllReported() {
        #expect(
            layoutDiagnosticLines("view a\nq.width == 1\na.widht == 2\na.left == 3\nviwe b") == [
                "2:1: error: unknown view 'q'; declare it with 'view q'",
                "3:3: error: unknown attribute 'widht'; did you mean 'width'?",
                "4:11: error: 'a.left' is a position and cannot equal a constant; to place it relative to its superview, write 'a.left == root.left + 3'",
                "5:1: error: unknown statement 'viwe'; did you mean 'view'?"
            ])
    }
}

extension EquationTests {
    @Test func hugePriorityOffsetsAreOutOfRangeNotTraps() {
        #expect(
            errors("a.width == 10 @defaultHigh - 99999999999999999999") == [
                "6:16: error: priority 'defaultHigh - 99999999999999999999' is out of range; priorities are 1 to 1000"
            ])
    }
}
