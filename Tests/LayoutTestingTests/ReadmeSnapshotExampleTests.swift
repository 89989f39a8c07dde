import AutoLayout
import LayoutTesting
import XCTest

/// The XCTest example of the README's "Snapshot testing" section, as written there: a
/// layout built in code, checked in portrait against
/// `__Snapshots__/ReadmeSnapshotExampleTests/testCompactCard.compact.txt`.
final class ReadmeSnapshotExampleTests: XCTestCase {
    func testCompactCard() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let card = LayoutView(name: "card")
        try engine.root.addSubview(card)
        try LayoutConstraint.activate([
            card.leading == engine.root.leading + 20,
            engine.root.trailing == card.trailing + 20,
            card.top == engine.root.top + 20,
            card.height == 120,
        ])
        assertLayoutSnapshot(of: .engine(engine), orientations: .portrait, named: "compact")
    }
}
