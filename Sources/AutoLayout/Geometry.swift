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

/// A rectangle, as `CGRect`: `x`, `y`, `width`, `height`. Frames are in the superview's
/// coordinates.
public struct LayoutRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var origin: LayoutPoint { LayoutPoint(x: x, y: y) }
    public var size: LayoutSize { LayoutSize(width: width, height: height) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// True when no coordinate is NaN or infinite.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The same rectangle with a non-negative width and height, as `CGRect.standardized`.
    public var standardized: LayoutRect {
        var result = self
        if width < 0 { result.x = x + width; result.width = -width }
        if height < 0 { result.y = y + height; result.height = -height }
        return result
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

extension LayoutRect: CustomStringConvertible {
    /// `(20, 35, 46, 30)`: x, y, width, height, without trailing `.0`.
    public var description: String {
        var text: [UInt8] = []
        text.reserveCapacity(32)
        appendDescription(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends ``description`` to `text` as UTF-8, without making a string: a report's frame
    /// table writes one per view.
    public func appendDescription(to text: inout [UInt8]) {
        func separator() {
            text.append(UInt8(ascii: ","))
            text.append(UInt8(ascii: " "))
        }
        text.append(UInt8(ascii: "("))
        appendPoints(minX, to: &text)
        separator()
        appendPoints(minY, to: &text)
        separator()
        appendPoints(width, to: &text)
        separator()
        appendPoints(height, to: &text)
        text.append(UInt8(ascii: ")"))
    }
}

extension LayoutSize: CustomStringConvertible {
    /// `320x568`.
    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// A number as people write it: `20`, `23.2`, `-8`, `0.5`, `1e16`; never `20.0` or `-0`.
/// Non-finite values read `nan`, `inf`, `-inf`. Shortest round-trip digits, so the text
/// reads back as the same number.
public func formatPoints(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    // Whole numbers, most frames (and 0, also -0): the same digits, without going through
    // the description.
    if let whole = wholeNumber(value) { return String(whole) }
    // The standard library prints the shortest round-trip digits ("20.0", "23.2", "1e+16",
    // "1e-05"); tidy the spellings people do not write.
    let raw = value.description
    guard let e = raw.firstIndex(of: "e") else { return trimmedFraction(raw) }
    var exponent = raw[raw.index(after: e)...]
    var sign = ""
    if let first = exponent.first, first == "+" || first == "-" {
        if first == "-" { sign = "-" }
        exponent = exponent.dropFirst()
    }
    let digits = exponent.drop { $0 == "0" }
    return trimmedFraction(String(raw[..<e])) + "e" + sign + (digits.isEmpty ? "0" : String(digits))
}

private func trimmedFraction(_ text: String) -> String {
    text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// Appends ``formatPoints(_:)``'s text to `text` as UTF-8. Whole numbers, most frames, are
/// written digit by digit, without making a string.
public func appendPoints(_ value: Double, to text: inout [UInt8]) {
    guard let whole = wholeNumber(value) else { return text.append(contentsOf: formatPoints(value).utf8) }
    if whole < 0 { text.append(UInt8(ascii: "-")) }
    let start = text.count
    var rest = whole.magnitude
    repeat {
        text.append(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
    } while rest > 0
    // The digits came least significant first. Swapped in place: reversing a slice of the
    // array would copy it.
    var (low, high) = (start, text.count - 1)
    while low < high {
        text.swapAt(low, high)
        low += 1
        high -= 1
    }
}

/// `value` as an `Int` when it is a whole number that ``formatPoints(_:)`` writes in plain
/// digits (below 1e15 in magnitude); nil otherwise, and for NaN and infinities.
private func wholeNumber(_ value: Double) -> Int? {
    value.rounded(.towardZero) == value && abs(value) < 1e15 ? Int(value) : nil
}
