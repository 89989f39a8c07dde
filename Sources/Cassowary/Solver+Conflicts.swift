// Explaining an unsatisfiable required constraint: which required constraints already in the
// solver it conflicts with. The failed attempt yields a certificate: the required constraints
// whose combination the dual simplex found could not hold (a Farkas certificate), or those
// whose dummies the new row only restates; a deletion filter then shrinks it to a minimal
// conflicting set — one from which no constraint can be dropped without the conflict
// disappearing (an irreducible infeasible subsystem).
//
// Whether a set of constraints is minimal and in conflict depends on those constraints alone.
// So a set found for a constraint stays an answer, for that constraint or one that says the
// same, for as long as all its members are still in the solver: a layout engine that tries a
// broken constraint again at every layout gets it back without minimising again (the filter
// re-solves the set once per member).

extension SolverCore {
    /// A minimal subset of `certificate` that, with `constraint`, cannot be satisfied,
    /// ordered as the constraints were added.
    mutating func explainConflict(_ constraint: Constraint, _ certificate: [Constraint]) -> [Constraint] {
        guard explainsConflicts else { return ordered(certificate) }
        if let known = explainedConflicts.last(where: { Self.same($0.constraint, constraint) }),
           known.conflicts.allSatisfy({ constraintInfos[ObjectIdentifier($0)] != nil }) {
            return ordered(known.conflicts)
        }
        let core = minimalConflict(constraint, certificate)
        explanationCount += 1
        explainedConflicts.removeAll { Self.same($0.constraint, constraint) }
        explainedConflicts.append((constraint, core))
        if explainedConflicts.count > Self.explainedConflictLimit { explainedConflicts.removeFirst() }
        return core
    }

    /// Whether two constraints say the same thing, term for term: a layout engine translates a
    /// broken constraint afresh each time it tries it again.
    private static func same(_ a: Constraint, _ b: Constraint) -> Bool {
        if a === b { return true }
        guard a.relation == b.relation, a.strength == b.strength, a.expression.constant == b.expression.constant,
              a.expression.terms.count == b.expression.terms.count else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }

    /// How many answers ``explainConflict(_:_:)`` keeps.
    static let explainedConflictLimit = 64

    /// The deletion filter over `certificate`.
    private func minimalConflict(_ constraint: Constraint, _ certificate: [Constraint]) -> [Constraint] {
        var core = ordered(certificate)
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
