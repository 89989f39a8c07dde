/// UIKit's Dynamic Type text styles (`UIFont.TextStyle`), with the point sizes of Apple's Human
/// Interface Guidelines, Typography, "Dynamic Type sizes" tables for iOS.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The weight: semibold for `headline`, regular for the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size at a content size category.
    public func pointSize(at category: ContentSizeCategory) -> Double {
        Self.sizes[self]?[category.rawIndex].size ?? 17
    }

    /// The line height (leading) the guidelines give the style at a category: the distance
    /// between baselines a designer sets; UIKit's labels use the font's ``LayoutFont/lineHeight``.
    public func designLeading(at category: ContentSizeCategory) -> Double {
        Self.sizes[self]?[category.rawIndex].leading ?? 22
    }

    /// Point size and leading per category, from xSmall to AX5, as the guidelines' tables give
    /// them (https://developer.apple.com/design/human-interface-guidelines/typography).
    private static let sizes: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
            (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)
        ],
        .title1: [
            (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
            (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)
        ],
        .title2: [
            (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
            (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)
        ],
        .title3: [
            (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
            (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)
        ],
        .headline: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
            (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)
        ],
        .body: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
            (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)
        ],
        .callout: [
            (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
            (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)
        ],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
            (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
            (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)
        ],
        .caption1: [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
            (22, 27), (26, 32), (32, 39), (37, 44), (43, 51)
        ],
        .caption2: [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
            (20, 24), (24, 29), (29, 35), (34, 41), (40, 48)
        ]
    ]
}

/// The user's preferred text size (UIKit's `UIContentSizeCategory`): seven standard sizes, the
/// default `large`, then five accessibility sizes.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { rawIndex >= 7 }

    /// The position in the tables, xSmall first.
    var rawIndex: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}
