import Cassowary

/// What the engine keeps for an active constraint.
struct Entry {
    let constraint: LayoutConstraint
    /// The constraint in the solver; nil while broken (left out to resolve a conflict).
    var solverConstraint: Constraint?
    /// Order of activation: listings and rebuilds follow it.
    let sequence: Int
}

/// The constraints active in one engine, in order of activation, with their constraints in the
/// solver.
///
/// Each constraint remembers its place here (``LayoutConstraint/placeInEngine``), so finding
/// its entry costs no hashing. A large layout looks its constraints up several times each as
/// it is built, and in a dictionary keyed by identity each lookup was a cache miss.
struct ActiveConstraints {
    /// Identifies this registry in a constraint's place (a constraint is active in one engine
    /// at a time, but a place left by a gone engine must not be read as one here).
    private final class Token {}

    private let token = Token()
    /// The entries by place, in order of activation; nil where a constraint left.
    private var places: [Entry?] = []
    private var nextSequence = 0
    private(set) var count = 0
    /// Solver constraint → layout constraint, to name the constraints in a conflict: made the
    /// first time one is asked for, then kept up to date.
    private var owners: [ObjectIdentifier: LayoutConstraint]?

    /// The entries in order of activation.
    var inOrder: [Entry] { places.compactMap { $0 } }

    func entry(of constraint: LayoutConstraint) -> Entry? {
        place(of: constraint).flatMap { places[$0] }
    }

    /// Adds `constraint` last, with no solver constraint yet; false when it is here already.
    mutating func insert(_ constraint: LayoutConstraint) -> Bool {
        if place(of: constraint) != nil { return false }
        constraint.placeInEngine = (ObjectIdentifier(token), places.count)
        places.append(Entry(constraint: constraint, solverConstraint: nil, sequence: nextSequence))
        nextSequence += 1
        count += 1
        return true
    }

    /// Takes `constraint` out; its entry, or nil when it was not here.
    mutating func remove(_ constraint: LayoutConstraint) -> Entry? {
        guard let place = place(of: constraint), let entry = places[place] else { return nil }
        setSolverConstraint(nil, of: constraint)
        places[place] = nil
        constraint.placeInEngine = nil
        count -= 1
        if places.count > 64 && count < places.count / 2 { pack() }
        return entry
    }

    mutating func setSolverConstraint(_ translated: Constraint?, of constraint: LayoutConstraint) {
        guard let place = place(of: constraint), let old = places[place] else { return }
        if owners != nil {
            if let previous = old.solverConstraint { owners?[ObjectIdentifier(previous)] = nil }
            if let translated { owners?[ObjectIdentifier(translated)] = constraint }
        }
        places[place]?.solverConstraint = translated
    }

    /// The active constraint whose solver constraint is `translated`.
    mutating func owner(of translated: Constraint) -> LayoutConstraint? {
        if owners == nil {
            var made: [ObjectIdentifier: LayoutConstraint] = [:]
            for case let entry? in places {
                if let solverConstraint = entry.solverConstraint {
                    made[ObjectIdentifier(solverConstraint)] = entry.constraint
                }
            }
            owners = made
        }
        return owners?[ObjectIdentifier(translated)]
    }

    private func place(of constraint: LayoutConstraint) -> Int? {
        guard let (owner, place) = constraint.placeInEngine, owner == ObjectIdentifier(token),
            place < places.count, places[place]?.constraint === constraint
        else { return nil }
        return place
    }

    /// Closes the gaps left by removed constraints, keeping the order.
    private mutating func pack() {
        places = places.filter { $0 != nil }
        for (place, entry) in places.enumerated() { entry?.constraint.placeInEngine = (ObjectIdentifier(token), place) }
    }
}
