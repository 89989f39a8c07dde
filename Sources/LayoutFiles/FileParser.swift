import AutoLayout
import SourceDiagnostics
import VisualFormat

/// A diagnostic that ends the parsing of the current line.
struct LineFailure: Error {
    let diagnostic: Diagnostic

    init(_ message: String, at range: SourceRange, notes: [Diagnostic] = []) {
        diagnostic = Diagnostic(.error, message, at: range, notes: notes)
    }
}

/// The statement keywords.
enum Keyword: String, CaseIterable {
    case canvas, spacing, direction, orientation, allow, safearea, sizeclass, metrics, metric, view, button, label,
        guide, stack, textfield, image, activity, text
    case toggle = "switch"

    /// The keyword spelled `word`, if any: one hash lookup, where `init(rawValue:)` compares
    /// the word with every spelling in turn.
    static func named(_ word: String) -> Keyword? { byName[word] }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Keywords whose statements other lines refer to, parsed in the first sweep: the names
    /// views, guides and metrics declare, and the standard spacing VFL strings are parsed with.
    var isDeclaration: Bool {
        switch self {
        case .metrics, .metric, .view, .button, .label, .guide, .stack, .spacing, .textfield, .image, .toggle,
            .activity, .text:
            return true
        case .canvas, .direction, .orientation, .allow, .safearea, .sizeclass: return false
        }
    }
}

/// What a line holds, judged from its first characters.
enum LineKind {
    case empty
    case keyword(Keyword, Located<String>)
    case visualFormat
    case equation
    case unknownWord(Located<String>)
    case unexpected
}

/// The layout-file parser's state: the tables of names and the diagnostics so far.
///
/// It reads a file in two sweeps. The first parses the declarations (`view`, `button`,
/// `label`, `stack`, `metrics`, and `spacing`, which VFL strings use), so that the second, which
/// parses the other settings, VFL lines and equations, can resolve any name declared anywhere
/// in the file. Parents are the exception: a view's parent must be declared on an earlier
/// line, which keeps the hierarchy a tree.
///
/// Every error of the file is found here, VFL strings included: each is parsed by Apple's
/// parser once, when its line is met, and each constraint it describes (and each equation) is
/// made on stand-in views and checked by the engine as building will make it. A document
/// without errors therefore always builds.
///
/// Diagnostics are collected under a `DiagnosticLimit`. Once more errors are found than it
/// lets through, nothing after the last error kept can be reported: the first sweep only
/// notes the names declared past it, the second stops there, and no statement is kept once
/// there is an error (there will be no document). A file of millions of bad lines therefore
/// costs its text and little more.
struct FileParser {
    let path: String
    var diagnostics: DiagnosticCollector
    var suggester = Suggester()
    /// The text being parsed, to read a late declaration again.
    var source: SourceText?

    var views: [ViewDeclaration] = []
    var viewIndex: [String: Int] = [:]
    /// Views declared after the last error that can be reported: only their names, with the
    /// line each is declared on (read again if a message needs more).
    var lateViews: [String: Int] = [:]
    /// `in PARENT` clauses whose parent was not declared before the child: checked once every
    /// declaration is known.
    var pendingParents: [(child: String, parent: Located<String>)] = []
    var sawViewStatement = false

    var guides: [GuideDeclaration] = []
    var guideIndex: [String: Int] = [:]
    /// Guides declared after the last error that can be reported: only their names.
    var lateGuides: Set<String> = []

    var metrics: [MetricDefinition] = []
    var metricIndex: [String: Int] = [:]

    var canvas: CanvasDeclaration?
    var spacing: SpacingDeclaration?
    var direction: Located<LayoutDirection>?
    var directionRange: SourceRange?
    var orientation: Located<OrientationChoice>?
    var orientationRange: SourceRange?
    var allowed: Located<Set<LayoutIssueKind>>?
    var safeArea: SafeAreaDeclaration?
    var sizeClass: SizeClassDeclaration?
    var statements: [LayoutStatement] = []
    /// The `text` statement, if any.
    var textSetting: TextSetting?
    /// The text model of a file without a `text` statement (the library option).
    var defaultTextModel: TextModel = .iOS7Cells
    /// The names VFL strings see, once the declarations are known.
    var visualFormatNames: VisualFormatNames?
    var identifiers: [String: SourceRange] = [:]

    init(path: String, limit: DiagnosticLimit = .unlimited) {
        self.path = path
        diagnostics = DiagnosticCollector(limit: limit)
    }

    /// Parses the whole text; the document, or nil if there was an error.
    mutating func parse(_ text: SourceText) -> LayoutDocument? {
        source = text
        let statementLines = parseDeclarations(text)
        checkPendingParents()
        applyTextModel()
        checkGuideOwners()
        checkMetricNames()
        resolveSpacingMetrics()
        parseStatements(text, lines: statementLines)
        if !sawViewStatement {
            diagnostics.append(
                Diagnostic(
                    .error, "no views declared; add one, like 'view box'",
                    at: SourceRange(at: SourceLocation(line: 1, column: 1))))
        }
        guard !diagnostics.hasErrors else { return nil }
        return LayoutDocument(
            path: path, canvas: canvas, spacing: spacing, direction: direction,
            orientation: orientation, allowed: allowed, safeArea: safeArea, sizeClass: sizeClass,
            metrics: metrics, views: views, guides: guides, statements: statements, text: textSetting)
    }

