import AutoLayout
import Testing

/// Leading and trailing follow the layout direction.
@Suite struct DirectionTests {
    func row(_ direction: LayoutDirection) throws -> (LayoutEngine, [LayoutView]) {
        let (engine, v) = try makeEngine(views: 2, direction: direction)
        let root = engine.root
        try LayoutConstraint.activate([
            v[0].leading == root.leading + 20, v[0].width == 50,
            v[1].leading == v[0].trailing + 8, v[1].trailing == root.trailing - 20,
        ])
        for view in v { try pinVertically(view, in: root) }
        engine.layoutIfNeeded()
        return (engine, v)
    }

    @Test func leftToRight() throws {
        let (_, v) = try row(.leftToRight)
        #expect(v[0].frame.minX == 20 && v[0].frame.width == 50)
        #expect(v[1].frame.minX == 78 && v[1].frame.maxX == 300)
    }

    @Test func rightToLeftMirrors() throws {
        let (engine, v) = try row(.rightToLeft)
        #expect(v[0].frame.maxX == 300 && v[0].frame.width == 50)
        #expect(v[1].frame.maxX == 242 && v[1].frame.minX == 20)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func switchingDirectionReSolves() throws {
        let (engine, v) = try row(.leftToRight)
        engine.layoutDirection = .rightToLeft
        engine.layoutIfNeeded()
        #expect(v[0].frame.maxX == 300)
        engine.layoutDirection = .leftToRight
        engine.layoutIfNeeded()
        #expect(v[0].frame.minX == 20)
    }

    @Test func leftAndRightIgnoreTheDirection() throws {
        let (engine, v) = try makeEngine(views: 1, direction: .rightToLeft)
        try LayoutConstraint.activate([v[0].left == engine.root.left + 5, v[0].width == 10])
        try pinVertically(v[0], in: engine.root)
        engine.layoutIfNeeded()
        #expect(v[0].frame.minX == 5)
    }
}
