import Testing

@testable import Cassowary

/// Building expressions and constraints with operators.
@Suite struct SymbolicsTests {
    let x = Variable("x"), y = Variable("y")

    @Test func termsAndExpressions() {
        let term = 2 * x
        #expect(term.coefficient == 2 && term.variable === x)
        #expect((x * 3).coefficient == 3)
        #expect((-x).coefficient == -1)
        #expect((x / 4).coefficient == 0.25)
        let expression = 2 * x + 10 - y
        #expect(expression.terms.count == 2)
        #expect(expression.terms[1].variable === y && expression.terms[1].coefficient == -1)
        #expect(expression.constant == 10)
        #expect((-(x + 5)).constant == -5)
        #expect(((x + y) * 2).terms.map(\.coefficient) == [2, 2])
        #expect(((x + y) / 2).terms.map(\.coefficient) == [0.5, 0.5])
        #expect((10 - x).terms[0].coefficient == -1)
    }

    @Test func constraintsMoveEverythingToTheLeft() {
        let c = 2 * x + 10 <= y
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .required)
        #expect(c.expression.constant == 10)
        #expect(c.expression.terms.map(\.coefficient) == [2, -1])
        let d = 5 >= x
        #expect(d.relation == .greaterThanOrEqual)
        #expect(d.expression.constant == 5 && d.expression.terms[0].coefficient == -1)
        #expect((x == y).relation == .equal)
    }

    @Test func strengthOperatorBindsLooserThanComparison() {
        let c = x == 10 ~ .weak
        #expect(c.strength == .weak)
        #expect(c.relation == .equal)
        let d = x >= 0 ~ 751
        #expect(d.strength.priority == 751)
    }

    @Test func descriptionsReadLikeMaths() {
        #expect((2 * x + 10 <= y).description == "2 * x - y + 10 <= 0 | required")
        #expect((x - 0.5 * y == 0 ~ .strong).description == "x - 0.5 * y == 0 | strong")
        #expect((x >= 1 ~ 300).description == "x - 1 >= 0 | 300")
        #expect(Expression(constant: -3).description == "-3")
    }

    @Test func evaluation() {
        let values = [ObjectIdentifier(x): 3.0, ObjectIdentifier(y): 4.0]
        let valueOf = { (v: Variable) in values[ObjectIdentifier(v)] ?? 0 }
        #expect((2 * x + y - 1).value(valueOf) == 9)
        #expect((x + 1 <= y).isSatisfied(by: valueOf))
        #expect(!(x >= y).isSatisfied(by: valueOf))
        #expect((x == 3.0000001).isSatisfied(by: valueOf, tolerance: 1e-6))
    }
}
