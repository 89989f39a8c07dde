import Foundation
import Testing

/// README.md is the front door: short, the newcomer's two commands first with what the first
/// prints, the seed as `Layouts/seed.vfl` has it, and a link to every guide. Its sessions and
/// samples are checked with every other page's (``DocumentationTests``); these are the
/// README's own promises.
@Suite("README")
struct ReadmeTests {
    static let page = DocumentationPage(path: "README.md")

    static func readme() throws -> String { try page.text() }

    /// A front door, not a manual: at most 250 lines and 15 KB.
    @Test func readmeIsShort() throws {
        let readme = try Self.readme()
        #expect(readme.components(separatedBy: "\n").count <= 251)
        #expect(readme.utf8.count <= 15 * 1024)
    }

    /// The sessions the README is known to hold; a missing one means the parsing broke.
    @Test func readmeShowsTheCommand() throws {
        let shown = SessionRunner.sessions(in: try Self.page.blocks()).flatMap(\.commands).map(\.text)
        #expect(shown == ["cat typo.vfl", "layout render typo.vfl"])
    }

    /// A newcomer's two commands, and the seed drawn first.
    @Test func tryItRendersTheSeedFirst() throws {
        let readme = try Self.readme()
        let tryIt = try #require(readme.range(of: "## Try it\n"))
        #expect(
            readme[tryIt.upperBound...].contains(
                """

                    swift run layout render Layouts/seed.vfl
                    swift test

                The first command draws the seed layout
                """))
        let first = try #require(MarkdownBlock.blocks(of: readme).first)
        #expect(first.line > readme[..<tryIt.upperBound].components(separatedBy: "\n").count)
        let seed = try layout("render", "Layouts/seed.vfl")
        #expect(seed.status == 0)
        #expect(first.lines.map { $0 + "\n" }.joined() == seed.stdout)
    }

    /// CI runs the README's test command: `.ci/run` calls `swift test` as it is written there.
    @Test func ciRunsTheReadmeTestCommand() throws {
        let script = try String(contentsOf: Paths.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(script.components(separatedBy: "\n").contains("swift test"))
        #expect(try Self.readme().contains("\n    swift test\n"))
    }

    /// The seed as the README prints it is `Layouts/seed.vfl` without its comment lines.
    @Test func seedSectionShowsTheSeedFile() throws {
        let readme = try Self.readme()
        let section = try #require(readme.range(of: "## The seed layout\n"))
        let block = try #require(MarkdownBlock.blocks(of: String(readme[section.upperBound...])).first)
        let file = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Layouts/seed.vfl"), encoding: .utf8)
        let statements = file.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(block.lines.filter { !$0.isEmpty } == statements)
    }

    /// Every library the package offers is in the README's table, with its catalog.
    @Test func readmeListsEveryLibrary() throws {
        let readme = try Self.readme()
        for library in PackageManifest.libraries() {
            #expect(
                readme.contains("| [`\(library)`](Sources/\(library)/\(library).docc/\(library).md) |"),
                "the README's table of libraries has no row for \(library)")
        }
    }

    /// The test count the README gives is the count of this package's tests, within 10%.
    @Test func readmeTestCountIsCurrent() throws {
        let readme = try Self.readme()
        let claim = try #require(readme.range(of: #"about (\d+) tests"#, options: .regularExpression))
        let number = try #require(Int(readme[claim].split(separator: " ")[1]))
        let count = try Self.countTests()
        #expect(abs(count - number) * 10 <= count, "README says about \(number) tests; the package has \(count)")
    }

    /// The last line of `swift test` as the README shows it counts this package's Swift
    /// Testing tests, within 10%, and says they passed.
    @Test func readmeTestTailIsCurrent() throws {
        let readme = try Self.readme()
        let tail = try #require(readme.components(separatedBy: "\n").first { $0.contains(" Test run with ") })
        let words = tail.components(separatedBy: " Test run with ")[1].split(separator: " ")
        let number = try #require(Int(words[0]))
        #expect(words[1] == "tests" && tail.contains(" passed after "))
        let count = try Self.countTests(swiftTestingOnly: true)
        #expect(abs(count - number) * 10 <= count, "README shows \(number) tests run; the package has \(count)")
    }

    /// Every figure of the README's paragraph on the solver's speed is one the benchmark notes
    /// give: the README quotes them, it does not measure.
    @Test func speedFiguresAreTheBenchmarkNotes() throws {
        let readme = try Self.readme()
        let start = try #require(readme.range(of: "**Its speed and accuracy, honestly.**"))
        let paragraph = String(readme[start.upperBound...]).components(separatedBy: "\n\n")[0]
        let flat = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let notes = flat(try DocumentationPage(path: "Benchmarks/README.md").text())
        let figures = flat(paragraph).matches(of: /\d[\d,.]* (s|ms|µs|times slower)/).map { String($0.output.0) }
        #expect(figures.count >= 5)
        for figure in figures {
            let quoted = notes.contains(figure)
            #expect(quoted, "the README's '\(figure)' is not in Benchmarks/README.md")
        }
    }

    /// `@Test` functions (each case of a parameterized test counts once) and XCTest `test`
    /// methods in Tests/, or the `@Test` functions alone.
    static func countTests(swiftTestingOnly: Bool = false) throws -> Int {
        let tests = Paths.packageRoot.appendingPathComponent("Tests")
        let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                let isXCTest = !swiftTestingOnly && code.hasPrefix("func test") && code.contains("()")
                if code.hasPrefix("@Test") || isXCTest { count += 1 }
            }
        }
        return count
    }
}

/// What Package.swift declares, read from its text.
enum PackageManifest {
    /// The names of the library products, in order.
    static func libraries() -> [String] {
        guard
            let manifest = try? String(
                contentsOf: Paths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        else { return [] }
        return manifest.components(separatedBy: "\n").compactMap { line in
            guard let start = line.range(of: ".library(name: \"") else { return nil }
            return line[start.upperBound...].split(separator: "\"").first.map(String.init)
        }
    }
}
