import AutoLayout
import Testing

/// A stack view on a 600x600 root, its start along its axis 20 points in, its start across it
/// 100 points in (a horizontal stack at x 20, y 100; a vertical one at x 100, y 20), so one test
/// can check both axes: sizes and frames are written along (`main`) and across (`cross`) the
/// axis and turned into widths and heights here.
struct StackFixture {
    let engine: LayoutEngine
    let stack: StackView
    let axis: LayoutAxis

    /// A stack of `views` with an optional length along the axis and thickness across it.
    init(
        _ axis: LayoutAxis, length: Double? = nil, thickness: Double? = nil, spacing: Double = 0,
        direction: LayoutDirection = .leftToRight
    ) throws {
        self.axis = axis
        engine = LayoutEngine(size: LayoutSize(width: 600, height: 600), direction: direction)
        stack = StackView(name: "stack")
        stack.axis = axis
        stack.spacing = spacing
        try engine.root.addSubview(stack)
        let root = engine.root
        let (mainStart, crossStart) =
            axis == .horizontal
            ? (stack.leading == root.leading + 20, stack.top == root.top + 100)
            : (stack.top == root.top + 20, stack.leading == root.leading + 100)
        try LayoutConstraint.activate([mainStart, crossStart])
        if let length { try LayoutConstraint.activate([dimension(stack, along: axis) == length]) }
        if let thickness {
            try LayoutConstraint.activate([
                dimension(stack, along: axis == .horizontal ? .vertical : .horizontal) == thickness
            ])
        }
    }

    /// A view with an intrinsic size along (`length`) and across (`thickness`) the axis (nil:
    /// none), arranged in the stack.
    @discardableResult
    func arrange(
        _ name: String, length: Double?, thickness: Double?, hugging: LayoutPriority? = nil,
        compression: LayoutPriority? = nil
    ) throws -> LayoutView {
        let view = LayoutView(name: name)
        let (width, height) = axis == .horizontal ? (length, thickness) : (thickness, length)
        view.intrinsicContentSize = LayoutSize(
            width: width ?? LayoutView.noIntrinsicMetric, height: height ?? LayoutView.noIntrinsicMetric)
        if let hugging { view.setContentHuggingPriority(hugging, for: axis) }
        if let compression { view.setContentCompressionResistancePriority(compression, for: axis) }
        try stack.addArrangedSubview(view)
        return view
    }

    /// A frame written along and across the axis.
    func rect(main: Double, cross: Double, length: Double, thickness: Double) -> LayoutRect {
        axis == .horizontal
            ? LayoutRect(x: main, y: cross, width: length, height: thickness)
            : LayoutRect(x: cross, y: main, width: thickness, height: length)
    }

    /// Lays out, then expects each view's frame in the stack (given along and across the
    /// axis), the stack's frame in the root, no issue and no ambiguity.
    func expect(
        stack expected: (length: Double, thickness: Double),
        _ frames: [(LayoutView, Double, Double, Double, Double)],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        engine.layoutIfNeeded()
        #expect(
            stack.frame == rect(main: 20, cross: 100, length: expected.length, thickness: expected.thickness),
            "stack", sourceLocation: sourceLocation)
        for (view, main, cross, length, thickness) in frames {
            #expect(
                view.frame == rect(main: main, cross: cross, length: length, thickness: thickness), "\(view.name)",
                sourceLocation: sourceLocation)
        }
        #expect(engine.issues.isEmpty, "\(engine.issues)", sourceLocation: sourceLocation)
        #expect(engine.ambiguities().isEmpty, "\(engine.ambiguities())", sourceLocation: sourceLocation)
    }
}

/// The width or height anchor of a view, by axis.
func dimension(_ view: LayoutView, along axis: LayoutAxis) -> LayoutDimension {
    axis == .horizontal ? view.widthAnchor : view.heightAnchor
}

/// A view with an intrinsic size and baselines, as a one-line label or a text field.
func textView(_ name: String, width: Double?, height: Double, firstBaseline: Double, lastBaseline: Double) -> LayoutView
{
    let view = LayoutView(name: name)
    view.intrinsicContentSize = LayoutSize(width: width ?? LayoutView.noIntrinsicMetric, height: height)
    view.firstBaselineOffsetFromTop = firstBaseline
    view.lastBaselineOffsetFromBottom = lastBaseline
    return view
}
