import LayoutRendering

/// The picture of a snapshot mismatch: an SVG of the reference frames and the new frames
/// overlaid (``SVGOverlay``), written where the failure message says.
///
/// - Where: in the folder `LAYOUT_SNAPSHOT_ARTIFACTS` names, as `FOLDER/NAME.svg`, `FOLDER`
///   being the name of the reference's folder and `NAME` the reference's name without its
///   extension (`$LAYOUT_SNAPSHOT_ARTIFACTS/__Snapshots__/seed.svg` for
///   `Layouts/__Snapshots__/seed.txt`), as swift-snapshot-testing writes its failure
///   artifacts under `SNAPSHOT_ARTIFACTS`; when the variable is unset or empty, next to the
///   reference as `NAME.failure.svg`.
/// - When: only for a reference that differs; under `CI` only when `LAYOUT_SNAPSHOT_ARTIFACTS`
///   is set, so a CI run writes nothing unless asked.
/// - How: atomically (``AtomicFileWriter``), and never over a file that is not such a picture
///   (the first line of one is ``marker``): a file of the user's is left alone and the message
///   says so.
///
/// The assertion's message gains a blank line, `A picture of the reference and the new
/// frames:` and the path, or the reason no picture was written; `layout test` prints
/// `picture: PATH` under the diff.
struct SnapshotFailurePicture: Sendable {
    /// The variable naming the folder the pictures go to.
    static let environmentVariable = "LAYOUT_SNAPSHOT_ARTIFACTS"
    /// The first line of every picture, by which an earlier one is recognised and replaced.
    static let marker = "<!-- layout snapshot failure: reference (dashed) against new (solid) -->"

    var environment: SnapshotEnvironment
    var files = ReferenceFiles()

    /// Where the picture for the reference at `referencePath` goes, or nil when none is
    /// written (under `CI`, not asked).
    func path(forReference referencePath: String) -> String? {
        let reference = FilePath(referencePath)
        if let folder = environment.variables[Self.environmentVariable], !folder.isEmpty {
            let parent = FilePath(reference.folder).name
            let inFolder = parent.isEmpty || parent == "/" || parent == "." || parent == ".." ? "" : parent
            return FilePath.join(FilePath.join(folder, inFolder), reference.baseName + ".svg")
        }
        if environment.isCI { return nil }
        return reference.sibling(named: reference.baseName + ".failure.svg")
    }

    /// What became of a picture.
    enum Outcome: Hashable {
        /// None is wanted (under `CI`, not asked).
        case notWanted
        /// Written at the path.
        case written(String)
        /// Not written, for the reason given.
        case notWritten(String)
    }

    /// Writes the picture of `reference` against `actual` (both snapshot texts) for the
    /// reference at `referencePath`.
    func write(reference: String, actual: String, referencePath: String) -> Outcome {
        guard let path = path(forReference: referencePath) else { return .notWanted }
        let existing: String?
        do {
            existing = try files.read(path)
        } catch {
            return .notWritten("could not read \(path): \(error.reason)")
        }
        if let existing, !existing.hasPrefix(Self.marker) {
            return .notWritten("\(path) exists and is not one")
        }
        let svg = SVGOverlay().render(
            reference: SnapshotFrames(text: reference).layouts, actual: SnapshotFrames(text: actual).layouts,
            title: FilePath(referencePath).name)
        do {
            try files.writer.write(Self.marker + "\n" + svg + "\n", to: path)
        } catch {
            return .notWritten(error.description)
        }
        return .written(path)
    }

    /// The lines a failure message gains: a blank line, then `A picture of the reference and
    /// the new frames:` and the path indented by two spaces, or why none was written.
    static func messageLines(_ outcome: Outcome) -> [String] {
        switch outcome {
        case .notWanted: return []
        case .written(let path): return ["", "A picture of the reference and the new frames:", "  " + path]
        case .notWritten(let reason): return ["", "No picture of the frames was written: \(reason)."]
        }
    }
}
