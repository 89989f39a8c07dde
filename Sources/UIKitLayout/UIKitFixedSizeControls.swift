// The controls whose size does not come from their content: switches and activity indicators,
// at UIKit's fixed sizes (`StandardControl` in `AutoLayout`).
import AutoLayout
import Foundation

/// An on/off switch, as UIKit's `UISwitch`: 51x31 points, content hugging 750 (as Interface
/// Builder sizes and sets it).
open class UISwitch: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyStandardHugging(of: .toggle)
        invalidateIntrinsicContentSize()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(StandardControl.toggle.intrinsicContentSize)
    }
}

/// A spinning indicator, as UIKit's `UIActivityIndicatorView`: 20x20 points in the ``Style-swift.enum/medium``
/// style, 37x37 in the ``Style-swift.enum/large`` one, content hugging 750.
open class UIActivityIndicatorView: UIView {
    /// The styles of iOS 13 and later.
    public enum Style: Sendable, Hashable {
        case medium, large
    }

    /// The style; changing it changes the size.
    open var style: Style { didSet { invalidateIntrinsicContentSize() } }

    /// An indicator of a style.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        applyStandardHugging(of: .activityIndicator)
        invalidateIntrinsicContentSize()
    }

    /// An indicator of the ``Style-swift.enum/medium`` style, as in UIKit.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        applyStandardHugging(of: .activityIndicator)
        invalidateIntrinsicContentSize()
    }

    open override var intrinsicContentSize: CGSize {
        let control: StandardControl = style == .large ? .largeActivityIndicator : .activityIndicator
        return CGSize(control.intrinsicContentSize)
    }
}

extension UIView {
    /// Gives the view a standard control's content hugging on both axes.
    fileprivate func applyStandardHugging(of control: StandardControl) {
        let priority = UILayoutPriority(engine: control.contentHuggingPriority)
        setContentHuggingPriority(priority, for: .horizontal)
        setContentHuggingPriority(priority, for: .vertical)
    }
}
