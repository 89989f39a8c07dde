import AutoLayout
import SourceDiagnostics

extension LineScanner {
    /// True when a number literal starts here: a digit, or a point and a digit.
    var atNumber: Bool {
        guard let first = code() else { return false }
        return Self.isDigit(first) || (first == UInt8(ascii: ".") && code(1).map(Self.isDigit) == true)
    }

    /// Scans the text of a number literal and anything glued to it, so that `10pt` is read as
    /// one bad number rather than `10` followed by `pt`.
    ///
    ///     number-word := [0-9.] [A-Za-z0-9_.]*
    mutating func scanNumberWord() -> Located<String>? {
        guard atNumber else { return nil }
        return scan { Self.isIdentifierBody($0) || $0 == UInt8(ascii: ".") }
    }
}

extension FileParser {
    /// Reads a literal as a length in points: finite, at most ``LayoutFileLimits/maximumLength``
    /// in magnitude, and not negative unless `allowsNegative`. `negated` applies a sign that
    /// was written before the literal.
    func length(
        _ word: Located<String>, negated: Bool = false, allowsNegative: Bool,
        what: String
    ) throws(LineFailure) -> Double {
        let magnitude = try finiteNumber(word, what: what)
        let value = negated ? -magnitude : magnitude
        if magnitude > LayoutFileLimits.maximumLength {
            throw LineFailure(
                "\(what) \(quoted((negated ? "-" : "") + word.value)) is out of range; lengths are limited to "
                    + "\(allowsNegative ? "±" : "")\(formatPoints(LayoutFileLimits.maximumLength)) points",
                at: word.range)
        }
        if value < 0, !allowsNegative {
            throw LineFailure("\(what) cannot be negative", at: word.range)
        }
        return value
    }

    /// Reads a literal as a finite number, with an error naming `what` it is otherwise.
    func finiteNumber(_ word: Located<String>, what: String) throws(LineFailure) -> Double {
        switch NumberLiteral.parse(word.value) {
        case .value(let value):
            return value
        case .invalid:
            throw LineFailure("invalid \(what) \(quoted(word.value)); expected a number like 8 or 0.5", at: word.range)
        case .notFinite:
            throw LineFailure("\(quoted(word.value)) is not a finite number", at: word.range)
        case .tooLarge:
            return .greatestFiniteMagnitude
        }
    }

    // MARK: Sizes

