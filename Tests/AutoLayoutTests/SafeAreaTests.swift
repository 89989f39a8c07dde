import AutoLayout
import Testing

/// `safeAreaInsets` and `safeAreaLayoutGuide`: the root's insets are the screen's; any other
/// view's are the part of it in its superview's unsafe strips (UIKit's documentation: "For
/// other views in the view hierarchy, the insets reflect only the portion of the view that is
/// covered"), capped at the superview's inset where the view reaches past its edge.
@Suite struct SafeAreaTests {
    static let iPhone15 = LayoutSize(width: 393, height: 852)
    static let portraitInsets = LayoutEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    static let landscapeInsets = LayoutEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    /// The engines of a test: a view does not keep its engine alive (as a UIView does not
    /// keep its window), so a test that only keeps the view keeps the engine here.
    let engines = Engines()

    /// An iPhone 15 in portrait with one subview placed by `place`.
    func screen(_ place: (LayoutView, LayoutView) -> [LayoutConstraint]) throws -> (LayoutEngine, LayoutView) {
        let (engine, v) = try makeEngine(width: 393, height: 852, views: 1)
        engines.keep(engine)
        engine.safeAreaInsets = Self.portraitInsets
        try LayoutConstraint.activate(place(v[0], engine.root))
        engine.layoutIfNeeded()
        return (engine, v[0])
    }

    @Test func theRootsInsetsAreTheScreens() throws {
        let (engine, _) = try screen { view, root in
            [view.left == root.left, view.top == root.top, view.width == 1, view.height == 1]
        }
        #expect(engine.root.safeAreaInsets == Self.portraitInsets)
        #expect(engine.root.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 0, y: 59, width: 393, height: 759))
        #expect(engine.root.safeAreaLayoutGuide.name == "root.safeArea")
        #expect(engine.root.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
    }

    /// csl.cool's measurement: a view pinned to the root's edges has the root's insets; moved
    /// down by 20 its top inset is 39.
    @Test func aSubviewsInsetsAreTheCoveredPart() throws {
        let (_, full) = try screen { view, root in
            [
                view.leading == root.leading, view.trailing == root.trailing, view.top == root.top,
                view.bottom == root.bottom
            ]
        }
        #expect(full.safeAreaInsets == Self.portraitInsets)
        let (_, lower) = try screen { view, root in
            [
                view.leading == root.leading, view.trailing == root.trailing, view.top == root.top + 20,
                view.bottom == root.bottom
            ]
        }
        #expect(lower.safeAreaInsets == LayoutEdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
        #expect(lower.safeAreaLayoutGuide.layoutFrame == LayoutRect(x: 0, y: 39, width: 393, height: 759))
    }

    @Test func aViewInsideTheSafeAreaHasNone() throws {
        let (_, inside) = try screen { view, root in
            [view.left == root.left + 20, view.top == root.top + 100, view.width == 100, view.height == 100]
        }
        #expect(inside.safeAreaInsets == .zero)
    }

