// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import AutoLayout
import Foundation
import Testing
import VisualFormat

/// The Swift samples of the VisualFormat catalog's articles, verbatim (the documentation tests
/// find each one here), and the error texts the getting-started article shows: if one fails,
/// fix the article too.
@Suite struct VisualFormatDocumentationExamples {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/VisualFormat/VisualFormat.docc/GettingStarted.md")

    /// GettingStarted.md: Apple's complete line of layout, on views.
    @Test func findBar() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let find = LayoutView(name: "find"), findNext = LayoutView(name: "findNext"), findField = LayoutView(name: "findField")
        for view in [find, findNext, findField] { try engine.root.addSubview(view) }

        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|", options: .alignAllCenterY,
            metrics: [:], views: ["find": find, "findNext": findNext, "findField": findField])
        try LayoutConstraint.activate(constraints)
        #expect(constraints.count == 7)
        #expect("\(constraints[1])" == "findNext.leading == find.trailing + 8")
    }

    /// GettingStarted.md: the same string without views.
    @Test func withoutViews() throws {
        let parsed = try VisualFormatLanguage.constraints(withVisualFormat: "H:[a]-10-[b]", views: ["a", "b"])
        #expect(parsed[0].firstItem == .view("b"))
        #expect(parsed[0].firstAttribute == .leading)
        #expect(parsed[0].secondItem == .view("a"))
        #expect(parsed[0].constant == 10)
    }

    /// GettingStarted.md: a malformed string.
    @Test func malformed() throws {
        do {
            _ = try VisualFormatLanguage.constraints(withVisualFormat: "[a] -[b]", views: ["a", "b"])
        } catch {
            #expect("\(error.index)" == "3")
            #expect("\(error.message)" == "Expected a view or '|'")
        }
    }

    /// Each `Unable to parse constraint format:` block of the article is the `reason` of the
    /// error its format (the block's line before the caret) raises.
    @Test func reasonsShownAreApples() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let blocks = text.components(separatedBy: "```\n").filter { $0.hasPrefix("Unable to parse constraint format:") }
        #expect(blocks.count == 2)
        for block in blocks {
            let lines = block.components(separatedBy: "\n").dropLast()
            let format = String(lines[lines.count - 2].dropLast())
            let error = try #require(rejection(of: format))
            #expect(error.reason + "\n" == block, "\(format)")
        }
    }

    func rejection(of format: String) -> VisualFormatError? {
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        let root = LayoutView(name: "root")
        try? root.addSubview(a)
        try? root.addSubview(b)
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, views: ["a": a, "b": b])
            return nil
        } catch {
            return error
        }
    }
}
