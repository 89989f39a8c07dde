/// The verdict on the solver's values: are they the exact lexicographic optimum of a problem
/// within tolerance of the one given? Decided exactly, from the solver's values alone.
///
/// ## The rule
///
/// Let `x̂` be the solver's values and `tᵢ` each constraint's tolerance (``ToleranceRule``).
/// Constraint `i` is *tight* at `x̂` when its left side `vᵢ = aᵢ·x̂ + cᵢ` is within `tᵢ` of zero.
/// Let `P̃` be the given problem with the constant of every tight constraint moved by at most
/// `tᵢ` so that `vᵢ` is exactly zero. The solver passes when
///
/// 1. every required constraint holds within `tᵢ` (then `x̂` is feasible for `P̃`), and
/// 2. `x̂` is lexicographically optimal for `P̃`, up to the optimality tolerance below.
///
/// The priorities are convex functions of `x` (sums of `|v|` and `max(0, ±v)`), so (2) is a
/// local question: `x̂` is optimal for `P̃` exactly when no direction `d` that keeps the tight
/// required constraints (`aᵢ·d = 0`, or `<= 0` / `>= 0` for an inequality at its bound)
/// has a lexicographically negative vector of directional derivatives
/// `(e₁'(x̂; d), e₂'(x̂; d), …)`. (Were some `y` lexicographically better, the segment from `x̂`
/// to `y` would be such a direction, by convexity; and a polyhedral function is linear along a
/// direction near `x̂`, so such a direction does improve.) Each derivative is a sum over the
/// priority's constraints: `±aᵢ·d` for one violated beyond `tᵢ`, nothing for an inequality
/// satisfied beyond `tᵢ`, and `|aᵢ·d|` or `max(0, ±aᵢ·d)` for a tight one. Minimising that
/// vector lexicographically over the directions with `‖d‖₁ <= 1` is a small linear program,
/// solved in doubles and, when the doubles see an improvement, exactly (``ExactSimplex``).
///
/// ## The optimality tolerance, and near ties
///
/// A double solver decides with rounded reduced costs. If priority `k` can be improved only
/// at a *rate* `ρₖ = -eₖ'(x̂; d) / Mₖ` (with `‖d‖₁ = 1` and `Mₖ = Σ ‖aᵢ‖∞` over the constraints
/// of priority `k` that are tight or violated) of at most η — the same η as the primal
/// tolerance — then moving every such constraint's coefficients by at most `η·‖aᵢ‖∞` makes
/// `x̂` optimal for priority `k` (`|δaᵢ·d| <= η·‖aᵢ‖∞·‖d‖₁`): such a *near tie* is within
/// rounding, and is no failure. But once a priority is optimal only within tolerance, which
/// point of that near-optimal set the solver took is a matter of rounding, and the lower
/// priorities can differ from the optimum by any amount (two vertices whose priority-`k`
/// errors differ by 10⁻¹² can differ by 10⁶ below): the lower priorities are then not judged.
/// A rate above η is a failure: no change of the constants within `tᵢ`, nor of the priority's
/// coefficients within η, makes `x̂` optimal.
///
/// ## Why not compare each priority's error with the optimum
///
/// Comparing each priority's summed error at `x̂` with the lexicographic optimum (within the
/// summed tolerances) — what this check did before — is not sound: a higher priority's error
/// may legitimately sit a hair above its optimum (a rounded value, inside its tolerance), and
/// the rates at which priorities trade can reach 10⁶ with these coefficients, so a lower one
/// can then lie far from "its" optimum either way. Nor does comparing with the optimum given
/// the higher priorities the solver achieved help: if a rounded value `ŷ = 10⁻¹⁰` (exact 0)
/// leaves priority `j` at `10⁻¹⁰` above its optimum, then "as good above" admits points that
/// spend that `10⁻¹⁰` on a lower priority at a rate of 10⁶, and the correct answer fails by
/// 10⁻⁴. The question asked here — is `x̂` the exact optimum of a nearby problem — never
/// compares values across priorities, so no trade-off rate enters it.
public enum LocalOptimality {
    /// Where each constraint stands at the solver's values.
    public enum Position: Sendable, Equatable {
        /// Left side within the tolerance of zero.
        case tight
        /// Left side above the tolerance (`v > t`).
        case above
        /// Left side below minus the tolerance (`v < -t`).
        case below
    }

