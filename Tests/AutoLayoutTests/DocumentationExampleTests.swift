import AutoLayout
import Testing

/// The Swift samples of README.md and of the AutoLayout catalog's articles, verbatim (the
/// documentation tests find each one here): if one fails, fix the page too. A sample's
/// `CODE // → TEXT` line is `#expect("\(CODE)" == "TEXT")` here.
@Suite struct AutoLayoutDocumentationExamples {
    /// README.md, "The library".
    @Test func readmeLibraryExample() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let card = LayoutView(name: "card")
        try engine.root.addSubview(card)
        try LayoutConstraint.activate([
            card.leading == engine.root.leading + 20,
            engine.root.trailing == card.trailing + 20,
            card.top == engine.root.top + 20,
            card.height == 0.5 * card.width,
        ])
        engine.layoutIfNeeded()
        #expect("\(card.frame)" == "(20, 20, 280, 140)")

        engine.size = engine.size.rotated    // the solver re-solves incrementally
        engine.layoutIfNeeded()
        #expect("\(card.frame)" == "(20, 20, 528, 264)")
    }

    /// GettingStarted.md: views, the three ways to write a constraint, rotation.
    @Test func gettingStarted() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let card = LayoutView(name: "card")
        let title = LayoutView(name: "title")
        title.intrinsicContentSize = LayoutSize(width: 84, height: 18)
        try engine.root.addSubview(card)
        try card.addSubview(title)

        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 20),   // anchors
            engine.root.trailing == card.trailing + 20,                                       // operators
            card.top == engine.root.top + 20,
            card.height == 0.5 * card.width ~ .defaultHigh,
            try LayoutConstraint(item: title, attribute: .centerX, relatedBy: .equal,         // UIKit's initializer
                                 toItem: card, attribute: .centerX, multiplier: 1, constant: 0),
            title.centerY == card.centerY,
        ])
        engine.layoutIfNeeded()
        #expect("\(card.frame)" == "(20, 20, 280, 140)")
        #expect("\(title.frame)" == "(98, 61, 84, 18)")

        engine.size = engine.size.rotated
        engine.layoutIfNeeded()
        #expect("\(card.frame)" == "(20, 20, 528, 264)")
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
    }

    /// GettingStarted.md: a conflict, broken as UIKit breaks it, and an ambiguous view.
    @Test func problems() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let box = LayoutView(name: "box")
        try engine.root.addSubview(box)
        try LayoutConstraint.activate([
            box.leading == engine.root.leading + 20,
            box.top == engine.root.top + 20,
            box.width == 100,
            box.width == 200,
        ])
        engine.layoutIfNeeded()
        #expect("\(box.frame)" == "(20, 20, 100, 0)")
        #expect("\(box.hasAmbiguousLayout)" == "true")
        #expect("\(engine.ambiguities()[0])" == "box is ambiguous vertically: height is not determined by its constraints")
        print(engine.issues[0])
        print(engine.autolayoutTrace())
        #expect("\(engine.issues[0])\n\(engine.autolayoutTrace())" == """
            Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
                Try this:
                    (1) look at each constraint and try to figure out which you don't expect;
                    (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "box.width == 100",
                "box.width == 200"
            )

            Will attempt to recover by breaking constraint
            box.width == 200
            •root (0, 0, 320, 568)
            |   *box (20, 20, 100, 0) - AMBIGUOUS LAYOUT: vertically height
            """)
    }
}
