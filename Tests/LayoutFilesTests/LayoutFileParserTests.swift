import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// Lines, comments, whitespace, line endings, unknown statements and the whole-file rules.
@Suite struct LayoutFileParserTests {
    @Test func commentsBlankLinesAndWhitespaceAreIgnored() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                # a comment

                \t  view a   # trailing comment
                  #indented comment
                view\tb\u{A0}in a
                """))
        #expect(document.views.map(\.name.value) == ["a", "b"])
        #expect(document.views[0].name.range == lineRange(3, 9..<10))
        #expect(document.views[0].range == lineRange(3, 4..<10))
        #expect(document.views[1].parentName == "a")
    }

    @Test func byteOrderMarkCRLFAndCRAreAccepted() throws {
        let source = "\u{FEFF}view a\r\nview b in a\r\n\r\na.width == b.width\rH:|[a]|\r\n"
        let document = try #require(expectLayoutDocument(source))
        #expect(document.views.map(\.name.value) == ["a", "b"])
        #expect(document.views[0].name.range == lineRange(1, 6..<7))
        #expect(document.equations.first?.range == lineRange(4, 1..<19))
        #expect(document.visualFormatLines.first?.format == Located("H:|[a]|", at: lineRange(5, 1..<8)))
    }

    @Test func tabsCountAsOneColumn() throws {
        let result = parseLayout("view a\n\t\ta.widht == 1")
        #expect(result.diagnostics.map(\.range) == [lineRange(2, 5..<10)])
        #expect(
            result.renderedDiagnostics() == """
                test.vfl:2:5: error: unknown attribute 'widht'; did you mean 'width'?
                    \t\ta.widht == 1
                    \t\t  ^~~~~

                """)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let result = parseLayout("label é \"👍🏽 ok\" intrinsics 1x1")
        #expect(result.diagnostics.map(\.range) == [lineRange(1, 7..<8)])
        let second = parseLayout("label l \"👍🏽 é\" intrinsics 1x1")
        #expect(second.diagnostics.map(\.range) == [lineRange(1, 15..<25)])
    }

    @Test func unknownStatements() {
        expectLayoutDiagnostics("view a\nviwe b", ["2:1: error: unknown statement 'viwe'; did you mean 'view'?"])
        expectLayoutDiagnostics(
            "view a\nbuton b \"x\"", ["2:1: error: unknown statement 'buton'; did you mean 'button'?"])
        expectLayoutDiagnostics(
            "view a\nconstraint a",
            [
                "2:1: error: unknown statement 'constraint'; a line is a declaration (view, button, "
                    + "label, stack, guide, canvas, spacing, direction, orientation, safearea, sizeclass, allow, metrics), a VFL string (H:, V:, | or [) or an equation (a.left == b.right)"
            ])
        expectLayoutDiagnostics(
            "view a\n123 abc",
            [
                "2:1: error: unexpected '123'; a line is a declaration (view, button, "
                    + "label, stack, guide, canvas, spacing, direction, orientation, safearea, sizeclass, allow, metrics), a VFL string (H:, V:, | or [) or an equation (a.left == b.right)"
            ])
        expectLayoutDiagnostics(
            "view a\n\u{1B}[31m",
            [
                "2:1: error: unexpected '\\u{1B}[31m'; a line is a declaration (view, button, "
                    + "label, stack, guide, canvas, spacing, direction, orientation, safearea, sizeclass, allow, metrics), a VFL string (H:, V:, | or [) or an equation (a.left == b.right)"
            ])
    }

    @Test func aFileWithoutViewsIsAnError() {
        expectLayoutDiagnostics("", ["1:1: error: no views declared; add one, like 'view box'"])
        expectLayoutDiagnostics("# nothing\n\n   \n", ["1:1: error: no views declared; add one, like 'view box'"])
        expectLayoutDiagnostics("canvas ipad\nspacing 8", ["1:1: error: no views declared; add one, like 'view box'"])
        // A view line that failed still counts as an attempt: no second error for it.
        expectLayoutDiagnostics(
            "view 1",
            ["1:6: error: '1' is not a valid view name; names are C identifiers like 'header' or '_topButton'"])
    }

    @Test func keywordsMayNameViewsInEquations() throws {
        let document = try #require(expectLayoutDocument("view label\nview canvas\nlabel.width == canvas.width"))
        #expect(document.equations.first?.firstItem.value == "label")
    }

    @Test func errorsAreCollectedAndSortedAcrossBothSweeps() {
        // Declarations are parsed before other statements, yet diagnostics come out in file order.
        expectLayoutDiagnostics(
            "a.widht == 1\nview a intrinsic 1x\ncanvas 0x1\nview a",
            [
                "1:3: error: unknown attribute 'widht'; did you mean 'width'?",
                "2:20: error: size '1x' has no height; write WIDTHxHEIGHT, like 46x30",
                "3:8: error: the canvas width must be more than 0 points",
                "4:6: error: duplicate view name 'a'",
                "2:6: note: 'a' is first declared here"
            ])
    }

    @Test func warningsKeepTheDocument() throws {
        let result = parseLayout("label l \"x\" baseline 30 4")
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.document?.views.count == 1)
        #expect(!result.hasErrors)
    }

    @Test func renderedSeedWithMistakes() {
        let source =
            seedLayout
            .replacingLine("_bottomButton.left == _topButton.right", with: "_bottomButton.left == _topButon.right")
            .replacingLine(
                "button _bottomButton \"Button\" in _bottomGrayView",
                with: "button _topButton \"Button\" in _bottomGrayView")
        let result = LayoutFileParser.parse(source: source, path: "Layouts/seed.vfl")
        #expect(result.document == nil)
        #expect(
            result.renderedDiagnostics() == """
                Layouts/seed.vfl:6:8: error: duplicate view name '_topButton'
                    button _topButton "Button" in _bottomGrayView
                           ^~~~~~~~~~
                Layouts/seed.vfl:5:8: note: '_topButton' is first declared here
                    button _topButton "Button" in _topGrayView
                           ^~~~~~~~~~
                Layouts/seed.vfl:13:1: error: unknown view '_bottomButton'; did you mean '_topButton'?
                    _bottomButton.left == _topButon.right
                    ^~~~~~~~~~~~~
                Layouts/seed.vfl:13:23: error: unknown view '_topButon'; did you mean '_topButton'?
                    _bottomButton.left == _topButon.right
                                          ^~~~~~~~~
                Layouts/seed.vfl:14:1: error: unknown view '_bottomButton'; did you mean '_topButton'?
                    _bottomButton.centerY == _bottomGrayView.centerY
                    ^~~~~~~~~~~~~

                """)
    }
}

extension String {
    /// The text with every line equal to `target` replaced.
    func replacingLine(_ target: String, with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 == target ? replacement : String($0) }
            .joined(separator: "\n")
    }
}
