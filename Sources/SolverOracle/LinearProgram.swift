/// A linear program in standard form with lexicographic objectives — the one shape every
/// question the oracle asks is put in:
///
///     minimise (c₁·z, c₂·z, …) lexicographically   subject to   A·z = b,  z >= 0
///
/// (`c₁·z` as small as it can be; among those points, `c₂·z`; and so on.) Its numbers are
/// doubles, read as the exact rationals they are. An entry or a cost may be given as several
/// terms for the same place; they are added exactly by ``ExactSimplex`` and in doubles by the
/// dense simplex.
///
/// Two ways to solve it: ``solve(as:iterationLimit:)``, the plain dense two-phase simplex in
/// either arithmetic (exact with ``Rational`` but slow: every pivot touches the whole
/// tableau), and ``solveExactly(warmStart:budget:stopBelow:)``, which solves in doubles first and then
/// confirms or repairs that answer exactly, starting from the basis the doubles ended with.
struct LinearProgram: Sendable {
    struct Term: Sendable, Hashable {
        var index: Int
        var value: Double
    }

    private(set) var columnCount = 0
    /// Each row's terms: `(column, coefficient)`.
    private(set) var rows: [[Term]] = []
    private(set) var rhs: [Double] = []
    /// Each objective's terms: `(column, cost)`, most important first.
    private(set) var objectives: [[Term]] = []

    var rowCount: Int { rows.count }

    /// A new non-negative column; returns its index.
    mutating func addColumn() -> Int {
        columnCount += 1
        return columnCount - 1
    }

    /// A new row `Σ terms = rhs`.
    mutating func addRow(_ terms: [Term], rhs value: Double) {
        precondition(terms.allSatisfy { $0.index < columnCount && $0.value.isFinite } && value.isFinite)
        rows.append(terms)
        rhs.append(value)
    }

    /// A new objective, less important than those added before.
    mutating func addObjective(_ terms: [Term]) {
        precondition(terms.allSatisfy { $0.index < columnCount && $0.value.isFinite })
        objectives.append(terms)
    }

    /// The outcome of a solve: the values of the columns and of the objectives at the optimum,
    /// and the basic columns there (a warm start for an exact solve).
    enum Outcome<Scalar: OracleScalar> {
        case infeasible
        case optimal(values: [Scalar], objectives: [Scalar], basis: [Int])
        /// (``ExactSimplex`` with `stopBelow` only.) Objective `objective` reaches `value`,
        /// below zero or below its bound, at `values`; the objectives before it are at their
        /// minimum, zero.
        case stopped(objective: Int, values: [Scalar], value: Scalar)
        /// No answer: the objective is unbounded below, or the work allowed ran out.
        case undecided(String)
    }

    // MARK: The dense simplex

