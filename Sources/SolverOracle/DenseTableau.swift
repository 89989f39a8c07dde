/// A dense simplex tableau over non-negative columns: `T z = b`, `z >= 0`, one basic column
/// per row. Textbook and slow on purpose: every reduced cost is computed afresh from the
/// tableau, and Bland's rule (lowest column enters, ties in the ratio test to the lowest basic
/// column) rules out cycling.
struct DenseTableau<Scalar: OracleScalar> {
    private(set) var rowCount: Int
    let columnCount: Int
    /// Row-major, `rowCount × columnCount`.
    private var entries: [Scalar]
    private(set) var rhs: [Scalar]
    /// The basic column of each row.
    private(set) var basis: [Int]
    /// Columns that may enter the basis; a column not allowed and not basic stays at zero.
    var allowed: [Bool]

    init(columnCount: Int, rows: [[Scalar]], rhs: [Scalar], basis: [Int]) {
        rowCount = rows.count
        self.columnCount = columnCount
        entries = rows.flatMap { $0 }
        self.rhs = rhs
        self.basis = basis
        allowed = Array(repeating: true, count: columnCount)
    }

    subscript(row: Int, column: Int) -> Scalar {
        entries[row * columnCount + column]
    }

    func isBasic(_ column: Int) -> Bool { basis.contains(column) }

    /// `cⱼ - Σᵢ c_basis(i) · Tᵢⱼ` for every column: how the objective `c·z` changes per unit
    /// column `j` rises while the basic columns follow.
    func reducedCosts(_ cost: [Scalar]) -> [Scalar] {
        var result = cost
        for row in 0..<rowCount {
            let weight = cost[basis[row]]
            if weight.sign == 0 { continue }
            for column in 0..<columnCount {
                let entry = self[row, column]
                if entry.sign != 0 { result[column] = result[column] - weight * entry }
            }
        }
        return result
    }

    /// The objective `c·z` at the current basic solution.
    func objective(_ cost: [Scalar]) -> Scalar {
        (0..<rowCount).reduce(Scalar.zero) { $0 + cost[basis[$1]] * rhs[$1] }
    }

    /// Makes `column` basic in `row` (Gauss-Jordan elimination on the whole tableau).
    mutating func pivot(row: Int, column: Int) {
        let pivot = self[row, column]
        for k in 0..<columnCount { entries[row * columnCount + k] = self[row, k] / pivot }
        rhs[row] = rhs[row] / pivot
        for other in 0..<rowCount where other != row {
            let factor = self[other, column]
            if factor.sign == 0 { continue }
            for k in 0..<columnCount {
                let entry = self[row, k]
                if entry.sign != 0 { entries[other * columnCount + k] = self[other, k] - factor * entry }
            }
            entries[other * columnCount + column] = .zero
            rhs[other] = rhs[other] - factor * rhs[row]
        }
        basis[row] = column
    }

    enum Outcome { case optimal, unbounded, iterationLimit }

    /// Minimises `c·z` over the allowed columns with the primal simplex (the current basis must
    /// be feasible: `b >= 0`).
    mutating func minimize(_ cost: [Scalar], iterationLimit: Int = 100_000) -> Outcome {
        for _ in 0..<iterationLimit {
            let reduced = reducedCosts(cost)
            guard let entering = (0..<columnCount).first(where: {
                allowed[$0] && reduced[$0].sign < 0 && !isBasic($0)
            }) else { return .optimal }
            guard let leaving = leavingRow(for: entering) else { return .unbounded }
            pivot(row: leaving, column: entering)
        }
        return .iterationLimit
    }

    /// The ratio test: the row whose basic column reaches zero first as `column` rises; ties to
    /// the lowest basic column (Bland).
    func leavingRow(for column: Int) -> Int? {
        var best: (row: Int, ratio: Scalar)?
        for row in 0..<rowCount where self[row, column].sign > 0 {
            let ratio = rhs[row] / self[row, column]
            if let current = best {
                if ratio < current.ratio || (!(current.ratio < ratio) && basis[row] < basis[current.row]) {
                    best = (row, ratio)
                }
            } else {
                best = (row, ratio)
            }
        }
        return best?.row
    }

    /// Removes a row (one found redundant).
    mutating func removeRow(_ row: Int) {
        entries.removeSubrange(row * columnCount ..< (row + 1) * columnCount)
        rhs.remove(at: row)
        basis.remove(at: row)
        rowCount -= 1
    }

    /// The value of every column at the current basic solution.
    var solution: [Scalar] {
        var values = Array(repeating: Scalar.zero, count: columnCount)
        for row in 0..<rowCount { values[basis[row]] = rhs[row] }
        return values
    }
}
