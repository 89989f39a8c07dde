import AutoLayout

/// The recursive-descent parser of Apple's visual format grammar. It reads the format left to
/// right once, looks names up as it meets them and hands each connection to a
/// `ConstraintAssembler` as soon as both its items are read, so every diagnostic fires at the
/// index and in the order Apple's parser reports it.
///
/// Each `parse…` function carries the grammar rule it reads. Every function either moves the
/// cursor forward or throws; none reads out of bounds.
struct FormatParser {
    private var cursor: FormatCursor
    private let names: VisualFormatNames
    private var assembler: ConstraintAssembler

    init(bytes: [UInt8], names: VisualFormatNames, assembler: ConstraintAssembler) {
        self.cursor = FormatCursor(bytes)
        self.names = names
        self.assembler = assembler
    }

    /// Parses the whole format and returns its constraints in Apple's order.
    ///
    ///     visualFormatString := (orientation ':')? (superview connection)? view (connection view)*
    ///                           (connection superview)?
    ///     superview          := '|'
    mutating func parse() throws(ParseFailure) -> [VisualFormatConstraint] {
        let axis = try parseOrientation()
        assembler.axis = axis
        var left: VisualFormatConstraint.Item
        var leftStart = cursor.index
        if cursor.sees("|") {
            cursor.advance()
            guard !cursor.isAtEnd else { throw fail(.expectedConnectionAfterSuperview) }
            let connection = try parseConnection()
            let view = try parseView()
            try assembler.connect(
                .superview, to: .view(view.name), by: connection,
                range: leftStart..<cursor.index, at: cursor.index)
            assembler.addSizes(of: view)
            left = .view(view.name)
            leftStart = view.range.lowerBound
        } else {
            let view = try parseView()
            assembler.addSizes(of: view)
            left = .view(view.name)
        }
        while !cursor.isAtEnd {
            let connection = try parseConnection()
            if cursor.sees("[") {
                let view = try parseView()
                try assembler.connect(
                    left, to: .view(view.name), by: connection,
                    range: leftStart..<cursor.index, at: cursor.index)
                assembler.addSizes(of: view)
                left = .view(view.name)
                leftStart = view.range.lowerBound
            } else if cursor.sees("|") {
                cursor.advance()
                try assembler.connect(
                    left, to: .superview, by: connection,
                    range: leftStart..<cursor.index, at: cursor.index)
                break
            } else {
                throw fail(.expectedViewOrSuperview)
            }
        }
        guard cursor.isAtEnd else { throw fail(.expectedEndOfFormat) }
        return assembler.finish()
    }

    /// Reads the optional orientation; horizontal when there is none.
    ///
    ///     orientation := 'H' | 'V'      (followed by ':')
    private mutating func parseOrientation() throws(ParseFailure) -> LayoutAxis {
        let axis: LayoutAxis
        if cursor.sees("H") {
            axis = .horizontal
        } else if cursor.sees("V") {
            axis = .vertical
        } else {
            return .horizontal
        }
        cursor.advance()
        guard cursor.sees(":") else { throw fail(.expectedColonAfterOrientation(axis)) }
        cursor.advance()
        return axis
    }

    /// Reads a view and the size predicates inside its brackets.
    ///
    ///     view     := '[' viewName predicateListWithParens? ']'
    ///     viewName := [A-Za-z_][A-Za-z0-9_]*   (a key of the views)
    private mutating func parseView() throws(ParseFailure) -> ParsedView {
        let start = cursor.index
        guard cursor.sees("[") else { throw fail(.expectedView) }
        cursor.advance()
        guard !cursor.isAtEnd else { throw fail(.expectedView) }
        guard let name = cursor.readName() else { throw fail(.invalidViewName) }
        guard names.isView(name) else { throw fail(.unknownView(name)) }
        if cursor.sees("]") {
            cursor.advance()
            return ParsedView(name: name, predicates: [], range: start..<cursor.index)
        }
        guard cursor.sees("(") else { throw fail(.expectedViewEnd) }
        cursor.advance()
        guard !cursor.isAtEnd else { throw fail(.unexpectedEndInView) }
        let predicates = try parsePredicates(allowingViews: true)
        guard cursor.sees(")") else { throw fail(.expectedThicknessEnd) }
        cursor.advance()
        guard cursor.sees("]") else { throw fail(.expectedBracketAfterThickness) }
        cursor.advance()
        return ParsedView(name: name, predicates: predicates, range: start..<cursor.index)
    }

    /// Reads the connection between two items.
    ///
    ///     connection := '' | '-' predicateList '-' | '-'
    private mutating func parseConnection() throws(ParseFailure) -> ParsedConnection {
        let start = cursor.index
        guard cursor.sees("-") else { return .flush(at: start) }
        cursor.advance()
        if cursor.sees("|") || cursor.sees("[") { return .standard(start..<cursor.index) }
        let predicates = try parsePredicateList()
        if cursor.sees(",") { throw fail(.expectedDashBeforeList) }
        guard cursor.sees("-") else { throw fail(.expectedDash) }
        cursor.advance()
        return .predicates(predicates)
    }

