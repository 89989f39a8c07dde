import Cassowary
import SolverOracle
import Testing

/// The reduced reproductions in `../shared/solver-repros/` — solver failures an independent
/// checker (a lexicographic LP solved by HiGHS, re-checked in rational arithmetic) found in the
/// solver before its rewrite — one test each, named after its file. The system is run through
/// the solver's public API and every step is judged by the exact oracle (``DifferentialCheck``):
/// required constraints hold, refusals are of infeasible sets with minimal conflict sets, a
/// failed add changes no bit, a twin gives the same bits, and each priority level's error is
/// its lexicographic optimum. Where the file gives the exact optimum's summed error per
/// priority (the checker's, not this oracle's), the oracle's optimum and the solver's errors
/// are compared with it too.
struct SolverReproductionTests {
    /// One call of a reproduction program.
    enum Step {
        /// `addConstraint(Σ aᵢ·v[i] + constant RELATION 0 at priority)`.
        case add(_ terms: [(Int, Double)], _ constant: Double, _ relation: OracleProblem.Relation, _ priority: Double)
        /// `addEditVariable(v[i], strength: priority)`.
        case edit(Int, Double)
        /// `suggestValue(value, for: v[i])`.
        case suggest(Int, Double)
        /// `removeConstraint` of the constraint the `i`-th `add` made (from 0).
        case remove(Int)
    }

    func reproduction(variables: Int, _ steps: [Step]) -> RandomSystem {
        var constraints: [OracleProblem.Constraint] = [], operations: [RandomSystem.Operation] = []
        for step in steps {
            switch step {
            case .add(let terms, let constant, let relation, let priority):
                constraints.append(
                    .init(
                        terms.map { OracleProblem.Term($0.0, $0.1) }, constant: constant, relation, priority: priority))
                operations.append(.add(constraints.count - 1))
            case .edit(let variable, let priority): operations.append(.addEdit(variable: variable, priority: priority))
            case .suggest(let variable, let value): operations.append(.suggest(variable: variable, value: value))
            case .remove(let index): operations.append(.remove(index))
            }
        }
        return RandomSystem(variableCount: variables, constraints: constraints, operations: operations)
    }

    /// Every step agrees with the oracle, and the solver refuses `refusals` adds (the oracle
    /// proves a refusal right, or an acceptance wrong, on its own; the count says which the
    /// reproduction is about).
    func expectAgreement(_ system: RandomSystem, refusals: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        var tally = DifferentialCheck.Tally()
        var check = DifferentialCheck(system)
        check.stopsAtFailure = false
        let found = check.run(tally: &tally).filter { $0.kind.isSolverFailure || $0.kind == .oracleUndecided }
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(tally.refusedAdds == refusals, "\(tally)", sourceLocation: sourceLocation)
    }

    /// The required constraints of the whole system are infeasible beyond the tolerance rule's
    /// η (decided exactly): refusing one of them is the only right answer.
    func expectInfeasible(_ system: RandomSystem, sourceLocation: SourceLocation = #_sourceLocation) {
        let required = system.constraints.filter(\.isRequired)
        let scale = ToleranceRule().scale(OracleProblem(variableCount: system.variableCount, constraints: required), [])
        let verdict = FeasibilityMargin.violation(
            required, variableCount: system.variableCount, scale: scale,
            beyond: ToleranceRule().relative)
        guard case .beyond = verdict else {
            Issue.record("not infeasible beyond η: \(verdict)", sourceLocation: sourceLocation)
            return
        }
    }

