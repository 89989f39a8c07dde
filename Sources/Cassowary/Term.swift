/// A variable multiplied by a coefficient: the `2 * x` in `2 * x + 10 <= y`.
public struct Term: Sendable {
    /// The variable of the term.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value when each variable has the value `valueOf` gives it.
    public func value(_ valueOf: (Variable) -> Double) -> Double { coefficient * valueOf(variable) }
}

extension Term: CustomStringConvertible {
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Formats a number without a trailing `.0` for whole values, so descriptions read like maths.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, abs(value) < 1e15, Double(Int64(value)) == value {
        return String(Int64(value))
    }
    return String(value)
}
