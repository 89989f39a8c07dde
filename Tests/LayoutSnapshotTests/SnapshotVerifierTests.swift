import Testing

@testable import LayoutSnapshot

@Suite("SnapshotVerifier")
struct SnapshotVerifierTests {
    let local = SnapshotEnvironment()
    let ci = SnapshotEnvironment(["CI": "true"])

    func seed(_ source: String = Seed.source) -> SnapshotSubject {
        guard let document = Seed.document(source) else { return .layouts([]) }
        return .document(document)
    }

    @Test func missingReferenceIsRecordedAndFails() throws {
        let folder = try TemporaryFolder()
        let path = folder.url("__Snapshots__/T/seed.1.txt")
        let failure = SnapshotVerifier(environment: local).verify(seed(), referencePath: path)
        #expect(
            failure == """
                No reference was found on disk. Recorded the snapshot to:
                  \(path)
                Re-run the test to check the layout against it.
                """)
        #expect(folder.read("__Snapshots__/T/seed.1.txt") == Seed.text())
        // The second run matches.
        #expect(SnapshotVerifier(environment: local).verify(seed(), referencePath: path) == nil)
    }

    @Test func missingReferenceUnderCIFailsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let path = folder.url("__Snapshots__/T/seed.1.txt")
        let failure = SnapshotVerifier(record: .all, environment: ci).verify(seed(), referencePath: path)
        #expect(
            failure == """
                No reference was found on disk at:
                  \(path)
                Nothing was recorded because CI is set (CI=true).
                """)
        #expect(folder.listing() == [])
    }

    @Test func missingReferenceWithRecordNever() throws {
        let folder = try TemporaryFolder()
        let path = folder.url("seed.txt")
        let environment = SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": "never"])
        #expect(
            SnapshotVerifier(environment: environment).verify(seed(), referencePath: path) == """
                No reference was found on disk at:
                  \(path)
                Nothing was recorded because the record mode is "never".
                """)
        #expect(folder.listing() == [])
    }

    @Test func mismatchShowsWhereFramesAndLines() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "seed.txt")
        let failure = SnapshotVerifier(environment: local).verify(seed(Seed.movedSource), referencePath: path)
        let expectedDiff = SnapshotDiff.lines(reference: Seed.text(), actual: Seed.text(Seed.movedSource))
        let picture = ["", "A picture of the reference and the new frames:", "  " + folder.url("seed.failure.svg")]
        #expect(
            failure.map(lines)
                == ["Layout snapshot does not match the reference at:", "  " + path, ""] + expectedDiff + picture)
        #expect(failure?.contains("    _bottomButton: (66, 35, 46, 30) -> (74, 35, 46, 30)") == true)
        #expect(folder.read("seed.txt") == Seed.text())
    }

    @Test func recordFailedRewritesAMismatchAndFails() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "seed.txt")
        let failure = SnapshotVerifier(record: .failed, environment: local).verify(
            seed(Seed.movedSource), referencePath: path)
        #expect(
            failure?.hasPrefix("Layout snapshot does not match the reference at:\n  \(path)\n\nFrames that changed")
                == true)
        #expect(failure?.hasSuffix("\n\nRecorded the new snapshot (record mode \"failed\").") == true)
        #expect(folder.read("seed.txt") == Seed.text(Seed.movedSource))
        // A matching reference passes in `failed` mode.
        #expect(
            SnapshotVerifier(record: .failed, environment: local).verify(seed(Seed.movedSource), referencePath: path)
                == nil)
    }

    @Test func recordAllFailsEvenWhenUnchanged() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "seed.txt")
        let environment = SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": "all"])
        #expect(
            SnapshotVerifier(environment: environment).verify(seed(), referencePath: path) == """
                Recorded the snapshot (record mode "all"); it had not changed:
                  \(path)
                """)
        #expect(folder.read("seed.txt") == Seed.text())
    }

    @Test func mismatchUnderCIIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "seed.txt")
        let failure = SnapshotVerifier(record: .failed, environment: ci).verify(
            seed(Seed.movedSource), referencePath: path)
        #expect(failure?.hasPrefix("Layout snapshot does not match the reference at:") == true)
        #expect(failure?.contains("Recorded") == false)
        #expect(folder.read("seed.txt") == Seed.text())
    }

    @Test func unwritableFolderIsAClearFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("a file\n", to: "__Snapshots__")
        let path = folder.url("__Snapshots__/T/seed.1.txt")
        let snapshots = folder.url("__Snapshots__")
        // Reading looks through the file in the way and finds no reference; writing fails.
        #expect(
            SnapshotVerifier(environment: local).verify(seed(), referencePath: path) == """
                Could not check the layout snapshot: could not write \(path): cannot create the folder \
                "\(snapshots)/T": "\(snapshots)" is a file, not a folder
                """)
    }

    @Test func referenceThatIsAFolderIsAClearFailure() throws {
        let folder = try TemporaryFolder()
        try folder.write("x", to: "seed.txt/inside")
        let path = folder.url("seed.txt")
        #expect(
            SnapshotVerifier(environment: local).verify(seed(), referencePath: path)
                == "Could not check the layout snapshot: could not read the reference \(path): it is a folder")
    }

    @Test func invalidRecordModeInTheEnvironment() {
        let environment = SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": "sometimes"])
        #expect(
            SnapshotVerifier(environment: environment).verify(seed(), referencePath: "/nonexistent/x.txt") == """
                Could not check the layout snapshot: LAYOUT_SNAPSHOT_RECORD="sometimes" is not a record mode \
                (missing, all, failed, never)
                """)
    }

    @Test func layoutErrorsAreTheFailure() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("view a\nH:|-[a]-[b]|\n", to: "bad.vfl")
        let failure = SnapshotVerifier(environment: local).verify(.file(file), referencePath: folder.url("bad.txt"))
        #expect(
            failure?.hasPrefix("Could not check the layout snapshot: could not lay out \(file):\n\(file):2:") == true)
        #expect(folder.listing() == ["bad.vfl"])
    }
}

