import AutoLayout
import SourceDiagnostics
import Testing
import VisualFormat

/// Apple's Auto Layout Guide, "Visual Format Language": every example, laid out by the
/// engine and checked down to the frames.
@Suite struct GuideFramesTests {
    /// A 320x568 root with the named views, each 30 high at the given y unless told otherwise.
    struct Screen {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        var views: [String: LayoutView] = [:]

        init(_ names: [String], intrinsic: [String: LayoutSize] = [:], pinVertically: Bool = true) throws {
            for (index, name) in names.enumerated() {
                let view = LayoutView(name: name)
                if let size = intrinsic[name] { view.intrinsicContentSize = size }
                try engine.root.addSubview(view)
                views[name] = view
                if pinVertically {
                    try LayoutConstraint.activate([
                        view.top == engine.root.top + Double(20 + 40 * index), view.height == 30
                    ])
                }
            }
        }

        func apply(_ format: String, options: FormatOptions = [], metrics: [String: Double] = [:]) throws {
            try LayoutConstraint.activate(
                LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            )
        }

        func frame(_ name: String) -> LayoutRect {
            engine.layoutIfNeeded()
            return views[name]?.frame ?? .zero
        }

        func expectClean(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            #expect(engine.issues.isEmpty, "\(engine.issues)", sourceLocation: sourceLocation)
            #expect(engine.ambiguities().isEmpty, "\(engine.ambiguities())", sourceLocation: sourceLocation)
        }
    }

    @Test func standardSpace() throws {
        let s = try Screen(["button", "textField"])
        try s.apply("|-20-[button(80)]")
        try s.apply("[button]-[textField(100)]")
        #expect(s.frame("textField").minX == 108) // 20 + 80 + the standard 8
        s.expectClean()
    }

    @Test func widthConstraint() throws {
        let s = try Screen(
            ["button"], intrinsic: ["button": LayoutSize(width: 30, height: LayoutView.noIntrinsicMetric)])
        try s.apply("|-[button(>=50)]")
        #expect(s.frame("button") == LayoutRect(x: 20, y: 20, width: 50, height: 30))
        s.expectClean()
    }

    @Test func connectionToSuperview() throws {
        let s = try Screen(["purpleBox"])
        try s.apply("|-50-[purpleBox]-50-|")
        #expect(s.frame("purpleBox") == LayoutRect(x: 50, y: 20, width: 220, height: 30))
        s.expectClean()
    }

    @Test func verticalLayout() throws {
        let s = try Screen(["topField", "bottomField"], pinVertically: false)
        try s.apply("V:|-20-[topField(30)]")
        try s.apply("V:[topField]-10-[bottomField(44)]")
        try s.apply("H:|[topField]|")
        try s.apply("H:|[bottomField]|")
        #expect(s.frame("bottomField") == LayoutRect(x: 0, y: 60, width: 320, height: 44))
        s.expectClean()
    }

    @Test func flushViews() throws {
        let s = try Screen(["maroonView", "blueView"])
        try s.apply("|-20-[maroonView(50)][blueView(60)]")
        #expect(s.frame("blueView").minX == 70)
        s.expectClean()
    }

    @Test func priority() throws {
        // The width of 100 at priority 20 loses to the button's content hugging (250).
        let s = try Screen(["button"], intrinsic: ["button": LayoutSize(width: 80, height: 30)])
        try s.apply("|-[button(100@20)]")
        #expect(s.frame("button").width == 80)
        let t = try Screen(["button"])
        try t.apply("|-[button(100@20)]")
        #expect(t.frame("button").width == 100)
        t.expectClean()
    }

    @Test func equalWidths() throws {
        let s = try Screen(["button1", "button2"])
        try s.apply("|-[button1(==button2)]-[button2(70)]")
        #expect(s.frame("button1").width == 70 && s.frame("button2").minX == 98)
        s.expectClean()
    }

    @Test func multiplePredicates() throws {
        for (intrinsic, expected) in [(120.0, 100.0), (50, 70), (85, 85)] {
            let s = try Screen(
                ["flexibleButton"], intrinsic: ["flexibleButton": LayoutSize(width: intrinsic, height: 30)])
            try s.apply("|-[flexibleButton(>=70,<=100)]")
            #expect(s.frame("flexibleButton").width == expected, "intrinsic \(intrinsic)")
            s.expectClean()
        }
    }

