// layout-bench: times the Cassowary solver on the `chain` and `grid` systems of
// Benchmarks/kiwi_bench.py (kiwisolver), with the same protocol and the same JSON fields, and
// checks every value against the closed forms.
//
//     swift run -c release layout-bench [--sizes 10,100,1000] [--scenarios chain,grid]
//                                       [--repeats 5] [--batch 0.3] [--budget 30]
//                                       [--json FILE] [--scaling] [--stats] [--verify]
//                                       [--order given|reversed|shuffled]
//     swift run -c release layout-bench --profile BUILDS,ROTATIONS [--sizes ...] [--scenarios ...]
//                                       [--order ...]
//
// Protocol (as the script's): "add+update" builds a fresh solver (edit W strong, suggest
// P(N), add every constraint in order, update variables); "re-solve" alternates suggestions
// L, P, L, ... on the built solver, each followed by updateVariables, and divides the batch
// time by K. Medians over repeats.
//
// --verify (its order checks as kiwi_bench.py --verify): after the timed runs, for every scenario and size it
// builds the system again with the constraints added in the given order, in reversed order
// and in the shuffled order of Python's `random.Random(12345).shuffle` (the script's own
// order; see PythonShuffle.swift), and checks every value against the closed forms at
// portrait, landscape and portrait again (max relative error < 1e-6), one line per check;
// then three semantics checks (strength_sum, unsat, dual_opt), with the answers a
// strict-priority solver must give. Any failure prints FAIL and the exit status is 1. The
// timings, the table and the JSON are the same with or without --verify.
//
// --order reversed|shuffled: the timed builds (and --profile's) add the constraints in that
// order instead of the script's (shuffled as --verify shuffles them). The JSON then has an
// "order" field; without --order it is exactly the script's.
import BenchmarkSystems
import Cassowary
import Foundation

