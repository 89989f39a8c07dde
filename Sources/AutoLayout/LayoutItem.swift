/// Something a constraint can position: a view (``LayoutView``) or a layout guide
/// (``LayoutGuide``), as the `firstItem` and `secondItem` of an `NSLayoutConstraint`.
///
/// Only this module makes items: the class cannot be subclassed elsewhere.
public class LayoutItem {
    /// The item's name, used in descriptions, diagnostics and reports. A system guide is
    /// named after its view: `root.safeArea`, `card.margins`.
    public let name: String

    init(name: String) {
        self.name = name
    }

    /// The view whose hierarchy the item is in and whose coordinates its frame is given in:
    /// a view itself, a guide's owning view (nil for a guide no view owns).
    var hostView: LayoutView? { nil }

    /// The item's unknowns in the engine laying it out (see ``ItemVariables``).
    var variablesInEngine: (engine: ObjectIdentifier, variables: ViewVariables)?

    /// The engine laying the item out, if any.
    var layoutEngine: LayoutEngine? { hostView?.engine }
}
