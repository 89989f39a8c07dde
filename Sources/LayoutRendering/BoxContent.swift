/// What a view shows inside its box: a label's text or a button's title.
///
/// The drawings show it instead of the view's name when it fits (see ``BoxRenderer`` and
/// ``SVGRenderer``); a plain view or a stack view has none.
///
///     LayoutBox(name: "ok", superview: "card", frame: frame, rootFrame: rootFrame, content: .button("OK"))
public enum BoxContent: Sendable, Hashable {
    /// A label's text (UIKit's `UILabel.text`), drawn from the leading edge.
    case label(String)
    /// A system button's title (`UIButton.title(for: .normal)`), drawn centred.
    case button(String)

    /// The text or title.
    public var text: String {
        switch self {
        case .label(let text), .button(let text): return text
        }
    }

    /// True for a button, whose title is centred in its box, as UIKit centres it.
    public var isCentred: Bool {
        if case .button = self { return true }
        return false
    }
}
