import Testing
@testable import VisualFormat

/// A small, seeded, deterministic random generator (SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Writes random formats from the grammar, some valid, some slightly off.
struct FormatGenerator {
    var random: SplitMix64
    let views = ["a", "b", "c", "_v1", "zz"]
    let metrics = ["m", "p", "huge", "neg"]

    mutating func format() -> String {
        var text = ""
        if random.chance(60) { text += mostly(["H:", "V:"], else: ["H", "V", "h:", "V|"]) }
        if random.chance(40) { text += "|" + connection() }
        text += view()
        for _ in 0..<random.below(4) { text += connection() + view() }
        if random.chance(40) { text += connection() + "|" }
        return text
    }

    mutating func view() -> String {
        var text = "[" + mostly(views, else: ["q", "", "9x"])
        if random.chance(40) { text += "(" + predicates(allowViews: true) + ")" }
        return text + "]"
    }

    mutating func connection() -> String {
        switch random.below(5) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-" + predicate(allowViews: false) + "-"
        default: return "-(" + predicates(allowViews: false) + ")-"
        }
    }

    mutating func predicates(allowViews: Bool) -> String {
        (0...random.below(3)).map { _ in predicate(allowViews: allowViews) }.joined(separator: ",")
    }

    mutating func predicate(allowViews: Bool) -> String {
        var text = mostly(["", "", "==", "<=", ">="], else: ["=", "<", ">"])
        if allowViews && random.chance(20) {
            text += random.pick(views)
        } else {
            text += random.chance(30) ? mostly(metrics, else: ["unknown"]) : number()
        }
        if random.chance(25) { text += "@" + mostly(["250", "999", "1000", "p", "m", "0.5"], else: ["0", "1001", "-1"]) }
        return text
    }

    mutating func number() -> String {
        mostly(["0", "8", "10", "1e2", "0x10", "5.", "2.5", "007"], else: [".5", "-10", "1e999", "-nan", "-inf"])
    }

    /// One of `valid`, or one of `invalid` once in twenty-five picks.
    mutating func mostly(_ valid: [String], else invalid: [String]) -> String {
        random.chance(4) ? random.pick(invalid) : random.pick(valid)
    }

    /// The format with a few random edits: deletions, duplications, stray characters.
    mutating func mutate(_ format: String) -> String {
        var bytes = Array(format.utf8)
        let alphabet = Array("[]()|-@,:=<>HV 0123456789abe.x_\t".utf8) + [0, 0x7F]
        for _ in 0...random.below(3) {
            let index = random.below(bytes.count + 1)
            switch random.below(3) {
            case 0 where !bytes.isEmpty && index < bytes.count: bytes.remove(at: index)
            case 1: bytes.insert(random.pick(alphabet), at: index)
            default:
                if index < bytes.count { bytes.insert(bytes[index], at: index) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@Suite struct FormatFuzzTests {
    /// Thousands of grammar-aware and mutated formats: the parser never traps, every error index
    /// is in `0...format.count`, and every success has ranges inside the format.
    @Test func parserNeverTrapsAndIndicesStayInBounds() {
        var generator = FormatGenerator(random: SplitMix64(seed: 20_240_601))
        let views: Set<String> = ["a", "b", "c", "_v1", "zz"]
        let metrics: [String: Double] = ["m": 12, "p": 500, "huge": 1e308, "neg": -4]
        var outcomes = (successes: 0, failures: 0)
        for round in 0..<6000 {
            var format = generator.format()
            if round % 2 == 1 { format = generator.mutate(format) }
            let options: FormatOptions
            switch round % 4 {
            case 0, 1: options = []
            case 2: options = generator.random.pick(FormatOptions.named).option
            default: options = FormatOptions(rawValue: UInt(generator.random.next() % (1 << 20)))
            }
            switch VisualFormatLanguage.parse(format, options: options, metrics: metrics, views: views) {
            case .success(let constraints):
                outcomes.successes += 1
                for constraint in constraints {
                    #expect(constraint.range.lowerBound >= 0 && constraint.range.upperBound <= format.utf8.count,
                            "\(format)")
                    #expect(constraint.constant.isFinite, "\(format)")
                    _ = constraint.description
                }
            case .failure(let error):
                outcomes.failures += 1
                #expect((0...format.count).contains(error.index), "\(format) -> \(error.index)")
                #expect(error.reason.hasPrefix("Unable to parse constraint format: "))
            }
        }
        // The generator must exercise both paths.
        #expect(outcomes.successes > 1000)
        #expect(outcomes.failures > 1000)
    }

    /// Random bytes, including non-ASCII, never trap either.
    @Test func randomBytes() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            let length = random.below(24)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let format = String(decoding: bytes, as: UTF8.self)
            if case .failure(let error) = VisualFormatLanguage.parse(format, views: ["a"]) {
                #expect((0...format.count).contains(error.index))
            }
        }
    }

    @Test func generatorIsDeterministic() {
        var first = FormatGenerator(random: SplitMix64(seed: 1))
        var second = FormatGenerator(random: SplitMix64(seed: 1))
        #expect((0..<50).map { _ in first.format() } == (0..<50).map { _ in second.format() })
    }
}
