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
    /// `|` is the superview of the view next to it.
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
        // Only the names the format mentions can matter to the parser: looking them up keeps
        // each call linear in the format, however many views the dictionary holds.
        var named: Set<String> = []
        var orphans: Set<String> = []
        for name in identifiers(in: format) where !named.contains(name) {
            guard let view = views[name] else { continue }
            named.insert(name)
            if view.superview == nil { orphans.insert(name) }
        }
        let parsed = try VisualFormatLanguage.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: named,
            spacing: spacing, viewsWithoutSuperview: orphans)
        return parsed.compactMap { item -> (constraint: LayoutConstraint, range: Range<Int>)? in
            guard let made = item.layoutConstraint(views) else { return nil }
            return (made, item.range)
        }
    }
}

/// Every maximal run of ASCII identifier characters (`[A-Za-z0-9_]`) in `text` that does not
/// start with a digit: the names a visual format may mention, and a few more.
private func identifiers(in text: String) -> [String] {
    var result: [String] = []
    var current: [UInt8] = []
    func flush() {
        if let first = current.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            result.append(String(decoding: current, as: UTF8.self))
        }
        current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            current.append(byte)
        default:
            flush()
        }
    }
    flush()
    return result
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
