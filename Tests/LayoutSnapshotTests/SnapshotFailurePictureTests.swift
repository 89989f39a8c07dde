import Testing

@testable import LayoutSnapshot

/// The picture of a mismatch: where it goes, when, and what it never overwrites.
@Suite("SnapshotFailurePicture")
struct SnapshotFailurePictureTests {
    func seed(_ source: String = Seed.source) -> SnapshotSubject {
        guard let document = Seed.document(source) else { return .layouts([]) }
        return .document(document)
    }

    func verify(_ environment: [String: String], reference: String) -> String? {
        SnapshotVerifier(environment: SnapshotEnvironment(environment)).verify(
            seed(Seed.movedSource), referencePath: reference)
    }

    // A changed constraint: the overlay is written beside the reference and named last.
    @Test func beside() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "__Snapshots__/T/seed.1.txt")
        let failure = try #require(verify([:], reference: path))
        let picture = folder.url("__Snapshots__/T/seed.1.failure.svg")
        #expect(failure.hasSuffix("\n\nA picture of the reference and the new frames:\n  \(picture)"))
        let svg = try #require(folder.read("__Snapshots__/T/seed.1.failure.svg"))
        #expect(svg.hasPrefix(SnapshotFailurePicture.marker + "\n<svg "))
        // The bottom button moved 8 points: root x 86 before, 94 after, at canvas x 16.
        #expect(svg.contains("data-view=\"_bottomButton\" x=\"102\""))
        #expect(svg.contains("data-view=\"_bottomButton\" x=\"110\""))
        // A passing run writes nothing more, and leaves the picture.
        try folder.write(Seed.text(Seed.movedSource), to: "__Snapshots__/T/seed.1.txt")
        let before = folder.listing()
        #expect(verify([:], reference: path) == nil)
        #expect(folder.listing() == before)
    }

    // LAYOUT_SNAPSHOT_ARTIFACTS: in that folder, under the reference's folder's name; under
    // CI only when it is set.
    @Test func inTheArtifactsFolder() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "__Snapshots__/T/seed.1.txt")
        let artifacts = folder.url("artifacts")
        let failure = try #require(verify(["CI": "true", "LAYOUT_SNAPSHOT_ARTIFACTS": artifacts], reference: path))
        #expect(failure.hasSuffix("\n  \(artifacts)/T/seed.1.svg"))
        #expect(folder.read("artifacts/T/seed.1.svg")?.contains("<svg ") == true)
        #expect(folder.read("__Snapshots__/T/seed.1.failure.svg") == nil)
    }

    @Test func nothingUnderCIUnlessAsked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "seed.txt")
        let failure = try #require(verify(["CI": "1", "LAYOUT_SNAPSHOT_ARTIFACTS": ""], reference: path))
        #expect(!failure.contains("picture"))
        #expect(folder.listing() == ["seed.txt"])
    }

    // A file of the user's where the picture would go is left alone, and the failure says
    // so; an earlier picture is replaced.
    @Test func neverOverAUsersFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Seed.text(), to: "seed.txt")
        try folder.write("my notes\n", to: "seed.failure.svg")
        let failure = try #require(verify([:], reference: path))
        #expect(
            failure.hasSuffix(
                "\n\nNo picture of the frames was written: \(folder.url("seed.failure.svg")) exists and is not one."))
        #expect(folder.read("seed.failure.svg") == "my notes\n")
        try folder.write(SnapshotFailurePicture.marker + "\nold\n", to: "seed.failure.svg")
        _ = verify([:], reference: path)
        #expect(folder.read("seed.failure.svg")?.contains("<svg ") == true)
    }

    // Reading the frames back from a snapshot text gives the layouts the text was made of.
    @Test func framesReadBackAsLayouts() throws {
        let layouts = SnapshotFrames(text: Seed.text()).layouts
        #expect(layouts.map(\.orientation) == ["portrait", "landscape"])
        #expect(layouts.map(\.width) == [320, 568])
        let bottom = try #require(layouts.first?.views.first { $0.name == "_bottomButton" })
        #expect(bottom.superview == "_bottomGrayView")
        #expect(bottom.rootFrame == .init(x: 86, y: 163, width: 46, height: 30))
    }
}
