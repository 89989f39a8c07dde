import Testing

/// `layout check`: one line for a clean layout; errors, a summary and exit status 1 for
/// conflicts, ambiguity and warnings.
@Suite("layout check")
struct CheckTests {
    @Test func cleanSeed() throws {
        #expect(try layout("check", "Layouts/seed.vfl") == Run(status: 0, stdout: CheckOutput.seedOK, stderr: ""))
    }

    @Test func cleanInTheOrientationsAskedFor() throws {
        #expect(
            try layout(["check", "small.vfl", "--orientation", "landscape"], files: Fixtures.small)
                == Run(status: 0, stdout: "small.vfl: OK (landscape 160x96)\n", stderr: ""))
        #expect(
            try layout(["check", "small.vfl", "--device", "ipad", "--orientation", "portrait"], files: Fixtures.small)
                == Run(status: 0, stdout: "small.vfl: OK (portrait 768x1024)\n", stderr: ""))
        #expect(
            try layout(["check", "small.vfl", "--size", "200x100"], files: Fixtures.small)
                == Run(status: 0, stdout: "small.vfl: OK (landscape 200x100)\n", stderr: ""))
    }

    @Test func ambiguityFails() throws {
        #expect(
            try layout(["check", "ambiguous.vfl"], files: Fixtures.ambiguous)
                == Run(status: 1, stdout: "", stderr: CheckOutput.ambiguous))
    }

    @Test func conflictFails() throws {
        #expect(
            try layout(["check", "conflict.vfl", "--orientation", "landscape"], files: Fixtures.conflict)
                == Run(status: 1, stdout: "", stderr: CheckOutput.conflict))
    }

    /// Two required constraints that conflict whatever the screen size are found while the
    /// file is built, at the first size; they are reported in every orientation asked for,
    /// one orientation included (the first size once cleared them and said OK).
    @Test func conflictBetweenConstraintsFailsInOneOrientation() throws {
        let files = ["twice.vfl": "canvas 320x568\nview a\nH:|[a]\nV:|[a(10)]\na.width == 10\na.width == 20\n"]
        let conflict = """
            twice.vfl:6:1: error: unable to simultaneously satisfy constraints; breaking 'a.width == 20'
                a.width == 20
                ^~~~~~~~~~~~~
            twice.vfl:5:1: note: in conflict: 'a.width == 10'
                a.width == 10
                ^~~~~~~~~~~~~
            twice.vfl:6:1: note: in conflict: 'a.width == 20'
                a.width == 20
                ^~~~~~~~~~~~~

            """
        #expect(
            try layout(["check", "twice.vfl", "--orientation", "portrait"], files: files)
                == Run(status: 1, stdout: "", stderr: conflict + "twice.vfl: 1 error (portrait 320x568)\n"))
        #expect(
            try layout(["check", "twice.vfl"], files: files)
                == Run(
                    status: 1, stdout: "",
                    stderr: conflict + "twice.vfl: 1 error (portrait 320x568, landscape 568x320)\n"))
        let render = try layout(["render", "twice.vfl", "--orientation", "portrait", "--format", "json"], files: files)
        #expect(render.status == 0)
        #expect(
            render.stdout.hasSuffix(
                """
                  "diagnostics": [
                    {"severity": "warning", "file": "twice.vfl", "line": 6, "column": 1, "message": "unable to simultaneously satisfy constraints; breaking 'a.width == 20'"},
                    {"severity": "note", "file": "twice.vfl", "line": 5, "column": 1, "message": "in conflict: 'a.width == 10'"},
                    {"severity": "note", "file": "twice.vfl", "line": 6, "column": 1, "message": "in conflict: 'a.width == 20'"}
                  ]
                }

                """))
    }

    /// With `--format json` the report goes to standard output whatever the outcome.
    @Test func jsonWithIssues() throws {
        #expect(
            try layout(["check", "conflict.vfl", "--format", "json"], files: Fixtures.conflict)
                == Run(status: 1, stdout: CheckOutput.conflictJSON, stderr: CheckOutput.conflictJSONStderr))
    }

    @Test func jsonWhenClean() throws {
        #expect(
            try layout(["check", "small.vfl", "--format", "json", "--orientation", "portrait"], files: Fixtures.small)
                == Run(status: 0, stdout: CheckOutput.cleanJSON, stderr: ""))
    }

    /// A parser warning fails `check`, but `render` only warns.
    @Test func parseWarningsFailCheckOnly() throws {
        let files = ["warn.vfl": "view a intrinsic 10x10 baseline 30 4\nH:|-[a]\nV:|-[a]\n"]
        #expect(
            try layout(["check", "warn.vfl"], files: files)
                == Run(status: 1, stdout: "", stderr: CheckOutput.parseWarning))
        let render = try layout(["render", "warn.vfl", "--size", "40x40"], files: files)
        #expect(render.status == 0)
        #expect(render.stdout.hasPrefix("portrait 40x40 (8 pt per column)\n"))
        #expect(render.stderr == CheckOutput.parseWarningRender)
    }
}

