import Cassowary
import Testing

/// The public value types and their descriptions, through the public API only.
@Suite struct ValueTypeTests {
    @Test func variablesHaveIdentityNotValue() {
        let a = Variable("x"), b = Variable("x")
        #expect(a !== b && a.name == b.name)
        #expect(a.description == "x")
        #expect(Variable().description == "<unnamed>")
    }

    @Test func termsAndExpressions() {
        let x = Variable("x"), y = Variable("y")
        let values = { (v: Variable) -> Double in v === x ? 3 : 4 }
        #expect(Term(x).coefficient == 1 && Term(x, -2).value(values) == -6)
        #expect(Term(x, 2.5).description == "2.5 * x" && Term(y).description == "y")
        #expect(Expression(x).terms.count == 1 && Expression(constant: 7).terms.isEmpty)
        #expect(Expression(Term(y, 3)).value(values) == 12)
        #expect(Expression([Term(x, 2), Term(y, -1)], constant: -1).description == "2 * x - y - 1")
        #expect(Expression([Term(x, -1)], constant: 0).description == "-x")
        #expect(Expression().description == "0")
        #expect(Expression([Term(x, .nan)]).isFinite == false)
        #expect(Expression(constant: .infinity).isFinite == false)
        #expect((2 * x + y - 5).isFinite)
    }

    /// The same variable twice in one expression counts twice.
    @Test func repeatedVariablesAddUp() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x + x + 0.5 * x == 10)
        solver.updateVariables()
        #expect(solver.value(of: x) == 4)
    }

    @Test func constraintsKeepTheirPartsAndCopyWithAnotherStrength() {
        let x = Variable("x")
        let original = x <= 5
        let weaker = Constraint(original, strength: .weak)
        #expect(weaker !== original)
        #expect(weaker.relation == .lessThanOrEqual && weaker.strength == .weak)
        #expect(weaker.expression.constant == -5 && weaker.expression.terms.first?.variable === x)
        #expect(original.strength == .required)
        #expect(weaker.description == "x - 5 <= 0 | weak")
        #expect(Constraint(Expression(x), .greaterThanOrEqual).description == "x >= 0 | required")
        #expect((x <= 5).isSatisfied(by: { _ in 5.0000001 }))
        #expect(!(x <= 5).isSatisfied(by: { _ in 5.0000001 }, tolerance: 0))
        #expect((x == 5).isSatisfied(by: { _ in 5 }, tolerance: 0))
        #expect(!(x >= 5).isSatisfied(by: { _ in 4.9 }))
    }

    @Test func errorDescriptionsNameWhatWentWrong() throws {
        let x = Variable("x")
        let c = x >= 10
        #expect(SolverError.duplicateConstraint(c).description == "duplicate constraint: x - 10 >= 0 | required")
        #expect(SolverError.unknownConstraint(c).description == "unknown constraint: x - 10 >= 0 | required")
        #expect(SolverError.duplicateEditVariable(x).description == "duplicate edit variable: x")
        #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable: x")
        #expect(SolverError.requiredEditVariable(x).description.contains("x"))
        #expect(SolverError.invalidStrength(Strength(0)).description.contains("0"))
        let solver = Solver()
        try solver.addConstraint(c)
        do {
            try solver.addConstraint(x <= 5)
            Issue.record("expected a conflict")
        } catch {
            #expect(
                error.description == """
                    unsatisfiable constraint: x - 5 <= 0 | required
                      conflicts with:
                        x - 10 >= 0 | required
                    """)
        }
    }
}
