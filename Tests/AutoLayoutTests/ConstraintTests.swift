import AutoLayout
import Testing

/// Layout constraints as values: the three ways to make them, their descriptions, and
/// activation.
@Suite struct ConstraintTests {
    let a = LayoutView(name: "a"), b = LayoutView(name: "b")

    /// The fields of a constraint, for comparing values made in different ways.
    struct Fields: Equatable {
        var first: ObjectIdentifier, firstAttribute: LayoutAttribute, relation: LayoutRelation
        var second: ObjectIdentifier?, secondAttribute: LayoutAttribute
        var multiplier: Double, constant: Double, priority: LayoutPriority

        init(_ c: LayoutConstraint) {
            first = ObjectIdentifier(c.firstItem)
            firstAttribute = c.firstAttribute
            relation = c.relation
            second = c.secondItem.map(ObjectIdentifier.init)
            secondAttribute = c.secondAttribute
            multiplier = c.multiplier
            constant = c.constant
            priority = c.priority
        }
    }

    func initializer(
        _ x: LayoutAttribute, _ relation: LayoutRelation, _ y: LayoutAttribute?,
        multiplier: Double = 1, constant: Double
    ) throws -> LayoutConstraint {
        try LayoutConstraint(
            item: a, attribute: x, relatedBy: relation, toItem: y == nil ? nil : b,
            attribute: y ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    static let xAnchors: [LayoutAttribute] = [.left, .right, .leading, .trailing, .centerX]
    static let yAnchors: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]

    func xAnchor(_ view: LayoutView, _ attribute: LayoutAttribute) -> LayoutXAxisAnchor? {
        switch attribute {
        case .left: return view.leftAnchor
        case .right: return view.rightAnchor
        case .leading: return view.leadingAnchor
        case .trailing: return view.trailingAnchor
        case .centerX: return view.centerXAnchor
        default: return nil
        }
    }

    func yAnchor(_ view: LayoutView, _ attribute: LayoutAttribute) -> LayoutYAxisAnchor? {
        switch attribute {
        case .top: return view.topAnchor
        case .bottom: return view.bottomAnchor
        case .centerY: return view.centerYAnchor
        case .firstBaseline: return view.firstBaselineAnchor
        case .lastBaseline: return view.lastBaselineAnchor
        default: return nil
        }
    }

    /// Every pair of horizontal positions, every relation: initializer, anchor and operator
    /// give the same constraint.
    @Test(arguments: LayoutRelation.allCases)
    func threeStylesAgreeOnEveryPositionPair(relation: LayoutRelation) throws {
        for (attributes, anchor) in [(Self.xAnchors, 0), (Self.yAnchors, 1)] {
            for x in attributes {
                for y in attributes {
                    let mixesDirection =
                        [x, y].contains { $0 == .leading || $0 == .trailing }
                        && [x, y].contains { $0 == .left || $0 == .right }
                    if mixesDirection { continue } // the initializer rejects these (tested elsewhere)
                    let made = try initializer(x, relation, y, constant: -7.5)
                    let anchored: LayoutConstraint, operated: LayoutConstraint
                    if anchor == 0 {
                        let (p, q) = (try #require(xAnchor(a, x)), try #require(xAnchor(b, y)))
                        switch relation {
                        case .equal: (anchored, operated) = (p.constraint(equalTo: q, constant: -7.5), p == q - 7.5)
                        case .lessThanOrEqual:
                            (anchored, operated) = (p.constraint(lessThanOrEqualTo: q, constant: -7.5), p <= q - 7.5)
                        case .greaterThanOrEqual:
                            (anchored, operated) = (p.constraint(greaterThanOrEqualTo: q, constant: -7.5), p >= q - 7.5)
                        }
                    } else {
                        let (p, q) = (try #require(yAnchor(a, x)), try #require(yAnchor(b, y)))
                        switch relation {
                        case .equal: (anchored, operated) = (p.constraint(equalTo: q, constant: -7.5), p == q + -7.5)
                        case .lessThanOrEqual:
                            (anchored, operated) = (p.constraint(lessThanOrEqualTo: q, constant: -7.5), p <= q + -7.5)
                        case .greaterThanOrEqual:
                            (anchored, operated) = (
                                p.constraint(greaterThanOrEqualTo: q, constant: -7.5), p >= q + -7.5
                            )
                        }
                    }
                    #expect(Fields(anchored) == Fields(made), "\(x) \(relation) \(y)")
                    #expect(Fields(operated) == Fields(made), "\(x) \(relation) \(y)")
                    #expect(operated.description == made.description)
                }
            }
        }
    }

    @Test func threeStylesAgreeOnSizes() throws {
        let pairs: [(LayoutConstraint, LayoutConstraint, LayoutConstraint)] = [
            (
                try initializer(.width, .equal, .height, multiplier: 4.0 / 3.0, constant: 0),
                a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 4.0 / 3.0),
                a.width == 4.0 / 3.0 * b.height
            ),
            (
                try initializer(.height, .lessThanOrEqual, .height, multiplier: 0.5, constant: -4),
                a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 0.5, constant: -4),
                a.height <= b.height * 0.5 - 4
            ),
            (
                try initializer(.width, .greaterThanOrEqual, .width, constant: 12),
                a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, constant: 12),
                a.width >= b.width + 12
            ),
            (
                try initializer(.width, .greaterThanOrEqual, nil, constant: 40),
                a.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
                a.width >= 40
            ),
            (
                try initializer(.height, .lessThanOrEqual, nil, constant: 44),
                a.heightAnchor.constraint(lessThanOrEqualToConstant: 44),
                a.height <= 44
            ),
            (
                try initializer(.width, .equal, nil, constant: 0),
                a.widthAnchor.constraint(equalToConstant: 0),
                a.width == 0
            )
        ]
        for (made, anchored, operated) in pairs {
            #expect(Fields(anchored) == Fields(made), "\(made)")
            #expect(Fields(operated) == Fields(made), "\(made)")
        }
    }

