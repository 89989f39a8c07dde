import AutoLayout

/// Turns parsed connections and size predicates into constraints, with the items, attributes,
/// signs and order of Apple's parser, and checks the options as Apple does when a connection is
/// finished.
///
/// Output order: a view's size constraints after the connection that reaches it (the first
/// view's straight away), all alignment constraints at the end.
struct ConstraintAssembler {
    let options: FormatOptions
    let spacing: StandardSpacing
    /// Whether a view has a superview, for `|` next to it.
    let hasSuperview: (String) -> Bool
    var axis: LayoutAxis = .horizontal

    private var constraints: [VisualFormatConstraint] = []
    private var alignments: [VisualFormatConstraint] = []

    init(options: FormatOptions, spacing: StandardSpacing, hasSuperview: @escaping (String) -> Bool) {
        self.options = options
        self.spacing = spacing
        self.hasSuperview = hasSuperview
    }

    /// Hands the constraints over, alignment last; the assembler keeps none (so the array is
    /// not copied, nor its elements released twice).
    mutating func finish() -> [VisualFormatConstraint] {
        var all: [VisualFormatConstraint] = []
        swap(&all, &constraints)
        all.append(contentsOf: alignments)
        return all
    }

    /// Adds `view.width` (`H:`) or `view.height` (`V:`) constraints for each of its predicates.
    mutating func addSizes(of view: ParsedView) {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        for predicate in view.predicates {
            let second: VisualFormatConstraint.Item?
            let constant: Double
            let constantRange: Range<Int>?
            switch predicate.object {
            case .constant(let value): (second, constant, constantRange) = (nil, value, predicate.objectRange)
            case .view(let name): (second, constant, constantRange) = (.view(name), 0, nil)
            }
            constraints.append(
                VisualFormatConstraint(
                    first: .view(view.name), attribute, predicate.relation,
                    second: second, second == nil ? .notAnAttribute : attribute,
                    constant: constant, priority: predicate.priority,
                    axis: axis, kind: .size, range: predicate.range,
                    constantRange: constantRange, priorityRange: predicate.priorityRange))
        }
    }

    /// Adds the spacing constraints of a connection from `left` to `right` (in reading order), and
    /// the alignment constraints between two views. `index` is where Apple reports a failure:
    /// just past the right item.
    mutating func connect(
        _ left: VisualFormatConstraint.Item, to right: VisualFormatConstraint.Item,
        by connection: ParsedConnection, range: Range<Int>, at index: Int
    ) throws(ParseFailure) {
        let pair = (left, right, range: range, index: index)
        switch connection {
        case .flush(let at):
            try addSpace(pair, .flush(at: at), isStandard: false, aligning: true)
        case .standard(let dash):
            let space = ParsedPredicate(
                relation: .equal, object: .constant(standardSpace(left, right)),
                priority: .required, range: dash, objectRange: dash)
            try addSpace(pair, space, isStandard: true, aligning: true)
        case .predicates(let list):
            // The alignments once, after the first space.
            for (offset, predicate) in list.enumerated() {
                try addSpace(pair, predicate, isStandard: false, aligning: offset == 0)
            }
        }
    }

    /// Two items in reading order, the range of the connection and where a failure is reported.
    private typealias ItemPair = (
        left: VisualFormatConstraint.Item, right: VisualFormatConstraint.Item, range: Range<Int>, index: Int
    )

    /// What a bare `-` between two items stands for.
    private func standardSpace(_ left: VisualFormatConstraint.Item, _ right: VisualFormatConstraint.Item) -> Double {
        guard left == .superview || right == .superview else { return spacing.sibling }
        // Under the iOS 8 rule a standard space to the superview is its margin: no constant.
        return spacing.superviewRule == .layoutMargins ? 0 : spacing.superview
    }

    /// Adds the spacing constraint of one predicate of a connection, and when `aligning`, the
    /// alignment constraints between two views.
    private mutating func addSpace(
        _ pair: ItemPair, _ predicate: ParsedPredicate, isStandard: Bool, aligning: Bool
    ) throws(ParseFailure) {
        let touchesSuperview = pair.left == .superview || pair.right == .superview
        let toMargins = touchesSuperview && spacing.superviewRule == .layoutMargins
        // Right to left swaps which item is measured from which.
        let reversed = axis == .horizontal && options.readsRightToLeft
        let (leading, trailing) = reversed ? (pair.right, pair.left) : (pair.left, pair.right)
        if axis == .horizontal && options.spacesBaselines {
            throw ParseFailure(kind: .baselineSpacingInHorizontalLayout, index: pair.index)
        }
        if touchesSuperview {
            if case .view(let name) = pair.left == .superview ? pair.right : pair.left, !hasSuperview(name) {
                throw ParseFailure(kind: .missingSuperview, index: pair.index)
            }
        }
        var constant: Double = 0
        if case .constant(let value) = predicate.object { constant = value }
        var (first, second) = (firstAttribute(of: trailing), secondAttribute(of: leading))
        if isStandard && toMargins {
            if trailing == .superview {
                first = first.withinMargins ?? first
            } else {
                second = second.withinMargins ?? second
            }
        }
        constraints.append(
            VisualFormatConstraint(
                first: trailing, first, predicate.relation,
                second: leading, second,
                constant: constant, priority: predicate.priority,
                axis: axis, kind: .spacing, isStandardSpacing: isStandard, range: pair.range,
                constantRange: predicate.objectRange, priorityRange: predicate.priorityRange))
        if aligning && !touchesSuperview {
            try align(leading, trailing, range: pair.range, at: pair.index)
        }
    }

    /// The attribute of the item after the space: a view's leading/left/top/first baseline, or the
    /// superview's far edge.
    private func firstAttribute(of item: VisualFormatConstraint.Item) -> LayoutAttribute {
        let isView = item != .superview
        switch axis {
        case .horizontal:
            if isView { return options.usesLeftAndRight ? .left : .leading }
            return options.usesLeftAndRight ? .right : .trailing
        case .vertical:
            if isView { return options.spacesBaselines ? .firstBaseline : .top }
            return .bottom
        }
    }

    /// The attribute of the item before the space: a view's trailing/right/bottom/last baseline, or
    /// the superview's near edge.
    private func secondAttribute(of item: VisualFormatConstraint.Item) -> LayoutAttribute {
        let isView = item != .superview
        switch axis {
        case .horizontal:
            if isView { return options.usesLeftAndRight ? .right : .trailing }
            return options.usesLeftAndRight ? .left : .leading
        case .vertical:
            if isView { return options.spacesBaselines ? .lastBaseline : .bottom }
            return .top
        }
    }

    /// Adds `first.attribute == second.attribute` for each alignment option, in attribute order.
    private mutating func align(
        _ first: VisualFormatConstraint.Item, _ second: VisualFormatConstraint.Item,
        range: Range<Int>, at index: Int
    ) throws(ParseFailure) {
        for attribute in options.alignmentAttributes {
            if attribute.axis == axis {
                throw ParseFailure(kind: .alignmentOnLayoutAxis(axis), index: index)
            }
            alignments.append(
                VisualFormatConstraint(
                    first: first, attribute, .equal, second: second, attribute,
                    axis: axis, kind: .alignment, range: range))
        }
    }
}