    public enum Verdict: Sendable {
        /// The values are the lexicographic optimum of a problem within tolerance: proved
        /// exactly, or (`screened`) the doubles saw no way to improve any priority.
        case optimal(screened: Bool)
        /// Priority `level` (an index into ``OracleProblem/levels``) can be improved at `rate`
        /// (above η) along `direction` without making a higher one worse. Proved exactly.
        case improvable(level: Int, rate: Double, direction: [Double])
        /// Priority `level` can be improved only at a rate within η: optimal within rounding;
        /// the priorities below it are not judged.
        case nearTie(level: Int, rate: Double)
        /// The doubles saw an improvement that the exact check found not there (or within η).
        indirect case overruled(Verdict)
        case undecided(String)
    }

    /// Each constraint's position at `values`, with the tolerances `tolerances`. Exact: the
    /// left side is computed in doubles with an error bound, and exactly when that bound does
    /// not settle the comparison.
    public static func positions(_ problem: OracleProblem, _ values: [Double], tolerances: [Double]) -> [Position] {
        zip(problem.constraints, tolerances).map { constraint, tolerance in
            let computed = constraint.leftSide(values)
            // A sum of k rounded terms is within about k·u of the sum of their magnitudes.
            let bound = Double(2 * (constraint.terms.count + 2)) * 0x1p-53 * constraint.magnitude(values)
            if abs(computed) + bound <= tolerance { return .tight }
            if computed - bound > tolerance { return .above }
            if computed + bound < -tolerance { return .below }
            let exact = exactLeftSide(constraint, values), limit = Rational(exactly: tolerance)
            if limit < exact { return .above }
            if exact < -limit { return .below }
            return .tight
        }
    }

    /// `aᵢ·x + cᵢ` exactly, for the doubles `values`.
    public static func exactLeftSide(_ constraint: OracleProblem.Constraint, _ values: [Double]) -> Rational {
        constraint.terms.reduce(Rational(exactly: constraint.constant)) {
            $0 + Rational(exactly: $1.coefficient) * Rational(exactly: values[$1.variable])
        }
    }

    /// The indices of the required constraints violated beyond their tolerance.
    public static func violatedRequired(_ problem: OracleProblem, _ positions: [Position]) -> [Int] {
        problem.constraints.indices.filter { index in
            let constraint = problem.constraints[index]
            guard constraint.isRequired else { return false }
            switch (constraint.relation, positions[index]) {
            case (_, .tight), (.lessThanOrEqual, .below), (.greaterThanOrEqual, .above): return false
            default: return true
            }
        }
    }

