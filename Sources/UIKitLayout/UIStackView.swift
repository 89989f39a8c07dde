import AutoLayout
import Foundation

/// A view that arranges its views in a row or a column, as UIKit's `UIStackView`: the engine's
/// stack view (which makes UIKit's `UISV-*` constraints), with UIKit's names.
///
/// As in UIKit, adding an arranged view makes it a subview and turns off its
/// ``UIView/translatesAutoresizingMaskIntoConstraints``.
open class UIStackView: UIView {
    public typealias Distribution = StackView.Distribution
    public typealias Alignment = StackView.Alignment

    /// `UIStackView.spacingUseDefault` and `spacingUseSystem`.
    public static let spacingUseDefault = CGFloat(StackView.spacingUseDefault)
    public static let spacingUseSystem = CGFloat(StackView.spacingUseSystem)

    override class func makeNode() -> LayoutView {
        StackView(name: String(describing: self))
    }

    /// The engine's stack (``node``, as a stack).
    private var stack: StackView {
        // makeNode() makes a StackView for this class and its subclasses.
        node as! StackView // swiftlint:disable:this force_cast
    }

    /// The arranged views, in order.
    public private(set) var arrangedSubviews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack arranging `views`, in order.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open var axis: NSLayoutConstraint.Axis {
        get { stack.axis }
        set { stack.axis = newValue }
    }

    open var distribution: Distribution {
        get { stack.distribution }
        set { stack.distribution = newValue }
    }

    open var alignment: Alignment {
        get { stack.alignment }
        set { stack.alignment = newValue }
    }

    open var spacing: CGFloat {
        get { CGFloat(stack.spacing) }
        set { stack.spacing = Double(newValue) }
    }

    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue }
    }

    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue }
    }

    /// Adds `view` at the end of the arrangement (and as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return } // refused (reported by addSubview)
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.removeAll { $0 === view }
        let index = min(max(stackIndex, 0), arrangedSubviews.count)
        // The view is now a subview of the stack: the engine accepts it.
        try? stack.insertArrangedSubview(view.node, at: index)
        arrangedSubviews.insert(view, at: index)
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        stack.removeArrangedSubview(view.node)
        arrangedSubviews.removeAll { $0 === view }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        stack.setCustomSpacing(Double(spacing), after: arrangedSubview.node)
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        CGFloat(stack.customSpacing(after: arrangedSubview.node))
    }

    /// A subview removed from the stack leaves the arrangement too (the engine's stack has
    /// already let it go).
    func subviewWasRemoved(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
