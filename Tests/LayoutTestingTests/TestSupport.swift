import Foundation
import LayoutTesting
import Testing

/// A fresh folder for references, removed when the test ends.
final class ScratchFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-testing-tests-" + UUID().uuidString, isDirectory: true).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { path + "/" + relative }

    func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func put(_ text: String, at relative: String) throws {
        let url = URL(fileURLWithPath: file(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Files and folders under the folder, relative, sorted.
    func listing() -> [String] { (FileManager.default.subpaths(atPath: path) ?? []).sorted() }
}

/// Collects the failures a reporter is given instead of failing the test.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(message: String, location: SnapshotSourceLocation)] = []

    var reporter: SnapshotFailureReporter {
        SnapshotFailureReporter(name: "log") { [self] message, location in
            lock.lock()
            entries.append((message, location))
            lock.unlock()
        }
    }

    var messages: [String] { lock.lock(); defer { lock.unlock() }; return entries.map(\.message) }
    var lines: [UInt] { lock.lock(); defer { lock.unlock() }; return entries.map(\.location.line) }
}

/// The package's folder, found from this file's path.
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// `Layouts/seed.vfl` of the package.
let seedFile = packageFolder + "/Layouts/seed.vfl"

/// A layout file: the seed with the bottom button 8 points further right.
func movedSeed(in folder: ScratchFolder) throws -> String {
    let source = try String(contentsOfFile: seedFile, encoding: .utf8)
        .replacingOccurrences(
            of: "_bottomButton.left == _topButton.right", with: "_bottomButton.left == _topButton.right + 8")
    try folder.put(source, at: "moved.vfl")
    return folder.file("moved.vfl")
}

/// No CI, no record mode: the settings the tests start from, whatever the machine's.
let quietEnvironment = SnapshotEnvironment()
