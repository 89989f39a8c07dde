import SolverOracle
import Testing

/// Internal errors of a primal simplex that cycled until its iteration limit: a level's reduced
/// cost was judged against the level's largest weight, so the same cost, scaled by a pivot of
/// 508, counted in one basis and not in the next (fixed by judging it against the terms it is
/// summed from only).
extension SolverReproductionTests {
    /// `solver-check --seed 3 --coefficients decimal --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 48`, reduced: adding `2⁻¹¹·x5 + 567 ≤ 0` at 300 threw "the
    /// simplex did not converge". Two symbols entered in turn: one improving the level at 300 by
    /// 2⁻¹⁹ per unit (a real cost: the level's weights are 512 and 2⁻¹¹), the other undoing it,
    /// its cost of 2⁻¹⁹ / 508 taken for zero beside the weight 512.
    @Test func internalErrorDecimalSeed3Medium48() {
        let system = reproduction(
            variables: 8,
            [
                .add([(0, 1), (1, -1)], 0, .le, 1000),
                .add([(2, 1)], 0, .ge, 200),
                .add([(3, -1), (4, 32)], 0, .ge, 500),
                .add([(1, -0.00048828125), (4, -0.0078125), (5, 0.0009765625)], 0, .eq, 400),
                .add([(3, -1), (2, -0.00390625)], 0, .ge, 1000),
                .add([(6, -512), (7, 1)], 0, .eq, 300),
                .add([(5, -256), (1, 1)], 0, .le, 1000),
                .add([(0, 1)], -8, .ge, 100),
                .add([(5, 0.00048828125)], 567, .le, 300)
            ])
        expectAgreement(system)
    }
}
