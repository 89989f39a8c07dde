/// Random edits of an input: the "mutated" half of fuzzing. Each call applies one to four
/// edits chosen from deleting a run, inserting a fragment (a token of the grammar or a
/// troublesome character), replacing a character by a random scalar, swapping or duplicating
/// lines, truncating, repeating a run, and splicing in part of another input.
public struct Mutator: Sendable {
    /// Pieces an insertion may use.
    public var fragments: [String]

    /// A mutator inserting `fragments`.
    public init(fragments: [String] = Mutator.layoutFragments) {
        self.fragments = fragments
    }

    /// Tokens of the layout-file grammar and characters that have broken parsers before:
    /// quotes, escapes, line breaks of every kind, a byte-order mark, a no-break space,
    /// combining marks, emoji, NUL, escape, right-to-left override, huge and odd numbers.
    public static let layoutFragments = [
        "\"", "\\", "#", "@", "==", "<=", ">=", "=", ".", "*", "/", "+", "-", "|", "[", "]", "(", ")", ":", "x", "-x-",
        " ", "\t", "\r", "\n", "\r\n", "\u{FEFF}", "\u{A0}", "\u{2028}", "é", "e\u{301}", "👍🏽", "界", "\u{0}", "\u{1B}",
        "\u{202E}", "9999999999999999999", "1e308", "0.5", ".5", "1.2.3", "-0", "nan", "inf", "-inf", "infinity",
        "root", "view ", "button ", "label ", "in ", "intrinsic ", "hugging ", "compression ", "baseline ",
        "canvas ", "spacing ", "metrics ", "metric ", "direction ", "H:", "V:", "alignAllTop", "alignAllCenterY|",
        "required", "defaultHigh", "defaultLow+1", ".fittingSizeLevel", "card", "ok", "title", "avatar", "pad",
        ".width", ".left", ".leading", ".top", ".centerX", ".firstBaseline", "46x30", "320x568", "0x0", "-x30",
        "10000x10000", "iphone-se", "ipad", "rtl", "landscape", "\"unterminated", "a:", "@750"
    ]

    /// Bytes a format mutation may insert: every character of the VFL grammar, and a few that
    /// are not (NUL, DEL, a byte above ASCII).
    public static let formatAlphabet: [UInt8] = Array("[]()|-@,:=<>HV 0123456789abe.x_\t".utf8) + [0, 0x7F, 0xC3]

    /// `text` after one to four edits.
    public func mutate(_ text: String, splicing other: String? = nil, using random: inout FuzzRandom) -> String {
        var characters = Array(text)
        for _ in 0...random.below(4) { edit(&characters, splicing: other, using: &random) }
        return String(characters)
    }

    /// `bytes` after one to four byte edits: deletions, insertions from `alphabet`,
    /// duplications.
    public func mutate(bytes: [UInt8], alphabet: [UInt8] = Mutator.formatAlphabet, using random: inout FuzzRandom)
        -> [UInt8]
    {
        var bytes = bytes
        for _ in 0...random.below(4) {
            let index = random.below(bytes.count + 1)
            switch random.below(4) {
            case 0 where index < bytes.count: bytes.remove(at: index)
            case 1: bytes.insert(random.pick(alphabet), at: index)
            case 2 where index < bytes.count: bytes[index] = UInt8(truncatingIfNeeded: random.next())
            default: if index < bytes.count { bytes.insert(bytes[index], at: index) }
            }
        }
        return bytes
    }

    private func edit(_ characters: inout [Character], splicing other: String?, using random: inout FuzzRandom) {
        let count = characters.count
        switch random.below(8) {
        case 0 where count > 0: // delete a short run
            let start = random.below(count)
            characters.removeSubrange(start..<min(count, start + 1 + random.below(8)))
        case 1, 2: // insert a fragment
            characters.insert(contentsOf: Array(random.pick(fragments)), at: random.below(count + 1))
        case 3 where count > 0: // replace a character by a random scalar (many planes)
            let value = random.chance(50) ? UInt32(random.below(0x3000)) : UInt32(random.below(0x11_0000))
            characters[random.below(count)] = Character(Unicode.Scalar(value) ?? "\u{FFFD}")
        case 4: // swap or duplicate lines
            var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.count > 1 else { return }
            let a = random.below(lines.count), b = random.below(lines.count)
            if random.chance(50) { lines.swapAt(a, b) } else { lines.insert(lines[a], at: b) }
            characters = Array(lines.joined(separator: "\n"))
        case 5 where count > 0: // truncate
            characters.removeSubrange(random.below(count)...)
        case 6: // splice in a run of another input
            guard let other, !other.isEmpty else { return }
            let donor = Array(other)
            let start = random.below(donor.count)
            let run = donor[start..<min(donor.count, start + 1 + random.below(40))]
            characters.insert(contentsOf: run, at: random.below(count + 1))
        default: // repeat a run
            guard count > 0 else { return }
            let start = random.below(count)
            let run = characters[start..<min(count, start + 1 + random.below(12))]
            characters.insert(contentsOf: run, at: start)
        }
    }
}
