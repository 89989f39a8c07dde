/// When a snapshot assertion or `layout test` writes reference files, with the names users
/// of swift-snapshot-testing know.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record a reference only where there is none (and fail that run, so it is noticed).
    case missing
    /// Record every reference, overwriting existing ones (and fail, so it is noticed).
    case all
    /// Re-record references that do not match (and fail).
    case failed
    /// Never write; a missing reference is a failure.
    case never

    /// The environment variable that chooses the mode (`LAYOUT_SNAPSHOT_RECORD=all`).
    public static let environmentVariable = "LAYOUT_SNAPSHOT_RECORD"
}
