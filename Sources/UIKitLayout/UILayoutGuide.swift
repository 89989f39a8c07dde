import AutoLayout
import Foundation

/// A rectangle that takes part in layout without being a view, as UIKit's `UILayoutGuide`:
/// one you add with ``UIView/addLayoutGuide(_:)``, or a view's ``UIView/safeAreaLayoutGuide``
/// and ``UIView/layoutMarginsGuide``.
open class UILayoutGuide {
    /// The engine's guide.
    let base: LayoutGuide

    /// The view that owns the guide.
    public internal(set) weak var owningView: UIView?

    /// Creates a guide to add to a view.
    public init() {
        base = LayoutGuide(name: "UILayoutGuide")
    }

    /// The guide of a view made by the engine (safe area, margins).
    init(base: LayoutGuide, owningView: UIView) {
        self.base = base
        self.owningView = owningView
    }

    /// A name for debugging: `UIViewSafeAreaLayoutGuide`, `UIViewLayoutMarginsGuide`, or yours.
    open var identifier: String {
        get { base.identifier }
        set { base.identifier = newValue }
    }

    /// The guide's frame in its owning view's coordinates, from the last layout.
    open var layoutFrame: CGRect { CGRect(base.layoutFrame) }

    /// True when the guide's frame is not uniquely determined by its constraints.
    open var hasAmbiguousLayout: Bool {
        owningView?.layoutIfNeeded()
        return base.hasAmbiguousLayout
    }
}