    /// Solves with the dense two-phase simplex (``DenseTableau``): phase 1 minimises the sum of
    /// one artificial column per row (rows scaled by a power of two to a largest coefficient
    /// in [1, 2) — exact in either arithmetic — and negated to a non-negative right-hand
    /// side); then each objective in turn, after which every column whose reduced cost is
    /// positive is fixed at zero, which keeps that optimum while the next is minimised.
    ///
    /// `perturbed` (doubles only, for a warm start) moves the right-hand side to `b + A·ξ`
    /// for a tiny `ξ > 0`, a different amount for every column (about 1e-8 of the largest
    /// `|b|`, at least 1e-8): the textbook cure for degeneracy — no basic value sits at zero,
    /// so no pivot is a step of length zero and the simplex neither stalls nor cycles — in a
    /// form that keeps a feasible program feasible (`z + ξ` solves the new one; moving `b`
    /// itself would break dependent rows). The basis it ends with is optimal for a program a
    /// little off the one given, which is all a warm start needs: the exact simplex takes it
    /// from there.
    ///
    /// The values and objectives returned are always those of the program as given, at the
    /// basis found (with `perturbed`, that basis's values for the unperturbed right-hand side,
    /// which may dip below zero by the perturbation's size).
    @_specialize(where Scalar == Double)
    func solve<Scalar: OracleScalar>(
        as _: Scalar.Type = Scalar.self, iterationLimit: Int? = nil,
        perturbed: Bool = false
    ) -> Outcome<Scalar> {
        let iterationLimit = iterationLimit ?? 50 * (rowCount + columnCount) + 1_000
        let width = columnCount + rowCount
        var dense: [[Scalar]] = [], b: [Scalar] = [], unperturbed: [Scalar] = []
        var rhsScale = 0.0
        let perturbation = perturbed ? 1e-8 * max(1, rhs.reduce(0.0) { max($0, abs($1)) }) : 0
        // ξⱼ: the golden ratio's multiples mod 1 give every column its own amount.
        let xi = (0..<columnCount).map {
            perturbation * (1 + (Double($0 + 1) * 0.6180339887498949).truncatingRemainder(dividingBy: 1))
        }
        for (index, terms) in rows.enumerated() {
            var row = Array(repeating: Scalar.zero, count: width)
            for term in terms { row[term.index] = row[term.index] + Scalar(term.value) }
            var original = Scalar(rhs[index])
            var value = original
            if perturbation > 0 { value = value + Scalar(terms.reduce(0.0) { $0 + $1.value * xi[$1.index] }) }
            let largest = row.reduce(0.0) { max($0, abs($1.doubleValue)) }
            if largest > 0 {
                let scale = Scalar(Double(sign: .plus, exponent: -largest.exponent, significand: 1))
                row = row.map { $0 * scale }
                value = value * scale
                original = original * scale
            }
            if value.sign < 0 {
                row = row.map { -$0 }
                value = -value
                original = -original
            }
            row[columnCount + index] = .one
            dense.append(row)
            b.append(value)
            unperturbed.append(original)
            rhsScale += abs(value.doubleValue)
        }
        var tableau = DenseTableau(
            columnCount: width, rows: dense, rhs: b, shadow: unperturbed, basis: Array(columnCount..<width))
        var cost = Array(repeating: Scalar.zero, count: width)
        for column in columnCount..<width { cost[column] = .one }
        switch tableau.minimize(cost, iterationLimit: iterationLimit) {
        case .optimal: break
        case .unbounded: return .undecided("phase 1 unbounded, which non-negative columns rule out")
        case .iterationLimit: return .undecided("phase 1 beyond \(iterationLimit) pivots")
        }
        if !Scalar.isExact { tableau.refresh() }
        if Scalar.settled(tableau.objective(cost), scale: rhsScale).sign != 0 { return .infeasible }
        // Drive every artificial column still basic (at zero) out, or drop its row (redundant).
        var row = 0
        while row < tableau.rowCount {
            if tableau.basis[row] >= columnCount {
                let largest = (0..<columnCount).reduce(0.0) { max($0, abs(tableau[row, $1].doubleValue)) }
                func pivotable(_ entry: Scalar) -> Bool {
                    Scalar.isExact ? entry.sign != 0 : abs(entry.doubleValue) > Double.oraclePivotTolerance * largest
                }
                if let column = (0..<columnCount).first(where: { pivotable(tableau[row, $0]) }) {
                    tableau.pivot(row: row, column: column)
                } else {
                    tableau.removeRow(row)
                    continue
                }
            }
            row += 1
        }
        for column in columnCount..<width { tableau.allowed[column] = false }

        var costs: [[Scalar]] = []
        for (level, terms) in objectives.enumerated() {
            var cost = Array(repeating: Scalar.zero, count: width)
            for term in terms { cost[term.index] = cost[term.index] + Scalar(term.value) }
            costs.append(cost)
            switch tableau.minimize(cost, iterationLimit: iterationLimit) {
            case .optimal: if !Scalar.isExact { tableau.refresh() }
            case .unbounded: return .undecided("objective \(level) is unbounded below")
            case .iterationLimit: return .undecided("objective \(level) beyond \(iterationLimit) pivots")
            }
            let reduced = tableau.reducedCosts(cost)
            for column in 0..<width where reduced[column].sign > 0 && !tableau.isBasic(column) {
                tableau.allowed[column] = false
            }
        }
        let z = tableau.solution(shadow: true)
        let objectiveValues = costs.map { cost in
            (0..<width).reduce(Scalar.zero) { cost[$1].sign == 0 ? $0 : $0 + cost[$1] * z[$1] }
        }
        return .optimal(
            values: Array(z[0..<columnCount]), objectives: objectiveValues,
            basis: tableau.basis.filter { $0 < columnCount })
    }

    // MARK: Exactly, from the doubles' answer

    /// Solves exactly: first with the dense simplex in doubles, then with ``ExactSimplex``
    /// started from the basis the doubles ended with — which it checks exactly (primal
    /// feasible, every reduced-cost vector lexicographically non-negative) and repairs with
    /// exact pivots where it is not — or from scratch when that basis is singular or
    /// infeasible. `.undecided` when that takes more exact work than `budget` allows.
    /// With `stopBelow`, see ``ExactSimplex/solve(warmStart:stopBelow:)``.
    /// `warmStart`, when given, is that basis (from a perturbed double solve made before).
    func solveExactly(warmStart: [Int]? = nil, budget: ExactBudget = ExactBudget(), stopBelow: [Double]? = nil)
        -> Outcome<Rational>
    {
        var warm = warmStart
        if warm == nil, case .optimal(_, _, let basis) = solve(as: Double.self, perturbed: true) { warm = basis }
        var simplex = ExactSimplex(self, budget: budget)
        return simplex.solve(warmStart: warm, stopBelow: stopBelow?.map { Rational(exactly: $0) })
    }
}
