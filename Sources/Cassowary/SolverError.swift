/// What can go wrong when editing a ``Solver``. Every error leaves the solver exactly as it
/// was before the call that threw.
public enum SolverError: Error {
    /// The constraint was already added to this solver.
    case duplicateConstraint(Constraint)
    /// The constraint was never added to this solver (or was removed).
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must have a strength below ``Strength/required``.
    case requiredEditVariable(Variable)
    /// The strength is not a priority in `0 < priority <= 1000`.
    case invalidStrength(Strength)
    /// A coefficient, a constant or a suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// The required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicts` is a minimal set of those: removing any one of them (or not
    /// adding `constraint`) makes the system satisfiable again. Ordered as they were added.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The solver reached a state its algorithm rules out (a bug, or numbers so extreme that
    /// the arithmetic broke down). The solver was left as it was before the call.
    case internalError(String)
}

extension SolverError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot have the required strength"
        case .invalidStrength(let s):
            return "invalid strength \(s.priority): a priority must be in 0 < priority <= 1000"
        case .nonFiniteValue(let what): return "non-finite value: \(what)"
        case .unsatisfiableConstraint(let c, let conflicts):
            let list = conflicts.map { "    \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint: \(c)\n  conflicts with:\n\(list)"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}
