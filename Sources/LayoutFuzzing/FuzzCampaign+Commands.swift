import Foundation

extension FuzzCampaign {
    /// Runs `iterations` random command lines through the `layout` binary at `binary`, each
    /// in a fresh copy of the ``FuzzSandbox`` under `folder`, and checks each run with
    /// ``CommandCheck`` and ``FuzzSandbox/changeProblems(before:after:arguments:)``; a run
    /// longer than `timeout` seconds fails as a hang.
    public func runCommands(
        binary: String, iterations: Int, from start: Int = 0, in folder: String,
        timeout: Double = 30
    ) throws -> CommandReport {
        let sandbox = folder + "/sandbox", scratch = folder + "/scratch"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let check = CommandCheck(files: FuzzSandbox.files)
        let generator = ArgumentGenerator()
        var report = CommandReport()
        var fresh: [String: [UInt8]]?
        for index in start..<(start + max(iterations, 0)) {
            var random = FuzzRandom(seed: seed, stream: "arguments", index: index)
            let arguments = generator.arguments(using: &random)
            // A run of `test` may have recorded snapshots: start each run from the same files.
            if fresh == nil || FuzzSandbox.listing(of: sandbox) != fresh {
                try? FileManager.default.removeItem(atPath: sandbox)
                try FileManager.default.createDirectory(atPath: sandbox, withIntermediateDirectories: true)
                try FuzzSandbox.write(into: sandbox)
                fresh = FuzzSandbox.listing(of: sandbox)
            }
            let before = fresh ?? [:]
            let outcome = try FuzzProcess.run(binary, arguments, in: sandbox, scratch: scratch, timeout: timeout)
            var problems = check.problems(
                arguments: arguments, status: outcome.status,
                standardOutput: outcome.standardOutput, standardError: outcome.standardError)
            if outcome.timedOut { problems.append("still running after \(timeout) s") }
            problems += FuzzSandbox.changeProblems(
                before: before, after: FuzzSandbox.listing(of: sandbox), arguments: arguments)
            report.runs += 1
            report.statuses[outcome.status, default: 0] += 1
            guard !problems.isEmpty else { continue }
            report.failureCount += 1
            if report.failures.count < keptFailures {
                report.failures.append(
                    CommandFailure(
                        seed: seed, index: index, arguments: arguments, problems: problems,
                        standardError: String(outcome.standardError.prefix(2000))))
            }
        }
        return report
    }
}

/// What a run of command lines saw.
public struct CommandReport: Sendable {
    /// Command lines run.
    public var runs = 0
    /// How many runs ended with each exit status.
    public var statuses: [Int32: Int] = [:]
    public var failureCount = 0
    public var failures: [CommandFailure] = []

    public init() {}

    /// `arguments: 300 runs (status 0: 120, 1: 80, 64: 100), 0 failures`.
    public var summary: String {
        let counts = statuses.keys.sorted().map { "\($0): \(statuses[$0] ?? 0)" }.joined(separator: ", ")
        return "arguments: \(runs) runs (status \(counts)), \(failureCount) failures"
    }
}

/// A command line that failed its check.
public struct CommandFailure: Sendable, CustomStringConvertible {
    public var seed: UInt64
    public var index: Int
    public var arguments: [String]
    public var problems: [String]
    public var standardError: String

    public var description: String {
        "arguments seed \(seed) input \(index): \(problems.joined(separator: "; "))\n    layout \(arguments.map(\.debugDescription).joined(separator: " "))\n"
            + standardError.split(separator: "\n").prefix(6).map { "    | " + $0 }.joined(separator: "\n")
    }
}
