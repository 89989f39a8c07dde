import AutoLayout
import SourceDiagnostics

extension FileParser {
    /// Parses a `canvas` statement. A second `canvas` is an error; the first one stands.
    ///
    ///     canvas      := 'canvas' (size | device-name) [orientation]
    ///     device-name := a name from DevicePreset.all, in any case (iphone-se, ipad, ...)
    ///     orientation := 'portrait' | 'landscape'      (landscape swaps width and height)
    mutating func parseCanvas(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        guard !scanner.isAtStatementEnd() else {
            throw LineFailure(
                "expected a size or a device after 'canvas', like 'canvas 320x568' or 'canvas iphone-se'",
                at: scanner.here)
        }
        var width: Double
        var height: Double
        var device: DevicePreset?
        let valueRange: SourceRange
        if scanner.atNumber || scanner.peek() == "-" {
            let size = try parseSize(
                &scanner, after: "canvas", allowsNone: false, maximum: LayoutFileLimits.maximumCanvasSide)
            width = size.value.width ?? 0
            height = size.value.height ?? 0
            valueRange = size.range
            for (value, name) in [(width, "width"), (height, "height")] where value <= 0 {
                throw LineFailure("the canvas \(name) must be more than 0 points", at: size.range)
            }
        } else {
            guard let name = scanner.scanWord() else { throw LineFailure("expected a device name", at: scanner.here) }
            guard let preset = DevicePreset.named(name.value) else {
                let known = DevicePreset.all.map(\.name)
                if let suggestion = DevicePreset.suggestion(for: name.value) {
                    throw LineFailure(
                        "unknown device \(quoted(name.value)); did you mean \(suggestion)?", at: name.range)
                }
                throw LineFailure(
                    "unknown device \(quoted(name.value)); known devices: \(known.joined(separator: ", "))",
                    at: name.range)
            }
            device = preset
            width = preset.width
            height = preset.height
            valueRange = name.range
        }
        var isLandscape = false
        if !scanner.isAtStatementEnd(), let orientation = scanner.scanIdentifier() {
            switch orientation.value.lowercased() {
            case "landscape":
                isLandscape = true
                swap(&width, &height)
            case "portrait":
                break
            default:
                throw LineFailure(
                    "unexpected \(quoted(orientation.value)) after the canvas; expected 'portrait' or 'landscape'",
                    at: orientation.range)
            }
        }
        try expectStatementEnd(&scanner, after: "the canvas")
        let declaration = CanvasDeclaration(
            width: width, height: height, device: device, isLandscape: isLandscape,
            valueRange: valueRange, range: scanner.range(from: start))
        try ensureFirst("canvas", previous: canvas?.range, at: declaration.range)
        canvas = declaration
    }

    /// Parses a `spacing` statement: the standard spacing between siblings, and optionally to
    /// the superview's edge: a number of points (iOS 7), or `margins` for the superview's
    /// layout margins (iOS 8 and later). A second `spacing` is an error.
    ///
    ///     spacing := 'spacing' number [number | 'margins']
    mutating func parseSpacing(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        var values: [Located<Double>] = []
        var margins: SourceRange?
        while values.count < 2, margins == nil, !scanner.isAtStatementEnd() {
            let what = values.isEmpty ? "sibling spacing" : "superview spacing"
            if scanner.peek() == "-", let word = scanner.scanWord() {
                throw LineFailure("\(what) cannot be negative", at: word.range)
            }
            if values.count == 1, let word = scanner.scanIdentifier() {
                guard word.value == "margins" else {
                    let hint = suggester.suggestion(for: word.value, among: ["margins"]).map {
                        "did you mean \(quoted($0))?"
                    }
                    throw notFinite(word)
                        ?? LineFailure(
                            "unexpected \(quoted(word.value)) after the sibling spacing; "
                                + (hint ?? "expected the superview spacing or 'margins'"), at: word.range)
                }
                margins = word.range
                break
            }
            guard let word = scanner.scanNumberWord() else { break }
            values.append(Located(try length(word, allowsNegative: false, what: what), at: word.range))
        }
        guard let sibling = values.first else {
            throw expected("expected the standard spacing after 'spacing', like 'spacing 8 20'", &scanner)
        }
        try expectStatementEnd(&scanner, after: "the spacing")
        let declaration = SpacingDeclaration(
            sibling: sibling, superview: values.count > 1 ? values[1] : nil,
            layoutMargins: margins, range: scanner.range(from: start))
        try ensureFirst("spacing", previous: spacing?.range, at: declaration.range)
        spacing = declaration
    }