    @Test func systemSpacingAnchorsUseTheStandardEight() {
        let after = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        #expect(after.description == "b.leading == a.trailing + 16")
        let atLeast = b.leadingAnchor.constraint(
            greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
        #expect(atLeast.description == "b.leading >= a.trailing + 8")
        let below = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
        #expect(below.description == "b.top == a.bottom + 8")
        let belowAtLeast = b.firstBaselineAnchor.constraint(
            greaterThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 0.5)
        #expect(belowAtLeast.description == "b.firstBaseline >= a.lastBaseline + 4")
    }

    @Test func priorityWithTheOperator() {
        let constraint = a.width >= 0.5 * b.width ~ .defaultHigh
        #expect(constraint.priority == .defaultHigh)
        #expect(constraint.multiplier == 0.5 && constraint.relation == .greaterThanOrEqual)
        #expect((a.left == b.right + 8 ~ 999).priority == LayoutPriority(999))
        #expect((a.height == 10).priority == .required)
    }

    // MARK: Descriptions

    @Test func descriptionsOfEveryKind() throws {
        let (engine, v) = try makeEngine(views: 2)
        let card = v[0], label = v[1]
        #expect((card.left == label.right + 8).description == "v0.left == v1.right + 8")
        #expect((card.top == label.bottom - 2.5).description == "v0.top == v1.bottom - 2.5")
        #expect((card.width <= 0.25 * label.width ~ 300).description == "v0.width <= 0.25 * v1.width @300")
        #expect((card.height >= 0).description == "v0.height >= 0")
        // A constant that is not a number shows, so an error about it says what is wrong.
        #expect((card.left == label.right + .nan).description == "v0.left == v1.right + nan")
        #expect((card.left == label.right - .infinity).description == "v0.left == v1.right - inf")
        let named = card.centerX == engine.root.centerX
        named.identifier = "centred"
        named.source = writtenAt("card.vfl", line: 3, column: 9)
        #expect(named.description == "'centred' v0.centerX == root.centerX  (card.vfl:3:9)")
        label.intrinsicContentSize = LayoutSize(width: 84, height: LayoutView.noIntrinsicMetric)
        #expect(
            engine.activeConstraints.map(\.description) == [
                "v1.width <= 84 @250 (content hugging)",
                "v1.width >= 84 @750 (compression resistance)"
            ])
    }

