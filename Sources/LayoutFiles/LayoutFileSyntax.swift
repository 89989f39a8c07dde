/// The layout file's number syntax, for tools that read their own input the same way (the
/// `layout` command's `--size` and `--scale`).
///
///     LayoutFileSyntax.number("0.5")                        // 0.5
///     LayoutFileSyntax.number("1e3")                        // nil: no exponents
public enum LayoutFileSyntax {
    /// The value of an unsigned decimal literal as the file writes numbers (`8`, `0.5`, `.5`),
    /// or nil for anything else: a sign, an exponent, hexadecimal, `nan`, `inf`, units.
    /// A literal with more than 16 digits before the point reads as
    /// `Double.greatestFiniteMagnitude`, beyond every bound the format has.
    ///
    /// - Complexity: linear in the length of `text`.
    public static func number(_ text: String) -> Double? {
        switch NumberLiteral.parse(text) {
        case .value(let value): return value
        case .tooLarge: return .greatestFiniteMagnitude
        case .invalid, .notFinite: return nil
        }
    }
}
