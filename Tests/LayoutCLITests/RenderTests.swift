import Foundation
import Testing

/// Layouts small enough to read in a test.
enum Fixtures {
    /// One box, 20 points from the top and the sides, 40 high.
    static let small = [
        "small.vfl": """
        # One box under the status bar.
        canvas 96x160
        view box
        H:|-[box]-|
        V:|-[box(==40)]
        """
    ]

    /// A box whose height nothing determines.
    static let ambiguous = [
        "ambiguous.vfl": """
        canvas 96x160
        view box
        H:|-[box]-|
        V:|-[box]
        """
    ]

    /// A box too wide for its margins in portrait (and landscape).
    static let conflict = [
        "conflict.vfl": """
        canvas 96x160
        view box
        H:|-[box(==100)]-|
        V:|-[box(==40)]
        """
    ]
}

/// `layout render`: the text and JSON reports and each option, compared byte for byte.
@Suite("layout render")
struct RenderTests {
    /// The README's example: the seed layout in portrait and landscape, side by side.
    @Test func seedLayout() throws {
        #expect(try layout("render", "Layouts/seed.vfl") == Run(status: 0, stdout: RenderOutput.seed, stderr: ""))
    }

    @Test func seedLayoutAsJSON() throws {
        #expect(
            try layout("render", "Layouts/seed.vfl", "--format", "json")
                == Run(status: 0, stdout: RenderOutput.seedJSON, stderr: ""))
    }

    @Test func bothOrientationsByDefault() throws {
        #expect(
            try layout(["render", "small.vfl"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.both, stderr: ""))
    }

    @Test func portraitOnly() throws {
        #expect(
            try layout(["render", "small.vfl", "--orientation", "portrait"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.portrait, stderr: ""))
    }

    @Test func landscapeOnly() throws {
        #expect(
            try layout(["render", "small.vfl", "--orientation", "landscape"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.landscape, stderr: ""))
    }

    /// `--size` lays out once at exactly that size, labelled by its shape.
    @Test func exactSizeWiderThanTall() throws {
        #expect(
            try layout(["render", "small.vfl", "--size", "200x100"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.wideSize, stderr: ""))
    }

    /// `--size=...` before the file, and `X` as the separator.
    @Test func exactSizeTallerThanWide() throws {
        #expect(
            try layout(["render", "--size=100X120", "small.vfl"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.tallSize, stderr: ""))
    }

    /// `--device` replaces the file's canvas; names are case-insensitive and aliases work.
    @Test func deviceReplacesTheCanvas() throws {
        #expect(
            try layout(["render", "small.vfl", "--device", "IPHONE-5S", "--scale", "10"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.device, stderr: ""))
    }

    @Test func deviceInOneOrientation() throws {
        let arguments = ["render", "small.vfl", "--device", "ipad", "--orientation", "landscape", "--scale", "64"]
        #expect(
            try layout(arguments, files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.deviceLandscape, stderr: ""))
    }

    @Test func finerScale() throws {
        #expect(
            try layout(["render", "small.vfl", "--scale", "4", "--orientation", "portrait"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.scale4, stderr: ""))
    }

    @Test func fractionalScale() throws {
        #expect(
            try layout(["render", "small.vfl", "--scale", "12.5", "--orientation", "portrait"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.fractionalScale, stderr: ""))
    }

    @Test func unicodeStyle() throws {
        #expect(
            try layout(["render", "small.vfl", "--style", "unicode"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.unicode, stderr: ""))
    }

    @Test func json() throws {
        #expect(
            try layout(["render", "small.vfl", "--format", "json"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.json, stderr: ""))
    }

    /// `--strict` changes nothing for a clean layout.
    @Test func strictOnACleanLayout() throws {
        #expect(
            try layout(["render", "small.vfl", "--strict", "--orientation", "portrait"], files: Fixtures.small)
                == Run(status: 0, stdout: RenderOutput.portrait, stderr: ""))
    }

    /// `--` ends the options, so a file may be named like one.
    @Test func fileNamedLikeAnOption() throws {
        let files = ["-small.vfl": Fixtures.small["small.vfl"] ?? ""]
        #expect(
            try layout(["render", "--orientation", "portrait", "--", "-small.vfl"], files: files)
                == Run(status: 0, stdout: RenderOutput.portrait, stderr: ""))
    }

    /// The same arguments give the same bytes every time.
    @Test func outputIsDeterministic() throws {
        let first = try layout("render", "Layouts/dashboard.vfl", "--format", "json")
        let second = try layout("render", "Layouts/dashboard.vfl", "--format", "json")
        #expect(first.status == 0)
        #expect(first.stdout.count > 1000)
        #expect(first == second)
    }

    // MARK: Warnings and --strict

    /// Ambiguity is a warning at the view's declaration; the drawing still succeeds.
    @Test func ambiguityWarns() throws {
        #expect(
            try layout(["render", "ambiguous.vfl", "--orientation", "portrait"], files: Fixtures.ambiguous)
                == Run(status: 0, stdout: RenderOutput.ambiguousDrawing, stderr: RenderOutput.ambiguousWarning))
    }

    /// A conflict is a warning at the broken constraint, with a note at each constraint in
    /// conflict (the root's size at `canvas`).
    @Test func conflictWarns() throws {
        #expect(
            try layout(["render", "conflict.vfl", "--orientation", "portrait"], files: Fixtures.conflict)
                == Run(status: 0, stdout: RenderOutput.conflictDrawing, stderr: RenderOutput.conflictWarning))
    }

    /// With `--strict` warnings are errors: nothing is drawn, exit status 1.
    @Test func strictTurnsWarningsIntoErrors() throws {
        #expect(
            try layout(["render", "ambiguous.vfl", "--orientation", "portrait", "--strict"], files: Fixtures.ambiguous)
                == Run(status: 1, stdout: "", stderr: RenderOutput.ambiguousStrict))
        let conflict = try layout(
            ["render", "conflict.vfl", "--strict", "--orientation", "portrait"], files: Fixtures.conflict)
        #expect(
            conflict
                == Run(
                    status: 1, stdout: "",
                    stderr: RenderOutput.conflictWarning.replacingOccurrences(of: ": warning: ", with: ": error: ")))
    }

    /// The JSON report lists the warnings too; they also go to standard error.
    @Test func jsonListsWarnings() throws {
        #expect(
            try layout(["render", "ambiguous.vfl", "--size", "96x160", "--format", "json"], files: Fixtures.ambiguous)
                == Run(status: 0, stdout: RenderOutput.ambiguousJSON, stderr: RenderOutput.ambiguousWarning))
    }

    @Test func strictJSONPrintsNothingOnStandardOutput() throws {
        let arguments = ["render", "ambiguous.vfl", "--orientation", "portrait", "--format", "json", "--strict"]
        #expect(
            try layout(arguments, files: Fixtures.ambiguous)
                == Run(status: 1, stdout: "", stderr: RenderOutput.ambiguousStrict))
    }
}

