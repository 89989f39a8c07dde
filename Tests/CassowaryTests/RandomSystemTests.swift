import Testing

@testable import Cassowary

/// Seeded random layout-like systems: chains of required equalities and inequalities with
/// competing preferences at several priorities, built, edited and torn down while the tableau
/// invariants are checked after every step.
@Suite struct RandomSystemTests {
    /// Builds random constraints over `count` variables.
    static func randomConstraints(_ variables: [Variable], _ count: Int, using rng: inout SeededGenerator)
        -> [Constraint]
    {
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, 251, 749]
        var result: [Constraint] = []
        for _ in 0..<count {
            let a = variables[Int.random(in: 0..<variables.count, using: &rng)]
            let b = variables[Int.random(in: 0..<variables.count, using: &rng)]
            let constant = Double(Int.random(in: -50...200, using: &rng))
            let coefficient = [1.0, 1.0, 2.0, 0.5, -1.0][Int.random(in: 0..<5, using: &rng)]
            let strength = strengths[Int.random(in: 0..<strengths.count, using: &rng)]
            let constraint: Constraint
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: constraint = a == coefficient * b + constant
            case 1: constraint = a <= coefficient * b + constant
            default: constraint = a >= coefficient * b + constant
            }
            result.append(constraint ~ strength)
        }
        return result
    }

    @Test(arguments: 0..<40)
    func requiredConstraintsHoldAndInvariantsKeep(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let variables = (0..<8).map { Variable("v\($0)") }
        let solver = Solver()
        // Keep every variable bounded so optima exist.
        for v in variables {
            try solver.addConstraint(v >= -1000)
            try solver.addConstraint(v <= 1000)
        }
        var added: [Constraint] = []
        for constraint in Self.randomConstraints(variables, 30, using: &rng) {
            do {
                try solver.addConstraint(constraint)
                added.append(constraint)
            } catch {
                guard case .unsatisfiableConstraint(let failed, let conflicts) = error else { throw error }
                #expect(failed === constraint)
                #expect(isMinimalConflict(conflicts, constraint), "seed \(seed): \(constraint) vs \(conflicts)")
            }
            solver.expectConsistent("seed \(seed) after adding \(constraint)")
        }
        solver.updateVariables()
        for constraint in solver.constraints where constraint.strength.isRequired {
            #expect(
                constraint.isSatisfied(by: solver.value(of:), tolerance: 1e-6), "seed \(seed): \(constraint) violated")
        }
        // Remove in a scrambled order; the invariants hold throughout and nothing is left.
        added.shuffle(using: &rng)
        for constraint in added {
            try solver.removeConstraint(constraint)
            solver.expectConsistent("seed \(seed) after removing \(constraint)")
        }
    }
}
