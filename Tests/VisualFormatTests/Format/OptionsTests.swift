import AutoLayout
import Testing

@testable import VisualFormat

/// Format options: alignment, direction and spacing.
@Suite struct OptionsTests {
    let abc: Set<String> = ["a", "b", "c"]

    static let verticalAlignments: [(FormatOptions, LayoutAttribute)] = [
        (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline)
    ]
    static let horizontalAlignments: [(FormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading),
        (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX)
    ]

    @Test(arguments: verticalAlignments)
    func alignmentInAHorizontalFormat(_ option: FormatOptions, _ attribute: LayoutAttribute) {
        #expect(
            shapes("|[a]-[b][c]", options: option, views: abc) == [
                space("a", .leading, "|", .leading, 0),
                space("b", .leading, "a", .trailing, 8, standard: true),
                space("c", .leading, "b", .trailing, 0),
                align("a", "b", attribute),
                align("b", "c", attribute)
            ])
        #expect(failure("V:[a][b]", options: option, views: abc)?.kind == .alignmentOnLayoutAxis(.vertical))
    }

    @Test(arguments: horizontalAlignments)
    func alignmentInAVerticalFormat(_ option: FormatOptions, _ attribute: LayoutAttribute) {
        #expect(
            shapes("V:[a]-[b]", options: option, views: abc) == [
                space("b", .top, "a", .bottom, 8, standard: true),
                align("a", "b", attribute)
            ])
        #expect(failure("H:[a][b]", options: option, views: abc)?.kind == .alignmentOnLayoutAxis(.horizontal))
    }

    @Test func severalAlignmentsComeInAttributeOrder() {
        let options: FormatOptions = [.alignAllCenterY, .alignAllTop, .alignAllFirstBaseline]
        #expect(
            shapes("[a][b]", options: options, views: abc).filter { $0.kind == .alignment } == [
                align("a", "b", .top), align("a", "b", .centerY), align("a", "b", .firstBaseline)
            ])
    }

    /// One alignment per pair of views, even when the connection has several predicates.
    @Test func oneAlignmentPerPair() {
        #expect(
            shapes("[a]-(>=1,<=9)-[b]", options: .alignAllTop, views: abc).filter { $0.kind == .alignment }
                == [align("a", "b", .top)])
    }

    @Test func directionLeadingToTrailingIsTheDefault() {
        #expect(FormatOptions.directionLeadingToTrailing == [])
        #expect(
            shapes("|-[a]-[b]-|", options: .directionLeadingToTrailing, views: abc)
                == shapes("|-[a]-[b]-|", views: abc))
    }

    @Test func directionLeftToRight() {
        #expect(
            shapes("|-5-[a]-[b]-7-|", options: .directionLeftToRight, views: abc) == [
                space("a", .left, "|", .left, 5),
                space("b", .left, "a", .right, 8, standard: true),
                space("|", .right, "b", .right, 7)
            ])
    }

    /// Right to left reads the format from the right: the first view is the rightmost.
    @Test func directionRightToLeft() {
        #expect(
            shapes("|-5-[a]-10-[b]-7-|", options: [.directionRightToLeft, .alignAllTop], views: abc) == [
                space("|", .right, "a", .right, 5),
                space("a", .left, "b", .right, 10),
                space("b", .left, "|", .left, 7),
                align("b", "a", .top)
            ])
    }

    @Test func directionDoesNotAffectVerticalFormats() {
        #expect(
            shapes("V:|-[a]-[b]", options: .directionRightToLeft, views: abc) == [
                space("a", .top, "|", .top, 20, standard: true),
                space("b", .top, "a", .bottom, 8, standard: true)
            ])
    }

    @Test func baselineToBaselineSpacing() {
        #expect(
            shapes("V:|-[a]-12-[b]-|", options: .spacingBaselineToBaseline, views: abc) == [
                // Apple uses the baselines of views next to the superview too.
                space("a", .firstBaseline, "|", .top, 20, standard: true),
                space("b", .firstBaseline, "a", .lastBaseline, 12),
                space("|", .bottom, "b", .lastBaseline, 20, standard: true)
            ])
        #expect(FormatOptions.spacingEdgeToEdge == [])
        #expect(
            failure("[a][b]", options: .spacingBaselineToBaseline, views: abc)?.kind
                == .baselineSpacingInHorizontalLayout)
    }

    @Test func rawValuesAreApples() {
        #expect(FormatOptions.alignAllLeft.rawValue == 1 << 1)
        #expect(FormatOptions.alignAllTrailing.rawValue == 1 << 6)
        #expect(FormatOptions.alignAllCenterX.rawValue == 1 << 9)
        #expect(FormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(FormatOptions.alignmentMask.rawValue == 0xFFFF)
        #expect(FormatOptions.directionRightToLeft.rawValue == 2 << 16)
        #expect(FormatOptions.directionMask.rawValue == 3 << 16)
        #expect(FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
    }

    @Test func lookupByName() {
        for (name, option) in FormatOptions.named {
            #expect(FormatOptions(named: name) == option)
        }
        #expect(FormatOptions.named.count == 15)
        #expect(FormatOptions(named: "alignAllCenterY") == .alignAllCenterY)
        #expect(FormatOptions(named: "directionRightToLeft") == .directionRightToLeft)
        #expect(FormatOptions(named: "AlignAllCenterY") == nil)
        #expect(FormatOptions(named: "alignmentMask") == nil)
        #expect(FormatOptions(named: "") == nil)
    }

    @Test func optionsDescription() {
        #expect(
            FormatOptions([.alignAllTop, .directionLeftToRight]).description == "[.alignAllTop, .directionLeftToRight]")
        #expect(FormatOptions([]).description == "[]")
        #expect(FormatOptions(rawValue: 1 << 7 | 1 << 3).description == "[.alignAllTop, 0x80]")
        #expect(FormatOptions(rawValue: 3 << 16).description == "[0x30000]")
    }

    /// Bits 7 and 8 are NSLayoutAttribute width and height; Apple aligns on them too.
    @Test func unnamedAttributeBits() {
        #expect(
            shapes("V:[a][b]", options: FormatOptions(rawValue: 1 << 7), views: abc).last == align("a", "b", .width))
        #expect(
            failure("H:[a][b]", options: FormatOptions(rawValue: 1 << 7), views: abc)?.kind
                == .alignmentOnLayoutAxis(.horizontal))
    }
}
