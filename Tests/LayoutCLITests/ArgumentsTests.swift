@testable import LayoutCLI
import Testing

@Suite("Arguments")
struct ArgumentsTests {
    @Test func placeholder() {
        #expect(throws: Never.self) { try Arguments.parse(["a.vfl"], for: Commands.render) }
    }
}
