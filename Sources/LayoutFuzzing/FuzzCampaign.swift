import LayoutFiles
import VisualFormat

/// What a fuzz run feeds.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Whole layout files, through the parser and (every few documents) the layout, the
    /// drawing and the JSON report.
    case layoutFile = "file"
    /// Layout files as bytes: through UTF-8 decoding, then the parser.
    case bytes
    /// Visual format strings, through Apple's parser with names and with real views.
    case visualFormat = "vfl"
    /// Equation statements, after declarations, through the parser and the layout.
    case equation
}

/// One input that failed its check, with what it takes to make it again.
public struct FuzzFailure: Sendable, CustomStringConvertible {
    public var target: FuzzTarget
    public var seed: UInt64
    public var index: Int
    /// The input, as Swift would write it (escapes for control characters and quotes).
    public var input: String
    public var problems: [String]

    public var description: String {
        "\(target.rawValue) seed \(seed) input \(index): \(problems.joined(separator: "; "))\n    input: \(input)"
    }
}

/// What a run of one target saw.
public struct FuzzReport: Sendable {
    public var target: FuzzTarget
    /// Inputs checked.
    public var inputs = 0
    /// Inputs that parsed (a document, or constraints).
    public var accepted = 0
    /// Inputs that gave errors.
    public var rejected = 0
    /// Documents laid out and drawn.
    public var laidOut = 0
    /// The distinct errors seen (their first words), to show the inputs reach many of them.
    public var messages: Set<String> = []
    /// Inputs that failed, how many in all and the first few.
    public var failureCount = 0
    public var failures: [FuzzFailure] = []

    public init(target: FuzzTarget) {
        self.target = target
    }

    /// `file: 5000 inputs (3100 parsed, 1900 with errors, 800 laid out), 0 failures`.
    public var summary: String {
        "\(target.rawValue): \(inputs) inputs (\(accepted) parsed, \(rejected) with errors, \(laidOut) laid out, "
            + "\(messages.count) kinds of error), \(failureCount) failures"
    }
}

/// A seeded fuzz run: input `i` of target `t` is made from the corpus and the generators by a
/// generator seeded with `(seed, t, i)`, so any input can be made again on its own.
///
///     let report = FuzzCampaign(seed: 1).run(.layoutFile, iterations: 1000)
///     report.failures   // empty, or each failing input with its problems
public struct FuzzCampaign: Sendable {
    public var seed: UInt64
    public var corpus: FuzzCorpus
    /// Every how many parsed documents one is laid out and drawn as well (1 for all).
    public var layoutInterval = 4
    /// How many failures a report keeps in full.
    public var keptFailures = 10

    let files = LayoutFileGenerator()
    let formats = VisualFormatGenerator()
    let equations = EquationGenerator()
    let mutator = Mutator()

    public init(seed: UInt64, corpus: FuzzCorpus = .builtIn) {
        self.seed = seed
        self.corpus = corpus
    }

    /// Checks inputs `start..<start + iterations` of `target`.
    public func run(_ target: FuzzTarget, iterations: Int, from start: Int = 0) -> FuzzReport {
        var report = FuzzReport(target: target)
        var formatCheck = VisualFormatCheck(views: formats.views)
        var parsed = 0
        for index in start..<(start + max(iterations, 0)) {
            var random = FuzzRandom(seed: seed, stream: target.rawValue, index: index)
            let problems: [String]
            let input: String
            switch target {
            case .layoutFile, .equation:
                input = target == .layoutFile ? file(using: &random) : equationFile(using: &random)
                let result = LayoutFileParser.parse(source: input, path: "fuzz.vfl")
                if result.document != nil { parsed += 1 }
                let layingOut = result.document != nil && parsed % max(layoutInterval, 1) == 0
                problems = LayoutFileCheck.problems(in: input, layingOut: layingOut)
                tally(result, laidOut: layingOut, into: &report)
            case .bytes:
                let bytes = self.bytes(using: &random)
                input = String(decoding: bytes, as: UTF8.self)
                problems = LayoutFileCheck.problems(inBytes: bytes)
                if let text = try? LayoutFile.decode(bytes, path: "fuzz.vfl") {
                    tally(LayoutFileParser.parse(source: text, path: "fuzz.vfl"), laidOut: false, into: &report)
                } else {
                    report.rejected += 1
                    report.messages.insert("not UTF-8")
                }
            case .visualFormat:
                let (format, options) = self.format(using: &random)
                input = format
                problems = formatCheck.problems(in: format, options: options)
                if case .failure(let error) = VisualFormatLanguage.parse(
                    format, options: options, metrics: formatCheck.metrics,
                    views: formatCheck.views)
                {
                    report.messages.insert(String(error.message.prefix(24)))
                }
            }
            report.inputs += 1
            guard !problems.isEmpty else { continue }
            report.failureCount += 1
            if report.failures.count < keptFailures {
                report.failures.append(
                    FuzzFailure(
                        target: target, seed: seed, index: index, input: input.debugDescription,
                        problems: problems))
            }
        }
        if target == .visualFormat {
            report.accepted = formatCheck.accepted
            report.rejected = formatCheck.rejected
        }
        return report
    }

