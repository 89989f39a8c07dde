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
/// When the warm basis fails the check, Bland's rule continues from it — the lowest column
/// whose reduced-cost vector is lexicographically negative enters, ties in the ratio test go
/// to the lowest basic column — which is Bland's rule for the single objective
/// `Σₖ Mᴸ⁻ᵏ·cₖ` with `M` large enough to order every basis as the vectors do, so it cannot
/// cycle. Artificial columns (one per row, `±eᵢ`) start the basis when there is no usable
/// warm start (phase 1 minimises their sum); after phase 1 they are fixed at zero: one still
/// basic (its row redundant) leaves at the first pivot whose column touches its row.
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
    let pivotBudget: Int

    init(_ program: LinearProgram, pivotBudget: Int) {
        columnCount = program.columnCount
        rowCount = program.rowCount
        var byColumn = Array(repeating: [Int: Rational](), count: program.columnCount)
        for (row, terms) in program.rows.enumerated() {
            for term in terms { byColumn[term.index][row, default: .zero] = byColumn[term.index][row, default: .zero] + Rational(exactly: term.value) }
        }
        columns = byColumn.map { $0.filter { !$0.value.isZero }.sorted { $0.key < $1.key }.map { (row: $0.key, value: $0.value) } }
        rhs = program.rhs.map { Rational(exactly: $0) }
        costs = program.objectives.map { terms in
            var cost = Array(repeating: Rational.zero, count: program.columnCount)
            for term in terms { cost[term.index] = cost[term.index] + Rational(exactly: term.value) }
            return cost
        }
        artificialSign = rhs.map { $0.signum < 0 ? -.one : .one }
        self.pivotBudget = pivotBudget
        basis = []
        isBasic = []
        inverse = []
        values = []
        startFromArtificials()
    }

    /// The basis of artificial columns: `B = diag(±1)`, its own inverse, `B⁻¹b = |b|`.
    private mutating func startFromArtificials() {
        basis = (0..<rowCount).map { columnCount + $0 }
        isBasic = Array(repeating: false, count: columnCount) + Array(repeating: true, count: rowCount)
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
        case unbounded(objective: Int)
        case budgetExceeded
    }

    /// Bland's rule on the objectives `costs(k, column)` taken lexicographically, until every
    /// non-basic column's reduced-cost vector is lexicographically non-negative.
    private mutating func run(_ objectiveCount: Int, _ cost: (Int, Int) -> Rational) -> Outcome {
        while true {
            var y: [[Int: Rational]?] = Array(repeating: nil, count: objectiveCount)
            var entering: Int? = nil
            // Real columns only: an artificial column that has left never re-enters.
            search: for j in 0..<columnCount where !isBasic[j] {
                for k in 0..<objectiveCount {
                    if y[k] == nil { y[k] = prices { cost(k, $0) } }
                    let d = reducedCost(j, { cost(k, $0) }, y[k]!)
                    if d.signum < 0 { entering = j; break search }
                    if d.signum > 0 { continue search }
                }
            }
            guard let j = entering else { return .optimal }
            if pivots >= pivotBudget { return .budgetExceeded }
            let alpha = solveColumn(j)
            var leaving: (row: Int, ratio: Rational)? = nil
            for i in 0..<rowCount {
                let ratio: Rational
                if artificialsFixed && isArtificial(basis[i]) {
                    guard !alpha[i].isZero else { continue }
                    ratio = .zero  // fixed at zero: it leaves before anything moves
                } else {
                    guard alpha[i].signum > 0 else { continue }
                    ratio = values[i] / alpha[i]
                }
                if let best = leaving {
                    if ratio < best.ratio || (ratio == best.ratio && basis[i] < basis[best.row]) { leaving = (i, ratio) }
                } else {
                    leaving = (i, ratio)
                }
            }
            guard let leave = leaving else {
                let objective = (0..<objectiveCount).first { k in
                    let d = reducedCost(j, { cost(k, $0) }, y[k] ?? prices { cost(k, $0) })
                    return d.signum < 0
                } ?? 0
                return .unbounded(objective: objective)
            }
            pivot(row: leave.row, column: j, alpha: alpha)
            pivots += 1
        }
    }

    /// Puts the columns of `warm` into the basis in place of artificial ones, in order, each
    /// in the first row still held by an artificial column where it has a non-zero entry
    /// (columns that fit nowhere are left out: that basis was singular). True when the
    /// basis reached has every basic value `>= 0` and every artificial one `= 0`.
    private mutating func crash(_ warm: [Int]) -> Bool {
        for j in warm.sorted() where j < columnCount && !isBasic[j] {
            let alpha = solveColumn(j)
            guard let row = (0..<rowCount).first(where: { isArtificial(basis[$0]) && !alpha[$0].isZero }) else { continue }
            pivot(row: row, column: j, alpha: alpha)
        }
        // Fresh values from B⁻¹ (the pivots above do not keep them non-negative).
        values = inverse.map { row in row.reduce(Rational.zero) { $0 + $1.value * rhs[$1.key] } }
        return (0..<rowCount).allSatisfy { values[$0].signum >= 0 && (!isArtificial(basis[$0]) || values[$0].isZero) }
    }

    /// Solves the program: from `warmStart` when that gives a feasible basis (no phase 1),
    /// else from the artificial basis.
    mutating func solve(warmStart: [Int]?) -> LinearProgram.Outcome<Rational> {
        var feasible = false
        if let warm = warmStart {
            feasible = crash(warm)
            if !feasible { startFromArtificials() }
        }
        let realColumns = columnCount, costs = self.costs
        if !feasible {
            switch run(1, { _, column in column >= realColumns ? .one : .zero }) {
            case .optimal: break
            case .unbounded: return .undecided("phase 1 unbounded, which non-negative columns rule out")
            case .budgetExceeded: return .undecided("phase 1 beyond \(pivotBudget) exact pivots")
            }
            let infeasibility = (0..<rowCount).reduce(Rational.zero) { isArtificial(basis[$1]) ? $0 + values[$1] : $0 }
            if !infeasibility.isZero { return .infeasible }
        }
        artificialsFixed = true
        switch run(costs.count, { k, column in column >= realColumns ? .zero : costs[k][column] }) {
        case .optimal: break
        case .unbounded(let objective): return .undecided("objective \(objective) is unbounded below")
        case .budgetExceeded: return .undecided("beyond \(pivotBudget) exact pivots")
        }
        var z = Array(repeating: Rational.zero, count: columnCount)
        for row in 0..<rowCount where !isArtificial(basis[row]) { z[basis[row]] = values[row] }
        let objectiveValues = costs.map { cost in (0..<columnCount).reduce(Rational.zero) { cost[$1].isZero ? $0 : $0 + cost[$1] * z[$1] } }
        return .optimal(values: z, objectives: objectiveValues, basis: basis.filter { $0 < columnCount })
    }
}
