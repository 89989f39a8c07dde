/// The weights of the system font this package measures (UIKit's `UIFont.Weight`, the four a
/// text style uses).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold
}

/// The system font at a size and weight: what `UIFont.systemFont(ofSize:weight:)` returns,
/// measured as San Francisco measures.
///
/// Vertical metrics are SF Pro's (2048 units per em; ascender 1950, descender 494, line gap
/// 0), so ``lineHeight`` is `pointSize * 2444 / 2048`: 20.287109375 at 17 points, which is
/// what `UIFont.systemFont(ofSize: 17).lineHeight` is on a device. Widths come from
/// ``TextModel/systemFont``.
///
///     LayoutFont.preferredFont(forTextStyle: .body).lineHeight   // 20.287109375
public struct LayoutFont: Sendable, Hashable, CustomStringConvertible {
    /// The size in points.
    public var pointSize: Double
    /// The weight.
    public var weight: FontWeight

    /// The system font of `size` points and `weight`.
    public init(size: Double, weight: FontWeight = .regular) {
        self.pointSize = size
        self.weight = weight
    }

    /// The system font of `size` points (UIKit's `UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: FontWeight = .regular) -> LayoutFont {
        LayoutFont(size: size, weight: weight)
    }

    /// The font of a Dynamic Type text style at a content size category (UIKit's
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`), default `large`.
    public static func preferredFont(
        forTextStyle style: TextStyle, category: ContentSizeCategory = .large
    ) -> LayoutFont {
        LayoutFont(size: style.pointSize(at: category), weight: style.weight)
    }

    /// SF Pro's units per em and vertical metrics (its `hhea` table).
    static let unitsPerEm: Double = 2048
    static let ascenderUnits: Double = 1950
    static let descenderUnits: Double = 494

    /// The distance from the baseline up to the top of a line (UIFont's `ascender`).
    public var ascender: Double { pointSize * Self.ascenderUnits / Self.unitsPerEm }
    /// The distance from the baseline down to the bottom of a line, positive (UIFont's
    /// `descender` is its negative).
    public var descender: Double { pointSize * Self.descenderUnits / Self.unitsPerEm }
    /// The extra space between lines: 0 for the system font.
    public var leading: Double { 0 }
    /// The height of one line: ascender + descender + leading (UIFont's `lineHeight`).
    public var lineHeight: Double { ascender + descender + leading }

    /// Whether San Francisco uses its Display design at this size (20 points and more) rather
    /// than its Text design.
    var usesDisplayDesign: Bool { pointSize >= 20 }

    /// `17pt regular`.
    public var description: String { "\(formatPoints(pointSize))pt \(weight.rawValue)" }
}
