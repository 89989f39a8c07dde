/// A rectangle that takes part in layout without being a view, as `UILayoutGuide`: an empty
/// space between views, a region to centre something in, and the safe area and layout
/// margins of every view.
///
///     let gap = LayoutGuide(name: "gap")
///     root.addLayoutGuide(gap)
///     try LayoutConstraint.activate([
///         gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
///         b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
///         gap.widthAnchor.constraint(equalTo: a.widthAnchor),
///     ])
///
/// A guide belongs to the view that added it (its ``owningView``), has the anchors a view has
/// but the baselines, and takes part in every kind of constraint. Its ``layoutFrame`` is in its
/// owning view's coordinates. Like a view, a guide can be ambiguous (``hasAmbiguousLayout``).
///
/// Every view also has two guides the engine keeps in place: its ``LayoutView/safeAreaLayoutGuide``
/// (named `VIEW.safeArea`) and its ``LayoutView/layoutMarginsGuide`` (`VIEW.margins`).
public final class LayoutGuide: LayoutItem {
    /// Who made a guide and keeps it in place.
    public enum Kind: Sendable, Hashable {
        /// Made by you, placed by your constraints.
        case custom
        /// A view's safe area, placed by the engine (`UIViewSafeAreaLayoutGuide`).
        case safeArea
        /// A view's layout margins, placed by the engine (`UIViewLayoutMarginsGuide`).
        case layoutMargins
    }

    /// Who made the guide.
    public let kind: Kind
    /// The view that owns the guide, if any: its frame is in this view's coordinates.
    public internal(set) weak var owningView: LayoutView?
    /// A name for debugging, as `UILayoutGuide.identifier`: empty for a guide you make,
    /// `UIViewSafeAreaLayoutGuide` and `UIViewLayoutMarginsGuide` for the engine's.
    public var identifier: String
    /// The guide's frame in its owning view's coordinates, from the last layout.
    public internal(set) var layoutFrame = LayoutRect.zero
    /// The guide's frame in the root view's coordinates, from the last layout.
    public internal(set) var frameInRoot = LayoutRect.zero

    /// Creates a guide to add to a view with ``LayoutView/addLayoutGuide(_:)``.
    public override init(name: String) {
        kind = .custom
        identifier = ""
        super.init(name: name)
    }

    /// The safe-area or layout-margins guide of `view`, named `VIEW.safeArea` or `VIEW.margins`.
    init(_ kind: Kind, of view: LayoutView) {
        self.kind = kind
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
        owningView = view
        super.init(name: view.name + (kind == .safeArea ? ".safeArea" : ".margins"))
    }

    override var hostView: LayoutView? { owningView }

    /// True for the safe-area and layout-margins guides, which the engine keeps in place.
    public var isSystemGuide: Bool { kind != .custom }

    /// True when the last layout left the guide's frame not uniquely determined by its
    /// constraints (see ``LayoutEngine/ambiguities()``).
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutEngine else { return false }
        return !engine.ambiguities(of: [self]).isEmpty
    }

    /// The active constraints that involve this guide on `axis`.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let engine = layoutEngine else { return [] }
        return engine.activeConstraints.filter { constraint in
            constraint.firstAttribute.axis == axis && (constraint.firstItem === self || constraint.secondItem === self)
        }
    }
}

extension LayoutGuide: CustomStringConvertible {
    /// The guide's name and frame in its owning view: `gap (120, 0, 8, 44)`.
    public var description: String { "\(name) \(layoutFrame)" }
}

/// The safe-area and layout-margins guides of a view, made on first use.
struct SystemGuides {
    var safeArea: LayoutGuide?
    var margins: LayoutGuide?

    /// The guides made so far: the safe area's first.
    var made: [LayoutGuide] { [safeArea, margins].compactMap { $0 } }
}

/// A view's layout-margin settings, as set (the margins in effect come from the engine).
struct MarginSettings {
    /// The margins set with `directionalLayoutMargins` or `layoutMargins`; nil for the
    /// default (8 on each side, or the system minimum for the root view).
    var directional: LayoutDirectionalEdgeInsets?
    /// `insetsLayoutMarginsFromSafeArea`: margins are measured from the safe area.
    var insetsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`: the superview's margins push this view's in.
    var preservesSuperview = false
}