@Suite("SnapshotReferencePath")
struct SnapshotReferencePathTests {
    @Test func swiftSnapshotTestingLayout() {
        let test = "/p/Tests/LayoutTestingTests/SeedTests.swift"
        #expect(
            SnapshotReferencePath.folder(forTestFile: test) == "/p/Tests/LayoutTestingTests/__Snapshots__/SeedTests")
        #expect(
            SnapshotReferencePath.path(forTestFile: test, testName: "testSeed()", identifier: "1")
                == "/p/Tests/LayoutTestingTests/__Snapshots__/SeedTests/testSeed.1.txt")
        #expect(
            SnapshotReferencePath.path(forTestFile: test, testName: "seedLayout()", identifier: "iPhone SE")
                == "/p/Tests/LayoutTestingTests/__Snapshots__/SeedTests/seedLayout.iPhone-SE.txt")
        #expect(
            SnapshotReferencePath.path(forTestFile: "T.swift", testName: "t()", identifier: "2")
                == "__Snapshots__/T/t.2.txt")
    }

    @Test func sanitizing() {
        #expect(SnapshotReferencePath.sanitized("testFoo()") == "testFoo")
        #expect(SnapshotReferencePath.sanitized("sizes(width:height:)") == "sizes-width-height")
        #expect(SnapshotReferencePath.sanitized("  a / b  ") == "a-b")
        #expect(SnapshotReferencePath.sanitized("größe_1") == "größe_1")
        #expect(SnapshotReferencePath.sanitized("../..") == "snapshot")
        #expect(SnapshotReferencePath.sanitized("") == "snapshot")
    }

    @Test func counterNumbersPerKeyFromOne() {
        let counter = SnapshotCounter()
        #expect(
            [counter.next(for: "a"), counter.next(for: "a"), counter.next(for: "b"), counter.next(for: "a")] == [
                1, 2, 1, 3
            ])
        counter.reset()
        #expect(counter.next(for: "a") == 1)
    }
}
