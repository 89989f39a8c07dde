import AutoLayout

extension LayoutConstraint {
    /// The constraints a visual format string describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` creates
    /// them: not yet active, in Apple's order.
    ///
    ///     let constraints = try LayoutConstraint.constraints(
    ///         withVisualFormat: "H:|-[find]-[findNext]-[findField(>=20)]-|",
    ///         options: .alignAllTop, metrics: [:],
    ///         views: ["find": find, "findNext": findNext, "findField": findField])
    ///     try LayoutConstraint.activate(constraints)
    ///
    /// `|` is the superview of the view next to it. Each constraint remembers the part of the
    /// format it came from in ``LayoutConstraint/sourceRange``.
    ///
    /// - Throws: ``VisualFormatError`` with Apple's description, the 0-based index where
    ///   parsing stopped, and Apple's `reason` text.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutView], spacing: StandardSpacing = StandardSpacing()
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try visualFormatConstraints(format, options: options, metrics: metrics, views: views, spacing: spacing).map(\.constraint)
    }

    /// Like ``constraints(withVisualFormat:options:metrics:views:spacing:)``, with the range
    /// of the format (character offsets) each constraint came from.
    public static func visualFormatConstraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutView], spacing: StandardSpacing = StandardSpacing()
    ) throws(VisualFormatError) -> [(constraint: LayoutConstraint, range: Range<Int>)] {
        let orphans = Set(views.filter { $0.value.superview == nil }.keys)
        let parsed = try VisualFormatLanguage.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: Set(views.keys),
            spacing: spacing, viewsWithoutSuperview: orphans)
        return parsed.compactMap { item -> (constraint: LayoutConstraint, range: Range<Int>)? in
            guard let made = item.layoutConstraint(views) else { return nil }
            made.sourceRange = item.range
            return (made, item.range)
        }
    }
}

extension VisualFormatConstraint {
    /// The layout constraint, with names resolved to views and `|` to the superview of the
    /// other item. Nil only if a name is missing from `views` (the parser rules that out).
    func layoutConstraint(_ views: [String: LayoutView]) -> LayoutConstraint? {
        func view(_ item: Item?, other: Item?) -> LayoutView? {
            switch item {
            case .view(let name)?: return views[name]
            case .superview?:
                guard case .view(let name)? = other else { return nil }
                return views[name]?.superview
            case nil: return nil
            }
        }
        guard let first = view(firstItem, other: secondItem) else { return nil }
        let second = view(secondItem, other: firstItem)
        if secondItem != nil && second == nil { return nil }
        // The parser only pairs attributes of one kind and axis, so the checks cannot fail.
        guard let made = try? LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                               toItem: second, attribute: secondAttribute,
                                               multiplier: multiplier, constant: constant) else { return nil }
        made.priority = priority
        return made
    }
}
