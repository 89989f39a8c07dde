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
}
