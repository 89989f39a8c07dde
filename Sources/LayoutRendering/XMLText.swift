import AutoLayout

/// Text and numbers as SVG and HTML spell them, the same on every run.
enum XMLText {
    /// `text` safe in XML character data and in a double-quoted attribute: `&`, `<`, `>`,
    /// `"` and `'` escaped, and every control character (which XML 1.0 cannot carry, tabs and
    /// newlines included) replaced by `?`, as the text drawing does.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in TextLines.printable(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A coordinate rounded to a hundredth of a point, spelled as the reports spell numbers
    /// (`20`, `20.5`, never `20.0` or `-0`), so a picture is byte-identical for equal frames.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return formatPoints(rounded.isFinite ? rounded : value)
    }

    /// `name="value"` pairs, each value escaped, in the order given.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
    }
}
