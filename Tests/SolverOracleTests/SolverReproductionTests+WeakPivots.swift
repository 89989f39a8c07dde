import SolverOracle
import Testing

/// Required constraints missed through rounding that pivots on small elements had amplified in
/// the log of pivots (fixed by factoring afresh after an operation that took such a pivot).
extension SolverReproductionTests {
    /// `solver-check --seed 3 --coefficients dyadic --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 1`, reduced: the required `−x1 − x5 == 0` missed by 7.5e-5
    /// (x1 = 180.99985, x5 = −180.99992). By hand: at 914, `x1 ≥ x2 + 496` (x4 = 0 is
    /// required); at 755, `x5 ≥ −181`, so `x1 ≤ 181`; at 592 the edit pulls x2 towards 0, which
    /// `x2 ≤ x1 − 496 ≤ −315` stops at −315; so x1 = 181 and x5 = −181.
    @Test func requiredMissedDyadicSeed3Medium1() {
        let system = reproduction(
            variables: 6,
            [
                .add([(0, -1), (1, 0.0078125), (2, -512)], 513, .ge, 241),
                .add([(0, -512), (3, -1), (2, -512)], 0, .ge, 241),
                .add([(1, -0.09375), (4, -7168), (5, -0.25)], 0, .le, 156),
                .edit(2, 592),
                .add([(3, -1), (1, -1)], 0, .ge, 681),
                .add([(4, -1), (2, 1), (1, -1)], 496, .le, 914),
                .add([(4, 1)], 0, .eq, 1000),
                .add([(5, -4)], -724, .le, 755),
                .add([(1, -1), (5, -1)], 0, .eq, 1000)
            ])
        expectAgreement(system)
        expectRequiredHolds(system, value: 5, equals: -181)
    }
}