    @Test func aCompleteLineOfLayout() throws {
        let s = try Screen(
            ["find", "findNext", "findField"],
            intrinsic: [
                "find": LayoutSize(width: 40, height: 30), "findNext": LayoutSize(width: 60, height: 30)
            ])
        try s.apply("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(s.frame("find") == LayoutRect(x: 20, y: 20, width: 40, height: 30))
        #expect(s.frame("findNext") == LayoutRect(x: 68, y: 60, width: 60, height: 30))
        #expect(s.frame("findField") == LayoutRect(x: 136, y: 100, width: 164, height: 30))
        s.expectClean()
    }
}

/// Format options, laid out.
@Suite struct OptionFramesTests {
    @Test func alignAllTopAndCenterY() throws {
        let s = try GuideFramesTests.Screen(["a", "b", "c"], pinVertically: false)
        try LayoutConstraint.activate([
            s.views["a"]!.top == s.engine.root.top + 40, s.views["a"]!.height == 50,
            s.views["b"]!.height == 20, s.views["c"]!.height == 30
        ])
        try s.apply("|-[a(40)]-[b(40)]", options: .alignAllTop)
        try s.apply("[b]-[c(40)]", options: .alignAllCenterY)
        #expect(s.frame("b") == LayoutRect(x: 68, y: 40, width: 40, height: 20))
        #expect(s.frame("c") == LayoutRect(x: 116, y: 35, width: 40, height: 30))
        s.expectClean()
    }

    @Test func directionOptions() throws {
        let ltr = try GuideFramesTests.Screen(["a", "b"])
        try ltr.apply("|-[a(40)]-[b(40)]", options: .directionLeftToRight)
        #expect(ltr.frame("a").minX == 20 && ltr.frame("b").minX == 68)
        let rtl = try GuideFramesTests.Screen(["a", "b"])
        try rtl.apply("|-[a(40)]-[b(40)]", options: .directionRightToLeft)
        #expect(rtl.frame("a").maxX == 300 && rtl.frame("b").maxX == 252)
        rtl.expectClean()
    }

    @Test func leadingToTrailingFollowsTheEngineDirection() throws {
        let s = try GuideFramesTests.Screen(["a", "b"])
        s.engine.layoutDirection = .rightToLeft
        try s.apply("|-[a(40)]-[b(40)]")
        #expect(s.frame("a").maxX == 300 && s.frame("b").maxX == 252)
    }

    @Test func spacingBaselineToBaseline() throws {
        let s = try GuideFramesTests.Screen(["title", "subtitle"], pinVertically: false)
        let title = s.views["title"]!, subtitle = s.views["subtitle"]!
        title.lastBaselineOffsetFromBottom = 4
        subtitle.firstBaselineOffsetFromTop = 14
        try LayoutConstraint.activate([title.top == s.engine.root.top + 10, title.height == 18, subtitle.height == 18])
        try s.apply("H:|[title]|")
        try s.apply("H:|[subtitle]|")
        try s.apply("V:[title]-20-[subtitle]", options: .spacingBaselineToBaseline)
        // title's last baseline at 10 + 18 - 4 = 24; subtitle's first baseline 20 below.
        #expect(s.frame("subtitle").minY == 30)
        s.expectClean()
    }

    @Test func metricsAndPriorities() throws {
        let s = try GuideFramesTests.Screen(["a"])
        try s.apply("|-pad-[a(==w@high)]", metrics: ["pad": 12, "w": 90, "high": 750])
        #expect(s.frame("a") == LayoutRect(x: 12, y: 20, width: 90, height: 30))
        let constraint = s.engine.activeConstraints.first { $0.firstAttribute == .width }
        #expect(constraint?.priority == .defaultHigh)
    }
}

/// Errors that need the views themselves.
@Suite struct LayoutErrorTests {
    @Test func aBarNeedsASuperview() throws {
        let orphan = LayoutView(name: "orphan")
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:|-[orphan]", views: ["orphan": orphan])
            Issue.record("expected an error")
        } catch {
            #expect(
                error.message == "Unable to interpret '|' character, because the related view doesn't have a superview")
            // Apple notices once the view next to `|` has been read: the caret is after it.
            #expect(error.index == 12)
            #expect(
                error.reason
                    == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|-[orphan] \n            ^"
            )
        }
    }

    @Test func unknownViewIsApplesError() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let a = LayoutView(name: "a")
        try engine.root.addSubview(a)
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "[a]-[b]", views: ["a": a])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "b is not a key in the views dictionary.")
            #expect(error.index == 6)
        }
    }

    @Test func constraintsComeBackInactiveWithTheirRanges() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        try engine.root.addSubview(a)
        try engine.root.addSubview(b)
        let made = try LayoutConstraint.visualFormatConstraints("|-[a]-10-[b(>=40)]", views: ["a": a, "b": b])
        #expect(made.allSatisfy { !$0.constraint.isActive })
        #expect(
            made.map { $0.constraint.description } == [
                "a.leading == root.leading + 20", "b.leading == a.trailing + 10", "b.width >= 40"
            ])
        let format = Array("|-[a]-10-[b(>=40)]")
        #expect(made.map { String(format[$0.range]) } == ["|-[a]", "[a]-10-[b(>=40)]", ">=40"])
        #expect(made.map(\.constraint.sourceRange) == made.map(\.range))
    }

    /// The constraints themselves remember the part of the format they came from.
    @Test func constraintsRememberTheirRangeInTheFormat() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        try engine.root.addSubview(a)
        try engine.root.addSubview(b)
        let format = "V:|-(>=8@750)-[a(44)][b(==a)]-|"
        let made = try LayoutConstraint.constraints(
            withVisualFormat: format, options: .alignAllCenterX, views: ["a": a, "b": b])
        let characters = Array(format)
        #expect(
            made.map { $0.sourceRange.map { String(characters[$0]) } } == [
                "|-(>=8@750)-[a(44)]", "44", "[a(44)][b(==a)]", "==a", "[b(==a)]-|", "[a(44)][b(==a)]"
            ])
        #expect(
            made.map(\.description) == [
                "a.top >= root.top + 8 @750", "a.height == 44", "b.top == a.bottom", "b.height == a.height",
                "root.bottom == b.bottom + 20", "a.centerX == b.centerX"
            ])
        #expect((a.width == 10).sourceRange == nil)
    }
}

