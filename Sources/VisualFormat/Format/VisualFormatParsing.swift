/// Apple's Visual Format Language, without views: what
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` would create, as
/// engine-free `VisualFormatConstraint` values, or the error Apple would raise.
///
///     let result = VisualFormatLanguage.parse("|-[find]-[findNext]-[findField(>=20)]-|",
///                                     views: ["find", "findNext", "findField"])
///     // find.leading == |.leading + 20, findNext.leading == find.trailing + 8, ...
public enum VisualFormatLanguage {
    /// Parses a visual format string.
    ///
    /// - Parameters:
    ///   - format: The format, e.g. `"H:|-[a]-10-[b(>=50)]-|"`. Only ASCII is accepted, as by Apple.
    ///   - options: Alignment, direction and spacing options (`[.alignAllCenterY]`).
    ///   - metrics: Named constants. A name is looked up here before the views.
    ///   - views: The names of the views the format may use.
    ///   - spacing: What a bare `-` stands for; Apple's 8 and 20 by default.
    ///   - viewsWithoutSuperview: Views known to have no superview: `|` next to one of them fails
    ///     with Apple's `Unable to interpret '|' character…` at the point Apple reports it.
    /// - Returns: The constraints in Apple's order, or the first error Apple would report.
    public static func parse(
        _ format: String,
        options: FormatOptions = [],
        metrics: [String: Double] = [:],
        views: Set<String>,
        spacing: StandardSpacing = StandardSpacing(),
        viewsWithoutSuperview: Set<String> = []
    ) -> Result<[VisualFormatConstraint], VisualFormatError> {
        do {
            return .success(
                try constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views,
                    spacing: spacing, viewsWithoutSuperview: viewsWithoutSuperview))
        } catch {
            return .failure(error)
        }
    }

    /// Parses a visual format string, throwing Apple's error; see `parse(_:options:metrics:views:spacing:viewsWithoutSuperview:)`.
    public static func constraints(
        withVisualFormat format: String,
        options: FormatOptions = [],
        metrics: [String: Double] = [:],
        views: Set<String>,
        spacing: StandardSpacing = StandardSpacing(),
        viewsWithoutSuperview: Set<String> = []
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        try constraints(
            withVisualFormat: format, options: options,
            names: VisualFormatNames(metrics: metrics, views: views, viewsWithoutSuperview: viewsWithoutSuperview),
            spacing: spacing)
    }

    /// Parses a visual format string with names looked up as the parser meets them (see
    /// ``VisualFormatNames``), throwing Apple's error.
    ///
    /// - Complexity: linear in the length of the format.
    public static func constraints(
        withVisualFormat format: String,
        options: FormatOptions = [],
        names: VisualFormatNames,
        spacing: StandardSpacing = StandardSpacing()
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        let bytes = Array(format.utf8)
        if bytes.isEmpty { throw VisualFormatError(.emptyFormat, format: format, index: 0) }
        if bytes.contains(where: { $0 >= 0x80 }) { throw VisualFormatError(.nonASCII, format: format, index: 0) }
        var parser = FormatParser(
            bytes: bytes, names: names,
            assembler: ConstraintAssembler(options: options, spacing: spacing, hasSuperview: names.hasSuperview))
        do {
            return try parser.parse()
        } catch {
            throw VisualFormatError(error.kind, format: format, index: error.index)
        }
    }
}
