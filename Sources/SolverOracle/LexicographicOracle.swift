/// The lexicographic optimum of an ``OracleProblem``, found by a plain dense two-phase simplex
/// (preemptive goal programming): phase 1 finds values for the required constraints; then, for
/// each priority from the highest down, the primal simplex minimises that priority's summed
/// error, and every column whose reduced cost is then positive is fixed at zero, which keeps
/// each earlier optimum while the later priorities are minimised.
///
/// Independent of the solver it checks by construction: it shares no code with it, keeps
/// every number of the tableau, and recomputes every reduced cost from scratch. With
/// ``Rational`` it is exact; with `Double` it reads signs with ``Double/oracleTolerance``.
public enum LexicographicOracle {
    public enum Outcome<Scalar: OracleScalar> {
        /// The required constraints cannot all hold.
        case infeasible
        /// `levelErrors[k]` is the optimal summed error of the `k`th priority of
        /// ``OracleProblem/levels``; `values`, one optimal assignment of the variables.
        case optimal(levelErrors: [Scalar], values: [Scalar])
        /// The arithmetic broke down (only with doubles): no verdict.
        case undecided(String)
    }

    public static func solve<Scalar: OracleScalar>(_ problem: OracleProblem, as: Scalar.Type = Scalar.self) -> Outcome<
        Scalar
    > {
        var layout = ColumnLayout(problem)
        guard var tableau = phaseOne(problem, &layout, Scalar.self) else { return .infeasible }
        var levelErrors: [Scalar] = []
        for level in problem.levels {
            var cost = Array(repeating: Scalar.zero, count: tableau.columnCount)
            for (index, constraint) in problem.constraints.enumerated()
            where constraint.priority == level && !constraint.isRequired {
                for column in layout.errorColumns[index] { cost[column] = .one }
            }
            switch tableau.minimize(cost) {
            case .optimal: if !Scalar.isExact { tableau.refresh() }
            case .unbounded:
                return .undecided("priority \(level) is unbounded below, which non-negative errors rule out")
            case .iterationLimit: return .undecided("no optimum for priority \(level) within the iteration limit")
            }
            levelErrors.append(tableau.objective(cost))
            let reduced = tableau.reducedCosts(cost)
            for column in 0..<tableau.columnCount where reduced[column].sign > 0 && !tableau.isBasic(column) {
                tableau.allowed[column] = false
            }
        }
        let z = tableau.solution
        let values = (0..<problem.variableCount).map { z[2 * $0] - z[2 * $0 + 1] }
        return .optimal(levelErrors: levelErrors, values: values)
    }

    /// Whether the required constraints of `problem` can all hold.
    public static func requiredAreFeasible<Scalar: OracleScalar>(_ problem: OracleProblem, as: Scalar.Type) -> Bool {
        var layout = ColumnLayout(problem)
        return phaseOne(problem, &layout, Scalar.self) != nil
    }

    /// Builds the tableau and minimises the sum of one artificial column per row; nil when
    /// that sum cannot reach zero (the required constraints are infeasible). The artificial
    /// columns are then out of the basis (or their rows, redundant, removed) and not allowed.
    static func phaseOne<Scalar: OracleScalar>(
        _ problem: OracleProblem, _ layout: inout ColumnLayout,
        _: Scalar.Type
    ) -> DenseTableau<Scalar>? {
        let rowCount = problem.constraints.count
        let realColumns = layout.columnCount
        let width = realColumns + rowCount
        var rows: [[Scalar]] = [], rhs: [Scalar] = []
        for (index, constraint) in problem.constraints.enumerated() {
            var row = layout.row(index, of: constraint, width: width, Scalar.self)
            var b = Scalar(-constraint.constant)
            // Scale the row to a largest entry of 1 (it is an equation: scaling keeps its
            // meaning) and make its right-hand side non-negative for the artificial basis.
            // (A power of two, so the scaling is exact in either arithmetic.)
            let largest = row.map { abs($0.doubleValue) }.max() ?? 0
            if largest > 0 {
                let scale = Scalar(Double(sign: .plus, exponent: -largest.exponent, significand: 1))
                row = row.map { $0 * scale }
                b = b * scale
            }
            if b < Scalar.zero {
                row = row.map { -$0 }
                b = -b
            }
            row[realColumns + index] = .one
            rows.append(row)
            rhs.append(b)
        }
        var tableau = DenseTableau(columnCount: width, rows: rows, rhs: rhs, basis: Array(realColumns..<width))
        var cost = Array(repeating: Scalar.zero, count: width)
        for column in realColumns..<width { cost[column] = .one }
        guard case .optimal = tableau.minimize(cost), tableau.objective(cost).sign == 0 else { return nil }
        // Drive every artificial column still basic (at zero) out, or drop its row.
        var row = 0
        while row < tableau.rowCount {
            if tableau.basis[row] >= realColumns {
                if let column = (0..<realColumns).first(where: { tableau[row, $0].sign != 0 }) {
                    tableau.pivot(row: row, column: column)
                } else {
                    tableau.removeRow(row)
                    continue
                }
            }
            row += 1
        }
        for column in realColumns..<width { tableau.allowed[column] = false }
        return tableau
    }
}

/// Which tableau column is what: each variable `j` is `z[2j] - z[2j+1]` (two non-negative
/// columns), then each constraint's slack (inequalities) and errors (non-required ones).
struct ColumnLayout {
    private(set) var columnCount: Int
    private(set) var slackColumn: [Int?] = []
    private(set) var errorColumns: [[Int]] = []

    init(_ problem: OracleProblem) {
        columnCount = 2 * problem.variableCount
        for constraint in problem.constraints {
            if constraint.relation != .equal {
                slackColumn.append(columnCount)
                columnCount += 1
            } else {
                slackColumn.append(nil)
            }
            let errors = constraint.isRequired ? 0 : (constraint.relation == .equal ? 2 : 1)
            errorColumns.append(Array(columnCount..<columnCount + errors))
            columnCount += errors
        }
    }

    /// The constraint as an equation over the columns (its right-hand side is `-constant`):
    ///
    ///     e <= 0:  e + s - err = -c        e >= 0:  e - s + err = -c
    ///     e == 0:  e - err⁺ + err⁻ = -c    (required ones have no err)
    func row<Scalar: OracleScalar>(
        _ index: Int, of constraint: OracleProblem.Constraint, width: Int,
        _: Scalar.Type
    ) -> [Scalar] {
        var row = Array(repeating: Scalar.zero, count: width)
        for term in constraint.terms {
            row[2 * term.variable] = row[2 * term.variable] + Scalar(term.coefficient)
            row[2 * term.variable + 1] = row[2 * term.variable + 1] - Scalar(term.coefficient)
        }
        let errors = errorColumns[index]
        switch constraint.relation {
        case .lessThanOrEqual:
            row[slackColumn[index]!] = .one
            if let error = errors.first { row[error] = -.one }
        case .greaterThanOrEqual:
            row[slackColumn[index]!] = -.one
            if let error = errors.first { row[error] = .one }
        case .equal:
            if errors.count == 2 {
                row[errors[0]] = -.one
                row[errors[1]] = .one
            }
        }
        return row
    }
}
