import Foundation
import Testing

@testable import LayoutSnapshot

/// `layout test` checks files in parallel; what it prints and what it writes are the same as
/// checking them one after the other.
@Suite("Parallel runs")
struct ParallelRunTests {
    /// A small layout whose box sits `offset` points from the leading edge.
    static func layout(_ offset: Int) -> String {
        "canvas 32x64\nview box\nH:|-\(offset)-[box(16)]\nV:|-16-[box(16)]\n"
    }

    /// The same folder twice: 40 layouts in nested folders, two that do not parse, a folder
    /// with its own references, and a reference with no layout.
    static func makeCopies() throws -> [TemporaryFolder] {
        try (0..<2).map { _ in
            let folder = try TemporaryFolder()
            for index in 0..<40 {
                let sub = ["", "a/", "a/b/", "c/"][index % 4]
                try folder.write(layout(index % 9), to: "Layouts/\(sub)f\(index).vfl")
            }
            try folder.write("view box\nH:|-[box]-|\nbox.width == _other.width\n", to: "Layouts/bad1.vfl")
            try folder.write("canvas 32x64\nview box\nH:|-[box(\n", to: "Layouts/c/bad2.vfl")
            try folder.write("old\n", to: "Layouts/a/__Snapshots__/gone.txt")
            return folder
        }
    }

    /// Every file under the folder with its contents (folders as nil).
    static func contents(_ folder: TemporaryFolder) -> [String: String?] {
        Dictionary(uniqueKeysWithValues: folder.listing().map { ($0, folder.read($0)) })
    }

    func run(_ folder: TemporaryFolder, _ paths: [String], update: Bool = false, parallelism: Int?) -> LayoutTestReport
    {
        LayoutTestRunner(
            options: LayoutTestOptions(
                paths: paths, update: update, environment: SnapshotEnvironment([:]),
                baseFolder: folder.path, parallelism: parallelism)
        ).run()
    }

    // Record, change some layouts, fail, update, pass: each step's report and the files it
    // leaves are the same one file at a time and four at a time (or one per CPU). The paths
    // name two files twice under other spellings, which share a reference (and one under the
    // same spelling, listed once): 42 layouts checked.
    @Test(arguments: [4, nil])
    func sameReportsAndFilesAsOneAtATime(_ parallelism: Int?) throws {
        let copies = try Self.makeCopies()
        let paths = ["Layouts", "./Layouts/a/f1.vfl", "Layouts/a/../f4.vfl", "Layouts/c/f3.vfl"]
        var steps: [[LayoutTestReport]] = [[], []]
        for (copy, workers) in zip(copies.indices, [1, parallelism]) {
            let folder = copies[copy]
            steps[copy].append(run(folder, paths, parallelism: workers))
            for index in stride(from: 0, to: 40, by: 7) {
                let sub = ["", "a/", "a/b/", "c/"][index % 4]
                try folder.write(Self.layout(index % 9 + 1), to: "Layouts/\(sub)f\(index).vfl")
            }
            steps[copy].append(run(folder, paths, parallelism: workers))
            steps[copy].append(run(folder, paths, update: true, parallelism: workers))
            steps[copy].append(run(folder, paths, parallelism: workers))
        }
        #expect(steps[0] == steps[1])
        #expect(Self.contents(copies[0]) == Self.contents(copies[1]))
        // The steps did what they say, so the comparison covers every kind of result.
        let statuses = steps[0].map { Set($0.results.map(\.status)) }
        #expect(statuses[0] == [.recorded, .pass, .fail, .obsolete])
        #expect(statuses[1] == [.pass, .fail, .obsolete])
        #expect(statuses[2] == [.pass, .updated, .fail, .removed])
        #expect(steps[0][3].lines.last == "42 passed, 2 failed")
    }

    // A file named under two spellings is recorded once, then passes, as one at a time.
    @Test func aFileNamedTwiceIsRecordedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.layout(8), to: "Layouts/a.vfl")
        let report = run(folder, ["Layouts/a.vfl", "./Layouts/a.vfl", "Layouts/../Layouts/a.vfl"], parallelism: 3)
        #expect(
            report.lines == [
                "RECORDED Layouts/a.vfl", "    recorded Layouts/__Snapshots__/a.txt",
                "PASS ./Layouts/a.vfl", "PASS Layouts/../Layouts/a.vfl", "2 passed, 1 failed"
            ])
    }

    @Test func filesSharingAReferenceAreOneGroup() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b"] { try folder.write(Self.layout(8), to: "Layouts/\(name).vfl") }
        try FileManager.default.createSymbolicLink(
            atPath: folder.url("Linked"), withDestinationPath: folder.url("Layouts"))
        let files = ["Layouts/a.vfl", "Layouts/b.vfl", "./Layouts/a.vfl", "Linked/b.vfl", "Linked/../Layouts/a.vfl"]
            .map { LayoutTestFile(display: $0, path: folder.url($0)) }
        #expect(LayoutTestRunner.groupsSharingReferences(files) == [[0, 2, 4], [1, 3]])
    }

    @Test func parallelMapKeepsTheOrder() {
        for workers in [1, 2, 3, 8] {
            #expect(ParallelWork.map(count: 500, workers: workers) { $0 * $0 } == (0..<500).map { $0 * $0 })
        }
        #expect(ParallelWork.map(count: 0, workers: 4) { $0 } == [])
    }
}
