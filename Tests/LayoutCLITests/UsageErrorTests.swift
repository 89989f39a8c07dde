import Testing

/// Bad arguments: `error: ...`, the usage line and a pointer to the help on standard error,
/// nothing on standard output, exit status 64. None of them reads a file (the files named
/// here do not exist), and none traps.
@Suite("Usage errors")
struct UsageErrorTests {
    /// Arguments of `layout render` and the message they give.
    static let renderCases: [([String], String)] = [
        ([], "missing expected argument '<file>'"),
        ([""], "empty value for '<file>'"),
        (["a.vfl", "b.vfl"], "unexpected argument 'b.vfl'"),
        (["a.vfl", "--bogus"], "unknown option '--bogus'"),
        (["a.vfl", "--sise", "3x3"], "unknown option '--sise'; did you mean '--size'?"),
        (["a.vfl", "--orientaton=portrait"], "unknown option '--orientaton'; did you mean '--orientation'?"),
        (["a.vfl", "-x"], "unknown option '-x'"),
        (["a.vfl", "--size"], "missing value for '--size <size>'"),
        (["a.vfl", "--size", "--strict"], "missing value for '--size <size>'"),
        (["a.vfl", "--size", ""], "empty value for '--size <size>'"),
        (["a.vfl", "--format="], "empty value for '--format <format>'"),
        (["a.vfl", "--strict", "--strict"], "option '--strict' given more than once"),
        (["a.vfl", "--scale", "8", "--scale=8"], "option '--scale' given more than once"),
        (["a.vfl", "--strict=yes"], "option '--strict' does not take a value"),
        (["a.vfl", "--size", "300x200", "--orientation", "both"], "'--size' cannot be used with '--orientation'"),
        (["a.vfl", "--device", "ipad", "--size", "300x200"], "'--size' cannot be used with '--device'"),
        (
            ["a.vfl", "--orientation", "sideways"],
            "invalid value 'sideways' for '--orientation <orientation>'; expected portrait, landscape, both or canvas"
        ),
        (
            ["a.vfl", "--orientation", "Portrait"],
            "invalid value 'Portrait' for '--orientation <orientation>'; did you mean 'portrait'?"
        ),
        (["a.vfl", "--style", "fancy"], "invalid value 'fancy' for '--style <style>'; expected ascii or unicode"),
        (["a.vfl", "--format", "xml"], "invalid value 'xml' for '--format <format>'; expected text, json, svg or html"),
        (
            ["a.vfl", "--device", "ipone-se"],
            "invalid value 'ipone-se' for '--device <device>'; did you mean 'iphone-se'?"
        ),
        (
            ["a.vfl", "--device", "iphone-18-pro"],
            "invalid value 'iphone-18-pro' for '--device <device>'; did you mean "
                + "'iphone-11-pro' (375x812, another model: its screen may differ)?"
        ),
        (
            ["a.vfl", "--device", "pixel"],
            "invalid value 'pixel' for '--device <device>'; expected a device: iphone-se, iphone-8, iphone-x, iphone-13-mini, "
                + "iphone-14, iphone-15, iphone-16-pro, iphone-air, iphone-14-pro-max, iphone-16-pro-max, ipad, ipad-pro-11, ipad-pro-12.9"
        ),
        (
            ["a.vfl", "--style", "\u{1B}[31mred"],
            "invalid value '\\u{1B}[31mred' for '--style <style>'; expected ascii or unicode"
        ),
        (
            ["a.vfl", "--format", String(repeating: "j", count: 100)],
            "invalid value '\(String(repeating: "j", count: 40))...' for '--format <format>'; expected text, json, svg or html"
        )
    ]

    /// Sizes that are not `WIDTHxHEIGHT` with each side in `(0, 10000]`.
    static let badSizes = [
        "0x0", "0x10", "99999999x1", "99999999999999999999999x1", "-5x10", "10x-5", "10001x5",
        "320", "320x", "x568", "320x568x2", "1e3x5", "nanxnan", "infx10", "0x10x", "1.2.3x4",
        "320 x 568", "+5x10", "0x1p3x4", "５x5"
    ]

