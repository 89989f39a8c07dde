// Constraints and conflicts described as UIKit describes them in the console. The format is
// UIKit's, as its logs show it (for example https://muyexi.im/fix-mysterious-auto-layout-warnings
// and https://stackoverflow.com/questions/14327145): `<NSLayoutConstraint:0x60400028d980
// UIView:0x7f94ec58a840.height == 1   (active)>`, `<NSAutoresizingMaskLayoutConstraint:0x84543d0
// h=--& v=--& ...>`. Memory addresses would change from run to run, so a view is named by its
// class and its place in the hierarchy (`UILabel:3`, counting from 1, parents before
// children) or by its `accessibilityIdentifier` (`UILabel:'title'`), and a constraint by its
// class alone.
import AutoLayout
import Foundation

/// Names for the views of one hierarchy, and UIKit's descriptions of its constraints.
struct ReportNames {
    private var names: [ObjectIdentifier: String] = [:]
    private var views: [ObjectIdentifier: UIView] = [:]
    /// The autoresizing-mask constraints, with their view and UIKit's attribute name.
    private var autoresizing: [ObjectIdentifier: (view: UIView, attribute: String)] = [:]

    /// Names the views in the order given (a hierarchy's subtree, parents first).
    init(views list: [UIView]) {
        for (index, view) in list.enumerated() {
            let key = ObjectIdentifier(view.node)
            let type = String(describing: Swift.type(of: view))
            names[key] = view.accessibilityIdentifier.map { "\(type):'\($0)'" } ?? "\(type):\(index + 1)"
            views[key] = view
            for (constraint, attribute) in zip(view.autoresizingConstraints, UIView.autoresizingAttributeNames) {
                autoresizing[ObjectIdentifier(constraint)] = (view, attribute)
            }
        }
    }

    /// The name of a view (`UILabel:3`) or a guide (`UILayoutGuide:'UIViewSafeAreaLayoutGuide'(UIView:1)`).
    func name(of item: LayoutItem) -> String {
        if let guide = item as? LayoutGuide {
            let owner = guide.owningView.map { name(of: $0) } ?? "no view"
            let identifier = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
            return "UILayoutGuide:\(identifier)(\(owner))"
        }
        return names[ObjectIdentifier(item)] ?? item.name
    }

    /// The UIKit view an engine view is, if it is one of this hierarchy's.
    func view(of item: LayoutItem) -> UIView? { views[ObjectIdentifier(item)] }

    /// True for the autoresizing-mask constraints of a view.
    func isAutoresizing(_ constraint: LayoutConstraint) -> Bool {
        autoresizing[ObjectIdentifier(constraint)] != nil
    }

    /// UIKit's description of a constraint: `<NSLayoutConstraint UILabel:2.leading ==
    /// UIView:1.leading + 20   (active)>`, with the class UIKit gives the kind of constraint.
    func describe(_ constraint: LayoutConstraint) -> String {
        let state = constraint.isActive ? "active" : "inactive"
        if let (view, attribute) = autoresizing[ObjectIdentifier(constraint)] {
            let subject = "\(name(of: view.node)).\(attribute) == \(points(constraint.constant))"
            let parent = view.superview.map { ", names: '|':\(name(of: $0.node)) " } ?? ""
            let positional = attribute == "minX" || attribute == "minY"
            return "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(subject)   (\(state)\(positional ? parent : ""))>"
        }
        switch constraint.kind {
        case .contentHugging, .compressionResistance:
            let item = constraint.firstItem as? LayoutView
            let axis = constraint.firstAttribute.axis ?? .horizontal
            let hug = item.map { "\($0.contentHuggingPriority(for: axis))" } ?? "?"
            let resist = item.map { "\($0.contentCompressionResistancePriority(for: axis))" } ?? "?"
            return
                "<NSContentSizeLayoutConstraint \(name(of: constraint.firstItem)).\(constraint.firstAttribute.rawValue) "
                + "== \(points(constraint.constant)) Hug:\(hug) CompressionResistance:\(resist)   (\(state))>"
        case .rootSize:
            let side = constraint.firstAttribute == .width ? "Width" : "Height"
            return "<NSLayoutConstraint 'UIView-Encapsulated-Layout-\(side)' \(relation(of: constraint))   (\(state))>"
        default:
            let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
            return "<NSLayoutConstraint \(identifier)\(relation(of: constraint))   (\(state))>"
        }
    }

    /// `UILabel:2.leading == 0.5*UIView:1.width + 20 @750`
    func relation(of constraint: LayoutConstraint) -> String {
        var text = "\(name(of: constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(constraint.relation) "
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 { text += "\(points(constraint.multiplier))*" }
            text += "\(name(of: second)).\(constraint.secondAttribute.rawValue)"
            if constraint.constant > 0 { text += " + \(points(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(points(-constraint.constant))" }
        } else {
            text += points(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    /// UIKit's console message for a conflict: the constraints, the one broken to recover,
    /// and the note about autoresizing-mask constraints when they take part.
    func conflictReport(_ conflicting: [LayoutConstraint], broken: LayoutConstraint) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it."
        ]
        if conflicting.contains(where: isAutoresizing) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                    + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)")
        }
        // Listed as the broken one was when it was in force (its report is about then).
        let listed = conflicting.map { describe($0).replacingOccurrences(of: "(inactive", with: "(active") }
        lines.append("(")
        lines.append(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(describe(broken).replacingOccurrences(of: "(inactive", with: "(active"))
        lines.append("")
        lines.append(
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append(
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> "
                + "may also be helpful.")
        return lines.joined(separator: "\n")
    }

    /// A number of points as UIKit prints it: `20`, `0.5`.
    private func points(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
