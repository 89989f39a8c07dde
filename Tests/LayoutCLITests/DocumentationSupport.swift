import Foundation
import Testing

/// A Markdown page of the package's documentation: README.md, the plain docs, and the
/// articles of the DocC catalogs. The documentation tests read each one's fenced code blocks.
struct DocumentationPage: CustomTestStringConvertible, Sendable {
    /// The path from the package root, like `docs/CLI.md`.
    let path: String

    var testDescription: String { path }

    var url: URL { Paths.packageRoot.appendingPathComponent(path) }

    func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func blocks() throws -> [MarkdownBlock] { MarkdownBlock.blocks(of: try text()) }

    /// Every page: the plain documents at the root, `docs/`, the benchmark notes, and every
    /// Markdown file of every `.docc` catalog under `Sources/`, sorted by path.
    static let all: [DocumentationPage] = {
        let manager = FileManager.default
        var paths = [
            "README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Benchmarks/README.md", "Benchmarks/results/README.md"
        ]
        .filter { manager.fileExists(atPath: Paths.packageRoot.appendingPathComponent($0).path) }
        for folder in ["docs", "Sources"] {
            let base = Paths.packageRoot.appendingPathComponent(folder)
            for relative in (manager.subpaths(atPath: base.path) ?? []) where relative.hasSuffix(".md") {
                if folder == "Sources" && !relative.contains(".docc/") { continue }
                paths.append(folder + "/" + relative)
            }
        }
        return paths.sorted().map(DocumentationPage.init)
    }()

    /// The pages of the DocC catalogs.
    static var articles: [DocumentationPage] { all.filter { $0.path.contains(".docc/") } }
}

/// A fenced code block: where it starts (the 1-based line of its first line), the language
/// named after the opening fence (empty when none), its lines, and the edits written before
/// it.
struct MarkdownBlock {
    var line: Int
    var language: String
    var lines: [String]
    var edits: [Edit]

    /// `<!-- doc-test: in PATH replace "OLD" with "NEW" -->` before a session: the edit the
    /// prose around it describes, made before the session's commands run.
    struct Edit: Equatable {
        var path: String
        var old: String
        var new: String
    }

    /// The fenced blocks of a Markdown text, in order. Fences may be indented (inside a list).
    static func blocks(of text: String) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var current: MarkdownBlock?
        var indent = 0
        var edits: [Edit] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let open = current {
                    blocks.append(open)
                    current = nil
                } else {
                    indent = line.prefix { $0 == " " }.count
                    let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                    current = MarkdownBlock(line: index + 2, language: language, lines: [], edits: edits)
                    edits = []
                }
            } else if current != nil {
                current?.lines.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
            } else if let edit = Self.edit(in: trimmed) {
                edits.append(edit)
            }
        }
        return blocks
    }

    /// `<!-- doc-test: in PATH replace "OLD" with "NEW" -->`, read.
    static func edit(in line: String) -> Edit? {
        let prefix = "<!-- doc-test: in ", suffix = "\" -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
        let body = line.dropFirst(prefix.count).dropLast(suffix.count)
        guard let replace = body.range(of: " replace \""), let with = body.range(of: "\" with \"") else { return nil }
        return Edit(
            path: String(body[..<replace.lowerBound]), old: String(body[replace.upperBound..<with.lowerBound]),
            new: String(body[with.upperBound...]))
    }

    /// A shell session: the block's first line is a command, `$ ...`.
    var isSession: Bool { lines.first?.hasPrefix("$ ") == true }
}

/// One command of a session and the lines shown after it.
struct SessionCommand {
    var line: Int
    var text: String
    var output: [String]
}

