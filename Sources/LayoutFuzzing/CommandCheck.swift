import LayoutFiles
import SourceDiagnostics

/// What every run of the `layout` command must give, whatever its arguments: exit status 0
/// with a report, 1 with something said, or 64 (never a signal, which is how a trap ends a
/// process); a usage error in the same shape as swift-argument-parser's, with nothing on
/// standard output; every diagnostic header `FILE:LINE:COLUMN: severity:` pointing inside
/// the file it names.
public struct CommandCheck: Sendable {
    /// The files the command may be given, by the path it is given them as, with their bytes.
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// The problems with one run; empty when it passes.
    public func problems(arguments: [String], status: Int32, standardOutput: String, standardError: String) -> [String]
    {
        var problems: [String] = []
        switch status {
        case 0:
            if standardOutput.isEmpty { problems.append("success with nothing on standard output") }
        case 1:
            if standardOutput.isEmpty && standardError.isEmpty { problems.append("failure without a word") }
        case 64:
            if !standardOutput.isEmpty { problems.append("a usage error printed to standard output") }
            if !standardError.hasPrefix("error: ") || !standardError.contains("\nUsage: layout")
                || !standardError.hasSuffix(" for more information.\n")
            {
                problems.append("a usage error not in the usual shape: \(standardError.prefix(200))")
            }
        default:
            problems.append(status > 128 ? "ended by signal \(status - 128) (a trap?)" : "exit status \(status)")
        }
        for marker in ["Fatal error", "Stack dump", "Illegal instruction", "Segmentation fault"]
        where standardError.contains(marker) || standardOutput.contains(marker) {
            problems.append("output mentions '\(marker)'")
        }
        for line in standardError.split(separator: "\n", omittingEmptySubsequences: false) {
            if let problem = headerProblem(String(line)) { problems.append(problem) }
        }
        return problems
    }

    /// For a line `PATH:LINE:COLUMN: error|warning|note: ...` naming a known file, whether the
    /// line and column lie inside it.
    func headerProblem(_ line: String) -> String? {
        for severity in [": error: ", ": warning: ", ": note: "] {
            guard let marker = line.range(of: severity) else { continue }
            let head = line[..<marker.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
            else {
                return nil // no position: a diagnostic about the whole file
            }
            let path = parts.dropLast(2).joined(separator: ":")
            guard let bytes = files[path] else { return nil }
            let text = SourceText(String(decoding: bytes, as: UTF8.self))
            return text.contains(SourceLocation(line: row, column: column))
                ? nil : "\(path):\(row):\(column) is outside the file"
        }
        return nil
    }
}
