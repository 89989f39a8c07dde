import SeededRandomness
import Testing

@testable import LayoutSnapshot

@Suite("LineDiff")
struct LineDiffTests {
    func diffLines(_ texts: [String]) -> [DiffLine] {
        texts.map { DiffLine(text: $0, endsWithNewline: true) }
    }

    @Test func splittingText() {
        #expect(DiffLine.lines(of: "") == [])
        #expect(DiffLine.lines(of: "a\nb\n") == diffLines(["a", "b"]))
        #expect(
            DiffLine.lines(of: "a\nb") == [
                DiffLine(text: "a", endsWithNewline: true),
                DiffLine(text: "b", endsWithNewline: false)
            ])
        #expect(DiffLine.lines(of: "\n\n") == diffLines(["", ""]))
        #expect(DiffLine.lines(of: "a\r\n") == diffLines(["a\r"]))
    }

    /// Checks that `edits` turns `old` into `new`: every old line once (kept or removed),
    /// every new line once (kept or inserted), in order, kept lines equal.
    func expectValid(
        _ edits: [LineEdit], _ old: [DiffLine], _ new: [DiffLine],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var oldSeen: [Int] = []
        var newSeen: [Int] = []
        for edit in edits {
            switch edit.kind {
            case .kept:
                oldSeen.append(edit.old)
                newSeen.append(edit.new)
                #expect(old[edit.old] == new[edit.new], sourceLocation: sourceLocation)
            case .removed: oldSeen.append(edit.old)
            case .inserted: newSeen.append(edit.new)
            }
        }
        #expect(oldSeen == Array(old.indices), sourceLocation: sourceLocation)
        #expect(newSeen == Array(new.indices), sourceLocation: sourceLocation)
    }

    /// The length of a longest common subsequence, by dynamic programming.
    func lcsLength(_ a: [DiffLine], _ b: [DiffLine]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    // Myers' script is valid and minimal (it keeps a longest common subsequence) on 3000
    // random pairs of texts over a three-line alphabet.
    @Test func randomTextsGiveValidMinimalScripts() {
        var random = SplitMix64(seed: 20_241_122)
        let alphabet = diffLines(["a", "b", "c"])
        for _ in 0..<3000 {
            let old = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<3, using: &random)]
            }
            let new = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<3, using: &random)]
            }
            let edits = LineDiff.edits(from: old, to: new)
            expectValid(edits, old, new)
            #expect(edits.filter { $0.kind == .kept }.count == lcsLength(old, new), "\(old) -> \(new)")
        }
    }

    @Test func insertionsAndRemovalsRecordTheOtherSidesPosition() {
        let edits = LineDiff.edits(from: diffLines(["a", "b", "c"]), to: diffLines(["a", "x", "c", "d"]))
        #expect(
            edits == [
                LineEdit(kind: .kept, old: 0, new: 0),
                LineEdit(kind: .removed, old: 1, new: 1),
                LineEdit(kind: .inserted, old: 2, new: 1),
                LineEdit(kind: .kept, old: 2, new: 2),
                LineEdit(kind: .inserted, old: 3, new: 3)
            ])
    }

    // Texts too different for the bounded search are replaced whole: still a valid script.
    @Test func veryDifferentTextsFallBackToReplacement() {
        let old = diffLines((0..<700).map { "old \($0)" })
        let new = diffLines(["same"] + (0..<700).map { "new \($0)" } + ["end"])
        #expect(LineDiff.myers(old, new) == nil)
        let edits = LineDiff.edits(from: old, to: new)
        expectValid(edits, old, new)
        #expect(edits.filter { $0.kind == .removed }.count == 700)
    }

    @Test func sharedStartAndEndAreKeptBeforeSearching() {
        let old = diffLines((0..<2000).map { "line \($0)" })
        var new = old
        new[1000] = DiffLine(text: "changed", endsWithNewline: true)
        let edits = LineDiff.edits(from: old, to: new)
        expectValid(edits, old, new)
        #expect(
            edits.filter { $0.kind != .kept } == [
                LineEdit(kind: .removed, old: 1000, new: 1000),
                LineEdit(kind: .inserted, old: 1001, new: 1000)
            ])
    }
}
