import AutoLayout
import Testing

/// The arranged subviews (UIKit's rules from `UIStackView.h`), hidden views, custom spacing,
/// the constraints' identifiers against UIKit's printed ones, and conflicts.
@Suite("Stack views")
struct StackViewTests {
    static func views(_ names: String...) -> [LayoutView] { names.map { LayoutView(name: $0) } }

    // MARK: Arranged subviews

    /// "Adds views as subviews of the receiver", in order.
    @Test func initArrangesAndAddsTheViews() {
        let views = Self.views("a", "b", "c")
        let stack = StackView(name: "stack", arrangedSubviews: views)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
        #expect(views.allSatisfy { $0.superview === stack })
    }

    /// A subview already there keeps its place among the subviews ("Does not affect the
    /// subview ordering if view is already a subview of the receiver").
    @Test func addingASubviewKeepsTheSubviewOrder() throws {
        let stack = StackView(name: "stack")
        let (a, b) = (LayoutView(name: "a"), LayoutView(name: "b"))
        try stack.addSubview(a)
        try stack.addSubview(b)
        try stack.addArrangedSubview(b)
        try stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "a"])
        #expect(stack.subviews.map(\.name) == ["a", "b"])
    }

    /// Inserting moves an arranged view ("Updates the stack index (but not the subview index)");
    /// an index past the end is an error.
    @Test func insertingMovesAndChecksTheIndex() throws {
        let views = Self.views("a", "b", "c")
        let stack = StackView(name: "stack", arrangedSubviews: views)
        try stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews.map(\.name) == ["c", "a", "b"])
        #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
        let d = LayoutView(name: "d")
        #expect(throws: LayoutError.arrangedSubviewIndexOutOfRange(index: 4, count: 3)) {
            try stack.insertArrangedSubview(d, at: 4)
        }
        #expect(throws: LayoutError.arrangedSubviewIndexOutOfRange(index: -1, count: 3)) {
            try stack.insertArrangedSubview(d, at: -1)
        }
        #expect(d.superview == nil)
        try stack.insertArrangedSubview(d, at: 3)
        #expect(stack.arrangedSubviews.map(\.name) == ["c", "a", "b", "d"])
        #expect(throws: LayoutError.cyclicHierarchy("stack")) { try stack.addArrangedSubview(stack) }
    }

    /// `removeArrangedSubview` keeps the view as a subview; `removeFromSuperview` takes it out of
    /// both, as does moving it to another superview. No constraint of the stack mentions a view
    /// it no longer arranges.
    @Test func removingAViewFromTheArrangement() throws {
        let views = Self.views("a", "b", "c")
        let stack = StackView(name: "stack", arrangedSubviews: views)
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "c"])
        #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.name) == ["c"])
        let other = LayoutView(name: "other")
        try other.addSubview(views[2])
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.arrangementConstraints.isEmpty)
    }

    /// The stack's constraints are its own: activating or deactivating them by hand is refused.
    @Test func theArrangementBelongsToTheStack() throws {
        let stack = StackView(name: "stack", arrangedSubviews: Self.views("a", "b"))
        let first = try #require(stack.arrangementConstraints.first)
        #expect(first.kind == .arrangement)
        #expect(first.isActive)
        #expect(throws: LayoutError.self) { try first.deactivate() }
        #expect(first.isActive)
    }

    // MARK: Hidden views

    /// A hidden view collapses along the axis (`UISV-hiding`) and its spacing goes: a (40),
    /// b (50, hidden), c (60), spacing 10: a at 0, b at 40 with no width, c at 50; 110 long.
    /// Shown again, b is back: c at 110, 170 long.
    @Test(arguments: LayoutAxis.allCases)
    func aHiddenViewCollapses(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis, spacing: 10)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 50, thickness: 20)
        let c = try f.arrange("c", length: 60, thickness: 20)
        b.isHidden = true
        f.expect(stack: (110, 20), [(a, 0, 0, 40, 20), (b, 40, 0, 0, 20), (c, 50, 0, 60, 20)])
        let hiding = f.stack.arrangementConstraints.filter { $0.identifier == "UISV-hiding" }.map(\.description)
        let length = axis == .horizontal ? "width" : "height"
        #expect(hiding == ["'UISV-hiding' b.\(length) == 0"])
        b.isHidden = false
        f.expect(stack: (170, 20), [(a, 0, 0, 40, 20), (b, 50, 0, 50, 20), (c, 110, 0, 60, 20)])
    }

    /// Hidden first and last views: nothing before the first visible view or after the last.
    @Test func hiddenViewsAtTheEnds() throws {
        let f = try StackFixture(.horizontal, spacing: 10)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 50, thickness: 20)
        let c = try f.arrange("c", length: 60, thickness: 20)
        a.isHidden = true
        c.isHidden = true
        f.expect(stack: (50, 20), [(a, 0, 0, 0, 20), (b, 0, 0, 50, 20), (c, 50, 0, 0, 20)])
        b.isHidden = true
        f.expect(stack: (0, 20), [(a, 0, 0, 0, 20), (b, 0, 0, 0, 20), (c, 0, 0, 0, 20)])
    }

    /// An equal-spacing row with a hidden view spaces the visible ones only: 300 long, views
    /// 40, (hidden 60), 50, 70: 140 to spare in two gaps of 70: a at 0, c at 110, d at 230.
    @Test func equalSpacingSkipsHiddenViews() throws {
        let f = try StackFixture(.horizontal, length: 300)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 60, thickness: 20)
        let c = try f.arrange("c", length: 50, thickness: 20)
        let d = try f.arrange("d", length: 70, thickness: 20)
        f.stack.distribution = .equalSpacing
        b.isHidden = true
        f.expect(stack: (300, 20), [(a, 0, 0, 40, 20), (b, 40, 0, 0, 20), (c, 110, 0, 50, 20), (d, 230, 0, 70, 20)])
    }

    // MARK: Custom spacing

    /// 20 after a instead of the stack's 4, the system spacing (8) after b: views of 40 at 0,
    /// 60, 108. Set back to the default, a's spacing is the stack's 4 again: b at 44, c at 92.
    @Test func customSpacingReplacesTheSpacingAfterAView() throws {
        let f = try StackFixture(.horizontal, spacing: 8)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 40, thickness: 20)
        let c = try f.arrange("c", length: 40, thickness: 20)
        f.stack.spacing = 4
        f.stack.setCustomSpacing(20, after: a)
        f.stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
        f.expect(stack: (148, 20), [(a, 0, 0, 40, 20), (b, 60, 0, 40, 20), (c, 108, 0, 40, 20)])
        #expect(f.stack.customSpacing(after: a) == 20)
        f.stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        #expect(f.stack.customSpacing(after: a) == StackView.spacingUseDefault)
        f.expect(stack: (132, 20), [(a, 0, 0, 40, 20), (b, 44, 0, 40, 20), (c, 92, 0, 40, 20)])
    }

    /// UIKit's rules: ignored for a view that is not arranged; kept when the view moves, lost
    /// when it leaves; the space before a hidden view's neighbour is the spacing after the
    /// visible view before it. A spacing of `spacingUseDefault` is 0.
    @Test func customSpacingFollowsUIKitsRules() throws {
        let f = try StackFixture(.horizontal, spacing: 10)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 40, thickness: 20)
        let c = try f.arrange("c", length: 40, thickness: 20)
        let stranger = LayoutView(name: "stranger")
        f.stack.setCustomSpacing(30, after: stranger)
        #expect(f.stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
        f.stack.setCustomSpacing(30, after: b)
        try f.stack.insertArrangedSubview(b, at: 0)
        #expect(f.stack.customSpacing(after: b) == 30)
        // b, a, c with b hidden: b's custom spacing does not count, a's (10) does.
        b.isHidden = true
        f.expect(stack: (90, 20), [(b, 0, 0, 0, 20), (a, 0, 0, 40, 20), (c, 50, 0, 40, 20)])
        f.stack.removeArrangedSubview(b)
        #expect(f.stack.customSpacing(after: b) == StackView.spacingUseDefault)
        f.stack.spacing = StackView.spacingUseDefault
        b.removeFromSuperview()
        f.expect(stack: (80, 20), [(a, 0, 0, 40, 20), (c, 40, 0, 40, 20)])
    }

    // MARK: The constraints, as UIKit prints them

    /// The default configuration (fill, fill) of kean.blog's three views prints, per identifier,
    /// the constraints UIKit printed for it ("Let's Build UIStackView", 2017): the order ties
    /// are broken in (`stack-order-*`, this package's own) aside.
    @Test func fillFillIsUIKitsArrangement() {
        let views = Self.views("Subview0", "Subview1", "Subview2")
        let stack = StackView(name: "StackView", arrangedSubviews: views)
        for (view, width) in zip(views, [160.0, 80, 40]) {
            view.intrinsicContentSize = LayoutSize(width: width, height: width)
        }
        let printed = stack.arrangementConstraints.filter { !($0.identifier ?? "").hasPrefix("stack-order") }.map(
            \.description)
        #expect(
            printed == [
                "'UISV-canvas-connection' StackView.leading == Subview0.leading",
                "'UISV-canvas-connection' Subview2.trailing == StackView.trailing",
                "'UISV-spacing' Subview1.leading == Subview0.trailing",
                "'UISV-spacing' Subview2.leading == Subview1.trailing",
                "'UISV-alignment' Subview0.top == Subview1.top",
                "'UISV-alignment' Subview0.bottom == Subview1.bottom",
                "'UISV-alignment' Subview0.top == Subview2.top",
                "'UISV-alignment' Subview0.bottom == Subview2.bottom",
                "'UISV-canvas-connection' StackView.top == Subview0.top",
                "'UISV-canvas-connection' Subview0.bottom == StackView.bottom"
            ])
    }

    /// Equal spacing: the gap spacers (UIKit's `_UIOLAGapGuide`) between neighbours, as long as
    /// each other, and spacing as a minimum (kean.blog's log, with spacing 10).
    @Test func equalSpacingIsUIKitsArrangement() {
        let stack = StackView(name: "StackView", arrangedSubviews: Self.views("Subview0", "Subview1", "Subview2"))
        stack.spacing = 10
        stack.distribution = .equalSpacing
        let printed = stack.arrangementConstraints.filter {
            ["UISV-spacing", "UISV-distributing-edge", "UISV-fill-equally"].contains($0.identifier)
        }
        #expect(
            printed.map(\.description) == [
                "'UISV-spacing' Subview1.leading >= Subview0.trailing + 10",
                "'UISV-spacing' Subview2.leading >= Subview1.trailing + 10",
                "'UISV-distributing-edge' StackView.gap1.leading == Subview0.trailing",
                "'UISV-distributing-edge' Subview1.leading == StackView.gap1.trailing",
                "'UISV-distributing-edge' StackView.gap2.leading == Subview1.trailing",
                "'UISV-distributing-edge' Subview2.leading == StackView.gap2.trailing",
                "'UISV-fill-equally' StackView.gap2.width == StackView.gap1.width"
            ])
        stack.distribution = .equalCentering
        let centring = stack.arrangementConstraints.filter { $0.identifier == "UISV-fill-equally" }
        #expect(
            centring.map(\.description) == ["'UISV-fill-equally' StackView.gap2.width == StackView.gap1.width @149"])
    }

    /// Center alignment: the views aligned on the first's centre, which is the stack's, kept
    /// inside the stack, which is as small as that allows (at 51), and the views no taller than
    /// they need (at 25).
    @Test func centerAlignmentIsUIKitsArrangement() {
        let stack = StackView(name: "StackView", arrangedSubviews: Self.views("Subview0", "Subview1"))
        stack.alignment = .center
        let across = stack.arrangementConstraints.map(\.description).filter {
            !$0.contains("leading") && !$0.contains("trailing")
        }
        #expect(
            across == [
                "'UISV-canvas-connection' StackView.centerY == Subview0.centerY",
                "'UISV-alignment' Subview0.centerY == Subview1.centerY",
                "'UISV-spanning-boundary' StackView.top <= Subview0.top",
                "'UISV-spanning-boundary' StackView.top <= Subview1.top",
                "'UISV-spanning-boundary' StackView.bottom >= Subview0.bottom",
                "'UISV-spanning-boundary' StackView.bottom >= Subview1.bottom",
                "'UISV-spanning-fit' StackView.height == 0 @51",
                "'UISV-ambiguity-suppression' Subview0.height == 0 @25",
                "'UISV-ambiguity-suppression' Subview1.height == 0 @25"
            ])
    }

    /// Two plain views (no intrinsic size) filling a stack 200 wide: nothing says which is
    /// wider, in UIKit as here. The stack does not hide that: the views are ambiguous, and the
    /// trace says so.
    @Test func viewsWithoutContentStayAmbiguous() throws {
        let f = try StackFixture(.horizontal, length: 200, thickness: 20)
        try f.arrange("a", length: nil, thickness: nil)
        try f.arrange("b", length: nil, thickness: nil)
        f.engine.layoutIfNeeded()
        #expect(
            f.engine.ambiguities().map(\.description) == [
                "a is ambiguous horizontally: width is not determined by its constraints",
                "b is ambiguous horizontally: x and width are not determined by its constraints"
            ])
        #expect(
            f.engine.autolayoutTrace().contains("*a (0, 0, ")
                && f.engine.autolayoutTrace().contains("AMBIGUOUS LAYOUT: horizontally width"))
    }

    // MARK: Conflicts

    /// Content that cannot fit: three views of 100 that must keep their widths (compression
    /// required) in a stack 280 wide. UIKit breaks a constraint and says which ones conflict;
    /// the stack's are named by their identifiers.
    @Test func contentThatCannotFitNamesTheStacksConstraints() throws {
        let f = try StackFixture(.horizontal, length: 280, spacing: 10)
        for name in ["a", "b", "c"] { try f.arrange(name, length: 100, thickness: 20, compression: .required) }
        f.engine.layoutIfNeeded()
        let conflicts = f.engine.issues.compactMap { issue -> [LayoutConstraint]? in
            if case .unsatisfiable(let conflicting, _) = issue { return conflicting } else { return nil }
        }
        #expect(conflicts.count == 1)
        let names = Set(conflicts.joined().compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing"]))
        #expect(f.engine.issues[0].description.contains("'UISV-spacing' b.leading == a.trailing + 10"))
    }

    /// A hidden view whose own length is required conflicts with its `UISV-hiding`, the best
    /// known stack view conflict (useyourloaf.com, "Stack View Constraint Conflicts When Hiding
    /// Views").
    @Test func hidingAViewOfFixedHeightConflicts() throws {
        let f = try StackFixture(.vertical, spacing: 10)
        let a = try f.arrange("a", length: 40, thickness: 20)
        try LayoutConstraint.activate([a.height == 128])
        a.isHidden = true
        f.engine.layoutIfNeeded()
        let descriptions = f.engine.issues.map(\.description).joined()
        #expect(descriptions.contains("'UISV-hiding' a.height == 0"))
        #expect(descriptions.contains("a.height == 128"))
    }
}
