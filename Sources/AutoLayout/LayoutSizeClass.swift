/// How much room a screen gives on one axis, as `UIUserInterfaceSizeClass`: the horizontal
/// one decides the root view's system minimum margins (16 points when compact, 20 when
/// regular; see ``LayoutEngine/systemMinimumLayoutMargins``).
///
/// Apple's Human Interface Guidelines ("Layout", device size classes) give every iPhone a
/// compact width in portrait, the larger iPhones (Plus and Max) a regular width in
/// landscape, and every iPad a regular width full screen.
public enum LayoutSizeClass: String, Sendable, Hashable, CaseIterable {
    /// Little room: every iPhone in portrait, the smaller ones in landscape (16-point margins).
    case compact
    /// Ample room: the Plus and Max iPhones in landscape, iPads full screen (20-point margins).
    case regular
}