    /// Reads a connection's predicates: one bare predicate or a parenthesized list.
    ///
    ///     predicateList   := simplePredicate | predicateListWithParens
    ///     simplePredicate := metricName | positiveNumber
    ///
    /// As in Apple's parser, the bare form takes a whole `predicate` (`-<=20@750-` parses), but it
    /// may not start with `-`: a negative number needs parentheses.
    private mutating func parsePredicateList() throws(ParseFailure) -> [ParsedPredicate] {
        if cursor.sees("-") { throw fail(.ambiguousMinus) }
        guard cursor.sees("(") else { return [try parsePredicate(allowingViews: false)] }
        cursor.advance()
        let predicates = try parsePredicates(allowingViews: false)
        guard cursor.sees(")") else { throw fail(.expectedClosingParenthesis) }
        cursor.advance()
        return predicates
    }

    /// Reads the comma-separated predicates inside parentheses (the parentheses are read by the caller).
    ///
    ///     predicateListWithParens := '(' predicate (',' predicate)* ')'
    private mutating func parsePredicates(allowingViews: Bool) throws(ParseFailure) -> [ParsedPredicate] {
        var predicates = [try parsePredicate(allowingViews: allowingViews)]
        while cursor.sees(",") {
            cursor.advance()
            predicates.append(try parsePredicate(allowingViews: allowingViews))
        }
        return predicates
    }

    /// Reads one predicate.
    ///
    ///     predicate         := relation? objectOfPredicate ('@' priority)?
    ///     objectOfPredicate := constant | viewName     (a view only in a view's size predicate)
    private mutating func parsePredicate(allowingViews: Bool) throws(ParseFailure) -> ParsedPredicate {
        let start = cursor.index
        let relation = try parseRelation()
        let objectStart = cursor.index
        let object = try parseObject(allowingViews: allowingViews)
        let objectRange = objectStart..<cursor.index
        var priority = LayoutPriority.required
        var priorityRange: Range<Int>?
        if cursor.sees("@") {
            cursor.advance()
            let priorityStart = cursor.index
            priority = try parsePriority(allowingViews: allowingViews)
            priorityRange = priorityStart..<cursor.index
        }
        return ParsedPredicate(
            relation: relation, object: object, priority: priority, range: start..<cursor.index,
            objectRange: objectRange, priorityRange: priorityRange)
    }

    /// Reads an optional relation; `==` when there is none.
    ///
    ///     relation := '==' | '<=' | '>='
    private mutating func parseRelation() throws(ParseFailure) -> LayoutRelation {
        guard !cursor.isAtEnd else { throw fail(.expectedMoreInput) }
        let relation: LayoutRelation
        if cursor.sees("<") {
            relation = .lessThanOrEqual
        } else if cursor.sees("=") {
            relation = .equal
        } else if cursor.sees(">") {
            relation = .greaterThanOrEqual
        } else {
            return .equal
        }
        cursor.advance()
        guard cursor.sees("=") else { throw fail(.unknownRelation) }
        cursor.advance()
        return relation
    }

    /// Reads a predicate's object: a constant, or in a view's size predicate another view. A
    /// constant must be finite (not Apple's check: Apple makes a constraint no layout can use).
    /// Its size is checked where constraints are made (`LayoutConstraint.validate()`), which
    /// names the constraint.
    private mutating func parseObject(allowingViews: Bool) throws(ParseFailure) -> ParsedPredicate.Object {
        let object = try parseConstant(allowingViews: allowingViews)
        if case .constant(let value) = object, !value.isFinite { throw fail(.nonFiniteNumber(value)) }
        return object
    }

    /// Reads a priority and checks it as Apple does: above 0, at most 1000.
    ///
    ///     priority := metricName | number
    private mutating func parsePriority(allowingViews: Bool) throws(ParseFailure) -> LayoutPriority {
        // Apple reads a priority with the constant reader: a view's name inside a view's brackets
        // is taken as the object and the priority read as 0.
        let value: Double
        switch try parseConstant(allowingViews: allowingViews) {
        case .constant(let number): value = number
        case .view: value = 0
        }
        if value <= 0 { throw fail(.priorityNotPositive(value)) }
        if value > 1000 { throw fail(.priorityAboveRequired(value)) }
        if value.isNaN { throw fail(.notANumberPriority) }
        return LayoutPriority(Float(value))
    }

    /// Reads a number or a name.
    ///
    ///     constant   := metricName | number
    ///     metricName := [A-Za-z_][A-Za-z0-9_]*   (looked up in the metrics, then the views)
    ///     number     := as C's strtod_l reads it in the C locale, starting with '-' or a digit
    private mutating func parseConstant(allowingViews: Bool) throws(ParseFailure) -> ParsedPredicate.Object {
        guard let byte = cursor.peek else { throw fail(.expectedNumberOrMetric) }
        if byte == 45 || FormatCursor.isDigit(byte) {
            guard let number = CNumberScanner.scan(cursor.bytes, from: cursor.index) else {
                throw fail(.malformedNumber)
            }
            cursor.move(to: number.end)
            return .constant(number.value)
        }
        guard let name = cursor.readName() else { throw fail(.expectedNumberOrMetric) }
        if let value = names.metrics[name] { return .constant(value) }
        guard names.isView(name) else { throw fail(.unknownMetric(name)) }
        guard allowingViews else { throw fail(.viewAsSpacing) }
        return .view(name)
    }

    private func fail(_ kind: VisualFormatError.Kind) -> ParseFailure {
        ParseFailure(kind: kind, index: cursor.index)
    }
}
