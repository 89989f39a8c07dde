import Testing

@testable import Cassowary

/// Building a long chain of rows of views costs the same for every row: the work of adding
/// one row does not grow with the rows above it (issue 24: a grid's build was quadratic).
@Suite struct ChainBuildTests {
    /// A stack of rows, as a collection view's file makes them: each row's first cell is
    /// aligned with its second (`a.top == b.top`, which defines `a.top` by `b.top`), has a
    /// height, and sits 8 points below the row above (`a.top == above.top + above.height +
    /// 8`). Every variable of that last constraint is already basic; the variable it defines
    /// is `b.top`, one defining row away. Substituting the whole row instead walks back
    /// through every row above.
    struct Rows {
        let solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        /// The substitution work of each row's link to the row above.
        var linkWork: [Int] = []

        mutating func addRow() throws {
            let index = tops.count
            let top = Variable("a\(index).top"), other = Variable("b\(index).top"),
                height = Variable("a\(index).height")
            try solver.addConstraint(top - other == 0)
            try solver.addConstraint(height == 20)
            if let above = tops.last, let aboveHeight = heights.last {
                let before = solver.core.statistics.substitutedRows
                try solver.addConstraint(top - above - aboveHeight == 8)
                linkWork.append(solver.core.statistics.substitutedRows - before)
            } else {
                try solver.addConstraint(top == 0)
            }
            tops.append(top)
            heights.append(height)
        }
    }

    @Test func linkingARowCostsTheSameAtAnyDepth() throws {
        var rows = Rows()
        for _ in 0..<200 { try rows.addRow() }
        rows.solver.updateVariables()
        // The frames are right: row k starts 28 points below row k - 1.
        for (index, top) in rows.tops.enumerated() {
            #expect(rows.solver.value(of: top) == Double(28 * index))
        }
        let early = rows.linkWork[10], late = rows.linkWork[190]
        #expect(late <= early, "linking row 191 substituted \(late) rows, row 11 \(early)")
    }
}
