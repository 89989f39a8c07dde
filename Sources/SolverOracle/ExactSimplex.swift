/// The exact simplex that decides the oracle's verdicts: a revised simplex over ``Rational``s
/// (it keeps `B⁻¹`, the inverse of the basic columns, exactly, and computes only the column
/// and the prices a step needs) for a ``LinearProgram``, started from a basis the double
/// simplex found.
///
/// Why this is enough to trust an answer: a basis `B` whose basic values `B⁻¹b` are all
/// `>= 0` and whose reduced costs `cₖⱼ - yₖ·Aⱼ` (`yₖ = c_B,k · B⁻¹`, one per objective) form,
/// for every non-basic column `j`, a vector `(c₁ⱼ - y₁·Aⱼ, c₂ⱼ - y₂·Aⱼ, …)` whose first non-zero
/// entry is positive, is lexicographically optimal: any feasible `z` has
/// `cₖ·z = cₖ·z* + Σⱼ dₖⱼ·zⱼ` (the sum over non-basic `j`, `zⱼ >= 0`), so the first objective
/// cannot go below its value at the basis; equality there forces `zⱼ = 0` wherever `d₁ⱼ > 0`;
/// then the same holds for the second objective on the columns left, and so on. Computed
/// exactly, that check is a proof.
///
/// The objectives are minimised one after the other, as the dense simplex does: objective `k`
/// over the columns whose reduced costs for the objectives before it are all zero (a column
/// with a positive one is fixed at zero from then on; entering columns have zero reduced costs
/// for the earlier objectives, so those never change again). At the end every non-basic
/// column's vector is lexicographically non-negative: the proof above. Each objective starts
/// with Dantzig's rule (the most negative reduced cost enters: few pivots from a basis that is
/// nearly right) and turns to Bland's rule after 50 pivots (the lowest column with a negative
/// reduced cost enters, ties in the ratio test go to the lowest basic column), which cannot
/// cycle.
///
/// When the warm basis is not even feasible (the doubles read a value of -10⁻¹⁷ as zero), one
/// artificial column `a₀` with `B⁻¹a₀ = -w` (`wᵢ = 1` on the rows whose value is negative)
/// enters at the most negative row, which lifts every negative value to zero or above at once,
/// and phase 1 minimises it away (the textbook single-artificial start). Without a warm start
/// the basis is one artificial column per row (`±eᵢ`, the sign of its right-hand side) and
/// phase 1 minimises their sum. After phase 1 the artificial columns are fixed at zero: one
/// still basic (its row redundant) leaves at the first pivot whose column touches its row.
/// How much exact work one answer may take: simplex pivots, and time (the numbers of an exact
/// pivot can grow to thousands of digits with full-precision coefficients). Past either, the
/// answer is "undecided" — never a guess.
public struct ExactBudget: Sendable, CustomStringConvertible {
    public var pivots: Int
    public var time: Duration
    /// Whether the doubles may clear a case with no exact work (a screen that may miss a
    /// failure, never invent one: everything it lets through to a verdict is decided
    /// exactly). False decides every case exactly — slow, for tests of the screens.
    public var screens: Bool
    public init(pivots: Int = 2_000, time: Duration = .seconds(20), screens: Bool = true) {
        self.pivots = pivots
        self.time = time
        self.screens = screens
    }
    public var description: String { "\(pivots) pivots, \(time)" }
}

struct ExactSimplex {
    private let columnCount: Int
    private let rowCount: Int
    /// The real columns, by column: `(row, value)` with repeated rows added up.
    private let columns: [[(row: Int, value: Rational)]]
    private let rhs: [Rational]
    /// Each objective's cost of each real column.
    private let costs: [[Rational]]
    /// The sign of each row's artificial column (that of its right-hand side, + for zero).
    private let artificialSign: [Rational]

    /// The basic column of each row; `columnCount + i` is row `i`'s artificial column.
    private var basis: [Int]
    private var isBasic: [Bool]
    /// `B⁻¹`, row by row: `inverse[i][k]` is its entry in row `i`, column `k`.
    private var inverse: [[Int: Rational]]
    /// `B⁻¹b`: the value of each row's basic column.
    private var values: [Rational]
    /// After phase 1: artificial columns stay at zero.
    private var artificialsFixed = false
    private(set) var pivots = 0
    let budget: ExactBudget
    private let deadline: ContinuousClock.Instant

