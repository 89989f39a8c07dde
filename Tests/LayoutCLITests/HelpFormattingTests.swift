import Testing

@testable import LayoutCLI

/// Help layout on its own: wrapping and the two-column tables.
@Suite("Help formatting")
struct HelpFormattingTests {
    @Test func wrapping() {
        #expect(TextWrapping.lines("", width: 10) == [])
        #expect(TextWrapping.lines("one two three", width: 7) == ["one two", "three"])
        #expect(TextWrapping.lines("one  two", width: 80) == ["one two"])
        #expect(TextWrapping.lines("abcdefghijkl mn", width: 5) == ["abcdefghijkl", "mn"])
    }

    @Test func tableRows() {
        let lines = Help.table([("--short", "Fits beside."), ("--a-rather-long-option <value>", "Goes below.")])
        #expect(
            lines == [
                "  --short                 Fits beside.",
                "  --a-rather-long-option <value>",
                "                          Goes below."
            ])
    }

    /// A label of exactly 22 characters still leaves two spaces before the description.
    @Test func labelAtTheLimit() {
        let label = String(repeating: "x", count: 22)
        #expect(Help.table([(label, "Beside.")]) == ["  " + label + "  Beside."])
        #expect(
            Help.table([(label + "y", "Below.")]) == ["  " + label + "y", String(repeating: " ", count: 26) + "Below."])
    }

    /// Every option of every command is described in its help, so parser and help agree.
    @Test func everyOptionIsInItsHelp() {
        for command in [RenderCommand.spec, CheckCommand.spec, Commands.root] {
            let text = Help.text(for: command)
            for option in command.options {
                #expect(text.contains("  " + option.label), "\(command.name) \(option.label)")
            }
        }
    }
}
