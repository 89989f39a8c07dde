// UIKit's UIFont for layout: the system font at a size and weight, or a Dynamic Type text style,
// measured by the engine's system-font text model (`LayoutFont`).
import AutoLayout
import Foundation

/// A font, as far as layout needs one: the system font at a size and a weight, as UIKit's
/// `UIFont` returns it. Its metrics are San Francisco's (see `LayoutFont` in `AutoLayout`):
/// ``lineHeight`` is `pointSize * 2444 / 2048`, 20.287109375 at 17 points, as on a device.
///
/// Only the system font exists here: `UIFont(name:size:)` and custom fonts do not compile.
public struct UIFont: Hashable, Sendable {
    /// The engine's font.
    let layoutFont: LayoutFont
    /// The Dynamic Type style the font was made for, if any: a label that adjusts its font to
    /// the content size category needs it (two fonts of the same size but not the same style
    /// are not equal, as in UIKit).
    let textStyle: AutoLayout.TextStyle?

    init(_ layoutFont: LayoutFont, textStyle: AutoLayout.TextStyle? = nil) {
        self.layoutFont = layoutFont
        self.textStyle = textStyle
    }

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(.systemFont(ofSize: Double(fontSize), weight: weight.layoutWeight))
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font of a Dynamic Type text style at the default content size category (`large`):
    /// `.body` is the 17-point regular system font, `.headline` the 17-point semibold one (the
    /// sizes of Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes").
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a Dynamic Type text style at the content size category of `traitCollection`
    /// (the default `large` when nil): `.body` is 14 points at `extraSmall` and 53 at
    /// `accessibilityExtraExtraExtraLarge`, from the same guidelines.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(
            .preferredFont(forTextStyle: style.layoutStyle, category: category.layoutCategory),
            textStyle: style.layoutStyle)
    }

    /// This font at the content size category of `traits` if it is a text style's font; nil
    /// for a font of a fixed size.
    func adjusted(to traits: UITraitCollection) -> UIFont? {
        guard let textStyle else { return nil }
        return .preferredFont(forTextStyle: TextStyle(layoutStyle: textStyle), compatibleWith: traits)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(.systemFont(ofSize: Double(fontSize), weight: layoutFont.weight))
    }

    /// The size in points.
    public var pointSize: CGFloat { CGFloat(layoutFont.pointSize) }
    /// The distance from the baseline up to the top of a line.
    public var ascender: CGFloat { CGFloat(layoutFont.ascender) }
    /// The distance from the baseline down to the bottom of a line, negative as in UIKit.
    public var descender: CGFloat { -CGFloat(layoutFont.descender) }
    /// The height of a line of text: ascender - descender (the system font has no leading).
    public var lineHeight: CGFloat { CGFloat(layoutFont.lineHeight) }
}

extension UIFont {
    /// The weights of the system font this layer measures (UIKit's `UIFont.Weight`). The others
    /// UIKit has (`ultraLight`, `thin`, `light`, `heavy`, `black`) have no width table here and
    /// do not compile.
    public struct Weight: Hashable, Sendable {
        let layoutWeight: FontWeight

        public static let regular = Weight(layoutWeight: .regular)
        public static let medium = Weight(layoutWeight: .medium)
        public static let semibold = Weight(layoutWeight: .semibold)
        public static let bold = Weight(layoutWeight: .bold)
    }

    /// UIKit's Dynamic Type text styles (`UIFont.TextStyle`), with UIKit's names.
    public struct TextStyle: Hashable, Sendable {
        let layoutStyle: AutoLayout.TextStyle

        public static let largeTitle = TextStyle(layoutStyle: .largeTitle)
        public static let title1 = TextStyle(layoutStyle: .title1)
        public static let title2 = TextStyle(layoutStyle: .title2)
        public static let title3 = TextStyle(layoutStyle: .title3)
        public static let headline = TextStyle(layoutStyle: .headline)
        public static let subheadline = TextStyle(layoutStyle: .subheadline)
        public static let body = TextStyle(layoutStyle: .body)
        public static let callout = TextStyle(layoutStyle: .callout)
        public static let footnote = TextStyle(layoutStyle: .footnote)
        public static let caption1 = TextStyle(layoutStyle: .caption1)
        public static let caption2 = TextStyle(layoutStyle: .caption2)
    }
}
