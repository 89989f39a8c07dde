import Testing

@testable import Cassowary

/// A small deterministic generator (SplitMix64), so seeded tests give the same systems on
/// every run and platform.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Solver {
    /// Fails the current test with every broken invariant of the tableau.
    func expectConsistent(_ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation)
    {
        let problems = core.invariantViolations()
        #expect(
            problems.isEmpty, "\(context()): \(problems.prefix(5).joined(separator: "; "))",
            sourceLocation: sourceLocation)
    }

    /// Updates and returns the value of `variable`.
    func solved(_ variable: Variable) -> Double {
        updateVariables()
        return value(of: variable)
    }
}

/// `|a - b| <= tolerance`, with a readable failure.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-6,
    _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(label) \(actual) != \(expected)", sourceLocation: sourceLocation)
}

/// True when `conflicts + [failing]` cannot be satisfied but dropping any one of `conflicts`
/// makes it satisfiable: a minimal conflicting set.
func isMinimalConflict(_ conflicts: [Constraint], _ failing: Constraint) -> Bool {
    func satisfiable(_ constraints: [Constraint]) -> Bool {
        let probe = Solver()
        do { try probe.addConstraints(constraints) } catch { return false }
        return true
    }
    guard !satisfiable(conflicts + [failing]) else { return false }
    return conflicts.indices.allSatisfy { i in
        var rest = conflicts
        rest.remove(at: i)
        return satisfiable(rest + [failing])
    }
}

/// The error thrown by `body`, or nil.
func solverError(_ body: () throws -> Void) -> SolverError? {
    do { try body() } catch let error as SolverError { return error } catch {
        Issue.record("unexpected error type: \(error)")
    }
    return nil
}
