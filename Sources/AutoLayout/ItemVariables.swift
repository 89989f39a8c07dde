import Cassowary

/// The four unknowns of a view's frame, in root coordinates.
struct ViewVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
}

/// The unknowns of the views and guides in one engine, kept on the items themselves
/// (``LayoutItem/variablesInEngine``), so that reading them costs no hashing: every constraint
/// reads its items' unknowns as it is translated, and every frame its view's.
struct ItemVariables {
    /// Identifies this engine in an item's unknowns (an item is in one engine at a time, but
    /// unknowns left by a gone engine must not be read as this one's).
    private final class Token {}

    private let token = Token()

    subscript(item: LayoutItem) -> ViewVariables? {
        guard let (owner, variables) = item.variablesInEngine, owner == ObjectIdentifier(token) else { return nil }
        return variables
    }

    /// The item's unknowns, made on first use.
    func variables(of item: LayoutItem) -> ViewVariables {
        if let known = self[item] { return known }
        let made = ViewVariables(item.name)
        item.variablesInEngine = (ObjectIdentifier(token), made)
        return made
    }

    /// The item left the engine: its unknowns go.
    func forget(_ item: LayoutItem) {
        if self[item] != nil { item.variablesInEngine = nil }
    }
}
