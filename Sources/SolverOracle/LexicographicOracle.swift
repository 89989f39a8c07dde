/// The lexicographic optimum of an ``OracleProblem`` (preemptive goal programming): the
/// required constraints hold; then the summed error of the highest priority is as small as it
/// can be; then, holding that, the next priority's; and so on.
///
/// The problem becomes one ``LinearProgram`` (see ``ColumnLayout``): each variable the
/// difference of two non-negative columns, each inequality a slack column, each non-required
/// constraint its error columns, one objective per priority (the sum of its error columns).
///
/// - ``solve(_:as:)`` is the plain dense two-phase simplex in either arithmetic; exact with
///   ``Rational`` but slow (every pivot rewrites the whole tableau of big fractions). It is
///   the reference the tests pin against optima worked out by hand.
/// - ``solveExactly(_:budget:)`` is exact at any size: the doubles find a basis, which
///   ``ExactSimplex`` proves optimal (or repairs) exactly.
///
/// Independent of the solver it checks by construction: it shares no code with it, keeps
/// every number of its tableau, and recomputes every reduced cost from scratch.
public enum LexicographicOracle {
    public enum Outcome<Scalar: OracleScalar> {
        /// The required constraints cannot all hold.
        case infeasible
        /// `levelErrors[k]` is the optimal summed error of the `k`th priority of
        /// ``OracleProblem/levels``; `values`, one optimal assignment of the variables.
        case optimal(levelErrors: [Scalar], values: [Scalar])
        /// No verdict: the arithmetic broke down (doubles) or the work allowed ran out.
        case undecided(String)
    }

    /// The dense simplex in `Scalar` arithmetic.
    public static func solve<Scalar: OracleScalar>(_ problem: OracleProblem, as: Scalar.Type = Scalar.self) -> Outcome<
        Scalar
    > {
        let layout = ColumnLayout(problem)
        return outcome(layout.program(problem).solve(as: Scalar.self), layout, problem)
    }

    /// Exactly, at any size: the doubles' final basis, proved optimal or repaired with at most
    /// the exact work of `budget` (``LinearProgram/solveExactly(warmStart:budget:stopBelow:)``).
    public static func solveExactly(_ problem: OracleProblem, budget: ExactBudget = ExactBudget()) -> Outcome<Rational>
    {
        let layout = ColumnLayout(problem)
        return outcome(layout.program(problem).solveExactly(budget: budget), layout, problem)
    }

    /// Whether the required constraints of `problem` can all hold (exactly, with `Rational`).
    public static func requiredAreFeasible<Scalar: OracleScalar>(_ problem: OracleProblem, as: Scalar.Type) -> Bool {
        let required = OracleProblem(
            variableCount: problem.variableCount, constraints: problem.constraints.filter(\.isRequired))
        if case .infeasible = solve(required, as: Scalar.self) { return false }
        return true
    }

    private static func outcome<Scalar>(
        _ result: LinearProgram.Outcome<Scalar>, _ layout: ColumnLayout,
        _ problem: OracleProblem
    ) -> Outcome<Scalar> {
        switch result {
        case .infeasible: return .infeasible
        case .undecided(let why): return .undecided(why)
        case .stopped: return .undecided("stopped")
        case .optimal(let z, let objectives, _):
            let values = (0..<problem.variableCount).map { z[2 * $0] - z[2 * $0 + 1] }
            return .optimal(levelErrors: objectives, values: values)
        }
    }
}

/// Which column of the oracle's ``LinearProgram`` is what: each variable `j` is
/// `z[2j] - z[2j+1]` (two non-negative columns), then each constraint's slack (inequalities)
/// and errors (non-required ones).
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

    /// The problem as a program. Constraint `i` is the row (right-hand side `-c`):
    ///
    ///     e <= 0:  e + s - err = -c        e >= 0:  e - s + err = -c
    ///     e == 0:  e - err⁺ + err⁻ = -c    (required ones have no err)
    ///
    /// and priority `k`'s objective is the sum of its constraints' error columns.
    func program(_ problem: OracleProblem) -> LinearProgram {
        var program = LinearProgram()
        for _ in 0..<columnCount { _ = program.addColumn() }
        for (index, constraint) in problem.constraints.enumerated() {
            var terms: [LinearProgram.Term] = []
            for term in constraint.terms {
                terms.append(.init(index: 2 * term.variable, value: term.coefficient))
                terms.append(.init(index: 2 * term.variable + 1, value: -term.coefficient))
            }
            let errors = errorColumns[index]
            switch constraint.relation {
            case .lessThanOrEqual:
                terms.append(.init(index: slackColumn[index]!, value: 1))
                if let error = errors.first { terms.append(.init(index: error, value: -1)) }
            case .greaterThanOrEqual:
                terms.append(.init(index: slackColumn[index]!, value: -1))
                if let error = errors.first { terms.append(.init(index: error, value: 1)) }
            case .equal:
                if errors.count == 2 {
                    terms.append(.init(index: errors[0], value: -1))
                    terms.append(.init(index: errors[1], value: 1))
                }
            }
            program.addRow(terms, rhs: -constraint.constant)
        }
        for level in problem.levels {
            var cost: [LinearProgram.Term] = []
            for (index, constraint) in problem.constraints.enumerated()
            where !constraint.isRequired && constraint.priority == level {
                cost += errorColumns[index].map { .init(index: $0, value: 1) }
            }
            program.addObjective(cost)
        }
        return program
    }
}
