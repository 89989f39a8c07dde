import AutoLayout
import SourceDiagnostics
import VisualFormat

extension FileParser {
    /// Parses a VFL line: the format string exactly as written, the option names after it,
    /// and the format itself, with Apple's parser, once.
    ///
    ///     vfl-line  := format [option (('|' | whitespace) option)*]
    ///     format    := (any character but whitespace and '#')+     (starts with H:, V:, | or [)
    ///     option    := one of VisualFormatLine.optionNames
    ///
    /// Options may be written `alignAllTop alignAllBottom` or `alignAllTop|alignAllBottom`.
    /// An unknown option is reported and the line still parses; text after the format that
    /// is not an option name at all (usually a space inside the format) ends the line.
    mutating func parseVisualFormatLine(_ scanner: inout LineScanner) throws(LineFailure) {
        let start = scanner.index
        guard let format = scanner.scanWord() else { return }
        var options: [Located<String>] = []
        var optionsAreValid = true
        while !scanner.isAtStatementEnd() {
            if scanner.consume("|") { continue }
            let optionStart = scanner.index
            if let name = scanner.scanIdentifier(), Self.atOptionBoundary(scanner) {
                if VisualFormatLine.optionNames.contains(name.value) {
                    options.append(name)
                } else {
                    optionsAreValid = false
                    diagnostics.append(unknownOption(name))
                }
                continue
            }
            scanner.rewind(to: optionStart)
            let word = scanner.nextWord()
            throw LineFailure(
                "unexpected \(quoted(word.value)) after the VFL string \(quoted(format.value)); "
                    + "a VFL string cannot contain spaces, and only format options may follow it", at: word.range)
        }
        // Every problem of the format is reported, even when an option is wrong.
        var known: FormatOptions = []
        for option in options {
            if let value = FormatOptions(named: option.value) { known.insert(value) }
        }
        guard let constraints = visualFormatConstraints(format, options: known), optionsAreValid else { return }
        keep(
            .visualFormat(
                VisualFormatLine(
                    format: format, options: options, constraints: constraints,
                    range: scanner.range(from: start))))
    }