    init(_ program: LinearProgram, budget: ExactBudget) {
        columnCount = program.columnCount
        rowCount = program.rowCount
        var byColumn = Array(repeating: [Int: Rational](), count: program.columnCount)
        for (row, terms) in program.rows.enumerated() {
            for term in terms {
                byColumn[term.index][row, default: .zero] =
                    byColumn[term.index][row, default: .zero] + Rational(exactly: term.value)
            }
        }
        columns = byColumn.map {
            $0.filter { !$0.value.isZero }.sorted { $0.key < $1.key }.map { (row: $0.key, value: $0.value) }
        }
        rhs = program.rhs.map { Rational(exactly: $0) }
        costs = program.objectives.map { terms in
            var cost = Array(repeating: Rational.zero, count: program.columnCount)
            for term in terms { cost[term.index] = cost[term.index] + Rational(exactly: term.value) }
            return cost
        }
        artificialSign = rhs.map { $0.signum < 0 ? -.one : .one }
        self.budget = budget
        deadline = ContinuousClock.now + budget.time
        basis = []
        isBasic = []
        inverse = []
        values = []
        startFromArtificials()
    }

    /// The basis of artificial columns: `B = diag(±1)`, its own inverse, `B⁻¹b = |b|`.
    /// (Column `columnCount + rowCount` is the lifting column of a warm start, never basic here.)
    private mutating func startFromArtificials() {
        basis = (0..<rowCount).map { columnCount + $0 }
        isBasic = Array(repeating: false, count: columnCount) + Array(repeating: true, count: rowCount) + [false]
        inverse = (0..<rowCount).map { [$0: artificialSign[$0]] }
        values = (0..<rowCount).map { rhs[$0] * artificialSign[$0] }
        artificialsFixed = false
    }

    private func isArtificial(_ column: Int) -> Bool { column >= columnCount }

    private func column(_ j: Int) -> [(row: Int, value: Rational)] {
        isArtificial(j) ? [(j - columnCount, artificialSign[j - columnCount])] : columns[j]
    }

    /// `B⁻¹Aⱼ`: how each basic value moves per unit column `j` rises (with the sign flipped).
    private func solveColumn(_ j: Int) -> [Rational] {
        let entries = column(j)
        return inverse.map { row in
            entries.reduce(Rational.zero) { sum, entry in
                guard let weight = row[entry.row] else { return sum }
                return sum + weight * entry.value
            }
        }
    }

    /// `y = c_B · B⁻¹` for the cost `cost(column)`: the price of each row.
    private func prices(_ cost: (Int) -> Rational) -> [Int: Rational] {
        var y: [Int: Rational] = [:]
        for row in 0..<rowCount {
            let weight = cost(basis[row])
            if weight.isZero { continue }
            for (k, entry) in inverse[row] { y[k, default: .zero] = y[k, default: .zero] + weight * entry }
        }
        return y
    }

    private func reducedCost(_ j: Int, _ cost: (Int) -> Rational, _ y: [Int: Rational]) -> Rational {
        column(j).reduce(cost(j)) { sum, entry in
            guard let price = y[entry.row] else { return sum }
            return sum - price * entry.value
        }
    }

    /// Makes column `j` (with `B⁻¹Aⱼ = alpha`) basic in row `r`.
    private mutating func pivot(row r: Int, column j: Int, alpha: [Rational]) {
        let pivot = alpha[r]
        var pivotRow: [Int: Rational] = [:]
        for (k, entry) in inverse[r] { pivotRow[k] = entry / pivot }
        let step = values[r] / pivot
        for i in 0..<rowCount where i != r && !alpha[i].isZero {
            let factor = alpha[i]
            for (k, entry) in pivotRow {
                let updated = inverse[i][k, default: .zero] - factor * entry
                inverse[i][k] = updated.isZero ? nil : updated
            }
            values[i] = values[i] - factor * step
        }
        inverse[r] = pivotRow
        values[r] = step
        isBasic[basis[r]] = false
        basis[r] = j
        isBasic[j] = true
    }

    enum Outcome {
        case optimal
        case unbounded
        case budgetExceeded
        /// `shouldStop` said so.
        case stopped
    }

    /// Minimises `cost` over the non-basic real columns still `allowed` (an artificial column
    /// that has left never re-enters); `shouldStop(value)` is asked at every basis with the
    /// objective's value there.
    private mutating func minimize(
        _ cost: (Int) -> Rational, allowed: [Bool],
        shouldStop: (Rational) -> Bool = { _ in false }
    ) -> Outcome {
        var phasePivots = 0
        while true {
            if shouldStop(objectiveValue(cost)) { return .stopped }
            let y = prices(cost)
            var entering: (column: Int, cost: Rational)? = nil
            for j in 0..<columnCount where allowed[j] && !isBasic[j] {
                let d = reducedCost(j, cost, y)
                guard d.signum < 0 else { continue }
                if let best = entering, !(d < best.cost) { continue }
                entering = (j, d)
                if phasePivots >= 50 { break } // Bland: the lowest such column
            }
            guard let j = entering?.column else { return .optimal }
            if pivots >= budget.pivots || ContinuousClock.now > deadline { return .budgetExceeded }
            let alpha = solveColumn(j)
            var leaving: (row: Int, ratio: Rational)? = nil
            for i in 0..<rowCount {
                let ratio: Rational
                if artificialsFixed && isArtificial(basis[i]) {
                    guard !alpha[i].isZero else { continue }
                    ratio = .zero // fixed at zero: it leaves before anything moves
                } else {
                    guard alpha[i].signum > 0 else { continue }
                    ratio = values[i] / alpha[i]
                }
                if let best = leaving {
                    if ratio < best.ratio || (ratio == best.ratio && basis[i] < basis[best.row]) {
                        leaving = (i, ratio)
                    }
                } else {
                    leaving = (i, ratio)
                }
            }
            guard let leave = leaving else { return .unbounded }
            pivot(row: leave.row, column: j, alpha: alpha)
            pivots += 1
            phasePivots += 1

        }
    }

