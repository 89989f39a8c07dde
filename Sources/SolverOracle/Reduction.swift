/// Shrinks a failing ``RandomSystem`` to a small one that fails the same way, for a regression
/// test: the history is cut after the failure, operations are dropped while the failure
/// persists (Zeller's delta debugging, then one at a time), then terms of constraints, then
/// numbers are made rounder and priorities renumbered (only their order and ties matter),
/// and finally unused constraints and variables are left out. Every candidate is judged by a
/// full ``DifferentialCheck`` run, so the result fails for the same proven reason.
public struct Reduction {
    public let kind: DifferentialCheck.Discrepancy.Kind
    let configure: (RandomSystem) -> DifferentialCheck
    public private(set) var system: RandomSystem
    /// Candidates judged so far.
    public private(set) var trials = 0
    let trialLimit: Int

    public init(
        _ system: RandomSystem, kind: DifferentialCheck.Discrepancy.Kind, trialLimit: Int = 3_000,
        configure: @escaping (RandomSystem) -> DifferentialCheck = { DifferentialCheck($0) }
    ) {
        self.system = system
        self.kind = kind
        self.configure = configure
        self.trialLimit = trialLimit
    }

    /// Whether `candidate` fails with ``kind``.
    mutating func fails(_ candidate: RandomSystem) -> Bool {
        trials += 1
        return configure(candidate).run().contains { $0.kind == kind }
    }

    /// Keeps `candidate` if it still fails.
    private mutating func attempt(_ candidate: RandomSystem) -> Bool {
        guard trials < trialLimit, fails(candidate) else { return false }
        system = candidate
        return true
    }

    public mutating func reduce() -> RandomSystem {
        if let step = configure(system).run().first(where: { $0.kind == kind })?.step {
            var cut = system
            cut.operations = Array(cut.operations.prefix(step + 1))
            _ = attempt(cut)
        }
        dropOperations()
        dropTerms()
        roundNumbers()
        renumberPriorities()
        dropOperations()
        system = Self.compacted(system)
        return system
    }

    /// Delta debugging over the operations: remove chunks of halving size while the failure
    /// persists, down to single operations.
    private mutating func dropOperations() {
        var chunks = 2
        while system.operations.count >= 2 && trials < trialLimit {
            let size = (system.operations.count + chunks - 1) / chunks
            var removed = false
            for start in stride(from: 0, to: system.operations.count, by: size) {
                var candidate = system
                candidate.operations.removeSubrange(start..<min(start + size, candidate.operations.count))
                if attempt(candidate) {
                    chunks = max(chunks - 1, 2)
                    removed = true
                    break
                }
            }
            if !removed {
                if size == 1 { break }
                chunks = min(chunks * 2, system.operations.count)
            }
        }
    }

    /// The pool entries the operations add.
    private var usedConstraints: [Int] {
        Array(Set(system.operations.compactMap { if case .add(let index) = $0 { return index } else { return nil } }))
            .sorted()
    }

    private mutating func dropTerms() {
        for index in usedConstraints {
            var term = 0
            while term < system.constraints[index].terms.count && system.constraints[index].terms.count > 1 {
                var candidate = system
                candidate.constraints[index].terms.remove(at: term)
                if !attempt(candidate) { term += 1 }
            }
        }
    }

    /// Rounder numbers: a coefficient becomes ±1, then the nearest power of two; a constant or
    /// a suggested value becomes 0, then the nearest whole number.
    private mutating func roundNumbers() {
        func rounder(_ value: Double, unit: Bool) -> [Double] {
            var options: [Double] = unit ? [value < 0 ? -1 : 1] : [0]
            if unit && value != 0 {
                let power = Double(sign: value < 0 ? .minus : .plus, exponent: abs(value).exponent, significand: 1)
                options.append(power)
            } else {
                options.append(value.rounded())
            }
            return options.filter { $0 != value }
        }
        for index in usedConstraints {
            for term in system.constraints[index].terms.indices {
                for option in rounder(system.constraints[index].terms[term].coefficient, unit: true) {
                    var candidate = system
                    candidate.constraints[index].terms[term].coefficient = option
                    if attempt(candidate) { break }
                }
            }
            for option in rounder(system.constraints[index].constant, unit: false) {
                var candidate = system
                candidate.constraints[index].constant = option
                if attempt(candidate) { break }
            }
        }
        for step in system.operations.indices {
            guard case .suggest(let variable, let value) = system.operations[step] else { continue }
            for option in rounder(value, unit: false) {
                var candidate = system
                candidate.operations[step] = .suggest(variable: variable, value: option)
                if attempt(candidate) { break }
            }
        }
    }

