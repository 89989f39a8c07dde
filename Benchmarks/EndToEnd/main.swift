// layout-e2e: the `layout` command end to end, on files it writes itself: time (wall, CPU) and
// peak memory per scenario and command, optionally against a second binary (--baseline),
// alternating the two and checking that their outputs are byte-identical. See --help and
// Benchmarks/EndToEnd/README.md.
//
//     swift build -c release --product layout && swift build -c release --product layout-e2e
//     .build/release/layout-e2e --baseline ../other-tree/.build/release/layout --json out.json
import Foundation
import GridFiles

/// Exit statuses: 0 all good, 1 a failed run or an output mismatch, 64 bad arguments.
enum ExitStatus {
    static let ok: Int32 = 0
    static let problems: Int32 = 1
    static let usage: Int32 = 64
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("layout-e2e: error: \(message)\n".utf8))
    exit(status)
}

/// The binary at `path` as an absolute path, or a usage error saying how to build it.
func binary(_ role: String, _ path: String, flag: String) throws -> Binary {
    guard FileManager.default.isExecutableFile(atPath: path) else {
        let hint = flag == "--layout" ? " (build it: swift build -c release --product layout)" : ""
        throw UsageError("\(flag): no executable at '\(path)'\(hint)")
    }
    return Binary(role: role, path: absolutePath(path))
}

/// A new empty folder for this run's files, under --scratch or $TMPDIR.
func makeScratch(in parent: String?) throws -> String {
    let base = parent ?? ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    var template = Array((URL(fileURLWithPath: base).appendingPathComponent("layout-e2e-XXXXXX").path).utf8CString)
    guard let made = mkdtemp(&template) else {
        throw UsageError("cannot make a scratch folder in '\(base)': \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
}

/// The peak memory /bin/true shows when spawned as the measured children are (median of 3),
/// in MiB: the measuring helper's resident set, which every child inherits as a floor.
func memoryFloor(scratch: String) -> Double? {
    guard let program = which("true") else { return nil }
    let command = ChildCommand(
        program: program, arguments: [], directory: scratch,
        standardOutput: "/dev/null", standardError: "/dev/null")
    let result = scratch + "/floor-run"
    let peaks = (0..<3).compactMap { _ in try? Spawn.measured(command, timeout: 10, resultFile: result) }
    return Spread(peaks.map { Double($0.peakKibibytes) / 1024 })?.median
}

func main() -> Int32 {
    // First, before anything else grows this process: the helper that runs each measured command.
    if let status = MeasureChild.runIfAsked(Array(CommandLine.arguments.dropFirst())) { return status }
    ChildGroup.current.forwardInterrupts()
    let options: Options
    do {
        guard let parsed = try parseOptions(Array(CommandLine.arguments.dropFirst())) else {
            print(helpText)
            return ExitStatus.ok
        }
        options = parsed
    } catch let error as UsageError {
        fail(error.message, status: ExitStatus.usage)
    } catch {
        fail("\(error)", status: ExitStatus.usage)
    }

    if options.verifyGenerator {
        guard let scratch = try? makeScratch(in: options.scratch) else {
            fail("cannot make a scratch folder", status: 1)
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        return verifyGenerator(options, scratch: scratch) ? ExitStatus.ok : ExitStatus.problems
    }

    let binaries: [Binary]
    let requests: [ScenarioRequest]
    let scratch: String
    do {
        binaries =
            try [binary("new", options.layout, flag: "--layout")]
            + (options.baseline.map { [try binary("baseline", $0, flag: "--baseline")] } ?? [])
        let names = try layoutFileNames(in: options.layoutsFolder)
        requests = try ScenarioRequest.expand(options.scenarios, layoutNames: names, sizes: options.sizes)
        scratch = try makeScratch(in: options.scratch)
    } catch let error as UsageError {
        fail(error.message, status: ExitStatus.usage)
    } catch {
        fail("\(error)", status: ExitStatus.usage)
    }
    return measure(options, binaries: binaries, requests: requests, scratch: scratch)
}

/// Writes the scenarios, runs them, prints the report (and the JSON); the exit status.
func measure(_ options: Options, binaries: [Binary], requests: [ScenarioRequest], scratch: String) -> Int32 {
    defer {
        if options.keepScratch {
            progress("layout-e2e: kept the scratch folder \(scratch)")
        } else {
            try? FileManager.default.removeItem(atPath: scratch)
        }
    }
    let loadBefore = loadAverage()
    let inquirer = Inquirer(scratch: scratch)
    var context = RunContext(
        date: utcNow(), command: commandLine(), machine: MachineInfo.current(), loadBefore: loadBefore, loadAfter: [],
        binaries: binaries.map(inquirer.describe), repeats: options.repeats, warmups: options.warmups,
        memoryFloorMebibytes: memoryFloor(scratch: scratch), scratch: scratch)
    let maker = ScenarioMaker(
        scratch: scratch, layoutsFolder: options.layoutsFolder, commands: options.commands,
        screens: options.screens)
    var scenarios: [Scenario] = []
    do {
        scenarios = try requests.map(maker.make)
    } catch {
        progress("layout-e2e: error: cannot write the scenarios' files: \(error)")
        return ExitStatus.problems
    }
    let runner = Runner(
        binaries: binaries, repeats: options.repeats, warmups: options.warmups,
        timeout: options.timeout, scratch: scratch)
    for scenario in scenarios { runner.run(scenario) }
    context.loadAfter = loadAverage()

    let summary = Summary(records: runner.records, scenarios: scenarios, binaries: binaries)
    TextReport(
        context: context, scenarios: scenarios, summary: summary, problems: runner.problems,
        comparisons: runner.comparisons
    ).print()
    if let path = options.json {
        let report = JSONReport(
            context: context, scenarios: scenarios.map(ScenarioInfo.init), rows: summary.rows,
            ratios: summary.ratios, growth: summary.growth, speedUps: summary.speedUps, problems: runner.problems,
            runs: runner.records)
        do {
            try report.write(to: path)
            progress("layout-e2e: wrote \(path)")
        } catch {
            progress("layout-e2e: error: cannot write \(path): \(error.localizedDescription)")
            return ExitStatus.problems
        }
    }
    return runner.problems.isEmpty ? ExitStatus.ok : ExitStatus.problems
}

exit(main())
