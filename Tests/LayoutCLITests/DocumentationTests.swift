import Foundation
import Testing

/// Every page of the documentation (README.md, CONTRIBUTING.md, CHANGELOG.md, docs/, the
/// benchmark notes and the DocC articles) says only what is true, so no page can lie:
///
/// - every shell session (a fenced block starting with `$ `) is run, and prints what the page
///   shows (``SessionRunner``);
/// - every ```` ```swift ```` sample is compiled by the test suite, in a test or a manifest
///   (``SwiftSamples``), and the ```` ```text ```` block that may follow it, what it prints, is
///   checked by the test that runs it;
/// - every ```` ```vfl ```` layout file is one `layout render` draws without an error;
/// - every relative link of a plain page leads to a file, and every anchor to a heading;
///   every path in code voice under `Scripts/`, `Benchmarks/`, `Sources/`, `Tests/`, `docs/`
///   or `.ci/` exists.
///
/// The DocC catalogs' links to symbols and articles are checked by `Scripts/docs.sh`.
@Suite("Documentation")
struct DocumentationTests {
    /// Every fence is closed: an unclosed one would turn prose into code and code into prose
    /// for the rest of the page, and hide its sessions and samples from these tests.
    @Test(arguments: DocumentationPage.all)
    func fencesAreClosed(_ page: DocumentationPage) throws {
        let fences = try page.text().components(separatedBy: "\n")
            .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
        #expect(fences.count % 2 == 0, "\(page.path): a fenced block is not closed")
    }

    @Test(arguments: DocumentationPage.all)
    func sessionsPrintWhatThePageShows(_ page: DocumentationPage) throws {
        try SessionRunner.run(page)
    }

    @Test(arguments: DocumentationPage.all)
    func swiftSamplesAreCompiled(_ page: DocumentationPage) throws {
        let blocks = try page.blocks()
        for (index, block) in blocks.enumerated() where block.language == "swift" {
            let file = SwiftSamples.file(holding: block.lines)
            #expect(file != nil, "\(page.path):\(block.line): this Swift sample is in no test, CI package or manifest")
            // A ```text block right after a sample is what it prints: the test that runs the
            // sample checks that text, so it holds it too.
            if let file, index + 1 < blocks.count, blocks[index + 1].language == "text" {
                #expect(
                    file.holdsText(blocks[index + 1].lines),
                    "\(page.path):\(blocks[index + 1].line): this output is not in \(file.path), which runs the sample")
            }
        }
    }

    @Test(arguments: DocumentationPage.all)
    func layoutFilesRender(_ page: DocumentationPage) throws {
        for block in try page.blocks() where block.language == "vfl" {
            let file = block.lines.map { $0 + "\n" }.joined()
            let run = try layout(["render", "example.vfl", "--orientation", "portrait"], files: ["example.vfl": file])
            #expect(run.status == 0 && !run.stderr.contains("error:"), "\(page.path):\(block.line): \(run)")
        }
    }

    @Test(arguments: DocumentationPage.all.filter { !$0.path.contains(".docc/") })
    func relativeLinksLeadSomewhere(_ page: DocumentationPage) throws {
        let text = try page.text()
        for link in MarkdownLinks.targets(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file =
                parts[0].isEmpty ? page.url : page.url.deletingLastPathComponent().appendingPathComponent(parts[0])
            #expect(FileManager.default.fileExists(atPath: file.path), "\(page.path): no file for the link '\(link)'")
            if parts.count == 2, file.pathExtension == "md", let target = try? String(contentsOf: file, encoding: .utf8)
            {
                #expect(
                    MarkdownLinks.anchors(in: target).contains(parts[1]),
                    "\(page.path): no heading for the link '\(link)'")
            }
        }
    }

    /// A DocC article links to symbols and other articles, or to the web; a path relative to
    /// the repository would be broken in the built documentation.
    @Test(arguments: DocumentationPage.articles)
    func articlesHaveNoRelativeLinks(_ page: DocumentationPage) throws {
        for link in MarkdownLinks.targets(in: try page.text()) {
            #expect(link.contains("://") || link.hasPrefix("doc:"), "\(page.path): relative link '\(link)'")
        }
    }

    @Test(arguments: DocumentationPage.all)
    func pathsInCodeVoiceExist(_ page: DocumentationPage) throws {
        for path in MarkdownLinks.repositoryPaths(in: try page.text()) {
            #expect(
                FileManager.default.fileExists(atPath: Paths.packageRoot.appendingPathComponent(path).path),
                "\(page.path): '\(path)' does not exist")
        }
    }
}

