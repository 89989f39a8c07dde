import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file operation that failed, with the system's reason (`Not a directory`, `No space left
/// on device`) or one of ours.
struct FileOperationError: Error, Hashable {
    var reason: String

    /// The reason for the current `errno`.
    static func system() -> FileOperationError {
        let code = errno
        guard let message = strerror(code) else { return FileOperationError(reason: "error \(code)") }
        return FileOperationError(reason: String(cString: message))
    }
}

/// The few file operations snapshots need, straight on the system calls so a failure says
/// exactly what went wrong.
enum POSIXFiles {
    enum Kind: Hashable { case file, folder, other }

    /// What is at `path` (following symbolic links), or `nil` if nothing is.
    static func kind(of path: String) -> Kind? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return .folder }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let type = attributes?[.type] as? FileAttributeType
        return type == nil || type == .typeRegular ? .file : .other
    }

    /// Creates `path` and every missing folder above it. A file where a folder should be
    /// fails with `"X" is a file, not a folder`.
    static func makeFolders(_ path: String) throws(FileOperationError) {
        var current = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            switch kind(of: current) {
            case .folder:
                continue
            case .file, .other:
                throw FileOperationError(reason: "\(Quoted(current)) is a file, not a folder")
            case nil:
                if mkdir(current, 0o777) != 0 && errno != EEXIST { throw .system() }
            }
        }
    }

    /// Writes `bytes` to a new file at `path`; fails if something is already there.
    static func createFile(_ path: String, bytes: [UInt8]) throws(FileOperationError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .system() }
        var written = 0
        var failure: FileOperationError?
        while written < bytes.count, failure == nil {
            let result = bytes[written...].withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base, buffer.count)
            }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                failure = result < 0 ? .system() : FileOperationError(reason: "nothing could be written")
            }
        }
        if close(descriptor) != 0, failure == nil { failure = .system() }
        if let failure { throw failure }
    }

    /// Moves `source` onto `destination` in one step, replacing what was there.
    static func rename(_ source: String, to destination: String) throws(FileOperationError) {
        #if canImport(Darwin)
            let result = Darwin.rename(source, destination)
        #elseif canImport(Glibc)
            let result = Glibc.rename(source, destination)
        #else
            let result = Musl.rename(source, destination)
        #endif
        if result != 0 { throw .system() }
    }

    /// Removes the file at `path`.
    static func removeFile(_ path: String) throws(FileOperationError) {
        if unlink(path) != 0 { throw .system() }
    }

    /// The text of the file at `path`, or `nil` if there is no file there. Bytes that are not
    /// UTF-8 read as U+FFFD, so they show in a diff.
    static func readText(_ path: String) throws(FileOperationError) -> String? {
        switch kind(of: path) {
        case nil: return nil
        case .folder: throw FileOperationError(reason: "it is a folder")
        case .other: throw FileOperationError(reason: "it is not a regular file")
        case .file: break
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileOperationError(reason: "the file could not be read")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
