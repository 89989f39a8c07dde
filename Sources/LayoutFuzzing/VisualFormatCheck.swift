import AutoLayout
import VisualFormat

/// What every visual format string must give: constraints whose ranges lie inside the
/// string and whose constants are finite, or Apple's error at an index inside the string,
/// never a trap; and the same answer whether the names are plain strings
/// (``VisualFormatLanguage``) or real views (`LayoutConstraint.visualFormatConstraints`).
public struct VisualFormatCheck {
    /// The metrics formats are parsed with.
    public var metrics = VisualFormatGenerator.metricValues
    /// The view names formats are parsed with.
    public var views: Set<String>
    /// Real views for the same names (`zz` without a superview), plus many others the format
    /// never names, under a common superview.
    private let engineViews: [String: LayoutView]
    /// Their superview, held here: views hold their superview weakly.
    private let superview = LayoutView(name: "superview")

    /// Outcomes seen so far.
    public private(set) var accepted = 0
    public private(set) var rejected = 0

    public init(views: [String] = VisualFormatGenerator().views) {
        self.views = Set(views)
        var engineViews: [String: LayoutView] = [:]
        for name in views.sorted() + (0..<200).map({ "other\($0)" }) {
            let view = LayoutView(name: name)
            if name != "zz" { try? superview.addSubview(view) }
            engineViews[name] = view
        }
        self.engineViews = engineViews
    }

    /// The problems with one format parsed with `options`; empty when it passes.
    public mutating func problems(in format: String, options: FormatOptions = []) -> [String] {
        var problems: [String] = []
        let orphans: Set<String> = views.contains("zz") ? ["zz"] : []
        let result = VisualFormatLanguage.parse(
            format, options: options, metrics: metrics, views: views,
            viewsWithoutSuperview: orphans)
        switch result {
        case .success(let constraints):
            accepted += 1
            for constraint in constraints {
                if !(constraint.range.lowerBound >= 0 && constraint.range.upperBound <= format.utf8.count) {
                    problems.append("constraint range \(constraint.range) outside the format")
                }
                if !constraint.constant.isFinite { problems.append("constant \(constraint.constant) is not finite") }
                if constraint.description.isEmpty { problems.append("empty description") }
            }
        case .failure(let error):
            rejected += 1
            if !(0...format.count).contains(error.index) {
                problems.append("error index \(error.index) outside the format")
            }
            if !error.reason.hasPrefix(VisualFormatError.prefix) { problems.append("reason without Apple's prefix") }
        }
        problems += engineProblems(format, options: options, expected: result)
        return problems
    }

    /// The same format with real views must give as many constraints, or the same error.
    private func engineProblems(
        _ format: String, options: FormatOptions,
        expected: Result<[VisualFormatConstraint], VisualFormatError>
    ) -> [String] {
        let made = Result { () throws(VisualFormatError) in
            try LayoutConstraint.visualFormatConstraints(format, options: options, metrics: metrics, views: engineViews)
        }
        switch (expected, made) {
        case (.success(let constraints), .success(let views)):
            return constraints.map(\.range) == views.map(\.range) ? [] : ["views gave other constraints than names"]
        case (.failure(let error), .failure(let other)):
            // Compared by message: a NaN in a kind never equals itself.
            let same = error.message == other.message && error.index == other.index
            return same ? [] : ["views gave \(other.kind) at \(other.index), names \(error.kind) at \(error.index)"]
        case (.success(let constraints), .failure(let other)):
            // Only the engine's limits may refuse what the parser accepts, and then at a
            // constraint whose constant or priority really is beyond them.
            guard case .constraintRejected = other.kind else {
                return ["views gave \(other.kind) at \(other.index) for a format names accept"]
            }
            let refusable = constraints.contains { constraint in
                abs(constraint.constant) > LayoutConstraint.maximumConstant || constraint.priority.rawValue < 1
            }
            return refusable ? [] : ["views refused \(other.kind) with every constant and priority in range"]
        case (.failure(let error), .success):
            return ["views accepted a format names reject with \(error.kind) at \(error.index)"]
        }
    }
}
