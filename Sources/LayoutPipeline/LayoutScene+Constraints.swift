import AutoLayout
import LayoutFiles
import LayoutRendering

extension LayoutScene {
    /// For each declared view, by name, the active constraints that mention it (as the first
    /// or the second item, UIKit's `constraintsAffectingLayout(for:)` on both axes), in the
    /// order they joined the engine, each with where the file wrote it (`BuiltLayout.location(of:)`):
    /// what the HTML page shows for a selected view. The root's size constraints are left out.
    ///
    /// One pass over the constraints, so a file of many views costs no more than its
    /// constraints. The engine is at the last size laid out; a file's constraints are the
    /// same at every size.
    public func placingConstraints() -> [String: [PlacingConstraint]] {
        var result: [String: [PlacingConstraint]] = [:]
        for constraint in built.engine.activeConstraints where constraint.kind != .rootSize {
            let start = built.location(of: constraint)?.start
            let entry = PlacingConstraint(
                text: constraint.description(withSource: false), line: start?.line ?? 0, column: start?.column ?? 0)
            var named: [String] = []
            for item in [constraint.firstItem, constraint.secondItem] {
                guard let view = item as? LayoutView, view !== built.engine.root, !named.contains(view.name) else {
                    continue
                }
                named.append(view.name)
                result[view.name, default: []].append(entry)
            }
        }
        return result
    }
}
