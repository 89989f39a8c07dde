import AutoLayout
import Testing

/// Each alignment on both axes (the baseline ones on horizontal stacks, where UIKit allows
/// them), baseline- and margins-relative arrangement and nesting. Three views 40 long: a 20
/// thick, b 40 thick, c without an intrinsic thickness; no spacing, so they sit at 0, 40, 80
/// along the axis. Expected frames are worked out in the comments.
@Suite("Stack alignments")
struct StackAlignmentTests {
    /// The three views, arranged with `alignment`.
    static func threeViews(
        _ axis: LayoutAxis, _ alignment: StackView.Alignment,
        direction: LayoutDirection = .leftToRight
    ) throws -> (StackFixture, LayoutView, LayoutView, LayoutView) {
        let f = try StackFixture(axis, direction: direction)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 40, thickness: 40)
        let c = try f.arrange("c", length: 40, thickness: nil)
        f.stack.alignment = alignment
        return (f, a, b, c)
    }

    /// Fill: every view as thick as the stack, which is as thick as b (40), since b resists
    /// compression (750) more than a hugs (250).
    @Test(arguments: LayoutAxis.allCases)
    func fill(_ axis: LayoutAxis) throws {
        let (f, a, b, c) = try Self.threeViews(axis, .fill)
        f.expect(stack: (120, 40), [(a, 0, 0, 40, 40), (b, 40, 0, 40, 40), (c, 80, 0, 40, 40)])
    }

    /// Leading (top): every view at its own thickness against the start; c, with none, is 0
    /// thick (UISV-ambiguity-suppression). The stack spans the thickest, b.
    @Test(arguments: LayoutAxis.allCases)
    func leading(_ axis: LayoutAxis) throws {
        let (f, a, b, c) = try Self.threeViews(axis, .leading)
        f.expect(stack: (120, 40), [(a, 0, 0, 40, 20), (b, 40, 0, 40, 40), (c, 80, 0, 40, 0)])
    }

    /// Center: centres on the stack's, 20 in: a from 10, b from 0, c at 20.
    @Test(arguments: LayoutAxis.allCases)
    func center(_ axis: LayoutAxis) throws {
        let (f, a, b, c) = try Self.threeViews(axis, .center)
        f.expect(stack: (120, 40), [(a, 0, 10, 40, 20), (b, 40, 0, 40, 40), (c, 80, 20, 40, 0)])
    }

    /// Trailing (bottom): ends on the stack's end at 40: a from 20, c at 40.
    @Test(arguments: LayoutAxis.allCases)
    func trailing(_ axis: LayoutAxis) throws {
        let (f, a, b, c) = try Self.threeViews(axis, .trailing)
        f.expect(stack: (120, 40), [(a, 0, 20, 40, 20), (b, 40, 0, 40, 40), (c, 80, 40, 40, 0)])
    }

    /// `top` and `bottom` are `leading` and `trailing`, as in UIKit.
    @Test func topAndBottomAreLeadingAndTrailing() {
        #expect(StackView.Alignment.top == .leading)
        #expect(StackView.Alignment.bottom == .trailing)
    }

    /// In a right-to-left layout a vertical stack's leading edge is its right one: leading
    /// puts a (20 wide) against the right of the 40-wide stack, at 20; trailing at 0.
    @Test func verticalLeadingFollowsTheLayoutDirection() throws {
        let (f, a, _, _) = try Self.threeViews(.vertical, .leading, direction: .rightToLeft)
        f.engine.layoutIfNeeded()
        #expect(a.frame == LayoutRect(x: 20, y: 0, width: 20, height: 40))
        f.stack.alignment = .trailing
        f.engine.layoutIfNeeded()
        #expect(a.frame == LayoutRect(x: 0, y: 0, width: 20, height: 40))
        #expect(f.engine.issues.isEmpty && f.engine.ambiguities().isEmpty)
    }

    // MARK: Baselines

    /// Two text views and a plain one: a 20 high with baselines 14 from its top and 4 from its
    /// bottom; b 40 high with baselines 30 and 6; c without an intrinsic height (0 high, its
    /// baseline its bottom edge).
    static func baselineRow(_ alignment: StackView.Alignment) throws -> (
        StackFixture, LayoutView, LayoutView, LayoutView
    ) {
        let f = try StackFixture(.horizontal)
        let a = textView("a", width: 40, height: 20, firstBaseline: 14, lastBaseline: 4)
        let b = textView("b", width: 40, height: 40, firstBaseline: 30, lastBaseline: 6)
        let c = LayoutView(name: "c")
        c.intrinsicContentSize = LayoutSize(width: 40, height: LayoutView.noIntrinsicMetric)
        for view in [a, b, c] { try f.stack.addArrangedSubview(view) }
        f.stack.alignment = alignment
        return (f, a, b, c)
    }

    /// First baselines on one line at B: a from B - 14 to B + 6, b from B - 30 to B + 10, c at
    /// B. The stack spans them and is as small as that allows: from B - 30 to B + 10, so B = 30
    /// and the stack is 40 high; a at 16, b at 0, c at 30.
    @Test func firstBaseline() throws {
        let (f, a, b, c) = try Self.baselineRow(.firstBaseline)
        f.expect(stack: (120, 40), [(a, 0, 16, 40, 20), (b, 40, 0, 40, 40), (c, 80, 30, 40, 0)])
    }

    /// Last baselines at L: a from L - 16 to L + 4, b from L - 34 to L + 6, c at L. So L = 34:
    /// a at 18, b at 0, c at 34, the stack 40 high.
    @Test func lastBaseline() throws {
        let (f, a, b, c) = try Self.baselineRow(.lastBaseline)
        f.expect(stack: (120, 40), [(a, 0, 18, 40, 20), (b, 40, 0, 40, 40), (c, 80, 34, 40, 0)])
    }

    /// The baseline alignments are for horizontal stacks only; a vertical stack aligns as fill.
    @Test func aVerticalStackAlignsBaselinesAsFill() throws {
        let (f, a, b, c) = try Self.threeViews(.vertical, .firstBaseline)
        f.expect(stack: (120, 40), [(a, 0, 0, 40, 40), (b, 40, 0, 40, 40), (c, 80, 0, 40, 40)])
    }

    /// A horizontal stack's baselines are its tallest view's (UIKit's header); a vertical
    /// stack's first baseline is its first view's and its last its last view's, through nested
    /// stacks.
    @Test func aStackTakesItsBaselinesFromItsViews() throws {
        let (f, a, b, _) = try Self.baselineRow(.firstBaseline)
        #expect(f.stack.forFirstBaselineLayout === b)
        #expect(f.stack.forLastBaselineLayout === b)
        b.isHidden = true // hidden views do not count: a is now the tallest
        #expect(f.stack.forFirstBaselineLayout === a)
        let column = StackView(name: "column", arrangedSubviews: [f.stack, LayoutView(name: "last")])
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === a)
        #expect(column.forLastBaselineLayout === column.arrangedSubviews[1])
        #expect(StackView(name: "empty").forFirstBaselineLayout.name == "empty")
    }

    /// A constraint on a stack's baseline uses its view's: in the first-baseline row, b's first
    /// baseline is at 100 + 30 = 130 in the root, so a label placed on the stack's first
    /// baseline, 14 below its top, starts at 116.
    @Test func aStacksBaselineAnchorIsItsViews() throws {
        let (f, _, _, _) = try Self.baselineRow(.firstBaseline)
        let label = textView("label", width: 30, height: 18, firstBaseline: 14, lastBaseline: 4)
        try f.engine.root.addSubview(label)
        try LayoutConstraint.activate([
            label.firstBaseline == f.stack.firstBaseline, label.leading == f.engine.root.leading
        ])
        f.engine.layoutIfNeeded()
        #expect(label.frame.y == 116)
    }

    /// Constraints on a stack's baseline follow its views: a column spacing baselines 20 apart
    /// holds a label (last baseline 14 from its top) and an empty row, whose baseline is its
    /// bottom edge; once the row holds a field (34 high, first baseline 22), the row's first
    /// baseline is the field's, so the row starts at 14 + 20 - 22 = 12. With the field hidden
    /// and a shorter label shown (baseline 14), it starts at 14 + 20 - 14 = 20.
    @Test func constraintsOnAStacksBaselineFollowItsViews() throws {
        let f = try StackFixture(.vertical, spacing: 20)
        f.stack.isBaselineRelativeArrangement = true
        let a = textView("a", width: 40, height: 18, firstBaseline: 14, lastBaseline: 4)
        let row = StackView(name: "row")
        row.alignment = .firstBaseline
        try f.stack.addArrangedSubview(a)
        try f.stack.addArrangedSubview(row)
        f.engine.layoutIfNeeded()
        let field = textView("field", width: 50, height: 34, firstBaseline: 22, lastBaseline: 12)
        let label = textView("label", width: 30, height: 18, firstBaseline: 14, lastBaseline: 4)
        try row.addArrangedSubview(field)
        f.engine.layoutIfNeeded()
        #expect(row.frame == LayoutRect(x: 0, y: 12, width: 50, height: 34))
        try row.addArrangedSubview(label)
        field.isHidden = true
        f.engine.layoutIfNeeded()
        #expect(row.forFirstBaselineLayout === label)
        #expect(row.frame.y == 20)
        #expect(f.engine.issues.isEmpty)
    }

    // MARK: Baseline-relative and margins-relative arrangement

    /// Baseline to baseline: two one-line labels 18 high (baseline 14 from the top, 4 from the
    /// bottom), spacing 24: a's last baseline is at 14, so b's first is at 38 and b starts at
    /// 24; the stack is 42 high. The stack's own edges stay on the views' edges (kean.blog's log:
    /// `StackView.top == Subview0.top`).
    @Test func baselineRelativeArrangementSpacesBaselines() throws {
        let f = try StackFixture(.vertical, spacing: 24)
        let a = textView("a", width: 60, height: 18, firstBaseline: 14, lastBaseline: 4)
        let b = textView("b", width: 60, height: 18, firstBaseline: 14, lastBaseline: 4)
        try f.stack.addArrangedSubview(a)
        try f.stack.addArrangedSubview(b)
        f.stack.isBaselineRelativeArrangement = true
        f.expect(stack: (42, 60), [(a, 0, 0, 18, 60), (b, 24, 0, 18, 60)])
        let spacing = f.stack.arrangementConstraints.first { $0.identifier == "UISV-spacing" }
        #expect(spacing?.description == "'UISV-spacing' b.firstBaseline == a.lastBaseline + 24")
    }

    /// Ignored in a horizontal stack (UIKit's header: "This property is ignored in horizontal
    /// stacks").
    @Test func baselineRelativeArrangementIsIgnoredInARow() throws {
        let f = try StackFixture(.horizontal, spacing: 24)
        let a = try f.arrange("a", length: 60, thickness: 18)
        let b = try f.arrange("b", length: 60, thickness: 18)
        f.stack.isBaselineRelativeArrangement = true
        f.expect(stack: (144, 18), [(a, 0, 0, 60, 18), (b, 84, 0, 60, 18)])
    }

    /// Inside the margins: 8 on each side by default, so two views of 40x20 sit at 8 and 48,
    /// 8 down, in a stack of 96x36.
    @Test(arguments: LayoutAxis.allCases)
    func layoutMarginsRelativeArrangement(_ axis: LayoutAxis) throws {
        let f = try StackFixture(axis)
        let a = try f.arrange("a", length: 40, thickness: 20)
        let b = try f.arrange("b", length: 40, thickness: 20)
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.expect(stack: (96, 36), [(a, 8, 8, 40, 20), (b, 48, 8, 40, 20)])
    }

    /// Margins of their own: top 4, leading 10, bottom 6, trailing 12 around a 40x20 view with
    /// center alignment: the row is 10 + 40 + 12 wide and 4 + 20 + 6 high, the view at (10, 4).
    @Test func customMarginsAroundACentredRow() throws {
        let f = try StackFixture(.horizontal)
        let a = try f.arrange("a", length: 40, thickness: 20)
        f.stack.alignment = .center
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.stack.directionalLayoutMargins = LayoutDirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 12)
        f.expect(stack: (62, 30), [(a, 10, 4, 40, 20)])
    }

    // MARK: Nesting

    /// A form: a vertical stack (spacing 12) of two rows, each a horizontal stack (spacing 8,
    /// first-baseline alignment) of a label (18 high, baseline 14) and a field (34 high,
    /// baseline 23, no intrinsic width). The form is 280 wide. In each row the label starts
    /// 23 - 14 = 9 below the field and the row is 34 high; the label keeps its width (hugging
    /// 251) and the field takes the rest: 280 - 8 - 56 = 216 from 64, 280 - 8 - 70 = 202 from
    /// 78. The second row starts at 34 + 12 = 46; the form is 80 high. Its first baseline is
    /// the first row's, which is its tallest view's, the field's; its last is the second field's.
    @Test func aFormOfRows() throws {
        let f = try StackFixture(.vertical, thickness: 280, spacing: 12)
        var rows: [(row: StackView, label: LayoutView, field: LayoutView)] = []
        for (index, width) in [56.0, 70].enumerated() {
            let label = textView("label\(index)", width: width, height: 18, firstBaseline: 14, lastBaseline: 4)
            label.setContentHuggingPriority(251, for: .horizontal)
            let field = textView("field\(index)", width: nil, height: 34, firstBaseline: 23, lastBaseline: 11)
            let row = StackView(name: "row\(index)", arrangedSubviews: [label, field])
            row.spacing = 8
            row.alignment = .firstBaseline
            try f.stack.addArrangedSubview(row)
            rows.append((row, label, field))
        }
        f.expect(stack: (80, 280), [(rows[0].row, 0, 0, 34, 280), (rows[1].row, 46, 0, 34, 280)])
        #expect(rows[0].label.frame == LayoutRect(x: 0, y: 9, width: 56, height: 18))
        #expect(rows[0].field.frame == LayoutRect(x: 64, y: 0, width: 216, height: 34))
        #expect(rows[1].label.frame == LayoutRect(x: 0, y: 9, width: 70, height: 18))
        #expect(rows[1].field.frame == LayoutRect(x: 78, y: 0, width: 202, height: 34))
        #expect(f.stack.forFirstBaselineLayout === rows[0].field)
        #expect(f.stack.forLastBaselineLayout === rows[1].field)
        #expect(rows[1].field.frameInRoot == LayoutRect(x: 178, y: 66, width: 202, height: 34))
    }
}
