import AutoLayout
import VisualFormat
import SourceDiagnostics

/// A layout file made real: its views on a `LayoutEngine`, its constraints active, each
/// remembering the line and column it came from.
///
///     let parsed = LayoutFile.load(path: "Layouts/seed.vfl")
///     guard let document = parsed.document else { ... }   // no document when there are errors
///     let built = document.build()
///     built.layout(at: LayoutSize(width: 568, height: 320))
///     built.view(named: "_bottomButton")?.frame   // (66, 35, 46, 30)
///
/// Building cannot fail: the parser found every error a file can have, and made each of its
/// constraints on stand-in views as building makes them here. Conflicts and ambiguity, which
/// depend on the size, come from ``layoutDiagnostics(includingAmbiguity:)`` after a layout.
public final class BuiltLayout {
    public let document: LayoutDocument
    public let engine: LayoutEngine
    /// The declared views, in declaration order (the root excluded).
    public let views: [LayoutView]

    private var viewsByName: [String: LayoutView] = [:]
    /// The first declaration of each name, so that locating a diagnostic is not a search.
    private var declarationsByName: [String: ViewDeclaration] = [:]

    init(document: LayoutDocument, size: LayoutSize) {
        self.document = document
        engine = LayoutEngine(size: size, direction: document.layoutDirection, rootName: LayoutDocument.rootName)
        var made: [LayoutView] = []
        viewsByName[LayoutDocument.rootName] = engine.root
        for declaration in document.views {
            let view = declaration.kind.value == .stack ? StackView(name: declaration.name.value) : LayoutView(name: declaration.name.value)
            Self.configure(view, from: declaration)
            Self.configureArrangement(of: view, from: declaration, file: document.path)
            made.append(view)
            viewsByName[declaration.name.value] = view
            if declarationsByName[declaration.name.value] == nil { declarationsByName[declaration.name.value] = declaration }
        }
        views = made
        // Parents come before their children and are never their descendants (the parser
        // checked), so adding cannot fail.
        for (view, declaration) in zip(made, document.views) {
            try? (viewsByName[declaration.parentName] ?? engine.root).addSubview(view)
        }
        arrangeStacks()
        for statement in document.statements {
            switch statement {
            case .visualFormat(let line): apply(line)
            case .equation(let equation): apply(equation)
            }
        }
    }

    /// The view declared with `name`, or the root for `root`.
    public func view(named name: String) -> LayoutView? { viewsByName[name] }

    /// Sets the root's size (re-solving incrementally) and lays the views out.
    public func layout(at size: LayoutSize) {
        engine.size = size
        engine.layoutIfNeeded()
    }

    /// Where a constraint of this layout was written, if it came from the file (its
    /// `LayoutConstraint.source`).
    public func sourceRange(of constraint: LayoutConstraint) -> SourceRange? {
        constraint.source?.range
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

    /// The constraints Apple's parser made of the line, on the file's views. The parser made
    /// each on stand-ins of the same views and the engine accepted it, so none is refused here.
    private func apply(_ line: VisualFormatLine) {
        for item in line.constraints {
            guard let constraint = try? item.layoutConstraint(viewsByName) else { continue }
            record(constraint, line.range(of: item), text: line.text(of: item))
            try? constraint.activate()
        }
    }

    /// The equation's constraint on the file's views (accepted by the engine when parsed).
    private func apply(_ equation: LayoutEquation) {
        guard let first = viewsByName[equation.firstItem.value],
              let constraint = try? equation.layoutConstraint(first, equation.secondItem.flatMap { viewsByName[$0.value] })
        else { return }
        record(constraint, equation.range, text: nil)
        try? constraint.activate()
    }

    /// Records, once, where the constraint was written.
    private func record(_ constraint: LayoutConstraint, _ range: SourceRange, text: String?) {
        constraint.source = ConstraintSource(file: document.path, range: range, text: text)
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
    /// its `LayoutIssueKind`, which a file's `allow` statement may let through.
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
        if let range = constraint.source?.range { return range }
        switch constraint.kind {
        case .contentHugging, .compressionResistance:
            let declaration = declarationsByName[constraint.firstItem.name]
            return declaration?.intrinsicContentSizeRange ?? declaration?.name.range
        case .rootSize:
            return document.canvas?.range
        case .explicit, .arrangement:  // a stack's constraints carry the stack's line as their source
            return nil
        }
    }
}

extension LayoutConstraint {
    /// The constraint as written, quoted, without its source location (the diagnostic points
    /// there), then its identifier if it has one: `'a.width == 300'`,
    /// `'row.leading == ok.leading' (UISV-canvas-connection)`.
    var summary: String { "'\(relationText)'" + (identifier.map { " (\($0))" } ?? "") }
}

extension LayoutDocument {
    /// Creates the views and activates the constraints on a new engine of the given size
    /// (default: the file's `canvas`, or ``defaultDevice``'s portrait size).
    public func build(size: LayoutSize? = nil) -> BuiltLayout {
        BuiltLayout(document: self, size: size ?? canvasSize)
    }

    /// The root size the file asks for: its `canvas`, or ``defaultDevice`` in portrait.
    public var canvasSize: LayoutSize {
        if let canvas { return LayoutSize(width: canvas.width, height: canvas.height) }
        return LayoutSize(width: Self.defaultDevice.width, height: Self.defaultDevice.height)
    }
}
