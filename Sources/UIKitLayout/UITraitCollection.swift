// The one trait this layer has: the user's preferred text size, which a view controller is laid
// out with and which labels that adjust their font follow.
import AutoLayout
import Foundation

/// The user's preferred size of text (UIKit's `UIContentSizeCategory`): seven standard sizes,
/// `large` the default, and five accessibility sizes.
public struct UIContentSizeCategory: Hashable, Sendable {
    let layoutCategory: ContentSizeCategory

    public static let extraSmall = UIContentSizeCategory(layoutCategory: .extraSmall)
    public static let small = UIContentSizeCategory(layoutCategory: .small)
    public static let medium = UIContentSizeCategory(layoutCategory: .medium)
    public static let large = UIContentSizeCategory(layoutCategory: .large)
    public static let extraLarge = UIContentSizeCategory(layoutCategory: .extraLarge)
    public static let extraExtraLarge = UIContentSizeCategory(layoutCategory: .extraExtraLarge)
    public static let extraExtraExtraLarge = UIContentSizeCategory(layoutCategory: .extraExtraExtraLarge)
    public static let accessibilityMedium = UIContentSizeCategory(layoutCategory: .accessibilityMedium)
    public static let accessibilityLarge = UIContentSizeCategory(layoutCategory: .accessibilityLarge)
    public static let accessibilityExtraLarge = UIContentSizeCategory(layoutCategory: .accessibilityExtraLarge)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        layoutCategory: .accessibilityExtraExtraLarge)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        layoutCategory: .accessibilityExtraExtraExtraLarge)

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { layoutCategory.isAccessibilityCategory }
}

/// A view's traits, as UIKit's `UITraitCollection`: here only the preferred content size
/// category, the one trait that changes a layout's sizes in this layer (size classes come from
/// the device, see `UIViewController.layout(on:orientation:contentSizeCategory:)`).
public final class UITraitCollection: Sendable {
    /// The user's preferred size of text.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Traits with a content size category.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}

extension UIView {
    /// The view's traits: the content size category its hierarchy was last laid out with
    /// (`large` before a view controller lays it out).
    public var traitCollection: UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: topView.contentSizeCategory)
    }
}
