// Whose baselines a view's are: UIKit's `forFirstBaselineLayout` and `forLastBaselineLayout`.

extension LayoutView {
    /// The view whose first baseline is this view's (UIKit's `forFirstBaselineLayout`): the
    /// view itself, or for a stack view one of its arranged views, as UIKit's header
    /// `UIStackView.h` says: "A horizontal UIStackView will return its tallest view for
    /// -viewForFirst/LastBaselineLayout, or if that is another stack view, then the relevant
    /// viewForFirst/LastBaselineLayout from that stack view. A vertical UIStackView will return
    /// its first view for -viewForFirstBaselineLayout and its last view for
    /// -viewForLastBaselineLayout, or if that is another stack view, then the relevant
    /// viewForFirst/LastBaselineLayout from that stack view."
    ///
    /// Only visible views count. The tallest is the one with the largest natural height (its
    /// intrinsic height, or a stack's from its views), the first of equals; a stack with no
    /// visible view is its own (its bottom edge, as for any view without text).
    public var forFirstBaselineLayout: LayoutView { baselineView(first: true) }

    /// The view whose last baseline is this view's (UIKit's `forLastBaselineLayout`); see
    /// ``forFirstBaselineLayout``.
    public var forLastBaselineLayout: LayoutView { baselineView(first: false) }

    private func baselineView(first: Bool) -> LayoutView {
        var current: LayoutView = self
        // Down through nested stacks, without recursion.
        while let stack = current as? StackView {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            guard !visible.isEmpty else { return stack }
            switch stack.axis {
            case .vertical:
                current = (first ? visible.first : visible.last) ?? stack
            case .horizontal:
                var tallest = visible[0]
                var height = tallest.naturalLength(along: .vertical) ?? 0
                for view in visible.dropFirst() {
                    let candidate = view.naturalLength(along: .vertical) ?? 0
                    if candidate > height { (tallest, height) = (view, candidate) }
                }
                current = tallest
            }
        }
        return current
    }
}
