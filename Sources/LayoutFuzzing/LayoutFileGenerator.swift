import LayoutFiles
import VisualFormat

/// Writes random `.vfl` layout files from the file grammar: settings, metrics, view
/// declarations with every modifier, VFL lines with format options, equations and comments,
/// most statements valid, some a little off, with every kind of line ending and whitespace.
///
///     file      := line*
///     line      := statement? comment?
///     statement := canvas | spacing | direction | safearea | sizeclass | metrics | view | guide | vfl-line | equation
public struct LayoutFileGenerator: Sendable {
    /// The view names declarations and constraints use.
    public var names = ["a", "b", "c", "d", "e", "box", "_v1"]
    public var formats = VisualFormatGenerator()
    public var equations = EquationGenerator()

    public init() {
        formats.views = names
        formats.metrics = ["m", "p", "neg", "big"]
        equations.items = names + ["root"]
        equations.metrics = formats.metrics
    }

    /// A whole file.
    public func file(using random: inout FuzzRandom) -> String {
        var lines: [String] = []
        if random.chance(70) { lines.append(canvas(using: &random)) }
        if random.chance(20) {
            let superview =
                random.chance(50) ? " " + random.mostly([length(using: &random), "margins"], else: ["margin"]) : ""
            lines.append("spacing " + length(using: &random) + superview)
        }
        if random.chance(10) { lines.append(safeArea(using: &random)) }
        if random.chance(10) { lines.append(sizeClass(using: &random)) }
        if random.chance(20) { lines.append(textModel(using: &random)) }
        if random.chance(15) {
            lines.append("direction " + random.mostly(["ltr", "rtl", "RTL", "rightToLeft"], else: ["up", ""]))
        }
        var metrics: [String: Double] = [:]
        if random.chance(50) {
            let p = length(using: &random)
            lines.append("metrics m=12 p=" + p + " neg=-4 big=1000000")
            metrics = ["m": 12, "p": LayoutFileSyntax.number(p) ?? 0, "neg": -4, "big": 1_000_000]
        }
        var declared: [String] = []
        for name in names where random.chance(75) {
            lines.append(view(name, parents: declared, using: &random))
            declared.append(name)
        }
        var guides: [String] = []
        if !declared.isEmpty, random.chance(20) {
            lines.append(
                "guide g" + (random.chance(50) ? " in " + random.mostly(declared + ["root"], else: ["g", "zz"]) : ""))
            guides.append("g")
        }
        // Constraints name the declared views, with a slip now and then.
        var formats = self.formats, equations = self.equations
        if metrics.isEmpty { formats.metrics = [] }
        if !declared.isEmpty {
            formats.views = declared + (random.chance(90) ? [] : ["zz"])
            equations.items =
                declared + ["root"] + guides + (random.chance(90) ? [] : ["zz", "root.safeArea", "a.margins"])
        }
        // VFL strings are parsed with the file, and one bad string makes the whole file an
        // error: each is one Apple's parser accepts with the file's names, if one of a few
        // tries is (mutations break plenty of them).
        let names = VisualFormatNames(metrics: metrics, isView: Set(declared).contains)
        for _ in 0..<random.below(8) {
            switch random.below(10) {
            case 0...3: lines.append(visualFormatLine(formats, parsingWith: names, using: &random))
            case 4...7: lines.append(equations.equation(using: &random))
            case 8: lines.append("# " + random.pick(["a comment", "é👍", "\"quoted\"", "#"]))
            default:
                lines.append(
                    random.mostly(["", " ", "\t", "\u{A0}"], else: ["vew a", "canvas", "H", "[", "|", ".", "\""]))
            }
        }
        if random.chance(10) { lines.shuffle(using: &random) }
        let separator = random.chance(80) ? "\n" : random.pick(["\r\n", "\r", "\n\n", "\u{2028}"])
        var text = lines.joined(separator: separator)
        if random.chance(50) { text += separator }
        if random.chance(5) { text = "\u{FEFF}" + text }
        return text
    }