    /// Priorities 100, 200, … in the same order with the same ties (required ones stay).
    private mutating func renumberPriorities() {
        var priorities = Set<Double>()
        for index in usedConstraints where !system.constraints[index].isRequired {
            priorities.insert(system.constraints[index].priority)
        }
        for case .addEdit(_, let priority) in system.operations { priorities.insert(priority) }
        let ranked = priorities.sorted()
        func renamed(_ priority: Double) -> Double {
            ranked.firstIndex(of: priority).map { Double(100 * ($0 + 1)) } ?? priority
        }
        var candidate = system
        for index in usedConstraints where !candidate.constraints[index].isRequired {
            candidate.constraints[index].priority = renamed(candidate.constraints[index].priority)
        }
        candidate.operations = candidate.operations.map {
            if case .addEdit(let variable, let priority) = $0 {
                return .addEdit(variable: variable, priority: renamed(priority))
            }
            return $0
        }
        _ = attempt(candidate)
    }

    /// The same history with only the constraints it adds, numbered in order, and only the
    /// variables they or the edits use, numbered from 0.
    static func compacted(_ system: RandomSystem) -> RandomSystem {
        var result = system
        var constraintMap: [Int: Int] = [:], variableMap: [Int: Int] = [:]
        func variable(_ v: Int) -> Int {
            if let mapped = variableMap[v] { return mapped }
            variableMap[v] = variableMap.count
            return variableMap.count - 1
        }
        var pool: [OracleProblem.Constraint] = []
        result.operations = system.operations.map { operation in
            switch operation {
            case .add(let index), .remove(let index):
                let mapped: Int
                if let known = constraintMap[index] {
                    mapped = known
                } else {
                    var constraint = system.constraints[index]
                    constraint.terms = constraint.terms.map { .init(variable($0.variable), $0.coefficient) }
                    pool.append(constraint)
                    mapped = pool.count - 1
                    constraintMap[index] = mapped
                }
                if case .add = operation { return .add(mapped) }
                return .remove(mapped)
            case .addEdit(let v, let priority): return .addEdit(variable: variable(v), priority: priority)
            case .suggest(let v, let value): return .suggest(variable: variable(v), value: value)
            case .removeEdit(let v): return .removeEdit(variable: variable(v))
            }
        }
        result.constraints = pool
        result.variableCount = max(1, variableMap.count)
        return result
    }

    /// The reduced system as a Swift program, with what the solver gives and what is expected
    /// (exact where the exact oracle answers).
    public static func report(
        _ system: RandomSystem, kind: DifferentialCheck.Discrepancy.Kind,
        configure: (RandomSystem) -> DifferentialCheck = { DifferentialCheck($0) }
    ) -> String {
        let found = configure(system).run()
        guard let failure = found.first(where: { $0.kind == kind }) else {
            return "// (the reduced system no longer fails with \(kind.rawValue))\n" + system.program()
        }
        var lines = ["// \(kind.rawValue), at operation \(failure.step): \(failure.detail)"]
        lines.append(system.program(upTo: failure.step + 1))
        if let values = failure.values { lines.append("// The solver's values: \(values)") }
        if let problem = failure.problem, let values = failure.values {
            let errors = problem.levelErrors(values)
            if !problem.levels.isEmpty {
                lines.append(
                    "// Its priorities' errors: "
                        + zip(problem.levels, errors).map { "@\($0) \($1)" }.joined(separator: ", "))
            }
            switch LexicographicOracle.solveExactly(problem) {
            case .optimal(let optimum, let exact):
                lines.append(
                    "// Expected (exact lexicographic optimum): values " + exact.map(Self.show).joined(separator: ", "))
                if !problem.levels.isEmpty {
                    lines.append(
                        "//   priorities' errors: "
                            + zip(problem.levels, optimum).map { "@\($0) \(Self.show($1))" }.joined(separator: ", "))
                }
            case .infeasible:
                lines.append(
                    "// Expected: the required constraints are infeasible (exactly), so an add should have failed")
            case .undecided(let why):
                lines.append("// (no exact optimum: \(why))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A rational in full when short, else its nearest double.
    static func show(_ value: Rational) -> String {
        let text = value.description
        return text.count <= 24 ? text : "≈\(value.doubleValue)"
    }
}
