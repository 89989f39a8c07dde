import Foundation

/// The files command-line fuzzing runs against, written into a folder of its own: a clean
/// layout, one with errors, one with a conflict, one with CRLF line endings and a byte-order
/// mark, one that is not UTF-8, an empty one, one whose name has spaces, and a folder with a
/// layout inside.
public enum FuzzSandbox {
    /// The files, by relative path.
    public static let files: [String: [UInt8]] = [
        "good.vfl": Array("canvas 160x96\nview box\nH:|-[box]-|\nV:|-[box]-|\n".utf8),
        "errors.vfl": Array("canvas 160x96\nview box intrinsic 46x\nbox.widht == 10\nH:|-[bx]-|\nbox.left == 5\n".utf8),
        "conflict.vfl": Array("canvas 160x96\nview box\nH:|-[box(==300)]-|\nV:|-[box]-|\nbox.width == 20\n".utf8),
        "crlf.vfl": [0xEF, 0xBB, 0xBF]
            + Array("canvas 96x96\r\nview a\r\nH:|-[a]-|\r\nV:|-[a(==20)]\r\na.width == 1000000\r\n".utf8),
        "latin1.vfl": Array("view a\nlabel ".utf8) + [0xE9] + Array(" \"x\"\n".utf8),
        "empty.vfl": [],
        "with space.vfl": Array("canvas 96x96\nview a\nH:|[a]|\nV:|[a]|\n".utf8),
        "folder/inner.vfl": Array("canvas 96x96\nview a\nH:|[a]|\nV:|[a]|\n".utf8)
    ]

    /// The paths command lines use: every file and the folder.
    public static let fileNames = files.keys.sorted() + ["folder"]

    /// Writes the files into `folder` (which must exist).
    public static func write(into folder: String) throws {
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        }
    }

    /// Every file below `folder` with its bytes, by relative path, to compare before and
    /// after a run.
    public static func listing(of folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + name
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            result[name] = isDirectory.boolValue ? [] : Array(FileManager.default.contents(atPath: path) ?? Data())
        }
        return result
    }

    /// The problems with what a run changed in its folder: `render`, `check` and `help` change
    /// nothing; `test` changes only files inside `__Snapshots__` folders, leaving no temporary
    /// file behind.
    public static func changeProblems(before: [String: [UInt8]], after: [String: [UInt8]], arguments: [String])
        -> [String]
    {
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        guard !changed.isEmpty else { return [] }
        let writes = arguments.first == "test"
        return changed.compactMap { path in
            if path.contains(".tmp-") { return "left a temporary file \(path)" }
            if writes && path.split(separator: "/").contains("__Snapshots__") { return nil }
            return "changed \(path)"
        }
    }
}
