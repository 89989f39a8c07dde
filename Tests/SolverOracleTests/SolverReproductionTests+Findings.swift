import SolverOracle
import Testing

/// Failures of the solver the agreement tests found (`oracle-findings.md`), each reduced to a
/// smallest system failing the same way (``Reduction``) and named after the seeded system it
/// came from. The expected optimum is worked out by hand where the doc comment says so; the
/// oracle judges every step in any case.
extension SolverReproductionTests {
    /// `solver-check --seed 1 --coefficients dyadic --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 4`, reduced: after the last add every value but x3 is NaN or
    /// infinite. By hand: x1 == x6 (required) and x5 == x0 + x2 (@500) turn the two constraints
    /// at 300 into 16·x2 + 4·x1 + 846 == 0 and x1 + x0 == 0, which x0 <= x2 and x0 >= 0 keep
    /// apart: their least summed error is 211.5 (x0 = x2 = 0, x1 = x6 = -211.5); everything else
    /// can hold.
    ///
    /// It defines a variable through a coefficient of 1.5e-6 (its row's variables are all weakly
    /// coupled): a pivot of P comes out of cancellation, and the rounding it amplified made a
    /// later pivot element zero (NaN before it was caught, then an internal error). Factoring
    /// afresh after an operation that took such a weak pivot mends it.
    @Test func notFiniteDyadicSeed1Medium4() {
        let system = reproduction(
            variables: 7,
            [
                .add([(0, 16), (1, 512), (2, 0.01171875)], 0, .le, 1000),
                .edit(3, 200),
                .add([(4, 1)], 0, .le, 100),
                .add([(3, 4096), (1, -0.203125), (4, 104)], 598, .ge, 200),
                .add([(5, 1), (2, -1), (0, -1)], 0, .eq, 500),
                .add([(0, -16), (5, 16), (6, 4)], 846, .eq, 300),
                .add([(1, -1), (0, -1)], 0, .eq, 300),
                .add([(0, 1), (2, -1)], 0, .le, 1000),
                .add([(0, -1)], 0, .le, 1000),
                .add([(1, 1), (6, -1)], 0, .eq, 1000)
            ])
        expectAgreement(system)
        expectOptimum(system, [500: 0, 300: 211.5, 200: 0, 100: 0])
    }

    /// `solver-check --seed 1 --coefficients dyadic --variables 2-8 --priorities 1-12
    /// --operations 4-16 --only 20`, reduced: the required 4096·x4 - 874 == 0 is accepted and then
    /// does not hold at all (x4 = 0). By hand: it forces 4096·x4 = 874, so 4096·x4 <= 0 (@100)
    /// misses by 874; every other constraint at 100 can hold.
    @Test func requiredIgnoredDyadicSeed1Small20() {
        let system = reproduction(
            variables: 5,
            [
                .add([(0, -8)], 0, .ge, 100),
                .add([(1, -1)], -261, .le, 1000),
                .add([(2, -1), (0, -1)], 338, .ge, 100),
                .add([(2, -1024), (3, 0.03125)], 0, .eq, 1000),
                .add([(4, 1), (3, -1)], 0, .le, 100),
                .add([(1, 2048), (0, -1), (3, 1)], 0, .le, 100),
                .add([(4, 4096)], 0, .le, 100),
                .add([(4, 4096)], -874, .eq, 1000)
            ])
        expectAgreement(system)
        expectOptimum(system, [100: 874])
    }

    /// `solver-check --seed 1 --coefficients dyadic --variables 2-8 --priorities 1-12
    /// --operations 4-16 --only 8`, reduced: the edit variable x5 (@400, suggested 0) is left at
    /// -0.177. By hand: raising x1 (and x4 with it, required) to 5800 lets
    /// 4096·x5 - 0.125·x1 + 725 <= 0 (@500) hold with x5 = 0, at the cost of x1 == 0 (@200) only.
    ///
    /// A tableau entry of 2⁻¹⁵ beside one of 2048 in the same column counted as zero when the
    /// costs were confirmed (below 1e-7 of the column's largest); its rounding bound shows it is
    /// exact, so it counts now.
    @Test func priorityNotOptimalDyadicSeed1Small8() {
        let system = reproduction(
            variables: 6,
            [
                .add([(0, 1)], 0, .ge, 300),
                .add([(1, 1)], 0, .eq, 200),
                .add([(2, -1)], 14, .le, 300),
                .add([(3, -1), (4, -1), (2, 128)], 0, .eq, 100),
                .add([(3, 2048), (0, -1)], 0, .le, 600),
                .add([(4, -1), (1, 1)], 0, .eq, 1000),
                .edit(5, 400),
                .add([(5, 4096), (1, -0.125)], 725, .le, 500)
            ])
        expectAgreement(system)
        expectOptimum(system, [600: 0, 500: 0, 400: 0, 300: 0, 200: 5800, 100: 0])
    }

