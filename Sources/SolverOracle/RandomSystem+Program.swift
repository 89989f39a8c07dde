extension RandomSystem {
    /// The operations up to `count` as a Swift program against the `Cassowary` product, to
    /// reproduce a failure outside the test suite (it prints each error and the final values).
    public func program(upTo count: Int? = nil) -> String {
        var lines = [
            "import Cassowary",
            "",
            "let solver = Solver()",
            "let x = (0..<\(variableCount)).map { Variable(\"x\\($0)\") }",
            "func run(_ what: String, _ body: () throws -> Void) {",
            "    do { try body() } catch { print(what, \"->\", error) }",
            "}"
        ]
        var declared = Set<Int>()
        for (step, operation) in operations.prefix(count ?? operations.count).enumerated() {
            switch operation {
            case .add(let index):
                if declared.insert(index).inserted {
                    lines.append("let c\(index) = \(swiftConstraint(constraints[index]))")
                }
                lines.append("run(\"\(step): add c\(index)\") { try solver.addConstraint(c\(index)) }")
            case .remove(let index):
                lines.append("run(\"\(step): remove c\(index)\") { try solver.removeConstraint(c\(index)) }")
            case .addEdit(let variable, let priority):
                lines.append(
                    "run(\"\(step): edit x\(variable)\") { try solver.addEditVariable(x[\(variable)], strength: Strength(\(priority))) }"
                )
            case .suggest(let variable, let value):
                lines.append(
                    "run(\"\(step): suggest x\(variable)\") { try solver.suggestValue(\(value), for: x[\(variable)]) }")
            case .removeEdit(let variable):
                lines.append(
                    "run(\"\(step): remove edit x\(variable)\") { try solver.removeEditVariable(x[\(variable)]) }")
            }
        }
        lines.append("solver.updateVariables()")
        lines.append("print(x.map { solver.value(of: $0) })")
        return lines.joined(separator: "\n") + "\n"
    }

    private func swiftConstraint(_ constraint: OracleProblem.Constraint) -> String {
        let terms = constraint.terms.map { "Term(x[\($0.variable)], \($0.coefficient))" }.joined(separator: ", ")
        let relation: String
        switch constraint.relation {
        case .lessThanOrEqual: relation = ".lessThanOrEqual"
        case .equal: relation = ".equal"
        case .greaterThanOrEqual: relation = ".greaterThanOrEqual"
        }
        return
            "Constraint(Expression([\(terms)], constant: \(constraint.constant)), \(relation), strength: Strength(\(constraint.priority)))"
    }
}
