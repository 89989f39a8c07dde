// `layout-bench --verify`: the order checks of kiwi_bench.py's --verify, for this solver, and
// three semantics checks (strength_sum, unsat, dual_opt) with a strict-priority solver's answers.
import BenchmarkSystems
import Cassowary
import Foundation

/// The tolerance of every check, as the script's `TOL`.
let verifyTolerance = 1e-6

/// The seed of the script's shuffled order (`random.Random(12345).shuffle`).
let verifySeed: UInt64 = 12345

func verifyLine(_ text: String, _ good: Bool) -> Bool {
    print("  \(text) \(good ? "OK" : "FAIL")")
    return good
}

func paddedRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

func formatError(_ value: Double) -> String {
    String(format: "%.1e", value)
}

/// The order a build adds a scenario's constraints in.
enum ConstraintOrder: String {
    /// The script's order.
    case given
    case reversed
    /// Python's `random.Random(12345).shuffle`, as the script's --verify.
    case shuffled

    func apply(to constraints: [Constraint]) -> [Constraint] {
        switch self {
        case .given: return constraints
        case .reversed: return constraints.reversed()
        case .shuffled: return constraints.pythonShuffled(seed: verifySeed)
        }
    }
}

/// Order independence: every scenario and size of `options`, built with the constraints in
/// the given, reversed and shuffled order, solved at portrait, landscape and portrait again.
func verifyOrders(_ options: Options) -> Bool {
    var ok = true
    let clock = ContinuousClock()
    print("\n== verify: order independence (values must not depend on add order) ==")
    for name in options.scenarios {
        for n in options.sizes {
            guard let scenario = Scenario.make(name, n) else {
                print(
                    "  \(paddedRight(name, 5)) N=\(paddedRight(String(n), 5)) skipped: grid needs N to be a multiple of 10"
                )
                continue
            }
            let orders: [(String, [Constraint])] = [
                ("given", ConstraintOrder.given.apply(to: scenario.constraints)),
                ("reversed", ConstraintOrder.reversed.apply(to: scenario.constraints)),
                ("shuffled(seed \(verifySeed))", ConstraintOrder.shuffled.apply(to: scenario.constraints))
            ]
            for (orderName, order) in orders {
                let label = "\(paddedRight(name, 5)) N=\(paddedRight(String(n), 5)) \(paddedRight(orderName, 22))"
                var solver: Solver?
                var failure: Error?
                let elapsed = clock.measure {
                    do { solver = try scenario.build(adding: order) } catch { failure = error }
                }
                guard let solver else {
                    ok = verifyLine("\(label) solver error: \(failure.map { "\($0)" } ?? "none")", false) && ok
                    continue
                }
                var errors: [Double] = [scenario.maxRelativeError(solver, at: scenario.portrait)]
                do {
                    for value in [scenario.landscape, scenario.portrait] {
                        try solver.suggestValue(value, for: scenario.width)
                        solver.updateVariables()
                        errors.append(scenario.maxRelativeError(solver, at: value))
                    }
                } catch {
                    ok = verifyLine("\(label) solver error on rotation: \(error)", false) && ok
                    continue
                }
                let good = errors.allSatisfy { $0 < verifyTolerance }
                let text =
                    "\(label) max rel err P=\(formatError(errors[0])) L=\(formatError(errors[1])) "
                    + "P=\(formatError(errors[2])) (build \(formatTime(seconds(elapsed))))"
                ok = verifyLine(text, good) && ok
            }
        }
    }
    return ok
}

func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= verifyTolerance * max(1, abs(b))
}

/// The script's semantics checks, with the answers of a strict-priority solver that rolls a
/// failed add back.
func verifySemantics() -> Bool {
    var ok = true
    print("\n== verify: strength semantics / errors ==")

    // strength_sum: one medium x == 0 against 1001 weak x == 10. Priorities are strict, so
    // x = 0 (kiwi's weighted strengths give 10).
    do {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 0 ~ .medium)
        for _ in 0..<1001 { try solver.addConstraint(x == 10 ~ .weak) }
        solver.updateVariables()
        let value = solver.value(of: x)
        ok =
            verifyLine("strength_sum: x = \(value)  (strict priorities -> 0; kiwi weighted -> 10)", close(value, 0))
            && ok
    } catch {
        ok = verifyLine("strength_sum: solver error: \(error)", false) && ok
    }

    // unsat: x >= 10, then x <= 5 must throw with x >= 10 among the conflicts, and leave x = 10.
    do {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        let ceiling = x <= 5
        try solver.addConstraint(floor)
        do {
            try solver.addConstraint(ceiling)
            ok = verifyLine("unsat: no error for x <= 5 after x >= 10", false) && ok
        } catch .unsatisfiableConstraint(let constraint, let conflicts) {
            solver.updateVariables()
            let value = solver.value(of: x)
            let named = constraint === ceiling && conflicts.contains { $0 === floor }
            let kept = !solver.contains(ceiling) && solver.contains(floor)
            ok =
                verifyLine(
                    "unsat: unsatisfiableConstraint(\(constraint)), conflicts [\(conflicts.map { "\($0)" }.joined(separator: ", "))]; "
                        + "afterwards x = \(value) (expect 10)", named && kept && close(value, 10)) && ok
        }
    } catch {
        ok = verifyLine("unsat: unexpected solver error: \(error)", false) && ok
    }

    // dual_opt: kiwi's "infeasible" test (the paper's example), re-solved by the dual simplex.
    do {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()
        try solver.addEditVariable(xm, strength: .strong)
        try solver.addEditVariable(xl, strength: .weak)
        try solver.addEditVariable(xr, strength: .weak)
        try solver.addConstraint(2 * xm == xl + xr)
        try solver.addConstraint(xl + 20 <= xr)
        try solver.addConstraint(xl >= -10)
        try solver.addConstraint(xr <= 100)
        for (variable, value) in [(xm, 40.0), (xr, 50), (xl, 30), (xm, 60), (xm, 90)] {
            try solver.suggestValue(value, for: variable)
        }
        solver.updateVariables()
        let (l, r, m) = (solver.value(of: xl), solver.value(of: xr), solver.value(of: xm))
        ok =
            verifyLine(
                "dual_opt: xl=\(l) xr=\(r) xm=\(m) (expect 80 100 90)",
                close(l, 80) && close(r, 100) && close(m, 90)) && ok
    } catch {
        ok = verifyLine("dual_opt: solver error: \(error)", false) && ok
    }
    return ok
}

func verify(_ options: Options) -> Bool {
    let orders = verifyOrders(options)
    let semantics = verifySemantics()
    return orders && semantics
}
