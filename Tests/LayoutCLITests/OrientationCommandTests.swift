import Foundation
import Testing

/// A component says which orientations it has (`orientation canvas`: only as written), and
/// every command honours it; a negative width or height is never printed silently.
@Suite("orientation and negative sizes")
struct OrientationCommandTests {
    /// A table cell: an icon and a title in a 375x44 row. 16 + icon + 8 + title + 16 = 375,
    /// the label (hugging 251) keeps its 35 points and the icon (250) takes the rest, 300;
    /// both are centred vertically: y = (44 - 29) / 2 and 22 - 18 / 2.
    static let cell = """
        canvas 375x44
        view icon intrinsic 29x29
        label title "Title"
        H:|-16-[icon]-[title]-16-|
        icon.centerY == root.centerY
        title.centerY == icon.centerY

        """

    static let cellDrawing = """
        landscape 375x44 (8 pt per column)
        +-+------------------------------------++---+-+
        | |icon                                |+---+ |
        +-+------------------------------------+------+

        icon   in root  (16, 7.5, 300, 29)
        title  in root  (324, 13, 35, 18)

        """

    @Test func aComponentIsLaidOutOnlyAsWritten() throws {
        let files = ["cell.vfl": Self.cell + "orientation canvas\n"]
        #expect(
            try layout(["render", "cell.vfl"], files: files) == Run(status: 0, stdout: Self.cellDrawing, stderr: ""))
        #expect(
            try layout(["check", "cell.vfl"], files: files)
                == Run(status: 0, stdout: "cell.vfl: OK (landscape 375x44)\n", stderr: ""))
        try withTemporaryDirectory { folder in
            try Data((Self.cell + "orientation canvas\n").utf8).write(to: folder.appendingPathComponent("cell.vfl"))
            _ = try layout(["test", "cell.vfl"], in: folder)
            let reference = try String(
                contentsOf: folder.appendingPathComponent("__Snapshots__/cell.txt"), encoding: .utf8)
            #expect(reference.hasPrefix("landscape 375x44\n"))
            #expect(!reference.contains("portrait"))
            #expect(reference.hasSuffix("\nicon in root (16, 7.5, 300, 29)\ntitle in root (324, 13, 35, 18)\n"))
        }
    }

    /// `--orientation` chooses over the file; `canvas` works there too.
    @Test func theOptionChoosesOverTheFile() throws {
        let files = ["cell.vfl": Self.cell + "orientation canvas\n"]
        let both = try layout(["check", "cell.vfl", "--orientation", "both"], files: files)
        #expect(both.status == 1 && both.stderr.hasSuffix("cell.vfl: 3 errors (portrait 44x375, landscape 375x44)\n"))
        #expect(
            try layout(["render", "cell.vfl", "--orientation", "canvas"], files: ["cell.vfl": Self.cell])
                == Run(status: 0, stdout: Self.cellDrawing, stderr: ""))
    }

    /// Rotated, the row is 44 points wide: 16 + 8 + 16 leave 4 for the icon and the title.
    /// The title keeps its 35, the icon gets 4 - 35 = -31: a warning from `render`, an error
    /// from `check`, with the frames still listed as they are.
    @Test func aNegativeWidthIsADiagnostic() throws {
        let run = try layout(["render", "cell.vfl", "--orientation", "portrait"], files: ["cell.vfl": Self.cell])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("icon   in root  (16, 173, -31, 29)\ntitle  in root  (-7, 178.5, 35, 18)\n"))
        #expect(
            run.stderr.hasPrefix(
                """
                cell.vfl:2:6: warning: icon has a negative width (-31 points)
                    view icon intrinsic 29x29
                         ^~~~

                """))
        let check = try layout(["check", "cell.vfl", "--orientation", "portrait"], files: ["cell.vfl": Self.cell])
        #expect(
            check.status == 1 && check.stderr.hasPrefix("cell.vfl:2:6: error: icon has a negative width (-31 points)\n")
        )
        let json = try layout(
            ["render", "cell.vfl", "--orientation", "portrait", "--format", "json"], files: ["cell.vfl": Self.cell])
        #expect(
            json.stdout.contains(
                """
                {"severity": "warning", "file": "cell.vfl", "line": 2, "column": 6, "message": "icon has a negative width (-31 points)"}
                """))
    }

    @Test func badOrientationStatements() throws {
        let run = try layout(
            ["check", "x.vfl"], files: ["x.vfl": "view a\norientation sideways\norientation canvs\nallow nothing\n"])
        let twice = try layout(
            ["check", "y.vfl"], files: ["y.vfl": "view a\norientation canvas\nORIENTATION both\norientation Portrait\n"]
        )
        #expect(twice.stderr.hasPrefix("y.vfl:3:1: error: unknown statement 'ORIENTATION'"))
        #expect(
            twice.stderr.contains(
                """
                y.vfl:4:1: error: the orientation is already set
                    orientation Portrait
                    ^~~~~~~~~~~~~~~~~~~~
                y.vfl:2:1: note: first set here
                    orientation canvas
                    ^~~~~~~~~~~~~~~~~~

                """))
        #expect(
            run
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        x.vfl:2:13: error: unknown orientation 'sideways'; expected 'portrait', 'landscape', 'both' or 'canvas'
                            orientation sideways
                                        ^~~~~~~~
                        x.vfl:3:13: error: unknown orientation 'canvs'; did you mean 'canvas'?
                            orientation canvs
                                        ^~~~~
                        x.vfl:4:7: error: cannot allow 'nothing'; expected 'conflicts', 'ambiguity' or 'negative-sizes'
                            allow nothing
                                  ^~~~~~~

                        """))
    }

    /// `-` reads the file from standard input, named `<stdin>` in diagnostics.
    @Test func standardInput() throws {
        let ok = try layoutReadingStandardInput(["render", "-", "--orientation", "canvas"], input: Self.cell)
        #expect(ok == Run(status: 0, stdout: Self.cellDrawing, stderr: ""))
        let bad = try layoutReadingStandardInput(["check", "-"], input: "view a\na.widht == 1\n")
        #expect(
            bad
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        <stdin>:2:3: error: unknown attribute 'widht'; did you mean 'width'?
                            a.widht == 1
                              ^~~~~

                        """))
        let empty = try layoutReadingStandardInput(["render", "-"], input: "")
        #expect(empty.status == 1 && empty.stderr.hasPrefix("<stdin>:1:1: error: no views declared"))
    }
}