    /// `canvas ...`: a size or a device, sometimes rotated, sometimes out of range.
    public func canvas(using random: inout FuzzRandom) -> String {
        let value =
            random.chance(50)
            ? random.mostly(
                ["320x568", "568x320", "1x1", "10000x10000", "375X667", "200×100"],
                else: ["0x0", "-5x10", "10001x5", "x", "320x", "1e308x1", "nanx5", "320x568x1"])
            : random.mostly(
                ["iphone-se", "iPhone-8", "ipad", "ipad-pro-12.9", "iphone-se landscape", "ipad portrait"],
                else: ["iphone", "iphone-se sideways", "ipad-pro-13"])
        return "canvas " + value
    }

    /// A view declaration of any kind with random modifiers in random order.
    public func view(_ name: String, parents: [String], using random: inout FuzzRandom) -> String {
        let kind = random.pick(["view", "view", "button", "label", "label", "textfield", "image", "switch", "activity"])
        var parts = [kind, name]
        var modifiers: [String] = []
        if kind == "button" || kind == "label" || random.chance(kind == "textfield" ? 70 : 3) {
            modifiers.append(title(using: &random))
        }
        modifiers += textModifiers(of: kind, using: &random)
        if !parents.isEmpty, random.chance(50) {
            modifiers.append("in " + random.mostly(parents + ["root"], else: [name, "nowhere", "Root"]))
        }
        if random.chance(30) {
            modifiers.append(
                "intrinsic "
                    + random.mostly(
                        ["40x40", "46x30", "120x-", "-x30", "0x0", "1000000x1"],
                        else: ["-1x5", "40x", "1000001x1", "ax1"]))
        }
        if random.chance(20) { modifiers.append("hugging " + priorities(using: &random)) }
        if random.chance(20) { modifiers.append("compression " + priorities(using: &random)) }
        if random.chance(10) { modifiers.append("baseline " + length(using: &random) + " " + length(using: &random)) }
        if random.chance(10) {
            modifiers.append(
                "margins " + length(using: &random) + (random.chance(50) ? "" : " 16 " + length(using: &random) + " 16")
            )
        }
        if random.chance(5) {
            modifiers.append(
                random.pick(["preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea"]) + " "
                    + random.mostly(["true", "false"], else: ["yes", ""]))
        }
        modifiers.shuffle(using: &random)
        parts += modifiers
        return parts.joined(separator: random.chance(90) ? " " : random.pick(["\t", "  ", "\u{A0}"]))
    }

    /// `text ...`: a text model, sometimes with a content size category, sometimes off.
    public func textModel(using random: inout FuzzRandom) -> String {
        "text "
            + random.mostly(
                ["system", "ios7", "system large", "system accessibilityExtraExtraExtraLarge", "system extraSmall"],
                else: ["sytem", "ios7 large", "system huge", ""])
    }

    /// The modifiers only some kinds have: fonts, styles and lines of text, an image's size, an
    /// activity indicator's style (mutations put them on other kinds).
    private func textModifiers(of kind: String, using random: inout FuzzRandom) -> [String] {
        var modifiers: [String] = []
        if ["button", "label", "textfield"].contains(kind), random.chance(30) {
            modifiers.append(
                random.mostly(
                    ["font 17", "font 13 semibold", "font 34 bold", "style body", "style largeTitle", "style caption2"],
                    else: ["font 0", "font 17 heavy", "style bdy", "font"]))
        }
        if kind == "label", random.chance(30) {
            modifiers.append(
                random.mostly(["numberOfLines 0", "numberOfLines 2"], else: ["numberOfLines -1", "numberOfLines 1.5"]))
        }
        if kind == "label", random.chance(15) { modifiers.append("preferredMaxLayoutWidth " + length(using: &random)) }
        if kind == "image" { modifiers.append("size " + random.mostly(["64x48", "1x1", "0x0"], else: ["64x", "-1x5"])) }
        if kind == "activity", random.chance(30) { modifiers.append("large") }
        return modifiers
    }

