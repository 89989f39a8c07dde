import Foundation
import Testing

/// The pages under docs/ show what `layout` prints, as the README does: each page's shell
/// sessions run (with ReadmeTests' rules: `$ cat PATH` writes the lines after it, `$ layout
/// ARGS` must print exactly the lines after it) in a scratch folder holding a copy of Layouts/.
@Suite("docs")
struct DocsTests {
    static let pages = ["SafeAreaAndMargins.md"]

    @Test func everyPageIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Paths.packageRoot.appendingPathComponent("docs").path)
        #expect(names.filter { $0.hasSuffix(".md") }.sorted() == Self.pages)
    }

    @Test(arguments: pages) func everySessionPrintsWhatThePageShows(_ page: String) throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/" + page), encoding: .utf8)
        let sessions = ReadmeTests.commands(in: ReadmeTests.blocks(of: text))
        #expect(!sessions.isEmpty, "\(page) has no session")
        try withTemporaryDirectory { folder in
            try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent("Layouts"),
                                             to: folder.appendingPathComponent("Layouts"))
            for command in sessions.flatMap(\.commands) {
                let expected = command.output.map { $0 + "\n" }.joined()
                if command.text.hasPrefix("cat ") {
                    try Data(expected.utf8).write(to: folder.appendingPathComponent(String(command.text.dropFirst(4))))
                    continue
                }
                guard let arguments = ReadmeTests.layoutArguments(command.text) else {
                    Issue.record("\(page):\(command.line): '\(command.text)' is not a command this test runs")
                    continue
                }
                let run = try layout(arguments, in: folder)
                #expect(run.stdout + run.stderr == expected, "\(page):\(command.line): \(command.text)\n\(run)")
                let failed = command.output.contains { $0.contains(": error: ") }
                #expect(run.status == (failed ? 1 : 0), "\(page):\(command.line): \(command.text)")
            }
        }
    }

    /// The page's example is `Layouts/safe-area.vfl` without its comment lines.
    @Test func theSafeAreaPageShowsTheExampleFile() throws {
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/SafeAreaAndMargins.md"), encoding: .utf8)
        let block = try #require(ReadmeTests.blocks(of: page).first)
        let file = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Layouts/safe-area.vfl"), encoding: .utf8)
        #expect(block.lines.filter { !$0.isEmpty } == file.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }
}
