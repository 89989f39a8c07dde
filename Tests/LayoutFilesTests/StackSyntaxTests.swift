import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// The `stack` statement and the `hidden` and `spacingAfter` modifiers: what they declare, and
/// a located error (or warning) with a suggestion for every mistake.
@Suite("Stack syntax")
struct StackSyntaxTests {
    @Test func aStackWithEverySetting() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                stack form vertical distribution fillEqually alignment center spacing 12 baselineRelative marginsRelative margins 4 16 6 12
                label a "A" in form spacingAfter 20
                view b in form hidden spacingAfter system
                """))
        let form = try #require(document.view(named: "form"))
        #expect(form.kind.value == .stack)
        let stack = try #require(form.stack)
        #expect(stack.axisValue == .vertical)
        #expect(stack.distributionValue == .fillEqually)
        #expect(stack.alignmentValue == .center)
        #expect(stack.spacingValue == 12)
        #expect(stack.isBaselineRelativeArrangement && stack.isLayoutMarginsRelativeArrangement)
        #expect(form.layoutMargins == LayoutDirectionalEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 12))
        #expect(stack.alignment?.range == lineRange(1, 56..<62))
        let a = try #require(document.view(named: "a"))
        #expect(a.spacingAfter?.value == 20 && !a.isHidden)
        let b = try #require(document.view(named: "b"))
        #expect(b.isHidden && b.hiddenRange == lineRange(3, 16..<22))
        #expect(b.spacingAfter?.value == StackView.spacingUseSystem)
        #expect(b.stack == nil)
    }

    /// UIKit's defaults: horizontal, fill, fill, spacing 0, nothing relative (and a view's
    /// margins: UIKit's 8 on each side).
    @Test func aStackWithNoSettingsHasUIKitsDefaults() throws {
        let row = try #require(expectLayoutDocument("stack row")?.view(named: "row"))
        let stack = try #require(row.stack)
        #expect(stack.axisValue == .horizontal && stack.distributionValue == .fill && stack.alignmentValue == .fill)
        #expect(stack.spacingValue == 0 && row.layoutMargins == nil)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
    }

    /// Negative spacing (views overlap, as UIKit allows), a leading dot, one margin for all sides.
    @Test func spellingsUIKitUsersWrite() throws {
        let row = try #require(
            expectLayoutDocument("stack row spacing -4 distribution .equalCentering alignment .top margins 10")?
                .view(named: "row"))
        let stack = try #require(row.stack)
        #expect(stack.spacingValue == -4)
        #expect(stack.distributionValue == .equalCentering)
        #expect(stack.alignmentValue == .leading)
        #expect(row.layoutMargins == LayoutDirectionalEdgeInsets(all: 10))
    }

    @Test func misspeltNamesGetSuggestions() {
        expectLayoutDiagnostics(
            "stack row distribution equalSpace",
            [
                "1:24: error: unknown distribution 'equalSpace'; did you mean 'equalSpacing'?"
            ])
        expectLayoutDiagnostics(
            "stack row alignment centre", ["1:21: error: unknown alignment 'centre'; did you mean 'center'?"])
        expectLayoutDiagnostics(
            "stack row alignment middle",
            [
                "1:21: error: unknown alignment 'middle'; expected fill, leading, firstBaseline, center, trailing or lastBaseline"
            ])
        expectLayoutDiagnostics(
            "stack row verticl", ["1:11: error: unknown modifier 'verticl'; did you mean 'vertical'?"])
        expectLayoutDiagnostics(
            "stack row distribution",
            [
                "1:23: error: expected a name after 'distribution', like 'distribution equalSpacing': fill, fillEqually, "
                    + "fillProportionally, equalSpacing or equalCentering"
            ])
    }

    @Test func badValuesAreLocated() {
        expectLayoutDiagnostics(
            "stack row spacing",
            [
                "1:18: error: expected a number of points, 'system' or a metric after 'spacing', like 'spacing 8'"
            ])
        expectLayoutDiagnostics(
            "stack row spacing #",
            [
                "1:19: error: expected a number of points, 'system' or a metric after 'spacing', like 'spacing 8'"
            ])
        expectLayoutDiagnostics(
            "stack row spacing +8",
            [
                "1:19: error: expected a number of points, 'system' or a metric after 'spacing', like 'spacing 8', found '+8'"
            ])
        expectLayoutDiagnostics(
            "stack row spacing wide",
            [
                "1:19: error: unknown metric 'wide'; a spacing is a number of points, 'system' or a metric, defined like "
                    + "'metrics wide=8'"
            ])
        expectLayoutDiagnostics(
            "stack row spacing 10pt", ["1:19: error: invalid spacing '10pt'; expected a number like 8 or 0.5"])
        expectLayoutDiagnostics("stack row spacing inf", ["1:19: error: 'inf' is not a finite number"])
        // A stack's margins are a view's (the layout margins' own tests check their errors).
        expectLayoutDiagnostics(
            "stack row margins 1 2",
            ["1:22: error: 'margins' takes one or four numbers: top, leading, bottom, trailing"])
        expectLayoutDiagnostics(
            "stack row horizontal vertical",
            [
                "1:22: error: the axis is already given: 'horizontal'",
                "1:11: note: given here"
            ])
        expectLayoutDiagnostics("stack row spacing 1 spacing 2", ["1:21: error: 'spacing' is already given for 'row'"])
    }

    /// A spacing may be a metric, defined on any line; a misspelt one gets a suggestion.
    @Test func spacingsMayBeMetrics() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                stack form vertical spacing gap
                view a in form spacingAfter wide
                metrics gap=12 wide=-4
                """))
        #expect(document.view(named: "form")?.stack?.spacing == Located(12, at: lineRange(1, 29..<32)))
        #expect(document.view(named: "a")?.spacingAfter == Located(-4, at: lineRange(2, 29..<33)))
        expectLayoutDiagnostics(
            "metrics gap=12\nstack s spacing gp\nview v spacingAfter gap\nview w in s spacingAfter s",
            [
                "2:17: error: unknown metric 'gp'; did you mean 'gap'?",
                "3:21: error: 'spacingAfter' is the space after a view in a stack, but 'root' is not a stack; declare the view "
                    + "'in' a stack",
                "4:26: error: 's' is a view, not a metric; a spacing is a number of points, 'system' or a metric"
            ])
    }

    /// A stack has no size or baselines of its own, and no title.
    @Test func viewModifiersThatAStackDoesNotHave() {
        expectLayoutDiagnostics(
            "stack row intrinsic 10x10",
            [
                "1:11: error: a stack has no 'intrinsic' of its own: its size and baselines come from the views it arranges"
            ])
        expectLayoutDiagnostics(
            "stack row hugging 251",
            [
                "1:11: error: a stack has no 'hugging' of its own: its size and baselines come from the views it arranges"
            ])
        expectLayoutDiagnostics(
            "stack row \"Row\"",
            ["1:11: error: a stack has no title; declare a 'button', 'label' or 'textfield' to show text"])
        expectLayoutDiagnostics(
            "view v distribution fill",
            [
                "1:8: error: unknown modifier 'distribution'; expected in, intrinsic, hugging, compression, baseline, margins, "
                    + "preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, hidden or spacingAfter"
            ])
    }

    /// `spacingAfter` is the space after a view in a stack: elsewhere it is an error.
    @Test func spacingAfterNeedsAStack() {
        expectLayoutDiagnostics(
            "view v spacingAfter 8",
            [
                "1:8: error: 'spacingAfter' is the space after a view in a stack, but 'root' is not a stack; declare the view 'in' a stack"
            ])
        expectLayoutDiagnostics(
            "view box\nview v in box spacingAfter 8",
            [
                "2:15: error: 'spacingAfter' is the space after a view in a stack, but 'box' is not a stack; declare the view 'in' a stack"
            ])
        _ = expectLayoutDocument("stack s\nstack inner in s spacingAfter 8")
    }

    /// The baseline alignments are for rows; `top` means leading in a column and `leading` top
    /// in a row (UIKit's aliases): the name that does not fit the axis is a warning.
    @Test func alignmentsThatDoNotSuitTheAxis() {
        expectLayoutDiagnostics(
            "stack s vertical alignment firstBaseline",
            [
                "1:28: error: 'firstBaseline' alignment is for horizontal stacks only; a vertical stack aligns its views' edges or centres"
            ])
        expectLayoutDiagnostics(
            "stack s alignment leading", ["1:19: warning: in a horizontal stack 'leading' is the top edge; write 'top'"]
        )
        expectLayoutDiagnostics(
            "stack s alignment bottom vertical",
            [
                "1:19: warning: in a vertical stack 'bottom' is the trailing edge; write 'trailing'"
            ])
        _ = expectLayoutDocument("stack s alignment top\nstack t vertical alignment trailing")
        expectLayoutDiagnostics(
            "stack s baselineRelative",
            [
                "1:9: warning: 'baselineRelative' spaces the views of a vertical stack; a horizontal stack ignores it (align "
                    + "baselines with 'alignment firstBaseline')"
            ])
    }

    /// `stack` is a keyword: misspelt, it is suggested; a stack is a view, so its name cannot
    /// be taken twice, and the views in it must come after it.
    @Test func aStackIsAView() {
        expectLayoutDiagnostics("view a\nstak row", ["2:1: error: unknown statement 'stak'; did you mean 'stack'?"])
        expectLayoutDiagnostics(
            "view row\nstack row",
            [
                "2:7: error: duplicate view name 'row'",
                "1:6: note: 'row' is first declared here"
            ])
        expectLayoutDiagnostics(
            "view a in row\nstack row",
            [
                "1:11: error: parent 'row' is declared after its child 'a'; declare a parent before its children",
                "2:7: note: 'row' is declared here"
            ])
        _ = expectLayoutDocument("stack row\nview a\nH:|[row]|\nrow.top == root.top\nrow.height == a.height")
    }
}
