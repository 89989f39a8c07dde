// Turning layout constraints into solver constraints, and keeping the solver in step with
// activations, deactivations, hierarchy changes and edited constants, priorities, intrinsic
// sizes and baselines.
import Cassowary

extension LayoutEngine {
    // MARK: Joining and leaving the engine

    /// A subtree joined the engine's tree: its content-size constraints and the constraints
    /// installed on its views join the solver.
    func attach(_ view: LayoutView) {
        for member in view.subtree() {
            addIntrinsicConstraints(for: member)
            for constraint in member.installedConstraints { add(constraint) }
        }
    }

    /// A subtree left the engine's tree: its constraints leave the solver (they stay
    /// installed on their views).
    func detach(_ view: LayoutView) {
        for member in view.subtree() {
            removeIntrinsicConstraints(for: member)
            removeGuideEdges(of: member)
            for constraint in member.installedConstraints { remove(constraint) }
            variables.forget(member)
            for guide in member.allLayoutGuides { variables.forget(guide) }
        }
    }

    /// An active constraint joins the solver, after the system guides it uses. If it
    /// conflicts with required constraints, it is recorded as broken with the minimal
    /// conflicting set, and left out.
    func add(_ constraint: LayoutConstraint) {
        guard active.entry(of: constraint) == nil else { return }
        placeGuides(usedBy: constraint)
        _ = active.insert(constraint)
        insertIntoSolver(constraint)
    }

    /// An active constraint leaves the solver.
    func remove(_ constraint: LayoutConstraint) {
        guard let entry = active.remove(constraint) else { return }
        removeFromSolver(entry)
    }

    /// The constant or priority of an active constraint changed: replace it in the solver.
    func constraintChanged(_ constraint: LayoutConstraint) {
        guard let entry = active.entry(of: constraint) else { return }
        removeFromSolver(entry)
        active.setSolverConstraint(nil, of: constraint)
        insertIntoSolver(constraint)
    }

    /// The constant of an active constraint changed: in the solver, only its right-hand side
    /// moves (`Solver.replaceConstant(of:with:)`, the path of a suggested value), so an
    /// animated constant costs one incremental re-solve. A constraint left out (broken or
    /// invalid), or one that cannot hold with its new constant, takes the general path: out
    /// of the solver and in again, which reports and breaks it as any conflict.
    func constantChanged(_ constraint: LayoutConstraint) {
        guard let entry = active.entry(of: constraint) else { return }
        guard let current = entry.solverConstraint, (try? constraint.validate()) != nil,
            let replacement = try? solverConstraint(for: constraint),
            (try? solver.replaceConstant(of: current, with: replacement)) != nil
        else {
            constraintChanged(constraint)
            return
        }
        active.setSolverConstraint(replacement, of: constraint)
    }

    /// A view's intrinsic size, hugging, compression resistance or baselines changed.
    func viewGeometryChanged(_ view: LayoutView) {
        guard view.engine === self else { return }
        removeIntrinsicConstraints(for: view)
        addIntrinsicConstraints(for: view)
        rebuild { $0.usesBaseline(of: view) }
    }

    /// Replaces in the solver every active constraint matching `predicate`, in activation
    /// order (after a change of layout direction, or of a view's baselines).
    func rebuild(where predicate: (LayoutConstraint) -> Bool) {
        let affected = active.inOrder.filter { predicate($0.constraint) }
        for entry in affected {
            removeFromSolver(entry)
            active.setSolverConstraint(nil, of: entry.constraint)
        }
        for entry in affected { insertIntoSolver(entry.constraint) }
    }

    /// Adds the constraints left out of the solver (broken by a conflict, or invalid) back,
    /// in activation order; those still in conflict are broken (and reported) again.
    func retryBrokenConstraints() {
        let broken = active.inOrder.filter { $0.solverConstraint == nil }
        for entry in broken { insertIntoSolver(entry.constraint) }
    }

    private func insertIntoSolver(_ constraint: LayoutConstraint) {
        let translated: Constraint
        do {
            try constraint.validate()
            translated = try solverConstraint(for: constraint)
        } catch {
            issues.append(.invalidConstraint(constraint, reason: error.description))
            return
        }
        do {
            try solver.addConstraint(translated)
            active.setSolverConstraint(translated, of: constraint)
        } catch {
            switch error {
            case .unsatisfiableConstraint(_, let conflicts):
                let named = conflicts.compactMap { active.owner(of: $0) }
                issues.append(.unsatisfiable(conflicting: named + [constraint], broken: constraint))
            default:
                issues.append(.internalError("\(error) while adding \(constraint)"))
            }
        }
    }