    /// The verdict on `values` (whose required constraints must hold within tolerance; see
    /// ``violatedRequired(_:_:)``). The doubles screen first; an improvement they see is then
    /// decided exactly, within `budget`.
    public static func check(
        _ problem: OracleProblem, _ values: [Double], rule: ToleranceRule,
        budget: ExactBudget = ExactBudget()
    ) -> Verdict {
        let scale = rule.scale(problem, values)
        let tolerances = problem.constraints.map { rule.tolerance($0, scale: scale) }
        let positions = positions(problem, values, tolerances: tolerances)
        let cone = DirectionProgram(problem, positions)
        let threshold = cone.masses.map { rule.relative * $0 }

        // The doubles first: a direction they find is judged directly from the constraints.
        var warm: [Int]? = nil
        switch cone.program.solve(as: Double.self, perturbed: true) {
        case .optimal(let z, _, let basis):
            let direction = (0..<problem.variableCount).map { z[2 * $0] - z[2 * $0 + 1] }
            if budget.screens && !improvesInDoubles(problem, positions, direction, masses: cone.masses, rule: rule) {
                return .optimal(screened: true)
            }
            warm = basis
        case .infeasible, .undecided, .stopped:
            // d = 0 is feasible: a doubles verdict of infeasible is the rounding of the
            // perturbed solve. The exact simplex tries from scratch.
            break
        }

        // Exactly: the objectives in turn, stopping at the first that goes below zero.
        switch cone.program.solveExactly(warmStart: warm, budget: budget, stopBelow: threshold.map { -$0 }) {
        case .infeasible:
            return .undecided("the directions program is infeasible, which d = 0 rules out")
        case .undecided(let why):
            return .undecided("exact directions program: \(why)")
        case .optimal:
            return .overruled(.optimal(screened: false))
        case .stopped(let level, let z, let value):
            let rate = (-value).doubleValue / cone.masses[level]
            guard value < Rational(exactly: -threshold[level]) else {
                return .overruled(.nearTie(level: level, rate: rate))
            }
            let direction = (0..<problem.variableCount).map { (z[2 * $0] - z[2 * $0 + 1]).doubleValue }
            return .improvable(level: level, rate: rate, direction: direction)
        }
    }
}

extension LocalOptimality {
    /// The screen: whether `direction` (the doubles' answer to the directions program) keeps
    /// the tight required constraints and improves some priority at a rate beyond η/2 without
    /// first making a higher one worse — with its derivatives computed directly from the
    /// constraints, not read from the program's columns (which carry the perturbation and the
    /// rounding of the solve). Each `aᵢ·d` counts as zero within 10⁻⁹ of `Σⱼ |aᵢⱼ·dⱼ|`.
    /// A direction this rejects is not looked at exactly: the screen may miss an improvement
    /// the doubles cannot see, never invent one.
    static func improvesInDoubles(
        _ problem: OracleProblem, _ positions: [Position], _ direction: [Double],
        masses: [Double], rule: ToleranceRule
    ) -> Bool {
        let norm = direction.reduce(0) { $0 + abs($1) }
        guard norm > 0, norm.isFinite else { return false }
        let levels = problem.levels
        var derivative = Array(repeating: 0.0, count: levels.count), noise = derivative
        for (index, constraint) in problem.constraints.enumerated() {
            let s = constraint.terms.reduce(0.0) { $0 + $1.coefficient * direction[$1.variable] }
            let slack = 1e-9 * constraint.terms.reduce(0.0) { $0 + abs($1.coefficient * direction[$1.variable]) }
            let position = positions[index]
            if constraint.isRequired {
                guard position == .tight else { continue }
                switch constraint.relation {
                case .equal: if abs(s) > slack { return false }
                case .lessThanOrEqual: if s > slack { return false }
                case .greaterThanOrEqual: if s < -slack { return false }
                }
                continue
            }
            let change: Double
            switch (constraint.relation, position) {
            case (.equal, .tight): change = abs(s)
            case (.lessThanOrEqual, .tight): change = max(0, s)
            case (.greaterThanOrEqual, .tight): change = max(0, -s)
            case (.equal, .above), (.lessThanOrEqual, .above): change = s
            case (.equal, .below), (.greaterThanOrEqual, .below): change = -s
            case (.lessThanOrEqual, .below), (.greaterThanOrEqual, .above): continue
            }
            let level = levels.firstIndex(of: constraint.priority)!
            derivative[level] += change
            noise[level] += slack
        }
        for level in levels.indices {
            if derivative[level] < -noise[level] - 0.5 * rule.relative * masses[level] * norm { return true }
            if derivative[level] > noise[level] { return false }
        }
        return false
    }
}

