import Foundation
import Testing

@testable import LayoutSnapshot

/// A snapshot update that fails half-way: every reference is the old text or the new one,
/// never a mix, and no temporary file is left behind. (A failed rename is in
/// `AtomicFileWriterTests`; the process killed mid-update in `LayoutCLITests/FileInputTests`.)
@Suite("Interrupted updates")
struct InterruptedUpdateTests {
    /// The disk fills up while the second of three references is being written: the first
    /// and third are updated, the second keeps its old text and the run fails naming it.
    @Test func aWriteThatFailsHalfWayLeavesItsReferenceIntact() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] {
            try folder.write(LayoutTestRunnerTests.small, to: "Layouts/\(name).vfl")
            try folder.write("old \(name)\n", to: "Layouts/__Snapshots__/\(name).txt")
        }
        let calls = CallLog()
        var runner = LayoutTestRunner(
            options: LayoutTestOptions(
                update: true, environment: SnapshotEnvironment([:]),
                baseFolder: folder.path))
        runner.files.writer.createFile = { (path: String, bytes: [UInt8]) throws(FileOperationError) in
            calls.add(path)
            guard path.contains("/.b.txt.tmp-") else { return try POSIXFiles.createFile(path, bytes: bytes) }
            try POSIXFiles.createFile(path, bytes: Array(bytes.prefix(bytes.count / 2)))
            throw FileOperationError(reason: "No space left on device")
        }
        let report = runner.run()
        let snapshots = folder.url("Layouts/__Snapshots__")
        #expect(
            report.lines.filter { !$0.hasPrefix(" ") && !$0.isEmpty } == [
                "UPDATED Layouts/a.vfl", "FAIL Layouts/b.vfl",
                "UPDATED Layouts/c.vfl", "2 passed, 1 failed"
            ])
        #expect(report.lines.contains("    could not write \(snapshots)/b.txt: No space left on device"))
        #expect(calls.all.count == 3)
        let new = try #require(folder.read("Layouts/__Snapshots__/a.txt"))
        #expect(new.hasPrefix("portrait 32x64\n"))
        #expect(folder.read("Layouts/__Snapshots__/b.txt") == "old b\n")
        #expect(folder.read("Layouts/__Snapshots__/c.txt") == new)
        #expect(
            folder.listing() == [
                "Layouts", "Layouts/__Snapshots__", "Layouts/__Snapshots__/a.txt",
                "Layouts/__Snapshots__/b.txt", "Layouts/__Snapshots__/c.txt",
                "Layouts/a.vfl", "Layouts/b.vfl", "Layouts/c.vfl"
            ])
    }
}
