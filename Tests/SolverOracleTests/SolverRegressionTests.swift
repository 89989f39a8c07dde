import Cassowary
import LayoutFuzzing
import Testing

@testable import SolverOracle

/// Systems on which the solver once failed, replayed operation by operation through the public
/// API. Each failure is judged without the solver's help: a refusal must come with a
/// certificate that refuses on its own, and accepted values must satisfy every required
/// constraint held.
struct SolverRegressionTests {
    /// Replays `system` up to and including `step` as `solver-check` does (the values are read
    /// before each add); returns the solver, the constraints held and the error the last
    /// operation threw, if any.
    func replay(_ system: RandomSystem, through step: Int) -> (Solver, [Int: Cassowary.Constraint], Error?) {
        let solver = Solver()
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        var objects: [Int: Cassowary.Constraint] = [:], held: [Int: Cassowary.Constraint] = [:]
        var last: Error?
        for operation in system.operations[...step] {
            last = nil
            do {
                switch operation {
                case .add(let index):
                    solver.updateVariables()
                    let constraint = objects[index] ?? Self.object(system.constraints[index], variables)
                    objects[index] = constraint
                    try solver.addConstraint(constraint)
                    held[index] = constraint
                case .remove(let index):
                    if let constraint = objects[index] { try solver.removeConstraint(constraint) }
                    held[index] = nil
                case .addEdit(let variable, let priority):
                    try solver.addEditVariable(variables[variable], strength: Strength(priority))
                case .suggest(let variable, let value):
                    try solver.suggestValue(value, for: variables[variable])
                case .removeEdit(let variable):
                    try solver.removeEditVariable(variables[variable])
                }
            } catch {
                last = error
            }
        }
        return (solver, held, last)
    }

    static func object(_ constraint: OracleProblem.Constraint, _ variables: [Variable]) -> Cassowary.Constraint {
        let expression = Expression(
            constraint.terms.map { Term(variables[$0.variable], $0.coefficient) },
            constant: constraint.constant)
        let relation: RelationalOperator =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Cassowary.Constraint(expression, relation, strength: Strength(constraint.priority))
    }

    /// Seed 7, small coefficients, system 51 of `solver-check`: the dual simplex refused
    /// `x8 + 3·x26 + 2·x12 >= 431` with a certificate (a required equality on none of those
    /// variables) that a fresh solver accepts together with the constraint — rounding in the
    /// incremental factors, not a conflict. The solver now rebuilds and retries such a refusal.
    @Test func aRefusalWhoseCertificateDoesNotRefuseOnItsOwnIsRetried() throws {
        var random = FuzzRandom(seed: 7, stream: "solver", index: 51)
        let system = RandomSystem(seed: 7, shape: RandomSystem.Shape(coefficients: [.small]), using: &random)
        let step = 114
        guard case .add(let index) = system.operations[step] else {
            Issue.record("step \(step) of the system is not an add: the generator changed")
            return
        }
        let (solver, held, error) = replay(system, through: step)
        #expect(error == nil, "refused: \(String(describing: error))")
        #expect(held[index] != nil)
        // The values the solver found satisfy every required constraint it holds (the
        // evidence that the set is feasible), each within 1e-9 of its terms' magnitude.
        solver.updateVariables()
        for constraint in held.values where constraint.strength.isRequired {
            let terms = constraint.expression.terms
            let value = terms.reduce(constraint.expression.constant) {
                $0 + $1.coefficient * solver.value(of: $1.variable)
            }
            let size = terms.reduce(abs(constraint.expression.constant)) {
                $0 + abs($1.coefficient * solver.value(of: $1.variable))
            }
            let slack = 1e-9 * max(1, size)
            switch constraint.relation {
            case .equal: #expect(abs(value) <= slack, "\(constraint) misses by \(value)")
            case .lessThanOrEqual: #expect(value <= slack, "\(constraint) misses by \(value)")
            case .greaterThanOrEqual: #expect(value >= -slack, "\(constraint) misses by \(value)")
            }
        }
    }

    /// The reduced reproduction `notFiniteDyadicSeed1Medium4` (seed 1, dyadic, medium,
    /// system 4): its last add led the dual simplex to a pivot element that rounding had made
    /// zero, and every value but one became NaN or infinite. A zero pivot is now caught before
    /// it divides: whatever the add's outcome, the values stay finite and, if it throws, are
    /// bit for bit those from before it.
    @Test func aPivotOfZeroNeverReachesTheValues() throws {
        let x = (0..<7).map { Variable("x\($0)") }
        func row(_ terms: [(Int, Double)], _ constant: Double) -> Expression {
            Expression(terms.map { Term(x[$0.0], $0.1) }, constant: constant)
        }
        let solver = Solver()
        try solver.addConstraint(Cassowary.Constraint(row([(0, 16), (1, 512), (2, 0.01171875)], 0), .lessThanOrEqual))
        try solver.addEditVariable(x[3], strength: Strength(200))
        let rest: [(Expression, RelationalOperator, Double)] = [
            (row([(4, 1)], 0), .lessThanOrEqual, 100),
            (row([(3, 4096), (1, -0.203125), (4, 104)], 598), .greaterThanOrEqual, 200),
            (row([(5, 1), (2, -1), (0, -1)], 0), .equal, 500),
            (row([(0, -16), (5, 16), (6, 4)], 846), .equal, 300),
            (row([(1, -1), (0, -1)], 0), .equal, 300),
            (row([(0, 1), (2, -1)], 0), .lessThanOrEqual, 1000),
            (row([(0, -1)], 0), .lessThanOrEqual, 1000)
        ]
        for (expression, relation, priority) in rest {
            try solver.addConstraint(Cassowary.Constraint(expression, relation, strength: Strength(priority)))
        }
        solver.updateVariables()
        let before = x.map { solver.value(of: $0).bitPattern }
        let last = Cassowary.Constraint(row([(1, 1), (6, -1)], 0), .equal)
        let failed = (try? solver.addConstraint(last)) == nil
        solver.updateVariables()
        #expect(x.allSatisfy { solver.value(of: $0).isFinite })
        if failed { #expect(x.map { solver.value(of: $0).bitPattern } == before) }
        #expect(solver.invariantViolations().isEmpty)
    }
}
