import Foundation
import Testing

/// What a run of the `layout` binary printed and how it ended.
struct Run: Equatable, CustomStringConvertible {
    /// The exit status; 128 + the signal number when a signal (a trap) ended the process.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Where the package and the built `layout` binary are.
enum Paths {
    /// The package root (the directory holding `Package.swift`), from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `layout` executable in the build products directory, which also holds the test
    /// bundle (Linux: the test executable; macOS: the `.xctest` bundle). Searched from the
    /// test executable's path and from the main bundle, walking up a few directories.
    static let binary: URL? = {
        let starts = [URL(fileURLWithPath: CommandLine.arguments.first ?? "").absoluteURL, Bundle.main.bundleURL]
        for start in starts {
            var directory = start.resolvingSymlinksInPath()
            for _ in 0..<6 {
                let candidate = directory.appendingPathComponent("layout")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }()
}

/// Collects a pipe's bytes on another thread, so that neither pipe can fill up and block the
/// child while the other is read.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        Thread.detachNewThread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
    }

    /// The bytes, once the writer has closed the pipe.
    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// This process's environment without `CI`, `LAYOUT_SNAPSHOT_RECORD` and
/// `LAYOUT_SNAPSHOT_ARTIFACTS`, which change what `layout test` may write, plus `extra`: every `layout` the tests start gets it, so they
/// behave alike on a laptop and in CI.
func childEnvironment(adding extra: [String: String] = [:]) -> [String: String] {
    var variables = ProcessInfo.processInfo.environment
    variables["CI"] = nil
    variables["LAYOUT_SNAPSHOT_RECORD"] = nil
    variables["LAYOUT_SNAPSHOT_ARTIFACTS"] = nil
    return variables.merging(extra) { $1 }
}

/// Runs the built `layout` binary with `arguments` in `directory` (the package root by
/// default), standard input empty. The environment is this process's without `CI` and
/// `LAYOUT_SNAPSHOT_RECORD` (so the tests behave alike on a laptop and in CI), plus
/// `environment`.
func layout(
    _ arguments: [String], in directory: URL = Paths.packageRoot, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Run {
    let binary = try #require(
        Paths.binary, "the layout binary is not next to the tests; build it with swift build",
        sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = childEnvironment(adding: environment)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorReader = PipeReader(error)
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = errorReader.text()
    process.waitUntilExit()
    let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    return Run(status: status, stdout: stdout, stderr: stderr)
}

/// Runs the built `layout` binary with `arguments` in the package root, `input` on its
/// standard input.
func layoutReadingStandardInput(
    _ arguments: [String], input: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Run {
    let binary = try #require(
        Paths.binary, "the layout binary is not next to the tests", sourceLocation: sourceLocation)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = Paths.packageRoot
    process.environment = childEnvironment()
    let output = Pipe(), error = Pipe(), standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    let errorReader = PipeReader(error)
    let outputReader = PipeReader(output)
    standardInput.fileHandleForWriting.write(Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let stdout = outputReader.text()
    let stderr = errorReader.text()
    process.waitUntilExit()
    let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    return Run(status: status, stdout: stdout, stderr: stderr)
}

/// Runs `layout` with the arguments.
func layout(
    _ arguments: String..., in directory: URL = Paths.packageRoot,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> Run {
    try layout(arguments, in: directory, sourceLocation: sourceLocation)
}

/// A fresh temporary directory, removed after `body`.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("layout-cli-tests-" + UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// Writes `files` (name to contents) into a temporary directory and runs `layout` there.
func layout(_ arguments: [String], files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Run
{
    try withTemporaryDirectory { directory in
        for (name, contents) in files {
            try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
        }
        return try layout(arguments, in: directory, sourceLocation: sourceLocation)
    }
}

/// The usage error text for a subcommand (or `layout` itself with nil).
func usageError(_ message: String, command: String? = "render", usage: String? = nil) -> String {
    let name = command.map { "layout \($0)" } ?? "layout"
    let arguments = command == "check" ? "<path> ..." : "<file>"
    let line = usage ?? (command == nil ? "layout <subcommand>" : "\(name) \(arguments) [<options>]")
    return "error: \(message)\nUsage: \(line)\n  See '\(name) --help' for more information.\n"
}