    /// `solver-check --seed 1 --coefficients dyadic --variables 2-8 --priorities 1-12
    /// --operations 4-16 --only 189`, reduced: priority 500 is left with an error of 2. By hand:
    /// all zeros satisfy every constraint, so every error can be zero.
    @Test func priorityNotOptimalDyadicSeed1Small189() {
        let system = reproduction(
            variables: 7,
            [
                .add([(0, -0.015625), (1, -1024)], 0, .ge, 200),
                .add([(2, -256), (3, 1), (1, 1)], 0, .ge, 100),
                .add([(4, -0.078125), (0, 4096), (5, -1)], 0, .le, 1000),
                .add([(0, -1)], -3, .le, 1000),
                .add([(3, 1), (6, -1)], 0, .eq, 400),
                .add([(5, -1), (2, -1)], 0, .eq, 1000),
                .add([(4, -1), (5, -64)], 0, .eq, 500),
                .add([(6, -1)], 0, .eq, 500)
            ])
        expectAgreement(system)
        expectOptimum(system, [500: 0, 400: 0, 200: 0, 100: 0])
    }

    /// `solver-check --seed 1 --coefficients full --variables 2-8 --priorities 1-12
    /// --operations 4-16 --only 289`, reduced: three variables, every error can be zero (all
    /// values zero satisfy everything), and the edit variable x2 is left at 2⁻¹².
    @Test func priorityNotOptimalFullSeed1Small289() {
        let system = reproduction(
            variables: 3,
            [
                .add([(0, 0.05259166689047804), (1, 128)], 0, .ge, 200),
                .add([(0, -1)], 0, .le, 300),
                .add([(1, 0.058322081968042866), (0, -298.44972662590055), (2, -0.00390625)], -376, .le, 300),
                .edit(2, 100)
            ])
        expectAgreement(system)
        expectOptimum(system, [300: 0, 200: 0, 100: 0])
    }

    /// `solver-check --seed 1 --coefficients decimal --variables 2-8 --priorities 1-12
    /// --operations 4-16 --only 235`, reduced: the last add was refused as unsatisfiable. By
    /// hand: x0 = 17268736, x1 = -539648, x2 = x3 = 0 satisfies every required constraint (and
    /// any larger x0 with room to spare: x3 > 0, 0 <= x2 <= x3). The dual simplex's only way
    /// there is a tableau entry below 1e-7 of its row's largest, which it took for rounding; it
    /// now tries such entries when nothing else moves the row, if they are far above their
    /// rounding bound.
    @Test func feasibleRejectedDecimalSeed1Small235() {
        let system = reproduction(
            variables: 4,
            [
                .add([(0, 1)], 0, .eq, 100),
                .add([(1, -1), (0, -0.03125)], 0, .eq, 1000),
                .add([(2, 1), (3, -1)], 0, .le, 1000),
                .add([(2, -1)], 0, .le, 1000),
                .add([(3, 620.4), (1, 0.0009765625)], 527, .eq, 1000)
            ])
        expectAgreement(system)
    }

    /// `solver-check --seed 2 --coefficients decimal --variables 8-30 --priorities 4-40
    /// --operations 20-50 --only 11`, reduced: x1 == 0 is rightly refused (with x0 <= 0, x4 >= 0,
    /// x3 = x2 = -x4/1024 <= 0, 1024·x0 + x2/1024 = 1368 cannot hold), but the conflict set given
    /// left out -x4 <= 0: the deletion filter's probe without it refused the add too, in a fresh
    /// solver, through the small-entry refusal of the test above.
    @Test func conflictSetSatisfiableDecimalSeed2Medium11() {
        let system = reproduction(
            variables: 5,
            [
                .add([(0, -1)], 0, .ge, 1000),
                .add([(1, -0.001953125), (2, 0.0009765625), (0, 1024)], -1368, .eq, 1000),
                .add([(2, -1), (3, 1)], 0, .eq, 1000),
                .add([(4, -0.0009765625), (3, -1)], 0, .eq, 1000),
                .add([(4, -1)], 0, .le, 1000),
                .add([(1, 1)], 0, .eq, 1000)
            ])
        expectAgreement(system, refusals: 1)
    }

