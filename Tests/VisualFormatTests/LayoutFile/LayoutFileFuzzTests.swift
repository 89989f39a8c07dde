import Testing
@testable import VisualFormat

/// A small deterministic generator (xorshift64*), so the fuzz corpus is the same on every run
/// and platform.
struct FuzzGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// Thousands of mutated layout files: none may trap, every diagnostic must point inside the
/// input, parsing must be deterministic, and a document must only come without errors.
@Suite struct FuzzTests {
    /// A file that uses every statement and modifier.
    static let richLayout = """
        \u{FEFF}# Every statement kind.
        canvas iphone-se landscape
        spacing 8 20
        direction rtl
        metrics pad=20 h=100 neg=-4
        view card
        view avatar in card intrinsic 40x40 hugging 251 250 compression required
        button ok "OK \\"now\\"" in card hugging defaultLow+1
        label title "Hello, 界 👍🏽" in card baseline 14 4
        H:|-pad-[avatar]-[title]-| alignAllCenterY
        V:|-[avatar(==h@750)]-(>=8)-[ok] alignAllLeading|alignAllTrailing
        gap: ok.leading == avatar.trailing + 8 @defaultHigh - 1
        title.width >= 0.5 * card.width - neg @750 # half
        ok.height == 44
        """

    /// Pieces a mutation may insert.
    static let fragments = [
        "\"", "\\", "#", "@", "==", "<=", ">=", "=", ".", "*", "+", "-", "|", "[", "]", "(", ")", ":", "x", "-x-",
        " ", "\t", "\r", "\n", "\r\n", "\u{FEFF}", "\u{A0}", "é", "e\u{301}", "👍🏽", "界", "\u{0}", "\u{1B}", "\u{202E}",
        "9999999999999999999", "0.5", ".5", "1.2.3", "nan", "inf", "root", "view ", "button ", "label ", "in ",
        "intrinsic ", "hugging ", "compression ", "baseline ", "canvas ", "spacing ", "metrics ", "direction ",
        "H:", "V:", "alignAllTop", "required", "defaultHigh", "card", "ok", "title", "avatar", "pad", ".width",
        ".left", ".top", "46x30", "320x568", "iphone-se", "rtl", "landscape", "\"unterminated",
    ]

    /// Applies one random mutation to the characters of a file.
    static func mutate(_ characters: inout [Character], _ random: inout FuzzGenerator) {
        let count = characters.count
        switch random.next() % 7 {
        case 0 where count > 0:   // delete a short run
            let start = Int(random.next() % UInt64(count))
            let length = min(count - start, 1 + Int(random.next() % 8))
            characters.removeSubrange(start..<(start + length))
        case 1, 2:                // insert a fragment
            let position = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            let fragment = fragments[Int(random.next() % UInt64(fragments.count))]
            characters.insert(contentsOf: Array(fragment), at: position)
        case 3 where count > 0:   // replace a character by a random scalar
            let position = Int(random.next() % UInt64(count))
            let value = UInt32(random.next() % 0x3000)
            characters[position] = Character(Unicode.Scalar(value) ?? "?")
        case 4:                   // duplicate or swap lines
            var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.count > 1 else { return }
            let a = Int(random.next() % UInt64(lines.count)), b = Int(random.next() % UInt64(lines.count))
            if random.next() % 2 == 0 { lines.swapAt(a, b) } else { lines.insert(lines[a], at: b) }
            characters = Array(lines.joined(separator: "\n"))
        case 5 where count > 0:   // truncate
            characters.removeSubrange(Int(random.next() % UInt64(count))...)
        default:                  // repeat a run
            guard count > 0 else { return }
            let start = Int(random.next() % UInt64(count))
            let run = characters[start..<min(count, start + 1 + Int(random.next() % 12))]
            characters.insert(contentsOf: run, at: start)
        }
    }

    /// Every problem with one parse, as messages.
    static func problems(in source: String) -> [String] {
        let result = LayoutFileParser.parse(source: source, path: "fuzz.vfl")
        var problems: [String] = []
        func check(_ diagnostic: Diagnostic) {
            guard let range = diagnostic.range else { return problems.append("no location: \(diagnostic.message)") }
            if !result.source.contains(range) { problems.append("outside the input at \(range): \(diagnostic.message)") }
            if range.start.line != range.end.line { problems.append("spans lines at \(range)") }
            if diagnostic.message.isEmpty { problems.append("empty message") }
            diagnostic.notes.forEach(check)
        }
        result.diagnostics.forEach(check)
        if result.diagnostics.map(\.location) != Diagnostic.sorted(result.diagnostics).map(\.location) {
            problems.append("diagnostics not sorted")
        }
        if (result.document == nil) != result.hasErrors { problems.append("document and errors disagree") }
        if let document = result.document {
            let ranges = document.views.flatMap { [$0.name.range, $0.range] } + document.statements.map(\.range)
            for range in ranges where !result.source.contains(range) { problems.append("document range outside: \(range)") }
        }
        let rendered = result.renderedDiagnostics()
        let headers = rendered.split(separator: "\n").filter { $0.hasPrefix("fuzz.vfl:") }.count
        let expected = result.diagnostics.reduce(0) { $0 + 1 + $1.notes.count }
        if headers != expected { problems.append("rendered \(headers) headers for \(expected) diagnostics") }
        let again = LayoutFileParser.parse(source: source, path: "fuzz.vfl")
        if again.diagnostics != result.diagnostics || again.document != result.document { problems.append("not deterministic") }
        return problems
    }

    @Test(arguments: [seedLayout, richLayout])
    func mutatedFilesNeverTrapAndStayInBounds(base: String) {
        #expect(Self.problems(in: base).isEmpty)
        var random = FuzzGenerator(seed: UInt64(base.utf8.count))
        var failures: [String] = []
        var withErrors = 0
        var messages: Set<String> = []
        for _ in 0..<2_000 {
            var characters = Array(base)
            for _ in 0..<(1 + Int(random.next() % 4)) { Self.mutate(&characters, &random) }
            let source = String(characters)
            for problem in Self.problems(in: source) where failures.count < 10 {
                failures.append("\(problem)\n--- input:\n\(source)")
            }
            let result = LayoutFileParser.parse(source: source, path: "fuzz.vfl")
            if result.hasErrors { withErrors += 1 }
            for diagnostic in result.diagnostics { messages.insert(String(diagnostic.message.prefix(12))) }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
        // The mutations reach both outcomes and many different errors.
        #expect(withErrors > 500 && withErrors < 1_950, "\(withErrors) of 2000 mutated files had errors")
        #expect(messages.count > 30, "only \(messages.count) kinds of message")
    }

    @Test func randomBytesDecodeOrFailCleanly() throws {
        var random = FuzzGenerator(seed: 42)
        let base = Array(Self.richLayout.utf8)
        for _ in 0..<2_000 {
            var bytes = base
            for _ in 0..<(1 + Int(random.next() % 3)) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            do {
                let text = try LayoutFile.decode(bytes, path: "f")
                #expect(text.utf8.count <= bytes.count)
            } catch {
                guard case .invalidUTF8(_, let byte, let offset, let location) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(offset >= 0 && offset < bytes.count && bytes[offset] == byte)
                let lossy = SourceText(String(decoding: bytes, as: UTF8.self))
                #expect(lossy.contains(location), "\(location) outside the decoded text")
            }
        }
    }
}
