import Foundation
import Testing

@testable import LayoutSnapshot

@Suite("LayoutTestRunner")
struct LayoutTestRunnerTests {
    static let small = """
        canvas 32x64
        view box
        H:|-8-[box(16)]
        V:|-16-[box(16)]

        """

    func run(
        _ folder: TemporaryFolder, _ paths: [String] = LayoutTestOptions.defaultPaths, update: Bool = false,
        record: SnapshotRecordMode? = nil, environment: [String: String] = [:]
    ) -> LayoutTestReport {
        LayoutTestRunner(
            options: LayoutTestOptions(
                paths: paths, update: update, record: record,
                environment: SnapshotEnvironment(environment),
                baseFolder: folder.path)
        ).run()
    }

    @Test func smallSnapshotText() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.small, to: "Layouts/small.vfl")
        _ = run(folder)
        #expect(
            folder.read("Layouts/__Snapshots__/small.txt") == """
                portrait 32x64
                +---+
                |+-+|
                |+-+|
                |   |
                +---+

                box in root (8, 16, 16, 16)

                landscape 64x32
                +-------+
                |+-+    |
                ++-+----+

                box in root (8, 16, 16, 16)

                """)
    }

    @Test func matchingSnapshotPasses() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        try folder.write(Seed.text(), to: "Layouts/__Snapshots__/seed.txt")
        let report = run(folder)
        #expect(report.lines == ["PASS Layouts/seed.vfl", "1 passed, 0 failed"])
        #expect(report.exitCode == 0)
        #expect(report.text == "PASS Layouts/seed.vfl\n1 passed, 0 failed\n")
    }

    // A new layout is recorded, and fails this once so it is noticed; the next run passes.
    @Test func missingSnapshotIsRecordedAndFails() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        let report = run(folder)
        #expect(
            report.lines == [
                "RECORDED Layouts/seed.vfl",
                "    recorded Layouts/__Snapshots__/seed.txt",
                "0 passed, 1 failed"
            ])
        #expect(report.exitCode == 1)
        #expect(folder.read("Layouts/__Snapshots__/seed.txt") == Seed.text())
        #expect(run(folder).lines == ["PASS Layouts/seed.vfl", "1 passed, 0 failed"])
    }

    @Test func missingSnapshotUnderCIFailsWithoutWriting() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        for update in [false, true] {
            let report = run(folder, update: update, environment: ["CI": "1"])
            #expect(
                report.lines == [
                    "FAIL Layouts/seed.vfl",
                    "    Layouts/__Snapshots__/seed.txt is missing; not recorded because CI is set (CI=1)",
                    "0 passed, 1 failed"
                ])
            #expect(report.exitCode == 1)
        }
        #expect(folder.listing() == ["Layouts", "Layouts/seed.vfl"])
    }

    @Test func missingSnapshotWithRecordNever() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        let report = run(folder, environment: ["LAYOUT_SNAPSHOT_RECORD": "never"])
        #expect(
            report.lines == [
                "FAIL Layouts/seed.vfl",
                "    Layouts/__Snapshots__/seed.txt is missing; not recorded because the record mode is \"never\"",
                "0 passed, 1 failed"
            ])
        #expect(folder.listing() == ["Layouts", "Layouts/seed.vfl"])
    }

    // The exact report for a layout whose view moved 8 points right.
    @Test func mismatchReportsTheDiff() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.small, to: "Layouts/small.vfl")
        _ = run(folder)
        try folder.write(Self.small.replacingOccurrences(of: "H:|-8-", with: "H:|-16-"), to: "Layouts/small.vfl")
        let report = run(folder)
        #expect(
            report.text == """
                FAIL Layouts/small.vfl
                    does not match Layouts/__Snapshots__/small.txt
                    Frames that changed (reference -> actual):
                      portrait 32x64
                        box: (8, 16, 16, 16) -> (16, 16, 16, 16)
                      landscape 64x32
                        box: (8, 16, 16, 16) -> (16, 16, 16, 16)

                    --- reference
                    +++ actual
                    @@ -1,15 +1,15 @@
                     portrait 32x64
                     +---+
                    -|+-+|
                    -|+-+|
                    +| +-+
                    +| +-+
                     |   |
                     +---+

                    -box in root (8, 16, 16, 16)
                    +box in root (16, 16, 16, 16)

                     landscape 64x32
                     +-------+
                    -|+-+    |
                    -++-+----+
                    +| +-+   |
                    ++-+-+---+

                    -box in root (8, 16, 16, 16)
                    +box in root (16, 16, 16, 16)
                    picture: Layouts/__Snapshots__/small.failure.svg
                0 passed, 1 failed

                """)
        #expect(report.exitCode == 1)
        // The picture is there, beside the reference, and parses as the overlay of the two.
        let picture = try #require(folder.read("Layouts/__Snapshots__/small.failure.svg"))
        #expect(picture.hasPrefix("<!-- layout snapshot failure"))
        #expect(picture.contains("data-view=\"box\" x=\"24\"")) // the old box: 16 + 8, dashed
        #expect(picture.contains("data-view=\"box\" x=\"32\"")) // the new one: 16 + 16
        #expect(folder.read("Layouts/__Snapshots__/small.txt")?.contains("(8, 16, 16, 16)") == true)
    }

    // `update` rewrites what differs and records what is missing; both pass.
    @Test func updateRewritesAndRecords() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.small, to: "Layouts/a.vfl")
        try folder.write(Self.small, to: "Layouts/b.vfl")
        try folder.write(Self.small, to: "Layouts/c.vfl")
        _ = run(folder, ["Layouts/a.vfl", "Layouts/b.vfl"])
        let moved = Self.small.replacingOccurrences(of: "V:|-16-", with: "V:|-24-")
        try folder.write(moved, to: "Layouts/b.vfl")
        let report = run(folder, update: true)
        #expect(
            report.lines.prefix(8) == [
                "PASS Layouts/a.vfl",
                "UPDATED Layouts/b.vfl",
                "    updated Layouts/__Snapshots__/b.txt",
                "    Frames that changed (reference -> actual):",
                "      portrait 32x64",
                "        box: (8, 16, 16, 16) -> (8, 24, 16, 16)",
                "      landscape 64x32",
                "        box: (8, 16, 16, 16) -> (8, 24, 16, 16)"
            ])
        #expect(
            report.lines.suffix(3) == [
                "RECORDED Layouts/c.vfl",
                "    recorded Layouts/__Snapshots__/c.txt",
                "3 passed, 0 failed"
            ])
        #expect(report.exitCode == 0)
        #expect(folder.read("Layouts/__Snapshots__/b.txt")?.contains("box in root (8, 24, 16, 16)") == true)
        #expect(run(folder).lines.last == "3 passed, 0 failed")
    }

    // Record mode `all` rewrites everything and fails, so it is not left on by mistake.
    @Test func recordAll() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        try folder.write(Seed.text(), to: "Layouts/__Snapshots__/seed.txt")
        let report = run(folder, record: .all)
        #expect(
            report.lines == [
                "RECORDED Layouts/seed.vfl",
                "    recorded Layouts/__Snapshots__/seed.txt (unchanged)",
                "0 passed, 1 failed"
            ])
    }

    @Test func obsoleteSnapshotsAreReportedAndRemovedOnlyWithUpdate() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        try folder.write(Seed.text(), to: "Layouts/__Snapshots__/seed.txt")
        try folder.write("old\n", to: "Layouts/__Snapshots__/old.txt")
        try folder.write("notes\n", to: "Layouts/__Snapshots__/notes.md")
        try folder.write("test reference\n", to: "Layouts/__Snapshots__/SomeTests/test.1.txt")
        #expect(
            run(folder).lines == [
                "PASS Layouts/seed.vfl",
                "OBSOLETE Layouts/__Snapshots__/old.txt (no Layouts/old.vfl)",
                "1 passed, 0 failed"
            ])
        #expect(
            run(folder, update: true, environment: ["CI": "true"]).lines == [
                "PASS Layouts/seed.vfl",
                "OBSOLETE Layouts/__Snapshots__/old.txt (no Layouts/old.vfl)",
                "    not removed because CI is set (CI=true)",
                "1 passed, 0 failed"
            ])
        #expect(folder.read("Layouts/__Snapshots__/old.txt") == "old\n")
        let report = run(folder, update: true)
        #expect(
            report.lines == [
                "PASS Layouts/seed.vfl",
                "REMOVED Layouts/__Snapshots__/old.txt (no Layouts/old.vfl)",
                "1 passed, 0 failed"
            ])
        #expect(report.exitCode == 0)
        #expect(
            folder.listing() == [
                "Layouts", "Layouts/__Snapshots__", "Layouts/__Snapshots__/SomeTests",
                "Layouts/__Snapshots__/SomeTests/test.1.txt", "Layouts/__Snapshots__/notes.md",
                "Layouts/__Snapshots__/seed.txt", "Layouts/seed.vfl"
            ])
    }

    // A file that does not parse fails with its diagnostics, named as the user gave the path.
    @Test func fileWithErrorsFailsWithDiagnostics() throws {
        let folder = try TemporaryFolder()
        try folder.write("view box\nH:|-[box]-|\nbox.width == _other.width\n", to: "Layouts/bad.vfl")
        let report = run(folder)
        #expect(
            report.text == """
                FAIL Layouts/bad.vfl
                    Layouts/bad.vfl:3:14: error: unknown view '_other'; declare it with 'view _other'
                        box.width == _other.width
                                     ^~~~~~
                0 passed, 1 failed

                """)
        #expect(folder.listing() == ["Layouts", "Layouts/bad.vfl"])
    }

    @Test func unreadableFileFails() throws {
        let folder = try TemporaryFolder()
        try folder.write("view a\n", to: "Layouts/ok.vfl")
        let bad = folder.url("Layouts/latin1.vfl")
        try Data([0x76, 0x69, 0x65, 0x77, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: bad))
        let report = run(folder, ["Layouts/latin1.vfl"])
        #expect(report.lines.first == "FAIL Layouts/latin1.vfl")
        #expect(
            report.lines.dropFirst().first?.hasPrefix("    Layouts/latin1.vfl:1:6: error: the file is not valid UTF-8")
                == true)
    }

    @Test func pathsThatNameNothingUsableFail() throws {
        let folder = try TemporaryFolder()
        try folder.write("hello\n", to: "README.md")
        let report = run(folder, ["Missing/", "README.md"])
        #expect(
            report.lines == [
                "FAIL Missing/",
                "    no such file or folder",
                "FAIL README.md",
                "    not a .vfl file or a folder",
                "0 passed, 2 failed"
            ])
        #expect(report.exitCode == 1)
    }

    // Folders are searched recursively, entries in name order (folder `a` before `a.vfl`,
    // as `a` sorts before `a.vfl`); hidden folders, hidden files and
    // __Snapshots__ are skipped; paths read as given; a file found twice is listed once.
    @Test func discoveryOrderAndPaths() throws {
        let folder = try TemporaryFolder()
        for path in [
            "Layouts/b.vfl", "Layouts/a/z.vfl", "Layouts/a.vfl", "Layouts/.hidden/h.vfl", "Layouts/.h.vfl",
            "Layouts/__Snapshots__/s.vfl", "Layouts/c/d/e.vfl", "Layouts/notes.txt", "Other/o.vfl"
        ] {
            try folder.write("view v\nH:|[v]|\nV:|[v]|\n", to: path)
        }
        let found = LayoutFileFinder(baseFolder: folder.path)
            .find(["Layouts", "Other/o.vfl", "./Layouts/b.vfl", "Layouts/a.vfl"]).files.map(\.display)
        #expect(
            found == [
                "Layouts/a/z.vfl", "Layouts/a.vfl", "Layouts/b.vfl", "Layouts/c/d/e.vfl",
                "Other/o.vfl", "./Layouts/b.vfl"
            ])
        #expect(
            LayoutFileFinder(baseFolder: folder.path).find(["Layouts/c/"]).files.map(\.display) == ["Layouts/c/d/e.vfl"]
        )
        let report = run(folder, ["Other/o.vfl"])
        #expect(
            report.lines == ["RECORDED Other/o.vfl", "    recorded Other/__Snapshots__/o.txt", "0 passed, 1 failed"])
    }

    // Runs use the options' base folder; absolute paths are used as they are.
    @Test func absolutePaths() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(Seed.source, to: "seed.vfl")
        try folder.write(Seed.text(), to: "__Snapshots__/seed.txt")
        let report = LayoutTestRunner(options: LayoutTestOptions(paths: [file], environment: SnapshotEnvironment()))
            .run()
        #expect(report.lines == ["PASS \(file)", "1 passed, 0 failed"])
    }

    @Test func invalidRecordModeStopsTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        let report = run(folder, environment: ["LAYOUT_SNAPSHOT_RECORD": "on"])
        #expect(
            report.lines == [#"error: LAYOUT_SNAPSHOT_RECORD="on" is not a record mode (missing, all, failed, never)"#])
        #expect(report.exitCode == 2)
        #expect(folder.listing() == ["Layouts", "Layouts/seed.vfl"])
    }

    @Test func emptyFolderRunsNothing() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.url("Layouts"), withIntermediateDirectories: true)
        let report = run(folder)
        #expect(report.lines == ["0 passed, 0 failed"])
        #expect(report.exitCode == 0)
        #expect(LayoutTestOptions(paths: []).paths == ["Layouts/"])
    }

    @Test func unwritableSnapshotsFolderFails() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        try folder.write("in the way\n", to: "Layouts/__Snapshots__")
        let snapshots = folder.url("Layouts/__Snapshots__")
        let report = run(folder)
        #expect(
            report.lines == [
                "FAIL Layouts/seed.vfl",
                "    could not write \(snapshots)/seed.txt: cannot create the folder \"\(snapshots)\": "
                    + "\"\(snapshots)\" is a file, not a folder",
                "0 passed, 1 failed"
            ])
    }

    @Test func noLineEndsInWhitespace() throws {
        let folder = try TemporaryFolder()
        try folder.write(Seed.source, to: "Layouts/seed.vfl")
        try folder.write(
            Seed.text().replacingOccurrences(of: "|\n", with: "|  \n"), to: "Layouts/__Snapshots__/seed.txt")
        let report = run(folder)
        #expect(report.lines.count > 10)
        #expect(report.lines.contains("    -|                                       |␠␠"))
        for line in report.lines { #expect(line.last?.isWhitespace != true, "trailing whitespace: \(line)") }
    }
}
