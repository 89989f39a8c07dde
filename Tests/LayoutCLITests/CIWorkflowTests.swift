import Foundation
import Testing

/// `layout test` and `layout check` as CI runs them: a layout with conflicts or ambiguity
/// fails unless the file allows them, `check` takes several files and folders, and `test`
/// reports in JSON or JUnit XML.
@Suite("layout test and check in CI")
struct CIWorkflowTests {
    /// `b` has a height and a top, nothing horizontal: its x and width are anything.
    static let ambiguous = """
        canvas 320x568
        view a
        view b
        H:|-[a]-|
        V:|-[a(20)]-[b(10)]

        """

    /// A 300-point card pinned 20 points from both edges of a 320-point screen.
    static let conflict = """
        canvas 320x568
        view card
        H:|-[card]-|
        card.width == 300
        V:|-[card(100)]

        """

    static let clean = """
        canvas 32x64
        view box
        H:|-8-[box(16)]
        V:|-16-[box(16)]

        """

    static let ambiguityError = """
        ambiguous.vfl:3:6: error: b is ambiguous horizontally: x and width are not determined by its constraints (ambiguous layout)
            view b
                 ^

        """

    func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func exists(_ path: String, in folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    /// The run the issue reported: both passed, comparing arbitrary and recovered frames. Now
    /// each fails with what `check` says of it, and nothing is compared, recorded or updated.
    @Test(arguments: [["test", "ambiguous.vfl", "conflict.vfl"], ["test", "ambiguous.vfl", "conflict.vfl", "-u"]])
    func conflictsAndAmbiguityFailTest(_ arguments: [String]) throws {
        try withTemporaryDirectory { folder in
            try write(
                [
                    "ambiguous.vfl": Self.ambiguous, "conflict.vfl": Self.conflict,
                    "__Snapshots__/ambiguous.txt": "an old reference\n"
                ], in: folder)
            let run = try layout(arguments, in: folder)
            let check = try layout(["check", "conflict.vfl"], in: folder)
            let conflictErrors = check.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
                .map { "    " + $0 + "\n" }.joined()
            #expect(
                run
                    == Run(
                        status: 1,
                        stdout: "FAIL ambiguous.vfl\n"
                            + Self.ambiguityError.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
                            + "    not compared with __Snapshots__/ambiguous.txt: the layout is ambiguous; if that is meant, allow it: "
                            + "add 'allow ambiguity' to the file\n"
                            + "FAIL conflict.vfl\n" + conflictErrors
                            + "    not compared with __Snapshots__/conflict.txt: the layout has conflicting constraints; if that is "
                            + "meant, allow it: add 'allow conflicts' to the file\n"
                            + "0 passed, 2 failed\n", stderr: ""))
            #expect(check.stderr.hasSuffix("conflict.vfl: 2 errors (portrait 320x568, landscape 568x320)\n"))
            #expect(
                conflictErrors.contains(
                    "error: unable to simultaneously satisfy constraints; breaking 'card.width == 300'"))
            #expect(!exists("__Snapshots__/conflict.txt", in: folder))
            let old = FileManager.default.contents(
                atPath: folder.appendingPathComponent("__Snapshots__/ambiguous.txt").path)
            #expect(old == Data("an old reference\n".utf8))
        }
    }

    /// `allow ambiguity` says the ambiguity is the point: the snapshot is recorded and then
    /// passes, and `check` prints the ambiguity as a warning and passes.
    @Test func allowedAmbiguityPasses() throws {
        try withTemporaryDirectory { folder in
            try write(["ambiguous.vfl": Self.ambiguous + "allow ambiguity\n"], in: folder)
            #expect(
                try layout(["test", "ambiguous.vfl"], in: folder).stdout
                    == "RECORDED ambiguous.vfl\n    recorded __Snapshots__/ambiguous.txt\n0 passed, 1 failed\n")
            #expect(
                try layout(["test", "ambiguous.vfl"], in: folder)
                    == Run(status: 0, stdout: "PASS ambiguous.vfl\n1 passed, 0 failed\n", stderr: ""))
            let warning = Self.ambiguityError.replacingOccurrences(of: ": error: ", with: ": warning: ")
            #expect(
                try layout(["check", "ambiguous.vfl"], in: folder)
                    == Run(
                        status: 0, stdout: "ambiguous.vfl: OK (portrait 320x568, landscape 568x320)\n", stderr: warning)
            )
            #expect(
                try layout(["render", "ambiguous.vfl", "--strict", "--orientation", "portrait"], in: folder).status == 0
            )
        }
    }

    /// Allowing one kind does not allow another.
    @Test func allowingAmbiguityDoesNotAllowConflicts() throws {
        try withTemporaryDirectory { folder in
            try write(["conflict.vfl": Self.conflict + "allow ambiguity negative-sizes\n"], in: folder)
            let run = try layout(["check", "conflict.vfl", "--orientation", "portrait"], in: folder)
            #expect(run.status == 1 && run.stderr.contains("error: unable to simultaneously satisfy constraints"))
            #expect(try layout(["test", "conflict.vfl"], in: folder).stdout.hasPrefix("FAIL conflict.vfl\n"))
        }
    }

    /// `check` given files and folders checks each `.vfl` file found, as `test` finds them, and
    /// ends with the count; a path naming nothing fails.
    @Test func checkTakesSeveralFilesAndFolders() throws {
        try withTemporaryDirectory { folder in
            try write(
                [
                    "Layouts/clean.vfl": Self.clean, "Layouts/more/ambiguous.vfl": Self.ambiguous,
                    "Layouts/notes.txt": "not a layout\n", "other.vfl": Self.clean
                ], in: folder)
            let run = try layout(["check", "Layouts", "other.vfl", "missing"], in: folder)
            #expect(
                run
                    == Run(
                        status: 1,
                        stdout: """
                            Layouts/clean.vfl: OK (portrait 32x64, landscape 64x32)
                            other.vfl: OK (portrait 32x64, landscape 64x32)
                            2 passed, 2 failed

                            """,
                        stderr: "missing: error: no such file or folder\n"
                            + Self.ambiguityError.replacingOccurrences(
                                of: "ambiguous.vfl:", with: "Layouts/more/ambiguous.vfl:")
                            + "Layouts/more/ambiguous.vfl: 1 error (portrait 320x568, landscape 568x320)\n"))
            #expect(
                try layout(["check", "Layouts/clean.vfl", "other.vfl"], in: folder)
                    == Run(
                        status: 0,
                        stdout: """
                            Layouts/clean.vfl: OK (portrait 32x64, landscape 64x32)
                            other.vfl: OK (portrait 32x64, landscape 64x32)
                            2 passed, 0 failed

                            """, stderr: ""))
        }
    }

    /// Several files in JSON: one object holding each file's report, then the counts.
    @Test func checkSeveralFilesAsJSON() throws {
        try withTemporaryDirectory { folder in
            try write(["a.vfl": Self.clean, "b.vfl": "view\n"], in: folder)
            let run = try layout(
                ["check", "a.vfl", "b.vfl", "--format", "json", "--orientation", "portrait"], in: folder)
            #expect(run.status == 1)
            #expect(
                run.stdout == """
                    {
                      "files": [
                        {
                          "file": "a.vfl",
                          "layouts": [
                            {
                              "orientation": "portrait",
                              "size": {"width": 32, "height": 64},
                              "views": [
                                {"name": "box", "superview": "root", "frame": {"x": 8, "y": 16, "width": 16, "height": 16}}
                              ]
                            }
                          ],
                          "diagnostics": []
                        },
                        {
                          "file": "b.vfl",
                          "layouts": [],
                          "diagnostics": [
                            {"severity": "error", "file": "b.vfl", "line": 1, "column": 5, "message": "expected a view name after 'view'"}
                          ]
                        }
                      ],
                      "passed": 1,
                      "failed": 1
                    }

                    """)
        }
    }

    /// `layout test --format json`: one result per line, with the lines the text report
    /// prints under it.
    @Test func testReportsAsJSON() throws {
        try withTemporaryDirectory { folder in
            try write(["Layouts/clean.vfl": Self.clean, "Layouts/ambiguous.vfl": Self.ambiguous], in: folder)
            _ = try layout(["test", "Layouts/clean.vfl"], in: folder)
            let run = try layout(["test", "--format", "json"], in: folder)
            let ambiguity = Self.ambiguityError.replacingOccurrences(
                of: "ambiguous.vfl:", with: "Layouts/ambiguous.vfl:"
            )
            .split(separator: "\n").map { "\"\($0)\"" }.joined(separator: ", ")
            #expect(
                run
                    == Run(
                        status: 1,
                        stdout: """
                            {
                              "results": [
                                {"status": "fail", "file": "Layouts/ambiguous.vfl", "reference": "Layouts/__Snapshots__/ambiguous.txt", "passed": false, "details": [\(ambiguity), "not compared with Layouts/__Snapshots__/ambiguous.txt: the layout is ambiguous; if that is meant, allow it: add 'allow ambiguity' to the file"]},
                                {"status": "pass", "file": "Layouts/clean.vfl", "reference": "Layouts/__Snapshots__/clean.txt", "passed": true, "details": []}
                              ],
                              "passed": 1,
                              "failed": 1
                            }

                            """, stderr: ""))
        }
    }

    /// `layout test --format junit`: a test case per file, a failure holding the details.
    @Test func testReportsAsJUnit() throws {
        try withTemporaryDirectory { folder in
            try write(["Layouts/clean.vfl": Self.clean, "Layouts/a&b.vfl": Self.clean + "box.width == 2\n"], in: folder)
            _ = try layout(["test", "Layouts/clean.vfl"], in: folder)
            let run = try layout(["test", "--format", "junit"], in: folder)
            #expect(run.status == 1)
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(
                Array(lines.prefix(6)) == [
                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                    "<testsuites name=\"layout test\" tests=\"2\" failures=\"1\">",
                    "  <testsuite name=\"layout test\" tests=\"2\" failures=\"1\">",
                    "    <testcase classname=\"layout test\" name=\"Layouts/a&amp;b.vfl\">",
                    "      <failure message=\"Layouts/a&amp;b.vfl:5:1: error: unable to simultaneously satisfy constraints; "
                        + "breaking &apos;box.width == 2&apos;\">Layouts/a&amp;b.vfl:5:1: error: unable to simultaneously "
                        + "satisfy constraints; breaking &apos;box.width == 2&apos;",
                    "    box.width == 2"
                ])
            #expect(
                run.stdout.contains(
                    """
                    meant, allow it: add &apos;allow conflicts&apos; to the file</failure>
                        </testcase>
                        <testcase classname="layout test" name="Layouts/clean.vfl"/>

                    """))
            #expect(
                run.stdout.hasSuffix(
                    """
                        <testcase classname="layout test" name="Layouts/clean.vfl"/>
                      </testsuite>
                    </testsuites>

                    """))
        }
    }
}
