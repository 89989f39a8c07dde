import Foundation
import LayoutFuzzing
import Testing

/// Files as users have them: with a byte-order mark, CRLF line endings, spaces in the path;
/// unreadable, too large, a named pipe. And what the command writes: nothing for `render` and
/// `check`; for `test --update`, only references, each whole — even when the process is
/// killed half-way through.
@Suite("File inputs")
struct FileInputTests {
    static let source =
        "canvas 160x96\nview box\nlabel title \"Hi\" in box\nH:|-[box]-|\nV:|-[box]-|\nH:|-[title]\nV:|-[title]\n"

    /// A byte-order mark and CRLF (or CR) line endings change nothing in the output.
    @Test func byteOrderMarkAndLineEndings() throws {
        let crlf = "\u{FEFF}" + Self.source.replacingOccurrences(of: "\n", with: "\r\n")
        let cr = Self.source.replacingOccurrences(of: "\n", with: "\r")
        let files = ["lf.vfl": Self.source, "crlf.vfl": crlf, "cr.vfl": cr]
        let reference = try layout(["render", "lf.vfl", "--format", "json"], files: files)
        #expect(reference.status == 0 && reference.stderr == "")
        for name in ["crlf.vfl", "cr.vfl"] {
            let run = try layout(["render", name, "--format", "json"], files: files)
            #expect(
                run
                    == Run(
                        status: 0, stdout: reference.stdout.replacingOccurrences(of: "lf.vfl", with: name), stderr: ""))
        }
        // An error is located on the right line, without the carriage return.
        let broken = ["bad.vfl": "\u{FEFF}view a\r\nview b\r\nb.widht == 10\r\n"]
        #expect(
            try layout(["check", "bad.vfl"], files: broken)
                == Run(
                    status: 1, stdout: "",
                    stderr: """
                        bad.vfl:3:3: error: unknown attribute 'widht'; did you mean 'width'?
                            b.widht == 10
                              ^~~~~

                        """))
    }

    /// Spaces in the path (and in a folder's name) are just characters.
    @Test func pathWithSpaces() throws {
        let files = ["my layout.vfl": Self.source, "my broken layout.vfl": "view a\na.left == 5\n"]
        let run = try layout(["check", "my layout.vfl"], files: files)
        #expect(run == Run(status: 0, stdout: "my layout.vfl: OK (portrait 96x160, landscape 160x96)\n", stderr: ""))
        let broken = try layout(["render", "my broken layout.vfl"], files: files)
        #expect(broken.status == 1)
        #expect(
            broken.stderr.hasPrefix(
                "my broken layout.vfl:2:11: error: 'a.left' is a position and cannot equal a constant"))
        // A folder with a space, searched by `layout test`, its snapshot recorded beside it.
        let recorded = try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("my layouts")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(Self.source.utf8).write(to: folder.appendingPathComponent("a b.vfl"))
            let run = try layout(["test", "my layouts"], in: directory)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__/a b.txt").path))
            return run
        }
        #expect(
            recorded
                == Run(
                    status: 1,
                    stdout: """
                        RECORDED my layouts/a b.vfl
                            recorded my layouts/__Snapshots__/a b.txt
                        0 passed, 1 failed

                        """, stderr: ""))
    }

    /// A file the system refuses to read. What the system refuses is asked of the system, not
    /// guessed from the user id: as root (or with the capability to override permissions) a
    /// mode 000 file is read like any other; `/proc/self/mem` fails at offset 0 on Linux (EIO),
    /// though a sandboxed kernel may answer otherwise.
    @Test func unreadableFiles() throws {
        if !Self.systemReads("/proc/self/mem") {
            #expect(
                try layout("render", "/proc/self/mem")
                    == Run(
                        status: 1, stdout: "",
                        stderr: "/proc/self/mem: error: cannot be read: the file could not be read\n"))
        }
        let (run, readable) = try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("locked.vfl").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(Self.source.utf8)))
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
            return (try layout(["check", "locked.vfl"], in: directory), Self.systemReads(path))
        }
        if readable {
            #expect(run == Run(status: 0, stdout: "locked.vfl: OK (portrait 96x160, landscape 160x96)\n", stderr: ""))
        } else {
            #expect(run == Run(status: 1, stdout: "", stderr: "locked.vfl: error: cannot be read: permission denied\n"))
        }
    }

    /// Whether this process can open `path` and read its first byte.
    static func systemReads(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) >= 0
    }

    /// A named pipe is not read (reading it would wait for a writer forever); a file over
    /// 64 MiB is refused before it is read (a sparse file: no disk is used).
    @Test func namedPipeAndHugeFile() throws {
        let runs = try withTemporaryDirectory { directory -> [FuzzProcess.Outcome] in
            #expect(mkfifo(directory.appendingPathComponent("pipe.vfl").path, 0o644) == 0)
            let huge = directory.appendingPathComponent("huge.vfl").path
            #expect(FileManager.default.createFile(atPath: huge, contents: nil))
            #expect(truncate(huge, 64 * 1024 * 1024 + 1) == 0)
            let binary = try #require(Paths.binary).path
            return try ["pipe.vfl", "huge.vfl"].map {
                try FuzzProcess.run(binary, ["render", $0], in: directory.path, scratch: directory.path, timeout: 30)
            }
        }
        #expect(runs.map(\.timedOut) == [false, false])
        #expect(runs.map(\.status) == [1, 1])
        #expect(
            runs.map(\.standardError) == [
                "pipe.vfl: error: is not a regular file\n",
                "huge.vfl: error: the file is too large (67108865 bytes; the limit is 64 MiB)\n"
            ])
    }

    /// `render` and `check`, in every format, write nothing anywhere in the folder.
    @Test func renderAndCheckWriteNothing() throws {
        try withTemporaryDirectory { directory in
            try FuzzSandbox.write(into: directory.path)
            let before = FuzzSandbox.listing(of: directory.path)
            for name in FuzzSandbox.fileNames {
                for arguments in [["render", name], ["render", name, "--format", "json", "--strict"], ["check", name]] {
                    _ = try layout(arguments, in: directory)
                }
            }
            #expect(FuzzSandbox.listing(of: directory.path) == before)
        }
    }

    /// `layout test --update` over many stale references, killed with SIGKILL half-way: each
    /// reference is its old text or its whole new text, never a part, and at most the one
    /// file being written at that moment is left as a hidden temporary file.
    @Test func updateKilledHalfWayLeavesWholeReferences() throws {
        let binary = try #require(Paths.binary)
        let count = 120
        func prepare(_ directory: URL) throws {
            for index in 0..<count {
                let folder = directory.appendingPathComponent("Layouts/__Snapshots__")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let source = Self.source.replacingOccurrences(of: "\"Hi\"", with: "\"Hi \(index)\"")
                try Data(source.utf8).write(to: directory.appendingPathComponent("Layouts/l\(index).vfl"))
                try Data("stale\n".utf8).write(to: folder.appendingPathComponent("l\(index).txt"))
            }
        }
        func references(_ directory: URL) -> [String: String] {
            let folder = directory.appendingPathComponent("Layouts/__Snapshots__").path
            var result: [String: String] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                result[name] = String(
                    decoding: FileManager.default.contents(atPath: folder + "/" + name) ?? Data(), as: UTF8.self)
            }
            return result
        }
        // A whole run, to know the new references.
        let updated = try withTemporaryDirectory { directory in
            try prepare(directory)
            #expect(try layout(["test", "--update"], in: directory).status == 0)
            return references(directory)
        }
        #expect(updated.count == count && updated.values.allSatisfy { $0.hasPrefix("portrait 96x160\n") })
        // The kill is aimed by watching the folder, not by a clock: under a busy test run the
        // start-up time varies too much for a fixed delay to land half-way. As soon as the
        // first reference has its new size, the process is killed.
        func firstWriteLanded(_ directory: URL) -> Bool {
            let folder = directory.appendingPathComponent("Layouts/__Snapshots__").path
            for index in 0..<count {
                let size =
                    (try? FileManager.default.attributesOfItem(atPath: folder + "/l\(index).txt"))?[.size] as? Int
                if let size, size != 6 { return true }
            }
            return false
        }
        var sawHalfWay = false
        for _ in 0..<5 where !sawHalfWay {
            try withTemporaryDirectory { directory in
                try prepare(directory)
                let process = Process()
                process.executableURL = binary
                process.arguments = ["test", "--update"]
                process.currentDirectoryURL = directory
                process.environment = childEnvironment()
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                let clock = ContinuousClock()
                let deadline = clock.now.advanced(by: .seconds(60))
                while process.isRunning && !firstWriteLanded(directory) && clock.now < deadline {
                    Thread.sleep(forTimeInterval: 0.0002)
                }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                let found = references(directory)
                var fresh = 0, stale = 0
                for (name, text) in found {
                    if name.hasPrefix(".") {
                        #expect(name.contains(".txt.tmp-"), "\(name)")
                    } else if text == "stale\n" {
                        stale += 1
                    } else {
                        #expect(text == updated[name], "\(name) is neither the old nor the new reference")
                        fresh += 1
                    }
                }
                #expect(fresh + stale == count)
                #expect(found.keys.filter { $0.hasPrefix(".") }.count <= 1)
                sawHalfWay = sawHalfWay || (fresh > 0 && stale > 0)
            }
        }
        #expect(sawHalfWay, "no kill landed half-way through the update in five tries")
    }
}
