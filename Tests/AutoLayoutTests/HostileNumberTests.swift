import Testing

@testable import AutoLayout

/// Numbers no layout should contain: the engine answers with a result or an issue, never a
/// crash, never NaN in a frame.
@Suite struct HostileNumberTests {
    func seedLike(_ size: LayoutSize) throws -> (LayoutEngine, LayoutView) {
        let engine = LayoutEngine(size: size)
        let view = LayoutView(name: "v")
        try engine.root.addSubview(view)
        try LayoutConstraint.activate([
            view.leading == engine.root.leading + 20, engine.root.trailing == view.trailing + 20,
            view.top == engine.root.top + 20, view.height == 100
        ])
        engine.layoutIfNeeded()
        return (engine, view)
    }

    @Test(arguments: [
        LayoutSize(width: 0, height: 0), LayoutSize(width: -320, height: 568), LayoutSize(width: .nan, height: 568),
        LayoutSize(width: .infinity, height: 568), LayoutSize(width: 1e308, height: 1e308),
        LayoutSize(width: 1, height: 1)
    ])
    func oddRootSizesNeverProduceNonFiniteFrames(size: LayoutSize) throws {
        let (engine, view) = try seedLike(size)
        for frame in [engine.root.frame, view.frame] {
            #expect(frame.isFinite, "\(size): \(frame)")
        }
        engine.size = LayoutSize(width: 320, height: 568)
        engine.layoutIfNeeded()
        #expect(view.frame == LayoutRect(x: 20, y: 20, width: 280, height: 100))
    }

    @Test func hugeConstantsAreRejectedWithAClearError() throws {
        let (_, view) = try seedLike(LayoutSize(width: 320, height: 568))
        for bad in [view.width == 1e300, view.width == -1e12, view.width >= view.height * 1e300] {
            #expect(throws: LayoutError.self) { try bad.activate() }
        }
        #expect(throws: LayoutError.self) { try (view.width == .nan).activate() }
    }
}
