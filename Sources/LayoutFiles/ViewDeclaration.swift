import AutoLayout
import SourceDiagnostics

/// One `view`, `button`, `label` or `stack` statement: a view, its place in the hierarchy and
/// its content.
///
///     view _topButton in _topGrayView intrinsic 46x30
///     button _bottomButton "Button" in _bottomGrayView
///     label title "Hello, world" in card hugging 251 compression 750 baseline 14 4
///     view card margins 16 20 16 20 preservesSuperviewLayoutMargins true
///
/// The values here are the effective ones: defaults and the text-metric model are already
/// applied. A `...Range` property is the range of the modifier that set the value, or nil
/// when the value is a default or comes from the title.
public struct ViewDeclaration: Sendable, Hashable {
    /// What kind of view a statement declares.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `view`: a plain view with no intrinsic content size.
        case view
        /// `button`: a system button; its title gives its intrinsic size.
        case button
        /// `label`: a one-line label; its text gives its intrinsic size.
        case label
        /// `stack`: a stack view, which arranges the views declared in it (``StackDeclaration``).
        case stack
        /// `textfield`: a text field (`UITextField`, rounded-rect border); its placeholder gives
        /// its intrinsic size.
        case textField = "textfield"
        /// `image`: an image view (`UIImageView`); its `size` is the image's, its intrinsic size.
        case image
        /// `switch`: a `UISwitch`, 51x31.
        case toggle = "switch"
        /// `activity`: a `UIActivityIndicatorView`, 20x20 (37x37 with `large`).
        case activityIndicator = "activity"

        /// Whether the kind shows text: a button, label or text field.
        public var showsText: Bool { self == .button || self == .label || self == .textField }

