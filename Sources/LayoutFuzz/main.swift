// `layout-fuzz`: the long fuzz run. Feeds every parser seeded, grammar-aware and mutated
// inputs (layout files, their bytes, VFL strings, equations) in process, and command lines to
// the `layout` binary in a child process each, so a trap is caught with its input.
//
//     swift run -c release layout-fuzz --iterations 100000
//     swift run -c release layout-fuzz --targets vfl --seed 7 --only 4242     # one input again
//
// Exit status 0 when every input passed, 1 when any failed, 64 for bad arguments.
import Foundation
import LayoutFuzzing

let usage = """
    USAGE: layout-fuzz [--iterations N] [--seed S] [--targets file,bytes,vfl,equation,arguments]
                       [--only I] [--corpus FOLDER] [--binary PATH] [--layout-every N]
           layout-fuzz --write-libfuzzer-corpus FOLDER [--corpus FOLDER]

    OPTIONS:
      --iterations N     Inputs per target (default 10000; command lines: a tenth as many).
      --seed S           The run's seed (default 1).
      --targets LIST     Which parsers (default: all of file, bytes, vfl, equation, arguments).
      --only I           Check input I alone (with its seed) and print it.
      --corpus FOLDER    Layout files to mutate, besides the built-in ones (default: Layouts).
      --binary PATH      The layout binary for command lines (default: beside this program).
      --layout-every N   Lay out and draw every Nth document that parses (default 4).
      --write-libfuzzer-corpus FOLDER
                         Write the corpus as inputs for the libFuzzer target, and stop.

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n\(usage)".utf8))
    exit(64)
}

var options: [String: String] = [:]
var remaining = Array(CommandLine.arguments.dropFirst())
while !remaining.isEmpty {
    let name = remaining.removeFirst()
    if name == "-h" || name == "--help" {
        print(usage, terminator: "")
        exit(0)
    }
    let known = [
        "--iterations", "--seed", "--targets", "--only", "--corpus", "--binary", "--layout-every",
        "--write-libfuzzer-corpus"
    ]
    guard known.contains(name) else { fail("unknown option '\(name)'") }
    guard !remaining.isEmpty else { fail("missing value for '\(name)'") }
    options[name] = remaining.removeFirst()
}
func number(_ name: String, in options: [String: String], default value: Int) -> Int {
    guard let text = options[name] else { return value }
    guard let number = Int(text), number >= 0 else { fail("'\(name)' takes a whole number, not '\(text)'") }
    return number
}

let iterations = number("--iterations", in: options, default: 10_000)
let seed = UInt64(number("--seed", in: options, default: 1))
let only = options["--only"].map { _ in number("--only", in: options, default: 0) }
let targetNames = (options["--targets"] ?? "file,bytes,vfl,equation,arguments").split(separator: ",").map(String.init)
for name in targetNames where FuzzTarget(rawValue: name) == nil && name != "arguments" {
    fail("unknown target '\(name)'")
}
var campaign = FuzzCampaign(seed: seed, corpus: .loadingLayouts(in: options["--corpus"] ?? "Layouts"))
if let folder = options["--write-libfuzzer-corpus"] {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let seeds = LibFuzzerInput.seeds(from: campaign.corpus)
    for (name, bytes) in seeds where !FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes))
    {
        fail("cannot write \(folder)/\(name)")
    }
    print("wrote \(seeds.count) inputs to \(folder)")
    exit(0)
}
campaign.layoutInterval = max(number("--layout-every", in: options, default: 4), 1)
let binary =
    options["--binary"]
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    .appendingPathComponent("layout").path

var failed = false
let clock = ContinuousClock()
for name in targetNames {
    let start = clock.now
    let summary: String
    let failures: [String]
    if let target = FuzzTarget(rawValue: name) {
        if let only {
            var random = FuzzRandom(seed: seed, stream: target.rawValue, index: only)
            switch target {
            case .layoutFile: print(campaign.file(using: &random).debugDescription)
            case .equation: print(campaign.equationFile(using: &random).debugDescription)
            case .bytes: print(campaign.bytes(using: &random))
            case .visualFormat: print(campaign.format(using: &random))
            }
        }
        let report = campaign.run(target, iterations: only == nil ? iterations : 1, from: only ?? 0)
        summary = report.summary
        failures = report.failures.map(\.description)
        failed = failed || report.failureCount > 0
    } else {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            fail("no layout binary at '\(binary)'; build it (swift build -c release) or give --binary")
        }
        let folder = NSTemporaryDirectory() + "layout-fuzz-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = only == nil ? max(iterations / 10, 1) : 1
        let report = try campaign.runCommands(binary: binary, iterations: count, from: only ?? 0, in: folder)
        summary = report.summary
        failures = report.failures.map(\.description)
        failed = failed || report.failureCount > 0
    }
    let elapsed = start.duration(to: clock.now)
    print("\(summary) in \(elapsed.components.seconds) s")
    for failure in failures { print(failure) }
}
exit(failed ? 1 : 0)
