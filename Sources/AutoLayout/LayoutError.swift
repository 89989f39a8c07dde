/// What can go wrong when building a hierarchy or activating constraints. The texts follow
/// the exceptions UIKit raises in the same situations (UIKit crashes; we throw).
public enum LayoutError: Error, Sendable, Hashable {
    /// A location attribute (left, top, centerX, ...) compared with a constant or with a zero
    /// multiplier: a position must be relative to another item.
    case locationEqualToConstant(String)
    /// A location attribute related to a dimension, or attributes of different axes.
    case invalidPairing(String)
    /// `leading`/`trailing` mixed with `left`/`right` in one constraint.
    case leadingTrailingMixedWithLeftRight(String)
    /// `notAnAttribute` where an attribute is needed, or a second attribute without an item.
    case missingAttribute(String)
    /// A multiplier or constant that is NaN or infinite.
    case nonFiniteValue(String)
    /// A constant beyond ±10,000,000 points or a multiplier beyond ±10,000.
    case valueOutOfRange(String)
    /// A priority outside 1...1000.
    case invalidPriority(String)
    /// The constraint's items have no common ancestor.
    case noCommonAncestor(String)
    /// A margin or baseline attribute of a layout guide: guides have neither.
    case guideAttribute(String)
    /// Adding the view would make it its own ancestor.
    case cyclicHierarchy(String)
    /// A constraint made by the engine (content hugging, compression resistance) or by a stack
    /// view cannot be activated or deactivated by hand.
    case engineConstraint(String)
    /// `insertArrangedSubview(_:at:)` with an index beyond the end of `arrangedSubviews`.
    case arrangedSubviewIndexOutOfRange(index: Int, count: Int)
}

extension LayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .locationEqualToConstant(let c):
            return
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs: \(c)"
        case .invalidPairing(let c):
            return "Invalid pairing of layout attributes: \(c)"
        case .leadingTrailingMixedWithLeftRight(let c):
            return
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither: \(c)"
        case .missingAttribute(let c):
            return "Missing layout attribute: \(c)"
        case .nonFiniteValue(let c):
            return "A multiplier or constant is not a finite number: \(c)"
        case .valueOutOfRange(let c):
            return "A constant must be within ±10000000 points and a multiplier within ±10000: \(c)"
        case .invalidPriority(let c):
            return "A priority must be from 1 to 1000: \(c)"
        case .noCommonAncestor(let c):
            return
                "Unable to activate constraint \(c) because its items have no common ancestor. Does the constraint reference items in different view hierarchies? That's illegal."
        case .guideAttribute(let c):
            return "A layout guide has no margins and no baselines; use its edges, or the attributes of a view: \(c)"
        case .cyclicHierarchy(let v):
            return "Can't add \(v) as a subview: it would become its own ancestor"
        case .engineConstraint(let c):
            return
                "\(c) belongs to the layout engine (content hugging or compression resistance) or to a stack view and cannot be activated or deactivated directly"
        case .arrangedSubviewIndexOutOfRange(let index, let count):
            return
                "Insertion index \(index) out of bounds: a stack view with \(count) arranged subviews takes an index from 0 to \(count)"
        }
    }
}