    private func tally(_ result: LayoutParseResult, laidOut: Bool, into report: inout FuzzReport) {
        if result.hasErrors { report.rejected += 1 } else { report.accepted += 1 }
        if laidOut { report.laidOut += 1 }
        for diagnostic in result.diagnostics { report.messages.insert(String(diagnostic.message.prefix(12))) }
    }

    // MARK: Inputs

    /// A layout file: generated, a corpus file mutated (maybe with a piece of another), or
    /// generated and mutated.
    public func file(using random: inout FuzzRandom) -> String {
        let pool = corpus.layoutFiles
        switch random.below(5) {
        case 0, 1:
            return files.file(using: &random)
        case 2, 3:
            guard !pool.isEmpty else { return files.file(using: &random) }
            let base = random.pick(pool)
            return mutator.mutate(base, splicing: random.pick(pool), using: &random)
        default:
            let generated = files.file(using: &random)
            return mutator.mutate(generated, using: &random)
        }
    }

    /// Declarations, then one to three equations (generated, or corpus ones mutated).
    public func equationFile(using random: inout FuzzRandom) -> String {
        var lines: [String] = []
        for _ in 0...random.below(3) {
            if random.chance(60) || corpus.equations.isEmpty {
                lines.append(equations.equation(using: &random))
            } else {
                lines.append(mutator.mutate(random.pick(corpus.equations), using: &random))
            }
        }
        return FuzzCorpus.equationPreamble + lines.joined(separator: "\n") + "\n"
    }

    /// A visual format and options: generated, a corpus format mutated, or generated and
    /// mutated byte by byte; no options, a named one, or random bits.
    public func format(using random: inout FuzzRandom) -> (String, FormatOptions) {
        var format: String
        switch random.below(4) {
        case 0, 1: format = formats.format(using: &random)
        case 2:
            format = corpus.visualFormats.isEmpty ? formats.format(using: &random) : random.pick(corpus.visualFormats)
        default: format = formats.format(using: &random)
        }
        if random.chance(50) {
            format = String(decoding: mutator.mutate(bytes: Array(format.utf8), using: &random), as: UTF8.self)
        }
        let options: FormatOptions
        switch random.below(4) {
        case 0, 1: options = []
        case 2: options = random.pick(FormatOptions.named).option
        default: options = FormatOptions(rawValue: UInt(random.next() % (1 << 20)))
        }
        return (format, options)
    }

    /// The UTF-8 of a file (half the time a corpus file as it is, so that byte edits alone
    /// decide whether it still parses) with a few bytes replaced, or cut at a random byte.
    public func bytes(using random: inout FuzzRandom) -> [UInt8] {
        let pool = corpus.layoutFiles
        let base = random.chance(50) && !pool.isEmpty ? random.pick(pool) : file(using: &random)
        var bytes = Array(base.utf8)
        guard !bytes.isEmpty else { return [UInt8(truncatingIfNeeded: random.next())] }
        if random.chance(30) { return Array(bytes[..<random.below(bytes.count)]) }
        for _ in 0...random.below(3) {
            bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
        }
        return bytes
    }
}
