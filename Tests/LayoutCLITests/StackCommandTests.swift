import Testing

/// Stacks through the commands, with no special case for the user: `render` (text and JSON),
/// `check` and `test`.
@Suite("Stacks in the commands")
struct StackCommandTests {
    static let toolbar = [
        "bar.vfl": """
        canvas 320x100
        orientation canvas
        stack bar distribution equalSpacing alignment center
        button back "Back" in bar
        button edit "Edit" in bar hidden
        button done "Done" in bar
        H:|[bar]|
        V:|[bar(==44)]
        """
    ]

    /// The hidden button is listed, marked, and not drawn; the other two are at the ends.
    @Test func renderDrawsStacksAndLeavesHiddenViewsOut() throws {
        let run = try layout(["render", "bar.vfl"], files: Self.toolbar)
        #expect(
            run
                == Run(
                    status: 0,
                    stdout: """
                        landscape 320x100 (8 pt per column)
                        +---+-------------------------------+---+
                        |bac|                               |don|
                        +---+-------------------------------+---+
                        |                                       |
                        |                                       |
                        |                                       |
                        +---------------------------------------+

                        bar   in root  (0, 0, 320, 44)
                        back  in bar   (0, 7, 32, 30)
                        edit  in bar   (32, 7, 0, 30) (hidden)
                        done  in bar   (288, 7, 32, 30)

                        """, stderr: ""))
    }

    @Test func jsonMarksHiddenViews() throws {
        let run = try layout(["render", "bar.vfl", "--format", "json"], files: Self.toolbar)
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                #"{"name": "edit", "superview": "bar", "frame": {"x": 32, "y": 7, "width": 0, "height": 30}, "hidden": true},"#
            ))
        #expect(
            run.stdout.contains(
                #"{"name": "done", "superview": "bar", "frame": {"x": 288, "y": 7, "width": 32, "height": 30}}"#))
    }

    /// A stack whose content cannot fit: the conflict names the stack's constraints by their
    /// UIKit identifiers, at the stack's line.
    @Test func checkReportsAStackThatCannotFit() throws {
        let files = [
            "row.vfl": """
            canvas 320x568
            orientation portrait
            stack row spacing 10
            button ok "OK" in row compression required
            button cancel "Cancel" in row compression required
            H:|-[row]
            V:|-[row]
            row.width == 60
            """
        ]
        #expect(
            try layout(["check", "row.vfl"], files: files)
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        row.vfl:8:1: error: unable to simultaneously satisfy constraints; breaking 'row.width == 60'
                            row.width == 60
                            ^~~~~~~~~~~~~~~
                        row.vfl:4:8: note: in conflict: 'ok.width >= 18 (compression resistance)'
                            button ok "OK" in row compression required
                                   ^~
                        row.vfl:5:8: note: in conflict: 'cancel.width >= 46 (compression resistance)'
                            button cancel "Cancel" in row compression required
                                   ^~~~~~
                        row.vfl:3:1: note: in conflict: 'row.leading == ok.leading' (UISV-canvas-connection)
                            stack row spacing 10
                            ^~~~~~~~~~~~~~~~~~~~
                        row.vfl:3:1: note: in conflict: 'cancel.trailing == row.trailing' (UISV-canvas-connection)
                            stack row spacing 10
                            ^~~~~~~~~~~~~~~~~~~~
                        row.vfl:3:1: note: in conflict: 'cancel.leading == ok.trailing + 10' (UISV-spacing)
                            stack row spacing 10
                            ^~~~~~~~~~~~~~~~~~~~
                        row.vfl:8:1: note: in conflict: 'row.width == 60'
                            row.width == 60
                            ^~~~~~~~~~~~~~~
                        row.vfl: 1 error (portrait 320x568)

                        """))
    }

    /// A stack statement's mistakes are parse errors, like any other line's.
    @Test func checkReportsStackSyntaxErrors() throws {
        let files = ["bad.vfl": "stack row distribution equalSpace\nview a in row spacingAfter wide\n"]
        #expect(
            try layout(["check", "bad.vfl"], files: files)
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        bad.vfl:1:24: error: unknown distribution 'equalSpace'; did you mean 'equalSpacing'?
                            stack row distribution equalSpace
                                                   ^~~~~~~~~~
                        bad.vfl:2:28: error: unknown metric 'wide'; a spacing is a number of points, 'system' or a metric, defined like 'metrics wide=8'
                            view a in row spacingAfter wide
                                                       ^~~~

                        """))
    }

    /// `layout test` records a stack's snapshot, then passes against it.
    @Test func testRecordsAndComparesAStack() throws {
        try withTemporaryDirectory { folder in
            try Self.toolbar["bar.vfl"]!.write(
                to: folder.appendingPathComponent("bar.vfl"), atomically: true, encoding: .utf8)
            let first = try layout(["test", "bar.vfl"], in: folder)
            #expect(first.stdout.hasPrefix("RECORDED bar.vfl"))
            let second = try layout(["test", "bar.vfl"], in: folder)
            #expect(second == Run(status: 0, stdout: "PASS bar.vfl\n1 passed, 0 failed\n", stderr: ""))
        }
    }
}
