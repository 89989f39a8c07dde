// Where the numbers come from: the date, the machine, its load, the binaries and their commits.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

struct MachineInfo: Codable {
    var cpu: String
    var cores: Int
    var memoryGibibytes: Double
    var system: String

    static func current() -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let cpu = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let kib =
            meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }
            .flatMap { Double($0) } ?? 0
        return MachineInfo(
            cpu: cpu ?? "unknown CPU", cores: Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))),
            memoryGibibytes: kib / 1_048_576, system: kernel())
    }

    var description: String {
        "\(cpu), \(cores) cores, \(String(format: "%.1f", memoryGibibytes)) GiB, \(system)"
    }

    private static func kernel() -> String {
        var names = utsname()
        uname(&names)
        func text<T>(_ field: T) -> String {
            withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(text(names.sysname)) \(text(names.release))"
    }
}

/// The 1, 5 and 15 minute load averages.
func loadAverage() -> [Double] {
    var values = [Double](repeating: .nan, count: 3)
    _ = getloadavg(&values, 3)
    return values
}

func formatLoad(_ values: [Double]) -> String {
    values.map { String(format: "%.2f", $0) }.joined(separator: " ")
}

/// "2026-11-25 15:01:23 UTC".
func utcNow() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
    return formatter.string(from: Date())
}

/// The command line as typed, quoted for a shell where needed.
func commandLine() -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789,._/=:+@%-")
    return CommandLine.arguments.map { word in
        !word.isEmpty && word.allSatisfy(safe.contains)
            ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }.joined(separator: " ")
}

/// What is known of a binary: its path, its `--version`, when it was built, and the git tree
/// it sits in (the commit checked out there now, which the binary may be older than).
struct BinaryInfo: Codable {
    var role: String
    var path: String
    var version: String?
    var modified: String?
    var tree: String?
    var commit: String?
    var describe: String?
    var commitDate: String?
    /// True when the binary file is older than the tree's commit: built from something earlier.
    var olderThanCommit: Bool?

    var description: String {
        var parts = [path]
        if let version { parts.append("version \(version)") }
        if let tree, let commit {
            parts.append("git tree \(tree) at \(describe ?? commit) (\(commit.prefix(12)))")
        } else {
            parts.append("no git tree around it: commit unknown")
        }
        if let modified { parts.append("built \(modified)") }
        if olderThanCommit == true { parts.append("OLDER than that commit: built from an earlier state") }
        return parts.joined(separator: "; ")
    }
}

/// Runs small informative commands (git, --version) and reads what they print.
struct Inquirer {
    let scratch: String

    func describe(_ binary: Binary) -> BinaryInfo {
        var info = BinaryInfo(role: binary.role, path: binary.path)
        info.version = capture(binary.path, ["--version"], in: scratch)
        let attributes = try? FileManager.default.attributesOfItem(atPath: binary.path)
        let built = attributes?[.modificationDate] as? Date
        info.modified = built.map(Self.format)
        guard let tree = gitTree(containing: binary.path), let git = which("git") else { return info }
        info.tree = tree
        info.commit = capture(git, ["-C", tree, "rev-parse", "HEAD"], in: scratch)
        info.describe = capture(git, ["-C", tree, "describe", "--always", "--dirty", "--tags"], in: scratch)
        if let seconds = capture(git, ["-C", tree, "log", "-1", "--format=%ct"], in: scratch).flatMap(Double.init) {
            let committed = Date(timeIntervalSince1970: seconds)
            info.commitDate = Self.format(committed)
            if let built { info.olderThanCommit = built < committed }
        }
        return info
    }

    /// The first line a command prints, when it succeeds.
    func capture(_ program: String, _ arguments: [String], in directory: String) -> String? {
        let out = scratch + "/capture.out", err = scratch + "/capture.err"
        let command = ChildCommand(
            program: program, arguments: arguments, directory: directory,
            standardOutput: out, standardError: err)
        guard let measurement = try? Spawn.run(command, timeout: 60), measurement.succeeded,
            let text = try? String(contentsOfFile: out, encoding: .utf8)
        else { return nil }
        return text.split(separator: "\n").first.map(String.init)
    }

    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}

/// The nearest folder above `path` that holds a `.git` (a checkout or a worktree).
func gitTree(containing path: String) -> String? {
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
        folder = folder.deletingLastPathComponent()
    }
    return nil
}

/// The absolute path of a program: as given when it has a '/', else found on $PATH.
func which(_ program: String) -> String? {
    if program.contains("/") {
        return FileManager.default.isExecutableFile(atPath: program) ? absolutePath(program) : nil
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(program)" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
}

/// `path` made absolute against the current folder, symbolic links resolved.
func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
}
