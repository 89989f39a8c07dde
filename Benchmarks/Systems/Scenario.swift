import Cassowary

/// One benchmark system: its variables, its constraints in the order they are added, the edit
/// variable `W` with its two suggested values, and the closed-form solution.
///
/// The systems are identical to those of `Benchmarks/kiwi_bench.py` (same variables,
/// constraints, order, strengths and suggested values), so timings compare like with like.
/// kiwi's strong / medium / weak map to priorities 750 / 500 / 250; the optima are unique, so
/// weighted and strict priorities give the same values.
public struct Scenario: Sendable {
    public let name: String
    public let n: Int
    public let width: Variable
    public let constraints: [Constraint]
    public let portrait: Double
    public let landscape: Double
    public let variableCount: Int
    /// (variable, expected value) for a given value of W.
    public let expected: @Sendable (Double) -> [(Variable, Double)]

    public static func make(_ name: String, _ n: Int) -> Scenario? {
        switch name {
        case "chain": return chain(n)
        case "grid": return n % 10 == 0 ? grid(n) : nil
        default: return nil
        }
    }

    /// One horizontal chain `|-8-[v0]-8-[v1]-8- ... -8-[v(N-1)]-8-|`.
    public static func chain(_ n: Int) -> Scenario {
        let width = Variable("W")
        var left: [Variable] = [], size: [Variable] = []
        for i in 0..<n {
            left.append(Variable("l\(i)"))
            size.append(Variable("w\(i)"))
        }
        var cs: [Constraint] = [left[0] == 8]
        for i in 1..<max(n, 1) { cs.append(left[i] == left[i - 1] + size[i - 1] + 8) }
        cs.append(left[n - 1] + size[n - 1] + 8 == width)
        for i in 0..<n { cs.append(size[i] >= 0) }
        for i in 0..<n { cs.append(size[i] >= 10 ~ .strong) }
        for i in 1..<max(n, 1) { cs.append(size[i] == Double(1 + i % 3) * size[0] ~ .medium) }
        for i in 0..<n { cs.append(size[i] == 44 ~ .weak) }

        let sum = Double((0..<n).reduce(0) { $0 + 1 + $1 % 3 })
        return Scenario(
            name: "chain", n: n, width: width, constraints: cs,
            portrait: 32 * Double(n), landscape: 56.8 * Double(n), variableCount: 2 * n + 1,
            expected: { @Sendable [left, size] w in
                let w0 = (w - 8 * Double(n + 1)) / sum
                var out: [(Variable, Double)] = [(width, w)]
                var x = 8.0
                for i in 0..<n {
                    let wi = Double(1 + i % 3) * w0
                    out.append((left[i], x))
                    out.append((size[i], wi))
                    x += wi + 8
                }
                return out
            })
    }

    /// A container of N/10 rows stacked vertically, each holding 10 cells side by side.
    public static func grid(_ n: Int) -> Scenario {
        let rowCount = n / 10, columnCount = 10
        let minimum = (0..<columnCount).map { Double(20 + 4 * ($0 % 4)) }
        let width = Variable("W")
        var rowLeft: [Variable] = [], rowWidth: [Variable] = [], rowTop: [Variable] = [], rowHeight: [Variable] = []
        var x: [[Variable]] = [], y: [[Variable]] = [], w: [[Variable]] = [], h: [[Variable]] = []
        for r in 0..<rowCount {
            rowLeft.append(Variable("row_left\(r)"))
            rowWidth.append(Variable("row_width\(r)"))
            rowTop.append(Variable("row_top\(r)"))
            rowHeight.append(Variable("row_height\(r)"))
            var xs: [Variable] = [], ys: [Variable] = [], ws: [Variable] = [], hs: [Variable] = []
            for c in 0..<columnCount {
                xs.append(Variable("x\(r)_\(c)"))
                ys.append(Variable("y\(r)_\(c)"))
                ws.append(Variable("w\(r)_\(c)"))
                hs.append(Variable("h\(r)_\(c)"))
            }
            x.append(xs); y.append(ys); w.append(ws); h.append(hs)
        }

        var cs: [Constraint] = []
        for r in 0..<rowCount {
            cs.append(rowLeft[r] == 0)
            cs.append(rowWidth[r] == width)
            cs.append(r == 0 ? rowTop[0] == 0 : rowTop[r] == rowTop[r - 1] + rowHeight[r - 1] + 8)
            cs.append(rowHeight[r] == 0 ~ .weak)
            for c in 0..<columnCount {
                cs.append(c == 0 ? x[r][0] == rowLeft[r] + 8 : x[r][c] == x[r][c - 1] + w[r][c - 1] + 8)
                cs.append(y[r][c] == rowTop[r] + 4)
                cs.append(y[r][c] + h[r][c] + 4 <= rowTop[r] + rowHeight[r])
                cs.append(w[r][c] >= 0)
                cs.append(h[r][c] >= minimum[c] ~ .strong)
                cs.append(h[r][c] == minimum[c] ~ .weak)
                if c > 0 { cs.append(w[r][c] == w[r][0] ~ .medium) }
                if c == columnCount - 1 { cs.append(h[r][c] == 0.75 * w[r][c] ~ .medium) }
            }
            cs.append(x[r][columnCount - 1] + w[r][columnCount - 1] + 8 == rowLeft[r] + rowWidth[r])
        }

        return Scenario(
            name: "grid", n: n, width: width, constraints: cs,
            portrait: 320, landscape: 568, variableCount: 1 + 4 * rowCount + 4 * n,
            expected: { @Sendable [rowLeft, rowWidth, rowTop, rowHeight, x, y, w, h] value in
                let cellWidth = (value - 88) / 10
                let h9 = max(24, 0.75 * cellWidth)
                let rowH = max(32, h9) + 8
                var out: [(Variable, Double)] = [(width, value)]
                for r in 0..<rowCount {
                    let top = Double(r) * (rowH + 8)
                    out += [(rowLeft[r], 0), (rowWidth[r], value), (rowTop[r], top), (rowHeight[r], rowH)]
                    for c in 0..<columnCount {
                        out += [
                            (x[r][c], 8 + Double(c) * (cellWidth + 8)), (y[r][c], top + 4), (w[r][c], cellWidth),
                            (h[r][c], c == columnCount - 1 ? h9 : minimum[c])
                        ]
                    }
                }
                return out
            })
    }

    /// The largest relative error of the solved values against the closed form at `W = value`.
    public func maxRelativeError(_ solver: Solver, at value: Double) -> Double {
        var worst = 0.0
        for (variable, expectedValue) in expected(value) {
            let error = abs(solver.value(of: variable) - expectedValue) / max(1, abs(expectedValue))
            if !(error <= worst) { worst = error.isNaN ? .infinity : error }
        }
        return worst
    }

    /// A fresh solver with every constraint added and the variables updated (the timed
    /// "add+update" step).
    public func build() throws -> Solver {
        try build(adding: constraints)
    }

    /// A fresh solver with `constraints` (any order of this scenario's constraints) added.
    public func build(adding constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(portrait, for: width)
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }
}
