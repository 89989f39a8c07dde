/// Writes random equation statements over the views, guides and metrics of
/// ``FuzzCorpus/equationPreamble``, most of them valid, some a little off (an unknown view
/// or attribute, `=` for `==`, division, a priority out of range, attributes UIKit refuses
/// to relate, a guide's margin or baseline, numbers too large or not finite).
///
///     equation := [identifier ':'] item '.' attribute relation rhs ['@' priority]
///     rhs      := [sign] factor '*' item '.' attribute [sign constant]
///               | [sign] item '.' attribute ['*' factor] [sign constant]
///               | [sign] constant
public struct EquationGenerator: Sendable {
    public var items = ["a", "b", "c", "d", "ok", "title", "root", "g", "root.safeArea", "a.margins"]
    public var metrics = ["pad", "h", "half", "neg"]
    public static let attributes = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height",
        "centerX", "centerY", "firstBaseline", "lastBaseline", "baseline",
        "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"
    ]

    public init() {}

    /// One equation line.
    public func equation(using random: inout FuzzRandom) -> String {
        var text = ""
        if random.chance(10) {
            text += random.mostly(["gap", "w1", "_x"], else: ["h", "1a", "a b"]) + space(&random) + ":" + space(&random)
        }
        let first = attribute(using: &random)
        let shape = random.below(3)
        let constantOnly = shape == 2
        // UIKit relates a size to a size, a position to a position on its axis, and only a
        // size to a constant alone: keep to that most of the time.
        let second =
            random.chance(85)
            ? Self.partner(of: constantOnly ? "width" : first, using: &random)
            : attribute(using: &random)
        text +=
            operand(
                constantOnly && random.chance(85) ? Self.partner(of: "width", using: &random) : first,
                using: &random) + space(&random)
        text += random.mostly(["==", "<=", ">="], else: ["=", "=>", "<", "!=", "==="]) + space(&random)
        switch shape {
        case 0:
            text +=
                sign(&random) + factor(using: &random) + space(&random) + "*" + space(&random)
                + operand(second, using: &random)
            text += constantSuffix(using: &random)
        case 1:
            text += sign(&random) + operand(second, using: &random)
            if random.chance(30) {
                text +=
                    space(&random) + random.mostly(["*"], else: ["/", "**"]) + space(&random) + factor(using: &random)
            }
            text += constantSuffix(using: &random)
        default:
            text += sign(&random) + constant(using: &random)
        }
        if random.chance(30) { text += space(&random) + "@" + space(&random) + priority(using: &random) }
        if random.chance(10) { text += " # note" }
        return text
    }

    /// `item.attribute`.
    public func operand(_ attribute: String, using random: inout FuzzRandom) -> String {
        let item = random.mostly(items, else: ["e", "A", "pad", "_", "root2"])
        return item + random.mostly(["."], else: [" . ", "..", ""]) + attribute
    }

    /// An attribute name, sometimes one that is not.
    public func attribute(using random: inout FuzzRandom) -> String {
        random.mostly(Self.attributes, else: ["widht", "leftMargn", "notAnAttribute", "Width", ""])
    }

    /// An attribute UIKit lets `attribute` relate to: a size for a size, a position on the
    /// same axis (leading and trailing apart from left and right) for a position.
    static func partner(of attribute: String, using random: inout FuzzRandom) -> String {
        let groups = [
            ["width", "height"], ["left", "right", "centerX", "leftMargin", "rightMargin", "centerXWithinMargins"],
            ["leading", "trailing", "centerX", "leadingMargin", "trailingMargin", "centerXWithinMargins"],
            [
                "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin", "bottomMargin",
                "centerYWithinMargins"
            ]
        ]
        let group = groups.first { $0.contains(attribute) } ?? groups[0]
        return random.pick(group)
    }

    /// A number or a metric.
    public func factor(using random: inout FuzzRandom) -> String {
        random.chance(30) ? random.mostly(metrics, else: ["nope", "a"]) : number(using: &random)
    }

    /// A number or a metric.
    public func constant(using random: inout FuzzRandom) -> String { factor(using: &random) }

    /// A decimal number, sometimes one the file format refuses.
    public func number(using random: inout FuzzRandom) -> String {
        random.mostly(
            ["0", "1", "2", "8", "10", "0.5", ".5", "44", "100", "1000", "1000000", "007"],
            else: [
                "1e5", "1.2.3", "10pt", "nan", "inf", "1000001", "99999999999999999999",
                "1" + String(repeating: "0", count: 400)
            ])
    }

    /// A priority: a number, a name, a name with an offset.
    public func priority(using random: inout FuzzRandom) -> String {
        random.mostly(
            [
                "750", "1000", "1", "250", "required", "defaultHigh", ".defaultLow", "defaultLow + 1",
                "fittingSizeLevel", "defaultHigh - 1", "999.5"
            ],
            else: ["0", "1001", "-1", "requird", "defaultHigh +", "1e9999", "nan", "high"])
    }

    private func constantSuffix(using random: inout FuzzRandom) -> String {
        guard random.chance(60) else { return "" }
        return space(&random) + random.mostly(["+", "-"], else: ["+-", "--", "*"]) + space(&random)
            + constant(using: &random)
    }

    private func sign(_ random: inout FuzzRandom) -> String {
        random.chance(15) ? random.pick(["-", "+", "- "]) : ""
    }

    private func space(_ random: inout FuzzRandom) -> String {
        random.chance(85) ? random.pick([" ", " ", "", "\t"]) : random.pick(["  ", "\u{A0}", "\u{3000}"])
    }
}