    /// `solver-check --seed 1 --coefficients full --only 1`, reduced: a·x + 167 >= 0 and
    /// a·x + 176 <= 0 (the same a) are both accepted; the second must be refused.
    @Test func infeasibleAcceptedFullSeed1Any1() {
        let system = reproduction(
            variables: 3,
            [
                .edit(0, 200),
                .add([(1, -0.00390625), (2, -32)], 0, .le, 500),
                .add([(2, -0.00390625)], -235, .le, 400),
                .add([(0, 23.36623804954046), (1, 220.27558948713474)], 167, .ge, 1000),
                .add([(0, 23.36623804954046), (1, 220.27558948713474)], 176, .le, 1000)
            ])
        expectAgreement(system, refusals: 1)
    }

    /// `solver-check --seed 1 --coefficients dyadic --variables 2-8 --priorities 1-12
    /// --operations 4-16 --only 140`, reduced: an accuracy failure, not one of logic: the required
    /// x4 == x2 misses by 5.6e-6 with values near 750 (3.7e-9 of ‖a‖₁·S = 1500, the rule allows
    /// 1e-9); 4096·x0 - x4/512 == 0 puts coefficients 2²¹ apart in one row.
    @Test func requiredInaccurateDyadicSeed1Small140() {
        let system = reproduction(
            variables: 5,
            [
                .add([(0, 0.015625), (1, 1)], -750, .le, 100),
                .add([(1, 1), (2, -1), (3, -1)], -0, .eq, 100),
                .add([(4, -0.001953125), (0, 4096)], 0, .eq, 1000),
                .add([(4, 1), (2, -1)], -0, .eq, 1000)
            ])
        expectAgreement(system)
    }

    /// `solver-check --seed 3 --coefficients small --only 11` (2-60 variables), reduced: small
    /// coefficients, and the last add refused as unsatisfiable. By hand: the last equality is
    /// the sum of the 7th, the 10th and the 16th minus the 17th (terms and constants: -346 +
    /// 833 + 762 - 420 = 829), so it is redundant and must be accepted; the refusal was a miss
    /// of 1.3e-10 left by rounding in its reduced row, which its own row, at values near 1e5,
    /// does not see.
    @Test func redundantEqualityAcceptedSmallSeed3Any11() {
        let system = reproduction(
            variables: 15,
            [
                .add([(0, 1), (1, 1), (2, -1)], -803, .ge, 1000),
                .add([(3, 2), (4, 0.25), (5, -2)], 0, .le, 800),
                .add([(6, 2), (7, 3), (8, -1)], -342, .eq, 100),
                .add([(9, 1), (10, -1), (3, -1)], 0, .eq, 300),
                .add([(11, 2), (10, 0.25), (4, 0.25)], 0, .ge, 500),
                .add([(12, -1), (6, -4), (2, -4)], 0, .eq, 300),
                .add([(11, 1), (6, 2), (8, -1), (2, -1), (7, 3), (10, -1)], -346, .eq, 1000),
                .add([(12, 1)], 0, .eq, 200),
                .add([(0, 1), (7, -1)], 0, .le, 300),
                .add([(3, -2), (8, -2), (5, 0.25), (9, -2)], 833, .eq, 1000),
                .add([(9, -1)], 0, .le, 1000),
                .add([(2, 2), (3, -0.5)], 0, .eq, 400),
                .add([(3, 1), (4, -1), (8, -1), (10, -4)], 0, .ge, 100),
                .add([(13, 1)], 0, .ge, 1000),
                .add([(10, 1), (14, -1)], 0, .le, 1000),
                .add([(7, -0.25), (1, 4), (9, 3), (13, -3)], 762, .eq, 1000),
                .add([(13, -3), (1, 4), (6, 2), (8, -1), (7, 2.75), (9, 3)], 420, .eq, 1000),
                .add([(14, 1)], 0, .le, 100),
                .add([(11, 1), (3, -2), (8, -2), (2, -1), (5, 0.25), (10, -1), (9, -2)], 829, .eq, 1000)
            ])
        expectAgreement(system)
    }
}
