import Testing

@testable import SourceDiagnostics

@Suite struct SourceLocationTests {
    @Test func ordersByLineThenColumn() {
        let locations = [
            FileLocation(line: 2, column: 1), FileLocation(line: 1, column: 9), FileLocation(line: 1, column: 3)
        ]
        #expect(
            locations.sorted() == [
                FileLocation(line: 1, column: 3), FileLocation(line: 1, column: 9),
                FileLocation(line: 2, column: 1)
            ])
        #expect(FileLocation(line: 12, column: 9).description == "12:9")
    }

    /// Lines and columns are kept in 32 bits: a value beyond that is clamped, never wrapped,
    /// so the order of locations still holds.
    @Test func clampsBeyondThirtyTwoBits() {
        let far = FileLocation(line: Int(Int32.max) + 5, column: -Int(Int32.max) - 9)
        #expect(far.line == Int(Int32.max) && far.column == Int(Int32.min))
        var moved = FileLocation(line: 7, column: 2)
        moved.line = Int.max
        #expect(moved.line == Int(Int32.max) && FileLocation(line: 2_000_000, column: 1) < moved)
    }

    @Test func rangeIsNeverInverted() {
        let range = SourceRange(start: FileLocation(line: 3, column: 9), end: FileLocation(line: 3, column: 5))
        #expect(range.start == FileLocation(line: 3, column: 5))
        #expect(range.end == FileLocation(line: 3, column: 9))
        #expect(range.description == "3:5-3:9")
        #expect(!range.isEmpty)
        #expect(SourceRange(at: FileLocation(line: 1, column: 1)).isEmpty)
    }

    @Test func unionCoversBoth() {
        #expect(lineRange(1, 5..<7).union(lineRange(1, 2..<3)) == lineRange(1, 2..<7))
        #expect(lineRange(1, 5..<7).union(lineRange(2, 1..<2)).end == FileLocation(line: 2, column: 2))
    }
}
