import Testing

@testable import LayoutCLI

/// The argument parser on its own, in process.
@Suite("Arguments")
struct ArgumentsTests {
    private func parse(_ arguments: [String], _ command: CommandSpec = RenderCommand.spec) throws(UsageError)
        -> Arguments
    {
        try Arguments.parse(arguments, for: command)
    }

    @Test func positionalsValuesAndFlags() throws {
        let parsed = try parse(["--scale", "4", "a.vfl", "--strict", "--style=unicode"])
        #expect(parsed.positionals == ["a.vfl"])
        #expect(parsed.values == ["--scale": "4", "--style": "unicode"])
        #expect(parsed.flags == ["--strict"])
        #expect(!parsed.helpRequested)
        #expect(parsed.has(Options.strict.spec) && parsed.has(Options.scale.spec) && !parsed.has(Options.size.spec))
    }

    /// Only the first `=` separates the name from the value.
    @Test func valueWithAnEqualsSign() throws {
        #expect(try parse(["a.vfl", "--size=3x3=4"]).values == ["--size": "3x3=4"])
    }

    /// A value may start with one dash (and then fails its own check), not with two.
    @Test func valuesStartingWithADash() throws {
        #expect(try parse(["a.vfl", "--size", "-5x10"]).values == ["--size": "-5x10"])
        #expect(throws: UsageError("missing value for '--size <size>'", command: RenderCommand.spec)) {
            try parse(["a.vfl", "--size", "--scale", "4"])
        }
    }

    @Test func helpWinsOverEverythingBeforeTheTerminator() throws {
        #expect(try parse(["--bogus", "--size", "-h"]).helpRequested)
        #expect(try parse(["--help", "a", "b", "c"]).helpRequested)
        let afterTerminator = try parse(["--", "-h"])
        #expect(!afterTerminator.helpRequested)
        #expect(afterTerminator.positionals == ["-h"])
    }

    @Test func terminatorAndLoneDash() throws {
        #expect(try parse(["-"]).positionals == ["-"])
        #expect(try parse(["--", "--strict"]).positionals == ["--strict"])
        #expect(try parse(["--", "--strict"]).flags.isEmpty)
        #expect(throws: UsageError("unexpected argument '--'", command: RenderCommand.spec)) {
            try parse(["a", "--", "--"])
        }
    }

    @Test func optionalPositional() throws {
        #expect(try parse([], HelpCommand.spec).positionals == [])
        #expect(try parse(["render"], HelpCommand.spec).positionals == ["render"])
    }

    @Test func errors() {
        let cases: [([String], String)] = [
            ([], "missing expected argument '<file>'"),
            ([""], "empty value for '<file>'"),
            (["a", "b"], "unexpected argument 'b'"),
            (["a", "--scale"], "missing value for '--scale <scale>'"),
            (["a", "--scale="], "empty value for '--scale <scale>'"),
            (["a", "--strict=1"], "option '--strict' does not take a value"),
            (["a", "--strict", "--strict"], "option '--strict' given more than once"),
            (["a", "--version"], "unknown option '--version'"),
            (["a", "-s"], "unknown option '-s'"),
            (["a", "--=x"], "unknown option '--'"),
            (["a", "--styel", "ascii"], "unknown option '--styel'; did you mean '--style'?")
        ]
        for (arguments, message) in cases {
            #expect(throws: UsageError(message, command: RenderCommand.spec), "\(arguments)") { try parse(arguments) }
        }
    }

    @Test func usageErrorText() {
        let error = UsageError("unknown option '--x'", command: CheckCommand.spec)
        #expect(
            error.text == """
                error: unknown option '--x'
                Usage: layout check <path> ... [<options>]
                  See 'layout check --help' for more information.

                """)
        #expect(error.output == CommandOutput(standardOutput: "", standardError: error.text, status: .usage))
    }

    @Test func usageLines() {
        #expect(Commands.root.usage == "layout <subcommand>")
        #expect(RenderCommand.spec.usage == "layout render <file> [<options>]")
        #expect(HelpCommand.spec.usage == "layout help [<subcommand>]")
    }
}