    private func removeFromSolver(_ entry: Entry) {
        guard let translated = entry.solverConstraint else { return }
        do {
            try solver.removeConstraint(translated)
        } catch {
            issues.append(.internalError("\(error) while removing \(entry.constraint)"))
        }
    }

    // MARK: Content size

    private func addIntrinsicConstraints(for view: LayoutView) {
        var made: [LayoutConstraint] = []
        for axis in LayoutAxis.allCases {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard size.isFinite, size >= 0 else { continue } // noIntrinsicMetric (or any negative): none
            let hugging = LayoutConstraint(
                unchecked: view, attribute, .lessThanOrEqual, nil, .notAnAttribute,
                multiplier: 1, constant: size, kind: .contentHugging)
            hugging.priority = view.contentHuggingPriority(for: axis)
            let compression = LayoutConstraint(
                unchecked: view, attribute, .greaterThanOrEqual, nil, .notAnAttribute,
                multiplier: 1, constant: size, kind: .compressionResistance)
            compression.priority = view.contentCompressionResistancePriority(for: axis)
            made += [hugging, compression]
        }
        guard !made.isEmpty else { return }
        intrinsicConstraints[ObjectIdentifier(view)] = made
        for constraint in made {
            constraint.isActive = true
            add(constraint)
        }
    }

    private func removeIntrinsicConstraints(for view: LayoutView) {
        guard let made = intrinsicConstraints.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for constraint in made {
            constraint.isActive = false
            remove(constraint)
        }
    }

    // MARK: Translation

    /// The unknowns of a view or guide, created on first use. The root's position is fixed
    /// at the origin (no variable) and its size is the edit variables.
    func frameVariables(of item: LayoutItem) -> (left: Variable?, top: Variable?, width: Variable, height: Variable) {
        if item === root { return (nil, nil, rootWidth, rootHeight) }
        let made = variables.variables(of: item)
        return (made.left, made.top, made.width, made.height)
    }

    /// `origin + factor * size + constant`, the terms in that order (a root origin is 0).
    /// Callers write a constant as `0 + c`, the sum the operators made, so that `-0` is `0`.
    private func line(_ origin: Variable?, _ size: Variable? = nil, _ factor: Double = 1, constant: Double = 0)
        -> Expression
    {
        var terms: [Term] = []
        terms.reserveCapacity(2)
        if let origin { terms.append(Term(origin)) }
        if let size { terms.append(Term(size, factor)) }
        return Expression(terms, constant: constant)
    }

    /// An attribute of a view or guide as a linear expression in root coordinates. Leading and
    /// trailing resolve to left and right, or right and left in a right-to-left layout; a
    /// margin attribute is the attribute of the view's layout margins guide.
    func rootExpression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Expression {
        if let edge = attribute.marginEdge, let view = item as? LayoutView {
            return rootExpression(view.layoutMarginsGuide, edge)
        }
        let f = frameVariables(of: item)
        let view = item as? LayoutView
        let rightToLeft = layoutDirection == .rightToLeft
        switch attribute {
        case .left: return line(f.left)
        case .right: return line(f.left, f.width)
        case .leading: return rightToLeft ? line(f.left, f.width) : line(f.left)
        case .trailing: return rightToLeft ? line(f.left) : line(f.left, f.width)
        case .centerX: return line(f.left, f.width, 0.5)
        case .width: return line(nil, f.width)
        case .top: return line(f.top)
        case .bottom: return line(f.top, f.height)
        case .centerY: return line(f.top, f.height, 0.5)
        case .height: return line(nil, f.height)
        case .firstBaseline:
            // A stack view's baselines are one of its arranged views' (StackView+Baselines).
            if let inner = view?.forFirstBaselineLayout, inner !== view { return rootExpression(inner, .firstBaseline) }
            if let offset = view?.firstBaselineOffsetFromTop { return line(f.top, constant: 0 + offset) }
            return line(f.top, f.height)
        case .lastBaseline:
            if let inner = view?.forLastBaselineLayout, inner !== view { return rootExpression(inner, .lastBaseline) }
            if let offset = view?.lastBaselineOffsetFromBottom { return line(f.top, f.height, constant: 0 + -offset) }
            return line(f.top, f.height)
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            // A margin attribute of a guide never gets here: validation refuses it.
            return Expression(constant: 0)
        }
    }