    /// `c·z` at the current basis.
    private func objectiveValue(_ cost: (Int) -> Rational) -> Rational {
        (0..<rowCount).reduce(Rational.zero) { sum, row in
            let weight = cost(basis[row])
            return weight.isZero ? sum : sum + weight * values[row]
        }
    }

    /// Puts the columns of `warm` into the basis in place of artificial ones, in order, each
    /// in the first row still held by an artificial column where it has a non-zero entry
    /// (columns that fit nowhere are left out: that basis was singular). Then, if some basic
    /// value is negative, lifts them all with the extra artificial column (see above).
    private mutating func crash(_ warm: [Int]) {
        for j in warm.sorted() where j < columnCount && !isBasic[j] {
            let alpha = solveColumn(j)
            guard let row = (0..<rowCount).first(where: { isArtificial(basis[$0]) && !alpha[$0].isZero }) else {
                continue
            }
            pivot(row: row, column: j, alpha: alpha)
        }
        // Fresh values from B⁻¹ (the pivots above do not keep them non-negative).
        values = inverse.map { row in row.reduce(Rational.zero) { $0 + $1.value * rhs[$1.key] } }
        let negative = (0..<rowCount).filter { values[$0].signum < 0 }
        guard let lowest = negative.min(by: { values[$0] < values[$1] }) else { return }
        var alpha = Array(repeating: Rational.zero, count: rowCount)
        for row in negative { alpha[row] = -.one }
        pivot(row: lowest, column: columnCount + rowCount, alpha: alpha)
    }

    /// Solves the program: from `warmStart` (see ``crash(_:)``) or from the artificial basis;
    /// phase 1 when an artificial column is basic at a positive value; then the objectives in
    /// turn.
    ///
    /// With `stopBelow`, the search for a lexicographic optimum becomes the search for the
    /// first objective that can go below zero: it stops at the first objective `k` whose value
    /// at a basis reached while minimising it is below `stopBelow[k]`, or whose minimum is
    /// below zero (`.stopped`; the objectives before `k` are at their minimum, zero).
    mutating func solve(warmStart: [Int]?, stopBelow: [Rational]? = nil) -> LinearProgram.Outcome<Rational> {
        if let warm = warmStart { crash(warm) }
        let realColumns = columnCount, costs = self.costs
        var allowed = Array(repeating: true, count: columnCount)
        if (0..<rowCount).contains(where: { isArtificial(basis[$0]) && !values[$0].isZero }) {
            switch minimize({ $0 >= realColumns ? .one : .zero }, allowed: allowed) {
            case .optimal, .stopped: break
            case .unbounded: return .undecided("phase 1 unbounded, which non-negative columns rule out")
            case .budgetExceeded: return .undecided("phase 1 beyond the exact budget (\(budget))")
            }
            let infeasibility = (0..<rowCount).reduce(Rational.zero) { isArtificial(basis[$1]) ? $0 + values[$1] : $0 }
            if !infeasibility.isZero { return .infeasible }
        }
        artificialsFixed = true
        var objectiveValues: [Rational] = []
        for (k, cost) in costs.enumerated() {
            let price: (Int) -> Rational = { $0 >= realColumns ? .zero : cost[$0] }
            let bound = stopBelow?[k]
            switch minimize(price, allowed: allowed, shouldStop: { value in bound.map { value < $0 } ?? false }) {
            case .optimal: break
            case .stopped: return .stopped(objective: k, values: realValues, value: objectiveValue(price))
            case .unbounded: return .undecided("objective \(k) is unbounded below")
            case .budgetExceeded: return .undecided("objective \(k) beyond the exact budget (\(budget))")
            }
            let value = objectiveValue(price)
            if stopBelow != nil && value.signum < 0 { return .stopped(objective: k, values: realValues, value: value) }
            objectiveValues.append(value)
            let y = prices(price)
            for j in 0..<columnCount where allowed[j] && !isBasic[j] && reducedCost(j, price, y).signum > 0 {
                allowed[j] = false
            }
        }
        return .optimal(values: realValues, objectives: objectiveValues, basis: basis.filter { $0 < columnCount })
    }

    /// The value of every real column at the current basis.
    private var realValues: [Rational] {
        var z = Array(repeating: Rational.zero, count: columnCount)
        for row in 0..<rowCount where !isArtificial(basis[row]) { z[basis[row]] = values[row] }
        return z
    }
}
