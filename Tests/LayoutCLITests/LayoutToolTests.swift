import LayoutPipeline
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

    /// `render` and `check` of one file hand their run to the hook that keeps it until the
    /// process exits (`main.swift`); in process, without a hook, nothing keeps it.
    @Test func oneFilesRunIsKeptForTheExit() {
        let file = { Array("view a\nH:|[a]|\nV:|[a]|\n".utf8) }
        for command in ["render", "check"] {
            var kept: [LayoutRun] = []
            let output = LayoutTool.run([command, "-"], input: file, keepUntilExit: { kept.append($0) })
            #expect(output.status == .success, "\(command)")
            #expect(kept.count == 1, "\(command)")
            #expect(kept.first?.scene?.layouts.count == 2, "\(command)")
        }
    }
}
