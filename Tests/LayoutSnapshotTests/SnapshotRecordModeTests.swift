import LayoutSnapshot
import Testing

@Test func recordModesHaveSwiftSnapshotTestingsNames() {
    #expect(SnapshotRecordMode.allCases.map(\.rawValue) == ["missing", "all", "failed", "never"])
    #expect(SnapshotRecordMode(rawValue: "all") == .all)
}
