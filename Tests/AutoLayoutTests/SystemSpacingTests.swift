import AutoLayout
import Testing

/// iOS 11's system spacing anchors: 8 points for views without text (UIKit's standard
/// spacing); between baselines of views with text, this product's rule, the distance that
/// leaves 8 points between the two views as if stacked.
@Suite struct SystemSpacingTests {
    @Test func afterAndBelowAreEightPoints() throws {
        let (engine, v) = try makeEngine(views: 2)
        let after = v[1].leadingAnchor.constraint(equalToSystemSpacingAfter: v[0].trailingAnchor, multiplier: 1)
        let twice = v[1].leadingAnchor.constraint(
            greaterThanOrEqualToSystemSpacingAfter: v[0].trailingAnchor, multiplier: 2)
        let atMost = v[1].leadingAnchor.constraint(
            lessThanOrEqualToSystemSpacingAfter: v[0].trailingAnchor, multiplier: 3)
        let below = v[1].topAnchor.constraint(equalToSystemSpacingBelow: v[0].bottomAnchor, multiplier: 1)
        let belowAtLeast = v[1].topAnchor.constraint(
            greaterThanOrEqualToSystemSpacingBelow: v[0].bottomAnchor, multiplier: 1.5)
        let belowAtMost = v[1].topAnchor.constraint(
            lessThanOrEqualToSystemSpacingBelow: v[0].bottomAnchor, multiplier: 1)
        #expect([after, twice, atMost, below, belowAtLeast, belowAtMost].map(\.constant) == [8, 16, 24, 8, 12, 8])
        #expect([after, twice, atMost].map(\.relation) == [.equal, .greaterThanOrEqual, .lessThanOrEqual])
        try LayoutConstraint.activate([
            after, below, v[0].left == engine.root.left, v[0].top == engine.root.top,
            v[0].width == 10, v[0].height == 10, v[1].width == 10, v[1].height == 10
        ])
        engine.layoutIfNeeded()
        #expect(v[1].frame.origin == LayoutPoint(x: 18, y: 18))
    }

    /// Between baselines of views with text: the upper view's last baseline offset from its
    /// bottom, 8, and the lower view's first baseline offset from its top (two labels of the
    /// text model, baselines 14 from the top and 4 from the bottom: 26).
    @Test func betweenBaselinesOfText() throws {
        func text(_ name: String, first: Double, last: Double) -> LayoutView {
            let view = LayoutView(name: name)
            view.firstBaselineOffsetFromTop = first
            view.lastBaselineOffsetFromBottom = last
            return view
        }
        let label = text("label", first: 14, last: 4), other = text("other", first: 14, last: 4)
        let button = text("button", first: 20, last: 10), plain = LayoutView(name: "plain")
        #expect(
            other.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: label.lastBaselineAnchor, multiplier: 1)
                .constant == 26)
        #expect(
            button.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: label.lastBaselineAnchor, multiplier: 1)
                .constant == 32)
        #expect(
            label.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: button.lastBaselineAnchor, multiplier: 2)
                .constant == 64)
        #expect(
            plain.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: label.lastBaselineAnchor, multiplier: 1)
                .constant == 8)
        #expect(
            other.topAnchor.constraint(equalToSystemSpacingBelow: label.lastBaselineAnchor, multiplier: 1).constant == 8
        )
    }
}
