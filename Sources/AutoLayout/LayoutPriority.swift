/// The priority of a layout constraint, as `UILayoutPriority`: a number from 1 to 1000.
///
/// A required constraint (1000) must hold. Lower priorities are strict, as in UIKit: a
/// constraint is never given up to satisfy any number of constraints of lower priority.
///
///     LayoutPriority.required           // 1000
///     LayoutPriority.defaultHigh        // 750: compression resistance of a button
///     LayoutPriority.defaultLow         // 250: content hugging of a button
///     LayoutPriority.fittingSizeLevel   // 50
///     LayoutPriority(999)               // any number in 1...1000
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
    /// The priority, in `1...1000` for a valid priority.
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority; valid priorities are in `1...1000`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must be satisfied.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance, and the priority of a button's.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: `dragThatCanResizeScene`.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: `sceneSizeStayPut`.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490: `dragThatCannotResizeScene`.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250: the default content hugging priority.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority at which a view's size is computed to fit its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The named priorities, by their UIKit names, highest first.
    public static let named: [(name: String, priority: LayoutPriority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh),
        ("dragThatCanResizeScene", .dragThatCanResizeScene), ("sceneSizeStayPut", .sceneSizeStayPut),
        ("dragThatCannotResizeScene", .dragThatCannotResizeScene), ("defaultLow", .defaultLow),
        ("fittingSizeLevel", .fittingSizeLevel)
    ]

    /// The priority with a UIKit name (`"defaultHigh"`), if any.
    public init?(named name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.priority
    }

    /// True for 1000.
    public var isRequired: Bool { rawValue >= 1000 }

    /// True when the priority is a number in `1...1000`.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

extension LayoutPriority: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(Float(value)) }
    public init(floatLiteral value: Double) { self.init(Float(value)) }
}

extension LayoutPriority: CustomStringConvertible {
    /// The number, without a fraction when whole: `750`, `999.5`.
    public var description: String {
        if rawValue.isFinite, abs(rawValue) < 1e9, Float(Int(rawValue)) == rawValue { return String(Int(rawValue)) }
        return String(rawValue)
    }
}
