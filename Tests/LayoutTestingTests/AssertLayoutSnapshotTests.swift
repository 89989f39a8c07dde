import AutoLayout
import Foundation
import LayoutTesting
import Testing

@Suite("assertLayoutSnapshot")
struct AssertLayoutSnapshotTests {
    // First run: recorded and failed (so it is noticed); second run: passes.
    @Test func recordsThenMatches() throws {
        let folder = try ScratchFolder()
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(seedFile), named: "seed", snapshotDirectory: folder.path)
        }
        #expect(
            log.messages == [
                """
                No reference was found on disk. Recorded the snapshot to:
                  \(folder.file("recordsThenMatches.seed.txt"))
                Re-run the test to check the layout against it.
                """
            ])
        let recorded = try #require(folder.contents("recordsThenMatches.seed.txt"))
        #expect(recorded.hasPrefix("portrait 320x568\n+---"))
        #expect(recorded.contains("_bottomButton in _bottomGrayView (66, 35, 46, 30)\n\nlandscape 568x320\n"))
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(seedFile), named: "seed", snapshotDirectory: folder.path)
        }
        #expect(log.messages.count == 1)
        #expect(folder.listing() == ["recordsThenMatches.seed.txt"])
    }

    // The failure names the reference, lists the moved button in each orientation, and
    // carries the diff; it is reported at the line of the assertion.
    @Test func mismatch() throws {
        let folder = try ScratchFolder()
        try folder.put(try String(contentsOfFile: seedFile, encoding: .utf8), at: "seed.vfl")
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(folder.file("seed.vfl")), named: "seed", snapshotDirectory: folder.path)
        }
        let moved = try movedSeed(in: folder)
        let line: UInt = #line + 2
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(moved), named: "seed", snapshotDirectory: folder.path)
        }
        #expect(log.messages.count == 2)
        #expect(log.lines.last == line)
        let message = try #require(log.messages.last)
        #expect(
            message.hasPrefix(
                """
                Layout snapshot does not match the reference at:
                  \(folder.file("mismatch.seed.txt"))

                Frames that changed (reference -> actual):
                  portrait 320x568
                    _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)
                  landscape 568x320
                    _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)

                --- reference
                +++ actual
                @@ -9,9 +9,9 @@
                """))
        #expect(
            message.contains(
                "\n-_bottomButton in _bottomGrayView (66, 35, 46, 30)\n+_bottomButton in _bottomGrayView (74, 35, 46, 30)\n"
            ))
        // Nothing was rewritten.
        #expect(folder.contents("mismatch.seed.txt")?.contains("(66, 35, 46, 30)") == true)
    }

    // Updating through the assertion: with `record: .failed` a mismatch rewrites the
    // reference (whole) and fails once, saying so; the next run passes. The failure carries
    // exactly the mismatch's report.
    @Test func recordFailedUpdatesTheReference() throws {
        let folder = try ScratchFolder()
        try folder.put(try String(contentsOfFile: seedFile, encoding: .utf8), at: "seed.vfl")
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(folder.file("seed.vfl")), named: "seed", snapshotDirectory: folder.path)
        }
        let original = try #require(folder.contents("recordFailedUpdatesTheReference.seed.txt"))
        let moved = try movedSeed(in: folder)
        // The report of the mismatch alone (nothing written: record: .never).
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(moved), named: "seed", record: .never, snapshotDirectory: folder.path)
        }
        let mismatch = try #require(log.messages.last)
        // The whole report: the frames that moved, then the line diff with three lines of
        // context, the button one column further right at 8 points a column.
        #expect(
            mismatch == """
                Layout snapshot does not match the reference at:
                  \(folder.file("recordFailedUpdatesTheReference.seed.txt"))

                Frames that changed (reference -> actual):
                  portrait 320x568
                    _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)
                  landscape 568x320
                    _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)

                --- reference
                +++ actual
                @@ -9,9 +9,9 @@
                 | +----------------------------------+  |
                 | +----------------------------------+  |
                 | |_bottomGrayView                   |  |
                -| |       Button+                    |  |
                -| |       |     |                    |  |
                -| |       +-----+                    |  |
                +| |        Button+                   |  |
                +| |        |     |                   |  |
                +| |        +-----+                   |  |
                 | |                                  |  |
                 | +----------------------------------+  |
                 |                                       |
                @@ -39,7 +39,7 @@
                 _topGrayView in root (20, 20, 280, 100)
                 _bottomGrayView in root (20, 128, 280, 100)
                 _topButton in _topGrayView (20, 35, 46, 30)
                -_bottomButton in _bottomGrayView (66, 35, 46, 30)
                +_bottomButton in _bottomGrayView (74, 35, 46, 30)

                 landscape 568x320
                 +----------------------------------------------------------------------+
                @@ -52,9 +52,9 @@
                 | +-----------------------------------------------------------------+  |
                 | +-----------------------------------------------------------------+  |
                 | |_bottomGrayView                                                  |  |
                -| |       Button+                                                   |  |
                -| |       |     |                                                   |  |
                -| |       +-----+                                                   |  |
                +| |        Button+                                                  |  |
                +| |        |     |                                                  |  |
                +| |        +-----+                                                  |  |
                 | |                                                                 |  |
                 | +-----------------------------------------------------------------+  |
                 |                                                                      |
                @@ -67,4 +67,4 @@
                 _topGrayView in root (20, 20, 528, 100)
                 _bottomGrayView in root (20, 128, 528, 100)
                 _topButton in _topGrayView (20, 35, 46, 30)
                -_bottomButton in _bottomGrayView (66, 35, 46, 30)
                +_bottomButton in _bottomGrayView (74, 35, 46, 30)

                A picture of the reference and the new frames:
                  \(folder.file("recordFailedUpdatesTheReference.seed.failure.svg"))
                """)
        #expect(folder.contents("recordFailedUpdatesTheReference.seed.txt") == original)
        // The picture is the overlay: the moved button's old frame dashed, its new one solid.
        let picture = try #require(folder.contents("recordFailedUpdatesTheReference.seed.failure.svg"))
        #expect(picture.contains("stroke-dasharray") && picture.contains("data-view=\"_bottomButton\""))
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(moved), named: "seed", record: .failed, snapshotDirectory: folder.path)
        }
        #expect(log.messages.count == 3)
        #expect(log.messages.last == mismatch + "\n\nRecorded the new snapshot (record mode \"failed\").")
        let updated = try #require(folder.contents("recordFailedUpdatesTheReference.seed.txt"))
        #expect(updated != original)
        // Whole: what recording the moved layout afresh writes.
        let fresh = try ScratchFolder()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(moved), named: "seed", snapshotDirectory: fresh.path)
        }
        #expect(log.messages.count == 4)
        #expect(updated == fresh.contents("recordFailedUpdatesTheReference.seed.txt"))
        #expect(updated.contains("_bottomButton in _bottomGrayView (74, 35, 46, 30)"))
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(moved), named: "seed", record: .failed, snapshotDirectory: folder.path)
        }
        #expect(log.messages.count == 4)
        // The picture of the failure stays; the passing run wrote nothing more.
        #expect(
            folder.listing() == [
                "moved.vfl", "recordFailedUpdatesTheReference.seed.failure.svg",
                "recordFailedUpdatesTheReference.seed.txt", "seed.vfl"
            ])
    }

    // Under CI a missing reference fails and nothing is written, even with record: .all.
    @Test func missingUnderCI() throws {
        let folder = try ScratchFolder()
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: SnapshotEnvironment(["CI": "true"]), reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(seedFile), record: .all, snapshotDirectory: folder.path)
        }
        #expect(
            log.messages == [
                """
                No reference was found on disk at:
                  \(folder.file("missingUnderCI.1.txt"))
                Nothing was recorded because CI is set (CI=true).
                """
            ])
        #expect(folder.listing() == [])
    }

    // Unnamed snapshots of a test are numbered 1, 2, ...; named ones use the name.
    @Test func numberingAndNames() throws {
        let folder = try ScratchFolder()
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(seedFile), orientations: .portrait, snapshotDirectory: folder.path)
            assertLayoutSnapshot(
                of: .file(seedFile), orientations: .landscape, named: "wide view", snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: .file(seedFile), orientations: .landscape, snapshotDirectory: folder.path)
        }
        #expect(
            folder.listing() == [
                "numberingAndNames.1.txt", "numberingAndNames.2.txt", "numberingAndNames.wide-view.txt"
            ])
        #expect(folder.contents("numberingAndNames.1.txt")?.hasPrefix("portrait 320x568\n") == true)
        #expect(folder.contents("numberingAndNames.2.txt")?.hasPrefix("landscape 568x320\n") == true)
        #expect(log.messages.count == 3)
    }

    // Without a snapshot directory, references go to __Snapshots__/TESTFILE beside the test
    // file; the file path can be given, as from a helper that forwards #filePath.
    @Test func referencesLiveBesideTheTestFile() throws {
        let log = FailureLog()
        let verifyFilePath: StaticString = "/nonexistent-layout-tests/Checkout/CheckoutTests.swift"
        let failure = withLayoutSnapshotTesting(environment: SnapshotEnvironment(["CI": "1"]), reporter: log.reporter) {
            verifyLayoutSnapshot(of: .file(seedFile), filePath: verifyFilePath, testName: "testCart()")
        }
        #expect(
            failure?.contains("\n  /nonexistent-layout-tests/Checkout/__Snapshots__/CheckoutTests/testCart.1.txt\n")
                == true)
        #expect(log.messages == [])
    }

    // A file where the __Snapshots__ folder should be: a clear failure, not a crash.
    @Test func unwritableFolder() throws {
        let folder = try ScratchFolder()
        try folder.put("a file, not a folder\n", at: "__Snapshots__")
        let log = FailureLog()
        withLayoutSnapshotTesting(environment: quietEnvironment, reporter: log.reporter) {
            assertLayoutSnapshot(of: .file(seedFile), snapshotDirectory: folder.file("__Snapshots__/Tests"))
        }
        let snapshots = folder.file("__Snapshots__")
        #expect(
            log.messages == [
                """
                Could not check the layout snapshot: could not write \(snapshots)/Tests/unwritableFolder.1.txt: \
                cannot create the folder "\(snapshots)/Tests": "\(snapshots)" is a file, not a folder
                """
            ])
        #expect(folder.contents("__Snapshots__") == "a file, not a folder\n")
    }

    // A layout built in code, with the record mode from the environment. The 8-point bar
    // lies within one 16-point row, so it is drawn as a line.
    @Test func engineBuiltInCodeWithRecordModeFromTheEnvironment() throws {
        let folder = try ScratchFolder()
        let engine = LayoutEngine(size: LayoutSize(width: 64, height: 32))
        let bar = LayoutView(name: "bar")
        try engine.root.addSubview(bar)
        try LayoutConstraint.activate([
            bar.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 8),
            bar.rightAnchor.constraint(equalTo: engine.root.rightAnchor, constant: -8),
            bar.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 16),
            bar.heightAnchor.constraint(equalToConstant: 8)
        ])
        let log = FailureLog()
        let environment = SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": "never"])
        withLayoutSnapshotTesting(environment: environment, reporter: log.reporter) {
            assertLayoutSnapshot(
                of: .engine(engine), orientations: .canvas, named: "bar", snapshotDirectory: folder.path)
        }
        #expect(log.messages.first?.hasSuffix("Nothing was recorded because the record mode is \"never\".") == true)
        withLayoutSnapshotTesting(environment: environment, reporter: log.reporter) {
            assertLayoutSnapshot(
                of: .engine(engine), orientations: .canvas, named: "bar", record: .missing,
                snapshotDirectory: folder.path)
        }
        #expect(
            folder.contents("engineBuiltInCodeWithRecordModeFromTheEnvironment.bar.txt") == """
                landscape 64x32
                +-------+
                |-------|
                +-------+

                bar in root (8, 16, 48, 8)

                """)
    }

    @Test func asynchronousScope() async {
        let log = FailureLog()
        await withLayoutSnapshotTesting(record: .all, reporter: log.reporter) {
            await Task.yield()
            #expect(LayoutSnapshotConfiguration.current.record == .all)
            #expect(LayoutSnapshotConfiguration.current.reporter?.name == "log")
        }
    }

    // Inner scopes override only what they set.
    @Test func scopesNest() {
        let log = FailureLog()
        withLayoutSnapshotTesting(record: .never, reporter: log.reporter) {
            withLayoutSnapshotTesting(environment: quietEnvironment) {
                let configuration = LayoutSnapshotConfiguration.current
                #expect(configuration.record == .never)
                #expect(configuration.environment == quietEnvironment)
                #expect(configuration.reporter?.name == "log")
            }
        }
        #expect(LayoutSnapshotConfiguration.current.record == nil)
    }

    @Test(.layoutSnapshots(record: .failed, environment: SnapshotEnvironment(["CI": "0"])))
    func traitSetsTheConfiguration() {
        #expect(LayoutSnapshotConfiguration.current.record == .failed)
        #expect(LayoutSnapshotConfiguration.current.environment?.isCI == false)
    }
}

/// The real Swift Testing path: a failing assertion records an issue at its own line.
@Suite("Swift Testing reporting")
struct SwiftTestingReportingTests {
    @Test func automaticReporterIsSwiftTestingInsideATest() {
        #expect(SnapshotFailureReporter.automatic.name == "Swift Testing")
    }

    @Test func failureIsAnIssueAtTheCallersLocation() throws {
        let folder = try ScratchFolder()
        let expectedLine = #line + 3
        withKnownIssue {
            withLayoutSnapshotTesting(environment: SnapshotEnvironment(["CI": "true"])) {
                assertLayoutSnapshot(of: .file(seedFile), snapshotDirectory: folder.path)
            }
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileName == "AssertLayoutSnapshotTests.swift"
                && issue.comments.first?.rawValue.hasPrefix("No reference was found on disk at:") == true
        }
    }
}
