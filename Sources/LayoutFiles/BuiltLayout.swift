import AutoLayout
import VisualFormat
import SourceDiagnostics

/// A layout file made real: its views on a ``LayoutEngine``, its constraints active, each
/// remembering the line and column it came from.
///
///     let parsed = LayoutFile.load(path: "Layouts/seed.vfl")
///     guard let document = parsed.document, !parsed.hasErrors else { ... }
///     let built = document.build()
///     built.layout(at: LayoutSize(width: 568, height: 320))
///     built.view(named: "_bottomButton")?.frame   // (66, 35, 46, 30)
///
/// Building reports errors the parser cannot see — a VFL string Apple's parser rejects (at
/// the exact character), a constraint UIKit would refuse — as ``diagnostics``; the rest of
/// the file is still built, up to a ``DiagnosticLimit`` of errors (20 by default): past it,
/// building stops (``stoppedAtLimit``). Conflicts and ambiguity, which depend on the size, come from
/// ``layoutDiagnostics(includingAmbiguity:)`` after a layout.
public final class BuiltLayout {
    public let document: LayoutDocument
    public let engine: LayoutEngine
    /// The declared views, in declaration order (the root excluded).
    public let views: [LayoutView]
    /// Errors found while building, in file order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// True when building stopped at its limit of errors: more statements were left.
    public private(set) var stoppedAtLimit = false

    private var viewsByName: [String: LayoutView] = [:]
    /// The first declaration of each name, so that locating a diagnostic is not a search.
    private var declarationsByName: [String: ViewDeclaration] = [:]
    /// Where each constraint was written, by constraint identity.
    private var ranges: [ObjectIdentifier: SourceRange] = [:]

    init(document: LayoutDocument, size: LayoutSize, limit: DiagnosticLimit = .default) {
        self.document = document
        engine = LayoutEngine(size: size, direction: document.layoutDirection, rootName: LayoutDocument.rootName)
        var made: [LayoutView] = []
        viewsByName[LayoutDocument.rootName] = engine.root
        for declaration in document.views {
            let view = LayoutView(name: declaration.name.value)
            Self.configure(view, from: declaration)
            made.append(view)
            viewsByName[declaration.name.value] = view
            if declarationsByName[declaration.name.value] == nil { declarationsByName[declaration.name.value] = declaration }
        }
        views = made
        for (view, declaration) in zip(made, document.views) {
            let parent = viewsByName[declaration.parentName] ?? engine.root
            do {
                try parent.addSubview(view)
            } catch {
                diagnostics.append(Diagnostic(.error, error.description, at: declaration.range))
            }
        }
        let metrics = document.visualFormatMetrics
        let spacing = StandardSpacing(sibling: document.siblingSpacing, superview: document.superviewSpacing)
        for statement in document.statements {
            if !limit.isUnlimited, diagnostics.count >= limit.count {
                stoppedAtLimit = true
                break
            }
            switch statement {
            case .visualFormat(let line): apply(line, metrics: metrics, spacing: spacing)
            case .equation(let equation): apply(equation)
            }
        }
        // One line can hold several errors (a constraint each): keep the first ones.
        if !limit.isUnlimited, diagnostics.count > limit.count {
            diagnostics.removeLast(diagnostics.count - limit.count)
            stoppedAtLimit = true
        }
    }

    /// The view declared with `name`, or the root for `root`.
    public func view(named name: String) -> LayoutView? { viewsByName[name] }

    /// Sets the root's size (re-solving incrementally) and lays the views out.
    public func layout(at size: LayoutSize) {
        engine.size = size
        engine.layoutIfNeeded()
    }

    /// Where a constraint of this layout was written, if it came from the file.
    public func sourceRange(of constraint: LayoutConstraint) -> SourceRange? {
        ranges[ObjectIdentifier(constraint)]
    }

    // MARK: Views

    private static func configure(_ view: LayoutView, from declaration: ViewDeclaration) {
        let intrinsic = declaration.intrinsicContentSize
        view.intrinsicContentSize = LayoutSize(width: intrinsic.width ?? LayoutView.noIntrinsicMetric,
                                               height: intrinsic.height ?? LayoutView.noIntrinsicMetric)
        for axis in LayoutAxis.allCases {
            view.setContentHuggingPriority(declaration.contentHugging[axis], for: axis)
            view.setContentCompressionResistancePriority(declaration.compressionResistance[axis], for: axis)
        }
        if let baselines = declaration.baselines {
            view.firstBaselineOffsetFromTop = baselines.firstFromTop
            view.lastBaselineOffsetFromBottom = baselines.lastFromBottom
        }
    }

    // MARK: Statements

    /// Apple's VFL parser on the line's format string (see
    /// ``VisualFormatLine/layoutConstraints(metrics:spacing:views:report:)``); the constraints
    /// it makes are activated. `metrics` and `spacing` are the file's, computed once.
    private func apply(_ line: VisualFormatLine, metrics: [String: Double], spacing: StandardSpacing) {
        let made = line.layoutConstraints(metrics: metrics, spacing: spacing, views: viewsByName) { diagnostics.append($0) }
        for (constraint, range, text) in made {
            record(constraint, range, text: text)
            activate(constraint)
        }
    }

