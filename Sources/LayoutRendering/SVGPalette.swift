/// The colours and type of the pictures, chosen to read at a glance on a light page: pale
/// fills that change with depth so a subview stands out from its superview, dark borders,
/// UIKit's system blue for button titles.
enum SVGPalette {
    /// Fills by depth below the root, repeating: blue, green, yellow and rose tints.
    static let fills = ["#dbe9f7", "#dcf0dd", "#f7f0d3", "#f5dde3"]
    static let border = "#4a4a4a"
    static let name = "#505050"
    static let labelText = "#111111"
    /// UIKit's `systemBlue` in light mode (#007AFF), the colour of a system button's title.
    static let buttonText = "#007aff"
    static let canvas = "#ffffff"
    /// Everything outside the safe area is shaded with this, translucent.
    static let unsafeArea = "#7f7f7f"
    static let selection = "#ff9500"
    /// The overlay's reference frames (dashed) and new frames (solid).
    static let reference = "#d0021b"
    static let actual = "#0a63d6"
    static let unchanged = "#9b9b9b"
    static let fontFamily = "-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif"
    /// Labels' and buttons' text. The layout files' text model gives each character 7 points
    /// (LayoutFiles' `TextMetrics`); a sans-serif face's characters average a little over half
    /// an em, so 12-point type fills about the width the model gave the view.
    static let textFontSize = 12.0
    /// Names and headers, which are not UIKit's but the picture's.
    static let nameFontSize = 10.0
    static let headerFontSize = 14.0
}
