import Cassowary
import SolverOracle
import Testing

extension SolverReproductionTests {
    /// `solver-check --seed 5 --coefficients full --variables 2-8 --priorities 1-12 --operations
    /// 4-16 --only 85`: once `c1` (constant −30) leaves, every constraint and suggestion left is
    /// zero, and so is the optimum. The incremental updates of the removal left `x0` at 2e-28,
    /// an error the tolerance rule (relative to a solution of size zero) calls reducible. The
    /// values are now recomputed from the factors after a removal, which gives 0.
    @Test func priorityNotOptimalFullSeed5Small85() {
        let system = reproduction(
            variables: 2,
            [
                .edit(1, 698),
                .add([(1, 1), (0, -1)], 0, .le, 302),
                .edit(0, 201),
                .add([(0, -2.166337307748759), (1, 0.005147432935700904)], -30, .eq, 973),
                .remove(1)
            ])
        expectAgreement(system)
    }
}