    /// Apple's parser on a format string, and each constraint it describes made on stand-in
    /// views and checked by the engine, as building will make it. Problems are reported at
    /// the exact character: Apple's error (then nothing is made), a constant beyond
    /// ``LayoutFileLimits/maximumLength`` (the file's limit, at the number), a constraint the
    /// engine refuses (a priority below 1, which Apple allows). Returns nil after any of them.
    ///
    /// Apple's parser reads numbers as `strtod` does, so a string can carry `1e308` or
    /// `0x1p40`; a constant out of range is an error at the number, as in an equation.
    mutating func visualFormatConstraints(_ format: Located<String>, options: FormatOptions)
        -> [VisualFormatConstraint]?
    {
        let parsed: [VisualFormatConstraint]
        do {
            parsed = try VisualFormatLanguage.constraints(
                withVisualFormat: format.value, options: options,
                names: formatNames(), spacing: standardSpacing)
        } catch {
            let at = format.location(ofOffset: min(max(error.index, 0), format.value.utf8.count))
            if case .unknownView(let name) = error.kind, isDeclaredGuide(name) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(quoted(name)) is a layout guide; VFL strings take views only, as "
                            + "Apple's do: relate the guide in an equation, like \(quoted(name + ".leading == a.trailing"))",
                        at: Self.range(ofName: name, endingAt: error.index, in: format) ?? SourceRange(at: at)))
                return nil
            }
            diagnostics.append(Diagnostic(.error, error.message, at: SourceRange(at: at)))
            return nil
        }
        var clean = true
        var standIns = StandInViews()
        for constraint in parsed {
            if let problem = Self.constantOutOfRange(constraint, in: format.value) {
                let at = SourceRange(
                    start: format.location(ofOffset: problem.range.lowerBound),
                    end: format.location(ofOffset: problem.range.upperBound))
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "constant '\(problem.text)' is out of range; lengths are limited to "
                            + "±\(formatPoints(LayoutFileLimits.maximumLength)) points", at: at))
                clean = false
                continue
            }
            // The engine's checks on the numbers and attributes alone; only a constraint they
            // refuse is made on stand-in views, for the engine's own message.
            if constraint.engineProblem == nil { continue }
            for case .view(let name)? in [constraint.firstItem, constraint.secondItem] {
                standIns.add(name, parent: declaration(of: name)?.parentName)
            }
            do {
                _ = try constraint.layoutConstraint(standIns.views)
            } catch {
                let at = format.location(ofOffset: min(max(error.index, 0), format.value.utf8.count))
                diagnostics.append(Diagnostic(.error, error.kind.message, at: SourceRange(at: at)))
                clean = false
            }
        }
        return clean ? parsed : nil
    }

    /// The names VFL strings see, made once the declarations are known: the file's views
    /// and `root` (which has no superview), and its metrics with UIKit's priority names (see
    /// ``LayoutDocument/visualFormatMetrics(_:isView:)``).
    mutating func formatNames() -> VisualFormatNames {
        if let visualFormatNames { return visualFormatNames }
        let declared = viewIndex, late = lateViews, root = LayoutDocument.rootName
        let isView = { (name: String) in name == root || declared[name] != nil || late[name] != nil }
        let values = LayoutDocument.values(of: metrics)
        let names = VisualFormatNames(
            metrics: LayoutDocument.visualFormatMetrics(values, isView: isView),
            isView: isView, hasSuperview: { $0 != root })
        visualFormatNames = names
        return names
    }

    /// The range of `name` in a VFL string when it ends at `offset` (where Apple's parser
    /// reports an unknown view: just after its name), so the caret is under the name.
    static func range(ofName name: String, endingAt offset: Int, in format: Located<String>) -> SourceRange? {
        let bytes = Array(format.value.utf8), count = name.utf8.count
        guard offset >= count, offset <= bytes.count, bytes[(offset - count)..<offset].elementsEqual(name.utf8) else {
            return nil
        }
        return SourceRange(start: format.location(ofOffset: offset - count), end: format.location(ofOffset: offset))
    }

    /// What a bare `-` stands for: the file's `spacing` (read in the first sweep), else 8 and
    /// 20; with `spacing N margins`, the superview's layout margins.
    var standardSpacing: StandardSpacing {
        StandardSpacing(
            sibling: spacing?.sibling.value ?? LayoutDocument.defaultSiblingSpacing,
            superview: spacing?.superview?.value ?? LayoutDocument.defaultSuperviewSpacing,
            superviewRule: spacing?.layoutMargins != nil ? .layoutMargins : .edge)
    }

    /// When a constraint's constant is not a length a file may use, the characters that gave
    /// it (the number, its sign included) and their offsets in the format; when no character
    /// gave it, the value over the constraint's range.
    static func constantOutOfRange(_ constraint: VisualFormatConstraint, in format: String) -> (
        text: String, range: Range<Int>
    )? {
        let constant = constraint.constant
        guard !constant.isFinite || abs(constant) > LayoutFileLimits.maximumLength else { return nil }
        guard let range = constraint.constantRange else { return (formatPoints(constant), constraint.range) }
        // The format is ASCII (Apple's parser rejects anything else): offsets are bytes.
        let text = String(decoding: format.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
        return (text, range)
    }

    /// True when an option name may end here: at the end, before whitespace, `|` or `#`.
    static func atOptionBoundary(_ scanner: LineScanner) -> Bool {
        guard let next = scanner.code() else { return true }
        return LineScanner.isWhitespace(next) || next == UInt8(ascii: "|") || next == UInt8(ascii: "#")
    }

    /// The error for an option name that is not a format option.
    mutating func unknownOption(_ name: Located<String>) -> Diagnostic {
        if let suggestion = suggester.suggestion(for: name.value, among: VisualFormatLine.optionNames) {
            return Diagnostic(
                .error, "unknown format option \(quoted(name.value)); did you mean \(quoted(suggestion))?",
                at: name.range)
        }
        return Diagnostic(
            .error,
            "unknown format option \(quoted(name.value)); expected an option such as "
                + "alignAllTop, alignAllCenterY or directionLeadingToTrailing", at: name.range)
    }
}

/// Views that stand in for a file's declared views while the parser checks the constraints a
/// line describes: each inside a stand-in of its declared parent, so `|` resolves and the
/// engine's messages name what building will name; `root` has no superview, as built. Made
/// for one line and thrown away.
struct StandInViews {
    /// The stand-ins by name.
    private(set) var views: [String: LayoutView] = [:]
    /// Their parents, held here: views hold their superview weakly.
    private var parents: [LayoutView] = []

    /// Adds a stand-in for `name` inside one for `parent` (the root when nil), once.
    mutating func add(_ name: String, parent: String?) {
        guard views[name] == nil else { return }
        let view = LayoutView(name: name)
        if name != LayoutDocument.rootName {
            let container = LayoutView(name: parent ?? LayoutDocument.rootName)
            try? container.addSubview(view)
            parents.append(container)
        }
        views[name] = view
    }
}
