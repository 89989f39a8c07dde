// The constraints a stack view makes to arrange its views: UIKit's `UISV-*` constraints.
//
// Each identifier is the one UIKit gives the constraint of the same role, as its logs of
// unsatisfiable constraints and kean.blog's "Let's Build UIStackView" (2017, every
// configuration's constraints printed) show them. The article StackViews.md lists them per
// configuration, with where this arrangement differs in form from UIKit's and why.
//
// The views are arranged on a canvas: the stack itself, or its layout margins guide when the
// arrangement is relative to its margins (UIKit's `UIViewLayoutMarginsGuide.leading ==
// Subview0.leading`).

/// The four attributes of one axis: `leading`, `trailing`, `centerX`, `width` for horizontal;
/// `top`, `bottom`, `centerY`, `height` for vertical.
struct AxisAttributes {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let center: LayoutAttribute
    let length: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal: (start, end, center, length) = (.leading, .trailing, .centerX, .width)
        case .vertical: (start, end, center, length) = (.top, .bottom, .centerY, .height)
        }
    }
}

extension LayoutAxis {
    /// The other axis.
    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Makes the constraints of one arrangement of a stack: along the axis (the chain of views
/// with their spacing, and the distribution), then across it (the alignment).
struct ArrangementBuilder {
    let stack: StackView
    /// The constraints made, in order; none is active yet.
    private(set) var constraints: [LayoutConstraint] = []

    private let main: AxisAttributes
    private let cross: AxisAttributes
    /// What the views are arranged on: the stack, or its layout margins guide.
    private let canvas: LayoutItem

    init(stack: StackView) {
        self.stack = stack
        main = AxisAttributes(stack.axis)
        cross = AxisAttributes(stack.axis.other)
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    mutating func build() {
        let arranged = stack.arrangedSubviews
        guard !arranged.isEmpty else { return }
        let visible = arranged.filter { !$0.isHidden }
        chainAlongTheAxis(arranged, visible: visible)
        distribute(visible)
        align(arranged, visible: visible)
    }

    /// `first.a1 REL multiplier * second.a2 + constant @priority`, named `identifier`.
    private mutating func add(
        _ identifier: String, _ first: LayoutItem, _ a1: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ a2: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required
    ) {
        let constraint = LayoutConstraint(
            unchecked: first, a1, relation, second, a2, multiplier: multiplier,
            constant: constant, kind: .arrangement)
        constraint.identifier = identifier
        constraint.priority = priority
        constraints.append(constraint)
    }

    // MARK: Along the axis

    /// The visible views in a chain from the canvas's start to its end (`UISV-canvas-connection`
    /// at the ends, `UISV-spacing` between neighbours); each hidden view collapsed to no length
    /// (`UISV-hiding`) right after the view before it.
    private mutating func chainAlongTheAxis(_ arranged: [LayoutView], visible: [LayoutView]) {
        for (index, view) in arranged.enumerated() where view.isHidden {
            add("UISV-hiding", view, main.length, .equal, nil)
            if index == 0 {
                add("UISV-canvas-connection", canvas, main.start, .equal, view, main.start)
            } else {
                add("UISV-spacing", view, main.start, .equal, arranged[index - 1], main.end)
            }
        }
        guard let first = visible.first, let last = visible.last else {
            // Every view is hidden: the collapsed chain reaches the end, so the stack has no length.
            if let last = arranged.last { add("UISV-canvas-connection", last, main.end, .equal, canvas, main.end) }
            return
        }
        add("UISV-canvas-connection", canvas, main.start, .equal, first, main.start)
        add("UISV-canvas-connection", last, main.end, .equal, canvas, main.end)
        let spreads = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let relation: LayoutRelation = spreads ? .greaterThanOrEqual : .equal
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let space = stack.resolvedSpacing(after: previous)
            if baselines {
                add("UISV-spacing", next, .firstBaseline, relation, previous, .lastBaseline, constant: space)
            } else {
                add("UISV-spacing", next, main.start, relation, previous, main.end, constant: space)
            }
        }
    }

    /// The constraints of the distribution among the visible views.
    private mutating func distribute(_ visible: [LayoutView]) {
        switch stack.distribution {
        case .fill:
            breakTiesByOrder(visible, hugging: true)
        case .fillEqually:
            for view in visible.dropFirst() {
                add("UISV-fill-equally", view, main.length, .equal, visible[0], main.length)
            }
        case .fillProportionally:
            if !fillProportionally(visible) { breakTiesByOrder(visible, hugging: true) }
        case .equalSpacing, .equalCentering:
            spreadGaps(visible, centering: stack.distribution == .equalCentering)
            breakTiesByOrder(visible, hugging: false)
        }
    }

    /// `UISV-fill-proportionally`: each view's length is its share of the stack's (the stack's,
    /// not its margins', as UIKit's log shows), its intrinsic length over the intrinsic lengths
    /// and spacing together, at 999 for the first view, 998 for the second and so on (a view
    /// without an intrinsic length has a share of 0).
    /// False, and nothing made, when there is nothing to share (no length at all).
    private mutating func fillProportionally(_ visible: [LayoutView]) -> Bool {
        let lengths = visible.map { $0.naturalLength(along: stack.axis) ?? 0 }
        let spacing = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + stack.resolvedSpacing(after: $1.0) }
        let total = lengths.reduce(0, +) + spacing
        guard total > 0, total.isFinite else { return false }
        for (index, view) in visible.enumerated() {
            add(
                "UISV-fill-proportionally", view, main.length, .equal, stack, main.length,
                multiplier: lengths[index] / total, priority: LayoutPriority(Float(max(999 - index, 1))))
        }
        return true
    }

    /// The equal gaps of ``StackView/Distribution/equalSpacing`` (between neighbours' edges,
    /// required) or ``StackView/Distribution/equalCentering`` (between their centres, at 149):
    /// a guide between each two visible neighbours (UIKit's `_UIOLAGapGuide`), its ends on
    /// theirs (`UISV-distributing-edge`), every gap as long as the first (`UISV-fill-equally`).
    private mutating func spreadGaps(_ visible: [LayoutView], centering: Bool) {
        let gaps = stack.gapGuides(count: max(visible.count - 1, 0))
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = gaps[index]
            if centering {
                add("UISV-distributing-edge", gap, main.start, .equal, previous, main.center)
                add("UISV-distributing-edge", gap, main.end, .equal, next, main.center)
            } else {
                add("UISV-distributing-edge", gap, main.start, .equal, previous, main.end)
                add("UISV-distributing-edge", next, main.start, .equal, gap, main.end)
            }
            if index > 0 {
                add(
                    "UISV-fill-equally", gap, main.length, .equal, gaps[0], main.length,
                    priority: centering ? 149 : .required)
            }
        }
    }