    /// The first sweep: parses the declarations. Returns which lines hold other statements
    /// (indexed by line number), so that the second sweep reads only those.
    private mutating func parseDeclarations(_ text: SourceText) -> [Bool] {
        var isStatement = [Bool](repeating: false, count: text.lineCount + 1)
        for number in 1...text.lineCount {
            var scanner = LineScanner(line: number, bytes: text.lineBytes(number) ?? [])
            switch classify(&scanner) {
            case .empty:
                continue
            case .keyword(let keyword, let word) where keyword.isDeclaration:
                if let cutoff = diagnostics.cutoffLine, number > cutoff {
                    declareLate(keyword, &scanner)
                    continue
                }
                do {
                    try parseDeclaration(keyword, word, &scanner)
                } catch {
                    diagnostics.append(error.diagnostic)
                }
            default:
                isStatement[number] = true
            }
        }
        return isStatement
    }

    /// The second sweep: parses the other statements, on the lines the first sweep found them,
    /// up to the last error that can be reported.
    private mutating func parseStatements(_ text: SourceText, lines isStatement: [Bool]) {
        for number in 1...text.lineCount {
            if let cutoff = diagnostics.cutoffLine, number > cutoff { break }
            guard isStatement[number] else { continue }
            var scanner = LineScanner(line: number, bytes: text.lineBytes(number) ?? [])
            let kind = classify(&scanner)
            do {
                try parseStatement(kind, &scanner)
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
    }

    /// Keeps a statement for the document, unless there is an error (then there is no
    /// document, and keeping every statement of a bad file would only cost memory).
    mutating func keep(_ statement: LayoutStatement) {
        if !diagnostics.hasErrors { statements.append(statement) }
    }

    /// Notes a declaration past the last error that can be reported: a view's name (and its
    /// line), or a metric's value, which earlier lines may use. Its own errors would not be
    /// reported, so its modifiers are not read.
    mutating func declareLate(_ keyword: Keyword, _ scanner: inout LineScanner) {
        switch keyword {
        case .view, .button, .label, .stack, .textfield, .image, .toggle, .activity:
            sawViewStatement = true
            guard !scanner.isAtStatementEnd(), let name = scanner.scanIdentifier(), Self.atNameBoundary(scanner),
                name.value != LayoutDocument.rootName, !isDeclaredView(name.value)
            else { return }
            lateViews[name.value] = scanner.line
        case .guide:
            guard !scanner.isAtStatementEnd(), let name = scanner.scanIdentifier(), Self.atNameBoundary(scanner) else {
                return
            }
            lateGuides.insert(name.value)
        case .metrics, .metric:
            let word = Located(keyword.rawValue, at: scanner.here)
            try? parseMetrics(keyword: word, &scanner)
        case .spacing:
            try? parseSpacing(keyword: Located(keyword.rawValue, at: scanner.here), &scanner)
        case .text:
            try? parseTextSetting(keyword: Located(keyword.rawValue, at: scanner.here), &scanner)
        case .canvas, .direction, .orientation, .allow, .safearea, .sizeclass:
            break
        }
    }

    /// True when `name` is a declared view (not `root`).
    func isDeclaredView(_ name: String) -> Bool {
        viewIndex[name] != nil || lateViews[name] != nil
    }

    /// The declaration of a view: as parsed, or for a view declared past the last error
    /// that can be reported, read again from its line.
    func declaration(of name: String) -> ViewDeclaration? {
        if let index = viewIndex[name] { return views[index] }
        guard let number = lateViews[name], let line = source?.lineBytes(number) else { return nil }
        var probe = FileParser(path: path)
        var scanner = LineScanner(line: number, bytes: line)
        guard case .keyword(let keyword, let word) = probe.classify(&scanner), keyword.isDeclaration else { return nil }
        try? probe.parseDeclaration(keyword, word, &scanner)
        return probe.views.first
    }

    // MARK: Classifying lines

    /// Decides what a line holds, from its first characters, and leaves the scanner after a
    /// keyword or at the start of any other statement.
    ///
    ///     vfl-line starts with  'H:'  'V:'  '|'  '['
    ///     equation starts with  identifier '.'   or   identifier ':'   (an identifier)
    ///     otherwise             keyword
    func classify(_ scanner: inout LineScanner) -> LineKind {
        guard !scanner.isAtStatementEnd(), let first = scanner.code() else { return .empty }
        if scanner.looks(at: "H:") || scanner.looks(at: "V:") || first == UInt8(ascii: "|")
            || first == UInt8(ascii: "[")
        {
            return .visualFormat
        }
        let start = scanner.index
        guard let word = scanner.scanIdentifier() else { return .unexpected }
        let afterWord = scanner.index
        scanner.skipWhitespace()
        if scanner.code() == UInt8(ascii: ".") || scanner.code() == UInt8(ascii: ":") {
            scanner.rewind(to: start)
            return .equation
        }
        scanner.rewind(to: afterWord)
        if let keyword = Keyword.named(word.value) { return .keyword(keyword, word) }
        return .unknownWord(word)
    }

    /// Parses a declaration line (first sweep).
    mutating func parseDeclaration(_ keyword: Keyword, _ word: Located<String>, _ scanner: inout LineScanner)
        throws(LineFailure)
    {
        switch keyword {
        case .metrics, .metric: try parseMetrics(keyword: word, &scanner)
        case .view: try parseView(.view, keyword: word, &scanner)
        case .button: try parseView(.button, keyword: word, &scanner)
        case .label: try parseView(.label, keyword: word, &scanner)
        case .guide: try parseGuide(keyword: word, &scanner)
        case .stack: try parseView(.stack, keyword: word, &scanner)
        case .textfield: try parseView(.textField, keyword: word, &scanner)
        case .image: try parseView(.image, keyword: word, &scanner)
        case .toggle: try parseView(.toggle, keyword: word, &scanner)
        case .activity: try parseView(.activityIndicator, keyword: word, &scanner)
        case .text: try parseTextSetting(keyword: word, &scanner)
        case .spacing: try parseSpacing(keyword: word, &scanner)
        case .canvas, .direction, .orientation, .allow, .safearea, .sizeclass: break
        }
    }

    /// Parses any other line (second sweep).
    mutating func parseStatement(_ kind: LineKind, _ scanner: inout LineScanner) throws(LineFailure) {
        switch kind {
        case .empty:
            return
        case .keyword(.canvas, let word):
            try parseCanvas(keyword: word, &scanner)
        case .keyword(.direction, let word):
            try parseDirection(keyword: word, &scanner)
        case .keyword(.orientation, let word):
            try parseOrientation(keyword: word, &scanner)
        case .keyword(.allow, let word):
            try parseAllow(keyword: word, &scanner)
        case .keyword(.safearea, let word):
            try parseSafeArea(keyword: word, &scanner)
        case .keyword(.sizeclass, let word):
            try parseSizeClass(keyword: word, &scanner)
        case .keyword(let keyword, let word):
            try parseDeclaration(keyword, word, &scanner)
        case .visualFormat:
            try parseVisualFormatLine(&scanner)
        case .equation:
            try parseEquationStatement(&scanner)
        case .unknownWord(let word):
            throw unknownStatement(word, &scanner)
        case .unexpected:
            let word = scanner.nextWord()
            throw LineFailure("unexpected \(quoted(word.value)); \(Self.statementHint)", at: word.range)
        }
    }

    static let statementHint =
        "a line is a declaration (view, button, label, stack, guide, canvas, spacing, direction, "
        + "orientation, safearea, sizeclass, allow, metrics), "
        + "a VFL string (H:, V:, | or [) or an equation (a.left == b.right)"

    /// The error for a line that starts with a word that is not a keyword.
    mutating func unknownStatement(_ word: Located<String>, _ scanner: inout LineScanner) -> LineFailure {
        let name = word.value
        if isDeclaredView(name) || isDeclaredGuide(name) || name == LayoutDocument.rootName {
            return LineFailure(
                "expected '.' and an attribute after \(quoted(name)), like \(quoted(name + ".width == 100"))",
                at: SourceRange(at: word.range.end))
        }
        let keywords = Keyword.allCases.map(\.rawValue)
        if let suggestion = suggester.suggestion(for: name, among: keywords) {
            return LineFailure("unknown statement \(quoted(name)); did you mean \(quoted(suggestion))?", at: word.range)
        }
        return LineFailure("unknown statement \(quoted(name)); \(Self.statementHint)", at: word.range)
    }

    // MARK: Helpers

    /// Fails unless the statement ends here (end of line or comment).
    func expectStatementEnd(_ scanner: inout LineScanner, after what: String) throws(LineFailure) {
        guard scanner.isAtStatementEnd() else {
            let word = scanner.nextWord()
            throw notFinite(word) ?? LineFailure("unexpected \(quoted(word.value)) after \(what)", at: word.range)
        }
    }

    /// The failure for something missing at the cursor: `message`, and when the statement
    /// goes on, `, found 'WORD'` pointing at the word found instead.
    func expected(_ message: String, _ scanner: inout LineScanner, separator: String = ", ") -> LineFailure {
        guard !scanner.isAtStatementEnd(), let found = scanner.scanWord() else {
            return LineFailure(message, at: scanner.here)
        }
        return notFinite(found) ?? LineFailure(message + "\(separator)found \(quoted(found.value))", at: found.range)
    }

    /// For `nan`, `inf` or `infinity` where a number may go, the error that says so, wherever
    /// the grammar stopped (the parsers of numbers do not take these words).
    func notFinite(_ word: Located<String>) -> LineFailure? {
        guard NumberLiteral.parse(word.value) == .notFinite else { return nil }
        return LineFailure("\(quoted(word.value)) is not a finite number", at: word.range)
    }

    /// The note that points at an earlier declaration.
    func note(_ message: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(.note, message, at: range)
    }
}
