// Changing a constraint's constant in place: the same move as suggesting a value for an edit
// variable. A constraint `Σ aⱼxⱼ + c REL 0` is the row `Σ s·aⱼxⱼ + own = -s·c` (`s` its
// scale); a new constant `c'` moves only that row's right-hand side, by `-s·(c' - c)`. The
// basic values follow (one FTRAN) and the dual simplex restores the bounds, keeping every
// objective optimal — no row leaves the matrix and none joins it.

extension SolverCore {
    /// Puts `replacement` in the place of `constraint`; `replacement` must be the same
    /// constraint (terms, relation, strength) but for its constant.
    mutating func replaceConstant(of constraint: Constraint, with replacement: Constraint) throws(SolverError) {
        guard let info = registry.info(constraint), !info.isEdit else { throw .unknownConstraint(constraint) }
        if registry.info(replacement) != nil { throw .duplicateConstraint(replacement) }
        try validate(replacement)
        guard Self.differInConstantOnly(constraint, replacement) else {
            throw .internalError("\(replacement) is not \(constraint) with another constant")
        }
        let delta = -(replacement.expression.constant - constraint.expression.constant) * matrix.scale[info.row.index]
        if delta != 0 {
            try moveRightHandSide(of: info.row, by: delta, replacing: constraint, with: replacement)
        }
        registry.replace(constraint, with: replacement)
        conflicts.forget(constraint)
        refactorIfDue()
    }

    /// Moves the row's right-hand side (``moveRightHandSide(of:by:)``); a failure is a
    /// required constraint that can no longer hold, named with the required constraints it
    /// conflicts with.
    private mutating func moveRightHandSide(
        of row: Row, by delta: Double, replacing constraint: Constraint, with replacement: Constraint
    ) throws(SolverError) {
        do {
            try moveRightHandSide(of: row, by: delta)
        } catch .infeasible(let certificate) {
            let others = certificate.filter { $0 !== constraint && $0 !== replacement }
            throw .unsatisfiableConstraint(replacement, conflicts: explainConflict(replacement, certificate: others))
        } catch {
            throw .internalError("\(error) after changing the constant of \(constraint)")
        }
    }

    /// True when the two constraints have the same terms, relation and strength.
    static func differInConstantOnly(_ a: Constraint, _ b: Constraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength else { return false }
        let x = combinedTerms(a.expression), y = combinedTerms(b.expression)
        return x.count == y.count
            && zip(x, y).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }
}