    /// `safearea ...`: insets in every orientation or per orientation, sometimes off.
    public func safeArea(using random: inout FuzzRandom) -> String {
        let insets = { (random: inout FuzzRandom) in
            random.mostly(["59 0 34 0", "0 59 21 59", "20 0 0 0", "0 0 0 0"], else: ["1 2 3", "-1 0 0 0", "a b c d"])
        }
        return "safearea "
            + (random.chance(50)
                ? insets(&random)
                : random.mostly(["portrait", "landscape"], else: ["sideways"]) + " " + insets(&random))
    }

    /// `sizeclass ...`: a size class in every orientation or per orientation, sometimes off.
    public func sizeClass(using random: inout FuzzRandom) -> String {
        let name = { (random: inout FuzzRandom) in random.mostly(["compact", "regular"], else: ["Regular", "wide", ""])
        }
        return "sizeclass "
            + (random.chance(50)
                ? name(&random)
                : random.mostly(["portrait", "landscape"], else: ["sideways"]) + " " + name(&random))
    }

    /// A VFL string and maybe format options that Apple's parser accepts with `names`, if one
    /// of a few tries is.
    public func visualFormatLine(
        _ formats: VisualFormatGenerator, parsingWith names: VisualFormatNames,
        using random: inout FuzzRandom
    ) -> String {
        var line = visualFormatLine(formats, using: &random)
        for _ in 0..<16 where !Self.parses(line, names: names) {
            line = visualFormatLine(formats, using: &random)
        }
        return line
    }

    /// A VFL string and maybe format options, most parts valid, some a little off.
    public func visualFormatLine(_ formats: VisualFormatGenerator, using random: inout FuzzRandom) -> String {
        var format = formats.format(using: &random)
        if !format.hasPrefix("H:"), !format.hasPrefix("V:"), !format.hasPrefix("|"), !format.hasPrefix("[") {
            format = "H:" + format
        }
        guard random.chance(25) else { return format }
        let options = [
            "alignAllTop", "alignAllCenterY", "alignAllLeading|alignAllTrailing", "directionRightToLeft",
            "spacingBaselineToBaseline", "alignAllBaseline"
        ]
        return format + " "
            + random.mostly(options, else: ["alignAllTopp", "alignAllTop|", "|", "alignAllLeft|alignAllTop"])
    }

    /// True when Apple's parser accepts the line's format with its options, and a file can
    /// use every constraint it makes (a priority of 1 or more, a constant within the limit).
    static func parses(_ line: String, names: VisualFormatNames) -> Bool {
        let parts = line.split(separator: " ", maxSplits: 1)
        var options: FormatOptions = []
        for name in parts.dropFirst().first?.split(separator: "|") ?? [] {
            guard let option = FormatOptions(named: String(name)) else { return false }
            options.insert(option)
        }
        let format = String(parts.first ?? "")
        guard
            let constraints = try? VisualFormatLanguage.constraints(
                withVisualFormat: format, options: options,
                names: names)
        else { return false }
        return constraints.allSatisfy { $0.priority.isValid && abs($0.constant) <= LayoutFileLimits.maximumLength }
    }

    private func title(using random: inout FuzzRandom) -> String {
        random.mostly(
            [
                "\"Button\"", "\"OK\"", "\"\"", "\"Hello, 界 👍🏽\"", "\"a \\\"b\\\" \\\\\"", "\"# not a comment\"",
                "\"Two\\nlines of text that may wrap\""
            ],
            else: ["\"unterminated", "“curly”", "\"bad \\q escape\"", "Title"])
    }

    private func priorities(using random: inout FuzzRandom) -> String {
        let one = { (random: inout FuzzRandom) in
            random.mostly(
                ["250", "251", "750", "1000", "required", "defaultLow+1", ".defaultHigh"], else: ["0", "1001", "low"])
        }
        return random.chance(50) ? one(&random) : one(&random) + " " + one(&random)
    }

    private func length(using random: inout FuzzRandom) -> String {
        random.mostly(["0", "4", "8", "14", "20", "0.5", "1000000"], else: ["-1", "1000001", "1e3", "nan", "8pt"])
    }
}
