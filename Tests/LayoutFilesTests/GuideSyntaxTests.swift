import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// The file syntax of issue 19: `guide`, `safearea`, `spacing ... margins`, the `margins`,
/// `preservesSuperviewLayoutMargins` and `insetsLayoutMarginsFromSafeArea` modifiers, a
/// view's guides and the margin attributes in equations, with their located errors.
@Suite struct GuideSyntaxTests {
    static let views = "view a\nview card\nview c in card\nguide g in card\n"

    /// The diagnostics of one line (line 5) after views a, card, c (in card) and guide g (in card).
    func errors(_ line: String) -> [String] {
        layoutDiagnosticLines(Self.views + line)
    }

    func equation(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutEquation? {
        expectLayoutDocument(Self.views + line, sourceLocation: sourceLocation)?.equations.first
    }

    // MARK: guide

    @Test func guideDeclarations() throws {
        let document = try #require(
            expectLayoutDocument("guide content\nguide gap in card   # owner declared later\nview card"))
        #expect(
            document.guides == [
                GuideDeclaration(
                    name: Located("content", at: lineRange(1, 7..<14)), owner: nil, range: lineRange(1, 1..<14)),
                GuideDeclaration(
                    name: Located("gap", at: lineRange(2, 7..<10)), owner: Located("card", at: lineRange(2, 14..<18)),
                    range: lineRange(2, 1..<18))
            ])
        #expect(
            document.guides.map(\.ownerName) == ["root", "card"] && document.guide(named: "gap")?.owner?.value == "card"
        )
    }

    @Test func guideErrors() {
        expectLayoutDiagnostics(
            "view a\nguide g\nguide g",
            ["3:7: error: duplicate guide name 'g'", "2:7: note: 'g' is first declared here"])
        expectLayoutDiagnostics(
            "view a\nguide a",
            [
                "2:7: error: 'a' is already a view; give the guide another name",
                "1:6: note: view 'a' is declared here"
            ])
        expectLayoutDiagnostics(
            "guide a\nview a",
            [
                "2:6: error: 'a' is already a layout guide; give the view another name",
                "1:7: note: guide 'a' is declared here"
            ])
        expectLayoutDiagnostics(
            "view card\nguide g in crad", ["2:12: error: unknown view 'crad'; did you mean 'card'?"])
        expectLayoutDiagnostics("view a\nguide g in h\nguide h", ["2:12: error: 'h' is a layout guide, not a view"])
        expectLayoutDiagnostics(
            "view a\nguide g on a",
            ["2:9: error: unexpected 'on' after the guide; a guide takes only 'in VIEW', its owner"])
        expectLayoutDiagnostics(
            "view a\nguide root", ["2:7: error: 'root' is the root view; choose another name for the guide"])
        expectLayoutDiagnostics("view a\nguide", ["2:6: error: expected a guide name after 'guide'"])
        expectLayoutDiagnostics(
            "view a\nguide g\nmetrics g=4",
            [
                "3:9: error: 'g' is both a layout guide and a metric; give them "
                    + "different names", "2:7: note: guide 'g' is declared here"
            ])
        expectLayoutDiagnostics("view a in g\nguide g", ["1:11: error: 'g' is a layout guide, not a view"])
        expectLayoutDiagnostics("view a\ngide g", ["2:1: error: unknown statement 'gide'; did you mean 'guide'?"])
    }

    /// Apple's VFL takes views only.
    @Test func aGuideInAVisualFormatString() {
        #expect(
            errors("H:[a][g]") == [
                "5:7: error: 'g' is a layout guide; VFL strings take views only, as Apple's do: "
                    + "relate the guide in an equation, like 'g.leading == a.trailing'"
            ])
    }

    // MARK: Equations

    @Test func aViewsGuidesInEquations() throws {
        let safe = try #require(equation("a.top == root.safeArea.top + 8"))
        #expect(safe.secondItem?.value == "root" && safe.secondAttribute?.value == .top && safe.firstGuide == nil)
        #expect(safe.secondGuide == Located(.safeArea, at: lineRange(5, 15..<23)))
        let margins = try #require(equation("c.leading == card.margins.leading"))
        #expect(margins.secondGuide?.value == .margins && margins.secondItem?.value == "card")
        let uikitNames = try #require(equation("root.safeAreaLayoutGuide.bottom == card.layoutMarginsGuide.bottom"))
        #expect(uikitNames.firstGuide?.value == .safeArea && uikitNames.secondGuide?.value == .margins)
        let spaced = try #require(equation("a.top == root . safeArea . top"))
        #expect(spaced.secondGuide?.value == .safeArea)
    }

    @Test func marginAttributesAndGuidesInEquations() throws {
        let margin = try #require(equation("a.leading == root.leadingMargin + 4"))
        #expect(margin.secondAttribute?.value == .leadingMargin && margin.constantValue == 4)
        for line in [
            "c.left == card.leftMargin", "c.right == card.rightMargin", "c.top == card.topMargin",
            "c.bottom == card.bottomMargin", "c.trailing == card.trailingMargin",
            "c.centerX == card.centerXWithinMargins", "c.centerY == card.centerYWithinMargins"
        ] {
            #expect(equation(line)?.secondAttribute?.value.isMargin == true, "\(line)")
        }
        let guide = try #require(equation("g.leading == a.trailing"))
        #expect(guide.firstItem.value == "g" && guide.firstGuide == nil)
        #expect(equation("g.width == 0.5 * card.width @750") != nil)
    }

    @Test func guideErrorsInEquations() {
        #expect(
            errors("a.top == root.safearea.top") == [
                "5:15: error: unknown guide 'safearea' of 'root'; did you mean 'safeArea'?"
            ])
        #expect(
            errors("a.top == root.margin.top") == [
                "5:15: error: unknown guide 'margin' of 'root'; did you mean 'margins'?"
            ])
        #expect(
            errors("a.top == root.frame.top") == [
                "5:15: error: 'root.frame' is not a guide; a view's guides are 'safeArea' "
                    + "and 'margins', like 'root.safeArea.top'"
            ])
        #expect(
            errors("a.top == root.safeArea + 8") == [
                "5:23: error: expected '.' and an attribute after 'root.safeArea', like "
                    + "'root.safeArea.top'"
            ])
        #expect(
            errors("a.top == root.safeArea.") == [
                "5:24: error: expected an attribute after 'root.safeArea.', like 'root.safeArea.top'"
            ])
        #expect(
            errors("a.top == g.safeArea.top") == [
                "5:12: error: 'g' is a layout guide; only views have 'safeArea' and 'margins'"
            ])
        #expect(
            errors("a.top == g.lastBaseline") == [
                "5:12: error: 'g' is a layout guide and has no baselines; use its top or bottom"
            ])
        #expect(
            errors("a.leading == g.leadingMargin") == [
                "5:16: error: 'g' is a layout guide and has no margins; use its edge, "
                    + "like 'g.leading', or a view's margin"
            ])
        #expect(
            errors("a.leading == root.safeArea.leadingMargin") == [
                "5:28: error: 'root.safeArea' is a layout guide and has no "
                    + "margins; use its edge, like 'root.safeArea.leading', or a view's margin"
            ])
        #expect(errors("a.top == gg.top") == ["5:10: error: unknown view 'gg'; did you mean 'g'?"])
        #expect(
            errors("a.left == root.leadingMargin") == [
                "5:16: error: cannot mix 'left' with 'leadingMargin'; "
                    + "use leading/trailing on both sides or left/right on both sides"
            ])
        #expect(errors("g") == ["5:2: error: expected '.' and an attribute after 'g', like 'g.width == 100'"])
    }

    // MARK: Modifiers

    @Test func marginModifiers() throws {
        let document = try #require(
            expectLayoutDocument(
                "view a margins 16\nview b margins 8 20 8 10 preservesSuperviewLayoutMargins true\n"
                    + "view c insetsLayoutMarginsFromSafeArea false"))
        let (a, b, c) = (document.views[0], document.views[1], document.views[2])
        #expect(a.layoutMargins == LayoutDirectionalEdgeInsets(all: 16) && a.layoutMarginsRange == lineRange(1, 8..<18))
        #expect(b.layoutMargins == LayoutDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 10))
        #expect(b.preservesSuperviewLayoutMargins && b.insetsLayoutMarginsFromSafeArea)
        #expect(b.flagRanges["preservesSuperviewLayoutMargins"] == lineRange(2, 26..<62))
        #expect(c.layoutMargins == nil && !c.insetsLayoutMarginsFromSafeArea && !c.preservesSuperviewLayoutMargins)
    }

    @Test func marginModifierErrors() {
        expectLayoutDiagnostics(
            "view a margins 8 16", ["1:20: error: 'margins' takes one or four numbers: top, leading, bottom, trailing"])
        expectLayoutDiagnostics(
            "view a margins 8 16 in root",
            [
                "1:21: error: 'margins' takes one or four numbers: top, leading, "
                    + "bottom, trailing; found 'in'"
            ])
        expectLayoutDiagnostics("view a margins -8", ["1:16: error: margin cannot be negative"])
        expectLayoutDiagnostics(
            "view a margins", ["1:15: error: 'margins' takes one or four numbers: top, leading, bottom, trailing"])
        expectLayoutDiagnostics("view a margins 8 margins 4", ["1:18: error: 'margins' is already given for 'a'"])
        expectLayoutDiagnostics(
            "view a preservesSuperviewLayoutMargins ture",
            ["1:40: error: 'ture' is not a boolean; did you mean 'true'?"])
        expectLayoutDiagnostics(
            "view a insetsLayoutMarginsFromSafeArea",
            [
                "1:39: error: expected 'true' or 'false' after "
                    + "'insetsLayoutMarginsFromSafeArea'"
            ])
        expectLayoutDiagnostics("view a margin 8", ["1:8: error: unknown modifier 'margin'; did you mean 'margins'?"])
    }

    // MARK: safearea and spacing

    @Test func safeAreaStatements() throws {
        let both = try #require(expectLayoutDocument("canvas 375x812\nsafearea 44 0 34 0\nview a"))
        #expect(both.safeArea?.portrait == LayoutEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(both.safeArea?.landscape == both.safeArea?.portrait && both.safeArea?.range == lineRange(2, 1..<19))
        let each = try #require(expectLayoutDocument("safearea landscape 0 44 21 44 portrait 44 0 34 0\nview a"))
        #expect(
            each.safeAreaInsets(at: LayoutSize(width: 375, height: 812))
                == LayoutEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(
            each.safeAreaInsets(at: LayoutSize(width: 812, height: 375))
                == LayoutEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let one = try #require(expectLayoutDocument("safearea portrait 20 0 0 0\nview a"))
        #expect(one.safeAreaInsets(at: LayoutSize(width: 568, height: 320)) == .zero)
        // The orientation a statement leaves out keeps the device's insets.
        let device = try #require(expectLayoutDocument("canvas iphone-15\nsafearea portrait 0 0 0 0\nview a"))
        #expect(device.safeAreaInsets(at: LayoutSize(width: 393, height: 852)) == .zero)
        #expect(
            device.safeAreaInsets(at: LayoutSize(width: 852, height: 393))
                == LayoutEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func sizeClassStatements() throws {
        let portrait = LayoutSize(width: 400, height: 800), landscape = LayoutSize(width: 800, height: 400)
        let both = try #require(expectLayoutDocument("canvas 400x800\nsizeclass regular\nview a"))
        #expect(both.sizeClass?.range == lineRange(2, 1..<18))
        #expect(
            both.screen(at: portrait).horizontalSizeClass == .regular
                && both.screen(at: landscape).horizontalSizeClass == .regular)
        let each = try #require(expectLayoutDocument("sizeclass landscape regular\nview a"))
        #expect(
            each.screen(at: portrait) == ScreenTraits() && each.screen(at: landscape).horizontalSizeClass == .regular)
        // A device's own: an iPhone 16 Pro Max is regular in landscape, an iPad in both.
        let max = try #require(expectLayoutDocument("canvas iphone-16-pro-max\nview a"))
        #expect(max.screen(at: LayoutSize(width: 440, height: 956)).horizontalSizeClass == .compact)
        #expect(max.screen(at: LayoutSize(width: 956, height: 440)).horizontalSizeClass == .regular)
        let overridden = try #require(expectLayoutDocument("canvas ipad\nsizeclass portrait compact\nview a"))
        #expect(
            overridden.screen(at: LayoutSize(width: 768, height: 1024))
                == ScreenTraits(
                    safeAreaInsets: LayoutEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                    horizontalSizeClass: .compact))
        #expect(overridden.screen(at: LayoutSize(width: 1024, height: 768)).horizontalSizeClass == .regular)
    }

    @Test func sizeClassErrors() {
        expectLayoutDiagnostics(
            "sizeclass\nview a",
            [
                "1:10: error: expected a size class after 'sizeclass', like 'sizeclass regular' "
                    + "or 'sizeclass portrait compact landscape regular'"
            ])
        expectLayoutDiagnostics(
            "sizeclass reguler\nview a", ["1:11: error: unknown size class 'reguler'; did you mean 'regular'?"])
        expectLayoutDiagnostics(
            "sizeclass portrat compact\nview a",
            [
                "1:11: error: unexpected 'portrat' in 'sizeclass'; "
                    + "did you mean 'portrait'?"
            ])
        expectLayoutDiagnostics(
            "sizeclass 12\nview a",
            [
                "1:11: error: unexpected '12' in 'sizeclass'; expected a size "
                    + "class, like 'sizeclass regular' or 'sizeclass portrait compact landscape regular'"
            ])
        expectLayoutDiagnostics(
            "sizeclass portrait reguler\nview a", ["1:20: error: unknown size class 'reguler'; did you mean 'regular'?"]
        )
        expectLayoutDiagnostics(
            "sizeclass landscape\nview a", ["1:20: error: expected 'compact' or 'regular' after 'landscape'"])
        expectLayoutDiagnostics(
            "sizeclass landscape wide\nview a",
            [
                "1:21: error: expected 'compact' or 'regular' after 'landscape', "
                    + "found 'wide'"
            ])
        expectLayoutDiagnostics(
            "sizeclass compact regular\nview a", ["1:19: error: unexpected 'regular' after the size class"])
        expectLayoutDiagnostics(
            "sizeclass compact\nsizeclass regular\nview a",
            [
                "2:1: error: the size class is already set",
                "1:1: note: first set here"
            ])
        expectLayoutDiagnostics(
            "view a\nsizeclas compact", ["2:1: error: unknown statement 'sizeclas'; did you mean 'sizeclass'?"])
    }

    @Test func safeAreaErrors() {
        expectLayoutDiagnostics(
            "safearea 44 0 34\nview a", ["1:17: error: 'safearea' takes four numbers: top, left, bottom, right"])
        expectLayoutDiagnostics(
            "safearea\nview a",
            [
                "1:9: error: expected the insets (top, left, bottom, right) after 'safearea', "
                    + "like 'safearea 59 0 34 0' or 'safearea portrait 59 0 34 0 landscape 0 59 21 59'"
            ])
        expectLayoutDiagnostics(
            "safearea portrit 1 2 3 4\nview a",
            ["1:10: error: unexpected 'portrit' in 'safearea'; did you mean 'portrait'?"])
        expectLayoutDiagnostics(
            "safearea portrait 1 2 3 4 portrait 1 2 3 4\nview a", ["1:27: error: 'portrait' is already given"])
        expectLayoutDiagnostics("safearea 1 2 3 -4\nview a", ["1:16: error: safe-area inset cannot be negative"])
        expectLayoutDiagnostics("safearea 1 2 3 4 5\nview a", ["1:18: error: unexpected '5' after the safe area"])
        expectLayoutDiagnostics(
            "safearea 1 2 3 4\nsafearea 1 2 3 4\nview a",
            [
                "2:1: error: the safe area is already set",
                "1:1: note: first set here"
            ])
    }

    @Test func spacingToTheMargins() throws {
        let document = try #require(expectLayoutDocument("spacing 8 margins\nview a\nH:|-[a]-|"))
        #expect(document.spacesToLayoutMargins && document.spacing?.layoutMargins == lineRange(1, 11..<18))
        #expect(
            document.visualFormatLines.first?.constraints.map(\.description) == [
                "a.leading == superview.leadingMargin",
                "superview.trailingMargin == a.trailing"
            ])
        let fixed = try #require(expectLayoutDocument("spacing 8 20\nview a\nH:|-[a]-|"))
        #expect(
            !fixed.spacesToLayoutMargins
                && fixed.visualFormatLines.first?.constraints.map(\.description) == ["H:|-(20)-[a]", "H:[a]-(20)-|"])
        expectLayoutDiagnostics(
            "spacing 8 margin\nview a",
            ["1:11: error: unexpected 'margin' after the sibling spacing; did you mean 'margins'?"])
        expectLayoutDiagnostics("spacing 8 margins 4\nview a", ["1:19: error: unexpected '4' after the spacing"])
    }

    // MARK: Devices

    /// A device canvas has the device's insets at its two sizes and none at another; a plain
    /// canvas has none unless the file gives them.
    @Test func theSafeAreaAtEachSize() throws {
        let device = try #require(expectLayoutDocument("canvas iphone-x\nview a"))
        #expect(
            device.safeAreaInsets(at: LayoutSize(width: 375, height: 812))
                == LayoutEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(
            device.safeAreaInsets(at: LayoutSize(width: 812, height: 375))
                == LayoutEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(device.safeAreaInsets(at: LayoutSize(width: 320, height: 568)) == .zero)
        let plain = try #require(expectLayoutDocument("canvas 375x812\nview a"))
        #expect(plain.safeAreaInsets(at: LayoutSize(width: 375, height: 812)) == .zero)
        let overridden = try #require(expectLayoutDocument("canvas iphone-x\nsafearea 0 0 0 0\nview a"))
        #expect(overridden.safeAreaInsets(at: LayoutSize(width: 375, height: 812)) == .zero)
    }
}
