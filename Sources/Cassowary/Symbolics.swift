// The operators that build expressions and constraints:
//
//     2 * x + 10 <= y              a required constraint
//     x == 100 ~ .weak             a constraint with a strength
//     (a + b) / 2 == c
//
// Variables, terms and expressions all convert to `Expression`; numbers mix in on either side.

/// A value that reads as a linear expression: a ``Variable``, a ``Term`` or an ``Expression``.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}

extension Expression {
    /// Every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// `self + other`.
    func adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }
}

// MARK: Multiplication and division by a number

public func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
public func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
public func * (coefficient: Double, term: Term) -> Term { Term(term.variable, term.coefficient * coefficient) }
public func * (term: Term, coefficient: Double) -> Term { Term(term.variable, term.coefficient * coefficient) }
public func * (coefficient: Double, expression: Expression) -> Expression { expression.scaled(by: coefficient) }
public func * (expression: Expression, coefficient: Double) -> Expression { expression.scaled(by: coefficient) }
public func / (variable: Variable, denominator: Double) -> Term { Term(variable, 1 / denominator) }
public func / (term: Term, denominator: Double) -> Term { Term(term.variable, term.coefficient / denominator) }
public func / (expression: Expression, denominator: Double) -> Expression { expression.scaled(by: 1 / denominator) }

// MARK: Negation

public prefix func - (variable: Variable) -> Term { Term(variable, -1) }
public prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
public prefix func - (expression: Expression) -> Expression { expression.scaled(by: -1) }

// MARK: Addition and subtraction

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression)
}
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression.adding(Expression(constant: rhs))
}
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.linearExpression)
}
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression.scaled(by: -1))
}
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression.adding(Expression(constant: -rhs))
}
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.linearExpression.scaled(by: -1))
}

// MARK: Relations

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

// MARK: Strength

/// Binds looser than the comparisons, so `x == 10 ~ .weak` is `(x == 10) ~ .weak`.
precedencegroup StrengthPrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

/// `constraint ~ strength`: a copy of the constraint with another strength.
infix operator ~ : StrengthPrecedence

/// A copy of `constraint` with `strength`: `x == 10 ~ .weak`, `x >= 0 ~ 750`.
public func ~ (constraint: Constraint, strength: Strength) -> Constraint {
    Constraint(constraint, strength: strength)
}

extension Strength: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }
}
