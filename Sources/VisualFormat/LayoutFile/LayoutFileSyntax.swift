/// The layout file's number syntax and message conventions, for tools that read their own
/// input the same way (the `layout` command's `--size` and `--scale`, and its usage errors).
///
///     LayoutFileSyntax.number("0.5")                        // 0.5
///     LayoutFileSyntax.number("1e3")                        // nil: no exponents
///     LayoutFileSyntax.quoted("ipone")                      // "'ipone'"
///     LayoutFileSyntax.suggestion(for: "ipone-se", among: DevicePreset.allNames)   // "iphone-se"
public enum LayoutFileSyntax {
    /// The value of an unsigned decimal literal as the file writes numbers (`8`, `0.5`, `.5`),
    /// or nil for anything else: a sign, an exponent, hexadecimal, `nan`, `inf`, units.
    /// A literal with more than 16 digits before the point reads as
    /// `Double.greatestFiniteMagnitude`, beyond every bound the format has.
    ///
    /// - Complexity: linear in the length of `text`.
    public static func number(_ text: String) -> Double? {
        switch NumberText.parse(text) {
        case .value(let value): return value
        case .tooLarge: return .greatestFiniteMagnitude
        case .invalid, .notFinite: return nil
        }
    }

    /// `text` in single quotes as diagnostics quote names: control characters and
    /// bidirectional overrides escaped as `\u{...}`, anything past 40 characters cut to `...`.
    public static func quoted(_ text: String) -> String {
        VisualFormat.quoted(text)
    }

    /// The "did you mean" candidate closest to `name`, as the file's diagnostics choose it
    /// (by edit distance, at most about a third of the name), or nil when none is close enough.
    public static func suggestion(for name: String, among candidates: [String]) -> String? {
        var suggester = Suggester()
        return suggester.suggestion(for: name, among: candidates)
    }
}
