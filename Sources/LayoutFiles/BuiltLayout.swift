import AutoLayout
import SourceDiagnostics
import VisualFormat

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
    /// The declared guides, in declaration order, each added to its owning view.
    public let guides: [LayoutGuide]

    private var viewsByName: [String: LayoutView] = [:]
    private var guidesByName: [String: LayoutGuide] = [:]
    /// Where the first declaration of each name is in the document, so that locating a
    /// diagnostic is not a search (an index: a declaration is large, and each orientation has
    /// its table).
    private var declarationIndexByName: [String: Int] = [:]
    private var guideDeclarationIndexByName: [String: Int] = [:]

    /// The first declaration of `name`, if it is a view of the file.
    private func declaration(named name: String) -> ViewDeclaration? {
        declarationIndexByName[name].map { document.views[$0] }
    }

    init(document: LayoutDocument, size: LayoutSize) {
        self.document = document
        engine = LayoutEngine(size: size, direction: document.layoutDirection, rootName: LayoutDocument.rootName)
        engine.apply(document.screen(at: size))
        var made: [LayoutView] = []
        viewsByName[LayoutDocument.rootName] = engine.root
        for (index, declaration) in document.views.enumerated() {
            let view =
                declaration.kind.value == .stack
                ? StackView(name: declaration.name.value) : LayoutView(name: declaration.name.value)
            Self.configure(view, from: declaration)
            Self.configureArrangement(of: view, from: declaration, file: document.path)
            made.append(view)
            viewsByName[declaration.name.value] = view
            if declarationIndexByName[declaration.name.value] == nil {
                declarationIndexByName[declaration.name.value] = index
            }
        }
        views = made
        // Parents come before their children and are never their descendants (the parser
        // checked), so adding cannot fail.
        for (view, declaration) in zip(made, document.views) {
            try? (viewsByName[declaration.parentName] ?? engine.root).addSubview(view)
        }
        var madeGuides: [LayoutGuide] = []
        for (index, declaration) in document.guides.enumerated() {
            let guide = LayoutGuide(name: declaration.name.value)
            (viewsByName[declaration.ownerName] ?? engine.root).addLayoutGuide(guide)
            madeGuides.append(guide)
            guidesByName[declaration.name.value] = guide
            guideDeclarationIndexByName[declaration.name.value] = index
        }
        guides = madeGuides
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

    /// The guide declared with `name`.
    public func guide(named name: String) -> LayoutGuide? { guidesByName[name] }

    /// The view, guide or view's guide an equation names.
    func item(named name: String, guide: ViewGuide?) -> LayoutItem? {
        if let guide { return viewsByName[name].map(guide.guide(of:)) }
        return viewsByName[name] ?? guidesByName[name]
    }

    /// Sets the root's size (re-solving incrementally) and lays the views out, on the screen
    /// the file gives at that size (``LayoutDocument/screen(at:)``).
    public func layout(at size: LayoutSize) {
        layout(at: size, on: document.screen(at: size))
    }

    /// Sets the root's size and screen (a device turned, or another device) and lays the
    /// views out.
    public func layout(at size: LayoutSize, on screen: ScreenTraits) {
        engine.size = size
        engine.apply(screen)
        engine.layoutIfNeeded()
    }

    /// Where a constraint of this layout was written, if it came from the file (its
    /// `LayoutConstraint.source`).
    public func sourceRange(of constraint: LayoutConstraint) -> SourceRange? {
        constraint.source?.range
    }

    // MARK: Views

    private static func configure(_ view: LayoutView, from declaration: ViewDeclaration) {
        view.textContent = declaration.textContent
        let intrinsic = declaration.intrinsicContentSize
        view.intrinsicContentSize = LayoutSize(
            width: intrinsic.width ?? LayoutView.noIntrinsicMetric,
            height: intrinsic.height ?? LayoutView.noIntrinsicMetric)
        for axis in LayoutAxis.allCases {
            view.setContentHuggingPriority(declaration.contentHugging[axis], for: axis)
            view.setContentCompressionResistancePriority(declaration.compressionResistance[axis], for: axis)
        }
        if let baselines = declaration.baselines {
            view.firstBaselineOffsetFromTop = baselines.firstFromTop
            view.lastBaselineOffsetFromBottom = baselines.lastFromBottom
        }
        if let margins = declaration.layoutMargins { view.directionalLayoutMargins = margins }
        view.preservesSuperviewLayoutMargins = declaration.preservesSuperviewLayoutMargins
        view.insetsLayoutMarginsFromSafeArea = declaration.insetsLayoutMarginsFromSafeArea
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

    /// The equation's constraint on the file's views and guides (accepted by the engine when
    /// parsed).
    private func apply(_ equation: LayoutEquation) {
        guard let first = item(named: equation.firstItem.value, guide: equation.firstGuide?.value),
            let constraint = try? equation.layoutConstraint(
                first,
                equation.secondItem.flatMap {
                    item(named: $0.value, guide: equation.secondGuide?.value)
                })
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
    /// `intrinsic` (or declaration), the root's size at `canvas`, a safe-area or margins
    /// guide's edges at what gave the insets (the `canvas`, `safearea` or `margins`). A
    /// negative size and an ambiguity are reported at the view's (or guide's) name in its
    /// declaration. Each of these carries its `LayoutIssueKind`, which a file's `allow`
    /// statement may let through.
    public func layoutDiagnostics(includingAmbiguity: Bool = true) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for issue in engine.issues {
            switch issue {
            case .unsatisfiable(let conflicting, let broken):
                let notes = conflicting.map { Diagnostic(.note, "in conflict: \($0.summary)", at: range(of: $0)) }
                result.append(
                    Diagnostic(
                        .warning, "unable to simultaneously satisfy constraints; breaking \(broken.summary)",
                        at: range(of: broken), notes: notes, issue: .conflicts))
            case .invalidConstraint(let constraint, let reason):
                result.append(
                    Diagnostic(.warning, "ignoring \(constraint.summary): \(reason)", at: range(of: constraint)))
            case .invalidRootSize:
                result.append(Diagnostic(.warning, issue.description, at: document.canvas?.range))
            case .layoutFeedbackLoop(let guides):
                result.append(Diagnostic(.warning, issue.description, at: guides.first.flatMap(range(of:))))
            case .internalError(let message):
                result.append(Diagnostic(.warning, "solver: \(message)", at: nil))
            }
        }
        for view in views {
            guard let message = view.negativeSizeDescription else { continue }
            result.append(
                Diagnostic(.warning, message, at: declaration(named: view.name)?.name.range, issue: .negativeSizes))
        }
        if includingAmbiguity {
            let ambiguities = engine.ambiguities(of: views + guides)
            var hints = priorityHints(for: ambiguities)
            for ambiguity in ambiguities {
                let notes =
                    hints.removeValue(forKey: HintKey(view: ObjectIdentifier(ambiguity.item), axis: ambiguity.axis))
                    ?? []
                result.append(
                    Diagnostic(
                        .warning, "\(ambiguity) (ambiguous layout)", at: range(of: ambiguity.item),
                        notes: notes, issue: .ambiguity))
            }
        }
        return result
    }

    /// The declaration of a view of this layout, by name.
    func declaration(of view: LayoutView) -> ViewDeclaration? {
        declaration(named: view.name)
    }

    /// The file location best describing a constraint: where it was written; for a content
    /// size constraint, its view's `intrinsic` (or declaration); for the root's size, the
    /// `canvas`; for a system guide's, what gave the insets; nil for one the file did not make.
    public func location(of constraint: LayoutConstraint) -> SourceRange? {
        range(of: constraint)
    }

    /// The file location best describing a constraint.
    private func range(of constraint: LayoutConstraint) -> SourceRange? {
        if let range = constraint.source?.range { return range }
        switch constraint.kind {
        case .contentHugging, .compressionResistance:
            let declaration = declaration(named: constraint.firstItem.name)
            return declaration?.intrinsicContentSizeRange ?? declaration?.name.range
        case .rootSize:
            return document.canvas?.range
        case .layoutGuide:
            return [constraint.firstItem, constraint.secondItem].lazy.compactMap { $0 as? LayoutGuide }.first.flatMap(
                range(of:))
        case .explicit, .arrangement: // a stack's constraints carry the stack's line as their source
            return nil
        }
    }

    /// Where a view or guide of this layout is declared: a view's or custom guide's name; for
    /// a view's margins, its `margins` modifier if it has one; for the root's safe area and
    /// margins, the `safearea` or `canvas` statement that gave the screen's insets.
    private func range(of item: LayoutItem) -> SourceRange? {
        guard let guide = item as? LayoutGuide, guide.isSystemGuide, let view = guide.owningView else {
            return declaration(named: item.name)?.name.range
                ?? guideDeclarationIndexByName[item.name].map { document.guides[$0].name.range }
        }
        if view === engine.root { return document.safeArea?.range ?? document.canvas?.range }
        let declaration = declaration(named: view.name)
        if guide.kind == .layoutMargins, let margins = declaration?.layoutMarginsRange { return margins }
        return declaration?.name.range
    }
}

extension LayoutConstraint {
    /// The constraint as written, quoted, without its source location (the diagnostic points
    /// there), then its identifier if it has one: `'a.width == 300'`,
    /// `'root.safeArea.top == root.top + 59' (UIViewSafeAreaLayoutGuide-top)`,
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