    /// The solver constraint for `first.attr REL m * second.attr + c`.
    ///
    /// Positions are compared in the coordinates of the items' nearest common ancestor, as in
    /// UIKit; with a multiplier of 1 the ancestor's origin cancels out. In a right-to-left
    /// layout, a constraint with leading or trailing measures positions from the ancestor's
    /// right edge, leftwards, so `b.leading == a.trailing + 8` puts `b` 8 points to the left
    /// of `a`.
    func solverConstraint(for constraint: LayoutConstraint) throws(LayoutError) -> Constraint {
        var expression = rootExpression(constraint.firstItem, constraint.firstAttribute)
        if let second = constraint.secondItem {
            let other = rootExpression(second, constraint.secondAttribute)
            if constraint.firstAttribute.isDimension {
                expression.add(other, times: -constraint.multiplier)
            } else {
                guard let ancestor = constraint.commonAncestor() else {
                    throw .noCommonAncestor(constraint.description)
                }
                let flipped = layoutDirection == .rightToLeft && constraint.usesDirectionalAttributes
                let sign: Double = flipped ? -1 : 1
                if constraint.multiplier == 1 {
                    // Scaling by ±1 is exact: the same numbers as `sign * (first - other)`.
                    expression.scale(by: sign)
                    expression.add(other, times: -sign)
                } else {
                    let f = frameVariables(of: ancestor)
                    let origin =
                        constraint.firstAttribute.axis == .vertical
                        ? line(f.top) : (flipped ? line(f.left, f.width) : line(f.left))
                    expression = sign * (expression - origin) - (sign * constraint.multiplier) * (other - origin)
                }
            }
        }
        expression.constant += -constraint.constant
        let relation: RelationalOperator
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let strength =
            constraint.priority.isRequired ? Strength.required : Strength(Double(constraint.priority.rawValue))
        return Constraint(expression, relation, strength: strength)
    }

    // MARK: The root's size

    /// Required constraints keep the root from its size: find a minimal conflicting set for
    /// each axis (by trying the size as a required constraint), break the most recently
    /// activated constraint in it, and repeat until the root has its size.
    func recoverRootSize() {
        var attempts = 0
        while attempts <= active.count {
            attempts += 1
            var brokeOne = false
            let usable = usableSize
            for (variable, attribute, value) in [
                (rootWidth, LayoutAttribute.width, usable.width), (rootHeight, .height, usable.height)
            ] {
                let pin = Constraint(Expression(variable) - value, .equal)
                do {
                    try solver.addConstraint(pin)
                    try solver.removeConstraint(pin)
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicts) = error else {
                        issues.append(.internalError("\(error) while checking the root size"))
                        return
                    }
                    let named = conflicts.compactMap { active.owner(of: $0) }
                    guard let victim = named.max(by: { sequence(of: $0) < sequence(of: $1) }),
                        let entry = active.entry(of: victim)
                    else {
                        issues.append(.internalError("the root size conflicts with constraints the engine cannot name"))
                        return
                    }
                    removeFromSolver(entry)
                    active.setSolverConstraint(nil, of: victim)
                    let rootSize = LayoutConstraint(
                        unchecked: root, attribute, .equal, nil, .notAnAttribute,
                        multiplier: 1, constant: value, kind: .rootSize)
                    issues.append(.unsatisfiable(conflicting: named + [rootSize], broken: victim))
                    brokeOne = true
                }
            }
            if !brokeOne { return }
        }
    }

    func sequence(of constraint: LayoutConstraint) -> Int {
        active.entry(of: constraint)?.sequence ?? -1
    }
}

extension LayoutConstraint {
    /// True when either attribute is leading or trailing (or their margins).
    var usesDirectionalAttributes: Bool {
        firstAttribute.isDirectional || secondAttribute.isDirectional
    }

    /// True when the constraint uses a baseline of `view`.
    func usesBaseline(of view: LayoutView) -> Bool {
        func isBaseline(_ attribute: LayoutAttribute) -> Bool {
            attribute == .firstBaseline || attribute == .lastBaseline
        }
        return (firstItem === view && isBaseline(firstAttribute))
            || (secondItem === view && isBaseline(secondAttribute))
    }
}

extension Expression {
    /// Adds `factor` times `other`, its terms after these (as `self + factor * other` does,
    /// without the intermediate copies).
    fileprivate mutating func add(_ other: Expression, times factor: Double) {
        terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }

    /// Multiplies every coefficient and the constant by `factor`.
    fileprivate mutating func scale(by factor: Double) {
        guard factor != 1 else { return }
        for index in terms.indices { terms[index].coefficient *= factor }
        constant *= factor
    }
}
