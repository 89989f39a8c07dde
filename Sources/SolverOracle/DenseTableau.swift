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
    /// The rows as given, for ``refresh()``.
    private var originalEntries: [Scalar]
    private var originalRHS: [Scalar]

    init(columnCount: Int, rows: [[Scalar]], rhs: [Scalar], basis: [Int]) {
        rowCount = rows.count
        self.columnCount = columnCount
        entries = rows.flatMap { $0 }
        originalEntries = entries
        originalRHS = rhs
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
    ///
    /// Exactly, Bland's rule throughout. In doubles, the most negative reduced cost enters and
    /// the largest pivot among the rows that reach zero first leaves (Harris), the tableau is
    /// made afresh every 50 pivots, and past more pivots than rows Bland's rule takes over
    /// (it cannot cycle).
    mutating func minimize(_ cost: [Scalar], iterationLimit: Int = 100_000) -> Outcome {
        for iteration in 0..<iterationLimit {
            let careful = !Scalar.isExact && iteration < 50 + rowCount
            if !Scalar.isExact && iteration > 0 && iteration % 50 == 0 { refresh() }
            let reduced = reducedCosts(cost)
            let eligible = (0..<columnCount).filter { allowed[$0] && reduced[$0].sign < 0 && !isBasic($0) }
            guard let entering = careful ? eligible.min(by: { reduced[$0] < reduced[$1] }) : eligible.first else {
                return .optimal
            }
            guard let leaving = careful ? largestPivotRow(for: entering) : leavingRow(for: entering) else {
                return .unbounded
            }
            pivot(row: leaving, column: entering)
        }
        return .iterationLimit
    }

    /// The ratio test: the row whose basic column reaches zero first as `column` rises; ties to
    /// the lowest basic column (Bland).
    func leavingRow(for column: Int) -> Int? {
        var best: (row: Int, ratio: Scalar)?
        for row in 0..<rowCount where self[row, column].sign > 0 {
            let ratio = (rhs[row] < .zero ? .zero : rhs[row]) / self[row, column]
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

    /// Harris's ratio test in doubles: how far the step may go with every bound relaxed by
    /// the tolerance, then the largest pivot among the rows reaching zero within that step.
    func largestPivotRow(for column: Int) -> Int? {
        let largest = (0..<rowCount).reduce(0.0) { max($0, abs(self[$1, column].doubleValue)) }
        let threshold = Double.oracleTolerance * max(1, largest)
        let rows = (0..<rowCount).filter { self[$0, column].doubleValue > threshold }
        func value(_ row: Int) -> Double { max(0, rhs[row].doubleValue) }
        guard let reach = rows.map({ (value($0) + Double.oracleTolerance) / self[$0, column].doubleValue }).min() else {
            return nil
        }
        return rows.filter { value($0) / self[$0, column].doubleValue <= reach }
            .max { self[$0, column].doubleValue < self[$1, column].doubleValue }
    }

    /// Removes a row (one found redundant), in the tableau and as given.
    mutating func removeRow(_ row: Int) {
        entries.removeSubrange(row * columnCount..<(row + 1) * columnCount)
        rhs.remove(at: row)
        basis.remove(at: row)
        rowCount -= 1
    }

    /// Recomputes the whole tableau from the rows as given and the current basic columns,
    /// by Gauss-Jordan elimination with partial pivoting: the rounding the pivots have piled
    /// up (with doubles) is gone. Given rows that no basic column picks are the redundant ones
    /// dropped before; they are left out again.
    mutating func refresh() {
        var rows = originalEntries, b = originalRHS
        let given = originalRHS.count
        var done = Array(repeating: false, count: given)
        var order: [(row: Int, column: Int)] = []
        for column in basis {
            var best = -1
            for row in 0..<given where !done[row] {
                if best < 0
                    || abs(rows[row * columnCount + column].doubleValue)
                        > abs(rows[best * columnCount + column].doubleValue)
                {
                    best = row
                }
            }
            guard best >= 0, rows[best * columnCount + column].sign != 0 else { return } // singular: keep as is
            done[best] = true
            order.append((best, column))
            let pivot = rows[best * columnCount + column]
            for k in 0..<columnCount { rows[best * columnCount + k] = rows[best * columnCount + k] / pivot }
            b[best] = b[best] / pivot
            for other in 0..<given where other != best {
                let factor = rows[other * columnCount + column]
                if factor.sign == 0 && factor.doubleValue == 0 { continue }
                for k in 0..<columnCount {
                    rows[other * columnCount + k] =
                        rows[other * columnCount + k] - factor * rows[best * columnCount + k]
                }
                rows[other * columnCount + column] = .zero
                b[other] = b[other] - factor * b[best]
            }
        }
        entries = order.flatMap { rows[$0.row * columnCount..<($0.row + 1) * columnCount] }
        rhs = order.map { b[$0.row] }
        basis = order.map(\.column)
    }

    /// The value of every column at the current basic solution.
    var solution: [Scalar] {
        var values = Array(repeating: Scalar.zero, count: columnCount)
        for row in 0..<rowCount { values[basis[row]] = rhs[row] }
        return values
    }
}
