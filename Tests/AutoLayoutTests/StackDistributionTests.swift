import AutoLayout
import Testing

/// Each distribution on both axes, with intrinsic sizes chosen so that each hugging and
/// compression decision is forced. Every expected frame is worked out by hand in the comment
/// above it (positions in the stack, along the axis; across it every view fills the stack,
/// 20 points thick from the views' intrinsic thickness).
@Suite("Stack distributions")
struct StackDistributionTests {
    // MARK: fill

    /// 280 long, spacing 10: a (50, hugging 251) keeps its length, b (60, hugging 250) takes
    /// the rest, 280 - 10 - 50 = 220, from 60.
    @Test(arguments: LayoutAxis.allCases)
    func fillStretchesTheViewThatHugsLeast(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 280, spacing: 10)
        let a = try f.arrange("a", length: 50, thickness: 20, hugging: 251)
        let b = try f.arrange("b", length: 60, thickness: 20, hugging: 250)
        f.expect(stack: (280, 20), [(a, 0, 0, 50, 20), (b, 60, 0, 220, 20)])
    }

    /// 100 long: a and b want 80 each; b resists less (750 against 751), so b gives up 60.
    @Test(arguments: LayoutAxis.allCases)
    func fillCompressesTheViewThatResistsLeast(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 100)
        let a = try f.arrange("a", length: 80, thickness: 20, compression: 751)
        let b = try f.arrange("b", length: 80, thickness: 20, compression: 750)
        f.expect(stack: (100, 20), [(a, 0, 0, 80, 20), (b, 80, 0, 20, 20)])
    }

    /// Equal priorities: the first view gives way (Apple: "If there's any ambiguity, the stack
    /// view resizes the arranged views based on their index"). 200 long, a and b 50 each: a
    /// takes the extra 100. Frames are determined: no ambiguity.
    @Test(arguments: LayoutAxis.allCases)
    func fillStretchesTheFirstOfEqualViews(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 200)
        let a = try f.arrange("a", length: 50, thickness: 20)
        let b = try f.arrange("b", length: 50, thickness: 20)
        f.expect(stack: (200, 20), [(a, 0, 0, 150, 20), (b, 150, 0, 50, 20)])
    }

    /// 100 long, three views of 50: 50 too many, all taken from the first, a.
    @Test(arguments: LayoutAxis.allCases)
    func fillCompressesTheFirstOfEqualViews(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 100)
        let a = try f.arrange("a", length: 50, thickness: 20)
        let b = try f.arrange("b", length: 50, thickness: 20)
        let c = try f.arrange("c", length: 50, thickness: 20)
        f.expect(stack: (100, 20), [(a, 0, 0, 0, 20), (b, 0, 0, 50, 20), (c, 50, 0, 50, 20)])
    }

    /// Unconstrained, the stack is as long as its views and spacing: 50 + 8 + 60.
    @Test(arguments: LayoutAxis.allCases)
    func fillWithoutALengthHugsItsViews(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, spacing: 8)
        let a = try f.arrange("a", length: 50, thickness: 20)
        let b = try f.arrange("b", length: 60, thickness: 20)
        f.expect(stack: (118, 20), [(a, 0, 0, 50, 20), (b, 58, 0, 60, 20)])
    }

    // MARK: fillEqually

    /// 290 long, spacing 10: three equal views of (290 - 20) / 3 = 90, whatever their
    /// intrinsic lengths (50, 100, none).
    @Test(arguments: LayoutAxis.allCases)
    func fillEquallyGivesEveryViewTheSameLength(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 290, spacing: 10)
        let a = try f.arrange("a", length: 50, thickness: 20)
        let b = try f.arrange("b", length: 100, thickness: 20)
        let c = try f.arrange("c", length: nil, thickness: 20)
        f.stack.distribution = .fillEqually
        f.expect(stack: (290, 20), [(a, 0, 0, 90, 20), (b, 100, 0, 90, 20), (c, 200, 0, 90, 20)])
    }

    /// Unconstrained: every view as long as the longest (UIKit's header: "When space allows,
    /// this will be the size of the item with the largest intrinsicContentSize"), 100 each.
    @Test(arguments: LayoutAxis.allCases)
    func fillEquallyWithoutALengthTakesTheLongestView(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, spacing: 10)
        let a = try f.arrange("a", length: 50, thickness: 20)
        let b = try f.arrange("b", length: 100, thickness: 20)
        f.stack.distribution = .fillEqually
        f.expect(stack: (210, 20), [(a, 0, 0, 100, 20), (b, 110, 0, 100, 20)])
    }

    // MARK: fillProportionally

    /// kean.blog's example (160, 80, 40, no spacing), unconstrained: the natural lengths. At
    /// half the length, 140, every view at half its length: 80, 40, 20.
    @Test(arguments: LayoutAxis.allCases)
    func fillProportionallyKeepsTheProportions(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis)
        let a = try f.arrange("a", length: 160, thickness: 20)
        let b = try f.arrange("b", length: 80, thickness: 20)
        let c = try f.arrange("c", length: 40, thickness: 20)
        f.stack.distribution = .fillProportionally
        f.expect(stack: (280, 20), [(a, 0, 0, 160, 20), (b, 160, 0, 80, 20), (c, 240, 0, 40, 20)])
        try LayoutConstraint.activate([dimension(f.stack, along: axis) == 140])
        f.expect(stack: (140, 20), [(a, 0, 0, 80, 20), (b, 80, 0, 40, 20), (c, 120, 0, 20, 20)])
    }

    /// With spacing 10 the shares are 160/300, 80/300 and 40/300 of the stack, at 999, 998 and
    /// 997. At 600 they cannot all hold (320 + 160 + 80 + 20 = 580): the last, c's, gives way
    /// and takes the other 20: a 320, b 160, c 100.
    @Test(arguments: LayoutAxis.allCases)
    func fillProportionallyLetsTheLastShareGiveWay(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 600, spacing: 10)
        let a = try f.arrange("a", length: 160, thickness: 20)
        let b = try f.arrange("b", length: 80, thickness: 20)
        let c = try f.arrange("c", length: 40, thickness: 20)
        f.stack.distribution = .fillProportionally
        f.expect(stack: (600, 20), [(a, 0, 0, 320, 20), (b, 330, 0, 160, 20), (c, 500, 0, 100, 20)])
        let shares = f.stack.arrangementConstraints.filter { $0.identifier == "UISV-fill-proportionally" }
        let expected: [Double] = [160.0 / 300, 80.0 / 300, 40.0 / 300]
        #expect(shares.map(\.multiplier) == expected)
        let priorities: [LayoutPriority] = [999, 998, 997]
        #expect(shares.map(\.priority) == priorities)
        #expect(shares.allSatisfy { $0.secondItem === f.stack })
    }

    /// The shares follow the intrinsic lengths: a grows from 160 to 240, so at 180 long (half of
    /// 240 + 80 + 40) the lengths are 120, 40 and 20.
    @Test func fillProportionallyFollowsIntrinsicSizeChanges() throws {
        let f = try StackFixture(.horizontal, length: 180)
        let a = try f.arrange("a", length: 160, thickness: 20)
        let b = try f.arrange("b", length: 80, thickness: 20)
        let c = try f.arrange("c", length: 40, thickness: 20)
        f.stack.distribution = .fillProportionally
        a.intrinsicContentSize = LayoutSize(width: 240, height: 20)
        f.expect(stack: (180, 20), [(a, 0, 0, 120, 20), (b, 120, 0, 40, 20), (c, 160, 0, 20, 20)])
    }

    // MARK: equalSpacing

    /// 300 long, views 40, 60 and 50: 150 to spare, 75 in each of the two gaps.
    @Test(arguments: LayoutAxis.allCases)
    func equalSpacingSharesTheRoomBetweenTheGaps(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 300)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 60, thickness: 20)
        let c = try f.arrange("c", length: 50, thickness: 20)
        f.stack.distribution = .equalSpacing
        f.expect(stack: (300, 20), [(a, 0, 0, 40, 20), (b, 115, 0, 60, 20), (c, 250, 0, 50, 20)])
    }

    /// 140 long, spacing 10 at least: the views need 150 + 20, 30 too many. b resists most
    /// (751); a and c resist equally (750), so the first, a, gives up the 30: 10, 60, 50.
    @Test(arguments: LayoutAxis.allCases)
    func equalSpacingCompressesByPriorityThenOrder(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 140, spacing: 10)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 60, thickness: 20, compression: 751)
        let c = try f.arrange("c", length: 50, thickness: 20)
        f.stack.distribution = .equalSpacing
        f.expect(stack: (140, 20), [(a, 0, 0, 10, 20), (b, 20, 0, 60, 20), (c, 90, 0, 50, 20)])
    }

    // MARK: equalCentering

    /// 300 long, views 40, 60 and 50: the centres at 20 and 275 for the ends, so b's centre at
    /// 147.5 and b from 117.5.
    @Test(arguments: LayoutAxis.allCases)
    func equalCenteringSpacesTheCentres(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 300)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 60, thickness: 20)
        let c = try f.arrange("c", length: 50, thickness: 20)
        f.stack.distribution = .equalCentering
        f.expect(stack: (300, 20), [(a, 0, 0, 40, 20), (b, 117.5, 0, 60, 20), (c, 250, 0, 50, 20)])
    }

    /// 260 long, spacing 20, views 20, 140 and 60: equal centres (10, 120, 230) would leave 10
    /// between b and c. The spacing is kept and the centring given up: c at 200, so b ends at
    /// 180 and starts at 40, which is also a's end plus 20.
    @Test(arguments: LayoutAxis.allCases)
    func equalCenteringKeepsTheMinimumSpacing(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, length: 260, spacing: 20)
        let a = try f.arrange("a", length: 20, thickness: 20)
        let b = try f.arrange("b", length: 140, thickness: 20)
        let c = try f.arrange("c", length: 60, thickness: 20)
        f.stack.distribution = .equalCentering
        f.expect(stack: (260, 20), [(a, 0, 0, 20, 20), (b, 40, 0, 140, 20), (c, 200, 0, 60, 20)])
    }

    // MARK: Right to left

    /// A right-to-left row starts at its right edge: at 200 long, spacing 10, a (50, hugging
    /// 251) is at the right, 150 to 200, and b takes 0 to 140.
    @Test func aRightToLeftRowStartsOnTheRight() throws {
        let f = try StackFixture(.horizontal, length: 200, spacing: 10, direction: .rightToLeft)
        let a = try f.arrange("a", length: 50, thickness: 20, hugging: 251)
        let b = try f.arrange("b", length: 60, thickness: 20)
        f.engine.layoutIfNeeded()
        // The stack's leading edge is the root's right edge less 20: 600 - 20 - 200 = 380.
        #expect(f.stack.frame == LayoutRect(x: 380, y: 100, width: 200, height: 20))
        #expect(a.frame == LayoutRect(x: 150, y: 0, width: 50, height: 20))
        #expect(b.frame == LayoutRect(x: 0, y: 0, width: 140, height: 20))
        #expect(f.engine.ambiguities().isEmpty)
    }

    /// Right to left, equal spacing: 300 long, 40, 60, 50 from the right: a 260-300, b 125-185,
    /// c 0-50.
    @Test func aRightToLeftRowSpacesFromTheRight() throws {
        let f = try StackFixture(.horizontal, length: 300, direction: .rightToLeft)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 60, thickness: 20)
        let c = try f.arrange("c", length: 50, thickness: 20)
        f.stack.distribution = .equalSpacing
        f.engine.layoutIfNeeded()
        #expect(a.frame == LayoutRect(x: 260, y: 0, width: 40, height: 20))
        #expect(b.frame == LayoutRect(x: 125, y: 0, width: 60, height: 20))
        #expect(c.frame == LayoutRect(x: 0, y: 0, width: 50, height: 20))
        #expect(f.engine.issues.isEmpty && f.engine.ambiguities().isEmpty)
    }
}
