// LayoutTesting: snapshot assertions for layouts, usable from XCTest and Swift Testing.
// The snapshot format, diffs and record modes live in LayoutSnapshot, re-exported here.
//
//     import LayoutTesting
//     import Testing
//
//     @Test func seedLayout() {
//         assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))
//     }
//
// - References: `__Snapshots__/<TestFile>/<test>.<N or name>.txt` beside the test file, as
//   swift-snapshot-testing lays them out (SnapshotReferencePath). Commit them.
// - Text: for each orientation a header (`portrait 320x568`), the ASCII drawing, and one
//   line per view, `name in superview (x, y, width, height)` (SnapshotFormat).
// - Recording: `record:` > withLayoutSnapshotTesting / `.layoutSnapshots(record:)` trait >
//   LAYOUT_SNAPSHOT_RECORD > `missing`. When CI is set nothing is written.
// - Failures: Issue.record in Swift Testing, XCTFail in XCTest, with the reference's path,
//   the frames that changed and a unified diff (SnapshotVerifier, SnapshotDiff).
// - Folders of `.vfl` files (`layout test`): LayoutTestRunner in LayoutSnapshot.
@_exported import LayoutSnapshot
