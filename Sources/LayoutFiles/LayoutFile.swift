import Foundation
import SourceDiagnostics

/// Reads `.vfl` layout files from disk.
///
///     let result = LayoutFile.load(path: "Layouts/seed.vfl")
///     print(result.renderedDiagnostics(), terminator: "")
///     guard let document = result.document else { exit(1) }
///
/// Reading never traps: a missing file, a directory, a device, an unreadable or oversized
/// file and bytes that are not UTF-8 are all reported as ``LayoutFileError``s. A UTF-8
/// byte-order mark is accepted, and so are `\r\n` and `\r` line endings.
public enum LayoutFile {
    /// Reads a file's text.
    ///
    /// - Throws: a ``LayoutFileError`` naming the problem.
    /// - Complexity: linear in the size of the file.
    public static func read(path: String) throws(LayoutFileError) -> String {
        try decode(readBytes(path: path), path: path)
    }

    /// Reads and parses a file. Read errors come back as diagnostics (with no document), so
    /// a caller handles both kinds of failure the same way. At most `limit` errors are
    /// reported (see ``LayoutFileParser``). `name` is the path diagnostics show (by default
    /// `path`).
    ///
    /// - Complexity: linear in the size of the file; the memory it takes is the file's bytes,
    ///   4 bytes per line, and what the document holds.
    public static func load(path: String, named name: String? = nil, limit: DiagnosticLimit = .default)
        -> LayoutParseResult
    {
        let bytes: [UInt8]
        do {
            bytes = try readBytes(path: path)
        } catch {
            let shown = name.map { LayoutFileError.renamed(error, to: $0) } ?? error
            return .readFailure(path: name ?? path, shown.diagnostic)
        }
        return load(bytes: bytes, named: name ?? path, limit: limit)
    }

    /// Parses a file's bytes read some other way (standard input, say), named `name` in the
    /// document and diagnostics, with the same checks as a file read from disk: at most
    /// ``LayoutFileLimits/maximumFileSize`` bytes, UTF-8.
    public static func load(bytes: [UInt8], named path: String, limit: DiagnosticLimit = .default) -> LayoutParseResult
    {
        if bytes.count > LayoutFileLimits.maximumFileSize {
            let error = LayoutFileError.tooLarge(path: path, size: bytes.count)
            return .readFailure(path: path, error.diagnostic)
        }
        do {
            try validateUTF8(bytes, path: path)
        } catch {
            // The line with the bad byte shows it as U+FFFD, so the caret has something to point at.
            return .readFailure(path: path, source: SourceText(bytes: bytes), error.diagnostic)
        }
        // The lines are read from the bytes themselves: no copy of the text as a string.
        return LayoutFileParser.parse(SourceText(bytes: bytes), path: path, limit: limit)
    }

    /// The bytes of a regular file of at most ``LayoutFileLimits/maximumFileSize`` bytes.
    static func readBytes(path: String) throws(LayoutFileError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .notFound(path: path)
        }
        if isDirectory.boolValue { throw .isDirectory(path: path) }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            throw .notRegularFile(path: path)
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > LayoutFileLimits.maximumFileSize {
            throw .tooLarge(path: path, size: size)
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "the file could not be read")
        }
        if data.count > LayoutFileLimits.maximumFileSize { throw .tooLarge(path: path, size: data.count) }
        return [UInt8](data)
    }

    /// Decodes UTF-8 bytes, dropping a byte-order mark; the error names the first bad byte.
    ///
    /// - Complexity: linear in the number of bytes.
    public static func decode(_ bytes: [UInt8], path: String) throws(LayoutFileError) -> String {
        try validateUTF8(bytes, path: path)
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// Checks that the bytes (after a byte-order mark, if any) are UTF-8; the error names the
    /// first bad byte.
    static func validateUTF8(_ bytes: [UInt8], path: String) throws(LayoutFileError) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var offset = start
        while offset < bytes.count {
            // Nearly every byte of a layout file is ASCII, which needs no decoding.
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            var iterator = bytes[offset...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            guard case .valid(let scalar) = parser.parseScalar(from: &iterator) else {
                throw .invalidUTF8(
                    path: path, byte: bytes[offset], byteOffset: offset,
                    location: location(ofByte: offset, in: bytes, from: start))
            }
            offset += scalar.count
        }
    }

    /// The line and column of a byte offset, counting `\n`, `\r\n` and `\r` as line breaks and
    /// columns in characters, as the parser does.
    static func location(ofByte offset: Int, in bytes: [UInt8], from start: Int) -> SourceLocation {
        let content = Array(bytes[start..<offset])
        let lines = SourceText.lineRanges(in: content, keepingEmptyLastLine: true)
        let column = lines.last.map { String(decoding: content[$0], as: UTF8.self).count + 1 } ?? 1
        return SourceLocation(line: lines.count, column: column)
    }
}
