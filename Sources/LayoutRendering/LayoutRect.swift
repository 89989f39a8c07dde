/// A rectangle in points: an origin and a size, like UIKit's `CGRect`.
///
/// The renderer accepts any values, including negative sizes, NaN and infinities: see
/// ``BoxRenderer`` for how each is drawn.
///
///     let frame = LayoutRect(x: 20, y: 20, width: 280, height: 100)
///     frame.maxX   // 300
public struct LayoutRect: Sendable, Hashable {
    /// The left edge.
    public var x: Double
    /// The top edge (y grows downwards, as in UIKit).
    public var y: Double
    /// The width; may be negative, in which case the rectangle extends to the left of `x`.
    public var width: Double
    /// The height; may be negative, in which case the rectangle extends above `y`.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle at the origin with zero size.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// `x + width`.
    public var maxX: Double { x + width }

    /// `y + height`.
    public var maxY: Double { y + height }

    /// Whether all four components are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite
    }

    /// The same rectangle with a non-negative width and height, as `CGRect.standardized`.
    ///
    ///     LayoutRect(x: 10, y: 0, width: -4, height: 2).standardized   // (6, 0, 4, 2)
    public var standardized: LayoutRect {
        var result = self
        if width < 0 {
            result.x = x + width
            result.width = -width
        }
        if height < 0 {
            result.y = y + height
            result.height = -height
        }
        return result
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

extension LayoutRect: CustomStringConvertible {
    /// `(x, y, width, height)` with numbers as the reports print them: `(20, 20, 280, 100)`.
    public var description: String {
        "(\(NumberText.text(x)), \(NumberText.text(y)), \(NumberText.text(width)), \(NumberText.text(height)))"
    }
}