/// What `layout render` prints, recorded from the command and checked by eye.
enum RenderOutput {
    /// `layout render Layouts/seed.vfl` (stdout, exit status 0).
    static let seed = """
        portrait 320x568 (8 pt per column)           landscape 568x320 (8 pt per column)
        +---------------------------------------+    +----------------------------------------------------------------------+
        | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
        | |_topGrayView                      |  |    | |_topGrayView                                                     |  |
        | |  Button                          |  |    | |  Button                                                         |  |
        | |  |    |                          |  |    | |  |    |                                                         |  |
        | |  +----+                          |  |    | |  +----+                                                         |  |
        | |                                  |  |    | |                                                                 |  |
        | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
        | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
        | |_bottomGrayView                   |  |    | |_bottomGrayView                                                  |  |
        | |       Button+                    |  |    | |       Button+                                                   |  |
        | |       |     |                    |  |    | |       |     |                                                   |  |
        | |       +-----+                    |  |    | |       +-----+                                                   |  |
        | |                                  |  |    | |                                                                 |  |
        | +----------------------------------+  |    | +-----------------------------------------------------------------+  |
        |                                       |    |                                                                      |
        |                                       |    |                                                                      |
        |                                       |    |                                                                      |
        |                                       |    |                                                                      |
        |                                       |    |                                                                      |
        |                                       |    +----------------------------------------------------------------------+
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        |                                       |
        +---------------------------------------+

        portrait 320x568
        _topGrayView     in root             (20, 20, 280, 100)
        _bottomGrayView  in root             (20, 128, 280, 100)
        _topButton       in _topGrayView     (20, 35, 46, 30)
        _bottomButton    in _bottomGrayView  (66, 35, 46, 30)

        landscape 568x320
        _topGrayView     in root             (20, 20, 528, 100)
        _bottomGrayView  in root             (20, 128, 528, 100)
        _topButton       in _topGrayView     (20, 35, 46, 30)
        _bottomButton    in _bottomGrayView  (66, 35, 46, 30)

        """