    /// The summed error of each priority at the end, in the exact optimum the oracle finds and
    /// in the solver's values, is `errors[priority]` (within 1e-9 of it for the oracle, within
    /// the priority's summed tolerances of ``ToleranceRule`` for the solver).
    func expectOptimum(
        _ system: RandomSystem, _ errors: [Double: Double], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (problem, values) = DifferentialCheck(system).state()
        #expect(Set(problem.levels) == Set(errors.keys), sourceLocation: sourceLocation)
        guard case .optimal(let optimum, _) = LexicographicOracle.solveExactly(problem) else {
            Issue.record("no exact optimum", sourceLocation: sourceLocation)
            return
        }
        let rule = ToleranceRule(), scale = rule.scale(problem, values), solver = problem.levelErrors(values)
        for (k, level) in problem.levels.enumerated() {
            let expected = errors[level] ?? .nan
            #expect(
                abs(optimum[k].doubleValue - expected) <= 1e-9 * max(1, expected),
                "oracle @\(level): \(optimum[k].doubleValue), expected \(expected)", sourceLocation: sourceLocation)
            let allowed = problem.constraints.filter { !$0.isRequired && $0.priority == level }
                .reduce(0.0) { $0 + rule.tolerance($1, scale: scale) }
            #expect(
                abs(solver[k] - expected) <= allowed,
                "solver @\(level): \(solver[k]), expected \(expected) (within \(allowed))",
                sourceLocation: sourceLocation)
        }
    }

    @Test func conflictSetFeasibleS1092() {
        // The solver was right: the oracle gave no verdict at steps 4 and 5, because the
        // doubles' screen called the directions program infeasible (d = 0 is always feasible:
        // the rounding of its perturbed solve). The exact simplex now decides such a case.
        let system = reproduction(
            variables: 4,
            [
                .add([(2, -0.00382319140438968)], -0.8299917669486938, .le, 1000),
                .add([(1, -72.49227477350021), (3, -177.47671334911357)], -126538.3824448909, .eq, 1000),
                .add([(1, 1), (2, -1)], -495.5, .ge, 1000),
                .add(
                    [
                        (0, -0.015421969572245554), (1, 170.73926840562788), (2, 0.0008079094616123203),
                        (3, 418.00674007224876)
                    ], 298036.43469552364, .eq, 1000),
                .add([(0, 1.564), (1, 0.00872), (2, -0.08192)], -360, .eq, 1000),
                .add([(1, -1)], -200, .ge, 1000)
            ])
        // By hand: the first five hold together (v2 = 0, v1 ≈ 69329, v0 ≈ -156.4, v3 ≈ -29031:
        // the three equalities leave v2 free, and v1 - v2 >= 495.5 holds for v2 >= -217.09,
        // which the first asks); v1 <= -200 then cannot hold (v1 = 11.48·v2 + 69329 > 0).
        expectAgreement(system, refusals: 1)
    }

    @Test func failedAddChangedBitsS2566() {
        let system = reproduction(
            variables: 5,
            [
                .edit(1, 50),
                .add([(0, 0.5), (3, 3), (4, -4)], -100, .le, 1000),
                .add([(3, 2)], 50, .le, 1000),
                .add([(3, 1), (1, -1)], -10, .ge, 1000),
                .add([(2, 1)], 300, .eq, 750),
                .add([(2, 2), (4, -4), (0, -4)], -100, .ge, 1000),
                .suggest(1, -1618),
                .add([(1, -1)], 0, .le, 1000)
            ])
        // By hand: 2·v3 + 50 <= 0 and v3 - v1 - 10 >= 0 give v1 <= -35, so -v1 <= 0 cannot hold.
        expectAgreement(system, refusals: 1)
    }

    @Test func feasibleRejectedS1467() {
        let system = reproduction(
            variables: 17,
            [
                .add([(0, -0.5), (11, -2), (8, 0.5)], -200, .ge, 1000),
                .add([(10, -0.5)], 70, .le, 750),
                .add([(6, 0.2), (16, 0.2)], 40, .eq, 750),
                .add([(0, 2), (1, 4)], -100, .ge, 1000),
                .add([(5, 2), (7, 0.5), (12, -2), (13, -2), (14, -6)], 500, .eq, 1000),
                .add([(3, 2), (15, 1), (3, 1)], 400, .eq, 750),
                .add([(15, 3), (11, 1), (9, 2)], 300, .eq, 750),
                .add([(4, -1), (14, -0.2)], -60, .eq, 750),
                .add([(2, 0.2)], 30, .eq, 500),
                .add([(2, -4), (1, 0.2)], -90, .eq, 1000),
                .add([(11, 2), (16, -3)], 200, .eq, 500),
                .add([(0, -3), (11, 4), (4, 1), (6, -4), (12, -1)], -200, .le, 750),
                .add([(10, 1), (13, 1)], 30, .le, 1000),
                .add([(10, 1), (8, -1)], -60, .ge, 1000),
                .add([(1, -0.25), (2, 4), (5, 2), (7, 0.5), (12, -2)], 180, .eq, 1000),
                .add([(12, -4)], -216, .eq, 1000),
                .add([(6, -1)], -100, .eq, 750),
                .add([(2, 1), (12, 2)], 160, .eq, 750),
                .add([(3, 1), (6, 3)], 200, .ge, 1000),
                .add([(9, 1)], 10, .eq, 750),
                .add([(12, 4)], 216, .eq, 1000)
            ])
        expectAgreement(system)
        expectOptimum(system, [750: 0.0, 500: 4159.6])
    }

    @Test func feasibleRejectedS2662() {
        let system = reproduction(
            variables: 5,
            [
                .add([(0, 1), (3, -1)], -400, .ge, 1000),
                .add([(2, -0.004927), (1, 0.002596)], 1.545, .ge, 1000),
                .add([(0, 12.4442), (2, 0.00473294)], -4407.4, .ge, 1000),
                .add([(1, 2.398), (3, -0.01277), (4, 11.45)], 3392, .le, 1000),
                .add([(4, 1), (0, -1)], 483.68, .ge, 1000),
                .add([(0, -901.164), (1, 0.363666), (2, 20.9708)], 321719, .ge, 1000)
            ])
        // A tolerance question: the six required constraints are infeasible, by about 2.6e-7 of
        // their scale (HiGHS, at its feasibility tolerance of 1e-7, took them for feasible);
        // the last add must be refused.
        expectInfeasible(system)
        expectAgreement(system, refusals: 1)
    }

    @Test func internalErrorS1056() {
        let system = reproduction(
            variables: 20,
            [
                .add([(5, 1), (1, 2), (15, -0.2)], 60, .ge, 500),
                .add([(9, -1)], 90, .eq, 250),
                .add([(9, 3), (3, 1)], -200, .ge, 1000),
                .add(
                    [(19, -2), (0, 4), (1, 1), (10, 0.5), (16, 1), (8, 1), (11, -0.5), (15, 3), (12, 1), (17, -1)], 400,
                    .le, 750),
                .add([(15, 2), (13, 0.5), (18, -0.5), (7, 1)], -70, .ge, 250),
                .add([(16, 2), (5, 4)], -200, .eq, 250),
                .add([(12, -3)], -300, .le, 250),
                .add([(11, -1), (7, -1)], 200, .le, 750),
                .add([(3, 3), (0, -0.25)], 130, .eq, 750),
                .add([(14, 1), (3, -1)], -50, .eq, 750),
                .add([(3, -4), (17, -4)], -200, .eq, 750),
                .add([(18, -0.25), (10, 1), (19, -0.25), (2, -3), (14, 1)], -190, .le, 1000),
                .add([(16, -0.2), (13, 1), (4, -3)], -100, .le, 750),
                .add([(3, 0.5), (19, -2)], 70, .ge, 750),
                .add([(10, 3)], 200, .le, 500),
                .add([(11, 1), (0, -3), (8, 1), (17, -2), (2, -0.5), (9, -0.5)], -60, .ge, 750),
                .add([(4, 2)], 20, .eq, 250),
                .add([(7, 0.2)], -6, .le, 250),
                .add([(1, -1), (6, -1)], 60, .ge, 250),
                .add([(15, -4)], 20, .le, 750),
                .add([(6, -0.5), (8, 0.5)], 30, .ge, 750),
                .add([(4, -2), (19, 1)], -70, .eq, 750),
                .add([(8, 0.2), (5, -2)], -200, .eq, 750)
            ])
        expectAgreement(system)
    }

    @Test func levelWorseS1083Order() {
        let system = reproduction(
            variables: 43,
            [
                .add([(6, 4), (33, -1)], 200, .eq, 750),
                .add([(33, -3), (14, 2)], -100, .le, 1000),
                .add([], 276, .eq, 998),
                .add([(38, 3)], 236, .le, 1000),
                .add([], -57, .le, 1000),
                .add([], -90.5, .ge, 750),
                .add([], 18, .ge, 998),
                .add([], 190, .eq, 998),
                .add([(40, -0.25)], 23.25, .eq, 1000),
                .add([(5, -3)], 13, .eq, 1000),
                .add([], 171, .ge, 1000),
                .add([], -103.5, .eq, 750),
                .add([], -10, .eq, 998),
                .add([(1, -0.5)], 153.5, .le, 1000),
                .add([], -32.5, .eq, 998),
                .add([], -92.5, .le, 750),
                .add([], 58, .ge, 1000),
                .edit(16, 750),
                .add([(7, -3)], -212, .eq, 1000),
                .add([], 132, .eq, 750),
                .add([], -128, .eq, 750),
                .add([], 79, .eq, 998),
                .add([], -149, .eq, 750),
                .add([(23, 0.25)], 57.25, .eq, 1000),
                .add([], 415.5, .eq, 750),
                .add([], 41.5, .le, 750),
                .add([], 36, .eq, 998),
                .add([], 211, .le, 998),
                .add([], 95, .ge, 1000),
                .add([], -10.5, .eq, 998),
                .add([], -20.25, .ge, 750),
                .add([], 218, .ge, 1000),
                .add([], -233.5, .le, 750),
                .add([], 222, .ge, 750),
                .add([(16, -1)], -42, .ge, 1000),
                .add([], -253, .le, 750),
                .add([(6, -0.5)], -215.5, .ge, 1000),
                .add([], -407, .eq, 998),
                .add([], 259, .le, 998),
                .add([], -76.75, .le, 750),
                .add([], -215, .eq, 998),
                .add([], -142, .eq, 998),
                .add([], -173.5, .eq, 998),
                .add([], 283, .ge, 998),
                .add([(18, -3)], -312, .eq, 1000)
            ])
        expectAgreement(system)
    }

    @Test func levelWorseS1092() {
        let system = reproduction(
            variables: 4,
            [
                .add([(0, -0.002), (1, 10)], -40, .ge, 1000),
                .add([(2, -0.00382319140438968)], -0.8299917669486938, .le, 1000),
                .add([(1, 1), (2, -1)], 336.2758999999999, .ge, 1000),
                .add([(1, -72.49227477350021), (3, -177.47671334911357)], -126538.3824448909, .eq, 1000),
                .add([(1, -0.002), (0, 200)], -30000, .eq, 750),
                .add([(0, -0.015422), (1, 170.74), (2, 0.00080791), (3, 418.01)], 298040, .eq, 1000),
                .add([(0, 2), (1, 0.009)], -400, .eq, 1000)
            ])
        expectAgreement(system)
    }

    @Test func levelWorseS1567() {
        let system = reproduction(
            variables: 7,
            [
                .add([(0, -4.6275), (6, 1.5667)], 144, .le, 750),
                .add([(2, 8.666), (1, -3.946)], 4257, .eq, 750),
                .add([(4, 0.257), (6, 7.37)], -3150, .eq, 750),
                .add([(2, 2.2)], 840, .le, 750),
                .add([(5, 0.3), (1, -0.2)], -1000, .eq, 500),
                .add([(4, -3), (3, -2)], -3000, .eq, 500),
                .add([(5, -0.36), (0, -0.41), (6, 0.14)], 31, .le, 1000),
                .add([(3, -0.1782), (1, 2.731)], 1800, .eq, 1000),
                .add([(4, 7)], 5000, .eq, 1000),
                .add([(1, -8.303), (3, 0.1538)], -5458, .ge, 750),
                .add([(2, 0.14)], 110, .ge, 750),
                .add([(3, -3)], 500, .eq, 750)
            ])
        expectAgreement(system)
        expectOptimum(system, [750: 50.2572065637016, 500: 1190.4761904761904])
    }

    @Test func levelWorseS2957() {
        let system = reproduction(
            variables: 36,
            [
                .add([(14, -1)], -672.3, .eq, 750),
                .add([(26, -1), (19, 1), (14, 0.1)], -400, .eq, 500),
                .add([(9, 1)], -244, .ge, 999),
                .add([(8, 1.5), (5, -1), (7, -1)], -1245, .ge, 1000),
                .add([(21, 1), (17, -1), (33, -2), (4, 1)], 435, .ge, 999),
                .add([(19, 1), (5, -1)], 800, .ge, 999),
                .add([(35, 1), (8, -1), (0, 1)], 677, .eq, 750),
                .add([(12, -1), (30, 1), (21, -1)], 596, .eq, 999),
                .add([(9, -1), (22, -1)], -660, .eq, 750),
                .add([(24, -1), (21, -1)], 1020, .eq, 500),
                .add([(2, 1), (16, -0.2)], -700, .eq, 250),
                .add([(4, -1), (5, 0.1), (14, -1)], -1450, .eq, 250),
                .add([(6, -1), (15, -1)], 1200, .ge, 1000),
                .add([(32, 1), (27, -1), (22, -1), (4, 1)], 374, .eq, 1000),
                .add([(7, 1)], 837.986, .ge, 500),
                .add([(35, -1)], 898, .le, 250),
                .add([(1, 1), (24, -1), (3, -1)], 800, .le, 250),
                .add([(25, 1), (7, -1)], -1393.14, .ge, 1000),
                .add([(31, -1), (27, -2)], 951, .ge, 999),
                .add([(18, 1), (33, -10)], -2420, .ge, 750),
                .add([(6, -1)], 800, .eq, 750),
                .add([(29, -0.5), (32, 1), (1, -10), (15, -2)], -6000, .le, 1000),
                .add([(26, 1), (20, -1)], -3.6, .eq, 500),
                .add([(8, -1.5), (14, -1)], 277, .le, 1000),
                .add([(28, -1), (33, -1)], 710, .ge, 999),
                .add([(12, -1), (7, -1)], -930, .ge, 1000),
                .add([(1, -10), (11, 1), (18, -1)], -6490, .eq, 750),
                .add([(1, -1), (34, 1)], -314.97, .le, 250),
                .add([(6, -1.5), (26, -1), (3, 1)], 1045.4, .le, 500),
                .add([(16, 1)], -800, .ge, 500),
                .add([(23, -1), (10, -1)], 6.3, .eq, 500),
                .add([(7, -1), (32, -1), (22, -1)], -1351, .le, 1000),
                .add([(30, 1.5), (15, 1)], -41, .eq, 1000),
                .add([(13, -1), (34, 1)], -61, .ge, 1000),
                .add([(10, -2), (16, 1), (13, -1)], -980, .ge, 1000),
                .add([(34, 1), (22, -1)], -600, .ge, 1000),
                .add([(20, 1), (32, -1.5), (0, -1), (12, 0.25)], 260, .eq, 750),
                .add([(31, -1), (26, -1)], -1550, .ge, 250),
                .add([(33, -1), (14, -1)], -900, .le, 500),
                .add([(17, 3), (23, -1), (25, -1)], -1433, .eq, 500),
                .add([(18, -0.2), (12, 2), (8, -1)], 800, .ge, 1000),
                .add([(8, 1), (7, 1), (23, -1)], 180, .eq, 250),
                .add([(32, 1.5), (12, 1)], -510, .ge, 250),
                .add([(11, 1), (18, -1), (21, 0.1)], -73, .eq, 1000),
                .add([(29, -1), (35, -0.25), (34, 0.1)], 910, .eq, 500),
                .add([(20, 10), (29, 1), (31, -1), (12, -1)], 4200, .ge, 250),
                .add([(29, -1), (31, 1), (28, 1), (0, -1)], -500, .eq, 250),
                .add([(13, -0.25)], -98.188, .ge, 999),
                .add([(7, 1), (2, -1)], 1000, .ge, 1000),
                .add([(25, -1)], 555, .eq, 250),
                .edit(26, 999),
                .edit(31, 999)
            ])
        expectAgreement(system)
        expectOptimum(system, [999: 0.0, 750: 0.0, 500: 22.747333333333284, 250: 3933.7420196908606])
    }

    @Test func requiredViolatedS1083Order() {
        let system = reproduction(
            variables: 15,
            [
                .add([(9, 0.5)], -8, .le, 1000),
                .add([(14, 1), (7, -2)], 300, .eq, 998),
                .add([(5, 1), (11, 3)], 200, .le, 1000),
                .add([(11, 2), (8, -2), (0, -2)], 20, .ge, 998),
                .add([(13, -4), (1, -1)], 170, .ge, 1000),
                .add([(6, -2), (2, 4), (0, -0.5)], 200, .le, 1000),
                .add([(12, -0.5), (5, -0.5)], 60, .ge, 1000),
                .edit(4, 750),
                .add([(14, 2)], 132, .eq, 750),
                .add([(11, -3), (1, 4)], -150, .eq, 750),
                .add([(2, -0.25), (10, 4)], 420, .eq, 750),
                .add([(6, -4), (9, -1)], 210, .le, 998),
                .add([(6, 1), (13, 0.5)], -300, .eq, 750),
                .add([(9, 1), (12, 0.25), (10, 0.5)], 10, .le, 1000),
                .add([(10, 3), (3, -4)], 200, .ge, 1000),
                .add([(0, 1), (7, -4)], 200, .ge, 750),
                .add([(3, 0.5), (8, 1), (4, -1)], -40, .ge, 1000),
                .add([(11, 3)], 300, .le, 998),
                .add([(0, 0.25), (7, 0.5), (10, 3)], 260, .eq, 750),
                .add([(2, -1)], 100, .ge, 1000)
            ])
        expectAgreement(system)
        expectOptimum(system, [998: 0.0, 750: 410.03125])
    }

    @Test func requiredViolatedS1268Order() {
        let system = reproduction(
            variables: 13,
            [
                .add([(8, -0.5)], 90, .eq, 750),
                .add([(10, 1)], -80, .eq, 250),
                .add([(6, 1)], -50, .le, 750),
                .add([(9, -0.2), (7, -2), (4, -1), (0, 1)], 300, .le, 1000),
                .add([(1, 1), (0, 0.25)], -65, .ge, 1000),
                .add([(4, -0.25), (1, -0.5)], 0, .le, 250),
                .add([(7, 0.5), (4, 3), (6, -1)], -100, .ge, 1000),
                .add([(11, -1), (9, -3)], 150, .le, 1000),
                .add([(4, 2), (12, -2)], -200, .ge, 1000),
                .add([(10, 2), (12, -0.5)], -40, .ge, 1000),
                .add([(5, 4), (10, -4)], -200, .ge, 1000),
                .add([(3, 1), (2, 1), (4, 1), (11, 1), (12, -3), (6, -1), (7, -1), (8, -3)], 300, .eq, 750),
                .add([(3, 1), (10, -1)], 80, .ge, 1000),
                .add([(3, 0.5), (2, -3)], -222, .ge, 750),
                .add([(11, -4)], -400, .eq, 500),
                .add([(9, 1), (2, -1)], -170, .ge, 1000),
                .add([(11, 4), (5, -0.5)], 300, .eq, 1000),
                .add([(12, 1), (9, -1)], 110, .ge, 1000),
                .add([(2, 1), (3, -1)], 30, .ge, 1000),
                .edit(4, 999),
                .add([(10, 2)], -100, .ge, 1000)
            ])
        expectAgreement(system)
        expectOptimum(system, [999: 100.0, 750: 57.0, 500: 150.0, 250: 30.0])
    }

    @Test func requiredViolatedS1567() {
        let system = reproduction(
            variables: 8,
            [
                .add([(0, -4.63)], 144, .le, 750),
                .add([(2, 8.67), (1, -3.95)], 4260, .eq, 750),
                .add([(5, 0.3), (7, 7)], -3000, .eq, 750),
                .add([(2, 2.2)], 840, .le, 750),
                .add(
                    [
                        (0, 0.16537066794059063), (2, -4.973453324173809), (6, -0.8665459122122162),
                        (1, -1.9681412760951142), (7, -7.365208780982777), (5, 0.1674059449513404),
                        (3, 6.854406813146977), (4, -6.60217203865911)
                    ], -8635, .ge, 750),
                .add([(6, 0.33512679099107273), (1, -0.22434623093529735)], -1168, .eq, 500),
                .add([(5, -2.850701644623422), (7, 1.1360816021512705), (3, -1.5580290560258434)], -2771, .eq, 500),
                .add([(6, -0.357893367947598), (0, -0.4092573635616428), (7, 0.13718422615162623)], 31, .le, 1000),
                .add([(3, -0.18), (1, 2.7)], 1800, .eq, 1000),
                .add([(6, 0.5113547321327154), (5, 7.346006753789117)], 4691, .eq, 1000),
                .add([(3, -6.703392761168876), (4, 0.12963121175960596)], 37, .ge, 1000),
                .add([(0, -0.4)], -900, .eq, 500),
                .add([(6, -8.7), (1, -0.14)], 470, .eq, 750),
                .add([(6, -9), (1, 3)], 2000, .ge, 1000),
                .add([(5, 6)], 4000, .eq, 750)
            ])
        expectAgreement(system)
        expectOptimum(system, [750: 142.73220943864976, 500: 2269999.4876334933])
    }

    @Test func requiredViolatedS2527() {
        let system = reproduction(
            variables: 26,
            [
                .add([(18, -2)], 1000, .ge, 1000),
                .add([(8, 1), (7, 1), (10, -1)], -1400, .eq, 500),
                .add([(20, -0.25), (0, -1)], 230, .eq, 750),
                .add([(4, -0.5), (22, 1)], -760, .le, 500),
                .add([(25, 1), (16, -1), (19, -1.5), (10, -1), (2, 1), (7, 1)], 470, .ge, 500),
                .add([(12, 1), (0, 1), (9, -1)], -1500, .eq, 750),
                .add([(5, -1), (15, 0.25)], 460, .ge, 1000),
                .add([(18, -1), (1, 1)], 1330, .le, 500),
                .add([(3, 10), (0, -1)], -8000, .le, 750),
                .add([(6, 1), (14, 1)], -1000, .le, 1000),
                .add([(19, 10)], 3000, .eq, 500),
                .add(
                    [(1, -1), (3, -1), (23, 1), (5, -1), (18, 1), (21, 0.1), (8, -1), (20, 1), (12, -10)], 5700, .eq,
                    500),
                .add([(21, -0.1), (19, 1), (23, -1)], 600, .le, 1000),
                .add([(3, -1), (22, -10)], 9000, .ge, 500),
                .add([(4, -1)], 20, .le, 1000),
                .add([(2, -1), (9, 1), (6, -1)], 1000, .eq, 1000),
                .add([(4, 1), (20, 1), (23, 0.2)], -20, .eq, 750),
                .add([(6, -1), (1, -2)], -1000, .eq, 500),
                .add([(8, 1), (11, 1), (7, -1)], -900, .eq, 500),
                .add([(24, -1), (11, 1)], 500, .ge, 750),
                .add([(20, -1)], -200, .eq, 750),
                .add([(10, 3), (15, -1)], 3000, .eq, 500),
                .add([(21, 0.5), (12, -1)], 800, .ge, 1000),
                .add([(21, 1), (4, -1)], 600, .ge, 750),
                .add([(17, 1), (16, 1)], -2000, .le, 750),
                .add([(7, 2), (14, -1), (13, 1)], 300, .eq, 750),
                .add([(23, 1), (3, 1)], -1000, .ge, 1000),
                .add([(17, 1)], -2000, .le, 1000),
                .add([(23, -1), (22, -1)], 1200, .eq, 750),
                .add([(24, 2)], 100, .ge, 750),
                .add([(8, -1), (13, 1), (1, -1)], -600, .eq, 500),
                .add([(25, 10)], 6000, .eq, 500),
                .add([(23, 1)], -300, .eq, 750)
            ])
        expectAgreement(system)
    }

    @Test func requiredViolatedS8() {
        let system = reproduction(
            variables: 24,
            [
                .add([(23, -0.0011576386686011305), (18, -0.00516945910878922)], 1.0, .ge, 250.0),
                .add([(0, -200.0), (15, -700.0)], -900000.0, .ge, 1000.0),
                .add([(5, -0.002)], -100.0, .ge, 750.0),
                .add([(11, -0.5886)], -194.0, .eq, 500.0),
                .add([(18, 0.3005491569872535), (4, -0.34121378437992056)], -271.0, .eq, 750.0),
                .add(
                    [
                        (16, 0.5110922356478651), (17, 0.8667531668320282), (20, -2.6816522337900333),
                        (9, 1.1593317529667415)
                    ], 1829.0, .ge, 1000.0),
                .add([(15, -1.0), (11, -0.53), (3, 0.38)], -340.0, .eq, 750.0),
                .add([(23, 2.3901576336185166), (21, -1.5472057012506715)], 74.0, .eq, 250.0),
                .add([(14, 4.081558287255205), (19, 4.430498647716487), (8, 5.555064464964328)], -2138.0, .eq, 1000.0),
                .add([(7, 200.0), (12, 91.0)], 110000.0, .eq, 1000.0),
                .add([(17, -11.9086), (18, -6.60945), (10, -4.1552)], 9886.0, .ge, 250.0),
                .add(
                    [(23, -0.08505255558456493), (8, -0.039501325504427094), (14, -0.08008910918115358)], 79.0, .ge,
                    1000.0),
                .add([(13, -0.001), (18, 0.002)], -2.0, .le, 1000.0),
                .add([(14, -0.004168102761558338), (4, 0.004966991821913606)], 6.0, .eq, 250.0),
                .add([(20, -0.005513), (10, 0.00837)], 9.0, .ge, 1000.0),
                .add([(2, 148.3477500897403), (1, 79.86084860689056)], 90360.0, .eq, 750.0),
                .add([(17, -71.33380405564081), (3, -170.95526290338157)], -16217.0, .le, 500.0),
                .add(
                    [(16, 0.009585318268746618), (20, -0.014188744190704969), (5, -0.008982969967033487)], 12.0, .le,
                    1000.0),
                .add(
                    [(20, -0.00764677470476387), (22, -0.0040190456916588645), (6, -0.0022755174656429807)], 6.0, .eq,
                    250.0),
                .add([(7, -0.1394), (10, -0.3049), (1, -0.4742)], -69.0, .eq, 500.0),
                .add([(21, 51.3777), (1, -132.7), (9, 152.749)], 100763.0, .eq, 750.0),
                .add([(7, -5.52396690884341)], -518.0, .ge, 1000.0),
                .add([(2, 126.68390242975288), (15, -173.21907579570438)], 63208.0, .le, 1000.0),
                .add([(18, 1400.0), (12, 170.0)], -170000.0, .eq, 750.0),
                .add([(1, -0.20523554598020183), (4, 0.23324417051656993)], 220.0, .eq, 500.0),
                .add([(21, 0.0439943)], 97.0, .ge, 1000.0),
                .add([(8, -0.008477)], 0, .eq, 500.0),
                .add([(22, -17.712206660664826), (3, 9.782351841015233)], 11811.799414521305, .eq, 1000.0),
                .add([(17, -150.42240866493515), (22, 50.522483537513374)], 107340.61585166871, .eq, 750.0),
                .add(
                    [
                        (19, -237.93933552822688), (4, -117.2744749852702), (5, -123.86791280798022),
                        (15, -83.6857559166648)
                    ], -111691.0, .le, 750.0)
            ])
        expectAgreement(system)
    }

}

extension OracleProblem.Relation {
    static var le: Self { .lessThanOrEqual }
    static var eq: Self { .equal }
    static var ge: Self { .greaterThanOrEqual }
}
