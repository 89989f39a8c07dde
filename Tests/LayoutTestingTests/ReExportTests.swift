import LayoutTesting
import Testing

@Test func layoutTestingReExportsTheSnapshotTypes() {
    #expect(SnapshotRecordMode.environmentVariable == "LAYOUT_SNAPSHOT_RECORD")
}