    /// Parses a `direction` statement. A second `direction` is an error.
    ///
    ///     direction := 'direction' ('ltr' | 'rtl' | 'leftToRight' | 'rightToLeft')   (any case)
    mutating func parseDirection(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        guard !scanner.isAtStatementEnd(), let word = scanner.scanWord() else {
            throw LineFailure("expected 'ltr' or 'rtl' after 'direction'", at: scanner.here)
        }
        let value: LayoutDirection
        switch word.value.lowercased() {
        case "ltr", "lefttoright": value = .leftToRight
        case "rtl", "righttoleft": value = .rightToLeft
        default:
            let names = ["ltr", "rtl", "leftToRight", "rightToLeft"]
            if let suggestion = suggester.suggestion(for: word.value, among: names) {
                throw LineFailure(
                    "unknown direction \(quoted(word.value)); did you mean \(quoted(suggestion))?", at: word.range)
            }
            throw LineFailure("unknown direction \(quoted(word.value)); expected 'ltr' or 'rtl'", at: word.range)
        }
        try expectStatementEnd(&scanner, after: "the direction")
        let range = scanner.range(from: start)
        try ensureFirst("direction", previous: directionRange, at: range)
        direction = Located(value, at: word.range)
        directionRange = range
    }

    /// Parses an `orientation` statement: which orientations of the canvas the commands and
    /// the snapshot assertions lay out. A second `orientation` is an error.
    ///
    ///     orientation := 'orientation' ('portrait' | 'landscape' | 'both' | 'canvas')   (any case)
    ///
    /// `canvas` lays the canvas out as written and never rotated: a component's size.
    mutating func parseOrientation(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        let names = OrientationChoice.allCases.map(\.rawValue)
        guard !scanner.isAtStatementEnd(), let word = scanner.scanWord() else {
            throw LineFailure("expected \(OrientationChoice.listed) after 'orientation'", at: scanner.here)
        }
        guard let value = OrientationChoice(rawValue: word.value.lowercased()) else {
            if let suggestion = suggester.suggestion(for: word.value.lowercased(), among: names) {
                throw LineFailure(
                    "unknown orientation \(quoted(word.value)); did you mean \(quoted(suggestion))?", at: word.range)
            }
            throw LineFailure(
                "unknown orientation \(quoted(word.value)); expected \(OrientationChoice.listed)", at: word.range)
        }
        try expectStatementEnd(&scanner, after: "the orientation")
        let range = scanner.range(from: start)
        try ensureFirst("orientation", previous: orientationRange, at: range)
        orientation = Located(value, at: word.range)
        orientationRange = range
    }

    /// Parses an `allow` statement: the problems of the solved layout that are expected, so
    /// they are reported as warnings and do not fail `check`, `test` or a snapshot assertion.
    /// A second `allow` is an error.
    ///
    ///     allow := 'allow' issue+
    ///     issue := 'conflicts' | 'ambiguity' | 'negative-sizes'
    mutating func parseAllow(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        let names = LayoutIssueKind.allCases.map(\.rawValue)
        let listed = "'conflicts', 'ambiguity' or 'negative-sizes'"
        guard !scanner.isAtStatementEnd() else {
            throw LineFailure("expected what to allow after 'allow': \(listed)", at: scanner.here)
        }
        var kinds: Set<LayoutIssueKind> = []
        while !scanner.isAtStatementEnd(), let word = scanner.scanWord() {
            guard let kind = LayoutIssueKind(rawValue: word.value) else {
                if let suggestion = suggester.suggestion(for: word.value, among: names) {
                    throw LineFailure(
                        "cannot allow \(quoted(word.value)); did you mean \(quoted(suggestion))?", at: word.range)
                }
                throw LineFailure("cannot allow \(quoted(word.value)); expected \(listed)", at: word.range)
            }
            guard kinds.insert(kind).inserted else {
                throw LineFailure("\(quoted(word.value)) is already allowed", at: word.range)
            }
        }
        let range = scanner.range(from: start)
        try ensureFirst("allow", previous: allowed?.range, at: range, what: "'allow' is already given")
        allowed = Located(kinds, at: range)
    }

