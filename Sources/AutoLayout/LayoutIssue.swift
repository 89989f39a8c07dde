/// A problem the engine met while laying out.
public enum LayoutIssue {
    /// Required constraints could not all hold. `conflicting` is a minimal set (removing any
    /// one of them resolves the conflict), in activation order; `broken` is the one the engine
    /// left out to carry on, as UIKit does.
    case unsatisfiable(conflicting: [LayoutConstraint], broken: LayoutConstraint)
    /// A constraint the engine could not use (for example a priority changed to 0 while
    /// active); it is left out.
    case invalidConstraint(LayoutConstraint, reason: String)
    /// The root size was not a usable number of points and was replaced (see
    /// ``LayoutEngine/maximumDimension``).
    case invalidRootSize(requested: LayoutSize, used: LayoutSize)
    /// The safe areas or layout margins of these guides kept changing the layout, which kept
    /// changing them (UIKit's layout feedback loop): after
    /// ``LayoutEngine/maximumGuidePasses`` passes the last layout is kept.
    case layoutFeedbackLoop(guides: [LayoutGuide])
    /// The solver reported an internal inconsistency (extreme numbers); the layout carries on.
    case internalError(String)

    /// The constraint the issue is about: the broken or invalid one.
    public var constraint: LayoutConstraint? {
        switch self {
        case .unsatisfiable(_, let broken): return broken
        case .invalidConstraint(let constraint, _): return constraint
        case .invalidRootSize, .layoutFeedbackLoop, .internalError: return nil
        }
    }
}

extension LayoutIssue: CustomStringConvertible {
    /// For conflicts, UIKit's console message, with readable constraints and their source
    /// locations:
    ///
    ///     Unable to simultaneously satisfy constraints.
    ///         Probably at least one of the constraints in the following list is one you don't want.
    ///         ...
    ///     Will attempt to recover by breaking constraint
    ///     a.width == 200  (card.vfl:7:1)
    public var description: String {
        switch self {
        case .unsatisfiable(let conflicting, let broken):
            let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
            return """
                Unable to simultaneously satisfy constraints.
                    Probably at least one of the constraints in the following list is one you don't want.
                    Try this:
                        (1) look at each constraint and try to figure out which you don't expect;
                        (2) find the code that added the unwanted constraint or constraints and fix it.
                (
                \(list)
                )

                Will attempt to recover by breaking constraint
                \(broken)
                """
        case .invalidConstraint(let constraint, let reason):
            return "Ignoring invalid constraint \(constraint): \(reason)"
        case .invalidRootSize(let requested, let used):
            return "The root size \(requested) is not a usable size; laying out at \(used) instead"
        case .layoutFeedbackLoop(let guides):
            return
                "Layout feedback loop: the insets of \(guides.map(\.name).joined(separator: ", ")) kept changing the "
                + "layout; kept the layout after \(LayoutEngine.maximumGuidePasses) passes"
        case .internalError(let message):
            return "Internal solver error: \(message)"
        }
    }
}
