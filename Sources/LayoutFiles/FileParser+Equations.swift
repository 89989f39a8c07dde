import AutoLayout
import SourceDiagnostics

/// One side's item and attribute: `a.width`, `gap.leading`, `root.safeArea.top`.
struct Operand {
    var item: Located<String>
    /// The view's guide written after its name, if any.
    var guide: Located<ViewGuide>? = nil
    var attribute: Located<LayoutAttribute>

    /// `a` or `root.safeArea`.
    var itemText: String { item.value + (guide.map { "." + $0.value.rawValue } ?? "") }

    /// `a.width`.
    var text: String { "\(itemText).\(attribute.value.rawValue)" }
}

extension FileParser {
    /// The attribute names an equation may use, in `LayoutAttribute` order.
    static let attributeNames = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue)

    /// Parses an equation statement (second sweep).
    ///
    ///     equation-statement := [identifier ':'] operand relation rhs ['@' priority]
    ///     operand  := item '.' [view-guide '.'] attribute
    ///                 (item: a declared view, 'root' or a declared guide; view-guide: 'safeArea'
    ///                 or 'margins', after a view only)
    ///     relation := '==' | '<=' | '>='
    ///     rhs      := (the second operand, multiplier and constant: see parseRightHandSide)
    ///     factor   := number | metric-name           (the multiplier)
    ///     constant := number | metric-name
    ///     sign     := '+' | '-'
    ///
    /// Whitespace between tokens is optional. Names are checked against every declaration
    /// in the file; attribute pairs are checked as UIKit checks them.
    mutating func parseEquationStatement(_ scanner: inout LineScanner) throws(LineFailure) {
        let start = scanner.index
        let errorsBefore = diagnostics.added
        let identifier = try parseEquationIdentifier(&scanner)
        let first = try parseOperand(&scanner)
        scanner.skipWhitespace()
        let relation = try parseRelation(&scanner, after: first)

        let (second, multiplier, constant) = try parseRightHandSide(&scanner, after: relation)
        scanner.skipWhitespace()
        var priority: Located<LayoutPriority>?
        if scanner.consume("@") {
            priority = try parsePriority(
                &scanner, expected: "expected a priority after '@', like '@750' or '@defaultHigh'")
        }
        try expectStatementEnd(&scanner, after: "the equation")

        let equation = LayoutEquation(
            identifier: identifier, firstItem: first.item, firstAttribute: first.attribute,
            relation: relation, secondItem: second?.item, secondAttribute: second?.attribute,
            multiplier: multiplier, constant: constant, priority: priority,
            range: scanner.range(from: start), firstGuide: first.guide, secondGuide: second?.guide)
        checkItems(first: first, second: second)
        checkAttributes(equation, first: first, second: second)
        checkIdentifier(identifier)
        if diagnostics.added == errorsBefore, isMadeByTheEngine(equation) { keep(.equation(equation)) }
    }

    /// Makes the equation's constraint on stand-in views, as building will, and reports what
    /// the engine refuses at the equation (the parser's own checks, with their hints, come
    /// first; this keeps a document that passed them from failing to build).
    private mutating func isMadeByTheEngine(_ equation: LayoutEquation) -> Bool {
        let first = standIn(equation.firstItem, equation.firstGuide)
        let second = equation.secondItem.map { standIn($0, equation.secondGuide) }
        do {
            _ = try equation.layoutConstraint(first, second)
            return true
        } catch {
            diagnostics.append(Diagnostic(.error, error.description, at: equation.range))
            return false
        }
    }

    /// A stand-in for an item of an equation: a view, a guide, or a view's guide.
    private func standIn(_ name: Located<String>, _ guide: Located<ViewGuide>?) -> LayoutItem {
        if let guide { return guide.value.guide(of: LayoutView(name: name.value)) }
        if isDeclaredGuide(name.value) { return LayoutGuide(name: name.value) }
        return LayoutView(name: name.value)
    }

    /// Reads the right-hand side of an equation: the second operand with its multiplier and
    /// the constant, or a constant alone.
    ///
    ///     rhs := [sign] factor '*' operand [sign [sign] constant]
    ///          | [sign] operand ['*' factor] [sign [sign] constant]
    ///          | [sign] constant
    ///
    /// A sign before the operand negates the multiplier (`-b.width * 3` has multiplier -3).
    private mutating func parseRightHandSide(_ scanner: inout LineScanner, after relation: Located<LayoutRelation>)
        throws(LineFailure) -> (Operand?, EquationNumber?, EquationNumber?)
    {
        var second: Operand?
        var factor: EquationNumber?
        var constant: EquationNumber?
        var signRange: SourceRange?
        scanner.skipWhitespace()
        let signStart = scanner.index
        let negated = scanner.consume("-")
        if !negated { _ = scanner.consume("+") }
        scanner.skipWhitespace()
        if atOperand(scanner) {
            second = try parseOperand(&scanner)
            if negated { signRange = scanner.range(signStart, signStart + 1) }
        } else {
            let quantity = try parseQuantity(
                &scanner, negated: negated, from: signStart, what: "constant",
                expected: "expected a view attribute or a constant after '\(relation.value)'")
            scanner.skipWhitespace()
            if scanner.consume("*") {
                factor = quantity
                scanner.skipWhitespace()
                guard atOperand(scanner) else {
                    throw LineFailure("expected a view attribute after '*', like 'b.width'", at: scanner.here)
                }
                second = try parseOperand(&scanner)
            } else {
                constant = quantity
                if let next = scanner.peek(), next == "+" || next == "-" {
                    throw LineFailure(
                        "unexpected '\(next)' after the constant; write the view attribute first, "
                            + "like 'a.width == b.width + 10'", at: scanner.range(scanner.index, scanner.index + 1))
                }
            }
        }
        if second != nil {
            if let suffix = try parseSuffixMultiplier(&scanner) {
                guard factor == nil else { throw LineFailure("only one multiplier is allowed", at: suffix.range) }
                factor = suffix
            }
            scanner.skipWhitespace()
            let constantStart = scanner.index
            if let sign = scanner.peek(), sign == "+" || sign == "-" {
                scanner.advance()
                scanner.skipWhitespace()
                var negated = sign == "-"
                if scanner.consume("-") { negated.toggle() } else { _ = scanner.consume("+") }
                constant = try parseQuantity(
                    &scanner, negated: negated, from: constantStart, what: "constant",
                    expected: "expected a constant after '\(sign)'")
            }
        }
        var multiplier = factor
        if let signRange {
            multiplier = EquationNumber(
                value: -(factor?.value ?? 1), metric: factor?.metric,
                range: factor.map { signRange.union($0.range) } ?? signRange)
        }
        return (second, multiplier, constant)
    }

    /// Reads the optional `identifier:` in front of an equation.
    private mutating func parseEquationIdentifier(_ scanner: inout LineScanner) throws(LineFailure) -> Located<String>?
    {
        let start = scanner.index
        guard let word = scanner.scanIdentifier() else { return nil }
        let adjacentColon = scanner.peek() == ":"
        scanner.skipWhitespace()
        guard scanner.consume(":") else {
            scanner.rewind(to: start)
            return nil
        }
        scanner.skipWhitespace()
        if word.value == "h" || word.value == "v", adjacentColon, scanner.peek() == "|" || scanner.peek() == "[" {
            throw LineFailure("VFL strings start with an uppercase '\(word.value.uppercased()):'", at: word.range)
        }
        return word
    }

    /// True when an operand (`name.attribute`) starts here.
    func atOperand(_ scanner: LineScanner) -> Bool {
        var probe = scanner
        guard probe.scanIdentifier() != nil else { return false }
        probe.skipWhitespace()
        return probe.peek() == "."
    }

    /// Reads `item.attribute`, or `view.guide.attribute` for a view's safe area or margins.
    ///
    ///     operand := identifier '.' [view-guide '.'] attribute      (whitespace allowed around '.')
    ///     view-guide := 'safeArea' | 'margins' | 'safeAreaLayoutGuide' | 'layoutMarginsGuide'
    mutating func parseOperand(_ scanner: inout LineScanner) throws(LineFailure) -> Operand {
        guard let item = scanner.scanIdentifier() else {
            throw expected("expected a view attribute like 'a.width'", &scanner)
        }
        scanner.skipWhitespace()
        guard scanner.consume(".") else {
            throw LineFailure(
                "expected '.' and an attribute after \(quoted(item.value)), like \(quoted(item.value + ".width"))",
                at: scanner.here)
        }
        scanner.skipWhitespace()
        guard let name = scanner.scanIdentifier() else {
            throw LineFailure(
                "expected an attribute after \(quoted(item.value + ".")), like \(quoted(item.value + ".width"))",
                at: scanner.here)
        }
        var probe = scanner
        probe.skipWhitespace()
        guard probe.peek() == "." else {
            if ViewGuide.named(name.value) != nil {
                let guide = item.value + "." + name.value
                throw LineFailure(
                    "expected '.' and an attribute after \(quoted(guide)), like \(quoted(guide + ".top"))",
                    at: scanner.here)
            }
            return Operand(item: item, attribute: Located(try attribute(named: name), at: name.range))
        }
        guard let guide = ViewGuide.named(name.value) else { throw unknownViewGuide(name, of: item) }
        scanner = probe
        _ = scanner.consume(".")
        scanner.skipWhitespace()
        let written = item.value + "." + name.value
        guard let attributeName = scanner.scanIdentifier() else {
            throw LineFailure(
                "expected an attribute after \(quoted(written + ".")), like \(quoted(written + ".top"))",
                at: scanner.here)
        }
        return Operand(
            item: item, guide: Located(guide, at: name.range),
            attribute: Located(try attribute(named: attributeName), at: attributeName.range))
    }

    /// The error for `item.name.` where `name` is not a view's guide.
    private mutating func unknownViewGuide(_ name: Located<String>, of item: Located<String>) -> LineFailure {
        if let suggestion = suggester.suggestion(for: name.value, among: ViewGuide.names) {
            return LineFailure(
                "unknown guide \(quoted(name.value)) of \(quoted(item.value)); did you mean \(quoted(suggestion))?",
                at: name.range)
        }
        return LineFailure(
            "\(quoted(item.value + "." + name.value)) is not a guide; a view's guides are 'safeArea' and "
                + "'margins', like \(quoted(item.value + ".safeArea.top"))", at: name.range)
    }

    /// The attribute with this name. `baseline` is accepted for `lastBaseline`, as in UIKit.
    ///
    ///     attribute := left | right | top | bottom | leading | trailing | width | height
    ///                | centerX | centerY | firstBaseline | lastBaseline | baseline
    ///                | leftMargin | rightMargin | topMargin | bottomMargin | leadingMargin
    ///                | trailingMargin | centerXWithinMargins | centerYWithinMargins
    private mutating func attribute(named name: Located<String>) throws(LineFailure) -> LayoutAttribute {
        if name.value == "baseline" { return .lastBaseline }
        if let attribute = LayoutAttribute(rawValue: name.value), attribute != .notAnAttribute { return attribute }
        if name.value == LayoutAttribute.notAnAttribute.rawValue {
            throw LineFailure(
                "'notAnAttribute' cannot be used in an equation; for a constant, write 'a.width == 40'",
                at: name.range)
        }
        if let suggestion = suggester.suggestion(for: name.value, among: Self.attributeNames) {
            throw LineFailure(
                "unknown attribute \(quoted(name.value)); did you mean \(quoted(suggestion))?", at: name.range)
        }
        throw LineFailure(
            "unknown attribute \(quoted(name.value)); expected one of "
                + Self.attributeNames.joined(separator: ", "), at: name.range)
    }

    /// Reads a relation, with a hint for the usual slips (`=`, `=>`, `<`).
    ///
    ///     relation := '==' | '<=' | '>='
    private func parseRelation(_ scanner: inout LineScanner, after operand: Operand) throws(LineFailure) -> Located<
        LayoutRelation
    > {
        let start = scanner.index
        for (text, relation) in [("==", LayoutRelation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where scanner.consume(text) {
            return Located(relation, at: scanner.range(start, scanner.index))
        }
        let slips = [
            ("=>", "'=>' is not a relation; did you mean '>='?"), ("=<", "'=<' is not a relation; did you mean '<='?"),
            ("!=", "'!=' is not a relation; use '==', '<=' or '>='"), ("=", "use '==' for equality, not '='"),
            ("<", "'<' is not a relation; did you mean '<='?"), (">", "'>' is not a relation; did you mean '>='?")
        ]
        for (text, message) in slips where scanner.looks(at: text) {
            throw LineFailure(message, at: scanner.range(start, start + text.count))
        }
        throw expected("expected '==', '<=' or '>=' after \(quoted(operand.text))", &scanner)
    }

    /// Reads `* factor` after an operand, if there.
    private mutating func parseSuffixMultiplier(_ scanner: inout LineScanner) throws(LineFailure) -> EquationNumber? {
        scanner.skipWhitespace()
        if scanner.peek() == "/" {
            throw LineFailure(
                "division is not supported; write the multiplier as a factor, like '0.5 * b.width'",
                at: scanner.range(scanner.index, scanner.index + 1))
        }
        guard scanner.consume("*") else { return nil }
        scanner.skipWhitespace()
        return try parseQuantity(
            &scanner, negated: false, from: scanner.index, what: "multiplier",
            expected: "expected a multiplier after '*', like '* 0.5'")
    }

    /// Reads a number or a metric name; `negated` applies a sign read before it, whose index
    /// is `start`.
    ///
    ///     quantity := number | metric-name
    private mutating func parseQuantity(
        _ scanner: inout LineScanner, negated: Bool, from start: Int, what: String,
        expected: String
    ) throws(LineFailure) -> EquationNumber {
        if let word = scanner.scanNumberWord() {
            let value = try length(word, negated: negated, allowsNegative: true, what: what)
            return EquationNumber(value: value, range: scanner.range(from: start))
        }
        guard let name = scanner.scanIdentifier() else {
            throw self.expected(expected, &scanner)
        }
        if let index = metricIndex[name.value] {
            let value = metrics[index].value.value
            return EquationNumber(
                value: negated ? -value : value, metric: name.value, range: scanner.range(from: start))
        }
        if NumberLiteral.parse(name.value) == .notFinite {
            throw LineFailure("\(quoted(name.value)) is not a finite number", at: name.range)
        }
        if isDeclaredView(name.value) || name.value == LayoutDocument.rootName {
            throw LineFailure(
                "\(quoted(name.value)) is a view; use one of its attributes, like \(quoted(name.value + ".width"))",
                at: name.range)
        }
        if let suggestion = suggester.suggestion(for: name.value, among: metrics.lazy.map(\.name.value)) {
            throw LineFailure(
                "unknown metric \(quoted(name.value)); did you mean \(quoted(suggestion))?", at: name.range)
        }
        throw LineFailure(
            "unknown metric \(quoted(name.value)); define it with \(quoted("metrics " + name.value + "=8"))",
            at: name.range)
    }

    // MARK: Checks

    /// Reports items that are not declared views, guides or `root`, a view's guide written
    /// after a guide, and attributes a guide does not have (margins, baselines).
    private mutating func checkItems(first: Operand, second: Operand?) {
        for operand in [first, second].compactMap({ $0 }) {
            let name = operand.item.value
            let isGuide = isDeclaredGuide(name)
            if name != LayoutDocument.rootName, !isDeclaredView(name), !isGuide {
                diagnostics.append(unknownView(operand.item, includingGuides: true))
            } else if isGuide, let guide = operand.guide {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(quoted(name)) is a layout guide; only views have "
                            + "'safeArea' and 'margins'", at: guide.range))
            } else if isGuide || operand.guide != nil {
                checkGuideAttribute(operand)
            }
        }
    }

    /// Reports a margin or baseline attribute of a guide, which has neither.
    private mutating func checkGuideAttribute(_ operand: Operand) {
        let attribute = operand.attribute.value
        if attribute.isMargin {
            let edge = attribute.marginEdge?.rawValue ?? "leading"
            diagnostics.append(
                Diagnostic(
                    .error,
                    "\(quoted(operand.itemText)) is a layout guide and has no margins; use its "
                        + "edge, like \(quoted(operand.itemText + "." + edge)), or a view's margin",
                    at: operand.attribute.range))
        } else if attribute.isBaseline {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "\(quoted(operand.itemText)) is a layout guide and has no baselines; use its "
                        + "top or bottom", at: operand.attribute.range))
        }
    }

    /// Checks the attribute pair and the multiplier as UIKit does: a size relates only to a
    /// size; a position only to a position on the same axis, never to a constant alone;
    /// leading/trailing never mix with left/right.
    private mutating func checkAttributes(_ equation: LayoutEquation, first: Operand, second: Operand?) {
        let attribute = first.attribute.value
        if let multiplier = equation.multiplier {
            if abs(multiplier.value) > LayoutFileLimits.maximumMultiplier {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "multiplier \(formatPoints(multiplier.value)) is out of range; "
                            + "multipliers are limited to ±\(formatPoints(LayoutFileLimits.maximumMultiplier))",
                        at: multiplier.range))
            } else if multiplier.value == 0, !attribute.isDimension {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "a multiplier of 0 leaves \(quoted(first.text)) equal to a constant; "
                            + "a position must be related to another view", at: multiplier.range))
            }
        }
        guard let second else {
            guard !attribute.isDimension else { return }
            let parent = declaration(of: first.item.value)?.parentName
            var message = "\(quoted(first.text)) is a position and cannot equal a constant"
            if let parent {
                var fix = "\(first.text) \(equation.relation.value) \(parent).\(attribute.rawValue)"
                if let constant = equation.constant, constant.value != 0 {
                    let magnitude = constant.metric ?? formatPoints(abs(constant.value))
                    fix += constant.value < 0 ? " - \(magnitude)" : " + \(magnitude)"
                }
                message += "; to place it relative to its superview, write \(quoted(fix))"
            } else {
                message += "; relate it to another view's \(attribute.rawValue)"
            }
            diagnostics.append(Diagnostic(.error, message, at: equation.constant?.range ?? first.attribute.range))
            return
        }
        let other = second.attribute.value
        let at = second.attribute.range
        if attribute.isDimension != other.isDimension {
            let (size, position) = attribute.isDimension ? (attribute, other) : (other, attribute)
            diagnostics.append(
                Diagnostic(
                    .error,
                    "cannot relate a size ('\(size.rawValue)') to a position "
                        + "('\(position.rawValue)'); a size relates only to a size, a position to a position", at: at))
        } else if !attribute.isDimension, attribute.axis != other.axis {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "cannot relate '\(attribute.rawValue)' (\(axisName(attribute))) to "
                        + "'\(other.rawValue)' (\(axisName(other))): positions on different axes", at: at))
        } else if attribute.isDirectional && other.isAbsoluteHorizontalEdge
            || attribute.isAbsoluteHorizontalEdge && other.isDirectional
        {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "cannot mix '\(attribute.rawValue)' with '\(other.rawValue)'; "
                        + "use leading/trailing on both sides or left/right on both sides", at: at))
        }
    }

    /// `horizontal` or `vertical`.
    private func axisName(_ attribute: LayoutAttribute) -> String {
        attribute.axis?.rawValue ?? "no axis"
    }

    /// Reports an equation identifier used before.
    private mutating func checkIdentifier(_ identifier: Located<String>?) {
        guard let identifier else { return }
        if let first = identifiers[identifier.value] {
            diagnostics.append(
                Diagnostic(
                    .error, "identifier \(quoted(identifier.value)) is already used", at: identifier.range,
                    notes: [note("first used here", at: first)]))
        } else {
            identifiers[identifier.value] = identifier.range
        }
    }
}