struct Options {
    var sizes = [10, 100, 1000]
    var scenarios = ["chain", "grid"]
    var repeats = 5
    var batch = 0.3
    var budget = 30.0
    var json: String?
    var scaling = false
    var stats = false
    /// `--verify`: order-independence and semantics checks after the timed runs.
    var verify = false
    /// `--order`: the order the timed builds add the constraints in.
    var order = ConstraintOrder.given
    /// `--profile`: builds and rotations to run, untimed (for `valgrind --tool=callgrind`).
    var profile: (builds: Int, rotations: Int)?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("layout-bench: error: \(message)\n".utf8))
    exit(64)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(_ flag: String) -> String {
        guard let next = iterator.next() else { fail("\(flag) needs a value") }
        return next
    }
    while let argument = iterator.next() {
        switch argument {
        case "--sizes":
            let text = value(argument)
            let sizes = text.split(separator: ",").map { Int($0) }
            guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= 1_000_000 }) else {
                fail("--sizes takes positive whole numbers separated by commas, got '\(text)'")
            }
            options.sizes = sizes.compactMap { $0 }
        case "--scenarios":
            let names = value(argument).split(separator: ",").map(String.init)
            for name in names where name != "chain" && name != "grid" {
                fail("unknown scenario '\(name)' (expected chain, grid)")
            }
            options.scenarios = names
        case "--repeats":
            guard let n = Int(value(argument)), n >= 1, n <= 1000 else {
                fail("--repeats takes a number from 1 to 1000")
            }
            options.repeats = n
        case "--batch":
            guard let s = Double(value(argument)), s > 0, s <= 60 else { fail("--batch takes seconds, 0 < s <= 60") }
            options.batch = s
        case "--budget":
            guard let s = Double(value(argument)), s > 0, s.isFinite else { fail("--budget takes seconds > 0") }
            options.budget = s
        case "--json":
            options.json = value(argument)
        case "--scaling":
            options.scaling = true
        case "--stats":
            options.stats = true
        case "--verify":
            options.verify = true
        case "--order":
            let text = value(argument)
            guard let order = ConstraintOrder(rawValue: text) else {
                fail("--order takes given, reversed or shuffled, got '\(text)'")
            }
            options.order = order
        case "--profile":
            let text = value(argument)
            let parts = text.split(separator: ",").map { Int($0) }
            guard parts.count == 2, let builds = parts[0], let rotations = parts[1], builds >= 1, builds <= 10_000,
                rotations >= 0, rotations <= 1_000_000
            else {
                fail("--profile takes BUILDS,ROTATIONS (e.g. 1,100), got '\(text)'")
            }
            options.profile = (builds, rotations)
        case "-h", "--help":
            print(
                """
                USAGE: layout-bench [--sizes 10,100,1000] [--scenarios chain,grid] [--repeats 5]
                                    [--batch 0.3] [--budget 30] [--json FILE] [--scaling] [--stats]
                                    [--verify] [--order given|reversed|shuffled]
                       layout-bench --profile BUILDS,ROTATIONS [--sizes ...] [--scenarios ...]
                                    [--order ...]

                Times the solver on the chain and grid systems of kiwi_bench.py and checks the
                values against their closed forms. --scaling adds the growth per 10x N; --stats
                prints the size of the system, the pivots and the refactorizations. --profile
                runs a fixed number of builds and rotations without timing them, for
                instruction counts under `valgrind --tool=callgrind`.

                --verify: after the timed runs, rebuilds every scenario and size with the
                constraints added in the given, reversed and shuffled order (Python's
                random.Random(12345).shuffle, as kiwi_bench.py --verify) and checks every
                value against the closed forms at portrait, landscape and portrait again (max
                relative error < 1e-6), then the strength_sum, unsat and dual_opt checks. One
                line per check; exit status 1 if any fails.

                --order reversed|shuffled adds the constraints of the timed (or profiled)
                builds in that order instead of the script's (default: given).
                """)
            exit(0)
        default:
            fail("unknown option '\(argument)' (see --help)")
        }
    }
    return options
}

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func formatTime(_ s: Double) -> String {
    if s.isNaN { return "n/a" }
    if s >= 1 { return String(format: "%.2f s", s) }
    if s >= 1e-3 { return String(format: "%.2f ms", s * 1e3) }
    return String(format: "%.1f us", s * 1e6)
}

struct Result {
    var scenario: String
    var n: Int
    var vars: Int
    var constraints: Int
    var construct: Double
    var addUpdate: [Double]
    var resolve: [Double]
    var suggestOnly: [Double]
    var k: Int
    var maxError: Double
}

/// K suggestions alternating L, P, ...; returns seconds per suggestion, leaving W = P.
func resolveBatch(_ solver: Solver, _ scenario: Scenario, _ k: Int, update: Bool = true) throws -> Double {
    let values = [scenario.landscape, scenario.portrait]
    var failure: SolverError?
    let elapsed = clock.measure {
        do {
            for j in 0..<k {
                try solver.suggestValue(values[j % 2], for: scenario.width)
                if update { solver.updateVariables() }
            }
        } catch { failure = error as? SolverError }
    }
    if let failure { throw failure }
    if k % 2 == 1 { try solver.suggestValue(scenario.portrait, for: scenario.width) }
    solver.updateVariables()
    return seconds(elapsed) / Double(k)
}

