extension LayoutEngine {
    /// How many times a layout is redone for labels that wrap at their width, at most. One
    /// suffices when a label's width is decided by constraints; a width that follows the
    /// label's own size settles in two.
    static let maximumTextPasses = 3

    /// The views whose height depends on the width the layout gives them: multi-line labels
    /// without a preferred width.
    func viewsWrappingText() -> [LayoutView] {
        root.subtree().filter { $0.textContent?.wrapsAtLayoutWidth == true }
    }

    /// UIKit's second pass: each wrapping label measures its text at the width the first pass
    /// gave it, and the layout is redone while any size changes (at most
    /// ``maximumTextPasses`` times).
    func settleWrappedText(in views: [LayoutView]) {
        guard !views.isEmpty else { return }
        for _ in 0..<Self.maximumTextPasses {
            var changed = false
            for view in views {
                let before = view.intrinsicContentSize
                view.fitText(width: view.frame.width)
                changed = changed || view.intrinsicContentSize != before
            }
            guard changed else { return }
            solveAndAssignFrames()
            settleGuides()
        }
    }
}

extension LayoutView {
    /// Sets the intrinsic size and baselines from ``textContent``.
    func applyTextContent() {
        guard let content = textContent else { return }
        fitText(width: nil)
        let baselines = content.baselines
        firstBaselineOffsetFromTop = baselines.firstFromTop
        lastBaselineOffsetFromBottom = baselines.lastFromBottom
    }

    /// Sets the intrinsic size to that of the text wrapped at `width` (nil: at its preferred
    /// width, or not at all). The baselines do not depend on the width.
    func fitText(width: Double?) {
        guard let content = textContent else { return }
        intrinsicContentSize = content.intrinsicContentSize(forWidth: width)
    }

    /// The lines of ``textContent`` as the view shows them at its current width; none for a view
    /// without text.
    public var textLines: [String] {
        textContent?.lines(forWidth: frame.width) ?? []
    }
}
