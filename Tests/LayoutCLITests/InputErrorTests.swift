import Foundation
import Testing

/// Files that cannot be read, parsed or built: every diagnostic on standard error as
/// `FILE:LINE:COLUMN: error: MESSAGE` with the source line and a caret, nothing on standard
/// output, exit status 1, whatever the command and format.
@Suite("Input errors")
struct InputErrorTests {
    static let parseErrors = [
        "parse.vfl": """
        canvas 320x568
        view _topGrayView
        button _topButton "Button" in _topGrayView
        _bottomButton.left == _topButon.right
        view x intrinsic 46x
        """
    ]

    static let parseErrorsText = """
        parse.vfl:4:1: error: unknown view '_bottomButton'; did you mean '_topButton'?
            _bottomButton.left == _topButon.right
            ^~~~~~~~~~~~~
        parse.vfl:4:23: error: unknown view '_topButon'; did you mean '_topButton'?
            _bottomButton.left == _topButon.right
                                  ^~~~~~~~~
        parse.vfl:5:21: error: size '46x' has no height; write WIDTHxHEIGHT, like 46x30
            view x intrinsic 46x
                                ^

        """

    @Test(arguments: [
        ["render", "parse.vfl"], ["check", "parse.vfl"], ["render", "parse.vfl", "--format", "json"],
        ["check", "parse.vfl", "--format", "json"], ["render", "parse.vfl", "--strict"]
    ])
    func parseErrorsAtTheirLinesAndColumns(_ arguments: [String]) throws {
        #expect(
            try layout(arguments, files: Self.parseErrors) == Run(status: 1, stdout: "", stderr: Self.parseErrorsText))
    }

    /// Apple's VFL parser's error, at the exact character of the line; the ambiguity the
    /// missing constraints cause is not reported on top of it.
    @Test func visualFormatErrorAtTheCharacter() throws {
        let files = ["vfl.vfl": "canvas 320x568\nview a\nview b\nH:|-[a]-[b\nV:|-[a]-[b]-|\n"]
        let expected = """
            vfl.vfl:4:11: error: Expected a ']' here. That is how you give the end of a view.
                H:|-[a]-[b
                          ^

            """
        #expect(try layout(["render", "vfl.vfl"], files: files) == Run(status: 1, stdout: "", stderr: expected))
        #expect(try layout(["check", "vfl.vfl"], files: files) == Run(status: 1, stdout: "", stderr: expected))
    }

    /// A number Apple's parser reads (as `strtod` does) but no screen could use is an error
    /// at the number, not a constraint silently left out.
    @Test func absurdVisualFormatConstantsAtTheirColumns() throws {
        let files = ["huge.vfl": "canvas 320x568\nview a\nH:|-1e308-[a]-|\nV:|-[a(>=1e9)]\n"]
        let expected = """
            huge.vfl:3:5: error: constant '1e308' is out of range; lengths are limited to ±1000000 points
                H:|-1e308-[a]-|
                    ^~~~~
            huge.vfl:4:10: error: constant '1e9' is out of range; lengths are limited to ±1000000 points
                V:|-[a(>=1e9)]
                         ^~~

            """
        #expect(try layout(["render", "huge.vfl"], files: files) == Run(status: 1, stdout: "", stderr: expected))
        #expect(try layout(["check", "huge.vfl"], files: files) == Run(status: 1, stdout: "", stderr: expected))
    }

    @Test func missingFile() throws {
        #expect(
            try layout(["render", "missing.vfl"], files: [:])
                == Run(status: 1, stdout: "", stderr: "missing.vfl: error: no such file\n"))
        #expect(
            try layout(["check", "missing.vfl", "--format", "json"], files: [:])
                == Run(status: 1, stdout: "", stderr: "missing.vfl: error: no such file\n"))
    }

    @Test func directory() throws {
        #expect(
            try layout("render", "Layouts")
                == Run(status: 1, stdout: "", stderr: "Layouts: error: is a directory, not a layout file\n"))
        // `check` searches a folder for layout files (see CheckTests).
    }

    @Test func emptyFile() throws {
        #expect(
            try layout(["render", "empty.vfl"], files: ["empty.vfl": ""])
                == Run(
                    status: 1, stdout: "", stderr: "empty.vfl:1:1: error: no views declared; add one, like 'view box'\n"
                ))
    }

    /// The first byte that is not UTF-8, by line and column; the line is shown with U+FFFD.
    @Test func notUTF8() throws {
        let run = try withTemporaryDirectory { directory in
            try Data([0x76, 0x69, 0x65, 0x77, 0x20, 0x61, 0xFF, 0x0A]).write(
                to: directory.appendingPathComponent("bytes.vfl"))
            return try layout(["render", "bytes.vfl"], in: directory)
        }
        let expected = """
            bytes.vfl:1:7: error: the file is not valid UTF-8: byte 0xFF at byte offset 6 (line 1, column 7); save it as UTF-8
                view a\u{FFFD}
                      ^

            """
        #expect(run == Run(status: 1, stdout: "", stderr: expected))
    }
}
