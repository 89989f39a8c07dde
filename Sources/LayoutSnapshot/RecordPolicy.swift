/// How a reference compares with the text just made.
enum ReferenceState: Hashable {
    /// There is no reference file.
    case missing
    /// The reference holds exactly the text.
    case matching
    /// The reference holds something else.
    case differing(reference: String)
}

/// Whether to write a reference, from the record mode, the `update` request of `layout test`
/// and whether writing is allowed at all (it is not under `CI`).
///
/// | reference | `never`, or under CI | `missing` | `failed` | `all` | with `update` |
/// |-----------|----------------------|-----------|----------|-------|---------------|
/// | missing   | fail                 | write     | write    | write | write         |
/// | matching  | pass                 | pass      | pass     | write | pass          |
/// | differing | fail                 | fail      | write    | write | write         |
///
/// A write fails the check so it is noticed, unless `update` asked for it. `never` wins over
/// `update`: nothing is written.
struct RecordPolicy: Hashable {
    enum Action: Hashable { case pass, fail, write }

    var mode: SnapshotRecordMode
    var update = false
    /// Why nothing may be written (`CI is set (CI=true)`), or `nil` when writing is allowed.
    var writingRefusal: String?

    init(mode: SnapshotRecordMode, update: Bool = false, environment: SnapshotEnvironment) {
        self.mode = mode
        self.update = update
        if environment.isCI {
            writingRefusal =
                "CI is set (\(SnapshotEnvironment.ciVariable)=\(environment.variables[SnapshotEnvironment.ciVariable] ?? ""))"
        } else if mode == .never {
            writingRefusal = "the record mode is \"never\""
        }
    }

    func action(for state: ReferenceState) -> Action {
        switch state {
        case .missing:
            return writingRefusal == nil ? .write : .fail
        case .matching:
            return writingRefusal == nil && mode == .all ? .write : .pass
        case .differing:
            return writingRefusal == nil && (update || mode == .all || mode == .failed) ? .write : .fail
        }
    }

    /// Whether a write counts as a pass: only when `update` asked for it.
    var writePasses: Bool { update }
}

/// Reads references, writes them atomically and removes obsolete ones.
struct ReferenceFiles: Sendable {
    var writer = AtomicFileWriter()
    var read: @Sendable (String) throws(FileOperationError) -> String? = POSIXFiles.readText

    /// How the reference at `path` compares with `actual`.
    func state(at path: String, actual: String) throws(SnapshotError) -> ReferenceState {
        let reference: String?
        do {
            reference = try read(path)
        } catch {
            throw .unreadableReference(path: path, reason: error.reason)
        }
        guard let reference else { return .missing }
        return reference == actual ? .matching : .differing(reference: reference)
    }

    /// Writes `text` to `path` unless the reference already holds it (`state` is
    /// `.matching`), so an unchanged file keeps its modification date.
    func record(_ text: String, at path: String, over state: ReferenceState) throws(SnapshotError) {
        if state == .matching { return }
        try writer.write(text, to: path)
    }

    /// Removes the file at `path`.
    func remove(_ path: String) throws(SnapshotError) {
        do {
            try writer.removeFile(path)
        } catch {
            throw .unremovable(path: path, reason: error.reason)
        }
    }
}