    /// MartianCraft's "Notes from the margins": moved further up than its superview, a view's
    /// top inset "is capped at the size of the superview's safe area inset".
    @Test func anInsetIsCappedAtTheSuperviews() throws {
        let (_, above) = try screen { view, root in
            [view.left == root.left, view.top == root.top - 30, view.width == 200, view.height == 200]
        }
        #expect(above.safeAreaInsets == LayoutEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }

    /// A view entirely in the unsafe strip is all inset: its safe area has no height.
    @Test func aViewInTheStatusBarHasNoSafeHeight() throws {
        let (_, bar) = try screen { view, root in
            [view.left == root.left, view.top == root.top + 10, view.width == 100, view.height == 20]
        }
        #expect(bar.safeAreaInsets.top == 20 && bar.safeAreaLayoutGuide.layoutFrame.height == 0)
    }

    /// A subview's safe area is its superview's clipped to it, down the tree.
    @Test func insetsPassDownTheTree() throws {
        let (engine, v) = try makeEngine(width: 393, height: 852, views: 1)
        engine.safeAreaInsets = Self.portraitInsets
        let inner = LayoutView(name: "inner")
        try v[0].addSubview(inner)
        try LayoutConstraint.activate([
            v[0].left == engine.root.left, v[0].top == engine.root.top + 30, v[0].width == 393, v[0].height == 400,
            inner.left == v[0].left + 10, inner.top == v[0].top, inner.width == 100, inner.height == 100
        ])
        engine.layoutIfNeeded()
        #expect(v[0].safeAreaInsets == LayoutEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
        #expect(inner.safeAreaInsets == LayoutEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
    }

    /// A view pinned to the safe area; turning the device moves the safe area, and the view.
    @Test func rotatingMovesTheSafeArea() throws {
        let (engine, content) = try screen { view, root in
            [
                view.leading == root.safeAreaLayoutGuide.leadingAnchor,
                view.trailing == root.safeAreaLayoutGuide.trailing,
                view.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                view.bottom == root.safeAreaLayoutGuide.bottom
            ]
        }
        #expect(content.frame == LayoutRect(x: 0, y: 59, width: 393, height: 759))
        engine.size = Self.iPhone15.rotated
        engine.safeAreaInsets = Self.landscapeInsets
        engine.layoutIfNeeded()
        #expect(content.frame == LayoutRect(x: 59, y: 0, width: 734, height: 372))
        #expect(content.safeAreaInsets == .zero && engine.issues.isEmpty && engine.ambiguities().isEmpty)
    }

    /// The guide's edges are constraints named as UIKit's logs name them.
    @Test func theGuidesConstraintsAreNamedAsUIKitsAre() throws {
        let (engine, _) = try screen { view, root in
            [view.top == root.safeAreaLayoutGuide.top, view.left == root.left, view.width == 10, view.height == 10]
        }
        let guideConstraints = engine.activeConstraints.filter { $0.kind == .layoutGuide }.map {
            $0.description(withSource: false)
        }
        #expect(
            guideConstraints == [
                "'UIViewSafeAreaLayoutGuide-top' root.safeArea.top == root.top + 59",
                "'UIViewSafeAreaLayoutGuide-left' root.safeArea.left == root.left",
                "'UIViewSafeAreaLayoutGuide-bottom' root.bottom == root.safeArea.bottom + 34",
                "'UIViewSafeAreaLayoutGuide-right' root.right == root.safeArea.right"
            ])
        #expect(engine.systemGuidesInUse.map(\.name) == ["root.safeArea"])
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.deactivate([engine.activeConstraints.first { $0.kind == .layoutGuide }!])
        }
    }

    /// A conflict with the safe area lists the guide's constraint among the conflicting ones.
    @Test func theSafeAreaInAConflictReport() throws {
        let (engine, v) = try makeEngine(width: 393, height: 852, views: 1)
        engine.safeAreaInsets = Self.portraitInsets
        let underStatusBar = v[0].top == engine.root.top + 20
        try LayoutConstraint.activate([
            v[0].top == engine.root.safeAreaLayoutGuide.top, v[0].left == engine.root.left, v[0].width == 10,
            v[0].height == 10,
            underStatusBar
        ])
        engine.layoutIfNeeded()
        guard case .unsatisfiable(let conflicting, let broken)? = engine.issues.first else {
            Issue.record("no conflict: \(engine.issues)")
            return
        }
        #expect(broken === underStatusBar)
        #expect(
            conflicting.map { $0.description(withSource: false) } == [
                "'UIViewSafeAreaLayoutGuide-top' root.safeArea.top == root.top + 59",
                "v0.top == root.safeArea.top",
                "v0.top == root.top + 20"
            ])
        #expect(v[0].frame.minY == 59)
    }

    /// A guide's constraints leave the solver with its view.
    @Test func aRemovedViewTakesItsGuidesAlong() throws {
        let (engine, v) = try makeEngine(views: 2)
        try LayoutConstraint.activate([v[1].top == v[0].safeAreaLayoutGuide.top])
        #expect(engine.systemGuidesInUse.count == 1)
        v[0].removeFromSuperview()
        #expect(engine.systemGuidesInUse.isEmpty && engine.activeConstraints.isEmpty)
    }
}
