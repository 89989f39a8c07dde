/// A linear expression: a sum of terms plus a constant, `2 * x - y + 10`.
///
/// Expressions are values; the arithmetic operators build them from variables, terms and
/// numbers. Terms are kept in the order they were written; the same variable may appear in
/// several terms (the solver adds them up).
public struct Expression: Sendable {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression made of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value when each variable has the value `valueOf` gives it, e.g.
    /// `expression.value(solver.value(of:))`.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.value(valueOf) }
    }

    /// True when every coefficient and the constant are finite (no NaN, no infinity).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = Term(term.variable, abs(term.coefficient)).description
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + magnitude : magnitude
            } else {
                text += term.coefficient < 0 ? " - " + magnitude : " + " + magnitude
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}
