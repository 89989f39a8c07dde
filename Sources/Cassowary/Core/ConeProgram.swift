/// The cone of a blocked group's step amounts, cut to the box `|tⱼ| ≤ 1`, as a small dense
/// linear program: `tⱼ ≥ 0` for a one-way step, `b·t ≥ 0` for each blocker (`b·t = 0` for a
/// dummy). A group is a handful of steps (two for a label whose hugging and compression
/// resistance hold at once), so a dense tableau with Bland's rule is the simple way, and the
/// origin is a feasible start: no first phase.
struct ConeProgram {
    /// Each step's amount is `t⁺ - t⁻`; a one-way step has no `t⁻`. `columns[j]` is the
    /// tableau column of `t⁺` of step `j`, `columns[j] + 1` that of its `t⁻` when it has one.
    private let columns: [Int]
    private let isTwoWay: [Bool]
    /// The rows `-b·t ≤ 0` (an equality gives two), over the split amounts.
    private let rows: [[Double]]
    private let splitCount: Int

    /// A reached value counts as off zero beyond this.
    static let tolerance = 1e-9

    init(of group: [SolverCore.Step]) {
        isTwoWay = group.map { $0.twoWay }
        var next = 0
        columns = group.map { step in
            defer { next += step.twoWay ? 2 : 1 }
            return next
        }
        splitCount = next
        // Each blocker's row over the steps, in order of first appearance.
        var rowOfBlocker: [Symbol: Int] = [:]
        var normals: [[Double]] = []
        var blockerIsDummy: [Bool] = []
        for (index, step) in group.enumerated() {
            for blocker in step.blockers {
                let row: Int
                if let known = rowOfBlocker[blocker.symbol] {
                    row = known
                } else {
                    row = normals.count
                    rowOfBlocker[blocker.symbol] = row
                    normals.append([Double](repeating: 0, count: group.count))
                    blockerIsDummy.append(blocker.isDummy)
                }
                normals[row][index] += blocker.change
            }
        }
        var rows: [[Double]] = []
        for (normal, isDummy) in zip(normals, blockerIsDummy) {
            rows.append(Self.split(normal.map { -$0 }, columns: columns, isTwoWay: isTwoWay, width: next))
            if isDummy { rows.append(Self.split(normal, columns: columns, isTwoWay: isTwoWay, width: next)) }
        }
        self.rows = rows
    }

    /// A row over the steps as a row over the split amounts.
    private static func split(_ row: [Double], columns: [Int], isTwoWay: [Bool], width: Int) -> [Double] {
        var result = [Double](repeating: 0, count: width)
        for (step, value) in row.enumerated() {
            result[columns[step]] = value
            if isTwoWay[step] { result[columns[step] + 1] = -value }
        }
        return result
    }

    /// Whether any step of the group can start: whether the cone holds a point off zero.
    func canStart() -> Bool {
        maximum(of: [Double](repeating: 1, count: splitCount)) > Self.tolerance
    }

    /// Whether some direction of the cone gives `Σ change·t` a value off zero.
    func canMove(_ changes: [(step: Int, change: Double)]) -> Bool {
        var objective = [Double](repeating: 0, count: splitCount)
        for (step, change) in changes {
            objective[columns[step]] += change
            if isTwoWay[step] { objective[columns[step] + 1] -= change }
        }
        let scale = changes.reduce(1) { max($0, abs($1.change)) }
        return maximum(of: objective) > Self.tolerance * scale
            || maximum(of: objective.map { -$0 }) > Self.tolerance * scale
    }

    /// `max c·x` over `rows·x ≤ 0`, `0 ≤ x ≤ 1`, by the primal simplex on a dense tableau
    /// (the slacks of the rows and of the box start basic, at the origin). Bland's rule: the
    /// lowest column with a positive reduced cost enters, ratio ties go to the lowest basic.
    func maximum(of objective: [Double]) -> Double {
        var tableau = Tableau(rows: rows, width: splitCount, objective: objective)
        return tableau.maximize()
    }
}

/// The dense tableau of ``ConeProgram/maximum(of:)``: rows `[a | slacks | rhs]`, stored row
/// after row in one array.
private struct Tableau {
    var entries: [Double]
    var basic: [Int]
    var reduced: [Double]
    var value = 0.0
    let columnCount: Int
    /// The length of a stored row: the columns and the right-hand side.
    let stride: Int
    let rowCount: Int

    init(rows: [[Double]], width: Int, objective: [Double]) {
        rowCount = rows.count + width
        columnCount = width + rowCount
        stride = columnCount + 1
        entries = [Double](repeating: 0, count: rowCount * stride)
        for (index, row) in rows.enumerated() {
            for (column, value) in row.enumerated() { entries[index * stride + column] = value }
            entries[index * stride + width + index] = 1
        }
        for variable in 0..<width { // x ≤ 1
            let start = (rows.count + variable) * stride
            entries[start + variable] = 1
            entries[start + width + rows.count + variable] = 1
            entries[start + columnCount] = 1
        }
        basic = (0..<rowCount).map { width + $0 }
        reduced = objective + [Double](repeating: 0, count: rowCount)
    }

    mutating func maximize() -> Double {
        for _ in 0..<10_000 {
            let largest = reduced.reduce(1) { max($0, abs($1)) }
            guard let entering = reduced.indices.first(where: { reduced[$0] > 1e-12 * largest }) else { break }
            guard let leaving = leavingRow(entering) else { return .infinity } // the box rules it out
            pivot(leaving, entering)
        }
        return value
    }

    private func leavingRow(_ column: Int) -> Int? {
        var best: (row: Int, ratio: Double)?
        for row in 0..<rowCount where entries[row * stride + column] > 1e-12 {
            let ratio = max(0, entries[row * stride + columnCount]) / entries[row * stride + column]
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic[row] > basic[current.row])
            {
                continue
            }
            best = (row, ratio)
        }
        return best?.row
    }

    private mutating func pivot(_ row: Int, _ column: Int) {
        let start = row * stride
        let pivot = entries[start + column]
        for k in 0..<stride { entries[start + k] /= pivot }
        for other in 0..<rowCount where other != row && entries[other * stride + column] != 0 {
            let otherStart = other * stride
            let factor = entries[otherStart + column]
            for k in 0..<stride { entries[otherStart + k] -= factor * entries[start + k] }
        }
        let factor = reduced[column]
        for k in reduced.indices { reduced[k] -= factor * entries[start + k] }
        value += factor * entries[start + columnCount]
        basic[row] = column
    }
}
