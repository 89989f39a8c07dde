import AutoLayout
import Foundation

/// A view, as UIKit's `UIView`, for layout: the hierarchy, the frame, constraints, content
/// size, safe area and layout margins. Each `UIView` is one of the engine's views
/// (`LayoutView`); this class only maps UIKit's names and behaviour onto it.
///
/// What UIKit does when ``translatesAutoresizingMaskIntoConstraints`` is left `true` is done
/// here too: the view's frame becomes four required constraints (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`), which conflict with any constraint that places the
/// view otherwise; the conflict is reported in UIKit's words (see ``layoutMessages``).
///
/// A view laid out without a view controller is laid out at its own frame's size, as a
/// hierarchy in a window of that size.
open class UIView {
    /// The engine's view this view is, made on first use by ``makeNode()``.
    private(set) lazy var node: LayoutView = type(of: self).makeNode()

    /// The kind of engine view a view of this class is (a stack view's is a stack).
    class func makeNode() -> LayoutView {
        LayoutView(name: String(describing: self))
    }

    /// The superview, if any.
    public private(set) weak var superview: UIView?
    /// The subviews, in the order they were added.
    public private(set) var subviews: [UIView] = []

    /// The engine a top-level view is laid out in (made on first layout); nil below the top.
    var host: LayoutHost?
    /// The frame as set, or as the last layout left it.
    var frameStorage: CGRect
    /// The four constraints of the frame while ``translatesAutoresizingMaskIntoConstraints``.
    var autoresizingConstraints: [LayoutConstraint] = []
    /// ``translatesAutoresizingMaskIntoConstraints``.
    var translatesFrame = true
    /// The UIKit constraints activated with this view as their first item, by the engine's
    /// constraint: to name them in reports.
    var activatedConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The layout guides added with ``addLayoutGuide(_:)``, and the safe-area and margins guides.
    var guides: [UILayoutGuide] = []
    private var safeAreaGuide: UILayoutGuide?
    private var marginsGuide: UILayoutGuide?
    /// What UIKit would print to the console for this hierarchy, kept by its top view.
    var messages: [String] = []
    /// Set by ``setNeedsLayout()`` on the top view, cleared by a layout.
    var needsLayout = false
    /// True on the top view during its layout pass.
    var isLayingOut = false
    /// The view controller whose root view this is.
    weak var viewController: UIViewController?
    /// The margins asked for with ``directionalLayoutMargins`` or ``layoutMargins``.
    private var requestedMargins: NSDirectionalEdgeInsets?
    /// The least margins a view controller's root view has (UIKit's
    /// `systemMinimumLayoutMargins`), set by its view controller; nil for other views.
    var systemMinimumMargins: NSDirectionalEdgeInsets? { didSet { applyMargins() } }
    /// How many constraints the top view's hierarchy has activated.
    var activationCount = 0
    /// The content size category the top view's hierarchy is laid out with (see
    /// ``traitCollection``), set by its view controller.
    var contentSizeCategory = UIContentSizeCategory.large

