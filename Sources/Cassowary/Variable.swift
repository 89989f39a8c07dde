/// An unknown of a constraint system: a named value that a ``Solver`` computes.
///
/// A variable has identity: two variables with the same name are different unknowns. It is
/// immutable and holds no value itself — each solver keeps its own solution — so the same
/// variables and constraints can be given to several solvers, from several threads.
///
///     let left = Variable("left"), width = Variable("width")
///     try solver.addConstraint(left + width == 320)
///     try solver.addConstraint(width == 100 ~ .strong)
///     solver.updateVariables()
///     print(solver.value(of: left))   // 220.0
///
/// `Variable` is deliberately not `Equatable`: `x == y` builds a ``Constraint``. Compare
/// identity with `===`.
public final class Variable: Sendable {
    /// A name for diagnostics and descriptions. Names need not be unique.
    public let name: String

    /// Creates a variable with a name used in descriptions and error messages.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "<unnamed>" : name }
}
