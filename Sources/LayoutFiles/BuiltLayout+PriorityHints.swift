import AutoLayout
import SourceDiagnostics

/// Where a hint goes: under the ambiguity of this view on this axis.
struct HintKey: Hashable {
    let view: ObjectIdentifier
    let axis: LayoutAxis
}

extension BuiltLayout {
    /// Notes for the ambiguity UIKit developers meet most: views with intrinsic sizes side by
    /// side whose content hugging (when there is room to spare) or compression resistance
    /// (when there is too little) priorities are equal on one axis, so the solver may give the
    /// difference to either. The note names the views and the priority to change, and goes
    /// under the first of them's ambiguity on that axis:
    ///
    ///     note: 'icon' and 'title' have the same compression resistance priority (750) horizontally,
    ///       so either may be the one that shrinks; give the one that should keep its size a higher
    ///       one, like 'compression 751 750' on 'icon'
    ///
    /// Which of the two applies is read from the frames: the views together larger than their
    /// intrinsic sizes are stretched (hugging decides), smaller are compressed (compression
    /// resistance decides).
    func priorityHints(for ambiguities: [LayoutAmbiguity]) -> [HintKey: [Diagnostic]] {
        var hints: [HintKey: [Diagnostic]] = [:]
        for axis in LayoutAxis.allCases {
            let size = axis == .horizontal ? "width" : "height"
            // Views whose size on the axis is undetermined and that have an intrinsic size there,
            // in declaration order (the ambiguities come in the order of `views`).
            var seen: Set<ObjectIdentifier> = []
            let candidates: [LayoutView] = ambiguities.compactMap { ambiguity in
                guard let view = ambiguity.view, ambiguity.axis == axis, ambiguity.quantities.contains(size),
                    Self.intrinsic(of: view, on: axis) != nil, seen.insert(ObjectIdentifier(view)).inserted
                else { return nil }
                return view
            }
            guard candidates.count >= 2 else { continue }
            for kind in PriorityKind.allCases {
                var groups: [(priority: LayoutPriority, views: [LayoutView])] = []
                for view in candidates {
                    let priority = kind.priority(of: view, on: axis)
                    if let index = groups.firstIndex(where: { $0.priority == priority }) {
                        groups[index].views.append(view)
                    } else {
                        groups.append((priority, [view]))
                    }
                }
                for group in groups where group.views.count >= 2 && kind.applies(to: group.views, on: axis) {
                    let first = group.views[0]
                    let note = Diagnostic(
                        .note, hintMessage(kind, group.priority, group.views, axis),
                        at: declaration(of: group.views[1])?.name.range)
                    hints[HintKey(view: ObjectIdentifier(first), axis: axis), default: []].append(note)
                }
            }
        }
        return hints
    }

    /// `'a' and 'b' have the same content hugging priority (251) horizontally, ...`.
    private func hintMessage(
        _ kind: PriorityKind, _ priority: LayoutPriority, _ views: [LayoutView],
        _ axis: LayoutAxis
    ) -> String {
        let names = views.map { quoted($0.name) }
        let listed =
            names.count == 2
            ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let first = views[0]
        let horizontal = kind.priority(of: first, on: .horizontal), vertical = kind.priority(of: first, on: .vertical)
        let raised = axis == .horizontal ? "\(horizontal + 1) \(vertical)" : "\(horizontal) \(vertical + 1)"
        return
            "\(listed) have the same \(kind.title) priority (\(priority)) \(axis.rawValue)ly, so \(kind.effect); give "
            + "the one that should keep its size a higher one, like '\(kind.modifier) \(raised)' on \(quoted(first.name))"
    }

    /// The intrinsic size of a view on an axis, if it has one.
    static func intrinsic(of view: LayoutView, on axis: LayoutAxis) -> Double? {
        let value = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
        return value == LayoutView.noIntrinsicMetric ? nil : value
    }
}

/// The two priorities that keep a view at its intrinsic size.
enum PriorityKind: CaseIterable {
    case hugging, compression

    var title: String { self == .hugging ? "content hugging" : "compression resistance" }
    var modifier: String { self == .hugging ? "hugging" : "compression" }
    var effect: String {
        self == .hugging ? "the room to spare may go to either" : "either may be the one that shrinks"
    }

    func priority(of view: LayoutView, on axis: LayoutAxis) -> LayoutPriority {
        self == .hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
    }

    /// Hugging decides when the views are together larger than their intrinsic sizes,
    /// compression resistance when they are smaller.
    func applies(to views: [LayoutView], on axis: LayoutAxis) -> Bool {
        var frames = 0.0, intrinsic = 0.0
        for view in views {
            frames += axis == .horizontal ? view.frame.width : view.frame.height
            intrinsic += BuiltLayout.intrinsic(of: view, on: axis) ?? 0
        }
        return self == .hugging ? frames > intrinsic : frames < intrinsic
    }
}
