// Explaining an unsatisfiable required constraint: which required constraints already in the
// solver it conflicts with. The failed attempt yields a certificate: the required constraints
// whose combination the dual simplex found could not hold (a Farkas certificate), or those
// whose dummies the new row only restates; a deletion filter then shrinks it to a minimal
// conflicting set — one from which no constraint can be dropped without the conflict
// disappearing (an irreducible infeasible subsystem).

extension SolverCore {
    /// A minimal subset of `certificate` that, with `constraint`, cannot be satisfied,
    /// ordered as the constraints were added.
    func explainConflict(_ constraint: Constraint, _ certificate: [Constraint]) -> [Constraint] {
        var core = ordered(certificate)
        guard explainsConflicts else { return core }
        // The certificate is infeasible by construction; check, and keep it whole if rounding
        // makes the check disagree.
        guard let confirmed = conflict(among: core, adding: constraint) else { return core }
        core = ordered(confirmed)

        // Deletion filter: try to drop each constraint in turn. When the rest still conflicts,
        // shrink to the probe's own certificate (a subset of the rest). A constraint whose
        // removal makes the system feasible is necessary, and stays necessary in every subset.
        var necessary = Set<ObjectIdentifier>()
        while let candidate = core.first(where: { !necessary.contains(ObjectIdentifier($0)) }) {
            let rest = core.filter { $0 !== candidate }
            if let smaller = conflict(among: rest, adding: constraint) {
                let keep = Set(smaller.map(ObjectIdentifier.init))
                core = rest.filter { keep.contains(ObjectIdentifier($0)) }
            } else {
                necessary.insert(ObjectIdentifier(candidate))
            }
        }
        return core
    }

    /// Adds `constraints` then `last` to a fresh solver; returns the certificate if `last`
    /// is unsatisfiable there, nil if everything fits.
    private func conflict(among constraints: [Constraint], adding last: Constraint) -> [Constraint]? {
        var probe = SolverCore()
        probe.explainsConflicts = false
        do {
            for constraint in constraints { try probe.addConstraint(constraint) }
            try probe.addConstraint(last)
            return nil
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            // The constraints already coexist in this solver, so only `last` can fail; if
            // rounding says otherwise, count the failing one in.
            return failing === last ? conflicts : conflicts + [failing]
        } catch {
            return nil
        }
    }

    /// Distinct constraints, in the order they were added to this solver.
    private func ordered(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        let unique = constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return unique.sorted {
            (constraintInfos[ObjectIdentifier($0)]?.sequence ?? .max) < (constraintInfos[ObjectIdentifier($1)]?.sequence ?? .max)
        }
    }
}
