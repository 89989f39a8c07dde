import Foundation
import Testing

@testable import LayoutSnapshot

/// Records what the injected file operations were asked to do.
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.lock(); entries.append(entry); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return entries }
}

@Suite("AtomicFileWriter")
struct AtomicFileWriterTests {
    @Test func createsFoldersAndTheFile() throws {
        let folder = try TemporaryFolder()
        try AtomicFileWriter().write("hello\n", to: folder.url("a/__Snapshots__/T/t.1.txt"))
        #expect(folder.read("a/__Snapshots__/T/t.1.txt") == "hello\n")
        #expect(folder.listing() == ["a", "a/__Snapshots__", "a/__Snapshots__/T", "a/__Snapshots__/T/t.1.txt"])
    }

    // Replacing a reference touches nothing else and leaves no temporary file behind.
    @Test func replacesOnlyTheTarget() throws {
        let folder = try TemporaryFolder()
        try folder.write("old\n", to: "s/ref.txt")
        try folder.write("other\n", to: "s/other.txt")
        try AtomicFileWriter().write("new\n", to: folder.url("s/ref.txt"))
        #expect(folder.read("s/ref.txt") == "new\n")
        #expect(folder.read("s/other.txt") == "other\n")
        #expect(folder.listing() == ["s", "s/other.txt", "s/ref.txt"])
    }

    // The temporary file is a hidden sibling, renamed over the target.
    @Test func writesASiblingThenRenames() throws {
        let log = CallLog()
        let writer = AtomicFileWriter(
            makeFolders: { log.add("folders \($0)") },
            createFile: { path, bytes in log.add("create \(path) \(bytes.count)") },
            rename: { log.add("rename \($0) \($1)") },
            removeFile: { log.add("remove \($0)") },
            uniqueSuffix: { "1234" })
        try writer.write("abc", to: "x/ref.txt")
        #expect(log.all == ["folders x", "create x/.ref.txt.tmp-1234 3", "rename x/.ref.txt.tmp-1234 x/ref.txt"])
    }

    // A write that fails half-way (a full disk) leaves the old reference as it was and
    // removes the partial temporary file.
    @Test func failedWriteLeavesTheOldReference() throws {
        let folder = try TemporaryFolder()
        let reference = try folder.write("old reference\n", to: "__Snapshots__/ref.txt")
        var writer = AtomicFileWriter()
        writer.createFile = { (path: String, bytes: [UInt8]) throws(FileOperationError) in
            try POSIXFiles.createFile(path, bytes: Array(bytes.prefix(3)))
            throw FileOperationError(reason: "No space left on device")
        }
        #expect(throws: SnapshotError.unwritable(path: reference, reason: "No space left on device")) {
            try writer.write("new reference\n", to: reference)
        }
        #expect(folder.read("__Snapshots__/ref.txt") == "old reference\n")
        #expect(folder.listing() == ["__Snapshots__", "__Snapshots__/ref.txt"])
    }

    @Test func failedRenameLeavesTheOldReference() throws {
        let folder = try TemporaryFolder()
        let reference = try folder.write("old\n", to: "ref.txt")
        var writer = AtomicFileWriter()
        writer.rename = { (_: String, _: String) throws(FileOperationError) in
            throw FileOperationError(reason: "Input/output error")
        }
        #expect(throws: SnapshotError.unwritable(path: reference, reason: "Input/output error")) {
            try writer.write("new\n", to: reference)
        }
        #expect(folder.read("ref.txt") == "old\n")
        #expect(folder.listing() == ["ref.txt"])
    }

    // A file where the __Snapshots__ folder should be stops everyone, root included.
    @Test func fileInTheWayOfTheFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("not a folder\n", to: "__Snapshots__")
        let target = folder.url("__Snapshots__/T/t.1.txt")
        let snapshots = folder.url("__Snapshots__")
        #expect(
            throws: SnapshotError.unwritable(
                path: target,
                reason: "cannot create the folder \"\(snapshots)/T\": \"\(snapshots)\" is a file, not a folder")
        ) {
            try AtomicFileWriter().write("x\n", to: target)
        }
        #expect(folder.read("__Snapshots__") == "not a folder\n")
    }

    // The system's reason comes through when the file itself cannot be created.
    @Test func folderInTheWayOfTheFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.url("ref.txt/inner"), withIntermediateDirectories: true)
        #expect(throws: SnapshotError.unwritable(path: folder.url("ref.txt"), reason: "Is a directory")) {
            try AtomicFileWriter().write("x\n", to: folder.url("ref.txt"))
        }
        #expect(folder.listing() == ["ref.txt", "ref.txt/inner"])
    }

    @Test func filePaths() {
        #expect([FilePath("a/b/c.txt").folder, FilePath("a/b/c.txt").name] == ["a/b", "c.txt"])
        #expect([FilePath("c.txt").folder, FilePath("c.txt").name] == ["", "c.txt"])
        #expect([FilePath("/c.txt").folder, FilePath("/c.txt").name] == ["/", "c.txt"])
        #expect(FilePath("Layouts/seed.vfl").baseName == "seed")
        #expect(FilePath(".hidden").baseName == ".hidden")
        #expect(FilePath.join("Layouts/", "seed.vfl") == "Layouts/seed.vfl")
        #expect(FilePath.join("", "seed.vfl") == "seed.vfl")
        #expect(FilePath.join("/", "x") == "/x")
    }
}
