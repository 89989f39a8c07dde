import Foundation
import GridFiles
import Testing

@testable import LayoutE2E

/// layout-e2e's logic apart from timing: its command line, the scenarios it makes, the
/// statistics of its report, and reading what its helper and wait4 return.
@Suite struct LayoutE2ETests {
    @Test func defaultsAndTheREADMEsCommandLines() throws {
        let defaults = try #require(try parseOptions([]))
        #expect(defaults.sizes == [500, 2000, 5000])
        #expect(defaults.repeats == 3)
        #expect(defaults.commands == [.render, .check, .test])
        #expect(defaults.baseline == nil)
        // Benchmarks/EndToEnd/README.md's command lines.
        let some = try #require(
            try parseOptions(
                "--scenarios seed,dashboard,grid-5000 --commands render --repeats 5"
                    .split(separator: " ").map(String.init)))
        #expect(some.scenarios == ["seed", "dashboard", "grid-5000"] && some.commands == [.render] && some.repeats == 5)
        let names = try layoutFileNames(
            in: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Layouts").path)
        #expect(
            try ScenarioRequest.expand(some.scenarios, layoutNames: names, sizes: some.sizes)
                == [.layoutFile("seed"), .layoutFile("dashboard"), .grid(5000)])
        let compared = try #require(
            try parseOptions([
                "--baseline", "../layout-old/.build/release/layout", "--repeats", "5",
                "--json", "Benchmarks/results/2026-11-25-e2e.json"
            ]))
        #expect(compared.baseline == "../layout-old/.build/release/layout" && compared.repeats == 5)
        #expect(compared.json == "Benchmarks/results/2026-11-25-e2e.json" && compared.scenarios == ["all"])
        let more = try #require(
            try parseOptions(["--sizes", "5000,500", "--commands", "check,render", "--warmups", "1"]))
        #expect(more.sizes == [500, 5000] && more.commands == [.render, .check] && more.warmups == 1)
        #expect(try parseOptions(["--help"]) == nil)
    }

    @Test func badArgumentsSayWhat() {
        let cases: [([String], String)] = [
            (["--repeats", "0"], "--repeats takes a whole number from 1 to 1000, got '0'"),
            (["--sizes", "10,x"], "--sizes takes cell counts from 1 to 250000 separated by commas, got '10,x'"),
            (["--commands", "draw"], "--commands: unknown command 'draw' (expected render, check, test)"),
            (["--baseline"], "--baseline needs a value (see --help)"),
            (["--fast"], "unknown option '--fast' (see --help)"),
            (["grid"], "unexpected argument 'grid' (see --help)")
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError.self) { try parseOptions(arguments) }
            do {
                _ = try parseOptions(arguments)
            } catch let error as UsageError {
                #expect(error.message == message)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test func scenarioNamesExpandInReportOrder() throws {
        let names = ["dashboard", "find-bar", "login", "seed"]
        #expect(
            try ScenarioRequest.expand(["all"], layoutNames: names, sizes: [500, 2000]) == [
                .layoutFile("seed"), .layoutFile("dashboard"), .layoutFile("find-bar"), .layoutFile("login"),
                .grid(500), .grid(2000), .folder
            ])
        #expect(
            try ScenarioRequest.expand(["grid-7", "seed", "grid-7"], layoutNames: names, sizes: [1]) == [
                .grid(7), .layoutFile("seed")
            ])
        #expect(throws: UsageError.self) { try ScenarioRequest.expand(["grid-0"], layoutNames: names, sizes: [1]) }
        #expect(throws: UsageError.self) { try ScenarioRequest.expand(["settings"], layoutNames: names, sizes: [1]) }
    }

    // The views counted in a written file are the generator's 4 per cell + 4.
    @Test func declaredViewsOfAGrid() throws {
        for cells in [1, 7, 120] {
            let file = try GridFile(cells: cells, columns: 3)
            #expect(declaredViews(Data(file.bytes)) == 4 * cells + 4)
        }
        #expect(declaredViews(Data("view a\n  view b\nlabel c \"x\"\nbutton d \"y\" in a\nH:|[a]|\n".utf8)) == 3)
    }

    @Test func spreadMedians() throws {
        let odd = try #require(Spread([3, 1, 2]))
        #expect(odd.min == 1 && odd.median == 2 && odd.max == 3)
        #expect(Spread([4, 1, 2, 3])?.median == 2.5)
        #expect(Spread([]) == nil)
    }

    /// Two binaries, a grid at two sizes ten times apart and the folder: the ratios, the
    /// growth per 10x views and the parallel speed-up, from numbers chosen by hand.
    @Test func summaryRatiosGrowthAndSpeedUp() {
        func record(_ scenario: String, _ command: String, _ binary: String, _ round: Int, wall: Double, kib: Int)
            -> RunRecord
        {
            RunRecord(
                scenario: scenario, command: command, binary: binary, round: round, warmup: false, wallSeconds: wall,
                userSeconds: wall / 2, systemSeconds: 0, peakKibibytes: kib, exitStatus: 0, signal: nil, timedOut: false
            )
        }
        func scenario(_ name: String, _ kind: Scenario.Kind, views: Int, labels: [String]) -> Scenario {
            Scenario(
                name: name, kind: kind, directory: "/", views: views, files: 1, bytes: 0, cells: nil,
                jobs: [Job(steps: labels.map { Step(label: $0, arguments: []) }, snapshots: nil)])
        }
        let scenarios = [
            scenario("small", .grid, views: 1_000, labels: ["render"]),
            scenario("large", .grid, views: 10_000, labels: ["render"]),
            scenario("folder", .folder, views: 500, labels: [FolderStep.allCPUs, FolderStep.oneCPU])
        ]
        var records: [RunRecord] = []
        for round in 0..<3 {
            let jitter = Double(round) * 0.01
            records += [
                record("small", "render", "new", round, wall: 0.1 + jitter, kib: 10 * 1024),
                record("small", "render", "baseline", round, wall: 0.2 + jitter, kib: 20 * 1024),
                record("large", "render", "new", round, wall: 1.2 + jitter, kib: 50 * 1024),
                record("large", "render", "baseline", round, wall: 4.0 + jitter, kib: 200 * 1024),
                record("folder", FolderStep.allCPUs, "new", round, wall: 1.0 + jitter, kib: 1024),
                record("folder", FolderStep.oneCPU, "new", round, wall: 1.8 + jitter, kib: 1024)
            ]
        }
        let summary = Summary(
            records: records, scenarios: scenarios,
            binaries: [Binary(role: "new", path: "/a"), Binary(role: "baseline", path: "/b")])
        let large = summary.ratios.first { $0.scenario == "large" }
        #expect(abs((large?.wall ?? 0) - 1.21 / 4.01) < 1e-12)
        #expect(large?.peakMemory == 0.25)
        let growth = summary.growth.first { $0.binary == "new" }
        #expect(abs((growth?.wallPer10x ?? 0) - 1.21 / 0.11) < 1e-9)
        #expect(growth?.peakMemoryPer10x == 5)
        #expect(summary.speedUps.count == 1)
        #expect(abs((summary.speedUps.first?.speedUp ?? 0) - 1.81 / 1.01) < 1e-12)
    }

    @Test func helperResultLineRoundTrip() throws {
        var usage = rusage()
        usage.ru_utime = timeval(tv_sec: 2, tv_usec: 250_000)
        usage.ru_stime = timeval(tv_sec: 0, tv_usec: 5_000)
        usage.ru_maxrss = 123_456
        let line = MeasureChild.Result(wall: 3.5, usage: usage, status: 1 << 8).line
        #expect(line == "3.500000000 2.250000 0.005000 123456 256\n")
        let measurement = try #require(MeasureChild.Result(line)).measurement
        #expect(measurement.wall == 3.5 && measurement.user == 2.25 && measurement.system == 0.005)
        #expect(measurement.peakKibibytes == 123_456 && measurement.exitStatus == 1 && measurement.signal == nil)
        #expect(MeasureChild.Result("1 2 3") == nil)
    }

    // Wait statuses as the kernel packs them: exit code in the second byte, signal in the first.
    @Test func waitStatuses() {
        #expect(exitCode(0) == 0 && terminatingSignal(0) == nil)
        #expect(exitCode(3 << 8) == 3)
        #expect(exitCode(9) == nil && terminatingSignal(9) == 9)
    }

    @Test func aDirectRunReportsItsExitStatus() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let command = ChildCommand(
            program: "/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 3"], directory: folder,
            standardOutput: folder + "/e2e-test-\(getpid()).out",
            standardError: folder + "/e2e-test-\(getpid()).err")
        defer {
            try? FileManager.default.removeItem(atPath: command.standardOutput)
            try? FileManager.default.removeItem(atPath: command.standardError)
        }
        let measurement = try Spawn.run(command, timeout: 60)
        #expect(measurement.exitStatus == 3 && !measurement.succeeded && !measurement.timedOut)
        #expect(try String(contentsOfFile: command.standardOutput, encoding: .utf8) == "out\n")
        #expect(try String(contentsOfFile: command.standardError, encoding: .utf8) == "err\n")
        let slow = ChildCommand(
            program: "/bin/sh", arguments: ["-c", "sleep 30"], directory: folder,
            standardOutput: "/dev/null", standardError: "/dev/null")
        let stopped = try Spawn.run(slow, timeout: 0.2)
        #expect(stopped.timedOut && stopped.signal == SIGKILL)
    }

    /// The child starts in its folder, which the spawn's file actions set: this process used to
    /// move there for the spawn, and a test of the same run reading a relative path at that
    /// moment read the wrong file (the race itself is too brief to catch here). A missing
    /// folder is an error.
    @Test func aChildStartsInItsFolder() throws {
        let here = FileManager.default.currentDirectoryPath
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-folder-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let command = ChildCommand(
            program: "/bin/sh", arguments: ["-c", "pwd"], directory: folder,
            standardOutput: folder + "/pwd.out", standardError: "/dev/null")
        #expect(try Spawn.run(command, timeout: 60).succeeded)
        let printed = try String(contentsOfFile: command.standardOutput, encoding: .utf8)
        #expect(
            URL(fileURLWithPath: printed.trimmingCharacters(in: .newlines)).resolvingSymlinksInPath().path
                == URL(fileURLWithPath: folder).resolvingSymlinksInPath().path)
        #expect(FileManager.default.currentDirectoryPath == here)
        let missing = ChildCommand(
            program: "/bin/sh", arguments: ["-c", "true"], directory: folder + "/no-such-folder",
            standardOutput: "/dev/null", standardError: "/dev/null")
        #expect(throws: SpawnError.self) { try Spawn.run(missing, timeout: 60) }
        #expect(FileManager.default.currentDirectoryPath == here)
    }
}
