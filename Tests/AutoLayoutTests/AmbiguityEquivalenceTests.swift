import SeededRandomness
import Testing

@testable import AutoLayout

/// Ambiguity read off the solver's optimum agrees with probing every unknown, on random
/// layouts built to be often ambiguous and often degenerate (redundant constraints, ties of
/// priority, inequalities that meet at a point).
@Suite struct AmbiguityEquivalenceTests {
    typealias Random = SplitMix64

    /// A random tree of 2 to 6 views with a random mix of constraints on both axes.
    static func build(seed: UInt64) throws -> LayoutEngine {
        var random = Random(seed: seed)
        let engine = LayoutEngine(size: LayoutSize(width: random.pick([320, 568, 0]), height: 568))
        var views: [LayoutView] = []
        for index in 0..<(2 + random.below(5)) {
            let view = LayoutView(name: "v\(index)")
            let parent = views.isEmpty || random.chance(60) ? engine.root : random.pick(views)
            try parent.addSubview(view)
            views.append(view)
        }
        let priorities: [LayoutPriority] = [.required, .required, .defaultHigh, .defaultLow, 500, 251, 749]
        var constraints: [LayoutConstraint] = []
        func prioritized(_ constraint: LayoutConstraint, _ random: inout Random) -> LayoutConstraint {
            constraint.priority = random.pick(priorities)
            return constraint
        }
        for view in views {
            let parent = view.superview ?? engine.root
            let other = random.pick(views + [parent])
            if random.chance(40) {
                view.intrinsicContentSize = LayoutSize(
                    width: random.pick([20, 46, 120]),
                    height: random.chance(50) ? 30 : LayoutView.noIntrinsicMetric)
                view.setContentHuggingPriority(random.pick([250, 251, 750]), for: .horizontal)
                view.setContentCompressionResistancePriority(random.pick([250, 750, 751]), for: .horizontal)
            }
            for _ in 0..<random.below(4) {
                let constant = random.pick([0.0, 8, 20, 100])
                switch random.below(8) {
                case 0: constraints.append(prioritized(view.leading == parent.leading + constant, &random))
                case 1: constraints.append(prioritized(view.leading >= other.trailing + constant, &random))
                case 2: constraints.append(prioritized(view.trailing <= parent.trailing - constant, &random))
                case 3: constraints.append(prioritized(view.width == constant, &random))
                case 4: constraints.append(prioritized(view.width >= constant, &random))
                case 5: constraints.append(prioritized(view.width == other.width, &random))
                case 6: constraints.append(prioritized(view.centerX == other.centerX, &random))
                default: constraints.append(prioritized(view.width == 0.5 * parent.width, &random))
                }
            }
            for _ in 0..<random.below(4) {
                let constant = random.pick([0.0, 8, 44])
                switch random.below(6) {
                case 0: constraints.append(prioritized(view.top == parent.top + constant, &random))
                case 1: constraints.append(prioritized(view.top >= other.bottom + constant, &random))
                case 2: constraints.append(prioritized(view.bottom <= parent.bottom, &random))
                case 3: constraints.append(prioritized(view.height == constant, &random))
                case 4: constraints.append(prioritized(view.height <= other.height, &random))
                default: constraints.append(prioritized(view.centerY == other.centerY + constant, &random))
                }
            }
            // Weak pins settle what the rest leaves open, but not always all of it.
            let pins = random.chance(85)
            if pins && random.chance(97) {
                constraints.append(prioritized(view.leading == parent.leading + 4, &random))
            }
            if pins && random.chance(97) { constraints.append(prioritized(view.width == 10, &random)) }
            if pins && random.chance(97) { constraints.append(prioritized(view.top == parent.top + 4, &random)) }
            if pins && random.chance(97) { constraints.append(prioritized(view.height == 10, &random)) }
            // Now and then the same constraint twice: a redundant, degenerate row.
            if random.chance(20), let last = constraints.last,
                let twin = try? LayoutConstraint(
                    item: last.firstItem, attribute: last.firstAttribute,
                    relatedBy: last.relation, toItem: last.secondItem,
                    attribute: last.secondAttribute, multiplier: last.multiplier,
                    constant: last.constant)
            {
                twin.priority = last.priority
                constraints.append(twin)
            }
        }
        for constraint in constraints {
            // A constraint the engine refuses (a view related to itself) is left out.
            try? constraint.activate()
        }
        engine.layoutIfNeeded()
        return engine
    }

    @Test func readingTheOptimumAgreesWithProbing() throws {
        var ambiguous = 0, determined = 0
        for seed in UInt64(1)...400 {
            let engine = try Self.build(seed: seed)
            let views = engine.root.subtree().filter { $0 !== engine.root }
            let read = engine.ambiguities(of: views, readingTheOptimum: true).map(\.description)
            let probed = engine.ambiguities(of: views, readingTheOptimum: false).map(\.description)
            #expect(read == probed, "seed \(seed)")
            if read.isEmpty { determined += 1 } else { ambiguous += 1 }
        }
        // Both kinds are well represented: the comparison means something.
        #expect(ambiguous >= 100 && determined >= 40, "\(ambiguous) ambiguous, \(determined) determined")
    }
}