/// The links and paths of a Markdown text.
enum MarkdownLinks {
    /// The targets of inline links and images, `[text](target)`, outside code.
    static func targets(in text: String) -> [String] {
        var targets: [String] = []
        for line in prose(of: text) {
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
                if !target.isEmpty { targets.append(target) }
                rest = after[close...]
            }
        }
        return targets
    }

    /// The lines of a Markdown text outside fenced blocks, with code spans removed.
    static func prose(of text: String) -> [String] {
        var inBlock = false
        var lines: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle(); continue }
            if inBlock { continue }
            let parts = line.components(separatedBy: "`")
            lines.append(parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " "))
        }
        return lines
    }

    /// GitHub's anchors for the headings of a Markdown text: lower case, punctuation dropped,
    /// spaces as hyphens.
    static func anchors(in text: String) -> Set<String> {
        var anchors = Set<String>()
        var inBlock = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle(); continue }
            guard !inBlock, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(
                String(
                    title.compactMap { character -> Character? in
                        if character == " " { return "-" }
                        return character.isLetter || character.isNumber || character == "-" || character == "_"
                            ? character : nil
                    }))
        }
        return anchors
    }

    /// Paths of the repository named in code voice (`Scripts/fuzz.sh`, `Benchmarks/compare.py
    /// --sizes 10`: the first word), outside fenced blocks; placeholders (`<Module>`, `NAME`,
    /// `...`) are skipped.
    static func repositoryPaths(in text: String) -> [String] {
        var paths: [String] = []
        var inBlock = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle(); continue }
            if inBlock { continue }
            let spans = line.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for span in spans {
                guard let word = span.split(separator: " ").first.map(String.init) else { continue }
                let roots = ["Scripts/", "Benchmarks/", "Sources/", "Tests/", "docs/", ".ci/"]
                guard roots.contains(where: word.hasPrefix) else { continue }
                if word.contains("<") || word.contains("*") || word.contains("...") || word.contains("{") { continue }
                if word.rangeOfCharacter(from: .uppercaseLetters) != nil,
                    word.split(separator: "/").contains(where: { $0.count > 1 && $0 == $0.uppercased() })
                {
                    continue
                }
                paths.append(word.hasSuffix(",") || word.hasSuffix(")") ? String(word.dropLast()) : word)
            }
        }
        return paths
    }
}

/// What the documentation as a whole promises: a catalog for every library, the version the
/// command prints, and the snapshot guide's workflow.
@Suite("Documentation as a whole")
struct DocumentationWholeTests {
    /// Every library product has a DocC catalog with a landing page and a getting-started
    /// article.
    @Test(arguments: PackageManifest.libraries())
    func everyLibraryHasACatalog(_ library: String) {
        for page in ["\(library).md", "GettingStarted.md"] {
            let path = "Sources/\(library)/\(library).docc/\(page)"
            #expect(
                FileManager.default.fileExists(atPath: Paths.packageRoot.appendingPathComponent(path).path),
                "no \(path)")
        }
    }

    /// `layout --version` prints the newest version of CHANGELOG.md.
    @Test func versionIsTheChangelogs() throws {
        let changelog = try DocumentationPage(path: "CHANGELOG.md").text()
        let heading = try #require(changelog.components(separatedBy: "\n").first { $0.hasPrefix("## [") })
        let version = heading.dropFirst(4).prefix { $0 != "]" }
        #expect(try layout("--version") == Run(status: 0, stdout: "\(version)\n", stderr: ""))
    }

    static let snapshotGuide = DocumentationPage(path: "Sources/LayoutTesting/LayoutTesting.docc/SnapshotTesting.md")

    /// The guide's workflow shows a failure (with its picture), then its update, each with the
    /// same frames and diff; its sessions are run with every page's.
    @Test func snapshotWorkflowFailsThenUpdates() throws {
        let commands = SessionRunner.sessions(in: try Self.snapshotGuide.blocks()).flatMap(\.commands)
        func arguments(_ command: SessionCommand) -> [String]? { SessionRunner.layoutArguments(command.text) }
        let failure = try #require(
            commands.last {
                arguments($0) == ["test", "Layouts/card.vfl"] && $0.output.first == "FAIL Layouts/card.vfl"
            },
            "the guide shows no failing run of Layouts/card.vfl")
        let update = try #require(
            commands.first { arguments($0) == ["test", "Layouts/card.vfl", "-u"] },
            "the guide shows no `layout test Layouts/card.vfl -u`")
        #expect(update.output.first == "UPDATED Layouts/card.vfl")
        // The failure also names its picture; the update draws none.
        let picture = "    picture: Layouts/__Snapshots__/card.failure.svg"
        #expect(failure.output.dropLast().last == picture)
        #expect(
            Array(update.output.dropFirst(2).dropLast()) == Array(failure.output.dropFirst(2).dropLast().dropLast()))
    }

    /// The guide's setup shows the `exclude:` line a test target with references in
    /// `__Snapshots__` needs (without it SwiftPM warns of unhandled files), as this package's
    /// own target with references has it.
    @Test func snapshotSetupExcludesTheReferences() throws {
        let setup = try #require(
            try Self.snapshotGuide.blocks().first { $0.lines.contains { $0.contains(".testTarget(") } })
        #expect(setup.lines.contains { $0.contains(".product(name: \"LayoutTesting\", package: \"layout\")") })
        #expect(setup.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "exclude: [\"__Snapshots__\"]" })
        let manifest = try String(
            contentsOf: Paths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(
                #".testTarget(name: "LayoutTestingTests", dependencies: ["LayoutTesting"], exclude: ["__Snapshots__"])"#
            ))
    }
}
