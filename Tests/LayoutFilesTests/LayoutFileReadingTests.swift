import Foundation
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// Reading files from disk: every failure is a clear error, never a trap.
@Suite struct LayoutFileReadingTests {
    /// A fresh directory for one test, removed by the caller.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "layoutfile-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `bytes` to `name` inside a fresh directory and runs `body` with the file's path.
    func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/layout.vfl"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        try body(path)
    }

    @Test func readsAndLoadsAFile() throws {
        try withFile(Array(seedLayout.utf8)) { (path: String) throws in
            #expect(try LayoutFile.read(path: path) == seedLayout)
            let result = LayoutFile.load(path: path)
            #expect(result.diagnostics.isEmpty && result.path == path)
            #expect(result.document?.views.count == 4 && result.document?.path == path)
        }
    }

    @Test func dropsTheByteOrderMarkAndAcceptsCRLF() throws {
        try withFile([0xEF, 0xBB, 0xBF] + Array("view a\r\nview b in a\r\n".utf8)) { (path: String) throws in
            #expect(try LayoutFile.read(path: path) == "view a\r\nview b in a\r\n")
            let document = LayoutFile.load(path: path).document
            #expect(document?.views.map(\.name.range) == [lineRange(1, 6..<7), lineRange(2, 6..<7)])
        }
    }

    @Test func missingFile() {
        #expect(throws: LayoutFileError.notFound(path: "/nonexistent/x.vfl")) {
            try LayoutFile.read(path: "/nonexistent/x.vfl")
        }
        let result = LayoutFile.load(path: "/nonexistent/x.vfl")
        #expect(result.document == nil)
        #expect(result.renderedDiagnostics() == "/nonexistent/x.vfl: error: no such file\n")
        #expect(LayoutFileError.notFound(path: "").description == "<input>: error: no such file")
        #expect(throws: LayoutFileError.notFound(path: "")) { try LayoutFile.read(path: "") }
    }

    @Test func directory() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: LayoutFileError.isDirectory(path: directory)) { try LayoutFile.read(path: directory) }
        #expect(
            LayoutFile.load(path: directory).renderedDiagnostics()
                == "\(directory): error: is a directory, not a layout file\n")
    }

    @Test func deviceIsNotARegularFile() {
        #expect(throws: LayoutFileError.notRegularFile(path: "/dev/null")) { try LayoutFile.read(path: "/dev/null") }
        #expect(
            LayoutFileError.notRegularFile(path: "/dev/zero").description == "/dev/zero: error: is not a regular file")
    }

    /// A regular file whose contents cannot be read. On Linux, `/proc/self/mem` fails with
    /// EIO at offset 0 for every user (root bypasses file permissions, so a mode-000 file
    /// would be readable here); elsewhere, a file with mode 000.
    @Test func unreadableFile() throws {
        #if os(Linux)
            let path = "/proc/self/mem"
            #expect(throws: LayoutFileError.unreadable(path: path, reason: "the file could not be read")) {
                try LayoutFile.read(path: path)
            }
            #expect(LayoutFile.load(path: path).hasErrors)
        #else
            try withFile(Array("view a".utf8)) { (path: String) throws in
                try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
                #expect(throws: LayoutFileError.unreadable(path: path, reason: "permission denied")) {
                    try LayoutFile.read(path: path)
                }
            }
        #endif
    }

    @Test func unreadableAndTooLargeMessages() {
        #expect(
            LayoutFileError.unreadable(path: "a.vfl", reason: "permission denied").description
                == "a.vfl: error: cannot be read: permission denied")
        #expect(
            LayoutFileError.tooLarge(path: "a.vfl", size: 70_000_000).description
                == "a.vfl: error: the file is too large (70000000 bytes; the limit is 64 MiB)")
    }

    @Test func symlinkToAFileIsFollowed() throws {
        try withFile(Array("view a".utf8)) { (path: String) throws in
            let link = path + ".link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
            #expect(try LayoutFile.read(path: link) == "view a")
        }
    }

    @Test func invalidUTF8NamesTheByteItsOffsetLineAndColumn() throws {
        // "view a\n" then "label é" in Latin-1 (0xE9 alone is not UTF-8).
        let bytes = Array("view a\nlabel ".utf8) + [0xE9] + Array(" \"x\"\n".utf8)
        try withFile(bytes) { (path: String) throws in
            #expect(
                throws: LayoutFileError.invalidUTF8(
                    path: path, byte: 0xE9, byteOffset: 13,
                    location: FileLocation(line: 2, column: 7))
            ) {
                try LayoutFile.read(path: path)
            }
            #expect(
                LayoutFile.load(path: path).renderedDiagnostics() == """
                    \(path):2:7: error: the file is not valid UTF-8: byte 0xE9 at byte offset 13 (line 2, column 7); save it as UTF-8
                        label \u{FFFD} "x"
                              ^

                    """)
        }
    }

    @Test func decodeCountsOffsetsFromTheFileStartAndColumnsInCharacters() {
        #expect(
            throws: LayoutFileError.invalidUTF8(
                path: "p", byte: 0xFF, byteOffset: 3, location: FileLocation(line: 1, column: 1))
        ) {
            try LayoutFile.decode([0xEF, 0xBB, 0xBF, 0xFF], path: "p")
        }
        // "é👍" is 2 characters (6 bytes) before the bad byte; CRLF and CR count as one break each.
        let bytes = Array("a\r\nb\rcé👍".utf8) + [0xC0, 0x80]
        #expect(
            throws: LayoutFileError.invalidUTF8(
                path: "p", byte: 0xC0, byteOffset: 12, location: FileLocation(line: 3, column: 4))
        ) {
            try LayoutFile.decode(bytes, path: "p")
        }
        // Surrogates encoded in UTF-8 are not UTF-8.
        #expect(
            throws: LayoutFileError.invalidUTF8(
                path: "p", byte: 0xED, byteOffset: 0, location: FileLocation(line: 1, column: 1))
        ) {
            try LayoutFile.decode([0xED, 0xA0, 0x80], path: "p")
        }
        // A sequence cut short, by the end of the file or by an ASCII byte, names its first byte.
        for (bytes, offset) in [(Array("a€".utf8.dropLast()), 1), ([0x62, 0xC3, 0x41, 0x0A], 1)] {
            #expect(
                throws: LayoutFileError.invalidUTF8(
                    path: "p", byte: bytes[offset], byteOffset: offset, location: FileLocation(line: 1, column: 2))
            ) {
                try LayoutFile.decode(bytes, path: "p")
            }
        }
        #expect(throws: Never.self) { try LayoutFile.decode([], path: "p") }
        #expect(throws: Never.self) { try LayoutFile.decode(Array("é\n👍🏽 a€\r\n".utf8), path: "p") }
    }
}
