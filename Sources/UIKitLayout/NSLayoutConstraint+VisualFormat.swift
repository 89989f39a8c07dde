import AutoLayout
import Foundation
import VisualFormat

extension NSLayoutConstraint {
    /// The constraints a visual format string describes, as UIKit makes them (not yet active):
    /// Apple's language, parsed as Apple parses it, with the standard spacing of iOS 8 and
    /// later (8 points between siblings, the superview's layout margins at `|-`).
    ///
    /// `metrics` values are numbers (`Int`, `Double`, `CGFloat`, `Float`); `views` values are
    /// ``UIView``s. A format UIKit cannot parse raises in UIKit; here it gives no constraints,
    /// and Apple's message ("Unable to parse constraint format: ...") goes to the hierarchy's
    /// ``UIView/layoutMessages``.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var nodes: [String: LayoutView] = [:]
        var owners: [ObjectIdentifier: UIView] = [:]
        for (name, value) in views {
            guard let view = value as? UIView else { continue }
            nodes[name] = view.node
            owners[ObjectIdentifier(view.node)] = view
            if let parent = view.superview { owners[ObjectIdentifier(parent.node)] = parent }
        }
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(
                withVisualFormat: format, options: opts, metrics: numbers(metrics ?? [:]), views: nodes,
                spacing: .layoutMargins)
        } catch {
            let anyView = views.values.lazy.compactMap { $0 as? UIView }.first
            anyView?.log("\(error)")
            return []
        }
        return made.compactMap { base in
            // A margin attribute (`|-`) is the superview's own attribute: its owner is a view.
            guard let first = owners[ObjectIdentifier(base.firstItem)] else { return nil }
            let second = base.secondItem.flatMap { owners[ObjectIdentifier($0)] }
            return NSLayoutConstraint(base, first: first, second: second)
        }
    }

    /// The metrics as the engine's numbers; values that are not numbers are left out (UIKit
    /// then reports the name as undefined, and so does the parser).
    private static func numbers(_ metrics: [String: Any]) -> [String: Double] {
        var result: [String: Double] = [:]
        for (name, value) in metrics {
            switch value {
            case let number as CGFloat: result[name] = Double(number)
            case let number as Double: result[name] = number
            case let number as Float: result[name] = Double(number)
            case let number as Int: result[name] = Double(number)
            default: continue
            }
        }
        return result
    }
}
