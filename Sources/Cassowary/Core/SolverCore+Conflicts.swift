// Explaining an unsatisfiable required constraint: which required constraints already in the
// solver it conflicts with. The failed attempt yields a certificate — the required rows whose
// combination the dual simplex found cannot hold (a Farkas certificate) — and a deletion
// filter shrinks it to a minimal conflicting set: one from which no constraint can be dropped
// without the conflict disappearing (an irreducible infeasible subsystem).

extension SolverCore {
    /// A minimal subset of `certificate` that, with `constraint`, cannot be satisfied, in the
    /// order the constraints were added.
    mutating func explainConflict(_ constraint: Constraint, certificate: [Constraint]) -> [Constraint] {
        guard conflicts.isEnabled else { return ordered(certificate) }
        if let known = conflicts.known(constraint, isHeld: { self.registry.info($0) != nil }) { return ordered(known) }
        let core = minimalConflict(constraint, certificate)
        statistics.explanations += 1
        conflicts.remember(constraint, core)
        return core
    }

    /// The deletion filter: each constraint of the certificate is dropped in turn; when the
    /// rest still conflicts, the set shrinks to the probe's own certificate, otherwise the
    /// constraint is necessary (and stays necessary in every subset).
    private func minimalConflict(_ constraint: Constraint, _ certificate: [Constraint]) -> [Constraint] {
        var core = ordered(certificate)
        guard let confirmed = conflict(among: core, adding: constraint) else { return core }
        core = ordered(confirmed)
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

    /// Adds `constraints` then `last` to a fresh solver: the certificate if `last` is refused
    /// there, nil if everything fits.
    func conflict(among constraints: [Constraint], adding last: Constraint) -> [Constraint]? {
        var probe = SolverCore()
        probe.conflicts.isEnabled = false
        do {
            var seen = Set<ObjectIdentifier>()
            for constraint in constraints
            where constraint !== last && seen.insert(ObjectIdentifier(constraint)).inserted {
                try probe.insert(constraint, isEdit: false, mayRebuild: false)
            }
            try probe.insert(last, isEdit: false, mayRebuild: false)
            return nil
        } catch .unsatisfiableConstraint(let failing, let conflicts) {
            // Only `last` can fail (the others coexist in this solver); if rounding says
            // otherwise, the failing one counts in.
            return failing === last ? conflicts : conflicts + [failing]
        } catch {
            return nil
        }
    }

    /// Distinct constraints, in the order they were added to this solver.
    private func ordered(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        let unique = constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return unique.sorted { (registry.info($0)?.sequence ?? .max) < (registry.info($1)?.sequence ?? .max) }
    }
}