/// The linear program of ``LocalOptimality``: the directions `d = d⁺ - d⁻` with `‖d‖₁ <= 1`
/// that keep the tight required constraints, and one objective per priority, its directional
/// derivative (with a column `u >= |aᵢ·d|` or `u >= max(0, ±aᵢ·d)` for each tight constraint).
struct DirectionProgram {
    var program = LinearProgram()
    /// `Mₖ = Σ ‖aᵢ‖∞` over the constraints of priority `k` that are tight or violated.
    var masses: [Double] = []

    init(_ problem: OracleProblem, _ positions: [LocalOptimality.Position]) {
        let n = problem.variableCount
        for _ in 0..<(2 * n) { _ = program.addColumn() }
        func direction(_ constraint: OracleProblem.Constraint, _ sign: Double) -> [LinearProgram.Term] {
            constraint.terms.flatMap { term in
                [
                    LinearProgram.Term(index: 2 * term.variable, value: sign * term.coefficient),
                    LinearProgram.Term(index: 2 * term.variable + 1, value: -sign * term.coefficient)
                ]
            }
        }
        // The derivative of each constraint's error, as terms, for the objectives.
        var derivative: [[LinearProgram.Term]] = Array(repeating: [], count: problem.constraints.count)
        for (index, constraint) in problem.constraints.enumerated() {
            let position = positions[index]
            if constraint.isRequired {
                guard position == .tight else { continue }
                switch constraint.relation {
                case .equal:
                    program.addRow(direction(constraint, 1), rhs: 0) // a·d = 0
                case .lessThanOrEqual:
                    let slack = program.addColumn()
                    program.addRow(direction(constraint, 1) + [.init(index: slack, value: 1)], rhs: 0) // a·d <= 0
                case .greaterThanOrEqual:
                    let slack = program.addColumn()
                    program.addRow(direction(constraint, 1) + [.init(index: slack, value: -1)], rhs: 0) // a·d >= 0
                }
                continue
            }
            switch (constraint.relation, position) {
            case (.equal, .tight):
                // u >= a·d and u >= -a·d.
                let u = program.addColumn(), p = program.addColumn(), q = program.addColumn()
                program.addRow(
                    [.init(index: u, value: 1), .init(index: p, value: -1)] + direction(constraint, -1), rhs: 0)
                program.addRow(
                    [.init(index: u, value: 1), .init(index: q, value: -1)] + direction(constraint, 1), rhs: 0)
                derivative[index] = [.init(index: u, value: 1)]
            case (.lessThanOrEqual, .tight), (.greaterThanOrEqual, .tight):
                // u >= ±a·d (and u >= 0): the error max(0, ±v) grows only one way.
                let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
                let u = program.addColumn(), p = program.addColumn()
                program.addRow(
                    [.init(index: u, value: 1), .init(index: p, value: -1)] + direction(constraint, -sign), rhs: 0)
                derivative[index] = [.init(index: u, value: 1)]
            case (.equal, .above), (.lessThanOrEqual, .above):
                derivative[index] = direction(constraint, 1) // error v
            case (.equal, .below), (.greaterThanOrEqual, .below):
                derivative[index] = direction(constraint, -1) // error -v
            case (.lessThanOrEqual, .below), (.greaterThanOrEqual, .above):
                break // satisfied: error 0 nearby
            }
        }
        // ‖d‖₁ <= 1.
        let normSlack = program.addColumn()
        program.addRow((0..<(2 * n)).map { .init(index: $0, value: 1) } + [.init(index: normSlack, value: 1)], rhs: 1)
        for level in problem.levels {
            var terms: [LinearProgram.Term] = [], mass = 0.0
            for (index, constraint) in problem.constraints.enumerated()
            where !constraint.isRequired && constraint.priority == level {
                terms += derivative[index]
                if !derivative[index].isEmpty { mass += constraint.terms.reduce(0.0) { max($0, abs($1.coefficient)) } }
            }
            program.addObjective(terms)
            masses.append(mass)
        }
    }
}
