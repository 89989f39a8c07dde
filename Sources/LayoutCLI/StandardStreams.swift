import Foundation

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
