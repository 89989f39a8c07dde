import Foundation
import Testing

/// `layout test`: the binary run on folders of layout files, each step of the snapshot
/// workflow (record, match, change, see the diff, update) and its exit statuses.
@Suite("layout test")
struct TestCommandTests {
    static let small = """
        canvas 32x64
        view box
        H:|-8-[box(16)]
        V:|-16-[box(16)]

        """

    static let smallSnapshot = """
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

        """

    func write(_ text: String, _ relative: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String, in folder: URL) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func recordThenMatch() throws {
        try withTemporaryDirectory { folder in
            try write(Self.small, "Layouts/small.vfl", in: folder)
            let first = try layout(["test"], in: folder)
            #expect(
                first
                    == Run(
                        status: 1,
                        stdout: """
                            RECORDED Layouts/small.vfl
                                recorded Layouts/__Snapshots__/small.txt
                            0 passed, 1 failed

                            """, stderr: ""))
            #expect(read("Layouts/__Snapshots__/small.txt", in: folder) == Self.smallSnapshot)
            let second = try layout(["test"], in: folder)
            #expect(second == Run(status: 0, stdout: "PASS Layouts/small.vfl\n1 passed, 0 failed\n", stderr: ""))
        }
    }

    @Test func mismatchShowsFramesAndLinesThenUpdate() throws {
        try withTemporaryDirectory { folder in
            try write(Self.small.replacingOccurrences(of: "H:|-8-", with: "H:|-16-"), "Layouts/small.vfl", in: folder)
            try write(Self.smallSnapshot, "Layouts/__Snapshots__/small.txt", in: folder)
            let failing = try layout(["test", "Layouts"], in: folder)
            #expect(
                failing
                    == Run(
                        status: 1,
                        stdout: """
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

                            """, stderr: ""))
            #expect(read("Layouts/__Snapshots__/small.txt", in: folder) == Self.smallSnapshot)
            #expect(read("Layouts/__Snapshots__/small.failure.svg", in: folder)?.contains("<svg") == true)
            try FileManager.default.removeItem(
                at: folder.appendingPathComponent("Layouts/__Snapshots__/small.failure.svg"))

            let updated = try layout(["test", "-u"], in: folder)
            #expect(updated.status == 0)
            #expect(
                updated.stdout.hasPrefix("UPDATED Layouts/small.vfl\n    updated Layouts/__Snapshots__/small.txt\n"))
            #expect(updated.stdout.hasSuffix("\n1 passed, 0 failed\n"))
            #expect(
                read("Layouts/__Snapshots__/small.txt", in: folder)?.contains("box in root (16, 16, 16, 16)") == true)
            #expect(try layout(["test"], in: folder).status == 0)
            // Neither the update nor the passing run drew a picture.
            #expect(read("Layouts/__Snapshots__/small.failure.svg", in: folder) == nil)
        }
    }

    @Test func missingUnderCIFailsAndWritesNothing() throws {
        try withTemporaryDirectory { folder in
            try write(Self.small, "Layouts/small.vfl", in: folder)
            for arguments in [["test"], ["test", "--update"], ["test", "--record", "all"]] {
                let run = try layout(arguments, in: folder, environment: ["CI": "true"])
                #expect(run.status == 1, "\(arguments)")
                #expect(run.stdout.hasPrefix("FAIL Layouts/small.vfl\n"), "\(arguments)")
                #expect(run.stdout.contains("CI is set"), "\(arguments)")
                #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"), "\(arguments)")
            }
            #expect(read("Layouts/__Snapshots__/small.txt", in: folder) == nil)
        }
    }

    @Test func obsoleteSnapshotIsReportedThenRemovedWithUpdate() throws {
        try withTemporaryDirectory { folder in
            try write(Self.small, "Layouts/small.vfl", in: folder)
            try write(Self.smallSnapshot, "Layouts/__Snapshots__/small.txt", in: folder)
            try write("old\n", "Layouts/__Snapshots__/gone.txt", in: folder)
            let report = try layout(["test"], in: folder)
            #expect(
                report
                    == Run(
                        status: 0,
                        stdout: """
                            PASS Layouts/small.vfl
                            OBSOLETE Layouts/__Snapshots__/gone.txt (no Layouts/gone.vfl)
                            1 passed, 0 failed

                            """, stderr: ""))
            #expect(read("Layouts/__Snapshots__/gone.txt", in: folder) == "old\n")
            let update = try layout(["test", "--update"], in: folder)
            #expect(
                update.stdout == """
                    PASS Layouts/small.vfl
                    REMOVED Layouts/__Snapshots__/gone.txt (no Layouts/gone.vfl)
                    1 passed, 0 failed

                    """)
            #expect(read("Layouts/__Snapshots__/gone.txt", in: folder) == nil)
            #expect(read("Layouts/__Snapshots__/small.txt", in: folder) == Self.smallSnapshot)
        }
    }

    @Test func recordNeverAndEnvironmentRecordMode() throws {
        try withTemporaryDirectory { folder in
            try write(Self.small, "Layouts/small.vfl", in: folder)
            let never = try layout(["test", "--record", "never"], in: folder)
            #expect(never.status == 1)
            #expect(never.stdout.contains("the record mode is \"never\""))
            let fromEnvironment = try layout(["test"], in: folder, environment: ["LAYOUT_SNAPSHOT_RECORD": "never"])
            #expect(fromEnvironment.stdout == never.stdout)
            #expect(read("Layouts/__Snapshots__/small.txt", in: folder) == nil)
            let invalid = try layout(["test"], in: folder, environment: ["LAYOUT_SNAPSHOT_RECORD": "sometimes"])
            #expect(invalid.status == 1)
            #expect(invalid.stdout == "")
            #expect(invalid.stderr.hasPrefix("error: "))
            #expect(invalid.stderr.contains("sometimes"))
        }
    }

    @Test func pathsFilesAndFolders() throws {
        try withTemporaryDirectory { folder in
            try write(Self.small, "a b/one.vfl", in: folder)
            try write(Self.small, "a b/sub/two.vfl", in: folder)
            try write(Self.smallSnapshot, "a b/__Snapshots__/one.txt", in: folder)
            try write(Self.smallSnapshot, "a b/sub/__Snapshots__/two.txt", in: folder)
            let run = try layout(["test", "a b", "a b/one.vfl"], in: folder)
            #expect(
                run
                    == Run(
                        status: 0, stdout: "PASS a b/one.vfl\nPASS a b/sub/two.vfl\n2 passed, 0 failed\n", stderr: ""))
            let missing = try layout(["test", "nowhere"], in: folder)
            #expect(missing.status == 1)
            #expect(missing.stdout.hasPrefix("FAIL nowhere\n"))
            #expect(missing.stdout.hasSuffix("0 passed, 1 failed\n"))
        }
    }

    @Test func brokenLayoutFailsWithItsDiagnostic() throws {
        try withTemporaryDirectory { folder in
            try write("canvas 32x64\nview box\nH:|-[bx]-|\n", "Layouts/bad.vfl", in: folder)
            let run = try layout(["test"], in: folder)
            #expect(run.status == 1)
            #expect(run.stdout.hasPrefix("FAIL Layouts/bad.vfl\n    Layouts/bad.vfl:3:"))
            #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
            #expect(read("Layouts/__Snapshots__/bad.txt", in: folder) == nil)
        }
    }

    /// A snapshot folder that cannot be created (a file is in the way) fails the file with
    /// the reason, and nothing else is touched.
    @Test func unwritableSnapshotFolder() throws {
        try withTemporaryDirectory { folder in
            try write(Self.small, "Layouts/small.vfl", in: folder)
            try write("in the way\n", "Layouts/__Snapshots__", in: folder)
            let run = try layout(["test"], in: folder)
            #expect(
                run
                    == Run(
                        status: 1,
                        stdout: """
                            FAIL Layouts/small.vfl
                                could not write Layouts/__Snapshots__/small.txt: cannot create the folder \
                            "Layouts/__Snapshots__": "Layouts/__Snapshots__" is a file, not a folder
                            0 passed, 1 failed

                            """, stderr: ""))
            #expect(read("Layouts/__Snapshots__", in: folder) == "in the way\n")
        }
    }

    @Test func usageErrors() throws {
        let badMode = try layout("test", "--record", "sometimes")
        #expect(badMode.status == 64)
        #expect(badMode.stderr.hasPrefix("error: invalid value 'sometimes' for '--record <mode>'"))
        let twice = try layout("test", "-u", "--update")
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("error: option '--update' given more than once"))
        let unknown = try layout("test", "-x")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: unknown option '-x'"))
        let empty = try layout("test", "")
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("error: empty value for '<path> ...'"))
    }

    /// The package's own examples pass, as the README promises.
    @Test func packageLayoutsPass() throws {
        let run = try layout(["test"], environment: ["LAYOUT_SNAPSHOT_RECORD": "never"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasSuffix(" passed, 0 failed\n"))
        #expect(!run.stdout.contains("FAIL"))
    }
}
