import AutoLayout
import SourceDiagnostics

// The screen a file is laid out on, beyond its size: `safearea` and `sizeclass`, each for
// both orientations at once or for each one.
extension FileParser {
    /// Parses a `safearea` statement: the root view's safe-area insets, top, left, bottom,
    /// right, in every orientation or per orientation. A second `safearea` is an error.
    ///
    ///     safearea := 'safearea' (insets | (('portrait' | 'landscape') insets)+)
    ///     insets   := number number number number       (top left bottom right; at least 0)
    mutating func parseSafeArea(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        let values = try parsePerOrientation(
            &scanner, statement: "safearea", what: "the insets (top, left, bottom, right)",
            example: "'safearea 59 0 34 0' or 'safearea portrait 59 0 34 0 landscape 0 59 21 59'",
            startsValue: { $0.atNumber || $0.peek() == "-" }
        ) {
            (parser: inout FileParser, scanner: inout LineScanner, after: String) throws(LineFailure)
                -> LayoutEdgeInsets in
            try parser.parseEdgeInsets(&scanner, after: after, what: "safe-area inset", allowsOne: false)
        }
        try expectStatementEnd(&scanner, after: "the safe area")
        let range = scanner.range(from: start)
        if let previous = safeArea?.range {
            throw LineFailure("the safe area is already set", at: range, notes: [note("first set here", at: previous)])
        }
        safeArea = SafeAreaDeclaration(portrait: values.portrait, landscape: values.landscape, range: range)
    }

    /// Parses a `sizeclass` statement: the horizontal size class, which sets the root view's
    /// system minimum margins (16 compact, 20 regular), in every orientation or per
    /// orientation. A second `sizeclass` is an error.
    ///
    ///     sizeclass := 'sizeclass' (class | (('portrait' | 'landscape') class)+)
    ///     class     := 'compact' | 'regular'
    mutating func parseSizeClass(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        // A word that is not an orientation (nor close to one) is the size class itself, so
        // that `sizeclass reguler` gets the size class's suggestion.
        var probe = scanner
        probe.skipWhitespace()
        let first = probe.scanIdentifier()?.value.lowercased() ?? ""
        let orientations = ["portrait", "landscape"]
        let isValue =
            !first.isEmpty && !orientations.contains(first)
            && suggester.suggestion(for: first, among: orientations) == nil
        let values = try parsePerOrientation(
            &scanner, statement: "sizeclass", what: "a size class",
            example: "'sizeclass regular' or 'sizeclass portrait compact landscape regular'",
            startsValue: { _ in isValue }
        ) {
            (parser: inout FileParser, scanner: inout LineScanner, after: String) throws(LineFailure) -> LayoutSizeClass
            in
            try parser.parseSizeClassName(&scanner, after: after)
        }
        try expectStatementEnd(&scanner, after: "the size class")
        let range = scanner.range(from: start)
        if let previous = sizeClass?.range {
            throw LineFailure("the size class is already set", at: range, notes: [note("first set here", at: previous)])
        }
        sizeClass = SizeClassDeclaration(portrait: values.portrait, landscape: values.landscape, range: range)
    }

    /// Reads `compact` or `regular`.
    private mutating func parseSizeClassName(_ scanner: inout LineScanner, after keyword: String) throws(LineFailure)
        -> LayoutSizeClass
    {
        let expected = "expected 'compact' or 'regular' after \(quoted(keyword))"
        guard !scanner.isAtStatementEnd() else { throw LineFailure(expected, at: scanner.here) }
        let word = scanner.nextWord()
        if let sizeClass = LayoutSizeClass(rawValue: word.value) { return sizeClass }
        if let suggestion = suggester.suggestion(
            for: word.value.lowercased(), among: LayoutSizeClass.allCases.map(\.rawValue))
        {
            throw LineFailure(
                "unknown size class \(quoted(word.value)); did you mean \(quoted(suggestion))?", at: word.range)
        }
        throw LineFailure(expected + ", found \(quoted(word.value))", at: word.range)
    }

    /// Reads one value for both orientations, or `portrait VALUE` and `landscape VALUE` in
    /// either order (one of them, or both). `startsValue`
    /// tells the first form from the second; `value` reads one value after the word given.
    ///
    ///     per-orientation(v) := v | (('portrait' | 'landscape') v)+
    private mutating func parsePerOrientation<Value>(
        _ scanner: inout LineScanner, statement: String, what: String, example: String,
        startsValue: (LineScanner) -> Bool,
        value: (inout FileParser, inout LineScanner, String) throws(LineFailure) -> Value
    ) throws(LineFailure) -> (portrait: Value?, landscape: Value?) {
        guard !scanner.isAtStatementEnd() else {
            throw LineFailure("expected \(what) after \(quoted(statement)), like \(example)", at: scanner.here)
        }
        if startsValue(scanner) {
            let both = try value(&self, &scanner, statement)
            return (both, both)
        }
        var portrait: Value?, landscape: Value?
        while !scanner.isAtStatementEnd() {
            let word = scanner.nextWord()
            let orientation = word.value.lowercased()
            guard orientation == "portrait" || orientation == "landscape" else {
                let suggestion = suggester.suggestion(for: orientation, among: ["portrait", "landscape"])
                throw LineFailure(
                    "unexpected \(quoted(word.value)) in \(quoted(statement)); "
                        + (suggestion.map { "did you mean \(quoted($0))?" } ?? "expected \(what), like \(example)"),
                    at: word.range)
            }
            if orientation == "portrait" ? portrait != nil : landscape != nil {
                throw LineFailure("\(quoted(orientation)) is already given", at: word.range)
            }
            let read = try value(&self, &scanner, orientation)
            if orientation == "portrait" { portrait = read } else { landscape = read }
        }
        return (portrait, landscape)
    }

    /// Reads four insets (or one for all sides, when `allowsOne`), each at least 0, in the
    /// order of `UIEdgeInsets` (top, left, bottom, right) or of `NSDirectionalEdgeInsets`
    /// (top, leading, bottom, trailing): the caller knows which.
    ///
    ///     edge-insets := number [number number number]
    func parseEdgeInsets(
        _ scanner: inout LineScanner, after keyword: String, what: String,
        allowsOne: Bool
    ) throws(LineFailure) -> LayoutEdgeInsets {
        var values: [Double] = []
        let count = allowsOne ? "one or four numbers" : "four numbers"
        let hint =
            "'\(keyword)' takes \(count): top, \(keyword == "margins" ? "leading" : "left"), bottom, "
            + "\(keyword == "margins" ? "trailing" : "right")"
        while values.count < 4 {
            let atEnd = scanner.isAtStatementEnd()
            if !atEnd, scanner.peek() == "-", let word = scanner.scanWord() {
                throw LineFailure("\(what) cannot be negative", at: word.range)
            }
            guard !atEnd, let word = scanner.scanNumberWord() else {
                if allowsOne, values.count == 1 { break }
                throw expected(hint, &scanner, separator: "; ")
            }
            values.append(try length(word, allowsNegative: false, what: what))
        }
        if values.count == 1 { return LayoutEdgeInsets(all: values[0]) }
        return LayoutEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
