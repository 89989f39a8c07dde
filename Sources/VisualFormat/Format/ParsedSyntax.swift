import AutoLayout

/// One predicate as written, with names already looked up: `>=70@750`, `==button2`.
struct ParsedPredicate {
    /// What the predicate relates to.
    enum Object {
        /// A number, or a metric's value.
        case constant(Double)
        /// Another view's width or height (only inside a view's brackets).
        case view(String)
    }

    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
    /// The whole predicate: `>=70@750`.
    var range: Range<Int>
    /// The number or name of the object (`70`, `button2`); nil when no character gives it.
    var objectRange: Range<Int>?
    /// The number or name after `@` (`750`); nil without `@`.
    var priorityRange: Range<Int>? = nil

    /// The predicate of `[a][b]`: `== 0`.
    static func flush(at index: Int) -> ParsedPredicate {
        ParsedPredicate(
            relation: .equal, object: .constant(0), priority: .required, range: index..<index, objectRange: nil)
    }
}

/// A connection between two items as written.
enum ParsedConnection {
    /// `[a][b]`: no characters, flush.
    case flush(at: Int)
    /// `[a]-[b]`: a bare dash, the standard space.
    case standard(Range<Int>)
    /// `[a]-10-[b]`, `[a]-(>=8,<=20)-[b]`: one constraint per predicate.
    case predicates([ParsedPredicate])
}

/// A view as written: `[name(predicates)]`.
struct ParsedView {
    var name: String
    var predicates: [ParsedPredicate]
    var range: Range<Int>
}
