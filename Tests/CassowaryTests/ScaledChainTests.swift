import Cassowary
import Testing

/// Exact coefficients that span many orders of magnitude in one chain of rows: x3 = −4096·x2
/// with x2 ≥ 886, and −1024·x3 + 128·x6 − 0.25·x4 ≤ 0, so x6 = 0 needs
/// x4 ≥ 4096·4096·886 = 14,864,613,376, while x4 ≤ x1 ≤ −x0 ≤ −x5 ≤ 0 holds it below zero. The
/// numbers the simplexes meet here (tableau entries of 0.25 beside 4,194,304) are exact, not
/// rounding; reduced from `solver-check --seed 3 --coefficients dyadic --variables 2-60
/// --priorities 4-40 --operations 10-150 --only 31`.
@Suite struct ScaledChainTests {
    let x = (0..<7).map { Variable("x\($0)") }

    func constraint(_ terms: [(Int, Double)], _ constant: Double, _ relation: RelationalOperator) -> Constraint {
        Constraint(Expression(terms.map { Term(x[$0.0], $0.1) }, constant: constant), relation)
    }

    /// The seven required constraints in the order added, the last `x6 == 0` apart.
    var chain: [Constraint] {
        [
            constraint([(0, -1), (1, -1)], 0, .greaterThanOrEqual), // x1 ≤ −x0
            constraint([(2, 4096), (3, 1)], 0, .equal), // x3 = −4096·x2
            constraint([(2, 1)], -886, .greaterThanOrEqual), // x2 ≥ 886
            constraint([(1, 1), (4, -1)], 0, .greaterThanOrEqual), // x4 ≤ x1
            constraint([(5, 1), (0, -1)], 0, .lessThanOrEqual), // x5 ≤ x0
            constraint([(3, -1024), (6, 128), (4, -0.25)], 0, .lessThanOrEqual),
            constraint([(5, -1)], 0, .lessThanOrEqual) // x5 ≥ 0
        ]
    }

    /// Without any one link of the chain that holds x4 below zero, x6 = 0 fits: x4 goes to
    /// 14,864,613,376 or beyond. (The dual simplex used to take the tableau entry that moves
    /// x4, 0.25 beside entries of 4,194,304, for rounding, and refused the add.)
    @Test(arguments: [0, 3, 4, 6])
    func withoutOneLinkTheBoundFits(dropping link: Int) throws {
        let solver = Solver()
        for (index, constraint) in chain.enumerated() where index != link {
            try solver.addConstraint(constraint)
        }
        try solver.addConstraint(constraint([(6, 1)], 0, .equal))
        solver.updateVariables()
        #expect(solver.value(of: x[2]) >= 886)
        #expect(solver.value(of: x[3]) == -4096 * solver.value(of: x[2]))
        #expect(solver.value(of: x[6]) == 0)
        #expect(solver.value(of: x[4]) >= 4096 * 4096 * solver.value(of: x[2]))
    }

    /// With the whole chain, x6 = 0 is refused, and every one of the seven constraints is in
    /// the conflict (dropping any one makes it fit, as the test above shows). The certificate
    /// used to leave out the four links: their multipliers, 0.25, were cut as rounding beside
    /// one of 4,194,304.
    @Test func theWholeChainIsTheConflict() throws {
        let solver = Solver()
        let chain = chain
        for constraint in chain { try solver.addConstraint(constraint) }
        let last = constraint([(6, 1)], 0, .equal)
        #expect {
            try solver.addConstraint(last)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let failing, let conflicts) = error else { return false }
            return failing === last && conflicts.map(ObjectIdentifier.init) == chain.map(ObjectIdentifier.init)
        }
        #expect(!solver.contains(last))
    }
}
