/// A point in a view's coordinate system: origin top-left, y grows downwards (as UIKit).
public struct LayoutPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A width and a height in points.
public struct LayoutSize: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = LayoutSize(width: 0, height: 0)

    /// The size with width and height exchanged: portrait to landscape.
    public var rotated: LayoutSize { LayoutSize(width: height, height: width) }
}

/// A rectangle: origin and size, as `CGRect`. Frames are in the superview's coordinates.
public struct LayoutRect: Sendable, Hashable {
    public var origin: LayoutPoint
    public var size: LayoutSize

    public init(origin: LayoutPoint, size: LayoutSize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}

extension LayoutRect: CustomStringConvertible {
    /// `(20, 35, 46, 30)`: x, y, width, height, without trailing `.0`.
    public var description: String {
        "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

extension LayoutSize: CustomStringConvertible {
    /// `320x568`.
    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// A number of points as people write it: `20`, `23.2`, `-8`; never `20.0` or `-0`.
public func formatPoints(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isFinite, abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
    return String(value)
}
