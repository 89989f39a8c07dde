import Cassowary
import Testing

@testable import AutoLayout

/// The engine's registry of active constraints: order of activation, places that survive
/// packing, and the naming of solver constraints in a conflict.
@Suite struct ActiveConstraintsTests {
    private func constraints(_ count: Int) -> [LayoutConstraint] {
        let view = LayoutView(name: "v")
        return (0..<count).map { view.width == Double($0) }
    }

    @Test func keepsTheOrderOfActivationAcrossRemovalsAndPacking() {
        var active = ActiveConstraints()
        let made = constraints(200)
        let inserted = made.map { active.insert($0) }
        #expect(inserted.allSatisfy { $0 })
        let again = active.insert(made[3])
        #expect(!again)
        // Removing most of them packs the places; the rest keep their order and sequence.
        let removed = made.enumerated().filter { $0.offset % 5 != 0 }.map { active.remove($0.element)?.constraint }
        let expected = made.enumerated().filter { $0.offset % 5 != 0 }.map(\.element)
        #expect(zip(removed, expected).allSatisfy { $0 === $1 })
        let removedTwice = active.remove(made[1])
        #expect(removedTwice == nil)
        let kept = made.enumerated().filter { $0.offset % 5 == 0 }.map(\.element)
        #expect(active.count == kept.count)
        #expect(active.inOrder.map { ObjectIdentifier($0.constraint) } == kept.map(ObjectIdentifier.init))
        #expect(active.inOrder.map(\.sequence) == Array(stride(from: 0, to: 200, by: 5)))
        for constraint in kept { #expect(active.entry(of: constraint)?.constraint === constraint) }
        // A constraint added again comes last, with a new sequence.
        let readded = active.insert(made[1])
        #expect(readded)
        #expect(active.inOrder.last?.constraint === made[1])
        #expect(active.entry(of: made[1])?.sequence == 200)
    }

    @Test func namesTheOwnerOfASolverConstraintBeforeAndAfterChanges() {
        var active = ActiveConstraints()
        let made = constraints(3)
        let translated = made.map { Constraint(Expression(Variable("x")) - $0.constant, .equal) }
        for (constraint, solverConstraint) in zip(made, translated) {
            _ = active.insert(constraint)
            active.setSolverConstraint(solverConstraint, of: constraint)
        }
        let first = active.owner(of: translated[1]) // the map is made here, on demand
        #expect(first === made[1])
        // Kept up to date once made: a replaced, a broken and a removed constraint.
        let replacement = Constraint(Expression(Variable("y")), .equal)
        active.setSolverConstraint(replacement, of: made[0])
        active.setSolverConstraint(nil, of: made[1])
        _ = active.remove(made[2])
        let owners = [replacement, translated[0], translated[1], translated[2]].map { active.owner(of: $0) }
        #expect(owners[0] === made[0])
        #expect(owners[1] == nil && owners[2] == nil && owners[3] == nil)
    }

    @Test func aPlaceInAnotherRegistryIsNotReadHere() {
        var first = ActiveConstraints(), second = ActiveConstraints()
        let made = constraints(2)
        _ = first.insert(made[0])
        _ = second.insert(made[1])
        // made[0] sits at place 0 of `first`, as made[1] does of `second`.
        #expect(second.entry(of: made[0]) == nil)
        let removed = second.remove(made[0])
        #expect(removed == nil)
        #expect(second.entry(of: made[1])?.constraint === made[1])
        #expect(first.entry(of: made[0])?.constraint === made[0])
    }
}
