import AutoLayout
import SourceDiagnostics

extension FileParser {
    /// The modifier keywords of a `stack` statement.
    static let stackModifiers = [
        "in", "horizontal", "vertical", "distribution", "alignment", "spacing", "baselineRelative",
        "marginsRelative", "margins", "preservesSuperviewLayoutMargins",
        "insetsLayoutMarginsFromSafeArea", "hidden", "spacingAfter"
    ]

    /// The modifiers a statement of `kind` takes.
    static func modifiers(of kind: ViewDeclaration.Kind) -> [String] {
        kind == .stack ? stackModifiers : viewModifiers + extraModifiers(of: kind)
    }

    /// True when `word` is one of ``modifiers(of:)``, without making the list.
    static func isModifier(_ word: String, of kind: ViewDeclaration.Kind) -> Bool {
        if kind == .stack { return stackModifiers.contains(word) }
        return viewModifiers.contains(word) || extraModifiers(of: kind).contains(word)
    }

    /// `a, b or c`.
    static func listed(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The error for a view modifier on a stack, whose size and baselines come from its views.
    func misplacedModifier(_ word: Located<String>, of view: ViewDeclaration) -> LineFailure? {
        guard view.kind.value == .stack, ["intrinsic", "hugging", "compression", "baseline"].contains(word.value) else {
            return nil
        }
        return LineFailure(
            "a stack has no '\(word.value)' of its own: its size and baselines come from the views it arranges",
            at: word.range)
    }

    /// Parses a modifier about arrangement, on any view (`hidden`, `spacingAfter`) or on a stack.
    ///
    ///     arrangement-modifier := 'hidden'                         (UIKit's isHidden)
    ///                           | 'spacingAfter' spacing           (setCustomSpacing(_:after:))
    ///     stack-modifier := 'in' name | arrangement-modifier
    ///                     | 'horizontal' | 'vertical'              (the axis; default horizontal)
    ///                     | 'distribution' distribution-name       (fill, fillEqually, ...; default fill)
    ///                     | 'alignment' alignment-name             (fill, leading, top, ...; default fill)
    ///                     | 'spacing' spacing                      (default 0)
    ///                     | 'baselineRelative'                     (isBaselineRelativeArrangement)
    ///                     | 'marginsRelative'                      (isLayoutMarginsRelativeArrangement)
    ///                     | a view's margin modifiers              ('margins', ...: parseViewModifiers)
    ///     spacing := ['-'] number | 'system' | metric-name
    mutating func parseArrangementModifier(
        _ word: Located<String>, of view: inout ViewDeclaration,
        _ scanner: inout LineScanner, from start: Int
    ) throws(LineFailure) {
        switch word.value {
        case "hidden":
            view.isHidden = true
            view.hiddenRange = word.range
        case "spacingAfter":
            switch try parseSpacingValue(&scanner, after: word.value, what: "spacing after a view") {
            case .points(let spacing): view.spacingAfter = Located(spacing.value, at: scanner.range(from: start))
            case .metric(let name): view.spacingAfterMetric = name
            }
        default:
            guard var stack = view.stack else { return }
            try parseStackModifier(word, &stack, &scanner, from: start)
            view.stack = stack
        }
    }

    /// Parses one of the modifiers only a stack has.
    private mutating func parseStackModifier(
        _ word: Located<String>, _ stack: inout StackDeclaration,
        _ scanner: inout LineScanner, from start: Int
    ) throws(LineFailure) {
        switch word.value {
        case "horizontal", "vertical":
            if let axis = stack.axis {
                throw LineFailure(
                    "the axis is already given: \(quoted(axis.value.rawValue))", at: word.range,
                    notes: [note("given here", at: axis.range)])
            }
            stack.axis = Located(word.value == "vertical" ? .vertical : .horizontal, at: word.range)
        case "distribution":
            stack.distribution = try parseCase(
                &scanner, after: word.value, among: StackView.Distribution.allCases,
                example: "distribution equalSpacing")
        case "alignment":
            try parseAlignment(&scanner, into: &stack)
        case "spacing":
            switch try parseSpacingValue(&scanner, after: word.value, what: "spacing") {
            case .points(let spacing): stack.spacing = spacing
            case .metric(let name): stack.spacingMetric = name
            }
        case "baselineRelative":
            stack.baselineRelativeRange = word.range
        default:
            stack.marginsRelativeRange = word.range
        }
    }

    /// Reads the name of one of `cases` (their UIKit names), with a suggestion when misspelt.
    private mutating func parseCase<Value: RawRepresentable & Sendable & Hashable>(
        _ scanner: inout LineScanner, after keyword: String, among cases: [Value], example: String
    ) throws(LineFailure) -> Located<Value> where Value.RawValue == String {
        let names = cases.map(\.rawValue)
        guard !scanner.isAtStatementEnd(), let word = scanner.scanWord() else {
            throw LineFailure(
                "expected a name after '\(keyword)', like '\(example)': \(Self.listed(names))", at: scanner.here)
        }
        if let value = Value(rawValue: word.value.hasPrefix(".") ? String(word.value.dropFirst()) : word.value) {
            return Located(value, at: word.range)
        }
        if let suggestion = suggester.suggestion(for: word.value, among: names) {
            throw LineFailure(
                "unknown \(keyword) \(quoted(word.value)); did you mean \(quoted(suggestion))?", at: word.range)
        }
        throw LineFailure("unknown \(keyword) \(quoted(word.value)); expected \(Self.listed(names))", at: word.range)
    }

    /// Reads an alignment: UIKit's case names, and `top` and `bottom`, its names for `leading`
    /// and `trailing` in a row. The name as written is kept, to check it suits the axis.
    private mutating func parseAlignment(_ scanner: inout LineScanner, into stack: inout StackDeclaration)
        throws(LineFailure)
    {
        let start = scanner.index
        if !scanner.isAtStatementEnd(), let word = scanner.scanWord() {
            let name = word.value.hasPrefix(".") ? String(word.value.dropFirst()) : word.value
            if let alias = ["top": StackView.Alignment.top, "bottom": .bottom][name] {
                stack.alignment = Located(alias, at: word.range)
                stack.alignmentName = name
                return
            }
            stack.alignmentName = name
        }
        scanner.rewind(to: start)
        stack.alignment = try parseCase(
            &scanner, after: "alignment", among: StackView.Alignment.allCases,
            example: "alignment center")
    }

    /// A spacing as written: points (or `system`), or a metric's name, read once every
    /// metric of the file is known.
    enum SpacingValue {
        case points(Located<Double>)
        case metric(Located<String>)
    }

    /// Reads a spacing: a length in points, negative allowed (views then overlap, as UIKit
    /// allows), `system` for the system spacing (`StackView.spacingUseSystem`), or a metric.
    ///
    ///     spacing := ['-'] number | 'system' | metric-name
    private mutating func parseSpacingValue(
        _ scanner: inout LineScanner, after keyword: String,
        what: String
    ) throws(LineFailure) -> SpacingValue {
        let example = "expected a number of points, 'system' or a metric after '\(keyword)', like '\(keyword) 8'"
        guard !scanner.isAtStatementEnd() else { throw LineFailure(example, at: scanner.here) }
        let start = scanner.index
        if let word = scanner.scanIdentifier(), Self.atNameBoundary(scanner) {
            if word.value == "system" { return .points(Located(StackView.spacingUseSystem, at: word.range)) }
            if NumberLiteral.parse(word.value) == .notFinite {
                throw LineFailure("\(quoted(word.value)) is not a finite number", at: word.range)
            }
            return .metric(word)
        }
        scanner.rewind(to: start)
        let negated = scanner.consume("-")
        guard let word = scanner.scanNumberWord() else {
            if negated { scanner.rewind(to: start) }
            throw expected(example, &scanner)
        }
        let value = try length(word, negated: negated, allowsNegative: true, what: what)
        return .points(Located(value, at: scanner.range(from: start)))
    }

    /// Gives the spacings written as metric names their values, once every metric is known
    /// (a metric may be defined on any line), or reports the names that are not metrics.
    mutating func resolveSpacingMetrics() {
        let values = LayoutDocument.values(of: metrics)
        for index in views.indices {
            if let name = views[index].stack?.spacingMetric, let value = metricValue(name, in: values) {
                views[index].stack?.spacing = Located(value, at: name.range)
            }
            if let name = views[index].spacingAfterMetric, let value = metricValue(name, in: values) {
                views[index].spacingAfter = Located(value, at: name.range)
                checkSpacingAfter(of: views[index])
            }
        }
    }

    /// The value of the metric `name`, or nil with an error reported.
    private mutating func metricValue(_ name: Located<String>, in values: [String: Double]) -> Double? {
        if let value = values[name.value] { return value }
        let message: String
        if isDeclaredView(name.value) || name.value == LayoutDocument.rootName {
            message =
                "\(quoted(name.value)) is a view, not a metric; a spacing is a number of points, 'system' or a metric"
        } else if let suggestion = suggester.suggestion(for: name.value, among: metrics.lazy.map(\.name.value)) {
            message = "unknown metric \(quoted(name.value)); did you mean \(quoted(suggestion))?"
        } else {
            message =
                "unknown metric \(quoted(name.value)); a spacing is a number of points, 'system' or a metric, "
                + "defined like \(quoted("metrics " + name.value + "=8"))"
        }
        diagnostics.append(Diagnostic(.error, message, at: name.range))
        return nil
    }

    /// Checks what a view's declaration says about arrangement, once its line is read:
    /// `spacingAfter` needs a stack to arrange the view; a stack's alignment must suit its
    /// axis, and `baselineRelative` does nothing in a row.
    mutating func checkArrangement(of view: ViewDeclaration) {
        checkSpacingAfter(of: view)
        guard let stack = view.stack else { return }
        checkAlignment(stack)
        if let range = stack.baselineRelativeRange, stack.axisValue == .horizontal {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "'baselineRelative' spaces the views of a vertical stack; a horizontal "
                        + "stack ignores it (align baselines with 'alignment firstBaseline')", at: range))
        }
    }

    /// `spacingAfter` is the space after a view in a stack: the view must be in one.
    private mutating func checkSpacingAfter(of view: ViewDeclaration) {
        if let spacing = view.spacingAfter {
            let parent = view.parentName
            let parentIsStack = viewIndex[parent].map { views[$0].kind.value == .stack }
            if parent == LayoutDocument.rootName || parentIsStack == false {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "'spacingAfter' is the space after a view in a stack, but "
                            + "\(quoted(parent)) is not a stack; declare the view 'in' a stack", at: spacing.range))
            }
        }
    }

    /// The baseline alignments are for rows only (UIKit: "Valid for horizontal axis only");
    /// `top` and `leading` (and `bottom` and `trailing`) are one alignment in UIKit, so the name
    /// that does not fit the axis is a warning.
    private mutating func checkAlignment(_ stack: StackDeclaration) {
        guard let alignment = stack.alignment else { return }
        let written = stack.alignmentName
        let vertical = stack.axisValue == .vertical
        switch (alignment.value, vertical) {
        case (.firstBaseline, true), (.lastBaseline, true):
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'\(alignment.value.rawValue)' alignment is for horizontal stacks only; "
                        + "a vertical stack aligns its views' edges or centres", at: alignment.range))
        case (.leading, false) where written != "top", (.trailing, false) where written != "bottom":
            let name = alignment.value == .leading ? "top" : "bottom"
            diagnostics.append(
                Diagnostic(
                    .warning, "in a horizontal stack '\(written)' is the \(name) edge; write '\(name)'",
                    at: alignment.range))
        case (.leading, true) where written == "top", (.trailing, true) where written == "bottom":
            let name = alignment.value == .leading ? "leading" : "trailing"
            diagnostics.append(
                Diagnostic(
                    .warning, "in a vertical stack '\(written)' is the \(name) edge; write '\(name)'",
                    at: alignment.range))
        default:
            break
        }
    }
}
