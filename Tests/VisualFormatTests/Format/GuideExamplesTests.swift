import AutoLayout
import SourceDiagnostics
import Testing

@testable import VisualFormat

/// Every example of Apple's Auto Layout Guide, "Visual Format Language", constraint by constraint.
@Suite struct GuideExamplesTests {
    @Test func standardSpace() {
        #expect(
            shapes("[button]-[textField]", views: ["button", "textField"]) == [
                space("textField", .leading, "button", .trailing, 8, standard: true)
            ])
    }

    @Test func widthConstraint() {
        #expect(
            shapes("[button(>=50)]", views: ["button"]) == [
                size("button", .width, .greaterThanOrEqual, 50)
            ])
    }

    @Test func connectionToSuperview() {
        #expect(
            shapes("|-50-[purpleBox]-50-|", views: ["purpleBox"]) == [
                space("purpleBox", .leading, "|", .leading, 50),
                space("|", .trailing, "purpleBox", .trailing, 50)
            ])
    }

    @Test func verticalLayout() {
        #expect(
            shapes("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"]) == [
                space("bottomField", .top, "topField", .bottom, 10)
            ])
    }

    @Test func flushViews() {
        #expect(
            shapes("[maroonView][blueView]", views: ["maroonView", "blueView"]) == [
                space("blueView", .leading, "maroonView", .trailing, 0)
            ])
    }

    @Test func priority() {
        #expect(
            shapes("[button(100@20)]", views: ["button"]) == [
                size("button", .width, .equal, 100, priority: 20)
            ])
    }

    @Test func equalWidths() {
        #expect(
            shapes("[button1(==button2)]", views: ["button1", "button2"]) == [
                size("button1", .width, .equal, view: "button2")
            ])
    }

    @Test func multiplePredicates() {
        #expect(
            shapes("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"]) == [
                size("flexibleButton", .width, .greaterThanOrEqual, 70),
                size("flexibleButton", .width, .lessThanOrEqual, 100)
            ])
    }

    @Test func completeLineOfLayout() {
        #expect(
            shapes("|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"]) == [
                space("find", .leading, "|", .leading, 20, standard: true),
                space("findNext", .leading, "find", .trailing, 8, standard: true),
                space("findField", .leading, "findNext", .trailing, 8, standard: true),
                size("findField", .width, .greaterThanOrEqual, 20),
                space("|", .trailing, "findField", .trailing, 20, standard: true)
            ])
    }

    /// The guide's diagnostics, with their carets.
    @Test func guideDiagnostics() {
        let colon = failure("V|[backgroundBox]|", views: ["backgroundBox"])
        #expect(colon?.index == 1)
        #expect(colon?.message == "Expected ':' after 'V' to specify vertical arrangement")

        let thickness = failure(
            "|[whiteBox1][blackBox4(blackWidth][redBox]|",
            metrics: ["blackWidth": 10], views: ["whiteBox1", "blackBox4", "redBox"])
        #expect(thickness?.index == 33)
        #expect(
            thickness?.message == "A predicate on a view's thickness must end with ')' and the view must end with ']'")

        let relation = failure("V:|[blackBox4(>30)]|", views: ["blackBox4"])
        #expect(relation?.index == 15)
        #expect(relation?.message == "Unknown relation. Must be ==, >=, or <=")
    }
}
