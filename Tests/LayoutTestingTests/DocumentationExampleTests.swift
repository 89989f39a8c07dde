// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import AutoLayout
import LayoutTesting
import Testing
import XCTest

/// The snapshot tests README.md and the LayoutTesting catalog's articles show, verbatim (the
/// documentation tests find each one here), with their references in
/// `__Snapshots__/DocumentationExampleTests/`: if one fails, fix the page too.

/// The Swift Testing example: the seed layout, its path relative to the package root (where
/// `swift test` runs).
@Suite struct SwiftTestingSnapshotExample {
    @Test func seedLayout() {
        assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))
    }
}

/// The XCTest example: a layout built in code, checked in portrait against
/// `testCompactCard.compact.txt`.
final class CompactCardTests: XCTestCase {
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
