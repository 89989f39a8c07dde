// layout-e2e's command line: every option, its check, and the help text.
import Foundation

/// The commands timed on a single file. `test` is `layout test FILE --update` into an empty
/// snapshot folder (so every run records the snapshot).
enum FileCommand: String, CaseIterable, Codable {
    case render, check, test
}

struct Options {
    var layout = ".build/release/layout"
    var baseline: String?
    /// Grid sizes in cells.
    var sizes = [500, 2000, 5000]
    var repeats = 3
    var warmups = 0
    var commands = FileCommand.allCases
    /// What --scenarios asked for, unexpanded (names, `layouts`, `grids`, `folder`, `all`).
    var scenarios = ["all"]
    var screens = 200
    var layoutsFolder = "Layouts"
    var json: String?
    var timeout = 900.0
    var scratch: String?
    var keepScratch = false
    var verifyGenerator = false
    var python = "python3"
    var generatorScript = "Benchmarks/make-grid-vfl.py"
}

/// A bad command line: the message, and exit status 64.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Reads the arguments (without the program name); throws UsageError for anything wrong.
func parseOptions(_ arguments: [String]) throws -> Options? {
    var options = Options()
    var rest = arguments[...]
    func value(_ flag: String) throws -> String {
        guard let next = rest.popFirst() else { throw UsageError("\(flag) needs a value (see --help)") }
        return next
    }
    while let argument = rest.popFirst() {
        switch argument {
        case "-h", "--help": return nil
        case "--layout": options.layout = try value(argument)
        case "--baseline": options.baseline = try value(argument)
        case "--sizes": options.sizes = try parseSizes(try value(argument))
        case "--repeats": options.repeats = try parseCount(try value(argument), argument, 1...1000)
        case "--warmups": options.warmups = try parseCount(try value(argument), argument, 0...100)
        case "--commands": options.commands = try parseCommands(try value(argument))
        case "--scenarios": options.scenarios = try parseList(try value(argument), argument)
        case "--screens": options.screens = try parseCount(try value(argument), argument, 1...1000)
        case "--layouts": options.layoutsFolder = try value(argument)
        case "--json": options.json = try value(argument)
        case "--timeout": options.timeout = Double(try parseCount(try value(argument), argument, 1...86_400))
        case "--scratch": options.scratch = try value(argument)
        case "--keep-scratch": options.keepScratch = true
        case "--verify-generator": options.verifyGenerator = true
        case "--python": options.python = try value(argument)
        case "--generator-script": options.generatorScript = try value(argument)
        default:
            throw UsageError(
                argument.hasPrefix("-")
                    ? "unknown option '\(argument)' (see --help)"
                    : "unexpected argument '\(argument)' (see --help)")
        }
    }
    return options
}

func parseSizes(_ text: String) throws -> [Int] {
    let sizes = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 1 && ($0 ?? 0) <= 250_000 }) else {
        throw UsageError("--sizes takes cell counts from 1 to 250000 separated by commas, got '\(text)'")
    }
    return Array(Set(sizes.compactMap { $0 })).sorted()
}

func parseCount(_ text: String, _ flag: String, _ range: ClosedRange<Int>) throws -> Int {
    guard let n = Int(text), range.contains(n) else {
        throw UsageError("\(flag) takes a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
    }
    return n
}

func parseCommands(_ text: String) throws -> [FileCommand] {
    let names = try parseList(text, "--commands")
    let commands = try names.map { name in
        guard let command = FileCommand(rawValue: name) else {
            throw UsageError("--commands: unknown command '\(name)' (expected render, check, test)")
        }
        return command
    }
    return FileCommand.allCases.filter(commands.contains)
}

func parseList(_ text: String, _ flag: String) throws -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !names.contains(where: \.isEmpty) else {
        throw UsageError("\(flag) takes names separated by commas, got '\(text)'")
    }
    return names
}

let helpText = """
    OVERVIEW: The `layout` command end to end: real binaries, real files, time and peak memory.

    USAGE: layout-e2e [--layout PATH] [--baseline PATH] [--scenarios LIST] [--sizes LIST]
                      [--commands LIST] [--repeats N] [--warmups N] [--screens N] [--json FILE]
                      [--layouts DIR] [--timeout SECONDS] [--scratch DIR] [--keep-scratch]
           layout-e2e --verify-generator [--python PYTHON] [--generator-script PATH]

    Writes its input files into a scratch folder (under $TMPDIR unless --scratch; removed at the
    end unless --keep-scratch), runs the binary on each scenario and command --repeats times, and
    prints one row per scenario, command and binary: wall time (min, median, max), CPU time (user
    + system, median) and peak memory (ru_maxrss from wait4, median). Run it from the repository
    root (it reads Layouts/ and, for --verify-generator, Benchmarks/make-grid-vfl.py).

    With --baseline, the second binary runs on the same files, the two alternating run by run
    (new, baseline, new, baseline, ...) so that drift in the machine's load falls on both; every
    run's output (standard output, standard error, exit status, and the snapshots `layout test`
    writes) must be byte-identical to the first run of --layout, and any difference is reported.
    Ratios new / baseline are printed per row, with the range of the per-repeat ratios.

    OPTIONS:
      --layout PATH        The binary measured. (default: .build/release/layout)
      --baseline PATH      A second binary to compare with (e.g. another worktree's build).
      --scenarios LIST     Comma-separated: seed, dashboard, any other name of a file in
                           --layouts (without .vfl), layouts (every file there), grids (one
                           scenario per --sizes), grid-N (one grid), folder (--screens screens),
                           all. (default: all)
      --sizes LIST         Grid sizes in cells, 4 views each + 4 (1 to 250000).
                           (default: 500,2000,5000)
      --commands LIST      render, check, test (`layout test FILE --update` into an empty
                           snapshot folder, so it records every time). The folder scenario runs
                           `layout test DIR --update`, then `layout test DIR` on every CPU and
                           on one (the ratio is the speed-up of checking files in parallel),
                           when test is listed.
                           (default: render,check,test)
      --repeats N          Timed runs of each binary per row. (default: 3)
      --warmups N          Untimed runs of each binary before them. (default: 0)
      --screens N          Screens in the folder scenario. (default: 200)
      --json FILE          Also write every run, the summary and the machine as JSON.
      --layouts DIR        Where seed.vfl, dashboard.vfl and the other files are. (default: Layouts)
      --timeout SECONDS    Stop a run after this long (SIGKILL); it counts as failed. (default: 900)
      --scratch DIR        Make the scratch folder in DIR instead of $TMPDIR.
      --keep-scratch       Leave the scratch folder (its path is printed).
      --verify-generator   Compare this program's grid generator with make-grid-vfl.py, byte for
                           byte, on a set of arguments and on every screen of the folder scenario;
                           runs nothing else.
      --python PYTHON      The Python for --verify-generator. (default: python3)
      --generator-script PATH
                           (default: Benchmarks/make-grid-vfl.py)
      -h, --help           Show this help.

    Growth: between grid sizes, time and memory growth per 10x views (normalised to a 10x step:
    x10 is linear). Noise: the machine may be shared; the load average before and after is
    printed, and the spread of each row (max - min over the median). Each run goes through a
    small helper (this program, `--measure-child`) that spawns it and reads wait4: Linux keeps the
    high-water mark of the address space across exec, so a child's ru_maxrss is at least the
    resident set of the process that spawned it. The helper's floor is measured with /bin/true
    and printed; it is below the `layout` binary's own start-up size.

    EXIT STATUS: 0 when every run succeeded and every output matched; 1 when a run failed or an
    output differed; 64 for bad arguments.
    """
