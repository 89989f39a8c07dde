import Foundation
import Testing

/// `--max-errors N`: the first N errors by location, then clang's `too many errors emitted,
/// stopping now`; 20 by default, 0 for all of them.
@Suite("--max-errors")
struct ErrorLimitCommandTests {
    /// 25 unknown statements after one view.
    static let files = ["bad.vfl": "view a\n" + (1...25).map { "bad\($0)" }.joined(separator: "\n") + "\n"]

    /// The error for `badN` on line N + 1, with its source line and caret.
    static func error(_ number: Int) -> String {
        let name = "bad\(number)"
        return "bad.vfl:\(number + 1):1: error: unknown statement '\(name)'; a line is a declaration (view, button, "
            + "label, stack, guide, canvas, spacing, direction, orientation, safearea, sizeclass, allow, metrics), a VFL string (H:, V:, | or [) or an equation (a.left == b.right)\n"
            + "    \(name)\n    ^" + String(repeating: "~", count: name.count - 1) + "\n"
    }

    static let stopped = "bad.vfl: error: too many errors emitted, stopping now (--max-errors 0 prints every error)\n"

    @Test(arguments: ["render", "check", "test"])
    func twentyByDefault(_ command: String) throws {
        let run = try layout([command, "bad.vfl"], files: Self.files)
        let expected = (1...20).map(Self.error).joined() + Self.stopped
        if command == "test" {
            let indented = expected.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                .map { "    " + $0 + "\n" }.joined()
            #expect(run == Run(status: 1, stdout: "FAIL bad.vfl\n" + indented + "0 passed, 1 failed\n", stderr: ""))
        } else {
            #expect(run == Run(status: 1, stdout: "", stderr: expected))
        }
    }

    @Test func aLimitOfThree() throws {
        let run = try layout(["check", "bad.vfl", "--max-errors", "3"], files: Self.files)
        #expect(run == Run(status: 1, stdout: "", stderr: (1...3).map(Self.error).joined() + Self.stopped))
    }

    @Test func zeroPrintsEveryError() throws {
        let run = try layout(["render", "bad.vfl", "--max-errors=0"], files: Self.files)
        #expect(run == Run(status: 1, stdout: "", stderr: (1...25).map(Self.error).joined()))
    }

    /// Errors found while building (Apple's VFL parser) stop at the limit too.
    @Test func buildingErrorsStopAtTheLimit() throws {
        let files = ["vfl.vfl": "view a\n" + Array(repeating: "H:[a]-[", count: 5).joined(separator: "\n") + "\n"]
        let run = try layout(["check", "vfl.vfl", "--max-errors", "2"], files: files)
        let error = { (line: Int) in
            "vfl.vfl:\(line):8: error: Expected a view\n    H:[a]-[\n           ^\n"
        }
        #expect(
            run
                == Run(
                    status: 1, stdout: "",
                    stderr: error(2) + error(3)
                        + "vfl.vfl: error: too many errors emitted, stopping now (--max-errors 0 prints every error)\n")
        )
    }

    /// Conflicts and ambiguity, which `check` reports as errors, stop at the limit; the
    /// summary still counts them all, and the JSON report ends with the same error.
    @Test func layoutErrorsStopAtTheLimit() throws {
        let files = ["free.vfl": "canvas 100x100\n" + (1...5).map { "view v\($0)" }.joined(separator: "\n") + "\n"]
        let run = try layout(["check", "free.vfl", "--orientation", "portrait", "--max-errors", "3"], files: files)
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr.components(separatedBy: ": error: ").count - 1 == 4)
        #expect(
            run.stderr.hasSuffix(
                """
                free.vfl:3:6: error: v2 is ambiguous horizontally: x and width are not determined by its constraints (ambiguous layout)
                    view v2
                         ^~
                free.vfl: error: too many errors emitted, stopping now (--max-errors 0 prints every error)
                free.vfl: 10 errors (portrait 100x100)

                """))
        let json = try layout(
            ["check", "free.vfl", "--orientation", "portrait", "--max-errors", "1", "--format", "json"],
            files: files)
        #expect(
            json.stdout.hasSuffix(
                """
                  "diagnostics": [
                    {"severity": "error", "file": "free.vfl", "line": 2, "column": 6, "message": "v1 is ambiguous horizontally: x and width are not determined by its constraints (ambiguous layout)"},
                    {"severity": "error", "file": "free.vfl", "line": 0, "column": 0, "message": "too many errors emitted, stopping now (--max-errors 0 prints every error)"}
                  ]
                }

                """))
    }

    @Test(arguments: ["-1", "x", "2.5", "", "1e3"])
    func badValuesAreUsageErrors(_ value: String) throws {
        let run = try layout(["check", "bad.vfl", "--max-errors", value], files: Self.files)
        #expect(run.status == 64 && run.stdout.isEmpty)
        if !value.isEmpty {
            #expect(
                run.stderr.hasPrefix(
                    "error: invalid value '\(value)' for '--max-errors <count>'; expected a whole number"))
        }
    }
}
