// translatesAutoresizingMaskIntoConstraints: UIKit turns the frame of a view that leaves it
// `true` into constraints (Apple: "the system automatically creates a set of constraints that
// duplicate the behavior specified by the view's autoresizing mask", which by default keeps
// the frame as set), the classic source of conflicts with constraints added in code.
// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
import AutoLayout
import Foundation

extension UIView {
    /// Whether the frame is turned into constraints (default `true`, as in UIKit). Set it to
    /// `false` on every view you place with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesFrame }
        set {
            guard newValue != translatesFrame else { return }
            translatesFrame = newValue
            if newValue {
                makeAutoresizingConstraints()
            } else {
                try? LayoutConstraint.deactivate(autoresizingConstraints)
                autoresizingConstraints = []
            }
        }
    }

    /// The frame as four required constraints to the superview, as UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s of a view with no autoresizing mask (`h=--& v=--&`:
    /// fixed left margin and width, fixed top margin and height): `minX`, `minY`, `width` and
    /// `height`. Made when the view has a superview and translates its frame.
    func makeAutoresizingConstraints() {
        guard translatesFrame, autoresizingConstraints.isEmpty, let parent = superview?.node else { return }
        let frame = frameStorage
        let made = [
            node.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: Double(frame.minX)),
            node.topAnchor.constraint(equalTo: parent.topAnchor, constant: Double(frame.minY)),
            node.widthAnchor.constraint(equalToConstant: Double(frame.width)),
            node.heightAnchor.constraint(equalToConstant: Double(frame.height))
        ]
        // Between a view and its superview, with finite numbers: valid, with a common ancestor.
        do {
            try LayoutConstraint.activate(made)
            autoresizingConstraints = made
        } catch {
            log("Could not turn the frame of \(reportName) into constraints: \(error)")
        }
    }

    /// Moves the autoresizing-mask constraints to the frame just set (the engine re-solves
    /// incrementally at the next layout).
    func updateAutoresizingConstraints() {
        guard autoresizingConstraints.count == 4 else { return }
        let values = [frameStorage.minX, frameStorage.minY, frameStorage.width, frameStorage.height]
        for (constraint, value) in zip(autoresizingConstraints, values) { constraint.constant = Double(value) }
    }

    /// UIKit's name for the attribute an autoresizing-mask constraint holds.
    static let autoresizingAttributeNames = ["minX", "minY", "width", "height"]
}
