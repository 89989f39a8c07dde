import AutoLayout
import Testing

/// Layout margins as UIKit documents them: 8 points for a plain view; the system minimum of
/// a view controller's root view (0 at the top and bottom, 16 or 20 on the sides), never
/// undercut unless it does not respect it; measured from the safe area
/// (`insetsLayoutMarginsFromSafeArea`); pushed in by the superview's
/// (`preservesSuperviewLayoutMargins`); leading and trailing following the layout direction.
@Suite struct LayoutMarginsTests {
    /// The engines of the cards a test looks at (a view holds its engine weakly).
    let engines = Engines()

    /// A card at (20, 100, 200, 100) with a child pinned to the card's margins guide.
    func card(
        direction: LayoutDirection = .leftToRight,
        _ configure: (LayoutView) -> Void = { _ in }
    ) throws -> (LayoutEngine, card: LayoutView, child: LayoutView) {
        let (engine, v) = try makeEngine(views: 1, direction: direction)
        engines.keep(engine)
        let card = v[0], child = LayoutView(name: "child")
        try card.addSubview(child)
        configure(card)
        let margins = card.layoutMarginsGuide
        try LayoutConstraint.activate([
            card.left == engine.root.left + 20, card.top == engine.root.top + 100, card.width == 200,
            card.height == 100,
            child.leading == margins.leading, child.trailing == margins.trailing,
            child.top == margins.top, child.bottom == margins.bottom
        ])
        engine.layoutIfNeeded()
        return (engine, card, child)
    }

