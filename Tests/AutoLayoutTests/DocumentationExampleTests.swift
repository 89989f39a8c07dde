// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

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

    /// StackViews.md: a label and a field in a first-baseline row, and the required
    /// constraints the row made.
    @Test func stackViews() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let label = LayoutView(name: "label")
        label.intrinsicContentSize = LayoutSize(width: 28, height: 18)
        label.firstBaselineOffsetFromTop = 14
        label.lastBaselineOffsetFromBottom = 4
        label.setContentHuggingPriority(251, for: .horizontal)
        let field = LayoutView(name: "field")
        field.intrinsicContentSize = LayoutSize(width: LayoutView.noIntrinsicMetric, height: 34)
        field.firstBaselineOffsetFromTop = 22
        field.lastBaselineOffsetFromBottom = 12
        let row = StackView(name: "row", arrangedSubviews: [label, field])
        row.spacing = 8
        row.alignment = .firstBaseline
        try engine.root.addSubview(row)
        try LayoutConstraint.activate([
            row.leading == engine.root.leading + 20,
            row.trailing == engine.root.trailing - 20,
            row.top == engine.root.top + 20,
        ])
        engine.layoutIfNeeded()
        #expect("\(label.frame)" == "(0, 8, 28, 18)")
        #expect("\(field.frame)" == "(36, 0, 244, 34)")
        #expect("\(row.frame)" == "(20, 20, 280, 34)")
        for constraint in row.arrangementConstraints where constraint.priority.isRequired {
            print(constraint)
        }
        let printed = row.arrangementConstraints.filter(\.priority.isRequired).map(\.description).joined(separator: "\n")
        #expect(printed == """
            'UISV-canvas-connection' row.leading == label.leading
            'UISV-canvas-connection' field.trailing == row.trailing
            'UISV-spacing' field.leading == label.trailing + 8
            'UISV-alignment' label.firstBaseline == field.firstBaseline
            'UISV-spanning-boundary' row.top <= label.top
            'UISV-spanning-boundary' row.top <= field.top
            'UISV-spanning-boundary' row.bottom >= label.bottom
            'UISV-spanning-boundary' row.bottom >= field.bottom
            """)
        #expect(engine.issues.isEmpty && engine.ambiguities().isEmpty)
    }

    /// TextMeasurement.md: a label that wraps at the width its constraints give it.
    @Test func textMeasurement() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let intro = LayoutView(name: "intro")
        try engine.root.addSubview(intro)
        intro.textContent = TextContent(
            .label, "We send one message a week about new features. Change your mind at any time in Settings.",
            font: .preferredFont(forTextStyle: .body), numberOfLines: 0)
        try LayoutConstraint.activate([
            intro.leading == engine.root.leading + 20,
            engine.root.trailing == intro.trailing + 20,
            intro.top == engine.root.top + 20,
        ])
        engine.layoutIfNeeded()
        #expect("\(intro.frame)" == "(20, 20, 280, 61)")
        #expect("\(intro.textLines.count)" == "3")

        engine.size = engine.size.rotated
        engine.layoutIfNeeded()
        #expect("\(intro.frame)" == "(20, 20, 528, 40.666667)")
        #expect("\(intro.textLines.count)" == "2")
    }
}
