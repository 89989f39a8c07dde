import SourceDiagnostics

/// The text-metric model that gives buttons and labels an intrinsic content size from their
/// title, without a font engine.
///
/// - A title is measured in *cells*: each `Character` (grapheme cluster, as `String.count`
///   counts) is one cell, or two for a wide character: East Asian wide and fullwidth
///   characters and emoji (`界`, `👍`, `👍🏽`, `👨‍👩‍👧`).
/// - Text is 7 points per cell and one line of text is 18 points high; the first baseline is
///   14 points below the top of the line, so the last baseline is 4 points above its bottom.
/// - A label is exactly its text: `7 * cells` wide and 18 high.
/// - A button adds 2 points of padding on the left and right and 6 above and below, so it is
///   `7 * cells + 4` wide and 30 high, and its baselines are 20 points below its top and 10
///   above its bottom.
///
/// Under this model a system button titled "Button" is 46x30 points, as on iOS 7, and a label
/// "Hello, world" (12 cells) is 84x18.
///
///     TextMetrics.intrinsicContentSize(of: .button, title: "Button")   // 46x30
public enum TextMetrics {
    /// Points per cell of text.
    public static let pointsPerCell: Double = 7
    /// The height of one line of text.
    public static let lineHeight: Double = 18
    /// The first baseline, in points below the top of a line of text.
    public static let baselineFromTop: Double = 14
    /// A button's padding on its left and on its right.
    public static let buttonHorizontalPadding: Double = 2
    /// A button's padding above and below its title.
    public static let buttonVerticalPadding: Double = 6

    /// How many cells a text takes: one per character, two per wide character.
    public static func cells(in text: String) -> Int {
        text.reduce(0) { $0 + $1.displayWidth }
    }

    /// The width of a text, without padding: `7 * cells`.
    public static func textWidth(of text: String) -> Double {
        Double(cells(in: text)) * pointsPerCell
    }

    /// The intrinsic content size of a view of `kind` showing `title`; no intrinsic size for a
    /// plain view or a stack.
    public static func intrinsicContentSize(of kind: ViewDeclaration.Kind, title: String) -> IntrinsicContentSize {
        switch kind {
        case .view, .stack:
            return .none
        case .label:
            return IntrinsicContentSize(width: textWidth(of: title), height: lineHeight)
        case .button:
            return IntrinsicContentSize(
                width: textWidth(of: title) + 2 * buttonHorizontalPadding,
                height: lineHeight + 2 * buttonVerticalPadding)
        }
    }

    /// The baselines of a view of `kind`; nil for a plain view, which has none, and for a stack,
    /// whose baselines are one of its views'.
    public static func baselines(of kind: ViewDeclaration.Kind) -> BaselineOffsets? {
        let descent = lineHeight - baselineFromTop
        switch kind {
        case .view, .stack:
            return nil
        case .label:
            return BaselineOffsets(firstFromTop: baselineFromTop, lastFromBottom: descent)
        case .button:
            return BaselineOffsets(
                firstFromTop: baselineFromTop + buttonVerticalPadding,
                lastFromBottom: descent + buttonVerticalPadding)
        }
    }
}
