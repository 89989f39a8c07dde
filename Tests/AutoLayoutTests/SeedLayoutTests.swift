import AutoLayout
import Testing

/// The scenario the product was born from: two gray views, two buttons, and a constraint
/// between the buttons, which live in different gray views. Built three ways.
@Suite struct SeedLayoutTests {
    @Test func withTheNSLayoutConstraintInitializer() throws {
        let seed = try SeedViews()
        let root = seed.engine.root
        func c(_ a: LayoutView, _ aa: LayoutAttribute, _ b: LayoutView?, _ ba: LayoutAttribute, _ k: Double = 0) throws
            -> LayoutConstraint
        {
            try LayoutConstraint(
                item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba, multiplier: 1, constant: k)
        }
        try LayoutConstraint.activate([
            // H:|-[_topGrayView]-|
            try c(seed.topGray, .leading, root, .leading, 20),
            try c(root, .trailing, seed.topGray, .trailing, 20),
            // V:|-[_topGrayView(==100)]
            try c(seed.topGray, .top, root, .top, 20),
            try c(seed.topGray, .height, nil, .notAnAttribute, 100),
            // H:|-[_topButton]  (| is _topGrayView)
            try c(seed.topButton, .leading, seed.topGray, .leading, 20),
            try c(seed.topButton, .centerY, seed.topGray, .centerY),
            // H:|-[_bottomGrayView]-|
            try c(seed.bottomGray, .leading, root, .leading, 20),
            try c(root, .trailing, seed.bottomGray, .trailing, 20),
            // V:|-[_topGrayView]-[_bottomGrayView(==100)]
            try c(seed.topGray, .top, root, .top, 20),
            try c(seed.bottomGray, .top, seed.topGray, .bottom, 8),
            try c(seed.bottomGray, .height, nil, .notAnAttribute, 100),
            // The cross-view constraint.
            try c(seed.bottomButton, .left, seed.topButton, .right),
            try c(seed.bottomButton, .centerY, seed.bottomGray, .centerY)
        ])
        seed.expectSeedFrames()
        seed.engine.size = seed.engine.size.rotated
        seed.expectSeedFrames()
        seed.engine.size = seed.engine.size.rotated
        seed.expectSeedFrames()
        #expect(seed.engine.ambiguities().isEmpty)
    }

    @Test func withAnchors() throws {
        let seed = try SeedViews()
        let root = seed.engine.root
        try LayoutConstraint.activate([
            seed.topGray.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: seed.topGray.trailingAnchor, constant: 20),
            seed.topGray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            seed.topGray.heightAnchor.constraint(equalToConstant: 100),
            seed.topButton.leadingAnchor.constraint(equalTo: seed.topGray.leadingAnchor, constant: 20),
            seed.topButton.centerYAnchor.constraint(equalTo: seed.topGray.centerYAnchor),
            seed.bottomGray.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: seed.bottomGray.trailingAnchor, constant: 20),
            seed.bottomGray.topAnchor.constraint(equalToSystemSpacingBelow: seed.topGray.bottomAnchor, multiplier: 1),
            seed.bottomGray.heightAnchor.constraint(equalToConstant: 100),
            seed.bottomButton.leftAnchor.constraint(equalTo: seed.topButton.rightAnchor),
            seed.bottomButton.centerYAnchor.constraint(equalTo: seed.bottomGray.centerYAnchor)
        ])
        seed.expectSeedFrames()
        seed.engine.size = LayoutSize(width: 568, height: 320)
        seed.expectSeedFrames()
    }

    @Test func withOperators() throws {
        let seed = try SeedViews()
        let root = seed.engine.root
        try LayoutConstraint.activate([
            seed.topGray.leading == root.leading + 20,
            root.trailing == seed.topGray.trailing + 20,
            seed.topGray.top == root.top + 20,
            seed.topGray.height == 100,
            seed.topButton.leading == seed.topGray.leading + 20,
            seed.topButton.centerY == seed.topGray.centerY,
            seed.bottomGray.leading == root.leading + 20,
            root.trailing == seed.bottomGray.trailing + 20,
            seed.bottomGray.top == seed.topGray.bottom + 8,
            seed.bottomGray.height == 100,
            seed.bottomButton.left == seed.topButton.right,
            seed.bottomButton.centerY == seed.bottomGray.centerY
        ])
        seed.expectSeedFrames()
        seed.engine.size = seed.engine.size.rotated
        seed.expectSeedFrames()
    }

    @Test func theThreeStylesMakeTheSameConstraint() throws {
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        let made = [
            try LayoutConstraint(
                item: b, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: a,
                attribute: .width, multiplier: 0.5, constant: 10),
            b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.5, constant: 10),
            b.width >= 0.5 * a.width + 10
        ]
        for constraint in made {
            #expect(constraint.firstItem === b && constraint.firstAttribute == .width)
            #expect(constraint.relation == .greaterThanOrEqual)
            #expect(constraint.secondItem === a && constraint.secondAttribute == .width)
            #expect(constraint.multiplier == 0.5 && constraint.constant == 10)
            #expect(constraint.priority == .required)
            #expect(constraint.description == "b.width >= 0.5 * a.width + 10")
        }
    }
}
