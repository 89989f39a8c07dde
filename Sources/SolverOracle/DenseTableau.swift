/// A dense simplex tableau over non-negative columns: `T z = b`, `z >= 0`, one basic column
/// per row. Textbook and slow on purpose: every reduced cost is computed afresh from the
/// tableau.
///
/// Exactly (``Rational``), Bland's rule throughout (lowest column enters, ties in the ratio
/// test to the lowest basic column): it cannot cycle.
///
/// In doubles, every number is read relative to the numbers it was computed from (see
/// ``Double/oracleTolerance``): an entry or right-hand side that cancels down to rounding
/// noise becomes an exact zero, a reduced cost counts as negative only beyond the tolerance
/// times the magnitudes summed into it, a pivot must be a fair fraction of the largest entry
/// of its column (``Double/oraclePivotTolerance``), and a right-hand side may dip below zero
/// by the tolerance times the largest one given (Harris's ratio test). The tableau is
/// rebuilt from the rows as given every 50 pivots and after each priority, so rounding does
/// not pile up.
struct DenseTableau<Scalar: OracleScalar> {
    private(set) var rowCount: Int
    let columnCount: Int
    /// Row-major, `rowCount × columnCount`.
    private var entries: [Scalar]
    private(set) var rhs: [Scalar]
    /// A second right-hand side carried along by every pivot (the unperturbed one when `rhs`
    /// is perturbed; see ``LinearProgram/solve(as:iterationLimit:perturbed:)``).
    private(set) var shadow: [Scalar]
    /// The basic column of each row.
    private(set) var basis: [Int]
    private var basic: [Bool]
    /// Columns that may enter the basis; a column not allowed and not basic stays at zero.
    var allowed: [Bool]
    /// The rows as given, for ``refresh()``.
    private let originalEntries: [Scalar]
    private let originalRHS: [Scalar]
    private let originalShadow: [Scalar]
    /// The largest right-hand side given: the scale of the basic values, in doubles.
    private let rhsScale: Double
    /// Pivots since the tableau was last made from the rows as given.
    private var pivotsSinceRefresh = 0

    @_specialize(where Scalar == Double)
    init(columnCount: Int, rows: [[Scalar]], rhs: [Scalar], shadow: [Scalar]? = nil, basis: [Int]) {
        rowCount = rows.count
        self.columnCount = columnCount
        entries = rows.flatMap { $0 }
        originalEntries = entries
        originalRHS = rhs
        originalShadow = shadow ?? rhs
        self.rhs = rhs
        self.shadow = shadow ?? rhs
        self.basis = basis
        basic = Array(repeating: false, count: columnCount)
        for column in basis { basic[column] = true }
        allowed = Array(repeating: true, count: columnCount)
        rhsScale = Scalar.isExact ? 0 : rhs.reduce(0.0) { max($0, abs($1.doubleValue)) }
    }

    subscript(row: Int, column: Int) -> Scalar {
        entries[row * columnCount + column]
    }

    func isBasic(_ column: Int) -> Bool { basic[column] }

    /// `cⱼ - Σᵢ c_basis(i) · Tᵢⱼ` for every column: how the objective `c·z` changes per unit
    /// column `j` rises while the basic columns follow. In doubles, a reduced cost within the
    /// tolerance of the magnitudes summed into it is zero.
    @_specialize(where Scalar == Double)
    func reducedCosts(_ cost: [Scalar]) -> [Scalar] {
        var result = cost
        var scale = Scalar.isExact ? [] : cost.map { abs($0.doubleValue) }
        for row in 0..<rowCount {
            let weight = cost[basis[row]]
            if weight.sign == 0 { continue }
            for column in 0..<columnCount {
                let entry = self[row, column]
                if entry.sign == 0 { continue }
                let term = weight * entry
                result[column] = result[column] - term
                if !Scalar.isExact { scale[column] += abs(term.doubleValue) }
            }
        }
        if !Scalar.isExact {
            for column in 0..<columnCount { result[column] = Scalar.settled(result[column], scale: scale[column]) }
        }
        return result
    }

    /// The objective `c·z` at the current basic solution.
    @_specialize(where Scalar == Double)
    func objective(_ cost: [Scalar]) -> Scalar {
        (0..<rowCount).reduce(Scalar.zero) { $0 + cost[basis[$1]] * rhs[$1] }
    }

    /// Makes `column` basic in `row` (Gauss-Jordan elimination on the whole tableau; only the
    /// non-zero entries of the pivot row are visited).
    @_specialize(where Scalar == Double)
    mutating func pivot(row: Int, column: Int) {
        let pivot = self[row, column]
        var nonZero: [Int] = []
        for k in 0..<columnCount where self[row, k].sign != 0 {
            entries[row * columnCount + k] = self[row, k] / pivot
            nonZero.append(k)
        }
        rhs[row] = rhs[row] / pivot
        shadow[row] = shadow[row] / pivot
        for other in 0..<rowCount where other != row {
            let factor = self[other, column]
            if factor.sign == 0 { continue }
            for k in nonZero {
                entries[other * columnCount + k] = Scalar.difference(self[other, k], factor * self[row, k])
            }
            entries[other * columnCount + column] = .zero
            rhs[other] = Scalar.difference(rhs[other], factor * rhs[row])
            shadow[other] = Scalar.difference(shadow[other], factor * shadow[row])
        }
        basic[basis[row]] = false
        basis[row] = column
        basic[column] = true
        pivotsSinceRefresh += 1
    }

    enum Outcome { case optimal, unbounded, iterationLimit }

