import Testing

@testable import LayoutCLI

/// The whole command in process: dispatch (random command lines are in `CommandFuzzTests`).
@Suite("LayoutTool")
struct LayoutToolTests {
    @Test func version() {
        #expect(LayoutTool.run(["--version"]) == CommandOutput(standardOutput: "0.1.0\n"))
        #expect(LayoutTool.versionLine == "\(Version.current)\n")
    }

    @Test func helpGoesToStandardOutput() {
        let output = LayoutTool.run(["help", "check"])
        #expect(output.status == .success)
        #expect(output.standardOutput == Help.text(for: CheckCommand.spec))
        #expect(output.standardError == "")
    }
}
