/// Checks a layout against its reference file and records references as the record mode
/// says: the work behind `assertLayoutSnapshot`, without any test framework. It returns a
/// failure message, or `nil` when the check passes, as swift-snapshot-testing's
/// `verifySnapshot` does.
///
///     let verifier = SnapshotVerifier(environment: .process)
///     if let failure = verifier.verify(.file("Layouts/seed.vfl"), referencePath: "Tests/__Snapshots__/seed.txt") {
///         print(failure)
///     }
///
/// The record mode is ``record`` if set, else `LAYOUT_SNAPSHOT_RECORD`, else
/// ``SnapshotRecordMode/missing``. Under `CI` nothing is written. Messages:
///
/// - no reference, recorded: `No reference was found on disk. Recorded the snapshot to:`,
///   the path, `Re-run the test to check the layout against it.` (a failure, so it is noticed);
/// - no reference, not recorded: `No reference was found on disk at:`, the path, and why
///   nothing was recorded (`CI is set (CI=true)`, `the record mode is "never"`);
/// - a mismatch: `Layout snapshot does not match the reference at:`, the path, a blank line
///   and ``SnapshotDiff``'s lines, then a blank line, `A picture of the reference and the new
///   frames:` and the path of the SVG written (the picture of the failure: in
///   `LAYOUT_SNAPSHOT_ARTIFACTS`, else next to the reference; nothing under `CI` unless that
///   variable is set); with `failed` or `all`, then a blank line and
///   `Recorded the new snapshot (record mode "failed").`;
/// - `all` with a matching reference: `Recorded the snapshot (record mode "all"); it had not
///   changed:` and the path;
/// - a layout that cannot be built, a reference that cannot be read or written: the error,
///   beginning `Could not check the layout snapshot:`.
///
/// Paths are printed as given, indented by two spaces on a line of their own.
public struct SnapshotVerifier: Sendable {
    /// The record mode chosen in code; `nil` defers to the environment.
    public var record: SnapshotRecordMode?
    /// Where `CI` and `LAYOUT_SNAPSHOT_RECORD` are read.
    public var environment: SnapshotEnvironment
    /// How layouts become text.
    public var format: SnapshotFormat
    /// Reading and writing references.
    var files = ReferenceFiles()

    /// A verifier with a record mode, an environment and a format.
    public init(
        record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment = .process,
        format: SnapshotFormat = SnapshotFormat()
    ) {
        self.record = record
        self.environment = environment
        self.format = format
    }

    /// Checks `subject` at the sizes of `orientations` against the reference at
    /// `referencePath`; returns the failure message, or `nil` if it passed.
    public func verify(
        _ subject: SnapshotSubject, orientations: SnapshotOrientations = .automatic,
        referencePath: String
    ) -> String? {
        do throws(SnapshotError) {
            let mode = try environment.resolvedRecordMode(record)
            let actual = try subject.layouts(orientations).get()
            return try verify(text: format.text(for: actual), referencePath: referencePath, mode: mode)
        } catch {
            return Self.couldNotCheck + " " + error.description
        }
    }

    static let couldNotCheck = "Could not check the layout snapshot:"

    /// Compares `text` with the reference and records it if the policy says so.
    func verify(text: String, referencePath: String, mode: SnapshotRecordMode) throws(SnapshotError) -> String? {
        let policy = RecordPolicy(mode: mode, environment: environment)
        let state = try files.state(at: referencePath, actual: text)
        let action = policy.action(for: state)
        if action == .write { try files.record(text, at: referencePath, over: state) }
        let path = "  " + referencePath
        switch (state, action) {
        case (_, .pass):
            return nil
        case (.missing, .write):
            return [
                "No reference was found on disk. Recorded the snapshot to:", path,
                "Re-run the test to check the layout against it."
            ].joined(separator: "\n")
        case (.missing, _):
            return [
                "No reference was found on disk at:", path,
                "Nothing was recorded because \(policy.writingRefusal ?? "recording is off")."
            ].joined(separator: "\n")
        case (.matching, _):
            return ["Recorded the snapshot (record mode \"\(mode.rawValue)\"); it had not changed:", path]
                .joined(separator: "\n")
        case (.differing(let reference), _):
            var lines = ["Layout snapshot does not match the reference at:", path, ""]
            lines += SnapshotDiff.lines(reference: reference, actual: text)
            lines += SnapshotFailurePicture.messageLines(
                SnapshotFailurePicture(environment: environment, files: files)
                    .write(reference: reference, actual: text, referencePath: referencePath))
            if action == .write { lines += ["", "Recorded the new snapshot (record mode \"\(mode.rawValue)\")."] }
            return lines.joined(separator: "\n")
        }
    }
}
