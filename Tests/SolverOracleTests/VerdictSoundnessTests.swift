import Cassowary
import Testing

@testable import SolverOracle

/// The verdicts on many seeded random systems, without and with the solver:
///
/// - sound: the exact lexicographic optimum, rounded to doubles as any double solver must
///   round it, is never called a failure — in every coefficient class;
/// - not blind: the optimum of the same constraints with the two highest priorities swapped,
///   when it is clearly worse than the optimum (beyond a thousand times the tolerances), is
///   called a failure, and every such failure is confirmed by the exact optimum being
///   lexicographically better;
/// - the screens never invent a failure: on values near an exact optimum, inside and beyond
///   the tolerances, every failure the screened check reports is reported the same way when
///   everything is decided exactly (and the screens seldom miss one).
struct VerdictSoundnessTests {
    let shape = RandomSystem.Shape(variables: 2...8, priorities: 1...6, operations: 4...18)

    func problems(seed: UInt64, count: Int) -> [OracleProblem] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let system = RandomSystem(seed: UInt64(index), shape: shape, using: &random)
            return system.problem(after: system.operations.count)
        }
    }

    /// The problem's required constraints if they are feasible, and its exact optimum.
    func exactOptimum(_ problem: OracleProblem) -> (errors: [Rational], values: [Rational])? {
        if case .optimal(let errors, let values) = LexicographicOracle.solveExactly(problem) { return (errors, values) }
        return nil
    }

    @Test func roundedExactOptimaAreNeverFailures() {
        var judged = 0
        for problem in problems(seed: 7, count: 120) {
            guard let optimum = exactOptimum(problem) else { continue }
            let values = optimum.values.map(\.doubleValue)
            let found = DifferentialCheck(RandomSystem.empty).judge(problem, values, step: 0)
            #expect(!found.contains { $0.kind.isSolverFailure }, "\(found) for \(problem)")
            judged += 1
        }
        // About half the random required sets are feasible.
        #expect(judged >= 50, "only \(judged) problems with feasible required constraints")
    }

    /// Each level's summed error at `values`, exactly.
    func exactLevelErrors(_ problem: OracleProblem, _ values: [Double]) -> [Rational] {
        problem.levels.map { level in
            problem.constraints.filter { !$0.isRequired && $0.priority == level }.reduce(Rational.zero) {
                sum, constraint in
                let v = LocalOptimality.exactLeftSide(constraint, values)
                switch constraint.relation {
                case .equal: return sum + (v.signum < 0 ? -v : v)
                case .lessThanOrEqual: return sum + (v.signum > 0 ? v : .zero)
                case .greaterThanOrEqual: return sum + (v.signum < 0 ? -v : .zero)
                }
            }
        }
    }

    /// The first level whose error at `values` differs from `optimum` by more than a thousand
    /// times the level's summed tolerances (``ToleranceRule``): far beyond any rounding, so a
    /// sound and complete verdict must call the values wrong when they are worse there.
    func clearlyDifferentLevel(
        _ problem: OracleProblem, _ values: [Double], _ errors: [Rational],
        _ optimum: [Rational]
    ) -> Int? {
        let rule = ToleranceRule(), scale = rule.scale(problem, values)
        return problem.levels.indices.first { k in
            let allowed = problem.constraints.filter { !$0.isRequired && $0.priority == problem.levels[k] }
                .reduce(0.0) { $0 + rule.tolerance($1, scale: scale) }
            let gap = errors[k] - optimum[k]
            return Rational(exactly: 1000 * allowed) < (gap.signum < 0 ? -gap : gap)
        }
    }

    @Test func optimaOfAnotherPriorityOrderAreCaughtAndConfirmed() {
        var clearlyWorse = 0, caught = 0
        for problem in problems(seed: 11, count: 120) {
            let levels = problem.levels
            guard levels.count >= 2, let optimum = exactOptimum(problem) else { continue }
            // Swap the two highest priorities.
            var swapped = problem
            for index in swapped.constraints.indices where !swapped.constraints[index].isRequired {
                if swapped.constraints[index].priority == levels[0] {
                    swapped.constraints[index].priority = levels[1]
                } else if swapped.constraints[index].priority == levels[1] {
                    swapped.constraints[index].priority = levels[0]
                }
            }
            guard let other = exactOptimum(swapped) else { continue }
            let values = other.values.map(\.doubleValue)
            let found = DifferentialCheck(RandomSystem.empty).judge(problem, values, step: 0)
            let errors = exactLevelErrors(problem, values)
            // Complete: values clearly worse than the optimum (often the swap changes nothing
            // beyond rounding) are caught.
            if let k = clearlyDifferentLevel(problem, values, errors, optimum.errors), optimum.errors[k] < errors[k] {
                clearlyWorse += 1
                #expect(
                    found.contains { $0.kind == .levelImprovable },
                    "levels \(levels): optimum \(optimum.errors) vs \(errors): \(found)")
            }
            // Sound: a failure is confirmed by the exact optimum being lexicographically better.
            guard found.contains(where: { $0.kind == .levelImprovable }) else { continue }
            caught += 1
            let first = zip(optimum.errors, errors).first { $0 != $1 }
            #expect(first.map { $0.0 < $0.1 } == true, "optimum \(optimum.errors) vs \(errors)")
        }
        #expect(clearlyWorse >= 10, "only \(clearlyWorse) swaps made the values clearly worse")
        #expect(caught >= clearlyWorse)
    }

    /// Values near an exact optimum: each variable moved by `size · S · u` with `u` uniform in
    /// [-1, 1] (`S` the problem's scale), from far inside the tolerances to far beyond them.
    func nearby(
        _ optimum: [Rational], _ problem: OracleProblem, size: Double,
        using random: inout SeededGenerator
    ) -> [Double] {
        let values = optimum.map(\.doubleValue)
        let scale = max(1, ToleranceRule().scale(problem, values))
        return values.map { $0 + size * scale * Double.random(in: -1...1, using: &random) }
    }

    @Test func screensInventNoFailure() {
        var random = SeededGenerator(seed: 3)
        var exact = DifferentialCheck(RandomSystem.empty)
        exact.budget.screens = false
        let screened = DifferentialCheck(RandomSystem.empty)
        var failures = 0, cleared = 0
        for problem in problems(seed: 5, count: 80) {
            guard let optimum = exactOptimum(problem) else { continue }
            for size in [1e-13, 1e-10, 1e-7, 1e-3] {
                let values = nearby(optimum.values, problem, size: size, using: &random)
                let verdict = screened.judge(problem, values, step: 0).map(\.kind).filter(\.isSolverFailure)
                let decided = exact.judge(problem, values, step: 0).map(\.kind).filter(\.isSolverFailure)
                #expect(
                    verdict == decided || (verdict.isEmpty && !decided.isEmpty),
                    "screened \(verdict), exactly \(decided) at \(values) for \(problem)")
                if !verdict.isEmpty { failures += 1 }
                if verdict.isEmpty && !decided.isEmpty { cleared += 1 }
            }
        }
        print("screens: \(failures) failures, \(cleared) missed")
        // Moved beyond the tolerances, the values fail often; the screens rarely miss one.
        #expect(failures >= 20, "only \(failures) failures")
        #expect(cleared * 10 <= failures, "the screens missed \(cleared) of \(failures + cleared)")
    }
}

extension RandomSystem {
    /// A system with no operations, for judging values given by hand.
    static var empty: RandomSystem { RandomSystem(variableCount: 1, constraints: [], operations: []) }
}
