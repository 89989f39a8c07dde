import LayoutTesting
import Testing

/// Dogfood: the seed layout of `Layouts/seed.vfl` against the reference committed in
/// `__Snapshots__/SeedSnapshotTests/seedLayout.1.txt` (checked by hand against the seed's
/// frames: topGray (20, 20, 280, 100), bottomGray (20, 128, 280, 100), topButton
/// (20, 35, 46, 30) in topGray, bottomButton (66, 35, 46, 30) in bottomGray; in landscape
/// the gray views are 528 wide).
@Test func seedLayout() {
    assertLayoutSnapshot(of: .file(seedFile))
}
