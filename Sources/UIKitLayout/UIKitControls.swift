// The controls with content: buttons, image views and text fields. A button's title and a text
// field's text are measured by the engine's system-font text model (`TextContent`); an image
// view is its image's size.
import AutoLayout
import Foundation

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

/// A button with a title, as UIKit's `UIButton` of the system type: its title in the 15-point
/// system font, with 6 points above and below and none at the sides (a "Button" button is
/// 46x30, as Interface Builder sizes it).
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
        CGSize(node.textContent?.intrinsicContentSize() ?? node.intrinsicContentSize)
    }

    private func titleDidChange() {
        // The default font of a button's title, 15 points, is `TextContent`'s for a button.
        changeContent {
            node.textContent = TextContent(.button, title(for: .normal) ?? "", model: .systemFont)
            invalidateIntrinsicContentSize()
        }
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

/// A one-line text field, as UIKit's `UITextField`: as wide as its text (or its placeholder when
/// it has none), in the body font by default, as Apple documents.
///
/// With ``BorderStyle-swift.enum/roundedRect`` it is measured as the engine measures a text
/// field (`TextContent.Kind.textField`): 7 points left and right, and the room above and below
/// that makes a 14-point field 34 high. With ``BorderStyle-swift.enum/none``, UIKit's default,
/// it is one line of its text, as a label: a guess, UIKit documents neither size.
open class UITextField: UIView {
    /// The border: ``none`` (UIKit's default) or ``roundedRect``; UIKit's `line` and `bezel` are
    /// not measured here and do not compile.
    public enum BorderStyle: Sendable, Hashable {
        case none, roundedRect
    }

    open var text: String? { didSet { contentDidChange() } }
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The font; nil is the default, the body style.
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { contentDidChange() } }
    open var borderStyle = BorderStyle.none { didSet { contentDidChange() } }
    /// Whether the font follows the content size category the hierarchy is laid out with, as a
    /// label's does (only a text style's font does).
    open var adjustsFontForContentSizeCategory = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentDidChange()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(node.textContent?.intrinsicContentSize() ?? node.intrinsicContentSize)
    }

    override func adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let adjusted = font?.adjusted(to: traitCollection), adjusted != font
        else { return }
        font = adjusted
    }

    private func contentDidChange() {
        // A text field shows one line: a return in its text is a space.
        let shown = ((text ?? "").isEmpty ? (placeholder ?? "") : (text ?? ""))
            .replacingOccurrences(of: "\n", with: " ")
        let layoutFont = (font ?? .preferredFont(forTextStyle: .body)).layoutFont
        let kind: TextContent.Kind = borderStyle == .roundedRect ? .textField : .label
        changeContent {
            node.textContent = TextContent(kind, shown, font: layoutFont, model: .systemFont)
            invalidateIntrinsicContentSize()
        }
    }
}
