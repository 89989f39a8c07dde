// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import AutoLayout
import SourceDiagnostics
import Testing
@testable import LayoutFiles

/// The examples of the file format reference (`Sources/LayoutFiles/LayoutFiles.docc/
/// FileFormat.md`), with what the parser makes of them, and the Swift samples of the
/// LayoutFiles catalog's articles, verbatim (the documentation tests find each one here, and
/// render every layout file the articles show): if one fails, fix the article too.
@Suite struct DocumentationExampleTests {
    /// GettingStarted.md: a file read, parsed, built and laid out in code (from the package
    /// root, as `swift test` runs).
    @Test func gettingStarted() throws {
        let parsed = LayoutFile.load(path: "Layouts/seed.vfl")
        print(parsed.renderedDiagnostics())                 // file:line:column: error: ..., with carets
        let built = parsed.document!.build()                // a document exists only without errors
        built.layout(at: LayoutSize(width: 568, height: 320))
        #expect("\(built.view(named: "_bottomButton")!.frame)" == "(66, 35, 46, 30)")
        #expect("\(built.layoutDiagnostics())" == "[]")
    }

    @Test func cardExample() throws {
        let document = try #require(expectLayoutDocument("""
            # A card with an avatar, a title and a button.
            canvas iphone-se
            spacing 8 20
            metrics pad=16 side=40
            view card
            view avatar in card intrinsic 40x40
            label title "Hello, world" in card           # 84x18 from its text
            button ok "OK" in card compression required  # 18x30 from its title
            H:|-[card]-|
            V:|-[card]
            H:|-pad-[avatar(==side)]-[title]-(>=pad)-| alignAllCenterY
            V:|-pad-[avatar(==side)]-[ok]-pad-|
            ok.trailing == card.trailing - pad
            title.width <= 0.5 * card.width @defaultHigh
            """))
        #expect(document.views.map(\.intrinsicContentSize.description) == ["-x-", "40x40", "84x18", "18x30"])
        #expect(document.visualFormatLines.map(\.options.count) == [0, 0, 1, 0])
        #expect(document.equations.map(\.constantValue) == [-16, 0])
        #expect(document.canvas?.device?.name == "iphone-se")
    }

    @Test func viewExamples() throws {
        let views = try #require(expectLayoutDocument("""
            view card
            view _topButton in card intrinsic 46x30
            button ok "OK" in card hugging 251 compression required
            label title "Hello, world" in card baseline 14 4
            view avatar in card intrinsic 40x40 hugging 251 250 compression 749 750
            """)?.views)
        #expect(views.count == 5)
    }

    @Test func equationExamples() throws {
        let equations = try #require(expectLayoutDocument("""
            view a
            view b
            view bar
            metrics pad=8
            _bottomButton.left == _topButton.right
            a.width >= 0.5 * b.width + 10 @750
            a.centerX == root.centerX
            bar.height == 44 @defaultHigh
            b.top == a.bottom - pad            # metrics work as constants
            a.width == b.height * 2            # and as multipliers, before or after
            gap: b.left == a.right + 8         # an identifier, as NSLayoutConstraint.identifier
            view _topButton
            view _bottomButton
            """)?.equations)
        #expect(equations.count == 7)
    }

    @Test func errorExample() {
        let source = seedLayout
            .replacingLine("_bottomButton.left == _topButton.right", with: "_bottomButton.left == _topButon.right")
            .replacingLine("view _bottomGrayView", with: "view _bottomGrayView intrinsic 46x")
            .replacingLine("_topButton.centerY == _topGrayView.centerY", with: "_topButton.centerY == _topGrayView.left")
        #expect(LayoutFileParser.parse(source: source, path: "seed.vfl").renderedDiagnostics() == """
            seed.vfl:4:35: error: size '46x' has no height; write WIDTHxHEIGHT, like 46x30
                view _bottomGrayView intrinsic 46x
                                                  ^
            seed.vfl:10:36: error: cannot relate 'centerY' (vertical) to 'left' (horizontal): positions on different axes
                _topButton.centerY == _topGrayView.left
                                                   ^~~~
            seed.vfl:13:23: error: unknown view '_topButon'; did you mean '_topButton'?
                _bottomButton.left == _topButon.right
                                      ^~~~~~~~~

            """)
    }

    /// The format reference's note example: the bottom button declared with the top one's name.
    @Test func duplicateNameNoteExample() {
        let source = seedLayout.replacingLine("button _bottomButton \"Button\" in _bottomGrayView",
                                              with: "button _topButton \"Button\" in _bottomGrayView")
        let rendered = LayoutFileParser.parse(source: source, path: "seed.vfl").renderedDiagnostics()
        #expect(rendered.hasPrefix("""
            seed.vfl:6:8: error: duplicate view name '_topButton'
                button _topButton "Button" in _bottomGrayView
                       ^~~~~~~~~~
            seed.vfl:5:8: note: '_topButton' is first declared here
                button _topButton "Button" in _topGrayView
                       ^~~~~~~~~~

            """))
    }

    /// FileFormat.md, "Stacks": the form and the toolbar, with the frames the text describes:
    /// the name row 34 high, its label 8 down and 28 wide, the field from 28 + 8 = 36; the
    /// hidden label taking no room, so the button 20 after the row, at 54; the toolbar's
    /// buttons (32, 39, 32) 16 in from each side with two equal spaces of (288 - 103) / 2.
    @Test func stackExample() throws {
        let document = try #require(expectLayoutDocument("""
            # A form of rows on first baselines, and a toolbar of evenly spaced buttons.
            canvas iphone-se
            stack form vertical spacing 12
            stack nameRow in form alignment firstBaseline spacing 8 spacingAfter 20
            label nameLabel "Name" in nameRow
            view nameField in nameRow intrinsic -x34 baseline 22 12
            label saved "Saved" in form hidden
            button save "Save" in form
            H:|-[form]-|
            V:|-[form]
            stack toolbar distribution equalSpacing alignment center marginsRelative margins 0 16 0 16
            button back "Back" in toolbar
            button share "Share" in toolbar
            button done "Done" in toolbar
            H:|[toolbar]|
            V:[toolbar(==44)]|
            """))
        let built = document.build()
        built.layout(at: LayoutSize(width: 320, height: 568))
        #expect(built.layoutDiagnostics().isEmpty)
        func frame(_ name: String) -> LayoutRect? { built.view(named: name)?.frame }
        #expect(frame("nameRow") == LayoutRect(x: 0, y: 0, width: 280, height: 34))
        #expect(frame("nameLabel") == LayoutRect(x: 0, y: 8, width: 28, height: 18))
        #expect(frame("nameField") == LayoutRect(x: 36, y: 0, width: 244, height: 34))
        #expect(frame("saved") == LayoutRect(x: 0, y: 34, width: 280, height: 0))
        #expect(frame("save") == LayoutRect(x: 0, y: 54, width: 280, height: 30))
        let space = (288.0 - 103) / 2
        #expect(frame("back") == LayoutRect(x: 16, y: 7, width: 32, height: 30))
        #expect(frame("share") == LayoutRect(x: 16 + 32 + space, y: 7, width: 39, height: 30))
        #expect(frame("done") == LayoutRect(x: 320 - 16 - 32, y: 7, width: 32, height: 30))
    }
}
