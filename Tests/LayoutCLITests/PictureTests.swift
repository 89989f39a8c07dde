import Foundation
import Testing

/// `layout render --format svg|html` and the pictures the documentation shows.
@Suite("Pictures")
struct PictureTests {
    /// The README's picture is what `layout render Layouts/seed.vfl --format svg` draws now
    /// (`Scripts/update-pictures.sh` redraws it).
    @Test func readmePictureIsCurrent() throws {
        let committed = try String(
            contentsOf: Paths.packageRoot.appendingPathComponent("docs/images/seed.svg"), encoding: .utf8)
        let run = try layout("render", "Layouts/seed.vfl", "--format", "svg")
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.stdout == committed, "docs/images/seed.svg is stale: run Scripts/update-pictures.sh")
        #expect(try Self.readme().contains("[this picture](docs/images/seed.svg)"))
    }

    static func readme() throws -> String {
        try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    // The picture of the seed: both orientations side by side (portrait's canvas at x 16,
    // landscape's at 16 + 320 + 32 = 368), each button's title; the same bytes each run.
    @Test func svgOfTheSeed() throws {
        let first = try layout("render", "Layouts/seed.vfl", "--format", "svg")
        #expect(first.status == 0 && first.stdout.hasPrefix("<svg ") && first.stdout.hasSuffix("</svg>\n"))
        #expect(
            first.stdout.contains(
                "<text class=\"header\" x=\"368\" y=\"32\" font-size=\"14\" fill=\"#111111\">landscape 568x320</text>"))
        #expect(first.stdout.components(separatedBy: ">Button</text>").count == 5)
        #expect(try layout("render", "Layouts/seed.vfl", "--format", "svg") == first)
    }

    // The page of a file with a conflict: the warning with its source line, and a view's
    // constraints linked to their lines; still drawn, status 0, the warning on standard error.
    @Test func htmlOfAFileWithAConflict() throws {
        let file = """
            canvas 320x568
            view card
            H:|-[card]-|
            card.width == 300
            V:|-[card(100)]

            """
        let run = try layout(["render", "overflow.vfl", "--format", "html"], files: ["overflow.vfl": file])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("overflow.vfl:4:1: warning: unable to simultaneously satisfy constraints"))
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">"))
        #expect(
            run.stdout.contains(
                "<li class=\"warning\"><a href=\"#line-4\">overflow.vfl:4:1: warning: unable to simultaneously "
                    + "satisfy constraints; breaking &#39;card.width == 300&#39; (in portrait 320x568)</a>"
                    + "<pre>card.width == 300</pre></li>"))
        #expect(
            run.stdout.contains(
                "<li class=\"note\"><a href=\"#line-3\">overflow.vfl:3:3: note: in conflict: &#39;card.leading == "
                    + "root.leading + 20&#39;</a><pre>H:|-[card]-|</pre></li>"))
        #expect(
            run.stdout.contains(
                "<li><code>card.width == 300</code> <a href=\"#line-4\">overflow.vfl:4:1</a></li>"))
        #expect(run.stdout.contains("<li id=\"line-4\"><code>card.width == 300</code></li>"))
    }

    @Test func anUnknownFormatNamesTheFour() throws {
        let run = try layout("render", "Layouts/seed.vfl", "--format", "png")
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "error: invalid value 'png' for '--format <format>'; expected text, json, svg or html\n"))
    }
}