    /// Reads a size written as one word.
    ///
    ///     size      := dimension ('x' | 'X' | '×') dimension
    ///     dimension := number | '-'          ('-' means "none", only where `allowsNone`)
    ///
    /// Each side is a length from 0 to `maximum`.
    func parseSize(
        _ scanner: inout LineScanner, after keyword: String, allowsNone: Bool,
        maximum: Double
    ) throws(LineFailure) -> Located<IntrinsicContentSize> {
        guard !scanner.isAtStatementEnd(), let word = scanner.scanWord() else {
            throw LineFailure(
                "expected a size after '\(keyword)', like \(allowsNone ? "46x30" : "320x568")", at: scanner.here)
        }
        let characters = Array(word.value)
        let example = allowsNone ? "46x30" : "320x568"
        guard let cross = characters.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "×" }) else {
            throw LineFailure("expected a size like \(example), found \(quoted(word.value))", at: word.range)
        }
        let start = word.range.start.column
        func part(_ slice: ArraySlice<Character>, _ name: String) throws(LineFailure) -> Double? {
            let range = SourceRange(
                line: word.range.start.line,
                columns: (start + slice.startIndex)..<(start + slice.endIndex))
            guard !slice.isEmpty else {
                throw LineFailure(
                    "size \(quoted(word.value)) has no \(name); write WIDTHxHEIGHT, like \(example)",
                    at: slice.startIndex == 0 ? SourceRange(at: word.range.start) : SourceRange(at: word.range.end))
            }
            if slice.count == 1, slice.first == "-" {
                guard allowsNone else {
                    throw LineFailure("the canvas needs a \(name); '-' (none) is only for intrinsic sizes", at: range)
                }
                return nil
            }
            if slice.first == "-" { throw LineFailure("a \(name) cannot be negative", at: range) }
            let value = try finiteNumber(Located(String(slice), at: range), what: name)
            if value > maximum {
                throw LineFailure(
                    "\(name) \(quoted(String(slice))) is out of range; sizes are limited to "
                        + "\(formatPoints(maximum)) points", at: range)
            }
            return value
        }
        let width = try part(characters[..<cross], "width")
        let height = try part(characters[(cross + 1)...], "height")
        return Located(IntrinsicContentSize(width: width, height: height), at: word.range)
    }

    // MARK: Priorities

    /// True when a priority starts here: a number, or a name (with or without a leading `.`)
    /// that is one of UIKit's priority names.
    func atPriority(_ scanner: LineScanner) -> Bool {
        if scanner.atNumber { return true }
        var probe = scanner
        _ = probe.consume(".")
        guard let name = probe.scanIdentifier() else { return false }
        return LayoutPriority(named: name.value) != nil
    }

    /// Reads a priority.
    ///
    ///     priority := number | ['.'] priority-name [('+' | '-') number]
    ///     priority-name := required | defaultHigh | dragThatCanResizeScene | sceneSizeStayPut
    ///                    | dragThatCannotResizeScene | defaultLow | fittingSizeLevel
    ///
    /// The value must be in 1...1000 (`defaultLow + 1` is 251).
    mutating func parsePriority(_ scanner: inout LineScanner, expected: String) throws(LineFailure) -> Located<
        LayoutPriority
    > {
        scanner.skipWhitespace()
        let start = scanner.index
        var value: Double
        if let word = scanner.scanNumberWord() {
            value = try finiteNumber(word, what: "priority")
        } else {
            let hadDot = scanner.consume(".")
            guard let name = scanner.scanIdentifier() else {
                if hadDot { scanner.rewind(to: start) }
                throw self.expected(expected, &scanner)
            }
            guard let priority = LayoutPriority(named: name.value) else {
                throw unknownPriority(name)
            }
            value = Double(priority.rawValue)
            let afterName = scanner.index
            scanner.skipWhitespace()
            if let sign = scanner.peek(), sign == "+" || sign == "-" {
                scanner.advance()
                scanner.skipWhitespace()
                guard let word = scanner.scanNumberWord() else {
                    throw LineFailure(
                        "expected a number after '\(sign)', like '\(name.value) \(sign) 1'", at: scanner.here)
                }
                let offset = try finiteNumber(word, what: "priority offset")
                value += sign == "+" ? offset : -offset
            } else {
                scanner.rewind(to: afterName)
            }
        }
        let range = scanner.range(from: start)
        guard value >= 1, value <= 1000 else {
            let text =
                abs(value) > 1e9
                ? "\(quoted(scanner.text(start, range.end.column - 1)))"
                : formatPoints(value)
            throw LineFailure("priority \(text) is out of range; priorities are 1 to 1000", at: range)
        }
        return Located(LayoutPriority(Float(value)), at: range)
    }

    /// The error for a name that is not one of UIKit's priority names.
    mutating func unknownPriority(_ name: Located<String>) -> LineFailure {
        if NumberLiteral.parse(name.value) == .notFinite {
            return LineFailure("\(quoted(name.value)) is not a finite number", at: name.range)
        }
        let names = LayoutPriority.named.map(\.name)
        if let suggestion = suggester.suggestion(for: name.value, among: names) {
            return LineFailure(
                "unknown priority \(quoted(name.value)); did you mean \(quoted(suggestion))?", at: name.range)
        }
        return LineFailure(
            "unknown priority \(quoted(name.value)); use a number from 1 to 1000 or one of "
                + names.joined(separator: ", "), at: name.range)
    }
}
