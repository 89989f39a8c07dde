// UIKit's value types that Foundation on Linux does not have, and the conversions between
// Foundation's geometry (CGFloat, CGRect, CGSize, CGPoint) and the engine's.
import AutoLayout
import Foundation

/// The insets of a rectangle on its physical sides, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The insets of a rectangle on the sides of the layout direction, as UIKit's
/// `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// A constraint's priority, as UIKit's `UILayoutPriority`: a number from 1 to 1000 with
/// UIKit's names and arithmetic (`.defaultHigh - 1` is 749). Unlike the engine's
/// `LayoutPriority` it is not made from a number literal, as in UIKit: `.defaultHigh - 1`
/// subtracts a `Float`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The engine's priority.
    var layoutPriority: LayoutPriority { LayoutPriority(rawValue) }

    init(engine priority: LayoutPriority) { rawValue = priority.rawValue }
}

// MARK: Conversions (internal: the public API speaks Foundation's types only)

extension CGRect {
    init(_ rect: LayoutRect) {
        self.init(x: CGFloat(rect.x), y: CGFloat(rect.y), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension LayoutSize {
    init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    init(_ size: LayoutSize) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension UIEdgeInsets {
    init(_ insets: LayoutEdgeInsets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
    }

    var layoutInsets: LayoutEdgeInsets {
        LayoutEdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}

extension NSDirectionalEdgeInsets {
    init(_ insets: LayoutDirectionalEdgeInsets) {
        self.init(
            top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.trailing))
    }

    var layoutInsets: LayoutDirectionalEdgeInsets {
        LayoutDirectionalEdgeInsets(
            top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
