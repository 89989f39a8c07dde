import LayoutFiles
import LayoutRendering

extension ViewDeclaration {
    /// What the drawings show in the view's box: a label's text, a button's title or a text
    /// field's placeholder (from its leading edge, as a label's); nil for any other view.
    var boxContent: BoxContent? {
        guard let title = title?.value else { return nil }
        switch kind.value {
        case .label, .textField: return .label(title)
        case .button: return .button(title)
        case .view, .stack, .image, .toggle, .activityIndicator: return nil
        }
    }
}

extension RenderedLayout {
    /// The layout with each declared view's text or title (`LayoutBox.content`), `views`
    /// being the root and then the declared views in order, as ``LayoutScene`` makes it from
    /// a built file; a view whose name is not the declaration's is left as it is.
    public func withContent(of declarations: [ViewDeclaration]) -> RenderedLayout {
        var layout = self
        for (offset, declaration) in declarations.enumerated() where layout.views.indices.contains(offset + 1) {
            guard layout.views[offset + 1].name == declaration.name.value else { continue }
            layout.views[offset + 1].content = declaration.boxContent
        }
        return layout
    }
}
