import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// An ambiguity caused by two views with equal hugging or compression priorities on one axis
/// gets a note naming both views and the priority to change; following it removes the
/// ambiguity.
@Suite struct PriorityHintTests {
    func diagnostics(_ source: String, at size: LayoutSize) throws -> [Diagnostic] {
        let parsed = LayoutFileParser.parse(source: source, path: "hint.vfl")
        let built = try #require(parsed.document, "\(parsed.renderedDiagnostics())").build(size: size)
        built.layout(at: size)
        return built.layoutDiagnostics()
    }

    /// Two labels (hugging 251 each) share 320 - 3 x 20 - 8 points of room to spare.
    static let labels = """
        label a "One"
        label b "Two"
        H:|-[a]-[b]-|
        V:|-[a]
        V:|-[b]

        """

    @Test func equalHuggingGetsAHint() throws {
        let found = try diagnostics(Self.labels, at: LayoutSize(width: 320, height: 568))
        #expect(
            found.map(\.message) == [
                "a is ambiguous horizontally: width is not determined by its constraints (ambiguous layout)",
                "b is ambiguous horizontally: x and width are not determined by its constraints (ambiguous layout)"
            ])
        #expect(
            found[0].notes == [
                Diagnostic(
                    .note,
                    "'a' and 'b' have the same content hugging priority (251) horizontally, "
                        + "so the room to spare may go to either; give the one that should keep its size a higher one, like "
                        + "'hugging 252 251' on 'a'", at: SourceRange(line: 2, columns: 7..<8))
            ])
        #expect(found[1].notes.isEmpty)
        // Following the hint: a hugs harder and keeps its 21 points; b takes the rest.
        let fixed = Self.labels.replacingOccurrences(of: "label a \"One\"", with: "label a \"One\" hugging 252 251")
        #expect(try diagnostics(fixed, at: LayoutSize(width: 320, height: 568)).isEmpty)
    }

    /// Squeezed below their intrinsic sizes (21 points each, 60 - 16 - 8 - 16 = 20 points
    /// for both), compression resistance decides.
    @Test func equalCompressionGetsAHint() throws {
        let source = Self.labels.replacingOccurrences(of: "H:|-[a]-[b]-|", with: "H:|-16-[a]-[b]-16-|")
        let found = try diagnostics(source, at: LayoutSize(width: 60, height: 568))
        #expect(
            found.first { $0.issue == .ambiguity }?.notes.map(\.message) == [
                "'a' and 'b' have the same compression resistance priority (750) "
                    + "horizontally, so either may be the one that shrinks; give the one that should keep its size a higher one, "
                    + "like 'compression 751 750' on 'a'"
            ])
        let fixed = source.replacingOccurrences(of: "label a \"One\"", with: "label a \"One\" compression 751 750")
        let after = try diagnostics(fixed, at: LayoutSize(width: 60, height: 568))
        #expect(!after.contains { $0.issue == .ambiguity }, "\(after.map(\.message))")
    }

    /// Vertically, with three views; and views without an intrinsic size get no hint.
    @Test func verticallyAndOnlyForIntrinsicSizes() throws {
        let source = """
            view a intrinsic 10x10
            view b intrinsic 10x10
            view c intrinsic 10x10
            V:|[a][b][c]|
            H:|[a]
            H:|[b]
            H:|[c]

            """
        let found = try diagnostics(source, at: LayoutSize(width: 100, height: 100))
        #expect(
            found.first?.notes.map(\.message) == [
                "'a', 'b' and 'c' have the same content hugging priority (250) "
                    + "vertically, so the room to spare may go to either; give the one that should keep its size a higher one, "
                    + "like 'hugging 250 251' on 'a'"
            ])
        let plain = "view a\nview b\nH:|[a][b]|\nV:|[a]|\nV:|[b]|\n"
        #expect(try diagnostics(plain, at: LayoutSize(width: 100, height: 100)).allSatisfy { $0.notes.isEmpty })
    }
}
