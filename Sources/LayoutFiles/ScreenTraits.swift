import AutoLayout

/// What a screen gives a layout besides its size: the root view's safe-area insets and the
/// horizontal size class that sets its system minimum margins.
///
///     DevicePreset.named("iphone-15")?.screen(at: LayoutSize(width: 852, height: 393))
///     // ScreenTraits(safeAreaInsets: (top 0, left 59, bottom 21, right 59), horizontalSizeClass: .compact)
public struct ScreenTraits: Sendable, Hashable {
    /// The root view's safe-area insets (`UIEdgeInsets`).
    public var safeAreaInsets: LayoutEdgeInsets
    /// The horizontal size class (`UIUserInterfaceSizeClass`).
    public var horizontalSizeClass: LayoutSizeClass

    /// Creates traits; the defaults are a plain canvas's: no insets, a compact width.
    public init(safeAreaInsets: LayoutEdgeInsets = .zero, horizontalSizeClass: LayoutSizeClass = .compact) {
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
    }
}

extension LayoutEngine {
    /// Gives the engine a screen's traits (applied at the next layout).
    public func apply(_ screen: ScreenTraits) {
        safeAreaInsets = screen.safeAreaInsets
        horizontalSizeClass = screen.horizontalSizeClass
    }
}
