/// Prints numbers the way every report in this module does: the shortest text that reads back
/// as the same `Double`, without a trailing `.0`, and never `-0`.
///
///     NumberText.text(20)      // "20"
///     NumberText.text(23.2)    // "23.2"
///     NumberText.text(-0.0)    // "0"
///     NumberText.text(1e-5)    // "1e-5"
///
/// Non-finite values print as `nan`, `inf` and `-inf` in text; JSON has no spelling for them,
/// so ``json(_:)`` prints `null`.
enum NumberText {
    /// The text form of `value`: `20`, `23.2`, `-8`, `0.5`, `1e16`, `nan`, `inf`, `-inf`.
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == 0 { return "0" }   // also catches -0
        // The standard library prints the shortest round-trip digits: "20.0", "23.2", "1e+16",
        // "1e-05", "1.5e+300". Tidy the two spellings we do not want.
        let raw = value.description
        if let e = raw.firstIndex(of: "e") {
            return trimmedFraction(String(raw[..<e])) + "e" + trimmedExponent(raw[raw.index(after: e)...])
        }
        return trimmedFraction(raw)
    }

    /// The JSON form of `value`: as ``text(_:)`` for finite values, `null` otherwise.
    static func json(_ value: Double) -> String {
        value.isFinite ? text(value) : "null"
    }

    /// `"20.0"` -> `"20"`; any other mantissa is returned unchanged.
    private static func trimmedFraction(_ mantissa: String) -> String {
        mantissa.hasSuffix(".0") ? String(mantissa.dropLast(2)) : mantissa
    }

    /// `"+16"` -> `"16"`, `"-05"` -> `"-5"`: no plus sign, no leading zeros.
    private static func trimmedExponent(_ exponent: Substring) -> String {
        var digits = exponent
        var sign = ""
        if let first = digits.first, first == "+" || first == "-" {
            if first == "-" { sign = "-" }
            digits = digits.dropFirst()
        }
        let significant = digits.drop(while: { $0 == "0" })
        return sign + (significant.isEmpty ? "0" : String(significant))
    }
}
