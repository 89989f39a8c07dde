// The views with content: labels, buttons, image views and text fields. Their intrinsic
// content size comes from their text (``measureText(_:font:)``) or image, as in UIKit.
import AutoLayout
import Foundation
import LayoutFiles

/// A font, as far as layout needs one: its size.
public struct UIFont: Hashable, Sendable {
    /// The size in points.
    public var pointSize: CGFloat

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    /// The bold system font at `fontSize` (the same metrics in this layer).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
}

/// A view with text and a text's intrinsic size, as UIKit's `UILabel`.
open class UILabel: UIView {
    /// The text; changing it changes the intrinsic size.
    open var text: String? { didSet { textDidChange() } }
    /// The font (the system font of 17 points by default, as UIKit's).
    open var font: UIFont = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The number of lines (default 1). Text is measured on one line for now: wrapping needs
    /// real text measurement.
    open var numberOfLines = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textDidChange()
    }

    open override var intrinsicContentSize: CGSize {
        // UIKit: a label with no text has no size.
        guard let text, !text.isEmpty else { return .zero }
        return measureText(text, font: font).size
    }

    private func textDidChange() {
        let measured = measureText(text ?? "", font: font)
        node.firstBaselineOffsetFromTop = Double(measured.baselineFromTop)
        node.lastBaselineOffsetFromBottom = Double(measured.descent)
        invalidateIntrinsicContentSize()
    }
}

/// A control's state, for titles: only `.normal` is laid out.
public struct UIControl {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// A button with a title, as UIKit's `UIButton` of the system type: its title plus padding
/// (a system button titled "Button" is 46x30 points, as on iOS 7).
open class UIButton: UIView {
    /// The kinds of button; ``system`` and ``custom`` are laid out alike.
    public enum ButtonType: Sendable {
        case custom, system
    }

    /// The button's kind.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]

    /// Creates a button of a kind.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        titleDidChange()
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        titleDidChange()
    }

    /// Sets the title for a state; the title of `.normal` sizes the button.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleDidChange()
    }

    /// The title for a state (the normal one when the state has none).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open override var intrinsicContentSize: CGSize {
        let text = measureText(title(for: .normal) ?? "", font: .systemFont(ofSize: 15)).size
        return CGSize(
            width: text.width + 2 * CGFloat(TextMetrics.buttonHorizontalPadding),
            height: text.height + 2 * CGFloat(TextMetrics.buttonVerticalPadding))
    }

    private func titleDidChange() {
        let measured = measureText(title(for: .normal) ?? "", font: .systemFont(ofSize: 15))
        let padding = CGFloat(TextMetrics.buttonVerticalPadding)
        node.firstBaselineOffsetFromTop = Double(measured.baselineFromTop + padding)
        node.lastBaselineOffsetFromBottom = Double(measured.descent + padding)
        invalidateIntrinsicContentSize()
    }
}

/// An image, as far as layout needs one: its size in points.
public struct UIImage: Hashable, Sendable {
    /// The size in points.
    public var size: CGSize

    /// An image of a size: this package's stand-in for an image from the asset catalog
    /// (`UIImage(named:)`), which a test on Linux does not have.
    public init(size: CGSize) { self.size = size }
}

/// A view showing an image, as UIKit's `UIImageView`: its intrinsic size is the image's.
open class UIImageView: UIView {
    /// The image; changing it changes the intrinsic size.
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }

    /// Creates an image view sized by `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        invalidateIntrinsicContentSize()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// A one-line text field, as UIKit's `UITextField` without a border: as wide as its text
/// (or its placeholder when empty) and one line high.
open class UITextField: UIView {
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }

    open override var intrinsicContentSize: CGSize {
        let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
        return measureText(shown, font: font ?? .systemFont(ofSize: 17)).size
    }
}
