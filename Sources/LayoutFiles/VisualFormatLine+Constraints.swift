import AutoLayout
import VisualFormat
import SourceDiagnostics

extension VisualFormatLine {
    /// Apple's VFL parser on the line's format string, and the layout constraints it makes
    /// with `views`, each with the range of the format it came from and that text. Problems
    /// go to `report` as errors pointing at the exact character: Apple's parser's error (then
    /// nothing is made), a constant beyond ``LayoutFileLimits/maximumLength`` (that
    /// constraint is left out), a constraint the engine refuses (likewise).
    ///
    /// Apple's parser reads numbers as `strtod` does, so a string can carry `1e308` or
    /// `0x1p40`; a constant out of range is an error at the number, as in an equation.
    func layoutConstraints(metrics: [String: Double], spacing: StandardSpacing, views: [String: LayoutView],
                           report: (Diagnostic) -> Void) -> [(constraint: LayoutConstraint, range: SourceRange, text: String)] {
        var options: FormatOptions = []
        for option in self.options {
            if let known = FormatOptions(named: option.value) { options.insert(known) }
        }
        let format = self.format.value
        // Only the views the format names (looking every view up per line made big files
        // quadratic).
        let mentioned = LayoutConstraint.mentionedViews(in: format, views: views)
        let parsed: [VisualFormatConstraint]
        do {
            parsed = try VisualFormatLanguage.constraints(
                withVisualFormat: format, options: options, metrics: metrics,
                views: mentioned.named, spacing: spacing, viewsWithoutSuperview: mentioned.orphans)
        } catch {
            let at = location(ofFormatOffset: min(max(error.index, 0), format.count))
            report(Diagnostic(.error, error.message, at: SourceRange(at: at)))
            return []
        }
        // The format is ASCII (the parser rejects anything else): offsets are characters.
        let bytes = Array(format.utf8)
        var made: [(constraint: LayoutConstraint, range: SourceRange, text: String)] = []
        for item in parsed {
            let lower = min(max(item.range.lowerBound, 0), bytes.count)
            let upper = min(max(item.range.upperBound, lower), bytes.count)
            let range = SourceRange(start: location(ofFormatOffset: lower), end: location(ofFormatOffset: upper))
            if let problem = Self.constantOutOfRange(item.constant, in: bytes, lower..<upper) {
                let at = SourceRange(start: location(ofFormatOffset: problem.range.lowerBound),
                                     end: location(ofFormatOffset: problem.range.upperBound))
                report(Diagnostic(.error, "constant '\(problem.text)' is out of range; lengths are limited to "
                    + "±\(formatPoints(LayoutFileLimits.maximumLength)) points", at: at))
                continue
            }
            do {
                let constraint = try item.layoutConstraint(views)
                made.append((constraint, range, String(decoding: bytes[lower..<upper], as: UTF8.self)))
            } catch {
                let at = location(ofFormatOffset: min(max(error.index, 0), bytes.count))
                report(Diagnostic(.error, error.kind.message, at: SourceRange(at: at)))
            }
        }
        return made
    }

    /// When `constant` is not a length a file may use, the number in `bytes[range]` that
    /// gave it (the first literal out of range; the whole range if none is found).
    static func constantOutOfRange(_ constant: Double, in bytes: [UInt8],
                                   _ range: Range<Int>) -> (text: String, range: Range<Int>)? {
        guard !constant.isFinite || abs(constant) > LayoutFileLimits.maximumLength else { return nil }
        func isNumberStart(_ index: Int) -> Bool {
            let byte = bytes[index]
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            return isDigit || (byte == UInt8(ascii: ".") && next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
        }
        func isNamePart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122)
        }
        var index = range.lowerBound
        while index < range.upperBound {
            guard isNumberStart(index), index == range.lowerBound || !isNamePart(bytes[index - 1]),
                  let number = CNumberScanner.scan(bytes, from: index), number.end > index else {
                index += 1
                continue
            }
            if !number.value.isFinite || abs(number.value) > LayoutFileLimits.maximumLength {
                // A sign belongs to the number after a relation, `(` or `,` (`(==-2e6)`);
                // elsewhere a `-` is a connection (`|-2e6-[a]`).
                var start = index
                if index - 2 >= range.lowerBound, bytes[index - 1] == UInt8(ascii: "-") || bytes[index - 1] == UInt8(ascii: "+"),
                   "(,=<>".utf8.contains(bytes[index - 2]) {
                    start = index - 1
                }
                return (String(decoding: bytes[start..<number.end], as: UTF8.self), start..<number.end)
            }
            index = number.end
        }
        return (formatPoints(constant), range)
    }

}
