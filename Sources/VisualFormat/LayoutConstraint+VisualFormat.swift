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
    /// format it came from in `LayoutConstraint.sourceRange`. You get every constraint Apple
    /// would create, or an error: none is left out.
    ///
    /// - Throws: ``VisualFormatError`` with Apple's description, the 0-based index where
    ///   parsing stopped, and Apple's `reason` text; or, for a constraint Apple would create
    ///   but the engine refuses (a constant beyond ±`LayoutConstraint.maximumConstant`
    ///   points, a priority below 1), ``VisualFormatError/Kind/constraintRejected(_:)`` with
    ///   the engine's error and the index of the number that gave the refused value.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutView], spacing: StandardSpacing = StandardSpacing()
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try visualFormatConstraints(format, options: options, metrics: metrics, views: views, spacing: spacing).map(
            \.constraint)
    }

    /// Like ``constraints(withVisualFormat:options:metrics:views:spacing:)``, with the range
    /// of the format (character offsets) each constraint came from.
    public static func visualFormatConstraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutView], spacing: StandardSpacing = StandardSpacing()
    ) throws(VisualFormatError) -> [(constraint: LayoutConstraint, range: Range<Int>)] {
        // The dictionary answers each name as the parser meets it: no list of names is made,
        // so a parse costs the length of the format, however many views there are.
        let names = VisualFormatNames(
            metrics: metrics, isView: { views[$0] != nil },
            hasSuperview: { views[$0]?.superview != nil })
        let parsed = try VisualFormatLanguage.constraints(
            withVisualFormat: format, options: options, names: names,
            spacing: spacing)
        var made: [(constraint: LayoutConstraint, range: Range<Int>)] = []
        made.reserveCapacity(parsed.count)
        for item in parsed {
            let constraint: LayoutConstraint
            do {
                constraint = try item.layoutConstraint(views)
            } catch {
                throw VisualFormatError(error.kind, format: format, index: error.index)
            }
            constraint.sourceRange = item.range
            made.append((constraint, item.range))
        }
        return made
    }
}

extension VisualFormatConstraint {
    /// What the engine would find wrong with this constraint (``LayoutConstraint/validate()``
    /// on its parts; a VFL string relates views, never layout guides), nil when nothing.
    package var engineProblem: LayoutConstraint.Problem? {
        LayoutConstraint.problem(
            first: firstAttribute, firstIsGuide: false, second: secondItem == nil ? nil : secondAttribute,
            secondIsGuide: false, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// The layout constraint, with names resolved to views and `|` to the superview of the
    /// other item, checked by the engine (`LayoutConstraint.validate()`) with its priority.
    ///
    /// Throws where in the format the problem is: `constraintRejected` at the number (or metric
    /// name, or `-`) that gave a constant or priority the engine refuses; a name missing from
    /// `views` or a `|` whose view has no superview as Apple reports them (the parser rules
    /// both out when given the same views). Package-visible: the layout file reader makes a
    /// file's constraints with it, on stand-in views while parsing and on the file's views
    /// when building.
    package func layoutConstraint(_ views: [String: LayoutView]) throws(ParseFailure) -> LayoutConstraint {
        func view(_ item: Item, other: Item?) throws(ParseFailure) -> LayoutView {
            switch item {
            case .view(let name):
                guard let found = views[name] else {
                    throw ParseFailure(kind: .unknownView(name), index: range.lowerBound)
                }
                return found
            case .superview:
                guard case .view(let name)? = other, let superview = views[name]?.superview else {
                    throw ParseFailure(kind: .missingSuperview, index: range.upperBound)
                }
                return superview
            }
        }
        let first = try view(firstItem, other: secondItem)
        var second: LayoutView?
        if let secondItem { second = try view(secondItem, other: firstItem) }
        let made: LayoutConstraint
        do {
            // The items and attributes are checked first; the numbers once all are set, so the
            // engine's error describes the whole constraint, priority included.
            made = try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation,
                toItem: second, attribute: secondAttribute,
                multiplier: multiplier, constant: 0)
            made.constant = constant
            made.priority = priority
            try made.validate()
        } catch {
            throw ParseFailure(kind: .constraintRejected(error), index: index(of: error))
        }
        return made
    }

    /// Where in the format the engine's complaint points: the priority's number for a
    /// priority, the constant's for a number out of range, else the start of the constraint.
    private func index(of error: LayoutError) -> Int {
        switch error {
        case .invalidPriority: return (priorityRange ?? range).lowerBound
        case .nonFiniteValue, .valueOutOfRange: return (constantRange ?? range).lowerBound
        default: return range.lowerBound
        }
    }
}
