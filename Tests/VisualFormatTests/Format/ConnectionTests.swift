import AutoLayout
import Testing

@testable import VisualFormat

/// Items, attributes, signs and order of the constraints made from connections and sizes.
@Suite struct ConnectionTests {
    let ab: Set<String> = ["a", "b"]

    @Test func noOrientationMeansHorizontal() {
        #expect(shapes("[a]-10-[b]", views: ab) == shapes("H:[a]-10-[b]", views: ab))
        #expect(shapes("[a]-10-[b]", views: ab) == [space("b", .leading, "a", .trailing, 10)])
    }

    @Test func superviewEdges() {
        #expect(shapes("H:|-10-[a]", views: ab) == [space("a", .leading, "|", .leading, 10)])
        #expect(shapes("H:[a]-10-|", views: ab) == [space("|", .trailing, "a", .trailing, 10)])
        #expect(shapes("V:|-10-[a]", views: ab) == [space("a", .top, "|", .top, 10)])
        #expect(shapes("V:[a]-10-|", views: ab) == [space("|", .bottom, "a", .bottom, 10)])
        #expect(
            shapes("|[a]|", views: ab) == [
                space("a", .leading, "|", .leading, 0), space("|", .trailing, "a", .trailing, 0)
            ])
    }

    @Test func standardSpacingIsConfigurable() {
        let spacing = StandardSpacing(sibling: 6, superview: 16)
        #expect(
            shapes("|-[a]-[b]-|", views: ab, spacing: spacing) == [
                space("a", .leading, "|", .leading, 16, standard: true),
                space("b", .leading, "a", .trailing, 6, standard: true),
                space("|", .trailing, "b", .trailing, 16, standard: true)
            ])
        #expect(StandardSpacing() == StandardSpacing(sibling: 8, superview: 20))
        #expect(StandardSpacing.apple == StandardSpacing())
        // An explicit 8 is not a standard space.
        #expect(shapes("[a]-8-[b]", views: ab) == [space("b", .leading, "a", .trailing, 8)])
    }

    @Test func relationsAndPrioritiesInConnections() {
        #expect(
            shapes("[a]-(>=10,<=30@750)-[b]", views: ab) == [
                space("b", .leading, .greaterThanOrEqual, "a", .trailing, 10),
                space("b", .leading, .lessThanOrEqual, "a", .trailing, 30, priority: 750)
            ])
        // Apple's parser takes a full predicate without parentheses too.
        #expect(
            shapes("[a]->=10@p-[b]", metrics: ["p": 250], views: ab) == [
                space("b", .leading, .greaterThanOrEqual, "a", .trailing, 10, priority: 250)
            ])
        #expect(
            shapes("|-(<=m)-[a]", metrics: ["m": 4.5], views: ab) == [
                space("a", .leading, .lessThanOrEqual, "|", .leading, 4.5)
            ])
    }

    @Test func negativeConstantsNeedParentheses() {
        #expect(shapes("[a]-(-10)-[b]", views: ab) == [space("b", .leading, "a", .trailing, -10)])
        #expect(shapes("V:[a]-(>=-5)-|", views: ab) == [space("|", .bottom, .greaterThanOrEqual, "a", .bottom, -5)])
        #expect(shapes("[a(-10)]", views: ab) == [size("a", .width, .equal, -10)])
    }

    /// Numbers are read as C's strtod reads them.
    @Test(arguments: [
        ("1e2", 100.0), ("0x10", 16), ("5.", 5), ("2.5", 2.5), ("007", 7), ("1e-1", 0.1),
        ("0x1p3", 8), ("0X.8", 0.5), ("1E+2", 100), ("-.5", -0.5), ("-0x10", -16)
    ])
    func numbersAsStrtod(_ text: String, _ value: Double) {
        #expect(shapes("[a(\(text))]", views: ab) == [size("a", .width, .equal, value)])
    }

    /// A number followed by letters that do not continue it: strtod stops, the parser goes on.
    @Test func numberPrefixes() {
        // `1e-` is the number 1 followed by `e-`: the connection then lacks its closing dash.
        #expect(failure("[a]-1e-[b]", views: ab)?.kind == .expectedDash)
        #expect(failure("[a]-1e-[b]", views: ab)?.index == 5)
        #expect(shapes("[a]-1e1-[b]", views: ab) == [space("b", .leading, "a", .trailing, 10)])
        #expect(failure("[a(1e)]", views: ab)?.index == 4)
        #expect(failure("[a(0x)]", views: ab)?.index == 4)
        #expect(failure("[a(0xg)]", views: ab)?.kind == .expectedThicknessEnd)
    }

    @Test func metricsAreLookedUpBeforeViews() {
        #expect(shapes("[a(b)]", metrics: ["b": 30], views: ab) == [size("a", .width, .equal, 30)])
        #expect(shapes("[a(b)]", views: ab) == [size("a", .width, .equal, view: "b")])
        #expect(shapes("[a]-b-[b]", metrics: ["b": 3], views: ab) == [space("b", .leading, "a", .trailing, 3)])
    }

    @Test func viewSizesFollowTheAxis() {
        #expect(
            shapes("V:[a(>=b@500)]", views: ab) == [
                size("a", .height, .greaterThanOrEqual, view: "b", priority: 500)
            ])
        #expect(shapes("H:[a(<=44.5)]", views: ab) == [size("a", .width, .lessThanOrEqual, 44.5)])
    }

    /// Apple's order: the first view's sizes, then each connection followed by the sizes of the view
    /// it reaches; alignment last.
    @Test func constraintOrder() {
        let views: Set<String> = ["a", "b", "c"]
        #expect(
            shapes("|-[a(10)]-[b(20,==c)]-5-[c]-|", options: .alignAllTop, views: views) == [
                space("a", .leading, "|", .leading, 20, standard: true),
                size("a", .width, .equal, 10),
                space("b", .leading, "a", .trailing, 8, standard: true),
                size("b", .width, .equal, 20),
                size("b", .width, .equal, view: "c"),
                space("c", .leading, "b", .trailing, 5),
                space("|", .trailing, "c", .trailing, 20, standard: true),
                align("a", "b", .top),
                align("b", "c", .top)
            ])
        #expect(
            shapes("[a(10)]-[b]", views: views) == [
                size("a", .width, .equal, 10),
                space("b", .leading, "a", .trailing, 8, standard: true)
            ])
    }

    @Test func aSingleViewMakesOnlyItsSizes() {
        #expect(shapes("[a]", views: ab) == [])
        #expect(
            shapes("V:[a(==b,>=5)]", views: ab) == [
                size("a", .height, .equal, view: "b"), size("a", .height, .greaterThanOrEqual, 5)
            ])
    }

    @Test func priorityAndMultiplier() throws {
        let constraints = try VisualFormatLanguage.constraints(withVisualFormat: "[a(100@999.5)]", views: ab)
        let constraint = try #require(constraints.first)
        #expect(constraint.priority == LayoutPriority(999.5))
        #expect(constraint.multiplier == 1)
        #expect(constraint.axis == .horizontal)
        // Priorities between 0 and 1 are accepted, as by Apple.
        #expect(shapes("[a(100@0.5)]", views: ab) == [size("a", .width, .equal, 100, priority: 0.5)])
    }

    @Test func sourceRanges() throws {
        let format = "|-[a(>=5,<=9)]-(8)-[bb]|"
        let constraints = try VisualFormatLanguage.constraints(withVisualFormat: format, views: ["a", "bb"])
        #expect(constraints.map(\.range) == [0..<14, 5..<8, 9..<12, 2..<23, 19..<24])
        #expect(constraints.map(\.kind) == [.spacing, .size, .size, .spacing, .spacing])
        let aligned = try VisualFormatLanguage.constraints(
            withVisualFormat: "V:[a][bb]", options: .alignAllLeft,
            views: ["a", "bb"])
        #expect(aligned.map(\.range) == [2..<9, 2..<9])
    }

    @Test func metricsAndViewsCanBeEmptyOrUnused() {
        #expect(shapes("[a]", metrics: ["unused": 1], views: ["a", "unused_view"]) == [])
        #expect(
            shapes("[_a1]-[B_2]", views: ["_a1", "B_2"]) == [
                space("B_2", .leading, "_a1", .trailing, 8, standard: true)
            ])
    }
}
