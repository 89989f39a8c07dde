import Foundation

/// Runs a program to completion or until a time limit, for fuzzing through a real process: a
/// trap ends the child, not the fuzzer, and shows as a signal in the status.
public enum FuzzProcess {
    /// How a run ended.
    public struct Outcome: Sendable {
        /// The exit status, or 128 + the signal number when a signal ended the process.
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
        /// True when the time limit was reached and the process was killed.
        public var timedOut: Bool
    }

    /// Runs `executable` with `arguments` in `directory`, standard input empty, with `CI` and
    /// `LAYOUT_SNAPSHOT_RECORD` removed from the environment. Output goes through files in
    /// `scratch` (so neither stream can block the child); the process is killed after
    /// `timeout` seconds.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String, scratch: String,
        timeout: Double
    ) throws -> Outcome {
        let outputPath = scratch + "/stdout", errorPath = scratch + "/stderr"
        for path in [outputPath, errorPath] { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let error = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        defer {
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        environment["LAYOUT_SNAPSHOT_RECORD"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        func text(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return Outcome(
            status: status, standardOutput: text(outputPath), standardError: text(errorPath), timedOut: timedOut)
    }
}