    /// `layout render Layouts/seed.vfl --format json` (stdout, exit status 0).
    static let seedJSON = """
        {
          "file": "Layouts/seed.vfl",
          "layouts": [
            {
              "orientation": "portrait",
              "size": {"width": 320, "height": 568},
              "views": [
                {"name": "_topGrayView", "superview": "root", "frame": {"x": 20, "y": 20, "width": 280, "height": 100}},
                {"name": "_bottomGrayView", "superview": "root", "frame": {"x": 20, "y": 128, "width": 280, "height": 100}},
                {"name": "_topButton", "superview": "_topGrayView", "frame": {"x": 20, "y": 35, "width": 46, "height": 30}},
                {"name": "_bottomButton", "superview": "_bottomGrayView", "frame": {"x": 66, "y": 35, "width": 46, "height": 30}}
              ]
            },
            {
              "orientation": "landscape",
              "size": {"width": 568, "height": 320},
              "views": [
                {"name": "_topGrayView", "superview": "root", "frame": {"x": 20, "y": 20, "width": 528, "height": 100}},
                {"name": "_bottomGrayView", "superview": "root", "frame": {"x": 20, "y": 128, "width": 528, "height": 100}},
                {"name": "_topButton", "superview": "_topGrayView", "frame": {"x": 20, "y": 35, "width": 46, "height": 30}},
                {"name": "_bottomButton", "superview": "_bottomGrayView", "frame": {"x": 66, "y": 35, "width": 46, "height": 30}}
              ]
            }
          ],
          "diagnostics": []
        }

        """

    /// `layout render small.vfl` (stdout, exit status 0).
    static let both = """
        portrait 96x160 (8 pt per column)    landscape 160x96 (8 pt per column)
        +-----------+                        +-------------------+
        | +------+  |                        | +--------------+  |
        | |box   |  |                        | |box           |  |
        | +------+  |                        | +--------------+  |
        |           |                        |                   |
        |           |                        |                   |
        |           |                        +-------------------+
        |           |
        |           |
        |           |
        +-----------+

        portrait 96x160
        box  in root  (20, 20, 56, 40)

        landscape 160x96
        box  in root  (20, 20, 120, 40)

        """

    /// `layout render small.vfl --orientation portrait` (stdout, exit status 0).
    static let portrait = """
        portrait 96x160 (8 pt per column)
        +-----------+
        | +------+  |
        | |box   |  |
        | +------+  |
        |           |
        |           |
        |           |
        |           |
        |           |
        |           |
        +-----------+

        box  in root  (20, 20, 56, 40)

        """

    /// `layout render small.vfl --orientation landscape` (stdout, exit status 0).
    static let landscape = """
        landscape 160x96 (8 pt per column)
        +-------------------+
        | +--------------+  |
        | |box           |  |
        | +--------------+  |
        |                   |
        |                   |
        +-------------------+

        box  in root  (20, 20, 120, 40)

        """

    /// `layout render small.vfl --size 200x100` (stdout, exit status 0).
    static let wideSize = """
        landscape 200x100 (8 pt per column)
        +------------------------+
        | +-------------------+  |
        | |box                |  |
        | +-------------------+  |
        |                        |
        |                        |
        +------------------------+

        box  in root  (20, 20, 160, 40)

        """

    /// `layout render --size=100X120 small.vfl` (stdout, exit status 0).
    static let tallSize = """
        portrait 100x120 (8 pt per column)
        +-----------+
        | +-------+ |
        | |box    | |
        | +-------+ |
        |           |
        |           |
        |           |
        +-----------+

        box  in root  (20, 20, 60, 40)

        """

    /// `layout render small.vfl --device IPHONE-5S --scale 10` (stdout, exit status 0).
    static let device = """
        portrait 320x568 (10 pt per column)    landscape 568x320 (10 pt per column)
        +-------------------------------+      +-------------------------------------------------------+
        | +---------------------------+ |      | +---------------------------------------------------+ |
        | |box                        | |      | |box                                                | |
        | +---------------------------+ |      | +---------------------------------------------------+ |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      |                                                       |
        |                               |      +-------------------------------------------------------+
        |                               |
        |                               |
        |                               |
        |                               |
        |                               |
        |                               |
        |                               |
        |                               |
        |                               |
        |                               |
        |                               |
        +-------------------------------+

        portrait 320x568
        box  in root  (20, 20, 280, 40)

        landscape 568x320
        box  in root  (20, 20, 528, 40)

        """

    /// `layout render small.vfl --device ipad --orientation landscape --scale 64` (stdout, exit status 0).
    static let deviceLandscape = """
        landscape 1024x768 (64 pt per column)
        +---------------+
        |               |
        |               |
        |               |
        |               |
        |               |
        +---------------+

        box  in root  (20, 20, 984, 40)

        """

    /// `layout render small.vfl --scale 4 --orientation portrait` (stdout, exit status 0).
    static let scale4 = """
        portrait 96x160 (4 pt per column)
        +-----------------------+
        |                       |
        |    +-------------+    |
        |    |box          |    |
        |    |             |    |
        |    |             |    |
        |    |             |    |
        |    +-------------+    |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        |                       |
        +-----------------------+

        box  in root  (20, 20, 56, 40)

        """

