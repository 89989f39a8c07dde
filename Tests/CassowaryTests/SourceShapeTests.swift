import Foundation
import Testing

/// The solver stays readable by a maintainer (SolverDesign.md, "The parts"): no source file of
/// the Cassowary module over 400 lines and no function over 60.
@Suite struct SourceShapeTests {
    static let fileLimit = 400
    static let functionLimit = 60

    static let sources: [URL] = {
        let module = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Cassowary")
        let files = FileManager.default.enumerator(at: module, includingPropertiesForKeys: nil)
        let all = (files?.allObjects as? [URL]) ?? []
        return all.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }()

    static func lines(of file: URL) throws -> [Substring] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func theModuleIsFound() {
        #expect(Self.sources.count > 20)
    }

    @Test func noFileIsLong() throws {
        for file in Self.sources {
            let count = try Self.lines(of: file).count
            #expect(count <= Self.fileLimit, "\(file.lastPathComponent) has \(count) lines")
        }
    }

    @Test func noFunctionIsLong() throws {
        for file in Self.sources {
            for function in FunctionSpans(lines: try Self.lines(of: file)).spans {
                #expect(
                    function.lines <= Self.functionLimit,
                    "\(file.lastPathComponent):\(function.start) \(function.name) has \(function.lines) lines")
            }
        }
    }

    @Test func spansAreMeasuredFromTheDeclarationToTheClosingBrace() {
        let source = """
            struct A {
                func short() { }
                // func inAComment() {
                func long(
                    x: Int
                ) -> String {
                    let s = "}"
                    if x > 0 {
                        return s
                    }
                    return ""
                }
            }
            """
        let spans = FunctionSpans(lines: source.split(separator: "\n", omittingEmptySubsequences: false)).spans
        #expect(spans.map(\.name) == ["short", "long"])
        #expect(spans.map(\.lines) == [1, 9])
    }
}

/// The functions and initialisers of a Swift file, each from its declaration's first line to
/// its closing brace. Braces in line comments and one-line string literals do not count.
struct FunctionSpans {
    struct Span {
        let name: String
        let start: Int
        let lines: Int
    }

    var spans: [Span] = []

    init(lines: [Substring]) {
        var index = 0
        while index < lines.count {
            if let name = Self.declaredName(lines[index]), let end = Self.closingLine(from: index, in: lines) {
                spans.append(Span(name: name, start: index + 1, lines: end - index + 1))
            }
            index += 1
        }
    }

    /// The name declared on this line, when it declares a function or an initialiser.
    static func declaredName(_ line: Substring) -> String? {
        let code = Self.code(of: line)
        let words = code.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == "<" })
        guard let keyword = words.firstIndex(where: { $0 == "func" || $0 == "init" || $0 == "init?" }) else {
            return nil
        }
        if words[keyword] != "func" { return String(words[keyword]) }
        return keyword + 1 < words.count ? String(words[keyword + 1]) : nil
    }

    /// The line of the brace that closes the body opened at or after `start`; nil for a
    /// declaration without a body (a protocol requirement).
    static func closingLine(from start: Int, in lines: [Substring]) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            for character in Self.code(of: lines[index]) {
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
                if opened && depth == 0 { return index }
            }
            if !opened && index > start + 10 { return nil }
        }
        return nil
    }

    /// The line without its comment and the contents of its string literals.
    static func code(of line: Substring) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString || character == "\"" { result.append(character) }
            previous = character
        }
        return result
    }
}
