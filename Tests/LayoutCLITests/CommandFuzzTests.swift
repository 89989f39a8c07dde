import Foundation
import LayoutFuzzing
import Testing

@testable import LayoutCLI

/// Random command lines (``ArgumentGenerator``) against the files of a ``FuzzSandbox``:
/// every run ends with status 0, 1 or 64, a usage error has its usual shape, every
/// diagnostic points inside the file it names, and nothing but `test` writes anything.
@Suite("Command-line fuzzing")
struct CommandFuzzTests {
    /// In process, through `LayoutTool.run`: `render`, `check`, `help` and the rest (not
    /// `test`, which would look for `Layouts/` in the package and may record snapshots).
    @Test(arguments: 0..<2)
    func inProcess(chunk: Int) throws {
        try withTemporaryDirectory { directory in
            try FuzzSandbox.write(into: directory.path)
            let files = Dictionary(
                uniqueKeysWithValues: FuzzSandbox.files.map { (directory.path + "/" + $0.key, $0.value) })
            let generator = ArgumentGenerator(
                paths: FuzzSandbox.fileNames.map { directory.path + "/" + $0 }, includesTest: false)
            let check = CommandCheck(files: files)
            let before = FuzzSandbox.listing(of: directory.path)
            var statuses: [LayoutCLI.ExitStatus: Int] = [:]
            var failures: [String] = []
            for index in (chunk * 1_000)..<((chunk + 1) * 1_000) {
                var random = FuzzRandom(seed: 8, stream: "arguments", index: index)
                let arguments = generator.arguments(using: &random)
                // `-` reads a small file, never this process's standard input (a terminal
                // would wait for it).
                let output = LayoutTool.run(arguments, input: { Array("view a\nH:|[a]|\nV:|[a]|\n".utf8) })
                statuses[output.status, default: 0] += 1
                let problems = check.problems(
                    arguments: arguments, status: output.status.rawValue,
                    standardOutput: output.standardOutput, standardError: output.standardError)
                if !problems.isEmpty, failures.count < 5 { failures.append("\(arguments): \(problems)") }
            }
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
            #expect(FuzzSandbox.listing(of: directory.path) == before, "a command wrote into the folder")
            // The command lines reach every outcome, often.
            #expect(statuses.keys.count == 3 && statuses.values.allSatisfy { $0 >= 50 }, "\(statuses)")
        }
    }

    /// Through the built binary, each command line in a process of its own, `test` included,
    /// in a folder of the test's own: a trap shows as a signal, a hang as a timeout, and every
    /// file the run changed is checked.
    @Test func throughTheBinary() throws {
        let binary = try #require(Paths.binary, "the layout binary is not next to the tests; build it with swift build")
        let report = try withTemporaryDirectory { directory in
            try FuzzCampaign(seed: 8).runCommands(binary: binary.path, iterations: 100, in: directory.path, timeout: 60)
        }
        #expect(report.failures.isEmpty, "\(report.failures.map(\.description).joined(separator: "\n"))")
        #expect(report.runs == 100)
        #expect(Set(report.statuses.keys) == [0, 1, 64], "\(report.summary)")
    }
}
