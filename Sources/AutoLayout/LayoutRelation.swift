/// How the two sides of a layout constraint relate, as in `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, Sendable, Hashable, CaseIterable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
}

extension LayoutRelation: CustomStringConvertible {
    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
