import AutoLayout
import SourceDiagnostics

extension BuiltLayout {
    /// What a declaration says about arrangement: whether the view is hidden, and for a stack
    /// its settings and where it was written (every constraint it makes carries that line).
    /// Done before the stack arranges any view, so it arranges them once.
    static func configureArrangement(of view: LayoutView, from declaration: ViewDeclaration, file: String) {
        view.isHidden = declaration.isHidden
        guard let stack = view as? StackView, let settings = declaration.stack else { return }
        settings.configure(stack)
        stack.arrangementSource = ConstraintSource(file: file, range: declaration.range)
    }

    /// Each stack arranges the views declared in it, in the order of their lines, with their
    /// custom spacing; all at once, so each stack makes its constraints once. They are its
    /// subviews already (parents are added before their children), so arranging cannot fail.
    func arrangeStacks() {
        var arranged: [String: [ViewDeclaration]] = [:]
        for declaration in document.views where declaration.parent != nil {
            arranged[declaration.parentName, default: []].append(declaration)
        }
        for declaration in document.views where declaration.stack != nil {
            guard let stack = view(named: declaration.name.value) as? StackView,
                let children = arranged[declaration.name.value]
            else { continue }
            try? stack.performBatchUpdates { () throws(LayoutError) in
                for child in children {
                    guard let view = view(named: child.name.value) else { continue }
                    try stack.addArrangedSubview(view)
                    if let spacing = child.spacingAfter { stack.setCustomSpacing(spacing.value, after: view) }
                }
            }
        }
    }
}
