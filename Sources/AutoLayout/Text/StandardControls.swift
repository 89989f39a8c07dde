/// The fixed sizes and default priorities of UIKit controls whose size does not come from text,
/// as Xcode writes them in storyboards (their `<rect>` after "Size to Fit" and their
/// `horizontalHuggingPriority`/`verticalHuggingPriority` attributes; compression resistance is
/// the default 750 for all).
public enum StandardControl: String, Sendable, Hashable, CaseIterable {
    /// `UISwitch`: 51x31, hugging 750.
    case toggle = "switch"
    /// `UIActivityIndicatorView`, style `medium`: 20x20, hugging 750.
    case activityIndicator = "activity"
    /// `UIActivityIndicatorView`, style `large`: 37x37, hugging 750.
    case largeActivityIndicator = "activity-large"

    /// The intrinsic content size.
    public var intrinsicContentSize: LayoutSize {
        switch self {
        case .toggle: return LayoutSize(width: 51, height: 31)
        case .activityIndicator: return LayoutSize(width: 20, height: 20)
        case .largeActivityIndicator: return LayoutSize(width: 37, height: 37)
        }
    }

    /// The content hugging priority on both axes.
    public var contentHuggingPriority: LayoutPriority { .defaultHigh }
}