    private func apply(_ equation: LayoutEquation) {
        guard let first = viewsByName[equation.firstItem.value] else {
            diagnostics.append(Diagnostic(.error, "unknown view '\(equation.firstItem.value)'", at: equation.firstItem.range))
            return
        }
        var second: LayoutView?
        if let name = equation.secondItem {
            guard let found = viewsByName[name.value] else {
                diagnostics.append(Diagnostic(.error, "unknown view '\(name.value)'", at: name.range))
                return
            }
            second = found
        }
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(
                item: first, attribute: equation.firstAttribute.value, relatedBy: equation.relation.value,
                toItem: second, attribute: equation.secondAttribute?.value ?? .notAnAttribute,
                multiplier: equation.multiplierValue, constant: equation.constantValue)
        } catch {
            diagnostics.append(Diagnostic(.error, error.description, at: equation.range))
            return
        }
        constraint.priority = equation.priorityValue
        constraint.identifier = equation.identifier?.value
        record(constraint, equation.range, text: nil)
        activate(constraint)
    }

    private func record(_ constraint: LayoutConstraint, _ range: SourceRange, text: String?) {
        ranges[ObjectIdentifier(constraint)] = range
        constraint.source = ConstraintSource(file: document.path, line: range.start.line, column: range.start.column, text: text)
    }

    private func activate(_ constraint: LayoutConstraint) {
        do {
            try constraint.activate()
        } catch {
            diagnostics.append(Diagnostic(.error, error.description, at: ranges[ObjectIdentifier(constraint)]))
        }
    }

    // MARK: Layout diagnostics

    /// The engine's issues so far (conflicts, and the constraint broken for each), views
    /// whose width or height came out negative, and optionally the ambiguous views, as
    /// warnings located in the file. Call after a layout.
    ///
    /// A conflict is reported at the broken constraint, with a note at each constraint in
    /// the minimal conflicting set; content-size constraints point at their view's
    /// `intrinsic` (or declaration), the root's size at `canvas`. A negative size and an
    /// ambiguity are reported at the view's name in its declaration. Each of these carries
    /// its ``LayoutIssueKind``, which a file's `allow` statement may let through.
    public func layoutDiagnostics(includingAmbiguity: Bool = true) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for issue in engine.issues {
            switch issue {
            case .unsatisfiable(let conflicting, let broken):
                let notes = conflicting.map { Diagnostic(.note, "in conflict: \($0.summary)", at: range(of: $0)) }
                result.append(Diagnostic(.warning, "unable to simultaneously satisfy constraints; breaking \(broken.summary)",
                                         at: range(of: broken), notes: notes, issue: .conflicts))
            case .invalidConstraint(let constraint, let reason):
                result.append(Diagnostic(.warning, "ignoring \(constraint.summary): \(reason)", at: range(of: constraint)))
            case .invalidRootSize:
                result.append(Diagnostic(.warning, issue.description, at: document.canvas?.range))
            case .internalError(let message):
                result.append(Diagnostic(.warning, "solver: \(message)", at: nil))
            }
        }
        for view in views {
            guard let message = view.negativeSizeDescription else { continue }
            result.append(Diagnostic(.warning, message, at: declarationsByName[view.name]?.name.range, issue: .negativeSizes))
        }
        if includingAmbiguity {
            let ambiguities = engine.ambiguities(of: views)
            var hints = priorityHints(for: ambiguities)
            for ambiguity in ambiguities {
                let declaration = declarationsByName[ambiguity.view.name]
                let notes = hints.removeValue(forKey: HintKey(view: ObjectIdentifier(ambiguity.view), axis: ambiguity.axis)) ?? []
                result.append(Diagnostic(.warning, "\(ambiguity) (ambiguous layout)", at: declaration?.name.range,
                                         notes: notes, issue: .ambiguity))
            }
        }
        return result
    }

    /// The declaration of a view of this layout, by name.
    func declaration(of view: LayoutView) -> ViewDeclaration? {
        declarationsByName[view.name]
    }


    /// The file location best describing a constraint.
    private func range(of constraint: LayoutConstraint) -> SourceRange? {
        if let range = ranges[ObjectIdentifier(constraint)] { return range }
        switch constraint.kind {
        case .contentHugging, .compressionResistance:
            let declaration = declarationsByName[constraint.firstItem.name]
            return declaration?.intrinsicContentSizeRange ?? declaration?.name.range
        case .rootSize:
            return document.canvas?.range
        case .explicit:
            return nil
        }
    }
}

extension LayoutConstraint {
    /// The constraint as written, without its source location: `a.width == 300`.
    var summary: String {
        let saved = source
        source = nil
        defer { source = saved }
        return "'\(description)'"
    }
}

extension LayoutDocument {
    /// Creates the views and activates the constraints on a new engine of the given size
    /// (default: the file's `canvas`, or ``defaultDevice``'s portrait size), stopping once
    /// `limit` errors are found.
    public func build(size: LayoutSize? = nil, limit: DiagnosticLimit = .default) -> BuiltLayout {
        BuiltLayout(document: self, size: size ?? canvasSize, limit: limit)
    }

    /// The root size the file asks for: its `canvas`, or ``defaultDevice`` in portrait.
    public var canvasSize: LayoutSize {
        if let canvas { return LayoutSize(width: canvas.width, height: canvas.height) }
        return LayoutSize(width: Self.defaultDevice.width, height: Self.defaultDevice.height)
    }
}
