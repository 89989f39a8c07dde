// `solver-check`: the long seeded comparison of the solver with an independent lexicographic
// oracle (see `DifferentialCheck` in the SolverOracle module).
//
//     swift run -c release solver-check --systems 10000 --seed 1
//     swift run -c release solver-check --seed 1 --only 417        # one system, as a program
//
// Exit status 0 when no system shows a solver failure, 1 when any does, 64 for bad arguments.
import LayoutFuzzing
import SolverOracle

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let usage = """
    USAGE: solver-check [--systems N] [--seed S] [--only I] [--show N] [--invariants]
                        [--coefficients unit,small,dyadic,decimal,full]

    OPTIONS:
      --systems N   Random systems to check (default 2000).
      --seed S      The run's seed (default 1).
      --only I      Check system I alone and print it as a Swift program.
      --show N      Failures to print in full (default 20).
      --exact-limit N
                    Re-check disagreements exactly on systems of at most N variables and N
                    constraints (default 14).
      --invariants  Also check the solver's invariants after every operation (slow).
      --coefficients LIST
                    The coefficient classes to draw from (default: all).

    """

func fail(_ message: String) -> Never {
    print("error: \(message)\n\(usage)")
    exit(64)
}

var options: [String: Int] = [:]
var checksInvariants = false
var shape = RandomSystem.Shape()
var arguments = Array(CommandLine.arguments.dropFirst())
while let name = arguments.first {
    arguments.removeFirst()
    if name == "-h" || name == "--help" { print(usage, terminator: ""); exit(0) }
    if name == "--invariants" { checksInvariants = true; continue }
    if name == "--oracles" { continue }
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
    guard ["--systems", "--seed", "--only", "--show", "--exact-limit"].contains(name) else {
        fail("unknown option '\(name)'")
    }
    guard let text = arguments.first else { fail("missing value for '\(name)'") }
    arguments.removeFirst()
    guard let value = Int(text), value >= 0 else { fail("'\(name)' takes a whole number, not '\(text)'") }
    options[name] = value
}
let seed = UInt64(options["--seed"] ?? 1)
let show = options["--show"] ?? 20
let indices = options["--only"].map { $0...$0 } ?? 0...max(0, (options["--systems"] ?? 2000) - 1)

var counts: [DifferentialCheck.Discrepancy.Kind: Int] = [:]
var failedSystems = 0, shown = 0, operations = 0
for index in indices {
    var random = FuzzRandom(seed: seed, stream: "solver", index: index)
    let system = RandomSystem(seed: seed, shape: shape, using: &random)
    operations += system.operations.count
    var check = DifferentialCheck(system)
    check.checksInvariants = checksInvariants
    if let limit = options["--exact-limit"] { check.exactLimit = limit }
    let found = check.run()
    for kind in Set(found.map(\.kind)) { counts[kind, default: 0] += 1 }
    if found.contains(where: { $0.kind.isSolverFailure }) { failedSystems += 1 }
    if options["--only"] != nil && CommandLine.arguments.contains("--oracles") {
        guard let problem = found.compactMap(\.problem).first else { print("no problem"); exit(0) }
        if case .optimal(let d, _) = LexicographicOracle.solve(problem, as: Double.self),
            case .optimal(let e, _) = LexicographicOracle.solve(problem, as: Rational.self)
        {
            for (k, level) in problem.levels.enumerated() { print(level, d[k], e[k].doubleValue) }
        }
        exit(0)
    }
    if options["--only"] != nil {
        print(system.program(upTo: (found.first?.step ?? system.operations.count - 1) + 1))
    }
    for discrepancy in found where shown < show {
        shown += 1
        print("system \(index) (\(system.variableCount) variables, \(system.coefficients)): \(discrepancy)")
    }
}
print("\(indices.count) systems, \(operations) operations: \(failedSystems) with a solver failure")
for kind in DifferentialCheck.Discrepancy.Kind.allCases where counts[kind] != nil {
    print("  \(kind.rawValue): \(counts[kind]!) systems")
}
exit(failedSystems > 0 ? 1 : 0)
