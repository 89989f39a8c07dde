import Foundation
import Testing

/// README.md shows what `layout` prints; these tests run what it shows and compare.
///
/// A fenced block whose first line starts with `$ ` is a shell session. Its commands run in
/// order, across the whole README, in one scratch folder holding a copy of `Layouts/`:
///
/// - `$ cat PATH` followed by lines: the file PATH has those lines (the test writes it);
/// - `$ layout ARGS` or `$ swift run layout ARGS` followed by lines: the built binary, run
///   with ARGS (split at spaces), prints exactly those lines, standard output then standard
///   error, and exits with 0 unless the output reports an error or a failure.
///
/// An HTML comment `<!-- readme-test: in PATH replace "OLD" with "NEW" -->` before a block
/// makes the edit the prose around it describes.
@Suite("README")
struct ReadmeTests {
    /// A fenced block: where it starts (1-based line of its first line), its lines, and the
    /// edits written before it.
    struct Block {
        var line: Int
        var lines: [String]
        var edits: [Edit]
    }

    struct Edit: Equatable {
        var path: String
        var old: String
        var new: String
    }

    /// One command of a session and the lines shown after it.
    struct Command {
        var line: Int
        var text: String
        var output: [String]
    }

    static func readme() throws -> String {
        try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The fenced blocks of a Markdown text, in order.
    static func blocks(of text: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var edits: [Edit] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let open = current {
                    blocks.append(open)
                    current = nil
                } else {
                    current = Block(line: index + 2, lines: [], edits: edits)
                    edits = []
                }
            } else if current != nil {
                current?.lines.append(line)
            } else if let edit = Self.edit(in: trimmed) {
                edits.append(edit)
            }
        }
        return blocks
    }

    /// `<!-- readme-test: in PATH replace "OLD" with "NEW" -->`, read.
    static func edit(in line: String) -> Edit? {
        let prefix = "<!-- readme-test: in ", suffix = "\" -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
        let body = line.dropFirst(prefix.count).dropLast(suffix.count)
        guard let replace = body.range(of: " replace \""), let with = body.range(of: "\" with \"") else { return nil }
        return Edit(path: String(body[..<replace.lowerBound]), old: String(body[replace.upperBound..<with.lowerBound]),
                    new: String(body[with.upperBound...]))
    }

    /// The commands of the session blocks, in order.
    static func commands(in blocks: [Block]) -> [(edits: [Edit], commands: [Command])] {
        blocks.filter { $0.lines.first?.hasPrefix("$ ") == true }.map { block in
            var commands: [Command] = []
            for (offset, line) in block.lines.enumerated() {
                if line.hasPrefix("$ ") {
                    commands.append(Command(line: block.line + offset, text: String(line.dropFirst(2)), output: []))
                } else {
                    commands[commands.count - 1].output.append(line)
                }
            }
            return (block.edits, commands)
        }
    }

    /// The arguments of a `layout` command, or nil for another command.
    static func layoutArguments(_ command: String) -> [String]? {
        for prefix in ["swift run layout ", "layout "] where command.hasPrefix(prefix) {
            return command.dropFirst(prefix.count).split(separator: " ").map(String.init)
        }
        return nil
    }

    @Test func everySessionPrintsWhatTheReadmeShows() throws {
        let sessions = Self.commands(in: Self.blocks(of: try Self.readme()))
        let shown = sessions.flatMap(\.commands).map(\.text)
        // The sessions the README is known to hold; a missing one means the parsing broke.
        for expected in ["swift run layout --help", "layout render typo.vfl", "layout check overflow.vfl --orientation portrait",
                         "swift run layout render Layouts/seed.vfl --format json --orientation portrait",
                         "swift run layout render Layouts/dashboard.vfl --scale 16", "swift run layout test Layouts/card.vfl"] {
            #expect(shown.contains(expected), "no session runs '\(expected)'")
        }
        try withTemporaryDirectory { folder in
            try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent("Layouts"),
                                             to: folder.appendingPathComponent("Layouts"))
            var lastCardFailure: [String]?
            var cardUpdate: [String]?
            for session in sessions {
                for edit in session.edits {
                    let url = folder.appendingPathComponent(edit.path)
                    let text = try String(contentsOf: url, encoding: .utf8)
                    #expect(text.contains(edit.old), "README edit: \(edit.path) has no '\(edit.old)'")
                    try Data(text.replacingOccurrences(of: edit.old, with: edit.new).utf8).write(to: url)
                }
                for command in session.commands {
                    let expected = command.output.map { $0 + "\n" }.joined()
                    if command.text.hasPrefix("cat ") {
                        let url = folder.appendingPathComponent(String(command.text.dropFirst(4)))
                        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                                withIntermediateDirectories: true)
                        try Data(expected.utf8).write(to: url)
                        continue
                    }
                    guard let arguments = Self.layoutArguments(command.text) else {
                        Issue.record("README.md:\(command.line): '\(command.text)' is not a command this test runs")
                        continue
                    }
                    let run = try layout(arguments, in: folder)
                    #expect(run.stdout + run.stderr == expected, "README.md:\(command.line): \(command.text)\n\(run)")
                    let failed = command.output.contains { $0.contains(": error: ") }
                        || command.output.last.map { $0.hasSuffix(" failed") && !$0.hasSuffix(" 0 failed") } == true
                    #expect(run.status == (failed ? 1 : 0), "README.md:\(command.line): \(command.text)")
                    if arguments == ["test", "Layouts/card.vfl"], command.output.first == "FAIL Layouts/card.vfl" {
                        lastCardFailure = command.output
                    }
                    if arguments == ["test", "Layouts/card.vfl", "-u"], command.output.first == "UPDATED Layouts/card.vfl" {
                        cardUpdate = command.output
                    }
                }
            }
            // The workflow shows a failure, then its update, each with the same frames and diff.
            let failure = try #require(lastCardFailure, "the README shows no failing run of Layouts/card.vfl")
            let update = try #require(cardUpdate, "the README shows no `layout test Layouts/card.vfl -u`")
            #expect(Array(update.dropFirst(2).dropLast()) == Array(failure.dropFirst(2).dropLast()))
        }
    }

    /// A newcomer's two commands, and the seed drawn first.
    @Test func tryItRendersTheSeedFirst() throws {
        let readme = try Self.readme()
        let tryIt = try #require(readme.range(of: "## Try it\n"))
        #expect(readme[tryIt.upperBound...].contains("""

                swift run layout render Layouts/seed.vfl
                swift test

            The first command draws the seed layout
            """))
        let first = try #require(Self.blocks(of: readme).first)
        #expect(first.line > readme[..<tryIt.upperBound].components(separatedBy: "\n").count)
        let seed = try layout("render", "Layouts/seed.vfl")
        #expect(seed.status == 0)
        #expect(first.lines.map { $0 + "\n" }.joined() == seed.stdout)
    }

    /// The seed as the README prints it is `Layouts/seed.vfl` without its comment lines.
    @Test func seedSectionShowsTheSeedFile() throws {
        let readme = try Self.readme()
        let section = try #require(readme.range(of: "## The seed layout\n"))
        let block = try #require(Self.blocks(of: String(readme[section.upperBound...])).first)
        let file = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Layouts/seed.vfl"), encoding: .utf8)
        let statements = file.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(block.lines.filter { !$0.isEmpty } == statements)
    }

    /// The snapshot guide's setup shows the `exclude:` line a test target with references in
    /// `__Snapshots__` needs (without it SwiftPM warns of unhandled files), as this package's
    /// own target with references has it.
    @Test func snapshotSetupExcludesTheReferences() throws {
        let readme = try Self.readme()
        let guide = try #require(readme.range(of: "### `assertLayoutSnapshot` in XCTest and Swift Testing\n"))
        let setup = try #require(Self.blocks(of: String(readme[guide.upperBound...])).first)
        #expect(setup.lines.contains { $0.contains(".product(name: \"LayoutTesting\", package: \"layout\")") })
        #expect(setup.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "exclude: [\"__Snapshots__\"]" })
        let manifest = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".testTarget(name: "LayoutTestingTests", dependencies: ["LayoutTesting"], exclude: ["__Snapshots__"])"#))
    }

    /// The test count the README gives is the count of this package's tests, within 10%.
    @Test func readmeTestCountIsCurrent() throws {
        let readme = try Self.readme()
        let claim = try #require(readme.range(of: #"about (\d+) tests"#, options: .regularExpression))
        let number = try #require(Int(readme[claim].split(separator: " ")[1]))
        let count = try Self.countTests()
        #expect(abs(count - number) * 10 <= count, "README says about \(number) tests; the package has \(count)")
    }

    /// `@Test` functions (each case of a parameterized test counts once) and XCTest `test`
    /// methods in Tests/.
    static func countTests() throws -> Int {
        let tests = Paths.packageRoot.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("@Test") || (code.hasPrefix("func test") && code.contains("()")) { count += 1 }
            }
        }
        return count
    }
}
