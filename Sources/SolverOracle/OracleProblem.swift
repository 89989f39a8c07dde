/// A system of linear constraints with strict priorities, in the oracle's own terms (it shares
/// no type with the solver it checks).
///
/// Constraint `i` reads `Σ aᵢⱼ·xⱼ + cᵢ  OP  0` over free variables `x₀ … xₙ₋₁`. A constraint of
/// priority 1000 or more is required; any other one has an *error*: how far it is from holding
/// (`max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`, `|e|` for `e == 0`, with `e` its left
/// side). The optimum is lexicographic: required constraints hold, then the summed error of
/// the highest priority is as small as it can be, then that of the next, and so on.
public struct OracleProblem: Sendable {
    public enum Relation: Sendable, Hashable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    public struct Term: Sendable, Hashable {
        public var variable: Int
        public var coefficient: Double
        public init(_ variable: Int, _ coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public struct Constraint: Sendable, Hashable {
        public var terms: [Term]
        public var constant: Double
        public var relation: Relation
        public var priority: Double

        public init(_ terms: [Term], constant: Double, _ relation: Relation, priority: Double) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
        }

        public var isRequired: Bool { priority >= 1000 }

        /// The left side `Σ aⱼ·xⱼ + c` at `values`.
        public func leftSide(_ values: [Double]) -> Double {
            terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
        }

        /// How far the constraint is from holding at `values` (zero when it holds).
        public func error(_ values: [Double]) -> Double {
            let e = leftSide(values)
            switch relation {
            case .lessThanOrEqual: return Swift.max(0, e)
            case .greaterThanOrEqual: return Swift.max(0, -e)
            case .equal: return abs(e)
            }
        }

        /// The size of the numbers the left side adds up at `values`: `|c| + Σ |aⱼ·xⱼ|`. A
        /// computed left side is accurate to a small multiple of this times the rounding unit.
        public func magnitude(_ values: [Double]) -> Double {
            terms.reduce(abs(constant)) { $0 + abs($1.coefficient * values[$1.variable]) }
        }
    }

    public var variableCount: Int
    public var constraints: [Constraint]

    public init(variableCount: Int, constraints: [Constraint]) {
        self.variableCount = variableCount
        self.constraints = constraints
    }

    /// The distinct priorities of the non-required constraints, highest first.
    public var levels: [Double] {
        Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
    }

    /// Each level's summed error at `values`, in ``levels`` order.
    public func levelErrors(_ values: [Double]) -> [Double] {
        levels.map { level in
            constraints.filter { !$0.isRequired && $0.priority == level }.reduce(0) { $0 + $1.error(values) }
        }
    }
}
