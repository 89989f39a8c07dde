// A user's snapshot test, in a test target set up as the snapshot testing guide says: the
// seed layout of the `layout` checkout beside this package (`../layout`, the manifest's
// dependency) against the reference committed in `__Snapshots__/SeedSnapshotTests/`.
import Foundation
import LayoutTesting
import Testing

let seedFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("layout/Layouts/seed.vfl").path

@Test func seedLayout() {
    assertLayoutSnapshot(of: .file(seedFile))
}