    /// Among views whose content priorities are equal, the first gives way first (Apple: "If
    /// there's any ambiguity, the stack view resizes the arranged views based on their index in
    /// the arrangedSubviews array"). Each view's hugging (when `hugging`) and compression
    /// resistance are repeated a little below their own priority, a little less below for each
    /// later view: they only tell apart layouts that the view's own priorities leave equal.
    private mutating func breakTiesByOrder(_ visible: [LayoutView], hugging: Bool) {
        guard visible.count > 1 else { return }
        for (index, view) in visible.enumerated() {
            guard let length = view.intrinsicLength(along: stack.axis) else { continue }
            // Below the view's own priority by less than half a level, less for later views.
            let below = Float(visible.count - index) / Float(visible.count + 1) / 2
            if hugging {
                let priority = view.contentHuggingPriority(for: stack.axis)
                if !priority.isRequired, priority.rawValue - below >= 1 {
                    add(
                        "stack-order-hugging", view, main.length, .lessThanOrEqual, nil, constant: length,
                        priority: priority - below)
                }
            }
            let priority = view.contentCompressionResistancePriority(for: stack.axis)
            if !priority.isRequired, priority.rawValue - below >= 1 {
                add(
                    "stack-order-compression", view, main.length, .greaterThanOrEqual, nil, constant: length,
                    priority: priority - below)
            }
        }
    }

    // MARK: Across the axis

    /// The alignment across the axis. Every arranged view, hidden or not, is aligned with the
    /// first (`UISV-alignment`), which is tied to the canvas (`UISV-canvas-connection`); with any
    /// alignment but fill, the visible views keep within the canvas (`UISV-spanning-boundary`),
    /// which is as small as that allows (`UISV-spanning-fit`), and views without an intrinsic
    /// size across the axis are as small as they may be (`UISV-ambiguity-suppression`).
    private mutating func align(_ arranged: [LayoutView], visible: [LayoutView]) {
        let reference = arranged[0]
        let alignment = stack.effectiveAlignment
        let aligned: LayoutAttribute
        switch alignment {
        case .fill:
            for view in arranged.dropFirst() {
                add("UISV-alignment", reference, cross.start, .equal, view, cross.start)
                add("UISV-alignment", reference, cross.end, .equal, view, cross.end)
            }
            add("UISV-canvas-connection", canvas, cross.start, .equal, reference, cross.start)
            add("UISV-canvas-connection", reference, cross.end, .equal, canvas, cross.end)
            return
        case .leading:
            aligned = cross.start
            add("UISV-canvas-connection", canvas, cross.start, .equal, reference, cross.start)
        case .trailing:
            aligned = cross.end
            add("UISV-canvas-connection", reference, cross.end, .equal, canvas, cross.end)
        case .center:
            aligned = cross.center
            add("UISV-canvas-connection", canvas, cross.center, .equal, reference, cross.center)
        case .firstBaseline:
            aligned = .firstBaseline
        case .lastBaseline:
            aligned = .lastBaseline
        }
        for view in arranged.dropFirst() { add("UISV-alignment", reference, aligned, .equal, view, aligned) }
        span(visible, alignment: alignment)
        for view in arranged { add("UISV-ambiguity-suppression", view, cross.length, .equal, nil, priority: 25) }
    }

