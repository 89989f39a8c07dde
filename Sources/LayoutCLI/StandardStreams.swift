import Foundation
import LayoutFiles
import SourceDiagnostics

/// Writes a ``CommandOutput`` to the process's standard output and standard error.
enum StandardStreams {
    /// Writes standard output first, then standard error, so warnings end up last on a
    /// terminal, under the drawing they are about.
    static func write(_ output: CommandOutput) {
        write(output.standardOutput, to: STDOUT_FILENO)
        write(output.standardError, to: STDERR_FILENO)
    }

    /// Writes all of `text` to a file descriptor, retrying partial writes and interrupted
    /// calls; any other failure (a closed pipe) stops quietly, as there is no one to tell.
    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// `-` as a path: the layout file is read from standard input, and named `<stdin>` in
/// diagnostics (as clang names it).
enum StandardInput {
    /// The path that stands for standard input.
    static let path = "-"
    /// The name diagnostics and reports give it.
    static let name = "<stdin>"

    /// Reads all of standard input (at most one byte more than the file size limit).
    typealias Reader = () -> [UInt8]

    /// Reads and parses the layout file on standard input. An input larger than the file
    /// size limit is an error, found without reading it to its end.
    static func load(limit: DiagnosticLimit, reading input: Reader = read) -> LayoutParseResult {
        let bytes = input()
        guard bytes.count <= LayoutFileLimits.maximumFileSize else {
            let message =
                "the input is too large (more than \(LayoutFileLimits.maximumFileSize) bytes; the limit is "
                + "\(LayoutFileLimits.maximumFileSize / 1_048_576) MiB)"
            return .readFailure(path: name, Diagnostic(.error, message, at: nil))
        }
        return LayoutFile.load(bytes: bytes, named: name, limit: limit)
    }

    /// Everything on standard input, up to one byte more than the file size limit (so a
    /// larger input is reported as too large, not read to its end).
    static func read() -> [UInt8] {
        let limit = LayoutFileLimits.maximumFileSize + 1
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Foundation.read(STDIN_FILENO, buffer.baseAddress, min(buffer.count, limit - bytes.count))
            }
            if count > 0 {
                bytes += chunk[..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        return bytes
    }
}

/// What a path names, without following it further.
enum FileKind {
    /// True when `path` names a folder (or a link to one).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