    @Test func aPlainViewsMarginsAre8() throws {
        let (engine, card, child) = try card()
        #expect(child.frame == LayoutRect(x: 8, y: 8, width: 184, height: 84))
        #expect(
            card.layoutMargins == LayoutEdgeInsets(all: 8)
                && card.directionalLayoutMargins == LayoutDirectionalEdgeInsets(all: 8))
        #expect(card.layoutMarginsGuide.layoutFrame == LayoutRect(x: 8, y: 8, width: 184, height: 84))
        #expect(
            engine.activeConstraints.filter { $0.kind == .layoutGuide }.map { $0.description(withSource: false) } == [
                "'UIView-topMargin-guide-constraint' v0.margins.top == v0.top + 8",
                "'UIView-leftMargin-guide-constraint' v0.margins.left == v0.left + 8",
                "'UIView-bottomMargin-guide-constraint' v0.bottom == v0.margins.bottom + 8",
                "'UIView-rightMargin-guide-constraint' v0.right == v0.margins.right + 8"
            ])
    }

    /// `directionalLayoutMargins` in a right-to-left layout: leading is the right side.
    @Test func directionalMarginsFollowTheLayoutDirection() throws {
        let wide = LayoutDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
        let (_, ltrCard, ltr) = try card { $0.directionalLayoutMargins = wide }
        #expect(ltr.frame == LayoutRect(x: 30, y: 4, width: 160, height: 92))
        #expect(ltrCard.layoutMargins == LayoutEdgeInsets(top: 4, left: 30, bottom: 4, right: 10))
        let (_, rtlCard, rtl) = try card(direction: .rightToLeft) { $0.directionalLayoutMargins = wide }
        #expect(rtl.frame == LayoutRect(x: 10, y: 4, width: 160, height: 92))
        #expect(rtlCard.layoutMargins == LayoutEdgeInsets(top: 4, left: 10, bottom: 4, right: 30))
    }

    /// `layoutMargins` is on the physical sides; setting it in a right-to-left layout sets the
    /// directional margins the other way round (UIKit keeps the two in sync).
    @Test func settingLayoutMarginsInRightToLeft() throws {
        let (engine, v) = try makeEngine(views: 1, direction: .rightToLeft)
        v[0].layoutMargins = LayoutEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(
            v[0].directionalLayoutMargins == LayoutDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        _ = engine
    }

    /// The margin attributes are the margins guide's edges, in UIKit's initializer, in anchors
    /// and in operators alike; in a right-to-left layout `leadingMargin` is on the right.
    @Test func marginAttributesInEveryForm() throws {
        for direction in LayoutDirection.allCases {
            let (engine, v) = try makeEngine(views: 3, direction: direction)
            let root = engine.root
            try LayoutConstraint.activate([
                try LayoutConstraint(
                    item: v[0], attribute: .leading, relatedBy: .equal, toItem: root,
                    attribute: .leadingMargin, multiplier: 1, constant: 0),
                v[1].leadingAnchor.constraint(equalTo: root.leadingMargin),
                v[2].leading == root.leadingMargin
            ])
            for view in v {
                try LayoutConstraint.activate([view.width == 10])
                try pinVertically(view, in: root)
            }
            engine.layoutIfNeeded()
            let expected: Double = direction == .leftToRight ? 16 : 320 - 16 - 10
            #expect(v.map(\.frame.minX) == [expected, expected, expected], "\(direction)")
            // The constraint keeps UIKit's attribute; the guide's edges are the engine's own.
            #expect(
                engine.activeConstraints.first { $0.kind == .explicit }?.description
                    == "v0.leading == root.leadingMargin")
            #expect(engine.activeConstraints.filter { $0.kind == .layoutGuide }.count == 4)
        }
    }

    @Test func marginAttributesCannotMixLeadingWithLeft() throws {
        let (engine, v) = try makeEngine(views: 1)
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(
                item: v[0], attribute: .left, relatedBy: .equal, toItem: engine.root,
                attribute: .leadingMargin, multiplier: 1, constant: 0)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint(
                item: v[0], attribute: .top, relatedBy: .equal, toItem: engine.root,
                attribute: .leftMargin, multiplier: 1, constant: 0)
        }
    }

    /// The root view's system minimum margins (`systemMinimumLayoutMargins`): 0 at the top and
    /// bottom; on the sides 16 in a compact width and 20 in a regular one, whatever the size.
    @Test func theRootsSystemMinimumMargins() throws {
        for (sizeClass, side) in [(LayoutSizeClass.compact, 16.0), (.regular, 20)] {
            for width in [320.0, 393, 768] {
                let engine = LayoutEngine(size: LayoutSize(width: width, height: 600))
                engine.horizontalSizeClass = sizeClass
                #expect(
                    engine.systemMinimumLayoutMargins
                        == LayoutDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
                #expect(
                    engine.root.layoutMargins == LayoutEdgeInsets(top: 0, left: side, bottom: 0, right: side),
                    "\(width)")
            }
        }
        #expect(LayoutEngine(size: LayoutSize(width: 1024, height: 768)).horizontalSizeClass == .compact)
    }

    /// The root's margins are measured from the safe area: an iPhone X in portrait has
    /// (44, 16, 34, 16); in landscape (still a compact width) the sides are the sensor
    /// housing's 44 plus 16, and an iPhone 11 Pro Max's (regular in landscape) 44 plus 20.
    @Test func theRootsMarginsIncludeTheSafeArea() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 375, height: 812))
        engine.safeAreaInsets = LayoutEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        engine.layoutIfNeeded()
        #expect(engine.root.layoutMargins == LayoutEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
        engine.size = LayoutSize(width: 812, height: 375)
        engine.safeAreaInsets = LayoutEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        engine.layoutIfNeeded()
        #expect(engine.root.layoutMargins == LayoutEdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
        engine.horizontalSizeClass = .regular
        #expect(engine.root.layoutMargins == LayoutEdgeInsets(top: 0, left: 64, bottom: 21, right: 64))
        engine.root.insetsLayoutMarginsFromSafeArea = false
        #expect(engine.root.layoutMargins == LayoutEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    /// Apple: "the root view's actual margins are set to either your custom values or the
    /// minimum values defined by this property, whichever values are greater", unless the
    /// view controller does not respect the system minimum.
    @Test func theRootsCustomMarginsNeverUndercutTheMinimum() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        engine.root.directionalLayoutMargins = LayoutDirectionalEdgeInsets(top: 8, leading: 4, bottom: 8, trailing: 40)
        #expect(engine.root.layoutMargins == LayoutEdgeInsets(top: 8, left: 16, bottom: 8, right: 40))
        engine.viewRespectsSystemMinimumLayoutMargins = false
        #expect(engine.root.layoutMargins == LayoutEdgeInsets(top: 8, left: 4, bottom: 8, right: 40))
    }

    /// A plain view's margins are measured from its own safe area, unless
    /// `insetsLayoutMarginsFromSafeArea` is false.
    @Test func aSubviewsMarginsIncludeItsSafeArea() throws {
        let (engine, v) = try makeEngine(width: 375, height: 812, views: 1)
        engine.safeAreaInsets = LayoutEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let bar = v[0], label = LayoutView(name: "label")
        try bar.addSubview(label)
        try LayoutConstraint.activate([
            bar.left == engine.root.left, bar.right == engine.root.right, bar.top == engine.root.top, bar.height == 100,
            label.top == bar.topMargin, label.leading == bar.leadingMargin, label.width == 10, label.height == 10
        ])
        engine.layoutIfNeeded()
        #expect(label.frame.origin == LayoutPoint(x: 8, y: 52))
        bar.insetsLayoutMarginsFromSafeArea = false
        engine.layoutIfNeeded()
        #expect(label.frame.origin == LayoutPoint(x: 8, y: 8))
    }

    /// Useyourloaf's "Preserves Superview Layout Margins": a container pinned to the root's
    /// edges, content on the container's margins, sits 8 points in; with
    /// `preservesSuperviewLayoutMargins` it moves in to the root's 16.
    @Test func preservingTheSuperviewsMargins() throws {
        for (preserves, x) in [(false, 8.0), (true, 16)] {
            let (engine, v) = try makeEngine(views: 1)
            let container = v[0], content = LayoutView(name: "content")
            try container.addSubview(content)
            container.preservesSuperviewLayoutMargins = preserves
            try LayoutConstraint.activate([
                container.leading == engine.root.leading, container.trailing == engine.root.trailing,
                container.top == engine.root.top + 100, container.height == 100,
                content.leading == container.leadingMargin, content.trailing == container.trailingMargin,
                content.top == container.topMargin, content.bottom == container.bottomMargin
            ])
            engine.layoutIfNeeded()
            #expect(content.frame == LayoutRect(x: x, y: 8, width: 320 - 2 * x, height: 84), "preserves: \(preserves)")
            #expect(engine.issues.isEmpty)
        }
    }

    /// Margins that depend on where the view is settle in a few passes; the layout after a
    /// rotation equals a fresh layout at that size.
    @Test func marginsSettleAfterARotation() throws {
        func build(_ size: LayoutSize, _ insets: LayoutEdgeInsets) throws -> (LayoutEngine, LayoutView) {
            let (engine, v) = try makeEngine(width: size.width, height: size.height, views: 1)
            engine.safeAreaInsets = insets
            let toolbar = v[0], button = LayoutView(name: "button")
            try toolbar.addSubview(button)
            try LayoutConstraint.activate([
                toolbar.leading == engine.root.leading, toolbar.trailing == engine.root.trailing,
                toolbar.bottom == engine.root.safeAreaLayoutGuide.bottom, toolbar.height == 44,
                button.trailing == toolbar.trailingMargin, button.centerY == toolbar.centerY,
                button.width == 53, button.height == 30
            ])
            engine.layoutIfNeeded()
            return (engine, button)
        }
        let portrait = LayoutEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let landscape = LayoutEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let (engine, button) = try build(LayoutSize(width: 393, height: 852), portrait)
        #expect(button.frame == LayoutRect(x: 332, y: 7, width: 53, height: 30))
        engine.size = LayoutSize(width: 852, height: 393)
        engine.safeAreaInsets = landscape
        engine.layoutIfNeeded()
        let (_, fresh) = try build(LayoutSize(width: 852, height: 393), landscape)
        #expect(button.frame == LayoutRect(x: 732, y: 7, width: 53, height: 30) && fresh.frame == button.frame)
        #expect(engine.issues.isEmpty)
    }

    /// Margins that move a view, which moves the margins, may never settle: the engine stops
    /// after a bounded number of passes and says so, as UIKit does for a layout feedback loop.
    /// Here `w` follows `v`, and `v` sits at half of `w`'s top margin less 6; `w`'s top margin
    /// is 8 plus the part of it under the 44-point sensor housing, so `v` goes back and forth
    /// between 40 and 0.
    @Test func aFeedbackLoopIsReported() throws {
        let (engine, views) = try makeEngine(width: 375, height: 812, views: 2)
        engine.safeAreaInsets = LayoutEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let (v, w) = (views[0], views[1])
        try LayoutConstraint.activate([
            v.left == engine.root.left, v.width == 10, v.height == 10,
            w.left == engine.root.left, w.width == 10, w.height == 200, w.top == v.top,
            try LayoutConstraint(
                item: v, attribute: .top, relatedBy: .equal, toItem: w, attribute: .topMargin,
                multiplier: 0.5, constant: -6)
        ])
        engine.layoutIfNeeded()
        guard case .layoutFeedbackLoop(let guides)? = engine.issues.last else {
            Issue.record("expected a feedback loop: \(engine.issues), top \(v.frame.minY)")
            return
        }
        #expect(guides.map(\.name) == ["v1.margins"])
        #expect([0, 40].contains(v.frame.minY))
    }
}
