import AutoLayout
import SourceDiagnostics

/// The iOS 7 text-metric model (AutoLayout's `TextModel.iOS7Cells`), which gives buttons, labels and text
/// fields an intrinsic content size from their title without a font, and the fixed sizes of
/// the other kinds. The measuring itself is AutoLayout's (`TextContent`); this keeps the
/// model's numbers where the file format documents them.
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
/// - A text field adds 7 points left and right and 6 above and below: `7 * cells + 14` by 30.
///
/// Under this model a system button titled "Button" is 46x30 points, as on iOS 7, and a label
/// "Hello, world" (12 cells) is 84x18.
///
///     TextMetrics.intrinsicContentSize(of: .button, title: "Button")   // 46x30
public enum TextMetrics {
    /// Points per cell of text.
    public static let pointsPerCell: Double = TextModel.pointsPerCell
    /// The height of one line of text.
    public static let lineHeight: Double = TextModel.cellLineHeight
    /// The first baseline, in points below the top of a line of text.
    public static let baselineFromTop: Double = TextModel.cellBaseline
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

    /// The intrinsic content size of a view of `kind` showing `title` in the iOS 7 model; no
    /// intrinsic size for a plain view, a stack or an image view (whose size is given).
    public static func intrinsicContentSize(of kind: ViewDeclaration.Kind, title: String) -> IntrinsicContentSize {
        if let textKind = kind.textKind {
            return title.isEmpty ? untitledSize(of: textKind) : measure(title, in: textKind)
        }
        switch kind {
        case .toggle: return IntrinsicContentSize(StandardControl.toggle.intrinsicContentSize)
        case .activityIndicator: return IntrinsicContentSize(StandardControl.activityIndicator.intrinsicContentSize)
        default: return .none
        }
    }

    /// The size of `title` shown in a view of `kind`.
    static func measure(_ title: String, in kind: TextContent.Kind) -> IntrinsicContentSize {
        IntrinsicContentSize(TextContent(kind, title, model: .iOS7Cells).intrinsicContentSize())
    }

    /// The size of a view of `kind` without a title: every declaration starts as one, so each
    /// kind is measured once.
    private static func untitledSize(of kind: TextContent.Kind) -> IntrinsicContentSize {
        switch kind {
        case .label: return untitledLabel
        case .button: return untitledButton
        case .textField: return untitledTextField
        }
    }

    private static let untitledLabel = measure("", in: .label)
    private static let untitledButton = measure("", in: .button)
    private static let untitledTextField = measure("", in: .textField)

    /// The baselines of a view of `kind` in the iOS 7 model; nil for a view without text, which
    /// has none, and for a stack, whose baselines are one of its views'.
    public static func baselines(of kind: ViewDeclaration.Kind) -> BaselineOffsets? {
        guard let textKind = kind.textKind else { return nil }
        let baselines = TextContent(textKind, "", model: .iOS7Cells).baselines
        return BaselineOffsets(firstFromTop: baselines.firstFromTop, lastFromBottom: baselines.lastFromBottom)
    }
}

extension IntrinsicContentSize {
    /// A size with both axes.
    init(_ size: LayoutSize) {
        self.init(width: size.width, height: size.height)
    }
}
