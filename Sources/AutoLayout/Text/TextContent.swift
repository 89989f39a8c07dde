/// The text a view shows and how it is measured: a label's text, a button's title, a text
/// field's text or placeholder. It gives the view its intrinsic content size and baselines.
///
///     let label = LayoutView(name: "note")
///     label.textContent = TextContent(.label, "Hello World", font: .preferredFont(forTextStyle: .body))
///     label.intrinsicContentSize   // 88x20.333333 (20.287109375 rounded up to a pixel at 3x)
///
/// A multi-line label (``numberOfLines`` other than 1) without a ``preferredMaxLayoutWidth``
/// wraps at the width its constraints give it: the engine lays out once with the text on as
/// few lines as its explicit breaks allow, then measures the text wrapped at the label's width
/// and lays out again (UIKit's two passes), in every orientation.
public struct TextContent: Sendable, Hashable {
    /// What shows the text.
    public enum Kind: String, Sendable, Hashable {
        /// `UILabel`: exactly its text, on ``numberOfLines`` lines.
        case label
        /// A system `UIButton`: its title on one line, with room around it.
        case button
        /// A `UITextField` with a rounded-rect border: one line of text or placeholder, with room
        /// around it.
        case textField
    }

    /// What shows the text.
    public var kind: Kind
    /// The text; `\n` starts a new line.
    public var text: String
    /// The font.
    public var font: LayoutFont
    /// How many lines a label may take; 0 for as many as it needs (UILabel's `numberOfLines`).
    /// Buttons and text fields show one line.
    public var numberOfLines: Int
    /// The width a multi-line label wraps at (UILabel's `preferredMaxLayoutWidth`); nil (or 0)
    /// to wrap at the width the layout gives it.
    public var preferredMaxLayoutWidth: Double?
    /// How text is measured.
    public var model: TextModel
    /// The screen's pixels per point: intrinsic sizes are rounded up to whole pixels, as UIKit
    /// rounds them (the system-font model only; default 3).
    public var displayScale: Double

    /// Text of `kind`, measured with `model`; the font defaults to UIKit's for the kind.
    public init(
        _ kind: Kind, _ text: String, font: LayoutFont? = nil, numberOfLines: Int = 1,
        preferredMaxLayoutWidth: Double? = nil, model: TextModel = .systemFont, displayScale: Double = 3
    ) {
        self.kind = kind
        self.text = text
        self.font = font ?? Self.defaultFont(for: kind)
        self.numberOfLines = kind == .label ? max(numberOfLines, 0) : 1
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth.flatMap { $0 > 0 ? $0 : nil }
        self.model = model
        self.displayScale = displayScale > 0 ? displayScale : 1
    }

    /// UIKit's default font: 17 points for a label, 15 for a system button (as Interface
    /// Builder makes them), 14 for a text field (Interface Builder's).
    public static func defaultFont(for kind: Kind) -> LayoutFont {
        switch kind {
        case .label: return .systemFont(ofSize: 17)
        case .button: return .systemFont(ofSize: 15)
        case .textField: return .systemFont(ofSize: 14)
        }
    }

    /// Whether the size depends on the width the layout gives: a multi-line label with no
    /// preferred width.
    public var wrapsAtLayoutWidth: Bool {
        kind == .label && numberOfLines != 1 && preferredMaxLayoutWidth == nil
    }

    /// The lines shown in a view `width` wide (nil: as wide as the text wants).
    public func lines(forWidth width: Double? = nil) -> [String] {
        let wrapWidth = kind == .label && numberOfLines != 1 ? (preferredMaxLayoutWidth ?? width) : nil
        return TextWrapping(model: model, font: font).lines(of: text, width: wrapWidth, limit: numberOfLines)
    }

    /// The intrinsic content size in a view `width` wide (nil before the layout gives one).
    public func intrinsicContentSize(forWidth width: Double? = nil) -> LayoutSize {
        let wrapping = TextWrapping(model: model, font: font)
        let lines = self.lines(forWidth: width)
        let textWidth = lines.map { wrapping.width(of: $0[...]) }.max() ?? 0
        let textHeight = Double(max(lines.count, 1)) * model.lineHeight(font)
        let padding = self.padding
        return LayoutSize(
            width: roundedUp(textWidth + 2 * padding.horizontal), height: roundedUp(textHeight + 2 * padding.vertical))
    }

    /// The first baseline below the top and the last above the bottom.
    public var baselines: (firstFromTop: Double, lastFromBottom: Double) {
        let line = model.lineHeight(font)
        let ascender = model.ascender(font)
        let vertical = padding.vertical
        return (ascender + vertical, line - ascender + vertical)
    }

    /// The room around the text, on each side.
    ///
    /// - A label: none.
    /// - A button: 6 points above and below (a 15-point "Button" is 30 high, in both models);
    ///   2 points left and right in the iOS 7 model (46 wide), none with the system font
    ///   (UIButton's `contentEdgeInsets` are zero).
    /// - A text field: 7 points left and right (a guess: UIKit does not document the inset);
    ///   6 above and below in the iOS 7 model (30 high, iOS 7 to 12), and with the system font
    ///   what makes a 14-point field 34 high as Xcode sizes it since iOS 13 (8.646 points),
    ///   kept for other sizes.
    var padding: (horizontal: Double, vertical: Double) {
        switch (kind, model) {
        case (.label, _): return (0, 0)
        case (.button, .iOS7Cells): return (2, 6)
        case (.button, .systemFont): return (0, 6)
        case (.textField, .iOS7Cells): return (7, 6)
        case (.textField, .systemFont): return (7, (34 - LayoutFont.systemFont(ofSize: 14).lineHeight) / 2)
        }
    }

    /// Rounded up to a whole pixel (the system-font model), without turning 46 into 46.333.
    private func roundedUp(_ value: Double) -> Double {
        guard model == .systemFont else { return value }
        return (value * displayScale - 1e-9).rounded(.up) / displayScale
    }
}