    /// Creates a view with a frame (in its superview's coordinates).
    public init(frame: CGRect) {
        frameStorage = frame
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A name for reports and snapshots (UIKit's `accessibilityIdentifier`); views without
    /// one are named by their class and their place in the hierarchy (`UILabel:3`).
    open var accessibilityIdentifier: String?

    /// Whether the view is hidden; a hidden arranged view of a stack view collapses.
    open var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }

    // MARK: Hierarchy

    /// Adds `view` as the last subview, moving it from its superview if it has one. Adding a
    /// view to itself or to one of its subviews is refused and reported (UIKit raises).
    open func addSubview(_ view: UIView) {
        if view.viewController != nil {
            log("Cannot add \(view.reportName) as a subview: it is a view controller's root view")
            return
        }
        do {
            try node.addSubview(view.node)
        } catch {
            log("Can't add self as subview (\(view.reportName) is an ancestor of \(reportName))")
            return
        }
        view.host?.release(view)
        view.host = nil
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
        topView.messages += view.messages
        view.messages = []
        view.makeAutoresizingConstraints()
    }

    /// Removes the view from its superview; the constraints between its subtree and the
    /// views outside it are deactivated, as in UIKit.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        node.removeFromSuperview()
        autoresizingConstraints = []
        parent.subviews.removeAll { $0 === self }
        superview = nil
        (parent as? UIStackView)?.subviewWasRemoved(self)
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view at the top of this view's hierarchy.
    var topView: UIView {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// This view and its descendants, parents before children.
    var subtree: [UIView] {
        var result: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    // MARK: Frame

    /// The frame in the superview's coordinates. With
    /// ``translatesAutoresizingMaskIntoConstraints`` it places the view (through its
    /// autoresizing-mask constraints); without, the next layout replaces it.
    open var frame: CGRect {
        get { frameStorage }
        set {
            frameStorage = newValue
            updateAutoresizingConstraints()
        }
    }

    /// The view's own rectangle: its origin is zero, its size the frame's.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frameStorage.size) }
        set { frame = CGRect(origin: frameStorage.origin, size: newValue.size) }
    }

    /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
        set {
            let size = frameStorage.size
            frame = CGRect(
                x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// Called after the engine has given the view and its subviews their frames, as in UIKit's
    /// layout pass; override to adjust what constraints do not express. Frames set here take
    /// effect at once (and, for views that translate their frame, in the next layout).
    open func layoutSubviews() {}

    // MARK: Content size

    /// UIKit's `UIView.noIntrinsicMetric`: no intrinsic size on an axis.
    public static let noIntrinsicMetric = CGFloat(LayoutView.noIntrinsicMetric)

    /// Called at the start of each layout of the hierarchy: a view whose font follows the
    /// content size category (`adjustsFontForContentSizeCategory`) takes the font of the
    /// hierarchy's category here, as UIKit's views do when the category changes.
    func adjustFontForContentSizeCategory() {}

    /// The size the view's content wants; none by default. A subclass that overrides it calls
    /// ``UIView/invalidateIntrinsicContentSize()`` when it changes (each layout also reads it).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Runs `changes` to the engine view's content (its text, size and baselines) so that a
    /// stack view arranging it arranges its views once, not once per value that changed.
    func changeContent(_ changes: () -> Void) {
        guard let stack = node.superview as? StackView else { return changes() }
        // The changes throw nothing, so neither does the batch.
        try? stack.performBatchUpdates { changes() }
    }

    /// Hands the view's ``intrinsicContentSize`` to the engine.
    open func invalidateIntrinsicContentSize() {
        node.intrinsicContentSize = LayoutSize(intrinsicContentSize)
    }

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(engine: node.contentHuggingPriority(for: axis))
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.setContentHuggingPriority(priority.layoutPriority, for: axis)
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(engine: node.contentCompressionResistancePriority(for: axis))
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.setContentCompressionResistancePriority(priority.layoutPriority, for: axis)
    }

    // MARK: Guides

    /// The view's safe area (UIKit's `safeAreaLayoutGuide`), from the device's insets.
    open var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = UILayoutGuide(base: node.safeAreaLayoutGuide, owningView: self)
        safeAreaGuide = guide
        return guide
    }

    /// The view's bounds inset by its layout margins (UIKit's `layoutMarginsGuide`).
    open var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuide { return guide }
        let guide = UILayoutGuide(base: node.layoutMarginsGuide, owningView: self)
        marginsGuide = guide
        return guide
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    open var layoutGuides: [UILayoutGuide] { guides }

    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.guides.removeAll { $0 === guide }
        node.addLayoutGuide(guide.base)
        guide.owningView = self
        guides.append(guide)
    }

    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        node.removeLayoutGuide(guide.base)
        guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The safe-area insets from the last layout.
    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(node.safeAreaInsets) }

    /// The margins in effect after the last layout; setting them sets
    /// ``directionalLayoutMargins``.
    open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(node.layoutMargins) }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// The margins asked for, on the sides of the layout direction: 8 points by default, and
    /// for a view controller's root view the system minimum, which it never goes below (UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins`).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { requestedMargins ?? systemMinimumMargins ?? NSDirectionalEdgeInsets(node.directionalLayoutMargins) }
        set {
            requestedMargins = newValue
            applyMargins()
        }
    }

    /// Gives the engine the margins asked for, raised to the system minimum if any.
    private func applyMargins() {
        guard let asked = requestedMargins ?? systemMinimumMargins else { return }
        let least = systemMinimumMargins ?? .zero
        node.directionalLayoutMargins =
            NSDirectionalEdgeInsets(
                top: max(asked.top, least.top), leading: max(asked.leading, least.leading),
                bottom: max(asked.bottom, least.bottom), trailing: max(asked.trailing, least.trailing)
            ).layoutInsets
    }

    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { node.insetsLayoutMarginsFromSafeArea }
        set { node.insetsLayoutMarginsFromSafeArea = newValue }
    }

    open var preservesSuperviewLayoutMargins: Bool {
        get { node.preservesSuperviewLayoutMargins }
        set { node.preservesSuperviewLayoutMargins = newValue }
    }
}