    /// `layout render small.vfl --scale 12.5 --orientation portrait` (stdout, exit status 0).
    static let fractionalScale = """
        portrait 96x160 (12.5 pt per column)
        ++----++
        ||box ||
        |+----+|
        |      |
        |      |
        |      |
        +------+

        box  in root  (20, 20, 56, 40)

        """

    /// `layout render small.vfl --style unicode` (stdout, exit status 0).
    static let unicode = """
        portrait 96x160 (8 pt per column)    landscape 160x96 (8 pt per column)
        ┌───────────┐                        ┌───────────────────┐
        │ ┌──────┐  │                        │ ┌──────────────┐  │
        │ │box   │  │                        │ │box           │  │
        │ └──────┘  │                        │ └──────────────┘  │
        │           │                        │                   │
        │           │                        │                   │
        │           │                        └───────────────────┘
        │           │
        │           │
        │           │
        └───────────┘

        portrait 96x160
        box  in root  (20, 20, 56, 40)

        landscape 160x96
        box  in root  (20, 20, 120, 40)

        """

    /// `layout render small.vfl --format json` (stdout, exit status 0).
    static let json = """
        {
          "file": "small.vfl",
          "layouts": [
            {
              "orientation": "portrait",
              "size": {"width": 96, "height": 160},
              "views": [
                {"name": "box", "superview": "root", "frame": {"x": 20, "y": 20, "width": 56, "height": 40}}
              ]
            },
            {
              "orientation": "landscape",
              "size": {"width": 160, "height": 96},
              "views": [
                {"name": "box", "superview": "root", "frame": {"x": 20, "y": 20, "width": 120, "height": 40}}
              ]
            }
          ],
          "diagnostics": []
        }

        """

    /// `layout render ambiguous.vfl --orientation portrait` (stdout, exit status 0).
    static let ambiguousDrawing = """
        portrait 96x160 (8 pt per column)
        +-----------+
        | --------  |
        |           |
        |           |
        |           |
        |           |
        |           |
        |           |
        |           |
        |           |
        +-----------+

        box  in root  (20, 20, 56, 0)

        """

    /// `layout render ambiguous.vfl --orientation portrait` (stderr, exit status 0).
    static let ambiguousWarning = """
        ambiguous.vfl:2:6: warning: box is ambiguous vertically: height is not determined by its constraints (ambiguous layout)
            view box
                 ^~~

        """

    /// `layout render ambiguous.vfl --orientation portrait --strict` (stderr, exit status 1).
    static let ambiguousStrict = """
        ambiguous.vfl:2:6: error: box is ambiguous vertically: height is not determined by its constraints (ambiguous layout)
            view box
                 ^~~

        """

    /// `layout render conflict.vfl --orientation portrait` (stdout, exit status 0).
    static let conflictDrawing = """
        portrait 96x160 (8 pt per column)
        +-----------+
        | +---------+
        | |box      |
        | +---------+
        |           |
        |           |
        |           |
        |           |
        |           |
        |           |
        +-----------+

        box  in root  (20, 20, 100, 40)

        """

    /// `layout render conflict.vfl --orientation portrait` (stderr, exit status 0).
    static let conflictWarning = """
        conflict.vfl:3:5: warning: unable to simultaneously satisfy constraints; breaking 'root.trailing == box.trailing + 20'
            H:|-[box(==100)]-|
                ^~~~~~~~~~~~~~
        conflict.vfl:3:3: note: in conflict: 'box.leading == root.leading + 20'
            H:|-[box(==100)]-|
              ^~~~~~~~~~~~~~
        conflict.vfl:3:10: note: in conflict: 'box.width == 100'
            H:|-[box(==100)]-|
                     ^~~~~
        conflict.vfl:3:5: note: in conflict: 'root.trailing == box.trailing + 20'
            H:|-[box(==100)]-|
                ^~~~~~~~~~~~~~
        conflict.vfl:1:1: note: in conflict: 'root.width == 96 (the root view's size)'
            canvas 96x160
            ^~~~~~~~~~~~~

        """

    /// `layout render ambiguous.vfl --size 96x160 --format json` (stdout, exit status 0).
    static let ambiguousJSON = """
        {
          "file": "ambiguous.vfl",
          "layouts": [
            {
              "orientation": "portrait",
              "size": {"width": 96, "height": 160},
              "views": [
                {"name": "box", "superview": "root", "frame": {"x": 20, "y": 20, "width": 56, "height": 0}}
              ]
            }
          ],
          "diagnostics": [
            {"severity": "warning", "file": "ambiguous.vfl", "line": 2, "column": 6, "message": "box is ambiguous vertically: height is not determined by its constraints (ambiguous layout)"}
          ]
        }

        """

}
