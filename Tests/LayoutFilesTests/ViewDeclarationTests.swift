import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// `view`, `button` and `label` statements and their modifiers.
@Suite struct ViewDeclarationTests {
    @Test func plainViewDefaults() throws {
        let view = try #require(expectLayoutDocument("view box")?.views.first)
        #expect(view.kind == Located(.view, at: lineRange(1, 1..<5)))
        #expect(view.name == Located("box", at: lineRange(1, 6..<9)))
        #expect(view.title == nil && view.parent == nil && view.parentName == "root")
        #expect(view.intrinsicContentSize == .none && view.intrinsicContentSizeRange == nil)
        #expect(
            view.contentHugging == AxisPriorities(horizontal: 250, vertical: 250) && view.contentHuggingRange == nil)
        #expect(view.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(view.compressionResistanceRange == nil)
        #expect(view.baselines == nil && view.baselinesRange == nil)
    }

    /// A stack, a text and text attributes are kept out of line; setting them and taking them
    /// back, or writing the default attributes, leaves a declaration equal to the plain one.
    @Test func outOfLinePartsCompareByValue() throws {
        let plain = try #require(expectLayoutDocument("view box")?.views.first)
        var changed = plain
        changed.textAttributes = TextAttributes()
        #expect(changed == plain && changed.hashValue == plain.hashValue)
        changed.textAttributes.numberOfLines = Located(2, at: lineRange(1, 1..<2))
        changed.stack = StackDeclaration()
        #expect(changed != plain && changed.textAttributes.numberOfLines?.value == 2)
        #expect(changed.stack == StackDeclaration())
        changed.textAttributes.numberOfLines = nil
        changed.stack = nil
        #expect(changed == plain && changed.hashValue == plain.hashValue)
    }

    @Test func everyModifierInAnyOrder() throws {
        let source =
            "view card\nview label in card intrinsic 120x- hugging 251 250 compression 750 749 baseline 14 4 # note"
        let view = try #require(expectLayoutDocument(source)?.views.last)
        #expect(view.parent == Located("card", at: lineRange(2, 15..<19)))
        #expect(view.intrinsicContentSize == IntrinsicContentSize(width: 120, height: nil))
        #expect(view.intrinsicContentSizeRange == lineRange(2, 20..<35))
        #expect(view.contentHugging == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(view.contentHuggingRange == lineRange(2, 36..<51))
        #expect(view.compressionResistance == AxisPriorities(horizontal: 750, vertical: 749))
        #expect(view.compressionResistanceRange == lineRange(2, 52..<71))
        #expect(view.baselines == BaselineOffsets(firstFromTop: 14, lastFromBottom: 4))
        #expect(view.baselinesRange == lineRange(2, 72..<85))
        #expect(view.range == lineRange(2, 1..<85))

        let reordered = try #require(
            expectLayoutDocument(
                "view card\nview label baseline 14 4 compression 750 749 hugging 251 250 intrinsic 120x- in card")?
                .views.last)
        #expect(reordered.parentName == "card" && reordered.intrinsicContentSize == view.intrinsicContentSize)
        #expect(
            reordered.contentHugging == view.contentHugging
                && reordered.compressionResistance == view.compressionResistance)
        #expect(reordered.baselines == view.baselines)
    }

    @Test func priorityNamesOneValueForBothAxesAndOffsets() throws {
        let views = try #require(
            expectLayoutDocument(
                """
                view a hugging defaultLow compression required
                view b hugging defaultLow+1 .defaultHigh compression defaultHigh - 1 fittingSizeLevel
                view c hugging 251.5
                """)?.views)
        #expect(views[0].contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
        #expect(views[0].compressionResistance == AxisPriorities(horizontal: 1000, vertical: 1000))
        #expect(views[1].contentHugging == AxisPriorities(horizontal: 251, vertical: 750))
        #expect(views[1].compressionResistance == AxisPriorities(horizontal: 749, vertical: 50))
        #expect(views[2].contentHugging.vertical.rawValue == 251.5)
    }

    @Test func intrinsicSizeForms() throws {
        let views = try #require(
            expectLayoutDocument(
                "view a intrinsic -x30\nview b intrinsic -x-\nview c intrinsic 46X30\nview d intrinsic 0.5×.25")?.views)
        #expect(
            views.map(\.intrinsicContentSize) == [
                IntrinsicContentSize(width: nil, height: 30), .none,
                IntrinsicContentSize(width: 46, height: 30),
                IntrinsicContentSize(width: 0.5, height: 0.25)
            ])
        #expect(views.map(\.intrinsicContentSize.description) == ["-x30", "-x-", "46x30", "0.5x0.25"])
    }

    @Test func buttonsAndLabels() throws {
        let views = try #require(
            expectLayoutDocument(
                """
                button ok "OK"
                label title "Hello, world" in root
                button quote "Say \\"hi\\" \\\\ # not a comment" # a comment
                label empty ""
                """)?.views)
        #expect(views.map(\.kind.value) == [.button, .label, .button, .label])
        #expect(views.map { $0.title?.value } == ["OK", "Hello, world", "Say \"hi\" \\ # not a comment", ""])
        #expect(views[0].title?.range == lineRange(1, 11..<15))
        #expect(views[1].parent == Located("root", at: lineRange(2, 31..<35)) && views[1].parentName == "root")
        #expect(views[0].intrinsicContentSize == IntrinsicContentSize(width: 18, height: 30))
        #expect(views[1].intrinsicContentSize == IntrinsicContentSize(width: 84, height: 18))
        #expect(views[3].intrinsicContentSize == IntrinsicContentSize(width: 0, height: 18))
        #expect(
            views[0].contentHugging == .defaultHugging
                && views[0].compressionResistance == .defaultCompressionResistance)
        #expect(views[1].contentHugging == AxisPriorities(horizontal: 251, vertical: 251))
        #expect(views[1].compressionResistance == .defaultCompressionResistance)
        #expect(views[0].baselines == BaselineOffsets(firstFromTop: 20, lastFromBottom: 10))
        #expect(views[1].baselines == BaselineOffsets(firstFromTop: 14, lastFromBottom: 4))
        #expect(views[2].range == lineRange(3, 1..<45))
    }

    @Test func explicitSizeAndBaselinesOverrideTheTextModel() throws {
        let views = try #require(
            expectLayoutDocument(
                """
                button a "Button" intrinsic 60x44 baseline 30 14
                label b intrinsic 10x- "Much longer text"
                button c hugging 300 "Button"
                """)?.views)
        #expect(views[0].intrinsicContentSize == IntrinsicContentSize(width: 60, height: 44))
        #expect(views[0].baselines == BaselineOffsets(firstFromTop: 30, lastFromBottom: 14))
        #expect(views[1].intrinsicContentSize == IntrinsicContentSize(width: 10, height: nil))
        #expect(views[2].intrinsicContentSize == IntrinsicContentSize(width: 46, height: 30))
        #expect(views[2].contentHugging == AxisPriorities(horizontal: 300, vertical: 300))
    }

    @Test func parentsComeBeforeChildren() throws {
        let views = try #require(expectLayoutDocument("view a\nview b in a\nview c in b\nview d in a")?.views)
        #expect(views.map(\.parentName) == ["root", "a", "b", "a"])
        #expect(expectLayoutDocument("view a\nview b in a")?.view(named: "b")?.parent?.value == "a")
    }

    @Test func nameErrors() {
        expectLayoutDiagnostics("view", ["1:5: error: expected a view name after 'view'"])
        expectLayoutDiagnostics(
            "view 1abc",
            ["1:6: error: '1abc' is not a valid view name; names are C identifiers like 'header' or '_topButton'"])
        expectLayoutDiagnostics(
            "view a-b",
            ["1:6: error: 'a-b' is not a valid view name; names are C identifiers like 'header' or '_topButton'"])
        expectLayoutDiagnostics(
            "view héllo",
            ["1:6: error: 'héllo' is not a valid view name; names are C identifiers like 'header' or '_topButton'"])
        expectLayoutDiagnostics(
            "view root", ["1:6: error: 'root' is the root view; it is always there and cannot be declared"])
    }

    @Test func duplicateNameHasANoteAtTheFirst() {
        expectLayoutDiagnostics(
            "view _topButton\nview other\nbutton _topButton \"Button\"",
            [
                "3:8: error: duplicate view name '_topButton'",
                "1:6: note: '_topButton' is first declared here"
            ])
    }

    @Test func parentErrors() {
        expectLayoutDiagnostics(
            "view card\nview label in crad", ["2:15: error: unknown view 'crad'; did you mean 'card'?"])
        expectLayoutDiagnostics(
            "view label in nowhere", ["1:15: error: unknown view 'nowhere'; declare it with 'view nowhere'"])
        expectLayoutDiagnostics(
            "view label in card\nview card",
            [
                "1:15: error: parent 'card' is declared after its child 'label'; declare a parent before its children",
                "2:6: note: 'card' is declared here"
            ])
        expectLayoutDiagnostics("view a in a", ["1:11: error: a view cannot be its own parent"])
        expectLayoutDiagnostics("view a in", ["1:10: error: expected a parent view name after 'in'"])
        expectLayoutDiagnostics("metrics pad=8\nview a in pad", ["2:11: error: 'pad' is a metric, not a view"])
    }

    @Test func modifierErrors() {
        expectLayoutDiagnostics(
            "view a intrinsics 4x4", ["1:8: error: unknown modifier 'intrinsics'; did you mean 'intrinsic'?"])
        expectLayoutDiagnostics(
            "view a big",
            [
                "1:8: error: unknown modifier 'big'; expected in, intrinsic, hugging, compression, baseline, "
                    + "margins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, hidden or spacingAfter"
            ])
        expectLayoutDiagnostics(
            "view a intrinsic 10x10 intrinsic 20x20", ["1:24: error: 'intrinsic' is already given for 'a'"])
        expectLayoutDiagnostics(
            "view a hugging", ["1:15: error: expected a priority after 'hugging', like 'hugging 251 250'"])
        expectLayoutDiagnostics(
            "view a compression high",
            [
                "1:20: error: unknown priority 'high'; use a number from 1 to 1000 or one of required, defaultHigh, "
                    + "dragThatCanResizeScene, sceneSizeStayPut, dragThatCannotResizeScene, defaultLow, fittingSizeLevel"
            ])
        expectLayoutDiagnostics(
            "view a compression =750",
            ["1:20: error: expected a priority after 'compression', like 'compression 750 750', found '=750'"])
        expectLayoutDiagnostics(
            "view a hugging defaultLw", ["1:16: error: unknown priority 'defaultLw'; did you mean 'defaultLow'?"])
        expectLayoutDiagnostics(
            "view a hugging 0", ["1:16: error: priority 0 is out of range; priorities are 1 to 1000"])
        expectLayoutDiagnostics(
            "view a hugging required+1", ["1:16: error: priority 1001 is out of range; priorities are 1 to 1000"])
        expectLayoutDiagnostics(
            "view a hugging defaultLow +", ["1:28: error: expected a number after '+', like 'defaultLow + 1'"])
        expectLayoutDiagnostics(
            "view a hugging 251 250 251",
            [
                "1:24: error: unknown modifier '251'; expected in, intrinsic, hugging, compression, baseline, "
                    + "margins, preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea, hidden or spacingAfter"
            ])
        expectLayoutDiagnostics(
            "view a baseline 14",
            [
                "1:19: error: 'baseline' needs two offsets, the first baseline from the top and the last from the bottom, like 'baseline 14 4'"
            ])
        expectLayoutDiagnostics(
            "view a baseline 14 x",
            [
                "1:20: error: 'baseline' needs two offsets, the first baseline from the top and the last from the bottom, like 'baseline 14 4'; found 'x'"
            ])
        expectLayoutDiagnostics(
            "view a baseline 14 -4",
            [
                "1:20: error: 'baseline' needs two offsets, the first baseline from the top and the last from the bottom, like 'baseline 14 4'; found '-4'"
            ])
    }

    @Test func sizeErrors() {
        expectLayoutDiagnostics("view a intrinsic", ["1:17: error: expected a size after 'intrinsic', like 46x30"])
        expectLayoutDiagnostics(
            "view a intrinsic 46x", ["1:21: error: size '46x' has no height; write WIDTHxHEIGHT, like 46x30"])
        expectLayoutDiagnostics(
            "view a intrinsic x30", ["1:18: error: size 'x30' has no width; write WIDTHxHEIGHT, like 46x30"])
        expectLayoutDiagnostics("view a intrinsic 46", ["1:18: error: expected a size like 46x30, found '46'"])
        expectLayoutDiagnostics(
            "view a intrinsic 4ax30", ["1:18: error: invalid width '4a'; expected a number like 8 or 0.5"])
        expectLayoutDiagnostics(
            "view a intrinsic 46x3.0.1", ["1:21: error: invalid height '3.0.1'; expected a number like 8 or 0.5"])
        expectLayoutDiagnostics("view a intrinsic -4x30", ["1:18: error: a width cannot be negative"])
        expectLayoutDiagnostics("view a intrinsic 46xinf", ["1:21: error: 'inf' is not a finite number"])
        // Where the grammar stops at a word, nan and inf are named as what they are.
        expectLayoutDiagnostics("view a hugging 251 inf", ["1:20: error: 'inf' is not a finite number"])
        expectLayoutDiagnostics("view a compression 751 nan", ["1:24: error: 'nan' is not a finite number"])
        expectLayoutDiagnostics("view a baseline 14 nan", ["1:20: error: 'nan' is not a finite number"])
        expectLayoutDiagnostics("view a baseline infinity 4", ["1:17: error: 'infinity' is not a finite number"])
        expectLayoutDiagnostics(
            "view a intrinsic 1000001x1",
            ["1:18: error: width '1000001' is out of range; sizes are limited to 1000000 points"])
        expectLayoutDiagnostics(
            "view a intrinsic \(String(repeating: "9", count: 40))x1",
            [
                "1:18: error: width '9999999999999999999999999999999999999999' is out of range; sizes are limited to 1000000 points"
            ])
    }

    @Test func titleErrors() {
        expectLayoutDiagnostics(
            "button b", ["1:8: error: a button needs a title in double quotes: 'button b \"Title\"'"])
        expectLayoutDiagnostics(
            "label l in root", ["1:7: error: a label needs a title in double quotes: 'label l \"Title\"'"])
        expectLayoutDiagnostics(
            "button b Button",
            ["1:10: error: expected a title in double quotes, found 'Button'; write it like \"Button\""])
        expectLayoutDiagnostics("button b \"Button", ["1:10: error: unterminated title; add a closing '\"'"])
        expectLayoutDiagnostics("button b \"Button\\\"", ["1:10: error: unterminated title; add a closing '\"'"])
        expectLayoutDiagnostics(
            "button b \"Bu\\tton\"", ["1:13: error: unknown escape '\\t' in a title; titles support \\\", \\\\ and \\n"]
        )
        expectLayoutDiagnostics(
            "view a \"title\"",
            ["1:8: error: a plain view has no title; declare a 'button', 'label' or 'textfield' to show text"])
        expectLayoutDiagnostics("label l \"a\" \"b\"", ["1:13: error: the title is already given"])
        expectLayoutDiagnostics("label l “Hello”", ["1:9: error: titles use straight double quotes: \"Title\""])
    }

    @Test(arguments: ["“", "”", "„", "'", "‘", "’", "«"])
    func typographicQuoteBeforeATitle(quote: String) {
        expectLayoutDiagnostics(
            "label l \(quote)Hello\(quote)", ["1:9: error: titles use straight double quotes: \"Title\""])
    }

    @Test func aBrokenModifierStillDeclaresTheView() {
        // Only the modifier is reported; later uses of 'a' do not cascade into "unknown view".
        expectLayoutDiagnostics(
            "view a intrinsic 46x\na.width == 10",
            ["1:21: error: size '46x' has no height; write WIDTHxHEIGHT, like 46x30"])
    }

    @Test func baselineOutsideTheIntrinsicHeightIsAWarning() throws {
        let result = parseLayout("view a intrinsic 10x10 baseline 40 4")
        #expect(
            layoutDiagnosticLines("view a intrinsic 10x10 baseline 40 4") == [
                "1:24: warning: the first baseline offset 40 is larger than the intrinsic height of 'a' (10 points)"
            ])
        #expect(result.document != nil && !result.hasErrors)
    }

    /// Without an `intrinsic` size, baselines are checked against the title's height in the
    /// iOS 7 model (a text field without one: its empty placeholder's), whatever the text model
    /// and wherever the title is written; an `intrinsic` size wins.
    @Test func baselinesAreCheckedAgainstTheTitlesHeight() {
        expectLayoutDiagnostics(
            """
            text system
            label a "Hi" font 40 baseline 30 4
            label b baseline 20 4 "Hi"
            button c "Go" baseline 25 4
            textfield d baseline 40 4
            label e "Hi" intrinsic 10x50 baseline 40 4
            activity f large baseline 30 4
            """,
            [
                "2:22: warning: the first baseline offset 30 is larger than the intrinsic height of 'a' (18 points)",
                "3:9: warning: the first baseline offset 20 is larger than the intrinsic height of 'b' (18 points)",
                "5:13: warning: the first baseline offset 40 is larger than the intrinsic height of 'd' (30 points)"
            ])
    }
}