/// What `layout check` prints, recorded from the command and checked by eye.
enum CheckOutput {
    /// `layout check Layouts/seed.vfl` (stdout, exit status 0).
    static let seedOK = """
        Layouts/seed.vfl: OK (portrait 320x568, landscape 568x320)

        """

    /// `layout check ambiguous.vfl` (stderr, exit status 1).
    static let ambiguous = """
        ambiguous.vfl:2:6: error: box is ambiguous vertically: height is not determined by its constraints (ambiguous layout)
            view box
                 ^~~
        ambiguous.vfl: 1 error (portrait 96x160, landscape 160x96)

        """

    /// `layout check conflict.vfl --orientation landscape` (stderr, exit status 1).
    static let conflict = """
        conflict.vfl:3:5: error: unable to simultaneously satisfy constraints; breaking 'root.trailing == box.trailing + 20'
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
        conflict.vfl:1:1: note: in conflict: 'root.width == 160 (the root view's size)'
            canvas 96x160
            ^~~~~~~~~~~~~
        conflict.vfl: 1 error (landscape 160x96)

        """

    /// `layout check conflict.vfl --format json` (stdout, exit status 1).
    static let conflictJSON = """
        {
          "file": "conflict.vfl",
          "layouts": [
            {
              "orientation": "portrait",
              "size": {"width": 96, "height": 160},
              "views": [
                {"name": "box", "superview": "root", "frame": {"x": 20, "y": 20, "width": 100, "height": 40}}
              ]
            },
            {
              "orientation": "landscape",
              "size": {"width": 160, "height": 96},
              "views": [
                {"name": "box", "superview": "root", "frame": {"x": 20, "y": 20, "width": 100, "height": 40}}
              ]
            }
          ],
          "diagnostics": [
            {"severity": "error", "file": "conflict.vfl", "line": 3, "column": 5, "message": "unable to simultaneously satisfy constraints; breaking 'root.trailing == box.trailing + 20' (in portrait 96x160)"},
            {"severity": "note", "file": "conflict.vfl", "line": 3, "column": 3, "message": "in conflict: 'box.leading == root.leading + 20'"},
            {"severity": "note", "file": "conflict.vfl", "line": 3, "column": 10, "message": "in conflict: 'box.width == 100'"},
            {"severity": "note", "file": "conflict.vfl", "line": 3, "column": 5, "message": "in conflict: 'root.trailing == box.trailing + 20'"},
            {"severity": "note", "file": "conflict.vfl", "line": 1, "column": 1, "message": "in conflict: 'root.width == 96 (the root view's size)'"},
            {"severity": "error", "file": "conflict.vfl", "line": 3, "column": 5, "message": "unable to simultaneously satisfy constraints; breaking 'root.trailing == box.trailing + 20' (in landscape 160x96)"},
            {"severity": "note", "file": "conflict.vfl", "line": 3, "column": 3, "message": "in conflict: 'box.leading == root.leading + 20'"},
            {"severity": "note", "file": "conflict.vfl", "line": 3, "column": 10, "message": "in conflict: 'box.width == 100'"},
            {"severity": "note", "file": "conflict.vfl", "line": 3, "column": 5, "message": "in conflict: 'root.trailing == box.trailing + 20'"},
            {"severity": "note", "file": "conflict.vfl", "line": 1, "column": 1, "message": "in conflict: 'root.width == 160 (the root view's size)'"}
          ]
        }

        """

    /// `layout check conflict.vfl --format json` (stderr, exit status 1).
    static let conflictJSONStderr = """
        conflict.vfl:3:5: error: unable to simultaneously satisfy constraints; breaking 'root.trailing == box.trailing + 20' (in portrait 96x160)
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
        conflict.vfl:3:5: error: unable to simultaneously satisfy constraints; breaking 'root.trailing == box.trailing + 20' (in landscape 160x96)
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
        conflict.vfl:1:1: note: in conflict: 'root.width == 160 (the root view's size)'
            canvas 96x160
            ^~~~~~~~~~~~~

        """

    /// `layout check small.vfl --format json --orientation portrait` (stdout, exit status 0).
    static let cleanJSON = """
        {
          "file": "small.vfl",
          "layouts": [
            {
              "orientation": "portrait",
              "size": {"width": 96, "height": 160},
              "views": [
                {"name": "box", "superview": "root", "frame": {"x": 20, "y": 20, "width": 56, "height": 40}}
              ]
            }
          ],
          "diagnostics": []
        }

        """

    /// `layout check warn.vfl` (stderr, exit status 1).
    static let parseWarning = """
        warn.vfl:1:24: error: the first baseline offset 30 is larger than the intrinsic height of 'a' (10 points)
            view a intrinsic 10x10 baseline 30 4
                                   ^~~~~~~~~~~~~
        warn.vfl: 1 error (portrait 320x568, landscape 568x320)

        """

    /// `layout render warn.vfl --size 40x40` (stderr, exit status 0).
    static let parseWarningRender = """
        warn.vfl:1:24: warning: the first baseline offset 30 is larger than the intrinsic height of 'a' (10 points)
            view a intrinsic 10x10 baseline 30 4
                                   ^~~~~~~~~~~~~

        """

}
