import AutoLayout
import VisualFormat
import SourceDiagnostics

extension FileParser {
    /// Captures a VFL line: the format string exactly as written and the option names after
    /// it. The format string itself is not parsed here.
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
            throw LineFailure("unexpected \(quoted(word.value)) after the VFL string \(quoted(format.value)); "
                + "a VFL string cannot contain spaces, and only format options may follow it", at: word.range)
        }
        let line = VisualFormatLine(format: format, options: options, range: scanner.range(from: start))
        // A file with errors is never built, so its VFL strings are checked here: every
        // problem is reported, even on a line that uses a view whose declaration is wrong.
        if diagnostics.hasErrors {
            checkVisualFormat(line)
        } else if optionsAreValid {
            keep(.visualFormat(line))
        }
    }

    /// Runs Apple's VFL parser on a line of a file that will not be built (it has errors),
    /// with stand-ins for the declared views, and reports what building would: the parser's
    /// error at its character, a constant out of range, a constraint the engine refuses.
    mutating func checkVisualFormat(_ line: VisualFormatLine) {
        if let cutoff = diagnostics.cutoffLine, line.range.start.line > cutoff { return }
        if visualFormatMetrics == nil {
            visualFormatMetrics = LayoutDocument.visualFormatMetrics(
                Dictionary(metrics.map { ($0.name.value, $0.value.value) }, uniquingKeysWith: { first, _ in first }),
                isView: isDeclaredView)
        }
        // Each declared view the string names, inside one stand-in superview (so `|` has one);
        // `root` has none, as in a built layout.
        let container = LayoutView(name: LayoutDocument.rootName)
        var views: [String: LayoutView] = [:]
        for name in VisualFormat.identifiers(in: line.format.value) where views[name] == nil {
            if name == LayoutDocument.rootName {
                views[name] = LayoutView(name: name)
            } else if isDeclaredView(name) {
                let view = LayoutView(name: name)
                try? container.addSubview(view)
                views[name] = view
            }
        }
        let spacing = StandardSpacing(sibling: spacing?.sibling.value ?? LayoutDocument.defaultSiblingSpacing,
                                      superview: spacing?.superview?.value ?? LayoutDocument.defaultSuperviewSpacing)
        _ = line.layoutConstraints(metrics: visualFormatMetrics ?? [:], spacing: spacing, views: views) { diagnostics.append($0) }
    }

    /// True when an option name may end here: at the end, before whitespace, `|` or `#`.
    static func atOptionBoundary(_ scanner: LineScanner) -> Bool {
        guard let next = scanner.code() else { return true }
        return LineScanner.isWhitespace(next) || next == UInt8(ascii: "|") || next == UInt8(ascii: "#")
    }

    /// The error for an option name that is not a format option.
    mutating func unknownOption(_ name: Located<String>) -> Diagnostic {
        if let suggestion = suggester.suggestion(for: name.value, among: VisualFormatLine.optionNames) {
            return Diagnostic(.error, "unknown format option \(quoted(name.value)); did you mean \(quoted(suggestion))?",
                              at: name.range)
        }
        return Diagnostic(.error, "unknown format option \(quoted(name.value)); expected an option such as "
            + "alignAllTop, alignAllCenterY or directionLeadingToTrailing", at: name.range)
    }
}