func bench(_ name: String, _ n: Int, _ options: Options) throws -> Result? {
    var made: Scenario?
    let constructTime = seconds(clock.measure { made = Scenario.make(name, n) })
    guard let scenario = made else {
        FileHandle.standardError.write(Data("[\(name) N=\(n)] skipped: grid needs N to be a multiple of 10\n".utf8))
        return nil
    }
    let order = options.order.apply(to: scenario.constraints)
    let orderNote = options.order == .given ? "" : " (added in \(options.order.rawValue) order)"
    FileHandle.standardError.write(
        Data(
            "[\(name) N=\(n)] \(scenario.variableCount) vars, \(scenario.constraints.count) constraints\(orderNote); construct \(formatTime(constructTime))\n"
                .utf8))

    var builds: [Double] = []
    var solver = Solver()
    var errorP = 0.0
    for rep in 0..<options.repeats {
        var built: Solver?
        var failure: Error?
        let elapsed = seconds(
            clock.measure {
                do { built = try scenario.build(adding: order) } catch { failure = error }
            })
        if let failure { throw failure }
        guard let built else { break }
        solver = built
        builds.append(elapsed)
        FileHandle.standardError.write(Data("   build #\(rep + 1): \(formatTime(elapsed))\n".utf8))
        if rep == 0 {
            errorP = scenario.maxRelativeError(solver, at: scenario.portrait)
            if elapsed > options.budget { break }
        }
    }

    if options.stats {
        let s = solver.statistics
        let line =
            "   tableau: \(s.rows) rows, \(s.symbols) symbols, \(s.terms) terms, "
            + "\(s.pivots) pivots and \(s.refactorizations) refactorizations to build\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
    let before = solver.statistics
    let probe = try resolveBatch(solver, scenario, 2)
    if options.stats {
        let after = solver.statistics
        let pivots = (after.pivots - before.pivots) / 2
        let refactorizations = after.refactorizations - before.refactorizations
        FileHandle.standardError.write(
            Data("   rotation: \(pivots) pivots per suggestion, \(refactorizations) refactorizations in two\n".utf8))
    }
    var k = 2
    var resolves: [Double], suggests: [Double]
    if probe * 2 > options.budget {
        resolves = [probe]
        suggests = [.nan]
    } else {
        k = max(2, min(4000, Int(options.batch / max(probe, 1e-9)) / 2 * 2))
        let batches = probe * Double(k) < options.budget ? options.repeats : 1
        resolves = try (0..<batches).map { _ in try resolveBatch(solver, scenario, k) }
        suggests = try (0..<batches).map { _ in try resolveBatch(solver, scenario, k, update: false) }
    }
    try solver.suggestValue(scenario.landscape, for: scenario.width)
    solver.updateVariables()
    let errorL = scenario.maxRelativeError(solver, at: scenario.landscape)
    try solver.suggestValue(scenario.portrait, for: scenario.width)
    solver.updateVariables()
    let errorP2 = scenario.maxRelativeError(solver, at: scenario.portrait)
    FileHandle.standardError.write(
        Data("   resolve: K=\(k) x \(resolves.count) batches, \(formatTime(median(resolves)))/suggestion\n".utf8))

    return Result(
        scenario: name, n: n, vars: scenario.variableCount, constraints: scenario.constraints.count,
        construct: constructTime, addUpdate: builds, resolve: resolves, suggestOnly: suggests, k: k,
        maxError: max(errorP, errorL, errorP2))
}

func jsonNumber(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
}

func writeJSON(_ results: [Result], order: ConstraintOrder, to path: String) throws {
    var lines: [String] = []
    for r in results {
        lines.append(
            """
              {"scenario": "\(r.scenario)", "N": \(r.n), "vars": \(r.vars), "constraints": \(r.constraints), \
            "construct_s": \(jsonNumber(r.construct)), "add_update_s": \(jsonNumber(median(r.addUpdate))), \
            "add_update_all_s": [\(r.addUpdate.map(jsonNumber).joined(separator: ", "))], \
            "resolve_s": \(jsonNumber(median(r.resolve))), "resolve_all_s": [\(r.resolve.map(jsonNumber).joined(separator: ", "))], \
            "suggest_only_s": \(jsonNumber(median(r.suggestOnly))), "K": \(r.k), "max_rel_err": \(jsonNumber(r.maxError))\
            \(order == .given ? "" : ", \"order\": \"\(order.rawValue)\"")}
            """)
    }
    let text = "{\"solver\": \"layout Cassowary (Swift)\", \"results\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    let url = URL(fileURLWithPath: path)
    try Data(text.utf8).write(to: url, options: .atomic)
}

/// `--profile`: the same work every run, untimed, and the values checked.
func profile(_ options: Options, builds: Int, rotations: Int) throws -> Bool {
    var ok = true
    for name in options.scenarios {
        for n in options.sizes {
            guard let scenario = Scenario.make(name, n) else { continue }
            var solver = Solver()
            let order = options.order.apply(to: scenario.constraints)
            for _ in 0..<builds { solver = try scenario.build(adding: order) }
            let values = [scenario.landscape, scenario.portrait]
            for j in 0..<rotations {
                try solver.suggestValue(values[j % 2], for: scenario.width)
                solver.updateVariables()
            }
            let at = rotations % 2 == 1 ? scenario.landscape : scenario.portrait
            let error = scenario.maxRelativeError(solver, at: at)
            let s = solver.statistics
            print(
                "\(name) N=\(n): \(builds) builds, \(rotations) rotations, \(s.pivots) pivots, max error \(String(format: "%.1e", error))"
            )
            ok = ok && error < 1e-6
        }
    }
    return ok
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
if let (builds, rotations) = options.profile {
    do {
        exit(try profile(options, builds: builds, rotations: rotations) ? 0 : 1)
    } catch {
        FileHandle.standardError.write(Data("layout-bench: error: solver failed: \(error)\n".utf8))
        exit(1)
    }
}
print("layout Cassowary solver (Swift), \(ProcessInfo.processInfo.operatingSystemVersionString)")
var results: [Result] = []
do {
    for name in options.scenarios {
        for n in options.sizes {
            if let result = try bench(name, n, options) { results.append(result) }
        }
    }
} catch {
    FileHandle.standardError.write(Data("layout-bench: error: solver failed: \(error)\n".utf8))
    exit(1)
}

let header = "scenario     N   vars   cons  construct  add+update  per cons   re-solve    suggest  max err"
print(
    "\nMEDIANS (re-solve = suggestValue+updateVariables per rotation; suggest = suggestValue only)"
        + (options.order == .given ? "" : "; constraints added in \(options.order.rawValue) order"))
print(header)
print(String(repeating: "-", count: header.count))
func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

for r in results {
    let add = median(r.addUpdate)
    let name = r.scenario + String(repeating: " ", count: max(0, 8 - r.scenario.count))
    print(
        [
            name, pad(String(r.n), 5), pad(String(r.vars), 6), pad(String(r.constraints), 6),
            pad(formatTime(r.construct), 10), pad(formatTime(add), 11), pad(formatTime(add / Double(r.constraints)), 9),
            pad(formatTime(median(r.resolve)), 10), pad(formatTime(median(r.suggestOnly)), 10),
            pad(String(format: "%.1e", r.maxError), 8)
        ].joined(separator: " "))
}

if options.scaling || results.count > 1 {
    print("\nSCALING (time ratio per 10x N; 10 = linear, 100 = quadratic)")
    for name in options.scenarios {
        let rows = results.filter { $0.scenario == name }
        for (a, b) in zip(rows, rows.dropFirst()) {
            let factor = Double(b.n) / Double(a.n)
            // Normalise to a 10x step so rows with other size ratios read the same way.
            let exponent = log(10) / log(factor)
            let add = pow(median(b.addUpdate) / median(a.addUpdate), exponent)
            let resolve = pow(median(b.resolve) / median(a.resolve), exponent)
            let label = name + String(repeating: " ", count: max(0, 6 - name.count))
            print(
                "  \(label) N \(a.n)->\(b.n) (x\(String(format: "%g", factor))): add+update x\(String(format: "%.1f", add)), re-solve x\(String(format: "%.1f", resolve)) per 10x"
            )
        }
    }
}

if let path = options.json {
    do { try writeJSON(results, order: options.order, to: path) } catch {
        FileHandle.standardError.write(
            Data("layout-bench: error: cannot write \(path): \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}

var ok = results.allSatisfy { $0.maxError < 1e-6 }
if options.verify { ok = verify(options) && ok }
print(ok ? "\nALL CHECKS OK" : "\nSOME CHECKS FAILED")
exit(ok ? 0 : 1)
