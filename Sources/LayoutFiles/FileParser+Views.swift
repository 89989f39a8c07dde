import AutoLayout
import SourceDiagnostics

extension FileParser {
    /// The modifier keywords of a view statement.
    static let viewModifiers = [
        "in", "intrinsic", "hugging", "compression", "baseline", "margins",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea", "hidden", "spacingAfter"
    ]

    /// Parses a `view`, `button`, `label` or `stack` statement (first sweep).
    ///
    ///     view     := ('view' | 'button' | 'label') name modifier*
    ///     modifier := title
    ///               | 'in' name                          (the parent; declared earlier)
    ///               | 'intrinsic' size                   ('-' for no size on an axis)
    ///               | 'hugging' priority [priority]      (horizontal, vertical; one = both)
    ///               | 'compression' priority [priority]
    ///               | 'baseline' number number           (first from top, last from bottom)
    ///               | 'margins' number [number number number]   (top leading bottom trailing; one = all)
    ///               | 'preservesSuperviewLayoutMargins' boolean  (default false)
    ///               | 'insetsLayoutMarginsFromSafeArea' boolean  (default true)
    ///               | arrangement-modifier               ('hidden', 'spacingAfter': parseArrangementModifier)
    ///     boolean  := 'true' | 'false'
    ///     stack    := 'stack' name stack-modifier*       (parseArrangementModifier)
    ///
    /// Buttons and labels need a title; plain views and stacks may not have one. Each modifier
    /// may be given once, in any order. A view whose name is valid is declared even when a modifier
    /// is wrong, so that the rest of the file does not report it as unknown.
    mutating func parseView(
        _ kind: ViewDeclaration.Kind, keyword: Located<String>,
        _ scanner: inout LineScanner
    ) throws(LineFailure) {
        sawViewStatement = true
        let start = keyword.range.start.column - 1
        let name = try parseName(&scanner, after: keyword.value, what: "view name")
        if name.value == LayoutDocument.rootName {
            throw LineFailure("'root' is the root view; it is always there and cannot be declared", at: name.range)
        }
        let first = viewIndex[name.value]
        if let first {
            diagnostics.append(
                Diagnostic(
                    .error, "duplicate view name \(quoted(name.value))", at: name.range,
                    notes: [
                        note(
                            "\(quoted(name.value)) is first declared here",
                            at: views[first].name.range)
                    ]))
        } else if let guide = guideIndex[name.value] {
            diagnostics.append(
                Diagnostic(
                    .error, "\(quoted(name.value)) is already a layout guide; give the view another name",
                    at: name.range,
                    notes: [
                        note(
                            "guide \(quoted(name.value)) is declared here",
                            at: guides[guide].name.range)
                    ]))
        }
        var declaration = ViewDeclaration(kind: Located(kind, at: keyword.range), name: name, range: keyword.range)
        do {
            try parseViewModifiers(&declaration, &scanner)
        } catch {
            diagnostics.append(error.diagnostic)
        }
        declaration.range = scanner.range(from: start)
        checkParent(of: declaration)
        checkBaselines(of: declaration)
        checkArrangement(of: declaration)
        if first == nil {
            viewIndex[name.value] = views.count
            views.append(declaration)
        }
    }

