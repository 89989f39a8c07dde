import AutoLayout
import Testing

/// Priorities compete strictly; intrinsic sizes turn into hugging and compression resistance.
@Suite struct PriorityTests {
    @Test func higherPriorityWinsOverAnyNumberOfLowerOnes() throws {
        let (engine, v) = try makeEngine(views: 1)
        let view = v[0]
        try pinVertically(view, in: engine.root)
        try LayoutConstraint.activate([view.left == engine.root.left])
        try LayoutConstraint.activate([view.width == 100 ~ 751])
        for _ in 0..<200 { try LayoutConstraint.activate([view.width == 10 ~ 750]) }
        engine.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test func namedPrioritiesHaveUIKitsValues() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority(named: "defaultHigh") == .defaultHigh)
        #expect(LayoutPriority(named: "high") == nil)
        #expect(LayoutPriority(999).description == "999")
        #expect(!LayoutPriority(0).isValid && !LayoutPriority(1001).isValid && LayoutPriority(1).isValid)
    }

    /// A priority out of range is named in the error, above the range as below it (1001 is not
    /// required, and must not read as if it were).
    @Test func anInvalidPriorityIsShownInTheError() throws {
        let (_, v) = try makeEngine(width: 320, views: 1)
        for (priority, shown) in [(LayoutPriority(1001), "@1001"), (LayoutPriority(0), "@0")] {
            let constraint = v[0].width == 10 ~ priority
            #expect(constraint.description == "v0.width == 10 \(shown)")
            #expect(throws: LayoutError.self) { try constraint.activate() }
            do { try constraint.activate() } catch {
                #expect(error.description == "A priority must be from 1 to 1000: v0.width == 10 \(shown)")
            }
        }
    }

    /// Two labels in a row too narrow for both: the one with lower compression resistance
    /// gives way; the one with higher hugging stays at its intrinsic width when there is room.
    @Test func huggingAndCompressionInASqueezedRow() throws {
        let (engine, v) = try makeEngine(width: 200, views: 2)
        let name = v[0], value = v[1]
        name.intrinsicContentSize = LayoutSize(width: 120, height: 20)
        value.intrinsicContentSize = LayoutSize(width: 120, height: 20)
        name.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        let root = engine.root
        try LayoutConstraint.activate([
            name.leading == root.leading + 10,
            value.leading == name.trailing + 8,
            value.trailing <= root.trailing - 10,
            name.top == root.top, value.top == root.top
        ])
        engine.layoutIfNeeded()
        // 200 - 10 - 8 - 10 = 172 points for both: the name keeps 120, the value gets 52.
        #expect(name.frame.width == 120)
        #expect(value.frame.width == 52)
        #expect(name.frame.height == 20) // vertical intrinsic size

        // Wide enough: both at their intrinsic widths; the extra space stays outside, since
        // both hug (250) more than anything pulls them.
        engine.size = LayoutSize(width: 400, height: 568)
        engine.layoutIfNeeded()
        #expect(name.frame.width == 120 && value.frame.width == 120)

        // Now make the value stretch to the edge: the one with lower hugging grows.
        try LayoutConstraint.activate([value.trailing == root.trailing - 10 ~ 500])
        value.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        engine.layoutIfNeeded()
        #expect(name.frame.width == 120 && value.frame.width == 252)
        #expect(engine.issues.isEmpty)
    }

    @Test func changingAnIntrinsicSizeReLaysOut() throws {
        let (engine, v) = try makeEngine(views: 1)
        let button = v[0]
        button.intrinsicContentSize = LayoutSize(width: 46, height: 30)
        try LayoutConstraint.activate([button.left == engine.root.left + 20, button.top == engine.root.top + 20])
        engine.layoutIfNeeded()
        #expect(button.frame == LayoutRect(x: 20, y: 20, width: 46, height: 30))
        button.intrinsicContentSize = LayoutSize(width: 80, height: LayoutView.noIntrinsicMetric)
        try LayoutConstraint.activate([button.height == 44])
        engine.layoutIfNeeded()
        #expect(button.frame == LayoutRect(x: 20, y: 20, width: 80, height: 44))
        #expect(engine.activeConstraints.filter { $0.kind != .explicit }.count == 2)
    }

    @Test func changingAConstantOrPriorityReLaysOut() throws {
        let (engine, v) = try makeEngine(views: 1)
        let view = v[0]
        try pinVertically(view, in: engine.root)
        let left = view.left == engine.root.left + 10
        let wide = view.width == 300 ~ .defaultLow
        let narrow = view.width == 100 ~ .defaultHigh
        try LayoutConstraint.activate([left, wide, narrow])
        engine.layoutIfNeeded()
        #expect(view.frame.minX == 10 && view.frame.width == 100)
        left.constant = 25
        narrow.priority = .fittingSizeLevel
        engine.layoutIfNeeded()
        #expect(view.frame.minX == 25 && view.frame.width == 300)
    }
}

/// Priorities are strict in the engine too, as in UIKit.
@Suite struct StrictPriorityTests {
    /// The higher priority comes last, so it must move the solution (the solver's own tests
    /// do this with a thousand).
    @Test func oneAt751AddedLastBeatsHundredsAt750() throws {
        let (engine, v) = try makeEngine(views: 1)
        let view = v[0]
        try pinVertically(view, in: engine.root)
        try (view.left == engine.root.left).activate()
        try LayoutConstraint.activate((0..<400).map { _ in view.width == 10 ~ .defaultHigh })
        try (view.width == 0 ~ 751).activate()
        engine.layoutIfNeeded()
        #expect(view.frame.width == 0)
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
    }

    @Test func withinOnePriorityTheSummedErrorIsMinimised() throws {
        let (engine, v) = try makeEngine(views: 1)
        let view = v[0]
        try pinVertically(view, in: engine.root)
        try (view.left == engine.root.left).activate()
        // Three want 90, one wants 30, all at 500: moving away from 90 costs three points per
        // point gained, so 90 wins. A weaker 40 cannot change that.
        try LayoutConstraint.activate([view.width == 30 ~ 500] + (0..<3).map { _ in view.width == 90 ~ 500 })
        try (view.width == 40 ~ 499).activate()
        engine.layoutIfNeeded()
        #expect(view.frame.width == 90)
        #expect(engine.ambiguities().isEmpty)
    }

    @Test func hugsBeatAnyNumberOfWeakerPulls() throws {
        let (engine, v) = try makeEngine(views: 1)
        let label = v[0]
        label.intrinsicContentSize = LayoutSize(width: 60, height: 20)
        try LayoutConstraint.activate([label.left == engine.root.left, label.top == engine.root.top])
        try LayoutConstraint.activate((0..<300).map { _ in label.width == 300 ~ 249 })
        engine.layoutIfNeeded()
        #expect(label.frame.width == 60) // content hugging at 250 holds
        label.setContentHuggingPriority(LayoutPriority(248), for: .horizontal)
        engine.layoutIfNeeded()
        #expect(label.frame.width == 300) // now the pulls at 249 win
        #expect(engine.issues.isEmpty)
    }
}
