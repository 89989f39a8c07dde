@testable import LayoutCLI
import Testing

/// The whole command in process: dispatch, and a seeded fuzz over hostile arguments.
@Suite("LayoutTool")
struct LayoutToolTests {
    @Test func version() {
        #expect(LayoutTool.run(["--version"]) == CommandOutput(standardOutput: "0.1.0\n"))
        #expect(LayoutTool.versionLine == "\(Version.current)\n")
    }

    @Test func helpGoesToStandardOutput() {
        let output = LayoutTool.run(["help", "check"])
        #expect(output.status == .success)
        #expect(output.standardOutput == Help.text(for: Commands.check))
        #expect(output.standardError == "")
    }

    /// A small, fixed pseudo-random generator (SplitMix64), so every run tries the same cases.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let tokens = [
        "render", "check", "help", "--help", "-h", "--version", "--", "-", "", "=", "--=",
        "--orientation", "--orientation=both", "portrait", "landscape", "both", "--size", "--size=1x1", "0x0", "1e308x1",
        "99999999x1", "-5x10", "10000x10000", "--device", "ipad", "IPHONE-SE", "nope", "--scale", "--scale=nan", "1e308",
        "0.001", "10000", "--style", "unicode", "--format", "json", "--format=text", "--strict", "--strict=1",
        "Layouts/seed.vfl", "Layouts/find-bar.vfl", "Layouts", "missing.vfl", "\u{1B}[2J", "ｘ", "x", "320x568",
    ]

    /// Any mix of these arguments ends with status 0, 1 or 64, never a trap; a usage error
    /// prints nothing on standard output and starts with `error: `.
    @Test func randomArgumentsNeverTrap() {
        var generator = SplitMix64(state: 2024)
        for _ in 0..<1500 {
            let count = Int.random(in: 0...5, using: &generator)
            let arguments = (0..<count).map { _ in Self.tokens.randomElement(using: &generator) ?? "" }
            let output = LayoutTool.run(arguments)
            switch output.status {
            case .usage:
                #expect(output.standardOutput == "", "\(arguments)")
                #expect(output.standardError.hasPrefix("error: "), "\(arguments)")
            case .failure:
                #expect(output.standardError != "", "\(arguments)")
            case .success:
                #expect(output.standardOutput != "", "\(arguments)")
            }
        }
    }
}
