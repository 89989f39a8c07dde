/// Reads a number the way C's `strtod_l` does in the C locale, as Apple's format parser does:
/// the longest prefix that is a number, and its value.
///
///     number       sign? (decimal | hexadecimal | 'inf' 'inity'? | 'nan' ('(' [A-Za-z0-9_]* ')')?)
///     decimal      (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?
///     hexadecimal  '0' ('x'|'X') (hexdigits ('.' hexdigits?)? | '.' hexdigits) (('p'|'P') sign? digits)?
///
/// Letters are case-insensitive. An exponent without digits is not consumed (`1e` reads `1`), and
/// `0x` without a hexadecimal digit reads `0`. Leading whitespace, which `strtod` skips, never
/// reaches this scanner: the parser only calls it on `-` or a digit.
enum CNumberScanner {
    /// The number starting at `start`, and the index just past it; nil when nothing converts.
    static func scan(_ bytes: [UInt8], from start: Int) -> (value: Double, end: Int)? {
        var index = start
        var negative = false
        if let sign = byte(bytes, index), sign == ascii("-") || sign == ascii("+") {
            negative = sign == ascii("-")
            index += 1
        }
        if let end = matchWord(bytes, at: index, "infinity") ?? matchWord(bytes, at: index, "inf") {
            return (negative ? -Double.infinity : Double.infinity, end)
        }
        if let end = matchWord(bytes, at: index, "nan") {
            return (negative ? -Double.nan : Double.nan, nanPayloadEnd(bytes, from: end))
        }
        guard let end = hexadecimalEnd(bytes, from: index) ?? decimalEnd(bytes, from: index) else { return nil }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let value = Double(text) else { return nil }
        return (value, end)
    }

    // MARK: Pieces of the grammar

    private static func decimalEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        let integerDigits = run(bytes, from: index, where: isDigit)
        index += integerDigits
        var fractionDigits = 0
        if byte(bytes, index) == ascii(".") {
            fractionDigits = run(bytes, from: index + 1, where: isDigit)
            if integerDigits + fractionDigits > 0 { index += 1 + fractionDigits }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        return exponentEnd(bytes, from: index, markers: (ascii("e"), ascii("E")))
    }

    private static func hexadecimalEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard byte(bytes, start) == ascii("0"),
            let x = byte(bytes, start + 1), x == ascii("x") || x == ascii("X")
        else { return nil }
        var index = start + 2
        let integerDigits = run(bytes, from: index, where: isHexDigit)
        index += integerDigits
        var fractionDigits = 0
        if byte(bytes, index) == ascii(".") {
            fractionDigits = run(bytes, from: index + 1, where: isHexDigit)
            if integerDigits + fractionDigits > 0 { index += 1 + fractionDigits }
        }
        // "0x" with no hexadecimal digit is the number 0 followed by "x…": the decimal rule reads it.
        guard integerDigits + fractionDigits > 0 else { return nil }
        return exponentEnd(bytes, from: index, markers: (ascii("p"), ascii("P")))
    }

    /// Index past an exponent (`e-3`, `p+2`) at `start`, or `start` when there is none.
    private static func exponentEnd(_ bytes: [UInt8], from start: Int, markers: (UInt8, UInt8)) -> Int {
        guard let marker = byte(bytes, start), marker == markers.0 || marker == markers.1 else { return start }
        var index = start + 1
        if let sign = byte(bytes, index), sign == ascii("+") || sign == ascii("-") { index += 1 }
        let digits = run(bytes, from: index, where: isDigit)
        return digits > 0 ? index + digits : start
    }

    private static func nanPayloadEnd(_ bytes: [UInt8], from start: Int) -> Int {
        guard byte(bytes, start) == ascii("(") else { return start }
        let payload = run(bytes, from: start + 1) { isDigit($0) || isLetter($0) || $0 == ascii("_") }
        return byte(bytes, start + 1 + payload) == ascii(")") ? start + 2 + payload : start
    }

    // MARK: Characters

    /// Index past `word` (lowercase letters) matched case-insensitively at `start`, or nil.
    private static func matchWord(_ bytes: [UInt8], at start: Int, _ word: String) -> Int? {
        var index = start
        for expected in word.utf8 {
            guard let actual = byte(bytes, index), actual | 0x20 == expected else { return nil }
            index += 1
        }
        return index
    }

    private static func run(_ bytes: [UInt8], from start: Int, where matches: (UInt8) -> Bool) -> Int {
        var index = start
        while let value = byte(bytes, index), matches(value) { index += 1 }
        return index - start
    }

    private static func byte(_ bytes: [UInt8], _ index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }
    private static func isDigit(_ value: UInt8) -> Bool { value >= 48 && value <= 57 }
    private static func isLetter(_ value: UInt8) -> Bool { (value | 0x20) >= 97 && (value | 0x20) <= 122 }
    private static func isHexDigit(_ value: UInt8) -> Bool {
        isDigit(value) || ((value | 0x20) >= 97 && (value | 0x20) <= 102)
    }
}
