/// The relation of a constraint: the expression compared with zero.
public enum RelationalOperator: Sendable, Hashable {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual
}

extension RelationalOperator: CustomStringConvertible {
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation `expression OP 0` with a ``Strength``.
///
/// Build constraints with the comparison operators, and give them a strength with `~`:
///
///     let c = 2 * x + 10 <= y          // required
///     let d = (x == 100) ~ .weak       // or: x == 100 ~ .weak
///
/// A constraint has identity: the solver tracks the object you added, and
/// ``Solver/removeConstraint(_:)`` takes that same object. Compare with `===`.
public final class Constraint: Sendable {
    /// The left side minus the right side; the constraint is `expression OP 0`.
    public let expression: Expression
    /// `<=`, `==` or `>=`.
    public let relation: RelationalOperator
    /// How much the constraint matters.
    public let strength: Strength

    /// Creates `expression OP 0` with a strength.
    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates a copy of `other` with another strength.
    public convenience init(_ other: Constraint, strength: Strength) {
        self.init(other.expression, other.relation, strength: strength)
    }

    /// True when the relation holds within `tolerance` with the values `valueOf` gives, e.g.
    /// `constraint.isSatisfied(by: solver.value(of:))`.
    public func isSatisfied(by valueOf: (Variable) -> Double, tolerance: Double = 1e-6) -> Bool {
        let value = expression.value(valueOf)
        switch relation {
        case .lessThanOrEqual: return value <= tolerance
        case .equal: return abs(value) <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// `2 * x - y + 10 <= 0 | required`
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}
