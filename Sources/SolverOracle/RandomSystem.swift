/// A seeded random history of solver operations over a pool of constraints, made to reach
/// the places a simplex goes wrong: many priorities with ties, coefficients from 1e-3 to 1e3,
/// chains, cycles of inequalities, duplicated and redundant equalities, conflicting required
/// constraints, edit variables, removals and re-adds.
public struct RandomSystem: Sendable {
    public enum Operation: Sendable, Hashable {
        /// Adds `constraints[i]` (again, after a removal: the same object).
        case add(Int)
        case remove(Int)
        case addEdit(variable: Int, priority: Double)
        case suggest(variable: Int, value: Double)
        case removeEdit(variable: Int)
    }

    /// How the coefficients are drawn.
    public enum Coefficients: String, Sendable, CaseIterable {
        /// ±1, as in most layouts.
        case unit
        /// Small integers and halves.
        case small
        /// `k·2^j`: exact in binary, from about 1e-3 to 1e4.
        case dyadic
        /// Four significant decimal digits, 1e-3 to 1e3 (`0.002`, `170`, `1400`).
        case decimal
        /// Full-precision doubles, 1e-3 to 1e3.
        case full
    }

    public var seed: UInt64
    public var coefficients: Coefficients
    public var variableCount: Int
    public var constraints: [OracleProblem.Constraint]
    public var operations: [Operation]

    /// The sizes a system may have.
    public struct Shape: Sendable {
        public var variables: ClosedRange<Int>
        public var priorities: ClosedRange<Int>
        public var operations: ClosedRange<Int>
        public var coefficients: [Coefficients]

        public init(
            variables: ClosedRange<Int> = 2...60, priorities: ClosedRange<Int> = 4...40,
            operations: ClosedRange<Int> = 10...150, coefficients: [Coefficients] = Coefficients.allCases
        ) {
            self.variables = variables
            self.priorities = priorities
            self.operations = operations
            self.coefficients = coefficients
        }
    }

    public init<R: RandomNumberGenerator>(seed: UInt64, shape: Shape = Shape(), using random: inout R) {
        self.seed = seed
        var maker = SystemMaker(shape: shape, random: random)
        maker.make()
        random = maker.random
        coefficients = maker.coefficients
        variableCount = maker.variableCount
        constraints = maker.pool
        operations = maker.operations
    }

    /// A system given by hand (a reproduction): a pool of constraints and a history over it.
    public init(
        variableCount: Int, constraints: [OracleProblem.Constraint], operations: [Operation],
        coefficients: Coefficients = .full
    ) {
        seed = 0
        self.coefficients = coefficients
        self.variableCount = variableCount
        self.constraints = constraints
        self.operations = operations
    }

    /// The constraints present after `operations[..<count]`, and the edit variables with
    /// their priorities and suggested values, as the problem the oracle solves (edit
    /// variables become `x - value == 0` at their priority). Operations the solver refused
    /// are given in `refused` and left out.
    public func problem(after count: Int, refused: Set<Int> = []) -> OracleProblem {
        var present: [Int] = []
        var edits: [(variable: Int, priority: Double, value: Double)] = []
        for (step, operation) in operations.prefix(count).enumerated() where !refused.contains(step) {
            switch operation {
            case .add(let index): present.append(index)
            case .remove(let index): present.removeAll { $0 == index }
            case .addEdit(let variable, let priority): edits.append((variable, priority, 0))
            case .suggest(let variable, let value):
                if let k = edits.firstIndex(where: { $0.variable == variable }) { edits[k].value = value }
            case .removeEdit(let variable): edits.removeAll { $0.variable == variable }
            }
        }
        var list = present.map { constraints[$0] }
        for edit in edits {
            list.append(.init([.init(edit.variable, 1)], constant: -edit.value, .equal, priority: edit.priority))
        }
        return OracleProblem(variableCount: variableCount, constraints: list)
    }
}

