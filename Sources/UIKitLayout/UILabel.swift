// UIKit's UILabel on the engine's text model: its text, font and number of lines become the
// engine view's `TextContent`, which sizes it and, for a multi-line label, wraps it at the width
// the layout gives it (UIKit's two passes).
import AutoLayout
import Foundation

/// A view with text and a text's intrinsic size, as UIKit's `UILabel`, measured in the system
/// font as a device measures it (see `TextContent` in `AutoLayout`).
///
/// A label whose ``numberOfLines`` is not 1 wraps its text at spaces, and at explicit `"\n"`:
/// at ``preferredMaxLayoutWidth`` when it is set, otherwise at the width its constraints give
/// it, found by laying out twice, as UIKit does.
open class UILabel: UIView {
    /// The text; changing it changes the intrinsic size.
    open var text: String? { didSet { textDidChange() } }

    /// The font: the 17-point system font by default (UIKit's documented default); setting nil
    /// restores it, as in UIKit.
    open var font: UIFont! {
        get { currentFont }
        set {
            currentFont = newValue ?? UILabel.defaultFont
            textDidChange()
        }
    }
    private var currentFont = UILabel.defaultFont
    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The most lines the text may take; 0 for as many as it needs. Default 1: the text stays on
    /// one line (cut at its first line break, with "…").
    open var numberOfLines = 1 { didSet { textDidChange() } }

    /// The width a multi-line label wraps at; 0 (the default) to wrap at the width its
    /// constraints give it.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    /// Whether the font follows the content size category the hierarchy is laid out with
    /// (UIKit's `UIContentSizeCategoryAdjusting`): only a text style's font does, as in UIKit.
    open var adjustsFontForContentSizeCategory = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textDidChange()
    }

    /// The text's size: wrapped at the width of the last layout for a multi-line label without
    /// a preferred width. A label without text has none (zero), as in UIKit.
    open override var intrinsicContentSize: CGSize {
        node.textContent == nil ? .zero : CGSize(node.intrinsicContentSize)
    }

    override func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let adjusted = currentFont.adjusted(to: traitCollection),
            adjusted != currentFont
        else { return }
        font = adjusted
    }

    /// Gives the engine's view the text to measure, or none for an empty label.
    private func textDidChange() {
        changeContent(applyText)
    }

    private func applyText() {
        let layoutFont = currentFont.layoutFont
        if let text, !text.isEmpty {
            node.textContent = TextContent(
                .label, text, font: layoutFont, numberOfLines: numberOfLines,
                preferredMaxLayoutWidth: Double(preferredMaxLayoutWidth), model: .systemFont)
        } else {
            node.textContent = nil
            // The baselines of an empty line in the font.
            node.firstBaselineOffsetFromTop = layoutFont.ascender
            node.lastBaselineOffsetFromBottom = layoutFont.descender
        }
        invalidateIntrinsicContentSize()
    }
}
