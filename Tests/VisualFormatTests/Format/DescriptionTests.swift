import AutoLayout
import Testing

@testable import VisualFormat

/// Descriptions in the style of Apple's constraint logs.
@Suite struct DescriptionTests {
    func descriptions(_ format: String, options: FormatOptions = [], metrics: [String: Double] = [:]) -> [String] {
        (try? VisualFormatLanguage.constraints(
            withVisualFormat: format, options: options, metrics: metrics,
            views: ["a", "b"]))?.map(\.description) ?? ["<error>"]
    }

    @Test func visualForms() {
        #expect(descriptions("[a(>=50)]") == ["H:[a(>=50)]"])
        #expect(descriptions("V:[a(15)]") == ["V:[a(15)]"])
        #expect(descriptions("[a(100@20)]") == ["H:[a(100@20)]"])
        #expect(descriptions("[a(20.333333)]") == ["H:[a(20.3333)]"])
        #expect(descriptions("[a]-10-[b]") == ["H:[a]-(10)-[b]"])
        #expect(descriptions("[a][b]") == ["H:[a]-(0)-[b]"])
        #expect(descriptions("|-[a]-(>=20@750)-|") == ["H:|-(20)-[a]", "H:[a]-(>=20@750)-|"])
        #expect(descriptions("V:|-(-5)-[a]-8-|") == ["V:|-(-5)-[a]", "V:[a]-(8)-|"])
    }

    @Test func leftAndRightGetTheLTRSuffix() {
        #expect(
            descriptions("|-[a]-(>=20)-|", options: .directionLeftToRight)
                == ["H:|-(20)-[a](LTR)", "H:[a]-(>=20)-|(LTR)"])
        // Right to left: `a.left == b.right + 10`, so b is drawn on the left.
        #expect(descriptions("[a]-10-[b]", options: .directionRightToLeft) == ["H:[b]-(10)-[a](LTR)"])
    }

    @Test func equationForms() {
        #expect(descriptions("[a(==b)]") == ["a.width == b.width"])
        #expect(descriptions("[a(<=b@250)]") == ["a.width <= b.width @250"])
        #expect(descriptions("V:[a][b]", options: .alignAllLeading) == ["V:[a]-(0)-[b]", "a.leading == b.leading"])
        #expect(
            descriptions("V:[a]-12-[b]", options: .spacingBaselineToBaseline)
                == ["b.firstBaseline == a.lastBaseline + 12"])
        let negative = VisualFormatConstraint(
            first: .view("b"), .firstBaseline, .greaterThanOrEqual, second: .superview, .top,
            constant: -2.5, priority: 999, axis: .vertical, kind: .spacing, range: 0..<1)
        #expect(negative.description == "b.firstBaseline >= superview.top - 2.5 @999")
        #expect(negative.equationDescription == negative.description)
        let withMultiplier = VisualFormatConstraint(
            first: .view("a"), .width, .equal, second: .view("b"), .height, multiplier: 2,
            axis: .horizontal, kind: .size, range: 0..<1)
        #expect(withMultiplier.description == "a.width == b.height * 2")
    }

    @Test func equationOfEveryKind() throws {
        let constraints = try VisualFormatLanguage.constraints(
            withVisualFormat: "|-[a(>=50)]-10-[b]", options: .alignAllTop, views: ["a", "b"])
        #expect(
            constraints.map(\.equationDescription) == [
                "a.leading == superview.leading + 20",
                "a.width >= 50",
                "b.leading == a.trailing + 10",
                "a.top == b.top"
            ])
        #expect(VisualFormatConstraint.Item.superview.description == "|")
        #expect(VisualFormatConstraint.Item.view("a").description == "a")
    }
}
