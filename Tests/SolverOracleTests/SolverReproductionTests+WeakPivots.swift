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

extension SolverReproductionTests {
    /// `solver-check --seed 3 --coefficients dyadic --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 73`, reduced. Adding `540 − x3 = 0` at 600, the primal simplex
    /// found its first leaving slot's weak entry (9.6e-7 beside 1) would make S singular and took
    /// the next one, 5.5e-7, which made it singular too: unchecked, it was pivoted on, and the
    /// dual simplex then refused the non-required add as unsatisfiable. Every slot chosen is now
    /// checked until one keeps S regular.
    @Test func priorityAddRefusedDyadicSeed3Medium73() {
        let system = reproduction(
            variables: 9,
            [
                .add([(0, -704), (1, -896), (2, -7)], 206, .eq, 200),
                .add([(3, -3.25), (4, -56), (2, -0.5), (5, -128), (6, -0.0146484375)], 0, .le, 1000),
                .add([(0, -0.875), (4, 1.25), (7, 1)], 0, .le, 1000),
                .add([(3, 1), (5, -1), (6, -1)], 0, .eq, 500),
                .add([(5, -512), (6, 1792)], 0, .le, 1000),
                .add([(5, -0.009765625)], -184, .eq, 100),
                .add([(8, -0.0009765625), (1, -0.046875), (2, -1)], 459, .eq, 1000),
                .add([(3, -1), (5, 11264), (4, 0.25), (0, 72)], 0, .le, 300),
                .add([(0, -704), (5, -0.009765625), (1, -896), (2, -7)], 67, .eq, 1000),
                .add([(0, -12), (7, 1)], 0, .eq, 300),
                .add([(7, -1.25)], 0, .eq, 700),
                .add([(2, -1), (3, -1)], 0, .eq, 400),
                .add([(6, -1024), (2, 22), (8, 8)], 0, .le, 500),
                .add([(3, -1)], 540, .eq, 600)
            ])
        expectAgreement(system)
    }
}