    /// Scales that are not a number in `(0, 10000]`.
    static let badScales = [
        "1e308", "nan", "inf", "0", "0.0", "-1", "10000.5", "99999999999999999999", "8pt", " 8",
        "0x8", ".", "1,5"
    ]

    @Test(arguments: renderCases)
    func render(_ arguments: [String], _ message: String) throws {
        #expect(try layout(["render"] + arguments) == Run(status: 64, stdout: "", stderr: usageError(message)))
    }

    @Test(arguments: badSizes)
    func badSize(_ size: String) throws {
        let message =
            "invalid value '\(size)' for '--size <size>'; expected WIDTHxHEIGHT in points, "
            + "each side more than 0 and at most 10000, like 375x667"
        #expect(
            try layout("render", "a.vfl", "--size", size) == Run(status: 64, stdout: "", stderr: usageError(message)))
        #expect(
            try layout("check", "a.vfl", "--size", size)
                == Run(status: 64, stdout: "", stderr: usageError(message, command: "check")))
    }

    @Test(arguments: badScales)
    func badScale(_ scale: String) throws {
        let message =
            "invalid value '\(scale)' for '--scale <scale>'; expected points per column, "
            + "more than 0 and at most 10000, like 8 or 4.5"
        #expect(
            try layout("render", "a.vfl", "--scale", scale) == Run(status: 64, stdout: "", stderr: usageError(message)))
    }

    /// The bounds themselves are fine.
    @Test func sizesAndScalesAtTheLimits() throws {
        let run = try layout(["render", "small.vfl", "--size", "10000x0.5", "--scale", "10000"], files: Fixtures.small)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("landscape 10000x0.5 (10000 pt per column)\n"))
        #expect(run.stdout.hasSuffix("\nbox  in root  (20, 20, 9960, 40)\n"))
        #expect(run.stderr == "")
    }

    /// `check` has no drawing options.
    @Test(arguments: [
        (["--scale", "8"], "unknown option '--scale'"),
        (["--style", "ascii"], "unknown option '--style'"),
        (["--strict"], "unknown option '--strict'"),
        (["--orientation", "both", "--size", "1x1"], "'--size' cannot be used with '--orientation'")
    ])
    func check(_ arguments: [String], _ message: String) throws {
        #expect(
            try layout(["check", "a.vfl"] + arguments)
                == Run(status: 64, stdout: "", stderr: usageError(message, command: "check")))
    }

    @Test(arguments: [
        (["rendr"], "unknown subcommand 'rendr'; did you mean 'render'?"),
        (["draw"], "unknown subcommand 'draw'; expected render, check, test or help"),
        (
            ["Layouts/seed.vfl"],
            "unknown subcommand 'Layouts/seed.vfl'; to draw a layout file, "
                + "use 'layout render Layouts/seed.vfl'"
        ),
        (["--versio"], "unknown option '--versio'; did you mean '--version'?"),
        (["--strict", "render"], "unknown option '--strict'"),
        (["--version", "render"], "unexpected argument 'render'"),
        ([""], "unknown subcommand ''; expected render, check, test or help")
    ])
    func topLevel(_ arguments: [String], _ message: String) throws {
        #expect(try layout(arguments) == Run(status: 64, stdout: "", stderr: usageError(message, command: nil)))
    }

    @Test(arguments: [
        (["frobnicate"], "unknown subcommand 'frobnicate'; expected render, check, test or help"),
        (["chekc"], "unknown subcommand 'chekc'; did you mean 'check'?"),
        (["render", "check"], "unexpected argument 'check'"),
        (["--all"], "unknown option '--all'")
    ])
    func help(_ arguments: [String], _ message: String) throws {
        #expect(
            try layout(["help"] + arguments)
                == Run(
                    status: 64, stdout: "",
                    stderr: usageError(
                        message, command: "help",
                        usage: "layout help [<subcommand>]")))
    }
}
