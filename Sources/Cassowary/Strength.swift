/// How much a constraint matters: a priority from just above 0 up to 1000, as in Auto Layout.
///
/// Priorities are **strict**, as Apple's are: a constraint is never given up to satisfy any
/// number of constraints of lower priority (one `x == 0` at 751 beats a thousand `x == 10` at
/// 750). Among constraints of one priority the solver minimises the summed error.
/// A priority of 1000 is ``required``: such a constraint must hold exactly, or adding it fails
/// with ``SolverError/unsatisfiableConstraint(_:conflicts:)``.
///
/// The named strengths carry kiwi's names and Auto Layout's numbers:
///
///     required  1000    strong  750 (defaultHigh)    medium  500    weak  250 (defaultLow)
public struct Strength: Sendable, Hashable, Comparable {
    /// The priority, in `0 < priority <= 1000` for a valid strength.
    public var priority: Double

    /// Creates a strength with the given priority. The solver rejects priorities that are not
    /// finite or fall outside `0 < priority <= 1000` with ``SolverError/invalidStrength(_:)``.
    public init(_ priority: Double) {
        self.priority = priority
    }

    /// Priority 1000: the constraint must be satisfied.
    public static let required = Strength(1000)
    /// Priority 750, Auto Layout's `defaultHigh`.
    public static let strong = Strength(750)
    /// Priority 500.
    public static let medium = Strength(500)
    /// Priority 250, Auto Layout's `defaultLow`.
    public static let weak = Strength(250)

    /// True for priority 1000 (or more).
    public var isRequired: Bool { priority >= 1000 }

    /// True when the priority is a number in `0 < priority <= 1000`.
    public var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}

extension Strength: CustomStringConvertible {
    public var description: String {
        switch priority {
        case 1000: return "required"
        case 750: return "strong"
        case 500: return "medium"
        case 250: return "weak"
        default: return formatNumber(priority)
        }
    }
}
