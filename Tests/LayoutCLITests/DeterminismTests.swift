import Foundation
import Testing

/// The same file gives the same bytes, run after run: each command is run twice in separate
/// processes (Swift seeds its hashing afresh in every process, so any order taken from a
/// dictionary or set would show as a difference).
@Suite("Determinism")
struct DeterminismTests {
    static let variants: [[String]] = [
        ["render"], ["render", "--format", "json"], ["render", "--style", "unicode", "--scale", "3"], ["check"]
    ]

    /// A messy layout: 104 views in rows, conflicts, ambiguity, priorities of every
    /// kind, wide characters, equations across the hierarchy.
    static let messy: String = {
        var lines = ["canvas ipad", "metrics gap=3 w=40", "direction rtl"]
        for row in 0..<8 {
            lines.append("view row\(row)")
            lines.append(row == 0 ? "V:|-[row0(==60@\(700 + row))]" : "V:[row\(row - 1)]-gap-[row\(row)(==row0)]")
            lines.append("H:|-[row\(row)]-|")
            for column in 0..<12 {
                let name = "c\(row)_\(column)"
                lines.append(
                    column % 3 == 0
                        ? "label \(name) \"界\(column)👍\" in row\(row)" : "view \(name) in row\(row) intrinsic 10x10")
                lines.append(
                    column == 0
                        ? "H:|-[\(name)(<=w@\(250 + column))]"
                        : "H:[c\(row)_\(column - 1)]-[\(name)(>=4@\(500 - column))]")
                if column % 4 != 1 { lines.append("V:|-[\(name)]") }
            }
            lines.append("c\(row)_11.trailing == row\(row).trailing - \(row) @\(990 - row)")
        }
        lines += ["row3.width == 500", "row3.width == 501", "c5_5.centerY == c6_6.centerY @1", "view orphan"]
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func eachExampleAndAMessyLayoutTwice() throws {
        #expect(
            ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == nil,
            "with deterministic hashing, two processes cannot show an order taken from a hash table")
        let examples = try FileManager.default.contentsOfDirectory(
            atPath: Paths.packageRoot.appendingPathComponent("Layouts").path
        )
        .filter { $0.hasSuffix(".vfl") }.sorted()
        #expect(examples.count >= 6)
        var compared = 0
        try withTemporaryDirectory { directory in
            try Data(Self.messy.utf8).write(to: directory.appendingPathComponent("messy.vfl"))
            for example in examples {
                try FileManager.default.copyItem(
                    at: Paths.packageRoot.appendingPathComponent("Layouts/\(example)"),
                    to: directory.appendingPathComponent(example))
            }
            for file in examples + ["messy.vfl"] {
                for variant in Self.variants {
                    let arguments = [variant[0], file] + variant.dropFirst()
                    let first = try layout(arguments, in: directory)
                    let second = try layout(arguments, in: directory)
                    #expect(first == second, "\(arguments)")
                    #expect(first.status == 0 || first.status == 1, "\(arguments): \(first)")
                    compared += 1
                }
            }
        }
        #expect(compared == (examples.count + 1) * Self.variants.count)
    }

    /// The messy layout really is messy: conflicts and ambiguity are in what is compared.
    @Test func messyLayoutHasConflictsAndAmbiguity() throws {
        let run = try layout(["check", "messy.vfl", "--max-errors", "0"], files: ["messy.vfl": Self.messy])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("error: unable to simultaneously satisfy constraints; breaking 'row3.width == 501'"))
        #expect(run.stderr.contains("orphan is ambiguous"))
        #expect(run.stderr.contains("c5_1 is ambiguous vertically"))
    }
}