/// Runs the sessions of a page and compares what each command prints with what the page shows.
///
/// A fenced block whose first line starts with `$ ` is a shell session. Its commands run in
/// order, across the whole page, in one scratch folder holding a copy of `Layouts/`:
///
/// - `$ cat PATH` followed by lines: the file PATH has those lines (the test writes it);
/// - `$ layout ARGS` or `$ swift run layout ARGS` followed by lines: the built binary, run
///   with ARGS (split at spaces), prints exactly those lines, standard output then standard
///   error, and exits with 0 unless the output reports an error or a failure.
enum SessionRunner {
    /// The commands of the session blocks, in order, with the edits made before each block.
    static func sessions(in blocks: [MarkdownBlock]) -> [(edits: [MarkdownBlock.Edit], commands: [SessionCommand])] {
        blocks.filter(\.isSession).map { block in
            var commands: [SessionCommand] = []
            for (offset, line) in block.lines.enumerated() {
                if line.hasPrefix("$ ") {
                    commands.append(
                        SessionCommand(line: block.line + offset, text: String(line.dropFirst(2)), output: []))
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

    /// Runs every session of `page` and records an issue for each command whose output or
    /// status differs from the page's; returns the commands run, each with the output shown.
    @discardableResult
    static func run(_ page: DocumentationPage) throws -> [SessionCommand] {
        let sessions = Self.sessions(in: try page.blocks())
        var ran: [SessionCommand] = []
        try withTemporaryDirectory { folder in
            try FileManager.default.copyItem(
                at: Paths.packageRoot.appendingPathComponent("Layouts"),
                to: folder.appendingPathComponent("Layouts"))
            for session in sessions {
                for edit in session.edits {
                    let url = folder.appendingPathComponent(edit.path)
                    let text = try String(contentsOf: url, encoding: .utf8)
                    #expect(text.contains(edit.old), "\(page.path): edit: \(edit.path) has no '\(edit.old)'")
                    try Data(text.replacingOccurrences(of: edit.old, with: edit.new).utf8).write(to: url)
                }
                for command in session.commands {
                    ran.append(command)
                    let expected = command.output.map { $0 + "\n" }.joined()
                    if command.text.hasPrefix("cat ") {
                        let url = folder.appendingPathComponent(String(command.text.dropFirst(4)))
                        try FileManager.default.createDirectory(
                            at: url.deletingLastPathComponent(),
                            withIntermediateDirectories: true)
                        try Data(expected.utf8).write(to: url)
                        continue
                    }
                    guard let arguments = Self.layoutArguments(command.text) else {
                        Issue.record("\(page.path):\(command.line): '\(command.text)' is not a command this test runs")
                        continue
                    }
                    let run = try layout(arguments, in: folder)
                    #expect(
                        run.stdout + run.stderr == expected, "\(page.path):\(command.line): \(command.text)\n\(run)")
                    let failed =
                        command.output.contains { $0.contains(": error: ") || $0.hasPrefix("error: ") }
                        || command.output.last.map { $0.hasSuffix(" failed") && !$0.hasSuffix(" 0 failed") } == true
                    #expect(run.status == (failed ? 1 : 0), "\(page.path):\(command.line): \(command.text)")
                }
            }
        }
        return ran
    }
}

/// How a Swift sample of the documentation is found in the code the test suite compiles.
///
/// A sample's lines, trimmed and without blank lines, must appear in that order and next to
/// each other in one Swift file under `Tests/` or `.ci/`, or in a package manifest, where they
/// are compiled (and, in a test, run); its `import` lines may be anywhere in that file. A line
/// `CODE // → TEXT` of a sample shows what `CODE` evaluates to: in the file it is
/// `#expect("\(CODE)" == "TEXT")` or `#expect(CODE == TEXT)`.
enum SwiftSamples {
    /// A Swift file's lines as written (`raw`), and trimmed without blank lines (`lines`).
    struct SourceFile {
        var path: String
        var raw: [String]
        var lines: [String]

        init(path: String, text: String) {
            self.path = path
            raw = text.components(separatedBy: "\n")
            lines = SwiftSamples.normalized(raw)
        }

        /// Whether the file holds `block`'s lines next to each other, indented alike (as the
        /// lines of a multi-line string literal are): what a sample prints, written in the
        /// test that checks it.
        func holdsText(_ block: [String]) -> Bool {
            let wanted = SwiftSamples.dedented(block)
            guard !wanted.isEmpty, raw.count >= wanted.count else { return false }
            return (0...(raw.count - wanted.count)).contains { start in
                SwiftSamples.dedented(Array(raw[start..<(start + wanted.count)])) == wanted
            }
        }
    }

    /// Lines without the indentation they all share, and without trailing blank lines.
    static func dedented(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        let indent =
            lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }

    static let sources: [SourceFile] = {
        var files: [SourceFile] = []
        let manager = FileManager.default
        for folder in ["Tests", ".ci"] {
            let base = Paths.packageRoot.appendingPathComponent(folder)
            for relative in (manager.subpaths(atPath: base.path) ?? []).sorted() where relative.hasSuffix(".swift") {
                let url = base.appendingPathComponent(relative)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                files.append(SourceFile(path: folder + "/" + relative, text: text))
            }
        }
        if let manifest = try? String(
            contentsOf: Paths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        {
            files.append(SourceFile(path: "Package.swift", text: manifest))
        }
        return files
    }()

    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The lines of the file a sample's line may stand for.
    static func candidates(for line: String) -> [String] {
        guard let arrow = line.range(of: "// → ") else { return [line] }
        let code = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        let value = line[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return ["#expect(\"\\(\(code))\" == \"\(value)\")", "#expect(\(code) == \(value))"]
    }

    /// The file holding the sample, or nil.
    static func file(holding sample: [String]) -> SourceFile? {
        let lines = normalized(sample)
        let imports = lines.filter { $0.hasPrefix("import ") }
        let body = lines.filter { !$0.hasPrefix("import ") }.map(candidates(for:))
        guard !body.isEmpty else { return nil }
        return sources.first { file in
            guard imports.allSatisfy(file.lines.contains) else { return false }
            guard file.lines.count >= body.count else { return false }
            return (0...(file.lines.count - body.count)).contains { start in
                body.indices.allSatisfy { body[$0].contains(file.lines[start + $0]) }
            }
        }
    }
}
