import SolverOracle
import Testing

/// Internal errors of the dual simplex: the pivot element it chose from the tableau row
/// (BTRAN) was zero in the tableau column (FTRAN), the same number computed two ways in an
/// ill-conditioned basis (fixed by taking the next best entering symbol when they disagree).
extension SolverReproductionTests {
    /// `solver-check --seed 5 --coefficients decimal --variables 2-8 --priorities 1-12
    /// --operations 4-16 --only 93`, reduced: adding the required `x1 − x2 − 20 == 0` threw
    /// "a pivot of zero". By hand it must be refused: `c0` makes x0 = 196,418·x1, and with
    /// x2 = x1 − 20, `c3` asks `x1 − 20 ≥ 0.006935·x1`, so x1 ≥ 20.14, while `c2` asks
    /// x1 ≤ 52 / 733.1 = 0.0709.
    @Test func internalErrorDecimalSeed5Small93() {
        let system = reproduction(
            variables: 3,
            [
                .add([(0, 0.004635), (1, -910.3999999999999)], 0, .eq, 1000),
                .edit(1, 300),
                .add([(2, 0.009151), (0, -256), (1, -0.09863)], 0, .ge, 100),
                .add([(1, -733.1)], 52, .ge, 1000),
                .add([(2, -0.07041), (1, 0.00048828125)], 0, .le, 1000),
                .add([(1, 1), (2, -1)], -20, .eq, 1000)
            ])
        expectAgreement(system, refusals: 1)
        expectInfeasible(system)
    }
}