    /// Keeps the visible views within the canvas across the axis, on the sides the alignment
    /// leaves open, and the canvas as small as that allows (at 51), the stack too (at 49, with
    /// one view or a baseline alignment). UIKit spans the views with a spacer
    /// (`_UILayoutSpacer`) whose edges are the canvas's own; this spans them with the canvas.
    /// With one view, UIKit names these constraints `UISV-canvas-connection`, as here.
    private mutating func span(_ visible: [LayoutView], alignment: StackView.Alignment) {
        guard !visible.isEmpty else { return }
        let single = visible.count == 1
        let boundary = single ? "UISV-canvas-connection" : "UISV-spanning-boundary"
        if alignment != .leading {
            for view in visible { add(boundary, canvas, cross.start, .lessThanOrEqual, view, cross.start) }
        }
        if alignment != .trailing {
            for view in visible { add(boundary, canvas, cross.end, .greaterThanOrEqual, view, cross.end) }
        }
        if single || alignment == .firstBaseline || alignment == .lastBaseline {
            add("UISV-canvas-fit", stack, cross.length, .equal, nil, priority: 49)
        }
        if !single { add("UISV-spanning-fit", canvas, cross.length, .equal, nil, priority: 51) }
    }
}

extension StackView {
    /// The alignment in effect: the baseline alignments are for horizontal stacks only (UIKit:
    /// "Valid for horizontal axis only"); a vertical stack aligns its views as ``Alignment/fill``
    /// then.
    var effectiveAlignment: Alignment {
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { return .fill }
        return alignment
    }

    /// `count` guides for the gaps of the equal spacing distributions (UIKit's
    /// `_UIOLAGapGuide`), made on first use and kept. They belong to the stack but are its own,
    /// as UIKit's private guides are: not among its ``LayoutView/layoutGuides``, so neither
    /// drawn nor checked for ambiguity (only their length along the axis is constrained).
    func gapGuides(count: Int) -> [LayoutGuide] {
        while gapGuides.count < count {
            let guide = LayoutGuide(name: "\(name).gap\(gapGuides.count + 1)")
            guide.identifier = "_UIOLAGapGuide"
            guide.owningView = self
            gapGuides.append(guide)
        }
        return Array(gapGuides.prefix(count))
    }
}

extension LayoutView {
    /// The intrinsic content size along `axis`, if the view has one there.
    func intrinsicLength(along axis: LayoutAxis) -> Double? {
        let value = axis == .horizontal ? intrinsicContentSize.width : intrinsicContentSize.height
        return value.isFinite && value >= 0 ? value : nil
    }

    /// The length the view takes along `axis` when nothing else constrains it: its intrinsic
    /// size, or for a stack view, what its visible views' natural lengths add up to (with the
    /// spacing and margins) along its axis, and the largest of them across it. Nil for a view
    /// without content there.
    func naturalLength(along axis: LayoutAxis) -> Double? {
        guard let stack = self as? StackView else { return intrinsicLength(along: axis) }
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return nil }
        let lengths = visible.map { $0.naturalLength(along: axis) ?? 0 }
        let insets = stack.arrangementInsets(along: axis)
        guard axis == stack.axis else { return (lengths.max() ?? 0) + insets.start + insets.end }
        let spacing = zip(visible, visible.dropFirst()).reduce(0.0) { $0 + stack.resolvedSpacing(after: $1.0) }
        return lengths.reduce(0, +) + spacing + insets.start + insets.end
    }
}

extension StackView {
    /// The room the arrangement leaves at the start and end of `axis` (top and bottom, or
    /// leading and trailing): the margins asked for when the arrangement is relative to them,
    /// else none. An estimate for natural sizes: the margins in effect may be larger (the root's
    /// minimum, the safe area).
    func arrangementInsets(along axis: LayoutAxis) -> (start: Double, end: Double) {
        guard isLayoutMarginsRelativeArrangement else { return (0, 0) }
        let margins = directionalLayoutMargins
        return axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
    }
}