/// Every alignment option, laid out: the aligned edges, centers or baselines coincide.
@Suite struct AlignmentFramesTests {
    /// `|-[a(40)]-[b(40)]-[c(40)]` with a at y 40, 50 high; b 20 high, c 30 high, each with
    /// its own baselines. Returns the y of b and c.
    func horizontalRow(_ option: FormatOptions) throws -> (Double, Double) {
        let s = try GuideFramesTests.Screen(["a", "b", "c"], pinVertically: false)
        let a = s.views["a"]!, b = s.views["b"]!, c = s.views["c"]!
        a.firstBaselineOffsetFromTop = 30; a.lastBaselineOffsetFromBottom = 10
        b.firstBaselineOffsetFromTop = 12; b.lastBaselineOffsetFromBottom = 6
        c.firstBaselineOffsetFromTop = 20; c.lastBaselineOffsetFromBottom = 8
        try LayoutConstraint.activate([a.top == s.engine.root.top + 40, a.height == 50, b.height == 20, c.height == 30])
        try s.apply("|-[a(40)]-[b(40)]-[c(40)]", options: option)
        let frames = (s.frame("b").minY, s.frame("c").minY)
        s.expectClean()
        return frames
    }

    @Test func verticalAlignmentsInARow() throws {
        #expect(try horizontalRow(.alignAllTop) == (40, 40))
        #expect(try horizontalRow(.alignAllBottom) == (70, 60)) // bottoms at 90
        #expect(try horizontalRow(.alignAllCenterY) == (55, 50)) // centers at 65
        #expect(try horizontalRow(.alignAllLastBaseline) == (66, 58)) // last baselines at 80
        #expect(try horizontalRow(.alignAllFirstBaseline) == (58, 50)) // first baselines at 70
    }

    /// `V:|-[a(40)]-[b(40)]-[c(40)]` with a at x 40, 50 wide; b 20 wide, c 30 wide. Returns
    /// the x of b and c.
    func verticalColumn(_ option: FormatOptions, _ direction: LayoutDirection) throws -> (Double, Double) {
        let s = try GuideFramesTests.Screen(["a", "b", "c"], pinVertically: false)
        s.engine.layoutDirection = direction
        let a = s.views["a"]!, b = s.views["b"]!, c = s.views["c"]!
        try LayoutConstraint.activate([a.left == s.engine.root.left + 40, a.width == 50, b.width == 20, c.width == 30])
        try s.apply("V:|-[a(40)]-[b(40)]-[c(40)]", options: option)
        let frames = (s.frame("b").minX, s.frame("c").minX)
        #expect(s.frame("c").minY == 20 + 40 + 8 + 40 + 8)
        s.expectClean()
        return frames
    }

    @Test(arguments: LayoutDirection.allCases)
    func horizontalAlignmentsInAColumn(direction: LayoutDirection) throws {
        let leftEdges = (40.0, 40.0), rightEdges = (70.0, 60.0) // right edges at 90
        let rightToLeft = direction == .rightToLeft
        #expect(try verticalColumn(.alignAllLeft, direction) == leftEdges)
        #expect(try verticalColumn(.alignAllRight, direction) == rightEdges)
        #expect(try verticalColumn(.alignAllLeading, direction) == (rightToLeft ? rightEdges : leftEdges))
        #expect(try verticalColumn(.alignAllTrailing, direction) == (rightToLeft ? leftEdges : rightEdges))
        #expect(try verticalColumn(.alignAllCenterX, direction) == (55, 50)) // centers at 65
    }
}
