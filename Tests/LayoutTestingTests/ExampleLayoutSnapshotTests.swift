import Foundation
import LayoutTesting
import Testing

/// Dogfood: every layout in `Layouts/` against its committed snapshot in
/// `Layouts/__Snapshots__/`, never recording (a missing or changed snapshot fails; record
/// with `swift run layout test --update`).

/// The example layouts' names (`seed`), sorted.
let exampleLayouts: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: packageFolder + "/Layouts")) ?? []
    return names.filter { $0.hasSuffix(".vfl") }.map { String($0.dropLast(4)) }.sorted()
}()

@Test func everyExampleLayoutIsFound() {
    #expect(exampleLayouts.count >= 6)
    #expect(exampleLayouts.contains("seed"))
}

/// Through the assertion library, reference path given explicitly.
@Test(arguments: exampleLayouts)
func exampleLayoutMatchesItsSnapshot(_ name: String) {
    let verifier = SnapshotVerifier(record: .never, environment: quietEnvironment)
    let failure = verifier.verify(
        .file(packageFolder + "/Layouts/\(name).vfl"),
        referencePath: packageFolder + "/Layouts/__Snapshots__/\(name).txt")
    #expect(failure == nil, "\(failure ?? "")")
}

/// Through the folder runner behind `layout test`: every file passes, nothing is obsolete.
@Test func layoutsFolderPassesLayoutTest() {
    let options = LayoutTestOptions(
        paths: ["Layouts/"], record: .never, environment: quietEnvironment,
        baseFolder: packageFolder)
    let report = LayoutTestRunner(options: options).run()
    #expect(report.exitCode == 0, "\(report.text)")
    #expect(report.passed == exampleLayouts.count)
    #expect(report.lines.last == "\(exampleLayouts.count) passed, 0 failed")
    #expect(!report.text.contains("OBSOLETE"))
}
