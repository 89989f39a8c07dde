// Byte-for-byte comparison of two runs' output folders, read in chunks (so this process stays
// small: its resident set is the floor of every child's measured peak memory).
import Foundation

/// One difference between two output folders.
struct FileDifference: CustomStringConvertible {
    /// The file's path inside the folders.
    var path: String
    var what: String

    var description: String { "\(readableName(path)): \(what)" }
}

/// Every file of either folder that the other lacks or holds with other bytes.
func differences(between reference: String, and other: String) -> [FileDifference] {
    let left = relativeFiles(in: reference), right = relativeFiles(in: other)
    var found: [FileDifference] = []
    for path in left.subtracting(right).sorted() { found.append(FileDifference(path: path, what: "missing")) }
    for path in right.subtracting(left).sorted() {
        found.append(FileDifference(path: path, what: "not written by the reference run"))
    }
    for path in left.intersection(right).sorted() {
        if let what = firstDifference(reference + "/" + path, other + "/" + path) {
            found.append(FileDifference(path: path, what: what))
        }
    }
    return found
}

/// The regular files under `folder`, as paths relative to it.
func relativeFiles(in folder: String) -> Set<String> {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: Set<String> = []
    while let path = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            files.insert(path)
        }
    }
    return files
}

/// nil when the two files hold the same bytes; else where they first differ.
func firstDifference(_ a: String, _ b: String) -> String? {
    guard let left = FileHandle(forReadingAtPath: a), let right = FileHandle(forReadingAtPath: b) else {
        return "cannot be read"
    }
    defer { try? left.close(); try? right.close() }
    var offset = 0, line = 1
    while true {
        let x = [UInt8]((try? left.read(upToCount: 1 << 16)) ?? Data())
        let y = [UInt8]((try? right.read(upToCount: 1 << 16)) ?? Data())
        if x.isEmpty && y.isEmpty { return nil }
        let common = min(x.count, y.count)
        let index = (0..<common).first { x[$0] != y[$0] } ?? (x.count == y.count ? nil : common)
        if let index {
            line += x[..<index].lazy.filter { $0 == UInt8(ascii: "\n") }.count
            return index == common && x.count != y.count
                ? "one ends at byte \(offset + index) (line \(line)), the other goes on"
                : "differs from byte \(offset + index) on (line \(line))"
        }
        line += x.lazy.filter { $0 == UInt8(ascii: "\n") }.count
        offset += x.count
    }
}

/// "standard output of step 1", "snapshot screen-001.txt", or the path as it is.
func readableName(_ path: String) -> String {
    if path.hasPrefix("snapshots/") { return "snapshot " + path.dropFirst("snapshots/".count) }
    for (suffix, stream) in [(".out", "standard output"), (".err", "standard error")]
    where path.hasPrefix("step-") && path.hasSuffix(suffix) {
        return stream
    }
    return path
}