/// The generator behind ``RandomSystem``: it keeps the pool and the state of the history
/// (what is present, what is an edit variable) so each operation it adds is valid.
private struct SystemMaker<R: RandomNumberGenerator> {
    let shape: RandomSystem.Shape
    var random: R
    var coefficients = RandomSystem.Coefficients.unit
    var variableCount = 0
    var priorities: [Double] = []
    var pool: [OracleProblem.Constraint] = []
    var operations: [RandomSystem.Operation] = []
    var present: [Int] = []
    var removed: [Int] = []
    var edits: [Int] = []

    init(shape: RandomSystem.Shape, random: R) {
        self.shape = shape
        self.random = random
    }

    mutating func make() {
        coefficients = shape.coefficients.randomElement(using: &random)!
        variableCount = Int.random(in: shape.variables, using: &random)
        let levelCount = Int.random(in: shape.priorities, using: &random)
        var levels = Set<Double>()
        while levels.count < levelCount {
            // Whole priorities mostly, as people write them; some between (749.5).
            let whole = Double(Int.random(in: 1...999, using: &random))
            levels.insert(chance(10) ? whole - 0.5 : whole)
        }
        priorities = levels.sorted()
        let count = Int.random(in: shape.operations, using: &random)
        while operations.count < count { addOperation() }
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func addOperation() {
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 8, let index = present.randomElement(using: &random) {
            operations.append(.remove(index))
            present.removeAll { $0 == index }
            removed.append(index)
        } else if roll < 12, let index = removed.randomElement(using: &random) {
            operations.append(.add(index))
            removed.removeAll { $0 == index }
            present.append(index)
        } else if roll < 16 {
            editOperation()
        } else {
            pool.append(newConstraint())
            operations.append(.add(pool.count - 1))
            present.append(pool.count - 1)
        }
    }

    mutating func editOperation() {
        let variable = Int.random(in: 0..<variableCount, using: &random)
        if !edits.contains(variable) {
            operations.append(.addEdit(variable: variable, priority: priorities.randomElement(using: &random)!))
            edits.append(variable)
        } else if chance(80) {
            operations.append(.suggest(variable: variable, value: constant()))
        } else {
            operations.append(.removeEdit(variable: variable))
            edits.removeAll { $0 == variable }
        }
    }

    // MARK: Constraints

    mutating func priority() -> Double {
        chance(35) ? 1000 : priorities.randomElement(using: &random)!
    }

    mutating func relation() -> OracleProblem.Relation {
        [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!
    }

    mutating func newConstraint() -> OracleProblem.Constraint {
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < 6, let copy = pool.randomElement(using: &random) {
            // A duplicate: the same relation again (another object), maybe at another priority.
            var duplicate = copy
            if chance(50) { duplicate.priority = priority() }
            return duplicate
        }
        if roll < 12, let sum = redundantEquality() { return sum }
        if roll < 17, let conflict = conflicting() { return conflict }
        if roll < 30, variableCount >= 3 { return chainLink() }
        if roll < 40, variableCount >= 2 { return cycleLink() }
        return general()
    }

    /// `Σ aⱼ·xⱼ + c OP 0` over one to five distinct variables.
    mutating func general() -> OracleProblem.Constraint {
        let size = Int.random(in: 1...min(5, variableCount), using: &random)
        let variables = Array((0..<variableCount).shuffled(using: &random).prefix(size))
        let terms = variables.map { OracleProblem.Term($0, coefficient()) }
        return .init(terms, constant: constant(), relation(), priority: priority())
    }

    /// `x_a == x_b + x_c + gap`, as a view's left edge follows its neighbour's right edge.
    mutating func chainLink() -> OracleProblem.Constraint {
        let picked = Array((0..<variableCount).shuffled(using: &random).prefix(3))
        let gap = Double([0, 4, 8, 20].randomElement(using: &random)!)
        return .init(
            [.init(picked[0], 1), .init(picked[1], -1), .init(picked[2], -1)], constant: -gap,
            chance(70) ? .equal : .greaterThanOrEqual, priority: priority())
    }

    /// `x_i + gap <= x_(i+1)` around a ring of variables: feasible or not depending on the gaps.
    mutating func cycleLink() -> OracleProblem.Constraint {
        let i = Int.random(in: 0..<variableCount, using: &random)
        let next = (i + 1) % variableCount
        let gap = Double(Int.random(in: -20...20, using: &random))
        return .init([.init(i, 1), .init(next, -1)], constant: gap, .lessThanOrEqual, priority: priority())
    }

    /// The sum of two equalities already made: it adds nothing when both are present.
    mutating func redundantEquality() -> OracleProblem.Constraint? {
        let equalities = pool.filter { $0.relation == .equal }
        guard equalities.count >= 2 else { return nil }
        let a = equalities.randomElement(using: &random)!, b = equalities.randomElement(using: &random)!
        var terms: [Int: Double] = [:]
        for term in a.terms + b.terms { terms[term.variable, default: 0] += term.coefficient }
        let list = terms.keys.sorted().compactMap { key in terms[key] == 0 ? nil : OracleProblem.Term(key, terms[key]!)
        }
        guard !list.isEmpty else { return nil }
        return .init(list, constant: a.constant + b.constant, .equal, priority: chance(70) ? 1000 : priority())
    }

    /// A required constraint that contradicts a required one already made (same left side, a
    /// constant that cannot hold with it).
    mutating func conflicting() -> OracleProblem.Constraint? {
        guard let base = pool.filter(\.isRequired).randomElement(using: &random) else { return nil }
        let shift = Double(Int.random(in: 1...50, using: &random))
        switch base.relation {
        case .equal: return .init(base.terms, constant: base.constant + shift, .equal, priority: 1000)
        case .lessThanOrEqual:
            return .init(base.terms, constant: base.constant - shift, .greaterThanOrEqual, priority: 1000)
        case .greaterThanOrEqual:
            return .init(base.terms, constant: base.constant + shift, .lessThanOrEqual, priority: 1000)
        }
    }

    // MARK: Numbers

    mutating func sign() -> Double { chance(50) ? 1 : -1 }

    mutating func coefficient() -> Double {
        switch coefficients {
        case .unit:
            return sign()
        case .small:
            return sign() * [1, 2, 3, 4, 0.5, 0.25].randomElement(using: &random)!
        case .dyadic:
            let mantissa = Double(Int.random(in: 1...15, using: &random))
            return sign() * mantissa
                * Double(sign: .plus, exponent: Int.random(in: -10...10, using: &random), significand: 1)
        case .decimal:
            let exponent = Int.random(in: -3...3, using: &random)
            let digits = Double(Int.random(in: 1000...9999, using: &random)) / 1000
            return sign() * digits * pow10(exponent - 1)
        case .full:
            return sign() * exp10(Double.random(in: -3...3, using: &random))
        }
    }

    mutating func constant() -> Double {
        let whole = Double(Int.random(in: -1000...1000, using: &random))
        switch coefficients {
        case .unit, .small, .dyadic: return whole
        case .decimal, .full: return chance(30) ? whole * Double.random(in: 0...1, using: &random) : whole
        }
    }

    private func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    /// `10^x` without Foundation: `2^(x·log₂10)`, by the exponent and a short series.
    private func exp10(_ x: Double) -> Double {
        let log2of10 = 3.321928094887362
        let t = x * log2of10
        let whole = t.rounded(.down)
        let fraction = (t - whole) * 0.6931471805599453 // ln 2
        var term = 1.0, sum = 1.0
        for n in 1...20 {
            term *= fraction / Double(n)
            sum += term
        }
        return Double(sign: .plus, exponent: Int(whole), significand: sum)
    }
}
