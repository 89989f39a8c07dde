/// Writes a file so that readers see either the old contents or the new, never a mix: the
/// text goes to a new hidden file in the same folder (`.seed.txt.tmp-5f3a…`), which is then
/// renamed over the target. Folders are created as needed; no other file is touched. If any
/// step fails the temporary file is removed and the old file is left as it was.
///
///     try AtomicFileWriter().write("portrait 320x568\n…", to: "Layouts/__Snapshots__/seed.txt")
///
/// The steps are closures so tests can make one fail.
struct AtomicFileWriter: Sendable {
    var makeFolders: @Sendable (String) throws(FileOperationError) -> Void = POSIXFiles.makeFolders
    var createFile: @Sendable (String, [UInt8]) throws(FileOperationError) -> Void = POSIXFiles.createFile
    var rename: @Sendable (String, String) throws(FileOperationError) -> Void = POSIXFiles.rename
    var removeFile: @Sendable (String) throws(FileOperationError) -> Void = POSIXFiles.removeFile
    /// A fresh suffix for each temporary file.
    var uniqueSuffix: @Sendable () -> String = { String(UInt64.random(in: .min ... .max), radix: 16) }

    func write(_ text: String, to path: String) throws(SnapshotError) {
        let location = FilePath(path)
        if !location.folder.isEmpty {
            do {
                try makeFolders(location.folder)
            } catch {
                throw .unwritable(
                    path: path, reason: "cannot create the folder \(Quoted(location.folder)): \(error.reason)")
            }
        }
        let temporary = location.sibling(named: "." + location.name + ".tmp-" + uniqueSuffix())
        do {
            try createFile(temporary, Array(text.utf8))
            try rename(temporary, path)
        } catch {
            try? removeFile(temporary)
            throw .unwritable(path: path, reason: error.reason)
        }
    }
}

/// A path split at its last `/`, as written (no normalisation).
struct FilePath: Hashable {
    /// Everything before the last `/` (`/` for a file at the root), or empty.
    var folder: String
    /// The last component.
    var name: String

    init(_ path: String) {
        guard let slash = path.lastIndex(of: "/") else {
            folder = ""
            name = path
            return
        }
        let before = String(path[..<slash])
        folder = before.isEmpty ? "/" : before
        name = String(path[path.index(after: slash)...])
    }

    /// A file named `name` in the same folder.
    func sibling(named other: String) -> String {
        FilePath.join(folder, other)
    }

    /// `name` without its last extension: `seed` for `seed.vfl`, `.hidden` for `.hidden`.
    var baseName: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// `folder/name`, with no doubled `/` and nothing before `name` when `folder` is empty.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
