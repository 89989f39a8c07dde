import AutoLayout
import Foundation

/// The engine a top-level view's hierarchy is laid out in, as UIKit's window and its layout
/// engine.
///
/// The top-level view is placed in a window the size of its frame, which it fills by four
/// required constraints named as UIKit names the ones a window gives a view controller's root
/// view (`UIView-Encapsulated-Layout-Width`, ...). The window has the screen's safe-area insets and
/// size class: none for a plain view, the device's for a view controller's (see
/// ``UIViewController/layout(on:orientation:)``), whose root view's safe area they become.
final class LayoutHost {
    let engine: LayoutEngine
    /// The constraints that place the top-level view in the window.
    private var encapsulation: [LayoutConstraint] = []
    /// How many of the engine's issues have been reported.
    private var reportedIssues = 0

    /// A window for a top-level view: the view fills it.
    init(window view: UIView) {
        engine = LayoutEngine(size: LayoutSize(view.frameStorage.size), rootName: "UIWindow")
        // A new window has no subviews, so `view` cannot be its ancestor.
        try? engine.root.addSubview(view.node)
        let window = engine.root
        let pins = [
            view.node.leftAnchor.constraint(equalTo: window.leftAnchor),
            view.node.topAnchor.constraint(equalTo: window.topAnchor),
            view.node.widthAnchor.constraint(equalTo: window.widthAnchor),
            view.node.heightAnchor.constraint(equalTo: window.heightAnchor)
        ]
        for (pin, side) in zip(pins, ["Left", "Top", "Width", "Height"]) {
            pin.identifier = "UIView-Encapsulated-Layout-\(side)"
        }
        // Between a view and its window: a common ancestor exists, the constraints are valid.
        try? LayoutConstraint.activate(pins)
        encapsulation = pins
    }

    /// Takes the top view out of the window when it becomes a subview of another view.
    func release(_ view: UIView) {
        try? LayoutConstraint.deactivate(encapsulation)
    }

    /// Lays the hierarchy of `top` out and gives every view its frame; reports conflicts and
    /// invalid constraints in UIKit's words to the top view's ``UIView/layoutMessages``.
    func layout(_ top: UIView) {
        let views = top.subtree
        for view in views {
            view.adjustFontForContentSizeCategory()
            view.invalidateIntrinsicContentSize()
        }
        // The window's size is the solver's edit variables: a new size (a rotation) is suggested
        // to them and re-solved incrementally.
        engine.size = LayoutSize(top.frameStorage.size)
        engine.layoutIfNeeded()
        report(in: top, views: views)
        for view in views where view !== top { view.frameStorage = CGRect(view.node.frame) }
        top.frameStorage.size = CGRect(top.node.frame).size
    }

    private func report(in top: UIView, views: [UIView]) {
        let issues = engine.issues.dropFirst(reportedIssues)
        reportedIssues = engine.issues.count
        guard !issues.isEmpty else { return }
        let names = ReportNames(views: views)
        for issue in issues {
            switch issue {
            case .unsatisfiable(let conflicting, let broken):
                top.messages.append(names.conflictReport(conflicting, broken: broken))
            case .invalidConstraint(let constraint, let reason):
                top.messages.append("Ignoring invalid constraint \(names.describe(constraint)): \(reason)")
            default:
                top.messages.append(issue.description)
            }
        }
    }
}

extension UIView {
    /// Marks the view as needing layout; the next ``layoutIfNeeded()`` lays it out.
    public func setNeedsLayout() {
        topView.needsLayout = true
    }

    /// Lays out the view's whole hierarchy now (the engine re-solves incrementally from the
    /// last layout) and updates every view's frame; then, as UIKit's layout pass, each view's
    /// ``UIView/layoutSubviews()``, parents first, between the view controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`. A call made during the pass
    /// (from `layoutSubviews()`) does nothing.
    public func layoutIfNeeded() {
        let top = topView
        guard !top.isLayingOut else { return }
        top.isLayingOut = true
        defer { top.isLayingOut = false }
        top.viewController?.viewWillLayoutSubviews()
        top.ensureHost().layout(top)
        top.needsLayout = false
        for view in top.subtree { view.layoutSubviews() }
        top.viewController?.viewDidLayoutSubviews()
    }

    /// True when the view's frame is not uniquely determined by its constraints (lays the
    /// hierarchy out first).
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return node.hasAmbiguousLayout
    }

    /// What UIKit would have printed to the console about this view's hierarchy, in order:
    /// conflict reports ("Unable to simultaneously satisfy constraints. ..."), and the
    /// exceptions UIKit would raise for invalid constraints and visual formats. An addition of
    /// this package (UIKit has no such property): tests read it instead of the console.
    public var layoutMessages: [String] { topView.messages }

    /// The active constraints installed on this view: those whose items' nearest common
    /// ancestor it is (a constraint of one view's size is installed on that view), as UIKit
    /// installs them.
    public var constraints: [NSLayoutConstraint] {
        topView.subtree.flatMap { $0.activatedConstraints.values }
            .filter { $0.isActive && $0.installationView === self }
            .sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Records a message about the hierarchy (UIKit prints it to the console).
    func log(_ message: String) {
        topView.messages.append(message)
    }

    /// The host of this top-level view, made on first use.
    func ensureHost() -> LayoutHost {
        if let host { return host }
        let made = LayoutHost(window: self)
        host = made
        return made
    }

    /// The UIKit constraint an engine constraint was activated as, searched in the hierarchy.
    func wrapper(of base: LayoutConstraint) -> NSLayoutConstraint? {
        for view in subtree {
            if let found = view.activatedConstraints[ObjectIdentifier(base)] { return found }
        }
        return nil
    }

    /// The name reports give the view (``accessibilityIdentifier``, else its class and place).
    var reportName: String {
        ReportNames(views: topView.subtree).name(of: node)
    }
}