    /// Fails when a setting that may be given once was already given (at `previous`).
    func ensureFirst(
        _ setting: String, previous: SourceRange?, at range: SourceRange,
        what: String? = nil
    ) throws(LineFailure) {
        guard let previous else { return }
        throw LineFailure(
            what ?? "the \(setting) is already set", at: range, notes: [note("first set here", at: previous)])
    }

    /// Parses a `metrics` statement: named numbers for VFL strings and equations. A name
    /// defined twice is an error (the first definition stands). `metric` is accepted too.
    ///
    ///     metrics    := ('metrics' | 'metric') definition+
    ///     definition := identifier '=' ['+' | '-'] number      (spaces around '=' allowed)
    mutating func parseMetrics(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        guard !scanner.isAtStatementEnd() else {
            throw LineFailure("expected a metric like 'pad=20' after '\(keyword.value)'", at: scanner.here)
        }
        while !scanner.isAtStatementEnd() {
            guard let name = scanner.scanIdentifier() else {
                let word = scanner.nextWord()
                throw LineFailure(
                    "expected a metric name, found \(quoted(word.value)); names are C identifiers like 'pad'",
                    at: word.range)
            }
            scanner.skipWhitespace()
            guard scanner.consume("=") else {
                throw LineFailure(
                    "expected '=' and a value after metric \(quoted(name.value)), like \(quoted(name.value + "=20"))",
                    at: scanner.here)
            }
            scanner.skipWhitespace()
            let signStart = scanner.index
            var negated = false
            if scanner.consume("-") { negated = true } else { _ = scanner.consume("+") }
            scanner.skipWhitespace()
            let valueWord: Located<String>
            if let word = scanner.scanNumberWord() {
                valueWord = word
            } else if let word = scanner.scanIdentifier(), NumberLiteral.parse(word.value) == .notFinite {
                throw LineFailure("\(quoted(word.value)) is not a finite number", at: word.range)
            } else {
                throw LineFailure(
                    "expected a number after \(quoted(name.value + "=")), like \(quoted(name.value + "=20"))",
                    at: scanner.here)
            }
            let value = try length(valueWord, negated: negated, allowsNegative: true, what: "metric")
            let definition = MetricDefinition(name: name, value: Located(value, at: scanner.range(from: signStart)))
            if let first = metricIndex[name.value] {
                diagnostics.append(
                    Diagnostic(
                        .error, "metric \(quoted(name.value)) is already defined", at: name.range,
                        notes: [note("first defined here", at: metrics[first].name.range)]))
            } else {
                metricIndex[name.value] = metrics.count
                metrics.append(definition)
            }
        }
    }

    /// Reports metrics whose names are also view names: in a VFL predicate such as `(==w)`
    /// the name would be ambiguous.
    mutating func checkMetricNames() {
        for metric in metrics {
            let name = metric.name.value
            if name == LayoutDocument.rootName {
                diagnostics.append(
                    Diagnostic(
                        .error, "'root' is the root view; choose another name for the metric",
                        at: metric.name.range))
            } else if let view = declaration(of: name) {
                diagnostics.append(
                    Diagnostic(
                        .error, "\(quoted(name)) is both a view and a metric; give them different names",
                        at: metric.name.range,
                        notes: [note("view \(quoted(name)) is declared here", at: view.name.range)]))
            } else if let guide = guideIndex[name] {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(quoted(name)) is both a layout guide and a metric; give them different "
                            + "names", at: metric.name.range,
                        notes: [
                            note(
                                "guide \(quoted(name)) is declared here",
                                at: guides[guide].name.range)
                        ]))
            }
        }
    }
}
