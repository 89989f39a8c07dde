// swift-format-ignore-file
// This file holds the documentation's Swift samples line for line, as the pages show them
// (DocumentationTests finds each sample here): the pages' layout is the one kept.

import Cassowary
import Testing

/// The Swift samples of the Cassowary catalog's articles, verbatim (the documentation tests
/// find each one here): if one fails, fix the article too. A sample's `CODE // → TEXT` line is
/// `#expect(CODE == TEXT)` here.
@Suite struct CassowaryDocumentationExamples {
    /// GettingStarted.md: a screen's width as an edit variable, two constraints, a rotation.
    @Test func editVariables() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), screen = Variable("screen")
        try solver.addEditVariable(screen, strength: .strong)
        try solver.suggestValue(320, for: screen)
        try solver.addConstraint(left == 20)
        try solver.addConstraint(left + width + 20 == screen)
        solver.updateVariables()
        #expect(solver.value(of: width) == 280)

        try solver.suggestValue(568, for: screen)
        solver.updateVariables()
        #expect(solver.value(of: width) == 528)
    }

    /// GettingStarted.md: strict priorities.
    @Test func strictPriorities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 0 ~ Strength(751))
        for _ in 0..<1000 {
            try solver.addConstraint(x == 10 ~ Strength(750))
        }
        solver.updateVariables()
        #expect(solver.value(of: x) == 0)
    }

    /// GettingStarted.md: a required constraint that cannot hold.
    @Test func unsatisfiable() throws {
        let solver = Solver()
        let x = Variable("x")
        let atLeastTen = x >= 10
        try solver.addConstraint(atLeastTen)
        do {
            try solver.addConstraint(x <= 5)
        } catch {
            print(error)
        }
        #expect(solver.constraints.count == 1)
        // What it printed: the same call fails the same way, the solver being as it was.
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(x <= 5) }
        #expect(error.map { "\($0)" } == """
            unsatisfiable constraint: x - 5 <= 0 | required
              conflicts with:
                x - 10 >= 0 | required
            """)
        #expect(solver.contains(atLeastTen))
    }
}