    /// Minimises `c·z` over the allowed columns with the primal simplex (the current basis must
    /// be feasible: `b >= 0`).
    ///
    /// Exactly, Bland's rule throughout. In doubles, the most negative reduced cost enters and
    /// the largest pivot among the rows that reach zero first leaves (Harris), the tableau is
    /// made afresh every 50 pivots, and past more pivots than rows Bland's rule takes over
    /// (it cannot cycle).
    @_specialize(where Scalar == Double)
    mutating func minimize(_ cost: [Scalar], iterationLimit: Int = 100_000) -> Outcome {
        for iteration in 0..<iterationLimit {
            let careful = !Scalar.isExact && iteration < 50 + rowCount
            if !Scalar.isExact && pivotsSinceRefresh >= 50 { refresh() }
            let reduced = reducedCosts(cost)
            let eligible = (0..<columnCount).filter { allowed[$0] && !basic[$0] && reduced[$0].sign < 0 }
            guard let entering = careful ? eligible.min(by: { reduced[$0] < reduced[$1] }) : eligible.first else {
                return .optimal
            }
            let leaving = Scalar.isExact ? leavingRow(for: entering) : harrisRow(for: entering, largestPivot: careful)
            guard let leaving else { return .unbounded }
            pivot(row: leaving, column: entering)
        }
        return .iterationLimit
    }

    /// The ratio test: the row whose basic column reaches zero first as `column` rises; ties to
    /// the lowest basic column (Bland).
    @_specialize(where Scalar == Double)
    func leavingRow(for column: Int) -> Int? {
        var best: (row: Int, ratio: Scalar)?
        for row in 0..<rowCount where self[row, column].sign > 0 {
            let ratio = (rhs[row].sign < 0 ? .zero : rhs[row]) / self[row, column]
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

    /// Harris's ratio test in doubles: how far the step may go with every basic value allowed
    /// to dip below zero by the tolerance (relative to the largest right-hand side given),
    /// then, among the rows reaching zero within that step, the largest pivot (or, once Bland
    /// has taken over, the lowest basic column). Positive entries below the pivot tolerance
    /// relative to the column's largest positive entry are not pivots (an entry that is
    /// rounding noise has been made zero by the elimination already).
    @_specialize(where Scalar == Double)
    func harrisRow(for column: Int, largestPivot: Bool) -> Int? {
        let largest = (0..<rowCount).reduce(0.0) { max($0, self[$1, column].doubleValue) }
        let threshold = Double.oraclePivotTolerance * largest
        let rows = (0..<rowCount).filter { self[$0, column].doubleValue > threshold }
        let slack = Double.oracleTolerance * max(rhsScale, 1e-300)
        func value(_ row: Int) -> Double { max(0, rhs[row].doubleValue) }
        guard let reach = rows.map({ (value($0) + slack) / self[$0, column].doubleValue }).min() else { return nil }
        if largestPivot {
            let candidates = rows.filter { value($0) / self[$0, column].doubleValue <= reach }
            return candidates.max { self[$0, column].doubleValue < self[$1, column].doubleValue }
        }
        // Bland: the smallest ratio, ties to the lowest basic column.
        guard let least = rows.map({ value($0) / self[$0, column].doubleValue }).min() else { return nil }
        return rows.filter { value($0) / self[$0, column].doubleValue <= least }.min { basis[$0] < basis[$1] }
    }

    /// Removes a row (one found redundant).
    @_specialize(where Scalar == Double)
    mutating func removeRow(_ row: Int) {
        entries.removeSubrange(row * columnCount..<(row + 1) * columnCount)
        rhs.remove(at: row)
        shadow.remove(at: row)
        basic[basis[row]] = false
        basis.remove(at: row)
        rowCount -= 1
    }

    /// Recomputes the whole tableau from the rows as given and the current basic columns,
    /// by Gauss-Jordan elimination with partial pivoting: the rounding the pivots have piled
    /// up (with doubles) is gone. Given rows that no basic column picks are the redundant ones
    /// dropped before; they are left out again. A basis found singular is kept as it is.
    /// Nothing to do when no pivot was made since the last time.
    @_specialize(where Scalar == Double)
    mutating func refresh() {
        guard pivotsSinceRefresh > 0 else { return }
        pivotsSinceRefresh = 0
        var rows = originalEntries, b = originalRHS, c = originalShadow
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
            guard best >= 0, rows[best * columnCount + column].sign != 0 else { return }
            done[best] = true
            order.append((best, column))
            let pivot = rows[best * columnCount + column]
            var nonZero: [Int] = []
            for k in 0..<columnCount where rows[best * columnCount + k].sign != 0 {
                rows[best * columnCount + k] = rows[best * columnCount + k] / pivot
                nonZero.append(k)
            }
            b[best] = b[best] / pivot
            c[best] = c[best] / pivot
            for other in 0..<given where other != best {
                let factor = rows[other * columnCount + column]
                if factor.sign == 0 { continue }
                for k in nonZero {
                    rows[other * columnCount + k] = Scalar.difference(
                        rows[other * columnCount + k], factor * rows[best * columnCount + k])
                }
                rows[other * columnCount + column] = .zero
                b[other] = Scalar.difference(b[other], factor * b[best])
                c[other] = Scalar.difference(c[other], factor * c[best])
            }
        }
        entries = order.flatMap { rows[$0.row * columnCount..<($0.row + 1) * columnCount] }
        rhs = order.map { b[$0.row] }
        shadow = order.map { c[$0.row] }
        basis = order.map(\.column)
    }

    /// The value of every column at the current basic solution (for the second right-hand
    /// side with `shadow`).
    @_specialize(where Scalar == Double)
    func solution(shadow useShadow: Bool = false) -> [Scalar] {
        var values = Array(repeating: Scalar.zero, count: columnCount)
        for row in 0..<rowCount { values[basis[row]] = useShadow ? shadow[row] : rhs[row] }
        return values
    }
}
