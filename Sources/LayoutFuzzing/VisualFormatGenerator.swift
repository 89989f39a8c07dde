/// Writes random visual format strings from Apple's grammar, most of them valid, some a
/// little off (a wrong relation, an unknown name, a priority out of range, a non-finite
/// number).
///
///     visualFormatString := (orientation ':')? (superview connection)? view (connection view)*
///                           (connection superview)?
public struct VisualFormatGenerator: Sendable {
    /// The view names a format may use.
    public var views = ["a", "b", "c", "_v1", "zz"]
    /// The metric names a format may use (see ``metricValues``).
    public var metrics = ["m", "p", "huge", "neg"]
    /// Values for ``metrics``: ordinary, large, near the top of `Double` and negative.
    public static let metricValues: [String: Double] = ["m": 12, "p": 500, "huge": 1e308, "neg": -4]

    public init() {}

    /// A whole format string.
    public func format(using random: inout FuzzRandom) -> String {
        var text = ""
        if random.chance(60) { text += random.mostly(["H:", "V:"], else: ["H", "V", "h:", "V|", "H::"]) }
        if random.chance(40) { text += "|" + connection(using: &random) }
        text += view(using: &random)
        for _ in 0..<random.below(4) { text += connection(using: &random) + view(using: &random) }
        if random.chance(40) { text += connection(using: &random) + "|" }
        return text
    }

    /// `[name(predicates)]`.
    public func view(using random: inout FuzzRandom) -> String {
        var text = "[" + random.mostly(views, else: ["q", "", "9x", " a", "a "])
        if random.chance(40) { text += "(" + predicates(allowViews: true, using: &random) + ")" }
        return text + "]"
    }

    /// Nothing, `-`, `-N-` or `-(predicates)-`.
    public func connection(using random: inout FuzzRandom) -> String {
        switch random.below(5) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-" + predicate(allowViews: false, using: &random) + "-"
        default: return "-(" + predicates(allowViews: false, using: &random) + ")-"
        }
    }

    /// One to three predicates, comma-separated.
    public func predicates(allowViews: Bool, using random: inout FuzzRandom) -> String {
        (0...random.below(3)).map { _ in predicate(allowViews: allowViews, using: &random) }.joined(separator: ",")
    }

    /// `relation? object ('@' priority)?`.
    public func predicate(allowViews: Bool, using random: inout FuzzRandom) -> String {
        var text = random.mostly(["", "", "==", "<=", ">="], else: ["=", "<", ">", "=>"])
        if allowViews && random.chance(20) {
            text += random.pick(views)
        } else {
            text +=
                !metrics.isEmpty && random.chance(30)
                ? random.mostly(metrics, else: ["unknown"]) : number(using: &random)
        }
        if random.chance(25) {
            text +=
                "@" + random.mostly(["250", "999", "1000", "p", "m", "0.5"], else: ["0", "1001", "-1", "huge", "nan"])
        }
        return text
    }

    /// A number as C's `strtod` reads it: decimal, hex, exponents, and sometimes one that
    /// overflows or is not finite.
    public func number(using random: inout FuzzRandom) -> String {
        random.mostly(
            ["0", "8", "10", "1e2", "0x10", "5.", "2.5", "007", "1000000"],
            else: [".5", "-10", "1e999", "1e308", "-nan", "-inf", "0x1p1024", "4.9e-324", "-0"])
    }
}