        /// The kind of text it shows.
        var textKind: TextContent.Kind? {
            switch self {
            case .button: return .button
            case .label: return .label
            case .textField: return .textField
            case .view, .stack, .image, .toggle, .activityIndicator: return nil
            }
        }
    }

    /// The kind, at its keyword.
    public var kind: Located<Kind>
    /// The view's name: a C identifier, unique in the file, never `root`.
    public var name: Located<String>
    /// The title of a button or the text of a label, unescaped; the range covers the quotes.
    public var title: Located<String>?
    /// The superview from `in PARENT`, or nil for the root view.
    public var parent: Located<String>?
    /// The intrinsic content size: from `intrinsic`, else from the title, else none.
    public var intrinsicContentSize: IntrinsicContentSize
    /// Where `intrinsic` set the intrinsic content size.
    public var intrinsicContentSizeRange: SourceRange?
    /// The content-hugging priorities: from `hugging`, else 250 (251 for labels).
    public var contentHugging: AxisPriorities
    /// Where `hugging` set them.
    public var contentHuggingRange: SourceRange?
    /// The compression-resistance priorities: from `compression`, else 750.
    public var compressionResistance: AxisPriorities
    /// Where `compression` set them.
    public var compressionResistanceRange: SourceRange?
    /// The baselines: from `baseline`, else from the text-metric model for buttons and
    /// labels, else none.
    public var baselines: BaselineOffsets?
    /// Where `baseline` set them.
    public var baselinesRange: SourceRange?
    /// The layout margins from `margins` (`directionalLayoutMargins`), else nil: UIKit's 8 on
    /// each side.
    public var layoutMargins: LayoutDirectionalEdgeInsets?
    /// Where `margins` set them.
    public var layoutMarginsRange: SourceRange?
    /// `preservesSuperviewLayoutMargins`: from the modifier, else false.
    public var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea`: from the modifier, else true.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Where either of the two flags was set, by modifier name.
    public var flagRanges: [String: SourceRange] = [:]
    /// The whole statement, without a trailing comment.
    public var range: SourceRange
    /// `hidden`: the view is hidden (UIKit's `isHidden`): not drawn, and collapsed in a stack.
    public var isHidden = false
    /// Where `hidden` was written.
    public var hiddenRange: SourceRange?
    /// `spacingAfter`: the space after the view in its stack, in place of the stack's spacing
    /// (UIKit's `setCustomSpacing(_:after:)`); `StackView.spacingUseSystem` for `system`.
    public var spacingAfter: Located<Double>?
    /// The metric `spacingAfter` names, until the metrics are known.
    var spacingAfterMetric: Located<String>?
    /// A stack's arrangement; nil for any other kind of view.
    public var stack: StackDeclaration? {
        get { storedStack }
        set { storedStack = newValue }
    }
    /// The text it shows and how it is measured (buttons, labels, text fields): nil for other
    /// kinds, and for a view whose `intrinsic` size was given.
    public var textContent: TextContent? {
        get { storedTextContent }
        set { storedTextContent = newValue }
    }
    /// The text attributes written with the view: `font`, `style`, `numberOfLines`,
    /// `preferredMaxLayoutWidth`, each with where it was written.
    public var textAttributes: TextAttributes {
        get { writtenTextAttributes ?? TextAttributes() }
        set { writtenTextAttributes = newValue == TextAttributes() ? nil : newValue }
    }

    // Most views have no stack, text or text attributes: these are kept out of line.
    @OutOfLine private var storedStack: StackDeclaration?
    @OutOfLine private var storedTextContent: TextContent?
    /// Nil when no attribute was written, so that equal declarations store equal values.
    @OutOfLine private var writtenTextAttributes: TextAttributes?

    /// Creates a declaration with UIKit's defaults for `kind` and the intrinsic size and
    /// baselines the text-metric model gives `title`.
    public init(
        kind: Located<Kind>, name: Located<String>, title: Located<String>? = nil,
        parent: Located<String>? = nil, range: SourceRange
    ) {
        self.kind = kind
        self.name = name
        self.title = title
        self.parent = parent
        self.intrinsicContentSize = TextMetrics.intrinsicContentSize(of: kind.value, title: title?.value ?? "")
        self.contentHugging = AxisPriorities.defaultHugging(of: kind.value)
        self.compressionResistance = .defaultCompressionResistance
        self.baselines = TextMetrics.baselines(of: kind.value)
        self.range = range
        self.stack = kind.value == .stack ? StackDeclaration() : nil
    }

    /// The name of the superview: the parent's name, or `root`.
    public var parentName: String { parent?.value ?? LayoutDocument.rootName }
}

/// An intrinsic content size, with nil for an axis that has none (UIKit's
/// `UIView.noIntrinsicMetric`).
public struct IntrinsicContentSize: Sendable, Hashable, CustomStringConvertible {
    /// The width, or nil for no intrinsic width.
    public var width: Double?
    /// The height, or nil for no intrinsic height.
    public var height: Double?

    /// Creates a size.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic size on either axis.
    public static let none = IntrinsicContentSize(width: nil, height: nil)

    /// The size along an axis.
    public subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// `46x30`, with `-` for a missing axis: `120x-`.
    public var description: String {
        func text(_ value: Double?) -> String { value.map(formatPoints) ?? "-" }
        return "\(text(width))x\(text(height))"
    }
}

/// A pair of priorities, one per axis, as for content hugging and compression resistance.
public struct AxisPriorities: Sendable, Hashable {
    /// The horizontal priority.
    public var horizontal: LayoutPriority
    /// The vertical priority.
    public var vertical: LayoutPriority

    /// Creates a pair.
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority along an axis.
    public subscript(axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? horizontal : vertical
    }

    /// UIKit's content hugging of a kind of view, as Interface Builder sets it: 251 for labels
    /// and image views, 750 for switches and activity indicators, 250 for the others.
    public static func defaultHugging(of kind: ViewDeclaration.Kind) -> AxisPriorities {
        switch kind {
        case .label, .image: return .labelHugging
        case .toggle, .activityIndicator: return AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
        case .view, .button, .stack, .textField: return .defaultHugging
        }
    }

    /// 250 on both axes: UIView's and UIButton's content hugging.
    public static let defaultHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// 251 on both axes: UILabel's content hugging.
    public static let labelHugging = AxisPriorities(horizontal: .defaultLow + 1, vertical: .defaultLow + 1)
    /// 750 on both axes: UIKit's compression resistance.
    public static let defaultCompressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
}

/// Where a view's baselines are, as UIKit measures them.
public struct BaselineOffsets: Sendable, Hashable {
    /// The first baseline, in points below the view's top edge.
    public var firstFromTop: Double
    /// The last baseline, in points above the view's bottom edge (UIKit measures the last
    /// baseline from the bottom).
    public var lastFromBottom: Double

    /// Creates baseline offsets.
    public init(firstFromTop: Double, lastFromBottom: Double) {
        self.firstFromTop = firstFromTop
        self.lastFromBottom = lastFromBottom
    }
}