    /// Parses the modifiers after a view's name into `view`.
    private mutating func parseViewModifiers(_ view: inout ViewDeclaration, _ scanner: inout LineScanner)
        throws(LineFailure)
    {
        var given: [String] = [] // a few words: a list is cheaper than a set
        while !scanner.isAtStatementEnd() {
            let modifierStart = scanner.index
            if scanner.code() == UInt8(ascii: "\"") {
                let title = try parseTitle(&scanner)
                guard view.kind.value.showsText else {
                    let what = view.kind.value == .stack ? "a stack" : "a plain view"
                    throw LineFailure(
                        "\(what) has no title; declare a 'button', 'label' or 'textfield' to show text",
                        at: title.range)
                }
                guard view.title == nil else { throw LineFailure("the title is already given", at: title.range) }
                // Measured once the text model is known (applyTextModel).
                view.title = title
                continue
            }
            if Self.atTypographicQuote(scanner) {
                throw LineFailure(
                    "titles use straight double quotes: \"Title\"", at: scanner.range(scanner.index, scanner.index + 1))
            }
            guard let word = scanner.scanIdentifier(), Self.atNameBoundary(scanner),
                Self.isModifier(word.value, of: view.kind.value)
            else {
                scanner.rewind(to: modifierStart)
                throw unknownModifier(scanner.nextWord(), of: view)
            }
            guard !given.contains(word.value) else {
                throw LineFailure("'\(word.value)' is already given for \(quoted(view.name.value))", at: word.range)
            }
            given.append(word.value)
            switch word.value {
            case "in":
                view.parent = try parseName(&scanner, after: "in", what: "parent view name")
            case "intrinsic":
                let size = try parseSize(
                    &scanner, after: "intrinsic", allowsNone: true, maximum: LayoutFileLimits.maximumLength)
                view.intrinsicContentSize = size.value
                view.intrinsicContentSizeRange = scanner.range(from: modifierStart)
            case "hugging":
                view.contentHugging = try parseAxisPriorities(&scanner, after: "hugging", example: "hugging 251 250")
                view.contentHuggingRange = scanner.range(from: modifierStart)
            case "compression":
                view.compressionResistance = try parseAxisPriorities(
                    &scanner, after: "compression", example: "compression 750 750")
                view.compressionResistanceRange = scanner.range(from: modifierStart)
            case "baseline":
                view.baselines = try parseBaselines(&scanner)
                view.baselinesRange = scanner.range(from: modifierStart)
            case "margins":
                let insets = try parseEdgeInsets(&scanner, after: "margins", what: "margin", allowsOne: true)
                view.layoutMargins = LayoutDirectionalEdgeInsets(
                    top: insets.top, leading: insets.left,
                    bottom: insets.bottom, trailing: insets.right)
                view.layoutMarginsRange = scanner.range(from: modifierStart)
            case "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea":
                let value = try parseBoolean(&scanner, after: word.value)
                if word.value == "preservesSuperviewLayoutMargins" {
                    view.preservesSuperviewLayoutMargins = value
                } else {
                    view.insetsLayoutMarginsFromSafeArea = value
                }
                view.flagRanges[word.value] = scanner.range(from: modifierStart)
            case _ where Self.extraModifiers(of: view.kind.value).contains(word.value):
                try parseExtraModifier(word, of: &view, &scanner, from: modifierStart)
            default:
                try parseArrangementModifier(word, of: &view, &scanner, from: modifierStart)
            }
        }
        if view.kind.value == .image, view.intrinsicContentSizeRange == nil {
            throw LineFailure(
                "an image view needs the image's size: \(quoted("image " + view.name.value + " size 64x64"))",
                at: view.name.range)
        }
        if view.title == nil, view.kind.value == .button || view.kind.value == .label {
            let kind = view.kind.value.rawValue
            throw LineFailure(
                "a \(kind) needs a title in double quotes: \(quoted(kind + " " + view.name.value + " \"Title\""))",
                at: view.name.range)
        }
    }

    /// Quotes a word processor puts where a title's straight double quote belongs.
    private static let typographicQuotes: Set<Character> = ["“", "”", "„", "'", "‘", "’", "«"]

    /// True at one of the ``typographicQuotes``.
    private static func atTypographicQuote(_ scanner: LineScanner) -> Bool {
        // Of them only `'` is ASCII: any other ASCII character is not one, without making a Character.
        guard let code = scanner.code(), code == UInt8(ascii: "'") || code == LineScanner.otherCharacter,
            let quote = scanner.peek()
        else { return false }
        return typographicQuotes.contains(quote)
    }

    /// The error for a word that is not a modifier.
    private mutating func unknownModifier(_ word: Located<String>, of view: ViewDeclaration) -> LineFailure {
        if let failure = notFinite(word) ?? misplacedModifier(word, of: view) { return failure }
        if let suggestion = suggester.suggestion(for: word.value, among: Self.modifiers(of: view.kind.value)) {
            return LineFailure(
                "unknown modifier \(quoted(word.value)); did you mean \(quoted(suggestion))?", at: word.range)
        }
        if view.title == nil, view.kind.value == .button || view.kind.value == .label {
            return LineFailure(
                "expected a title in double quotes, found \(quoted(word.value)); write it like \"Button\"",
                at: word.range)
        }
        return LineFailure(
            "unknown modifier \(quoted(word.value)); expected \(Self.listed(Self.modifiers(of: view.kind.value)))",
            at: word.range)
    }

    /// Reads `true` or `false` after a flag.
    ///
    ///     boolean := 'true' | 'false'
    private mutating func parseBoolean(_ scanner: inout LineScanner, after flag: String) throws(LineFailure) -> Bool {
        let expected = "expected 'true' or 'false' after \(quoted(flag))"
        guard !scanner.isAtStatementEnd(), let word = scanner.scanWord() else {
            throw LineFailure(expected, at: scanner.here)
        }
        switch word.value {
        case "true": return true
        case "false": return false
        default:
            if let suggestion = suggester.suggestion(for: word.value.lowercased(), among: ["true", "false"]) {
                throw LineFailure(
                    "\(quoted(word.value)) is not a boolean; did you mean \(quoted(suggestion))?", at: word.range)
            }
            throw LineFailure(expected + ", found \(quoted(word.value))", at: word.range)
        }
    }

    /// True when a name may end here: at the end, before whitespace, `#` or `"`.
    static func atNameBoundary(_ scanner: LineScanner) -> Bool {
        guard let next = scanner.code() else { return true }
        return LineScanner.isWhitespace(next) || next == UInt8(ascii: "#") || next == UInt8(ascii: "\"")
    }

    /// Reads a view name.
    ///
    ///     name := identifier     (a C identifier, ending at whitespace, '#', '"' or the line's end)
    mutating func parseName(_ scanner: inout LineScanner, after keyword: String, what: String) throws(LineFailure)
        -> Located<String>
    {
        guard !scanner.isAtStatementEnd() else {
            throw LineFailure("expected a \(what) after '\(keyword)'", at: scanner.here)
        }
        let start = scanner.index
        if let name = scanner.scanIdentifier(), Self.atNameBoundary(scanner) { return name }
        scanner.rewind(to: start)
        let word = scanner.nextWord()
        throw LineFailure(
            "\(quoted(word.value)) is not a valid \(what); names are C identifiers like 'header' or '_topButton'",
            at: word.range)
    }

    /// Reads a quoted title.
    ///
    ///     title := '"' (any character but '"' and '\' | '\"' | '\\' | '\n')* '"'
    ///
    /// A `#` inside the quotes is part of the title.
    mutating func parseTitle(_ scanner: inout LineScanner) throws(LineFailure) -> Located<String> {
        let start = scanner.index
        scanner.advance()
        var text = ""
        while true {
            let runStart = scanner.index
            _ = scanner.scan { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            text += scanner.text(runStart, scanner.index)
            guard let code = scanner.code() else { break }
            if code == UInt8(ascii: "\"") {
                scanner.advance()
                return Located(text, at: scanner.range(start, scanner.index))
            }
            guard let escaped = scanner.peek(1) else { break }
            guard escaped == "\"" || escaped == "\\" || escaped == "n" else {
                throw LineFailure(
                    "unknown escape '\\\(escaped)' in a title; titles support \\\", \\\\ and \\n",
                    at: scanner.range(scanner.index, scanner.index + 2))
            }
            text.append(escaped == "n" ? "\n" : escaped)
            scanner.advance(2)
        }
        throw LineFailure("unterminated title; add a closing '\"'", at: scanner.range(start, scanner.count))
    }

    /// Reads one or two priorities, horizontal then vertical; one stands for both axes.
    private mutating func parseAxisPriorities(
        _ scanner: inout LineScanner, after keyword: String,
        example: String
    ) throws(LineFailure) -> AxisPriorities {
        let expected = "expected a priority after '\(keyword)', like '\(example)'"
        let horizontal = try parsePriority(&scanner, expected: expected)
        var vertical = horizontal
        if !scanner.isAtStatementEnd(), atPriority(scanner) {
            vertical = try parsePriority(&scanner, expected: expected)
        }
        return AxisPriorities(horizontal: horizontal.value, vertical: vertical.value)
    }

    /// Reads the two offsets of `baseline`.
    private mutating func parseBaselines(_ scanner: inout LineScanner) throws(LineFailure) -> BaselineOffsets {
        var offsets: [Double] = []
        for what in ["first baseline offset", "last baseline offset"] {
            guard !scanner.isAtStatementEnd(), let word = scanner.scanNumberWord() else {
                throw expected(
                    "'baseline' needs two offsets, the first baseline from the top and the last from the "
                        + "bottom, like 'baseline 14 4'", &scanner, separator: "; ")
            }
            offsets.append(try length(word, allowsNegative: false, what: what))
        }
        return BaselineOffsets(firstFromTop: offsets[0], lastFromBottom: offsets[offsets.count - 1])
    }

    /// Checks `in PARENT`: the parent must be declared on an earlier line, and not be the
    /// view itself. A parent not declared yet is checked when every view is known.
    private mutating func checkParent(of view: ViewDeclaration) {
        guard let parent = view.parent, parent.value != LayoutDocument.rootName else { return }
        if parent.value == view.name.value {
            diagnostics.append(Diagnostic(.error, "a view cannot be its own parent", at: parent.range))
        } else if viewIndex[parent.value] == nil {
            pendingParents.append((view.name.value, parent))
        }
    }

    /// Warns when explicit baselines lie outside the view's intrinsic height.
    private mutating func checkBaselines(of view: ViewDeclaration) {
        guard let range = view.baselinesRange, let baselines = view.baselines,
            let height = Self.writtenIntrinsicSize(of: view).height
        else { return }
        for (offset, which) in [(baselines.firstFromTop, "first"), (baselines.lastFromBottom, "last")]
        where offset > height {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "the \(which) baseline offset \(formatPoints(offset)) is larger than the "
                        + "intrinsic height of \(quoted(view.name.value)) (\(formatPoints(height)) points)", at: range))
        }
    }

    /// The intrinsic size of a view as its statement gives it, before the file's text model
    /// measures it: the size written, else its title's in the iOS 7 model.
    private static func writtenIntrinsicSize(of view: ViewDeclaration) -> IntrinsicContentSize {
        guard view.intrinsicContentSizeRange == nil, view.kind.value.showsText else { return view.intrinsicContentSize }
        return TextMetrics.intrinsicContentSize(of: view.kind.value, title: view.title?.value ?? "")
    }

    /// Reports parents that were not declared before their children: declared later, or not
    /// at all.
    mutating func checkPendingParents() {
        for (child, parent) in pendingParents {
            if let declaration = declaration(of: parent.value) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "parent \(quoted(parent.value)) is declared after its child "
                            + "\(quoted(child)); declare a parent before its children", at: parent.range,
                        notes: [note("\(quoted(parent.value)) is declared here", at: declaration.name.range)]))
            } else {
                diagnostics.append(unknownView(parent))
            }
        }
    }

    /// The error for a name that is not a declared view, with a suggestion when one is close.
    /// In an equation (`includingGuides`), the guides' names are suggested too.
    mutating func unknownView(_ name: Located<String>, includingGuides: Bool = false) -> Diagnostic {
        if metricIndex[name.value] != nil {
            return Diagnostic(.error, "\(quoted(name.value)) is a metric, not a view", at: name.range)
        }
        if isDeclaredGuide(name.value) {
            return Diagnostic(.error, "\(quoted(name.value)) is a layout guide, not a view", at: name.range)
        }
        let guideNames = includingGuides ? guides.map(\.name.value) : []
        let candidates = [
            AnySequence(views.lazy.map(\.name.value)), AnySequence(CollectionOfOne(LayoutDocument.rootName)),
            AnySequence(guideNames)
        ].joined()
        if let suggestion = suggester.suggestion(for: name.value, among: candidates) {
            return Diagnostic(
                .error, "unknown view \(quoted(name.value)); did you mean \(quoted(suggestion))?", at: name.range)
        }
        return Diagnostic(
            .error, "unknown view \(quoted(name.value)); declare it with \(quoted("view " + name.value))",
            at: name.range)
    }
}
