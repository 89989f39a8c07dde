/// Why a snapshot could not be checked or written. Reported as a test failure (or a `FAIL`
/// line), never as a crash.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `LAYOUT_SNAPSHOT_RECORD` holds something that is not a record mode.
    case invalidRecordMode(String)
    /// The layout could not be built: a file that does not read or parse, or a constraint
    /// that cannot be made. `diagnostics` is the rendered diagnostics, one per line.
    case layout(path: String, diagnostics: String)
    /// The layout was laid out, but with conflicts, ambiguity or views of negative size that
    /// nothing allows: its frames are arbitrary or recovered, so no snapshot is compared or
    /// recorded. `problems` says what is wrong (`is ambiguous`), `diagnostics` lists each
    /// problem as an error (rendered, one per line with its source), `hint` how to allow them.
    case issues(path: String, problems: String, diagnostics: String, hint: String)
    /// The reference exists but could not be read.
    case unreadableReference(path: String, reason: String)
    /// A reference (or a folder for it) could not be written.
    case unwritable(path: String, reason: String)
    /// An obsolete reference could not be removed.
    case unremovable(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(SnapshotRecordMode.environmentVariable)=\(Quoted(value)) is not a record mode (\(modes))"
        case .layout(let path, let diagnostics):
            let shown = path.isEmpty ? "the layout" : path
            return "could not lay out \(shown):\n" + diagnostics
        case .issues(let path, let problems, let diagnostics, let hint):
            let shown = path.isEmpty ? "the layout" : "the layout of \(path)"
            return "\(shown) \(problems), so a snapshot of it would protect nothing; \(hint):\n" + diagnostics
        case .unreadableReference(let path, let reason):
            return "could not read the reference \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "could not write \(path): \(reason)"
        case .unremovable(let path, let reason):
            return "could not remove \(path): \(reason)"
        }
    }
}

/// A value in double quotes, control characters and quotes escaped, so what a user typed is
/// shown exactly and on one line.
struct Quoted: CustomStringConvertible {
    let value: String
    init(_ value: String) { self.value = value }

    var description: String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
