import AutoLayout
import SourceDiagnostics

extension FileParser {
    /// Parses a `guide` statement (first sweep): a layout guide owned by a view. The owner
    /// may be declared anywhere in the file (a guide has no children, so no order keeps the
    /// hierarchy a tree); it is checked once every declaration is known.
    ///
    ///     guide := 'guide' name ['in' view-name]      (the owner; default root)
    mutating func parseGuide(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        let name = try parseName(&scanner, after: "guide", what: "guide name")
        if name.value == LayoutDocument.rootName {
            throw LineFailure("'root' is the root view; choose another name for the guide", at: name.range)
        }
        try checkNewGuideName(name)
        var owner: Located<String>?
        if !scanner.isAtStatementEnd() {
            let word = scanner.nextWord()
            guard word.value == "in" else {
                throw LineFailure("unexpected \(quoted(word.value)) after the guide; a guide takes only 'in VIEW', its owner",
                                  at: word.range)
            }
            owner = try parseName(&scanner, after: "in", what: "view name")
        }
        try expectStatementEnd(&scanner, after: "the guide")
        let declaration = GuideDeclaration(name: name, owner: owner, range: scanner.range(from: start))
        guideIndex[name.value] = guides.count
        guides.append(declaration)
    }

    /// Fails when a new guide's name is already a view's or a guide's.
    private func checkNewGuideName(_ name: Located<String>) throws(LineFailure) {
        if let first = guideIndex[name.value] {
            throw LineFailure("duplicate guide name \(quoted(name.value))", at: name.range,
                              notes: [note("\(quoted(name.value)) is first declared here", at: guides[first].name.range)])
        }
        if let view = viewIndex[name.value] {
            throw LineFailure("\(quoted(name.value)) is already a view; give the guide another name", at: name.range,
                              notes: [note("view \(quoted(name.value)) is declared here", at: views[view].name.range)])
        }
    }

    /// Reports guides whose owner is not a declared view (checked once every declaration is
    /// known).
    mutating func checkGuideOwners() {
        for guide in guides {
            guard let owner = guide.owner, owner.value != LayoutDocument.rootName, !isDeclaredView(owner.value) else { continue }
            diagnostics.append(unknownView(owner))
        }
    }

    /// True when `name` is a declared guide.
    func isDeclaredGuide(_ name: String) -> Bool {
        guideIndex[name] != nil || lateGuides.contains(name)
    }

    /// Parses a `safearea` statement: the root view's safe-area insets, top, left, bottom,
    /// right, in every orientation or per orientation. A second `safearea` is an error.
    ///
    ///     safearea := 'safearea' (insets | (('portrait' | 'landscape') insets)+)
    ///     insets   := number number number number       (top left bottom right; at least 0)
    mutating func parseSafeArea(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        let example = "like 'safearea 59 0 34 0' or 'safearea portrait 59 0 34 0 landscape 0 59 21 59'"
        guard !scanner.isAtStatementEnd() else {
            throw LineFailure("expected the insets after 'safearea' (top, left, bottom, right), \(example)", at: scanner.here)
        }
        var portrait: LayoutEdgeInsets?
        var landscape: LayoutEdgeInsets?
        if scanner.atNumber || scanner.peek() == "-" {
            let insets = try parseEdgeInsets(&scanner, after: "safearea", what: "safe-area inset", allowsOne: false)
            (portrait, landscape) = (insets, insets)
            try expectStatementEnd(&scanner, after: "the safe area")
        } else {
            while !scanner.isAtStatementEnd() {
                let word = scanner.nextWord()
                let orientation = word.value.lowercased()
                guard orientation == "portrait" || orientation == "landscape" else {
                    let suggestion = suggester.suggestion(for: orientation, among: ["portrait", "landscape"])
                    throw LineFailure("unexpected \(quoted(word.value)) in 'safearea'; "
                        + (suggestion.map { "did you mean \(quoted($0))?" } ?? "expected four insets, \(example)"), at: word.range)
                }
                if (orientation == "portrait" ? portrait : landscape) != nil {
                    throw LineFailure("the \(orientation) insets are already given", at: word.range)
                }
                let insets = try parseEdgeInsets(&scanner, after: orientation, what: "safe-area inset", allowsOne: false)
                if orientation == "portrait" { portrait = insets } else { landscape = insets }
            }
        }
        let range = scanner.range(from: start)
        if let previous = safeArea?.range {
            throw LineFailure("the safe area is already set", at: range, notes: [note("first set here", at: previous)])
        }
        safeArea = SafeAreaDeclaration(portrait: portrait ?? .zero, landscape: landscape ?? .zero, range: range)
    }

    /// Reads four insets (or one for all sides, when `allowsOne`), each at least 0, in the
    /// order of `UIEdgeInsets` (top, left, bottom, right) or of `NSDirectionalEdgeInsets`
    /// (top, leading, bottom, trailing): the caller knows which.
    ///
    ///     edge-insets := number [number number number]
    func parseEdgeInsets(_ scanner: inout LineScanner, after keyword: String, what: String,
                         allowsOne: Bool) throws(LineFailure) -> LayoutEdgeInsets {
        var values: [Double] = []
        let count = allowsOne ? "one or four numbers" : "four numbers"
        let hint = "'\(keyword)' takes \(count): top, \(keyword == "margins" ? "leading" : "left"), bottom, "
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
