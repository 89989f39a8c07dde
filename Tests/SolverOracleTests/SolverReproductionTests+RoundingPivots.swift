import SolverOracle
import Testing

/// A ratio test that pivots on what cancellation left of a zero. After a pivot of 1.5e-8
/// beside 1.1e5 (exact, and the only way on), the next column holds 1.13e-7 beside entries of
/// about 1: above the pivot tolerance (1e-7 of the largest), but within 1e-14 of its rounding
/// bound (the solve redone on magnitudes). Pivoting on it made S singular, and the values
/// published from the broken factors missed four required rows by up to 3,800. Refusing that
/// pivot was not enough while the next slot the ratio test offered, as weak, was taken
/// unchecked; every slot offered is now checked until one keeps S regular. (Taking such
/// entries for zero by their rounding bound also fixed it, but left four systems of small
/// coefficients above a level's optimum on the long run: not kept.)
extension SolverReproductionTests {
    /// `solver-check --seed 3 --coefficients dyadic --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 114`, reduced: after the last add, `x5 + 0.046875·x3 +
    /// 480·x6 + x7 ≥ 0` was missed by 3,799.8 and `24·x2 = 466` by 2. The exact optimum has
    /// x2 = 233/12, x6 = 984, x8 = 992 and x1 = 2,080,374,784/11, with the levels at 600 and 500
    /// at zero; `24·x2 = 466` is required, so x2 = 19.41666….
    @Test func requiredMissedDyadicSeed3Medium114() {
        let system = reproduction(
            variables: 9,
            [
                .add([(0, -0.5), (1, -128)], -403, .le, 1000),
                .edit(2, 100),
                .add([(0, 1), (3, -1), (4, -1)], 0, .eq, 1000),
                .add([(5, -56), (4, -640)], 0, .eq, 1000),
                .add([(0, -1), (6, -1)], 0, .ge, 1000),
                .add([(2, 1), (1, -1), (3, -1)], 0, .eq, 200),
                .add([(5, 1), (3, 0.046875), (6, 480), (7, 1)], 0, .ge, 1000),
                .add([(2, 24)], -466, .eq, 1000),
                .add([(3, -256), (1, -1), (4, -0.0625)], 0, .eq, 1000),
                .add([(8, -512), (3, -0.6875), (5, -160)], 0, .ge, 600),
                .add([(8, 1), (6, -1)], -8, .eq, 1000),
                .add([(7, -1)], 0, .ge, 1000),
                .edit(4, 600),
                .add([(8, 0.375), (5, 176)], -372, .eq, 500)
            ])
        expectAgreement(system)
        expectRequiredHolds(system, value: 2, equals: 466.0 / 24)
    }
}

/// A dual simplex pivot on what cancellation left of a zero, in the reduced rows themselves:
/// the entry was 2.5e-11 beside 0.84, row and column agreed on it, and the rounding bound of
/// the solve (which takes the reduced rows as exact) did not show it. Pivoting on it made S
/// singular; the contradictory required add was accepted and later rows missed by 517,236.
extension SolverReproductionTests {
    /// `solver-check --seed 3 --coefficients dyadic --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 14`, reduced: `x5 − x2 ≤ 0` and `x5 − x2 − 32 ≥ 0` are both
    /// required, so the second must be refused (the only refusal); then `0.009765625·x6 ≥
    /// 4·x12` and `x13 = 0` must hold.
    @Test func infeasibleAcceptedDyadicSeed3Medium14() {
        let system = reproduction(
            variables: 14,
            [
                .add([(0, -1), (1, 1), (2, 1)], 0, .le, 1000),
                .add([(3, -384)], 0, .ge, 537),
                .add([(4, -0.0625), (2, -0.009765625), (5, 1024), (6, -2)], 0, .eq, 742),
                .add([(1, -0.171875), (4, 2048)], 0, .le, 149),
                .add([(7, 1), (3, -1)], 0, .le, 149),
                .add([(5, -256)], 0, .eq, 779),
                .add([(8, -0.0390625), (7, -0.25), (9, 0.125)], 574, .le, 568.5),
                .add([(10, -0.0625), (8, -0.0078125)], 0, .le, 797),
                .add([(6, 7168), (11, 1.25)], 0, .eq, 774.5),
                .add([(7, -4608), (9, -128)], 0, .le, 785),
                .add([(5, 1), (2, -1)], 0, .le, 1000),
                .add([(12, 1280), (4, 52), (9, -0.00390625), (8, -11264)], 0, .ge, 1000),
                .add([(6, 0.009765625), (12, -4)], 0, .ge, 1000),
                .add([(13, 3.25), (4, -14)], 0, .le, 1000),
                .add([(13, 1)], 0, .eq, 1000),
                .add([(1, 1)], 20, .le, 698),
                .add([(5, 1), (2, -1)], -32, .ge, 1000),
                .add([(7, 1), (3, -1), (10, -1)], 0, .eq, 698)
            ])
        expectAgreement(system, refusals: 1)
    }
}

/// A refusal made on drifted values: the incremental updates of the basic values had left the
/// new row's dummy off zero by more than its tolerance, and no pivot could move it. The values
/// recomputed from the factors before a refusal put it within.
extension SolverReproductionTests {
    /// `solver-check --seed 11 --coefficients decimal --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 70`, reduced: the last add is the sum of two held required
    /// equalities (`x3 − x4 − 20 = 0` and `0.01822·x0 − 48.72·x3 − 20.0612 = 0`), so it holds
    /// wherever they do and must be accepted.
    @Test func feasibleRejectedDecimalSeed11Medium70() {
        let system = reproduction(
            variables: 5,
            [
                .add([(0, -0.0625), (1, 1)], 0, .eq, 200),
                .add([(2, 16), (3, -0.00390625)], 0, .ge, 1000),
                .add([(0, 1), (2, -1)], 0, .le, 100),
                .add([(3, 1), (4, -1)], -20, .eq, 1000),
                .add([(1, -1)], -457, .ge, 300),
                .add([(0, 0.01822), (3, -48.72)], -20.061172219336548, .eq, 1000),
                .add([(4, -1), (3, -47.72), (0, 0.01822)], -40.06117221933655, .eq, 1000)
            ])
        expectAgreement(system)
    }
}
