// `solver-check`: the long seeded comparison of the solver with an independent exact oracle
// (see `DifferentialCheck` in the SolverOracle module).
//
//     swift run -c release solver-check --systems 1000 --seed 1 --coefficients dyadic
//     swift run -c release solver-check --seed 1 --only 417        # one system, as a program
//     swift run -c release solver-check --seed 1 --only 417 --reduce   # and its smallest form
//
// Exit status 0 when no system shows a solver failure, 1 when any does, 3 when a system does
// not finish (`--hang`: the solver, or the exact check while the solver alone returns; the
// summary covers the systems before it), 64 for bad arguments.
import Dispatch
import LayoutFuzzing
import SolverOracle

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    USAGE: solver-check [--systems N] [--seed S] [--only I] [--show N] [--invariants]
                        [--coefficients unit,small,dyadic,decimal,full] [--pivot-budget N] [--time-budget S]
                        [--check-every N] [--slow S] [--oracles] [--reduce] [--steps N] [--keep LIST] [--print]
                        [--variables A-B] [--priorities A-B] [--operations A-B] [--tolerance η]
                        [--from I] [--hang S]

    OPTIONS:
      --systems N   Random systems to check (default 2000).
      --from I      Start at system I (default 0): a run stopped by a system on which the
                    solver does not return goes on after it.
      --hang S      A system still running after S seconds (default 120) is named and the
                    run stops (exit status 3): a failure if the solver alone does not
                    return within S seconds either, otherwise the exact check's (not judged).
      --seed S      The run's seed (default 1).
      --only I      Check system I alone and print it as a Swift program.
      --show N      Failures to print in full (default 20).
      --pivot-budget N
                    Exact pivots one verdict may take before it is "undecided" (default 2000).
      --time-budget S
                    Seconds of exact work one verdict may take (default 20).
      --check-every N
                    Judge the values after every Nth operation only (default 1).
      --slow S      Name every system that takes more than S seconds (default 10).
      --invariants  Also check the solver's invariants after every operation (slow).
      --coefficients LIST
                    The coefficient classes to draw from (default: all).
      --variables A-B, --priorities A-B, --operations A-B
                    How many variables, priority levels and operations a system has
                    (defaults 2-60, 4-40, 10-150).
      --tolerance η The relative tolerance of the rule the solver is held to (default 1e-9;
                    see ToleranceRule): a failure that goes away with a larger η is one of
                    accuracy, one that stays at 1e-3 is one of logic.
      --oracles     With --only: the double and the exact lexicographic optimum, priority by
                    priority, of the problem at the first discrepancy (or at the end).
      --reduce      Reduce every failing system shown to a smallest one failing the same way
                    and print it as a Swift program with what the solver gives and what is
                    expected.
      --steps N     Keep only the first N operations of each system (to find the one an
                    operation that does not return starts at).
      --keep LIST   Keep only the operations numbered in LIST (0,3,7-9): a system on which the
                    solver does not return is reduced from outside, with a timeout.
      --print       With --only: print the system as a Swift program without running it (for a
                    system on which the solver does not return).

    """

func fail(_ message: String) -> Never {
    print("error: \(message)\n\(usage)")
    exit(64)
}

var options: [String: Int] = [:]
var flags: Set<String> = []
var shape = RandomSystem.Shape()
var relativeTolerance = ToleranceRule().relative
var keep: Set<Int>?
var arguments = Array(CommandLine.arguments.dropFirst())
while let name = arguments.first {
    arguments.removeFirst()
    if name == "-h" || name == "--help" { print(usage, terminator: ""); exit(0) }
    if ["--invariants", "--oracles", "--reduce", "--print"].contains(name) { flags.insert(name); continue }
    if name == "--coefficients" {
        guard let list = arguments.first else { fail("missing value for '--coefficients'") }
        arguments.removeFirst()
        let classes = list.split(separator: ",").map { RandomSystem.Coefficients(rawValue: String($0)) }
        guard !classes.isEmpty, classes.allSatisfy({ $0 != nil }) else {
            fail("unknown coefficient class in '\(list)'")
        }
        shape.coefficients = classes.compactMap { $0 }
        continue
    }
    if name == "--keep" {
        guard let text = arguments.first else { fail("missing value for '--keep'") }
        arguments.removeFirst()
        var kept = Set<Int>()
        for part in text.split(separator: ",") {
            let bounds = part.split(separator: "-").compactMap { Int($0) }
            guard (1...2).contains(bounds.count), bounds[0] <= bounds[bounds.count - 1] else {
                fail("'--keep' takes numbers and ranges like 0,3,7-9, not '\(text)'")
            }
            kept.formUnion(bounds[0]...bounds[bounds.count - 1])
        }
        keep = kept
        continue
    }
    if name == "--tolerance" {
        guard let text = arguments.first else { fail("missing value for '--tolerance'") }
        arguments.removeFirst()
        guard let value = Double(text), value > 0, value < 1 else {
            fail("'--tolerance' takes a number between 0 and 1, not '\(text)'")
        }
        relativeTolerance = value
        continue
    }
    if ["--variables", "--priorities", "--operations"].contains(name) {
        guard let text = arguments.first else { fail("missing value for '\(name)'") }
        arguments.removeFirst()
        let bounds = text.split(separator: "-").compactMap { Int($0) }
        guard bounds.count == 2, bounds[0] >= 1, bounds[0] <= bounds[1] else {
            fail("'\(name)' takes A-B with 1 <= A <= B, not '\(text)'")
        }
        switch name {
        case "--variables": shape.variables = bounds[0]...bounds[1]
        case "--priorities": shape.priorities = bounds[0]...bounds[1]
        default: shape.operations = bounds[0]...bounds[1]
        }
        continue
    }
    guard
        [
            "--systems", "--seed", "--only", "--show", "--pivot-budget", "--time-budget", "--check-every", "--slow",
            "--steps", "--from", "--hang"
        ]
        .contains(name)
    else { fail("unknown option '\(name)'") }
    guard let text = arguments.first else { fail("missing value for '\(name)'") }
    arguments.removeFirst()
    guard let value = Int(text), value >= 0 else { fail("'\(name)' takes a whole number, not '\(text)'") }
    options[name] = value
}
let seed = UInt64(options["--seed"] ?? 1)
let show = options["--show"] ?? 20
let systems = options["--systems"] ?? 2000, first = options["--from"] ?? 0
let indices = options["--only"].map { $0..<($0 + 1) } ?? first..<max(first, systems)

let checksInvariants = flags.contains("--invariants")
let pivotBudget = options["--pivot-budget"]
let timeBudget = options["--time-budget"]
let checkEvery = options["--check-every"]
let relative = relativeTolerance
let configured: @Sendable (RandomSystem) -> DifferentialCheck = { system in
    var check = DifferentialCheck(system)
    check.rule = ToleranceRule(relative: relative)
    check.checksInvariants = checksInvariants
    if let pivotBudget { check.budget.pivots = pivotBudget }
    if let timeBudget { check.budget.time = .seconds(timeBudget) }
    if let checkEvery { check.checkEvery = max(1, checkEvery) }
    return check
}

/// What a check found, handed from the thread that ran it.
final class CheckOutcome: @unchecked Sendable {
    var result: ([DifferentialCheck.Discrepancy], DifferentialCheck.Tally)?
}

/// Runs `work` on another thread and waits at most `limit` for it: false when it has not
/// returned by then (the thread is left to the process's exit).
func finishes(within limit: Duration, _ work: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        work()
        done.signal()
    }
    let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) * 1e-18
    return done.wait(timeout: .now() + seconds) == .success
}

/// Runs `check` within `limit` (``finishes(within:_:)``): nil when it has not returned by then
/// (the solver or the exact oracle does not return; ``solverAloneReturns(within:_:)`` tells
/// which).
func runWithin(_ limit: Duration, _ check: DifferentialCheck) -> (
    [DifferentialCheck.Discrepancy], DifferentialCheck.Tally
)? {
    let outcome = CheckOutcome()
    nonisolated(unsafe) let check = check
    let returned = finishes(within: limit) {
        var tally = DifferentialCheck.Tally()
        let found = check.run(tally: &tally)
        outcome.result = (found, tally)
    }
    return returned ? outcome.result : nil
}

/// Whether the solver alone, fed the system's operations with no oracle judging them,
/// returns within `limit`: if so, what did not return was the exact check.
func solverAloneReturns(within limit: Duration, _ check: DifferentialCheck) -> Bool {
    nonisolated(unsafe) let check = check
    return finishes(within: limit) { _ = check.state() }
}

func printOracles(_ system: RandomSystem, _ found: [DifferentialCheck.Discrepancy]) {
    let problem = found.compactMap(\.problem).first ?? configured(system).state().problem
    let double = LexicographicOracle.solve(problem, as: Double.self)
    let exact = LexicographicOracle.solveExactly(problem)
    guard case .optimal(let d, _) = double, case .optimal(let e, _) = exact else {
        print("double oracle: \(double)\nexact oracle: \(exact)")
        return
    }
    print("priority  double oracle  exact optimum")
    for (k, level) in problem.levels.enumerated() { print(level, d[k], e[k].doubleValue) }
}

let clock = ContinuousClock()
let started = clock.now
var counts: [DifferentialCheck.Discrepancy.Kind: Int] = [:]
var perClass: [RandomSystem.Coefficients: (systems: Int, failed: Int)] = [:]
var failedSystems = 0, shown = 0, operations = 0, checked = 0
var hung: Int?, unfinished: Int?
var tally = DifferentialCheck.Tally()
for index in indices {
    var random = FuzzRandom(seed: seed, stream: "solver", index: index)
    var system = RandomSystem(seed: seed, shape: shape, using: &random)
    if let steps = options["--steps"] { system.operations = Array(system.operations.prefix(steps)) }
    if let keep { system.operations = system.operations.indices.filter(keep.contains).map { system.operations[$0] } }
    if flags.contains("--print") && options["--only"] != nil {
        print(system.program())
        exit(0)
    }
    let systemStarted = clock.now
    let limit = options["--hang"] ?? 120
    guard let (found, systemTally) = runWithin(.seconds(limit), configured(system)) else {
        let named = "system \(index) (\(system.variableCount) variables, \(system.coefficients))"
        if solverAloneReturns(within: .seconds(limit), configured(system)) {
            print(
                "\(named): the exact check did not finish within \(limit) s; the solver alone returns "
                    + "(not a solver failure)")
            unfinished = index
        } else {
            print(
                "\(named): the solver did not return within \(limit) s (--only \(index) --print prints it; "
                    + "--steps N finds the operation)")
            hung = index
        }
        break
    }
    checked += 1
    operations += systemTally.operations
    tally = tally + systemTally
    let elapsed = clock.now - systemStarted
    if elapsed > .seconds(options["--slow"] ?? 10) { print("(system \(index) took \(elapsed.components.seconds) s)") }
    for kind in Set(found.map(\.kind)) { counts[kind, default: 0] += 1 }
    defer { fflush(nil) } // into a pipe or a file too, a long run shows its progress system by system
    let failure = found.first { $0.kind.isSolverFailure }
    if failure != nil { failedSystems += 1 }
    perClass[system.coefficients, default: (0, 0)].systems += 1
    if failure != nil { perClass[system.coefficients, default: (0, 0)].failed += 1 }
    if options["--only"] != nil {
        if flags.contains("--oracles") { printOracles(system, found) }
        print(system.program(upTo: (found.first?.step ?? system.operations.count - 1) + 1))
    }
    for discrepancy in found where shown < show && (discrepancy.kind.isSolverFailure || options["--only"] != nil) {
        shown += 1
        print("system \(index) (\(system.variableCount) variables, \(system.coefficients)): \(discrepancy)")
        if flags.contains("--reduce"), let failure, discrepancy.kind == failure.kind {
            var reduction = Reduction(system, kind: failure.kind, configure: configured)
            let reduced = reduction.reduce()
            print(Reduction.report(reduced, kind: failure.kind, configure: configured))
        }
    }
}
let seconds =
    Double((clock.now - started).components.seconds) + Double((clock.now - started).components.attoseconds) * 1e-18
print(
    "\(checked) systems, \(operations) operations: \(failedSystems) with a solver failure (\(Int(seconds.rounded())) s)"
)
print("  applied: \(tally)")
for coefficients in RandomSystem.Coefficients.allCases {
    if let entry = perClass[coefficients] {
        print("  \(coefficients): \(entry.systems) systems, \(entry.failed) with a solver failure")
    }
}
for kind in DifferentialCheck.Discrepancy.Kind.allCases where counts[kind] != nil {
    print("  \(kind.isSolverFailure ? "" : "(not a solver failure) ")\(kind.rawValue): \(counts[kind]!) systems")
}
if hung != nil { print("  the solver did not return: 1 systems") }
if unfinished != nil { print("  (not a solver failure) the exact check did not finish: 1 systems") }
exit(hung != nil || unfinished != nil ? 3 : (failedSystems > 0 ? 1 : 0))
