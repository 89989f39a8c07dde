// A view's layout guides, safe area and layout margins, with UIKit's names.
extension LayoutView {
    // MARK: Layout guides

    /// Adds a guide to the view, taking it from the view that owned it before (its
    /// constraints stay, as long as their items keep a common ancestor).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a guide from the view; the active constraints that use it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, !guide.isSystemGuide else { return }
        var ancestor: LayoutView? = self
        while let current = ancestor {
            for constraint in current.installedConstraints
            where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.deactivateIgnoringEngineOwnership()
            }
            ancestor = current.superview
        }
        engine?.forget(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guide for the part of the view its ancestors leave uncovered: the screen's safe
    /// area (no status bar, sensor housing or home indicator) clipped to the view. Its frame
    /// is the view's bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = systemGuides.safeArea { return guide }
        let guide = LayoutGuide(.safeArea, of: self)
        systemGuides.safeArea = guide
        placeAfterTheLastLayout()
        return guide
    }

    /// The guide for the view's content: its bounds inset by its layout margins
    /// (``layoutMargins``). `H:|-[a]-|` under the iOS 8 rule, and the margin attributes
    /// (`leadingMargin`, ...), use it.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = systemGuides.margins { return guide }
        let guide = LayoutGuide(.layoutMargins, of: self)
        systemGuides.margins = guide
        placeAfterTheLastLayout()
        return guide
    }

    /// Gives a guide made after a layout the frame that layout gives it (UIKit's guides
    /// are never stale either); the next layout keeps it up to date.
    private func placeAfterTheLastLayout() {
        guard let engine else { return }
        var resolver = InsetsResolver(engine: engine)
        engine.assignGuideFrames(of: self, &resolver)
    }

    /// The guides of the view that take part in layout: the ones you added, then its safe
    /// area and margins guides if they were used.
    var allLayoutGuides: [LayoutGuide] { layoutGuides + systemGuides.made }

    /// True when the view has a guide of any kind (cheaper than ``allLayoutGuides``).
    var hasLayoutGuides: Bool {
        !layoutGuides.isEmpty || systemGuides.safeArea != nil || systemGuides.margins != nil
    }

    // MARK: Safe area

    /// How far in from each edge the view's safe area is, from the last layout, as UIKit
    /// computes it: the root view's insets are the screen's (``LayoutEngine/safeAreaInsets``);
    /// any other view's are the part of it that lies in its superview's unsafe strips, so a
    /// view entirely inside its superview's safe area has none, and a view that reaches past
    /// its superview's edge gets no more than the superview's inset on that side.
    public var safeAreaInsets: LayoutEdgeInsets {
        guard let engine else { return .zero }
        var resolver = InsetsResolver(engine: engine)
        return resolver.safeAreaInsets(of: self)
    }

    // MARK: Layout margins

    /// The margins you ask for, following the layout direction (`NSDirectionalEdgeInsets`):
    /// 8 points on each side by default; for the root view, the system minimum
    /// (``LayoutEngine/systemMinimumLayoutMargins``). The margins in effect (``layoutMargins``)
    /// may be larger: they are measured from the safe area, the root's are never below the
    /// system minimum, and a superview's may push them in.
    public var directionalLayoutMargins: LayoutDirectionalEdgeInsets {
        get { marginSettings.directional ?? defaultLayoutMargins }
        set { marginSettings.directional = newValue }
    }

    /// The margins in effect after the last layout, on the physical sides (`UIEdgeInsets`), as
    /// UIKit reports them: ``directionalLayoutMargins`` for the layout direction, raised to the
    /// system minimum on the root view, plus ``safeAreaInsets`` when
    /// ``insetsLayoutMarginsFromSafeArea``, and pushed in by the superview's margins when
    /// ``preservesSuperviewLayoutMargins``. Setting it sets ``directionalLayoutMargins`` (left is
    /// leading in a left-to-right layout).
    public var layoutMargins: LayoutEdgeInsets {
        get {
            guard let engine else { return directionalLayoutMargins.resolved(for: .leftToRight) }
            var resolver = InsetsResolver(engine: engine)
            return resolver.layoutMargins(of: self)
        }
        set {
            marginSettings.directional = newValue.directional(for: engine?.layoutDirection ?? .leftToRight)
        }
    }

    /// Whether the margins are measured from the safe area rather than the view's edges
    /// (default true), so content on the margins stays clear of the sensor housing and the
    /// home indicator.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { marginSettings.insetsFromSafeArea }
        set { marginSettings.insetsFromSafeArea = newValue }
    }

    /// Whether the superview's margins push this view's in where the view comes closer to
    /// the superview's edge than the superview's margin (default false): the smallest change
    /// that keeps this view's content inside its superview's margins too.
    public var preservesSuperviewLayoutMargins: Bool {
        get { marginSettings.preservesSuperview }
        set { marginSettings.preservesSuperview = newValue }
    }

    /// The default margins: 8 on each side, the system minimum for the engine's root.
    private var defaultLayoutMargins: LayoutDirectionalEdgeInsets {
        if let engine, engine.root === self { return engine.systemMinimumLayoutMargins }
        return LayoutDirectionalEdgeInsets(all: LayoutView.defaultLayoutMargin)
    }

    /// The default layout margin of a view on every side: 8 points (UIKit's documentation of
    /// `directionalLayoutMargins`: "For most views, the default layout margins are 8 points on
    /// each side").
    public static let defaultLayoutMargin: Double = 8
}
