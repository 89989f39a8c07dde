import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// VFL lines are captured exactly, with their columns, and parsed once by Apple's parser
/// when read, so they must be valid for the file to have a document.
@Suite struct VisualFormatLineTests {
    func lines(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [VisualFormatLine] {
        expectLayoutDocument("view a\nview b\nview c\n" + text, sourceLocation: sourceLocation)?.visualFormatLines ?? []
    }

    @Test func capturesTheFormatExactlyWithItsColumn() throws {
        let line = try #require(lines("   H:|-[a(>=50@750)]-(pad)-[b]-|   # trailing comment\nmetrics pad=8").first)
        #expect(line.format == Located("H:|-[a(>=50@750)]-(pad)-[b]-|", at: lineRange(4, 4..<33)))
        #expect(line.options.isEmpty)
        #expect(line.range == lineRange(4, 4..<33))
        #expect(line.location(ofFormatOffset: 0) == FileLocation(line: 4, column: 4))
        #expect(line.location(ofFormatOffset: 5) == FileLocation(line: 4, column: 9))
    }

    @Test func everyStartIsRecognised() {
        #expect(lines("H:[a]\nV:[a]\n|-[a]-|\n[a]-[b]").map(\.format.value) == ["H:[a]", "V:[a]", "|-[a]-|", "[a]-[b]"])
    }

    @Test func theFormatEndsAtWhitespaceOrAComment() {
        #expect(lines("H:[a]-[b]#comment").map(\.format.value) == ["H:[a]-[b]"])
        #expect(lines("H:[a]\t").map(\.format.range) == [lineRange(4, 1..<6)])
    }

    @Test func optionsBySpacesOrBars() throws {
        let spaced = try #require(lines("H:[a]-[b]-[c] alignAllTop alignAllBottom").first)
        #expect(
            spaced.options == [
                Located("alignAllTop", at: lineRange(4, 15..<26)), Located("alignAllBottom", at: lineRange(4, 27..<41))
            ])
        let barred = try #require(lines("V:[a]-[b] alignAllLeading|alignAllTrailing").first)
        #expect(barred.options.map(\.value) == ["alignAllLeading", "alignAllTrailing"])
        #expect(barred.options.map(\.range) == [lineRange(4, 11..<26), lineRange(4, 27..<43)])
        let mixed = try #require(lines("V:[a]-[b] alignAllLeft | alignAllRight directionLeftToRight # c").first)
        #expect(mixed.options.map(\.value) == ["alignAllLeft", "alignAllRight", "directionLeftToRight"])
        #expect(mixed.range == lineRange(4, 1..<60))
    }

    /// Each on a line Apple's parser accepts it on: alignments across the axis, baseline
    /// spacing vertically.
    @Test func everyKnownOptionIsAccepted() {
        let vertical: Set = [
            "alignAllLeft", "alignAllRight", "alignAllLeading", "alignAllTrailing", "alignAllCenterX",
            "spacingBaselineToBaseline"
        ]
        let text = VisualFormatLine.optionNames.map { (vertical.contains($0) ? "V" : "H") + ":[a]-[b] " + $0 }
        #expect(lines(text.joined(separator: "\n")).flatMap { $0.options.map(\.value) } == VisualFormatLine.optionNames)
    }

    @Test func statementsKeepFileOrderAmongEquations() throws {
        let document = try #require(expectLayoutDocument("view a\nH:|[a]|\na.height == 10\nV:|[a]"))
        #expect(document.statements.map(\.range.start.line) == [2, 3, 4])
        guard case .equation = document.statements[1] else {
            Issue.record("the second statement should be the equation")
            return
        }
    }

    @Test func errors() {
        #expect(
            layoutDiagnosticLines("view a\nH:|-[a]-| alignAllCentreY") == [
                "2:11: error: unknown format option 'alignAllCentreY'; did you mean 'alignAllCenterY'?"
            ])
        #expect(
            layoutDiagnosticLines("view a\nH:|-[a]-| alignAllTop|fast|alignAllBottom|slow") == [
                "2:23: error: unknown format option 'fast'; expected an option such as alignAllTop, alignAllCenterY or directionLeadingToTrailing",
                "2:43: error: unknown format option 'slow'; expected an option such as alignAllTop, alignAllCenterY or directionLeadingToTrailing"
            ])
        #expect(
            layoutDiagnosticLines("view a\nview b\nH:|-[a] -[b]") == [
                "3:9: error: unexpected '-[b]' after the VFL string 'H:|-[a]'; a VFL string cannot contain spaces, and only format options may follow it"
            ])
        #expect(
            layoutDiagnosticLines("view a\nH: [a]") == [
                "2:4: error: unexpected '[a]' after the VFL string 'H:'; a VFL string cannot contain spaces, and only format options may follow it"
            ])
        #expect(layoutDiagnosticLines("view a\nh:|-[a]|") == ["2:1: error: VFL strings start with an uppercase 'H:'"])
        #expect(layoutDiagnosticLines("view a\nv:[a]") == ["2:1: error: VFL strings start with an uppercase 'V:'"])
    }
}
