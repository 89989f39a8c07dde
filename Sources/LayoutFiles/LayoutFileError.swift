import SourceDiagnostics

/// Why a layout file could not be read. Each case carries the path as given, and converts to
/// a `Diagnostic` so that a command reports read errors the same way as parse errors:
///
///     Layouts/missing.vfl: error: no such file
///     Layouts/latin1.vfl:3:7: error: the file is not valid UTF-8: byte 0xE9 at byte offset 41 ...
public enum LayoutFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path names a directory.
    case isDirectory(path: String)
    /// The path names something other than a regular file (a device, a socket, a pipe).
    case notRegularFile(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is larger than ``LayoutFileLimits/maximumFileSize``.
    case tooLarge(path: String, size: Int)
    /// The bytes are not UTF-8: the first bad byte, its 0-based offset in the file, and its
    /// line and column (the column counts the characters before it on its line, plus one).
    case invalidUTF8(path: String, byte: UInt8, byteOffset: Int, location: SourceLocation)

    /// The path as given.
    public var path: String {
        switch self {
        case .notFound(let path), .isDirectory(let path), .notRegularFile(let path),
            .unreadable(let path, _), .tooLarge(let path, _), .invalidUTF8(let path, _, _, _):
            return path
        }
    }

    /// The same error about the file shown as `path`.
    static func renamed(_ error: LayoutFileError, to path: String) -> LayoutFileError {
        switch error {
        case .notFound: return .notFound(path: path)
        case .isDirectory: return .isDirectory(path: path)
        case .notRegularFile: return .notRegularFile(path: path)
        case .unreadable(_, let reason): return .unreadable(path: path, reason: reason)
        case .tooLarge(_, let size): return .tooLarge(path: path, size: size)
        case .invalidUTF8(_, let byte, let offset, let location):
            return .invalidUTF8(path: path, byte: byte, byteOffset: offset, location: location)
        }
    }

    /// The error as a diagnostic: without a location, except for bad UTF-8, which points at
    /// the first bad byte.
    public var diagnostic: Diagnostic {
        switch self {
        case .notFound:
            return Diagnostic(.error, "no such file", at: nil)
        case .isDirectory:
            return Diagnostic(.error, "is a directory, not a layout file", at: nil)
        case .notRegularFile:
            return Diagnostic(.error, "is not a regular file", at: nil)
        case .unreadable(_, let reason):
            return Diagnostic(.error, "cannot be read: \(reason)", at: nil)
        case .tooLarge(_, let size):
            return Diagnostic(
                .error,
                "the file is too large (\(size) bytes; the limit is "
                    + "\(LayoutFileLimits.maximumFileSize / 1_048_576) MiB)", at: nil)
        case .invalidUTF8(_, let byte, let offset, let location):
            let hex = String(byte, radix: 16, uppercase: true)
            return Diagnostic(
                .error,
                "the file is not valid UTF-8: byte 0x\(hex.count < 2 ? "0" + hex : hex) at byte offset "
                    + "\(offset) (line \(location.line), column \(location.column)); save it as UTF-8",
                at: SourceRange(line: location.line, columns: location.column..<(location.column + 1)))
        }
    }

    /// The diagnostic rendered on one line: `path: error: no such file`.
    public var description: String {
        DiagnosticRenderer(path: path, source: nil).header(diagnostic)
    }
}