    @Test func identifierNamesTheConstraintInAConflictReport() throws {
        let (engine, v) = try makeEngine(views: 1)
        let wide = v[0].width >= 200
        wide.identifier = "wide-enough"
        let narrow = v[0].width <= 100
        narrow.identifier = "narrow-enough"
        try LayoutConstraint.activate([wide, narrow])
        let report = try #require(engine.issues.first).description
        #expect(
            report.contains("\"'wide-enough' v0.width >= 200\",\n    \"'narrow-enough' v0.width <= 100\""), "\(report)")
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint\n'narrow-enough' v0.width <= 100"))
    }

    // MARK: Activation

    @Test func deactivatingAConstraintRestoresTheLayoutWithoutIt() throws {
        let (engine, v) = try makeEngine(views: 1)
        let view = v[0]
        try pinVertically(view, in: engine.root)
        let base = [view.left == engine.root.left + 10, view.width == 100 ~ .defaultLow]
        try LayoutConstraint.activate(base)
        engine.layoutIfNeeded()
        #expect(view.frame.width == 100)
        let wider = view.width == 240 ~ .defaultHigh
        try wider.activate()
        #expect(wider.isActive)
        engine.layoutIfNeeded()
        #expect(view.frame.width == 240)
        try wider.deactivate()
        #expect(!wider.isActive)
        engine.layoutIfNeeded()
        #expect(view.frame.width == 100)
        // Deactivating twice, or something never activated, changes nothing.
        try wider.deactivate()
        try (view.width == 5).deactivate()
        engine.layoutIfNeeded()
        #expect(view.frame.width == 100)
        // Activating again works; activating an active constraint does not add it twice.
        try wider.activate()
        try wider.activate()
        #expect(engine.activeConstraints.filter { $0 === wider }.count == 1)
        engine.layoutIfNeeded()
        #expect(view.frame.width == 240)
    }

    @Test func engineConstraintsCannotBeActivatedOrDeactivatedByHand() throws {
        let (engine, v) = try makeEngine(views: 1)
        v[0].intrinsicContentSize = LayoutSize(width: 20, height: 20)
        let hugging = try #require(engine.activeConstraints.first)
        #expect(hugging.kind == .contentHugging)
        #expect(throws: LayoutError.self) { try hugging.deactivate() }
        #expect(hugging.isActive)
    }

    @Test func constraintsAffectingLayoutPerAxis() throws {
        let (engine, v) = try makeEngine(views: 2)
        v[0].intrinsicContentSize = LayoutSize(width: 30, height: LayoutView.noIntrinsicMetric)
        let left = v[0].left == engine.root.left
        let between = v[1].left == v[0].right
        let top = v[0].top == engine.root.top
        try LayoutConstraint.activate([left, between, top, v[1].width == 10])
        let horizontal = v[0].constraintsAffectingLayout(for: .horizontal)
        #expect(
            horizontal.map(\.description) == [
                "v0.width <= 30 @250 (content hugging)", "v0.width >= 30 @750 (compression resistance)",
                "v0.left == root.left", "v1.left == v0.right"
            ])
        #expect(v[0].constraintsAffectingLayout(for: .vertical).map(\.description) == ["v0.top == root.top"])
        #expect(LayoutView(name: "loose").constraintsAffectingLayout(for: .horizontal).isEmpty)
    }
}
