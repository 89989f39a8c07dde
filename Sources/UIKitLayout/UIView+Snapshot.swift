// What a snapshot of a UIKit hierarchy needs from it (used by UIKitLayoutTesting): the frames
// under the names reports use, the safe area, and the problems that make a snapshot worthless.
import AutoLayout
import Foundation

extension UIView {
    /// Every view below this top view with its frame in its superview, parents first; this
    /// view is `rootName` (the canvas), the others are named as reports name them.
    package func snapshotFrames(rootName: String) -> [(name: String, superview: String, frame: LayoutRect)] {
        let views = subtree
        let names = ReportNames(views: views)
        func name(_ view: UIView) -> String { view === self ? rootName : names.name(of: view.node) }
        return views.dropFirst().map { view in
            (name(view), view.superview.map(name) ?? rootName, view.node.frame)
        }
    }

    /// The safe area of this top view in its own coordinates, when it has insets.
    package var snapshotSafeArea: LayoutRect? {
        let insets = node.safeAreaInsets
        guard insets != .zero else { return nil }
        return node.safeAreaLayoutGuide.layoutFrame
    }

    /// What is wrong with the last layout of this top view's hierarchy: the messages UIKit
    /// would have printed, views whose frame is ambiguous, and views of negative size.
    package var snapshotProblems: [String] {
        var problems: [String] = []
        for message in messages where !problems.contains(message) { problems.append(message) }
        let views = subtree
        let names = ReportNames(views: views)
        let engine = ensureHost().engine
        let ambiguous = Set(engine.ambiguities(of: views.map(\.node)).map { ObjectIdentifier($0.item) })
        for view in views where ambiguous.contains(ObjectIdentifier(view.node)) {
            problems.append("\(names.name(of: view.node)) has an ambiguous layout")
        }
        for view in views where view.node.frame.width < 0 || view.node.frame.height < 0 {
            problems.append("\(names.name(of: view.node)) has a negative size \(view.node.frame)")
        }
        return problems
    }
}
