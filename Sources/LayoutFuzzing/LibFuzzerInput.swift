import LayoutFiles
import VisualFormat

/// How the libFuzzer target reads the bytes libFuzzer gives it: the first byte chooses the
/// parser (its value modulo 3), the rest is the input.
///
///     0  a layout file's bytes: decoded, parsed, and when it parses, laid out and drawn
///     1  a visual format string, with format options from the next byte
///     2  equation lines, after the declarations of ``FuzzCorpus/equationPreamble``
///
/// ``seeds(from:)`` writes the corpus in that form, so libFuzzer starts from the example
/// layouts and the built-in formats and equations.
public enum LibFuzzerInput {
    /// The problems with one input; empty when it passes (as an empty input does).
    public static func problems(_ data: [UInt8], formats check: inout VisualFormatCheck) -> [String] {
        guard let selector = data.first else { return [] }
        let body = Array(data.dropFirst())
        switch selector % 3 {
        case 0:
            guard let text = try? LayoutFile.decode(body, path: "fuzz.vfl") else {
                return LayoutFileCheck.problems(inBytes: body)
            }
            return LayoutFileCheck.problems(in: text, layingOut: true)
        case 1:
            let options =
                FormatOptions(named: FormatOptions.named[Int(body.first ?? 0) % FormatOptions.named.count].name) ?? []
            return check.problems(in: String(decoding: body.dropFirst(), as: UTF8.self), options: options)
        default:
            let lines = String(decoding: body, as: UTF8.self)
            return LayoutFileCheck.problems(in: FuzzCorpus.equationPreamble + lines, layingOut: true)
        }
    }

    /// The corpus as libFuzzer inputs, by file name.
    public static func seeds(from corpus: FuzzCorpus) -> [String: [UInt8]] {
        var seeds: [String: [UInt8]] = [:]
        for (index, file) in corpus.layoutFiles.enumerated() { seeds["file-\(index)"] = [0] + Array(file.utf8) }
        for (index, format) in corpus.visualFormats.enumerated() { seeds["vfl-\(index)"] = [1, 0] + Array(format.utf8) }
        for (index, equation) in corpus.equations.enumerated() {
            seeds["equation-\(index)"] = [2] + Array(equation.utf8)
        }
        return seeds
    }
}
