// The run loop: every job of every scenario, by each binary in turn, with outputs compared.
import Foundation

/// A binary under measurement: its role in the report and its absolute path.
struct Binary {
    /// "new" (--layout) or "baseline" (--baseline).
    var role: String
    var path: String
}

/// One timed (or warm-up) run of one step.
struct RunRecord: Codable {
    var scenario: String
    var command: String
    var binary: String
    /// 0-based; warm-ups are numbered before the timed runs.
    var round: Int
    var warmup: Bool
    var wallSeconds: Double
    var userSeconds: Double
    var systemSeconds: Double
    var peakKibibytes: Int
    var exitStatus: Int32?
    var signal: Int32?
    var timedOut: Bool
}

/// A problem found while running: a failed run or an output that differs.
struct Problem: Codable {
    enum Kind: String, Codable {
        case failedRun = "failed run"
        case mismatch = "output mismatch"
    }
    var kind: Kind
    var scenario: String
    var command: String
    var binary: String
    var round: Int
    var detail: String
}

final class Runner {
    let binaries: [Binary]
    let repeats: Int
    let warmups: Int
    let timeout: Double
    let outputs: String
    /// Where the measuring helper writes each run's numbers.
    let resultFile: String
    private(set) var records: [RunRecord] = []
    private(set) var problems: [Problem] = []
    /// How many job outputs were compared with the reference.
    private(set) var comparisons = 0

    init(binaries: [Binary], repeats: Int, warmups: Int, timeout: Double, scratch: String) {
        self.binaries = binaries
        self.repeats = repeats
        self.warmups = warmups
        self.timeout = timeout
        self.outputs = URL(fileURLWithPath: scratch).appendingPathComponent("outputs").path
        self.resultFile = URL(fileURLWithPath: scratch).appendingPathComponent("measured-run").path
    }

    /// Every job of the scenario: rounds of warm-ups then timed runs, each round running the
    /// binaries in turn (new, baseline, new, baseline, ...).
    func run(_ scenario: Scenario) {
        for (index, job) in scenario.jobs.enumerated() {
            let jobFolder = URL(fileURLWithPath: outputs).appendingPathComponent("\(scenario.name)-\(index)").path
            var reference: String?
            for round in 0..<(warmups + repeats) {
                for binary in binaries {
                    let folder = jobFolder + "/\(binary.role)-\(round)"
                    guard runJob(job, scenario, binary, round: round, into: folder) else { continue }
                    if let reference {
                        compare(folder, with: reference, scenario, job, binary, round)
                        try? FileManager.default.removeItem(atPath: folder)
                    } else {
                        reference = folder
                    }
                }
            }
        }
    }

    /// Empties the snapshot folder, runs the job's steps, keeps their outputs in `folder`.
    /// False when a step could not be started or did not succeed (the job's outputs are then
    /// not compared).
    private func runJob(_ job: Job, _ scenario: Scenario, _ binary: Binary, round: Int, into folder: String) -> Bool {
        let files = FileManager.default
        try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let snapshots = job.snapshots.map { scenario.directory + "/" + $0 }
        if let snapshots { try? files.removeItem(atPath: snapshots) }
        defer {
            if let snapshots, files.fileExists(atPath: snapshots) {
                try? files.moveItem(atPath: snapshots, toPath: folder + "/snapshots")
            }
        }
        for (number, step) in job.steps.enumerated() {
            let command = ChildCommand(
                program: binary.path, arguments: step.arguments, directory: scenario.directory,
                standardOutput: folder + "/step-\(number).out", standardError: folder + "/step-\(number).err",
                cpus: step.cpus)
            guard let measurement = measure(command, scenario, step, binary, round) else { return false }
            if !measurement.succeeded {
                report(
                    .failedRun, scenario, step.label, binary, round,
                    measurement.failureText(timeout: timeout) + Spawn.firstLine(of: command.standardError))
                return false
            }
        }
        return true
    }

    private func measure(_ command: ChildCommand, _ scenario: Scenario, _ step: Step, _ binary: Binary, _ round: Int)
        -> Measurement?
    {
        let measurement: Measurement
        do {
            measurement = try Spawn.measured(command, timeout: timeout, resultFile: resultFile)
        } catch {
            report(.failedRun, scenario, step.label, binary, round, "\(error)")
            return nil
        }
        let warmup = round < warmups
        records.append(
            RunRecord(
                scenario: scenario.name, command: step.label, binary: binary.role, round: round, warmup: warmup,
                wallSeconds: measurement.wall, userSeconds: measurement.user, systemSeconds: measurement.system,
                peakKibibytes: measurement.peakKibibytes, exitStatus: measurement.exitStatus,
                signal: measurement.signal,
                timedOut: measurement.timedOut))
        let label = warmup ? "warm-up \(round + 1)" : "run \(round - warmups + 1)"
        progress(
            "[\(scenario.name)] \(step.label) \(binary.role) \(label): \(formatSeconds(measurement.wall)) wall, "
                + "\(formatSeconds(measurement.cpu)) cpu, \(formatMemory(measurement.peakKibibytes))")
        return measurement
    }

    /// Compares a job's outputs (every step's standard output and error, the snapshots) with
    /// the reference run's; each difference is a problem.
    private func compare(
        _ folder: String, with reference: String, _ scenario: Scenario, _ job: Job,
        _ binary: Binary, _ round: Int
    ) {
        comparisons += 1
        let whose =
            binary.role == "new" ? "new's output differs between its runs" : "baseline's output differs from new's"
        for difference in differences(between: reference, and: folder) {
            let step = stepLabel(of: difference.path, in: job)
            report(.mismatch, scenario, step, binary, round, "\(whose): \(difference.description)")
        }
    }

    /// The step a compared file belongs to ("step-1.out" is the second step's).
    private func stepLabel(of path: String, in job: Job) -> String {
        if path.hasPrefix("step-"), let number = Int(path.dropFirst(5).prefix { $0.isNumber }), number < job.steps.count
        {
            return job.steps[number].label
        }
        return job.steps.last?.label ?? "?"
    }

    private func report(
        _ kind: Problem.Kind, _ scenario: Scenario, _ command: String, _ binary: Binary, _ round: Int,
        _ detail: String
    ) {
        let problem = Problem(
            kind: kind, scenario: scenario.name, command: command, binary: binary.role, round: round,
            detail: detail)
        problems.append(problem)
        progress("[\(scenario.name)] \(command) \(binary.role): \(kind.rawValue): \(detail)")
    }

}

/// A line on standard error, as the run goes (after what the report has printed so far, so
/// that the two streams read in order when they go to one file).
func progress(_ text: String) {
    fflush(nil)
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
